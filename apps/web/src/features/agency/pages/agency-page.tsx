import { useState } from 'react';
import {
  Badge,
  Button,
  Container,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataRequest } from '@leadloop/domain/agency/entities';
import type { PersonIdKind } from '@leadloop/domain/agency/rules';
import { PageState } from '../../../components/page-state';
import { useAppSessionContext } from '../../spaces';
import {
  downloadAdminAuditLog,
  downloadAdminExport,
  downloadPrivacyFile,
  eraseAdminDataRequest,
  eraseDataRequest,
  fetchAdminAuditLog,
  fetchAdminDataRequest,
  fetchAuditLog,
  openAdminDataRequest,
  openDataRequest,
} from '../api/privacy';
import { AgencyGroups } from '../components/agency-groups';

/**
 * /privacy (issue 42): a workspace owner looks a person up by email, phone or profile link, downloads what
 * is held about them, erases it after typing the identifier again, and reads the workspace's audit log.
 */
export function AgencyPage() {
  const { t } = useTranslation('agency');
  const client = useQueryClient();
  const [kind, setKind] = useState<PersonIdKind>('email');
  const [value, setValue] = useState('');
  const [request, setRequest] = useState<DataRequest | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirm, setConfirm] = useState('');
  // A brand's or the platform's admin may look across every workspace they administer.
  const { user, currentSpaceId } = useAppSessionContext();
  const isAdmin = Boolean(user?.admin_role);
  const [scope, setScope] = useState<'workspace' | 'admin'>('workspace');
  const asAdmin = isAdmin && scope === 'admin';
  const audit = useQuery({
    queryKey: ['privacy', 'audit-log', asAdmin],
    queryFn: asAdmin ? fetchAdminAuditLog : fetchAuditLog,
  });
  const find = useMutation({
    mutationFn: () => (asAdmin ? openAdminDataRequest : openDataRequest)({ kind, value }),
    onSuccess: setRequest,
  });
  const erase = useMutation({
    mutationFn: () => (asAdmin ? eraseAdminDataRequest : eraseDataRequest)(request!._id, confirm),
    onSuccess: (done) => {
      setRequest(done);
      setConfirming(false);
      setConfirm('');
      void client.invalidateQueries({ queryKey: ['privacy', 'audit-log'] });
    },
  });
  const exportFile = useMutation({
    mutationFn: async () => {
      if (!asAdmin)
        return downloadPrivacyFile(
          `data-requests/${request!._id}/export`,
          `data-request-${request!._id}.zip`,
        );
      await downloadAdminExport(request!._id);
      setRequest(await fetchAdminDataRequest(request!._id));
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: ['privacy', 'audit-log'] }),
  });

  return (
    <Container size="lg" px={0}>
      <Title order={1} size="h2" mb="md">
        {t('title')}
      </Title>
      <Stack gap="lg">
        {isAdmin ? (
          <SegmentedControl
            aria-label={t('scope.label')}
            value={scope}
            onChange={(v) => {
              setScope(v as 'workspace' | 'admin');
              setRequest(null);
            }}
            data={[
              { value: 'workspace', label: t('scope.workspace') },
              { value: 'admin', label: t('scope.admin') },
            ]}
          />
        ) : null}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            find.mutate();
          }}
        >
          <Title order={2} size="h4" mb="xs">
            {t('request.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('request.intro')}
          </Text>
          <Group align="end">
            <Select
              label={t('request.kind')}
              data={(['email', 'phone', 'profile'] as const).map((k) => ({
                value: k,
                label: t(`kind.${k}`),
              }))}
              value={kind}
              onChange={(v) => v && setKind(v as PersonIdKind)}
              allowDeselect={false}
              w={200}
            />
            <TextInput
              label={t('request.value')}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              required
              w={320}
              error={find.error?.message}
            />
            <Button type="submit" loading={find.isPending}>
              {t('request.find')}
            </Button>
          </Group>
        </form>

        {request && (
          <Stack gap="xs" data-testid="data-request">
            <Group>
              <Text fw={600}>{t('request.found', { count: request.total })}</Text>
              <Badge color={request.status === 'erased' ? 'gray' : 'blue'}>
                {t(`status.${request.status}`)}
              </Badge>
            </Group>
            {Object.entries(request.found).length > 0 && (
              <Text size="sm" c="dimmed">
                {Object.entries(request.found)
                  .map(([table, n]) => `${table}: ${n}`)
                  .join(' · ')}
              </Text>
            )}
            {request.status === 'open' && (
              <Group>
                <Button variant="default" onClick={() => exportFile.mutate()} loading={exportFile.isPending}>
                  {t('request.export')}
                </Button>
                <Button color="red" onClick={() => setConfirming(true)}>
                  {t('request.erase')}
                </Button>
              </Group>
            )}
          </Stack>
        )}

        <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('confirm.title')}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              erase.mutate();
            }}
          >
            <Stack>
              <Text size="sm">{t('confirm.body')}</Text>
              <TextInput
                label={t('confirm.label')}
                value={confirm}
                onChange={(e) => setConfirm(e.currentTarget.value)}
                required
                error={erase.error?.message}
                data-autofocus
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t('confirm.cancel')}
                </Button>
                <Button type="submit" color="red" loading={erase.isPending}>
                  {t('confirm.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal>

        <div>
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4">
              {t('audit.title')}
            </Title>
            <Button
              variant="subtle"
              onClick={() =>
                void (asAdmin
                  ? downloadAdminAuditLog()
                  : downloadPrivacyFile('audit-log/export', 'audit-log.csv'))
              }
            >
              {t('audit.export')}
            </Button>
          </Group>
          {audit.isPending ? (
            <PageState kind="loading" />
          ) : !audit.data?.items.length ? (
            <PageState kind="empty" title={t('audit.empty')} />
          ) : (
            <Table aria-label={t('audit.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.at')}</Table.Th>
                  <Table.Th>{t('audit.action')}</Table.Th>
                  <Table.Th>{t('audit.actor')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.data.items.map((entry) => (
                  <Table.Tr key={entry._id}>
                    <Table.Td>{new Date(entry.at).toLocaleString()}</Table.Td>
                    <Table.Td>{t(`action.${entry.action}`)}</Table.Td>
                    <Table.Td>{entry.actor ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </div>
        {isAdmin ? <AgencyGroups spaceId={currentSpaceId} /> : null}
      </Stack>
    </Container>
  );
}
