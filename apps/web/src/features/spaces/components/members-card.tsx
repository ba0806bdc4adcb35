import { useState } from 'react';
import { Avatar, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useChangeAdmin } from '../api/change-admin';
import { useExitFromSpace } from '../api/exit-from-space';
import type { Workspace, WorkspaceUser } from '../types';
import { AllowedPagesModal } from './allowed-pages-modal';
import { MemberActions, type MemberAction } from './member-actions';

interface MembersCardProps {
  workspace: Workspace;
  viewerId: string | null;
  viewerIsAdmin: boolean;
}

const fullName = (u: WorkspaceUser) => `${u.first_name} ${u.last_name}`.trim() || u.email;

export function MembersCard({ workspace, viewerId, viewerIsAdmin }: MembersCardProps) {
  const { t } = useTranslation('spaces');
  const changeAdmin = useChangeAdmin(workspace._id);
  const exit = useExitFromSpace(workspace._id);
  const [pagesFor, setPagesFor] = useState<WorkspaceUser | null>(null);
  const [confirm, setConfirm] = useState<{ action: 'remove' | 'leave'; member: WorkspaceUser } | null>(null);
  const isAdminUser = (u: WorkspaceUser) => u.is_admin || workspace.admins.includes(u._id);

  const onAction = (action: MemberAction, member: WorkspaceUser) => {
    if (action === 'pages') return setPagesFor(member);
    if (action === 'remove' || action === 'leave') return setConfirm({ action, member });
    changeAdmin.mutate(
      { userId: member._id, isAdmin: action === 'promote' },
      { onSuccess: () => notify.success(t('members.roleChanged')), onError: notify.error },
    );
  };
  const onConfirm = () => {
    if (!confirm) return;
    exit.mutate(confirm.member._id, {
      onSuccess: () => {
        if (confirm.action === 'leave') window.location.assign('/');
        else notify.success(t('members.removed'));
        setConfirm(null);
      },
      onError: notify.error,
    });
  };

  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('users.membersTitle')}</Title>
          <Badge variant="light">{t('switcher.users', { count: workspace.users.length })}</Badge>
        </Group>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="sm" data-testid="members-table">
            <Table.Tbody>
              {workspace.users.map((user) => {
                const isAdmin = isAdminUser(user);
                const limited = !isAdmin && user.allowed_pages?.length;
                return (
                  <Table.Tr key={user._id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={user.avatar} name={fullName(user)} color="initials" radius="xl" />
                        <div>
                          <Text fw={500} size="sm">
                            {fullName(user)}
                          </Text>
                          <Text c="dimmed" size="xs">
                            {user.email}
                          </Text>
                          {limited ? (
                            <Text c="dimmed" size="xs">
                              {t('members.limitedTo', {
                                pages: user.allowed_pages!.map((p) => t(`pages.${p}`)).join(', '),
                              })}
                            </Text>
                          ) : null}
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Badge variant={isAdmin ? 'filled' : 'light'} color={isAdmin ? 'brand' : 'gray'}>
                          {isAdmin ? t('roles.admin') : t('roles.member')}
                        </Badge>
                        <MemberActions
                          member={user}
                          isAdmin={isAdmin}
                          isSelf={user._id === viewerId}
                          viewerIsAdmin={viewerIsAdmin}
                          onAction={onAction}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      {pagesFor && (
        <AllowedPagesModal spaceId={workspace._id} member={pagesFor} onClose={() => setPagesFor(null)} />
      )}
      <ConfirmDialog
        opened={Boolean(confirm)}
        title={confirm?.action === 'leave' ? t('members.leaveTitle') : t('members.removeTitle')}
        message={
          confirm?.action === 'leave'
            ? t('members.leaveText', { name: workspace.name })
            : t('members.removeText', { name: confirm ? fullName(confirm.member) : '' })
        }
        confirmLabel={confirm?.action === 'leave' ? t('members.leave') : t('members.remove')}
        cancelLabel={t('members.cancel')}
        danger
        loading={exit.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirm(null)}
      />
    </Card>
  );
}
