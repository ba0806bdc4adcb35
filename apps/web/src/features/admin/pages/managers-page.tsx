import { useState } from 'react';
import {
  Badge,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useAdminSession, useCreateManager, useDeleteManager, useManagers } from '../api/admin-api';
import { AdminFormCard, AdminListCard, DeleteRowButton } from '../components/admin-list';
import type { Manager } from '../types';

/** /admin/whitelabels/{whitelabel}/managers: the brand's sales and success managers (001 §3 Manager). */
export const ManagersTab = () => <Managers buzz={false} />;
/** /admin/whitelabels/{whitelabel}/buzz-managers: edited by super admins only (000 §6). */
export const BuzzManagersTab = () => <Managers buzz />;

function Managers({ buzz }: { buzz: boolean }) {
  const { t } = useTranslation('admin');
  const { whitelabel = '' } = useParams();
  const session = useAdminSession();
  const list = useManagers(whitelabel, buzz);
  const create = useCreateManager();
  const remove = useDeleteManager();
  const empty = { type: buzz ? 'buzz' : 'sales', name: '', description: '', round_robin: false };
  const [form, setForm] = useState(empty);
  const canEdit = !buzz || session.data?.role === 'super_admin';
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t(buzz ? 'managers.buzzTitle' : 'managers.title', { brand: whitelabel })}
      </Title>
      {canEdit && (
        <AdminFormCard
          title={t('managers.add')}
          submitLabel={t('managers.add')}
          canSubmit={Boolean(form.name.trim())}
          submitting={create.isPending}
          onSubmit={() =>
            create.mutate({ ...form, whitelabel }, { onSuccess: () => setForm(empty), onError: notify.error })
          }
          extra={
            buzz ? undefined : (
              <Group gap="md">
                <SegmentedControl
                  size="xs"
                  data={[
                    { value: 'sales', label: t('managers.sales') },
                    { value: 'success', label: t('managers.success') },
                  ]}
                  value={form.type}
                  onChange={(type) => setForm({ ...form, type })}
                />
                <Switch
                  label={t('managers.roundRobin')}
                  checked={form.round_robin}
                  onChange={(e) => setForm({ ...form, round_robin: e.currentTarget.checked })}
                />
              </Group>
            )
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('managers.name')}
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            />
            <TextInput
              label={t('managers.description')}
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.currentTarget.value })}
            />
          </SimpleGrid>
        </AdminFormCard>
      )}
      {!canEdit && buzz && (
        <Text size="sm" c="dimmed">
          {t('managers.readOnly')}
        </Text>
      )}
      <AdminListCard
        query={list}
        emptyTitle={t('managers.empty')}
        minWidth={480}
        row={(m: Manager) => (
          <Table.Tr key={m._id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {m.name}
              </Text>
              <Text size="xs" c="dimmed">
                {m.description}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                <Badge variant="light">{t(`managers.${m.type}`)}</Badge>
                {m.round_robin && <Badge variant="outline">{t('managers.roundRobin')}</Badge>}
              </Group>
            </Table.Td>
            <Table.Td>{t('managers.customers', { count: m.customers })}</Table.Td>
            <Table.Td ta="right">
              {canEdit && <DeleteRowButton onClick={() => remove.mutate(m._id, { onError: notify.error })} />}
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
