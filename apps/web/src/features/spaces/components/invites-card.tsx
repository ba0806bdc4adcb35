import { ActionIcon, Badge, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconSend, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useInvites } from '../api/invites';
import { useResendInvite } from '../api/resend-invite';
import { useRevokeInvite } from '../api/revoke-invite';
import type { InviteStatus } from '../types';

const STATUS_COLORS: Record<InviteStatus, string> = {
  sent: 'blue',
  resent: 'blue',
  accepted: 'teal',
  declined: 'gray',
  revoked: 'red',
};

export function InvitesCard({ spaceId }: { spaceId: string }) {
  const { t, i18n } = useTranslation('spaces');
  const invites = useInvites(spaceId);
  const resend = useResendInvite(spaceId);
  const revoke = useRevokeInvite(spaceId);

  let body;
  if (invites.isPending) body = <PageState kind="loading" mih={80} />;
  else if (invites.isError)
    body = <PageState kind="error" mih={80} description={translateError(invites.error)} />;
  else if (invites.data.length === 0)
    body = (
      <Text c="dimmed" size="sm">
        {t('users.noInvites')}
      </Text>
    );
  else {
    body = (
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.email')}</Table.Th>
              <Table.Th>{t('users.access')}</Table.Th>
              <Table.Th>{t('users.status')}</Table.Th>
              <Table.Th>{t('users.sentAt')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invites.data.map((invite) => {
              const isOpen = invite.status === 'sent' || invite.status === 'resent';
              return (
                <Table.Tr key={invite._id}>
                  <Table.Td>{invite.email}</Table.Td>
                  <Table.Td>{t(`roles.${invite.granted_access}`)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[invite.status]}>
                      {t(`inviteStatus.${invite.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {new Date(invite.updated_at ?? invite.created_at).toLocaleDateString(i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    {isOpen && (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Tooltip label={t('users.resend')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('users.resend')}
                            onClick={() => resend.mutate(invite._id, { onError: notify.error })}
                          >
                            <IconSend size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('users.revoke')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('users.revoke')}
                            onClick={() => revoke.mutate(invite._id, { onError: notify.error })}
                          >
                            <IconX size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Title order={4}>{t('users.invitesTitle')}</Title>
        {body}
      </Stack>
    </Card>
  );
}
