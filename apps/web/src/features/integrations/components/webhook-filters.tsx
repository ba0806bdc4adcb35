import { ActionIcon, Button, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FIELD_DEFAULTS } from '@leadloop/domain/integrations/enums';
import type { WebhookFieldMapping } from '@leadloop/domain/integrations/webhook-mapping';
import { fetchWorkflows } from '../../campaigns';
import { useLabels } from '../../labels';

export interface WebhookFilterValue {
  workflow_ids: string[];
  label_ids: string[];
  field_mapping: WebhookFieldMapping[];
}

interface Props {
  value: WebhookFilterValue;
  onChange: (value: WebhookFilterValue) => void;
}

/** The fields an event's `data` carries (the mapping may also name others, filled by their default). */
const KNOWN_FIELDS = [
  'prospect_id',
  'workflow_id',
  'credentials_id',
  'label_id',
  'label',
  'type',
  'timestamp',
];

/** Which events a subscription gets (campaigns, labels) and which fields, under which names (001 §3). */
export function WebhookFilters({ value, onChange }: Props) {
  const { t } = useTranslation('integrations');
  const campaigns = useQuery({
    queryKey: ['webhooks', 'campaign-choices'],
    queryFn: () => fetchWorkflows({ view: 'all', query: '', credentialId: null }),
  });
  const labels = useLabels();
  const set = (patch: Partial<WebhookFilterValue>) => onChange({ ...value, ...patch });
  const setRow = (i: number, patch: Partial<WebhookFieldMapping>) =>
    set({ field_mapping: value.field_mapping.map((m, j) => (j === i ? { ...m, ...patch } : m)) });
  return (
    <Stack gap="xs">
      <MultiSelect
        label={t('webhooks.campaigns')}
        description={t('webhooks.campaignsHint')}
        data={(campaigns.data ?? []).map((w) => ({ value: w._id, label: w.name }))}
        value={value.workflow_ids}
        onChange={(workflow_ids) => set({ workflow_ids })}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label={t('webhooks.labels')}
        description={t('webhooks.labelsHint')}
        data={(labels.data ?? []).map((l) => ({ value: l._id, label: l.name }))}
        value={value.label_ids}
        onChange={(label_ids) => set({ label_ids })}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="sm" fw={500}>
        {t('webhooks.mapping')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('webhooks.mappingHint')}
      </Text>
      {value.field_mapping.map((m, i) => (
        <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={t('webhooks.mappingField')}
            data={[...new Set([...KNOWN_FIELDS, m.field].filter(Boolean))]}
            value={m.field || null}
            onChange={(field) => setRow(i, { field: field ?? '' })}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('webhooks.mappingName')}
            placeholder={m.field}
            value={m.name ?? ''}
            onChange={(e) => setRow(i, { name: e.currentTarget.value || undefined })}
          />
          <Select
            label={t('webhooks.mappingDefault')}
            data={FIELD_DEFAULTS.map((d) => ({ value: d, label: t(`fieldDefaults.${d}`) }))}
            value={m.default}
            onChange={(d) => setRow(i, { default: (d ?? 'none') as WebhookFieldMapping['default'] })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {m.default === 'default' ? (
            <TextInput
              label={t('webhooks.mappingValue')}
              value={m.value ?? ''}
              onChange={(e) => setRow(i, { value: e.currentTarget.value })}
            />
          ) : null}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('webhooks.mappingRemove')}
            onClick={() => set({ field_mapping: value.field_mapping.filter((_, j) => j !== i) })}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() =>
            set({ field_mapping: [...value.field_mapping, { field: 'prospect_id', default: 'none' }] })
          }
        >
          {t('webhooks.mappingAdd')}
        </Button>
      </Group>
    </Stack>
  );
}
