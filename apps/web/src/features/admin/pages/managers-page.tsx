import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
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
import { IconPencil } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import {
  useAdminSession,
  useCreateManager,
  useDeleteManager,
  useManagers,
  useUpdateManager,
} from '../api/admin-api';
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
  const update = useUpdateManager();
  const empty = { type: buzz ? 'buzz' : 'sales', name: '', description: '', round_robin: false };
  const [form, setForm] = useState(empty);
  // The manager being edited (POST /admin/managers/{id}/update): the form holds its values.
  const [editing, setEditing] = useState<string | null>(null);
  const done = () => {
    setForm(empty);
    setEditing(null);
  };
  const canEdit = !buzz || session.data?.role === 'super_admin';
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t(buzz ? 'managers.buzzTitle' : 'managers.title', { brand: whitelabel })}
      </Title>
      {canEdit && (
        <AdminFormCard
          title={editing ? t('managers.edit') : t('managers.add')}
          submitLabel={editing ? t('customer.save') : t('managers.add')}
          canSubmit={Boolean(form.name.trim())}
          submitting={create.isPending || update.isPending}
          onSubmit={() =>
            editing
              ? update.mutate({ id: editing, ...form }, { onSuccess: done, onError: notify.error })
              : create.mutate({ ...form, whitelabel }, { onSuccess: done, onError: notify.error })
          }
          extra={
            buzz ? (
              editing && (
                <Button variant="default" onClick={done}>
                  {t('users.cancel')}
                </Button>
              )
            ) : (
              <Group gap="md">
                {editing && (
                  <Button variant="default" onClick={done}>
                    {t('users.cancel')}
                  </Button>
                )}
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
              {canEdit && (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('managers.editOne', { name: m.name })}
                    onClick={() => {
                      setEditing(m._id);
                      setForm({
                        type: m.type,
                        name: m.name,
                        description: m.description,
                        round_robin: m.round_robin,
                      });
                    }}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <DeleteRowButton onClick={() => remove.mutate(m._id, { onError: notify.error })} />
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
