import { useState } from 'react';
import { ActionIcon, Group, Stack, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { LabelFormModal, LabelPicker } from '../../labels';
import { useSetLabels } from '../api/set-labels';
import { useSetRelation } from '../api/set-relation';
import type { ProspectDetail } from '../types';
import { RelationSelect } from './status-badges';

/** Relation (manual change) and labels of one prospect; both save at once. */
export function ProspectTags({ prospect }: { prospect: ProspectDetail }) {
  const { t } = useTranslation('prospects');
  const relation = useSetRelation();
  const labels = useSetLabels();
  const [creating, setCreating] = useState(false);
  const ids = prospect.labels.map((l) => l._id);
  const saveLabels = (next: string[]) =>
    labels.mutate({ id: prospect._id, labels: next }, { onError: notify.error });

  return (
    <Stack gap="sm">
      <RelationSelect
        label={t('relationLabel')}
        value={prospect.relation}
        onChange={(r) =>
          relation.mutate(
            { id: prospect._id, relation: r },
            { onSuccess: () => notify.success(t('relationSaved')), onError: notify.error },
          )
        }
        disabled={relation.isPending}
      />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <LabelPicker
          label={t('labelsLabel')}
          value={ids}
          onChange={saveLabels}
          style={{ flex: 1, minWidth: 0 }}
          disabled={labels.isPending}
        />
        <Tooltip label={t('newLabel')}>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={t('newLabel')}
            onClick={() => setCreating(true)}
          >
            <IconPlus size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {creating && (
        <LabelFormModal
          opened
          onClose={() => setCreating(false)}
          label={null}
          onSaved={(label) => saveLabels([...ids, label._id])}
        />
      )}
    </Stack>
  );
}
