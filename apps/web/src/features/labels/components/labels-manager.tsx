import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTag, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { useDeleteLabel } from '../api/delete-label';
import { useLabels } from '../api/fetch-labels';
import type { Label } from '../types';
import { LabelBadge } from './label-badge';
import { LabelFormModal } from './label-form-modal';

interface Props {
  /** Controlled editor state (the pages keep it in the address: create-new, edit/{labelId}). */
  editing?: Label | 'new' | null;
  onEdit?: (label: Label | 'new' | null) => void;
}

/** The workspace's labels: create, edit (name, colour, shared) and delete. */
export function LabelsManager({ editing: controlled, onEdit }: Props) {
  const { t } = useTranslation('labels');
  const labels = useLabels();
  const remove = useDeleteLabel();
  const [local, setLocal] = useState<Label | 'new' | null>(null);
  const editing = controlled !== undefined ? controlled : local;
  const setEditing = onEdit ?? setLocal;

  const confirmDelete = (label: Label) => {
    if (!window.confirm(t('deleteConfirm', { name: label.name }))) return;
    remove.mutate(label._id, { onSuccess: () => notify.success(t('deleted')), onError: notify.error });
  };

  let body;
  if (labels.isPending) body = <PageState kind="loading" mih={160} />;
  else if (labels.isError)
    body = (
      <PageState
        kind="error"
        mih={160}
        title={t('loadError')}
        action={<Button onClick={() => labels.refetch()}>{t('retry')}</Button>}
      />
    );
  else if (!labels.data.length)
    body = (
      <PageState
        kind="empty"
        mih={160}
        icon={<IconTag size={28} />}
        title={t('emptyTitle')}
        description={t('emptyText')}
      />
    );
  else
    body = (
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('name')}</Table.Th>
            <Table.Th>{t('color')}</Table.Th>
            <Table.Th>{t('visibility')}</Table.Th>
            <Table.Th w={90} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {labels.data.map((label) => (
            <Table.Tr key={label._id} data-testid={`label-row-${label.name}`}>
              <Table.Td>
                <LabelBadge name={label.name} color={label.color} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {label.color}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {label.is_shared ? t('sharedShort') : t('private')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t('edit')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('editNamed', { name: label.name })}
                      onClick={() => setEditing(label)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('deleteNamed', { name: label.name })}
                      onClick={() => confirmDelete(label)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <Card withBorder radius="md" p="lg">
      <Stack>
        <Group justify="space-between">
          <div>
            <Text fw={700}>{t('title')}</Text>
            <Text size="sm" c="dimmed">
              {t('subtitle')}
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('new')}
          </Button>
        </Group>
        {body}
      </Stack>
      {editing && (
        <LabelFormModal
          key={editing === 'new' ? 'new' : editing._id}
          opened
          onClose={() => setEditing(null)}
          label={editing === 'new' ? null : editing}
        />
      )}
    </Card>
  );
}
