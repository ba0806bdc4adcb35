import { Button, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_TRIGGERS } from '@leadloop/domain/integrations/enums';
import { translateError } from '../../../lib/messages';
import type { WebhookInput } from '../api/webhooks';
import type { EventTrigger } from '../types';
import { WebhookFilters, type WebhookFilterValue } from './webhook-filters';

interface Props {
  initial?: WebhookInput;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: WebhookInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** Callback URL and update types (001 §3 Webhook); the server checks the URL (valid, public address). */
export function WebhookForm({ initial, submitLabel, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('integrations');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [types, setTypes] = useState<string[]>(initial?.update_types ?? []);
  const [filters, setFilters] = useState<WebhookFilterValue>({
    workflow_ids: initial?.workflow_ids ?? [],
    label_ids: initial?.label_ids ?? [],
    field_mapping: initial?.field_mapping ?? [],
  });
  const [error, setError] = useState<{ field: 'url' | 'types'; text: string } | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await onSubmit({
        url: url.trim(),
        update_types: types as EventTrigger[],
        ...filters,
        field_mapping: filters.field_mapping.filter((m) => m.field.trim()),
      });
    } catch (err) {
      const field = (err as { field?: string }).field === 'update_types' ? 'types' : 'url';
      setError({ field, text: translateError(err) });
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('webhooks.url')}
          placeholder="https://example.com/hooks/leadloop"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={error?.field === 'url' ? error.text : undefined}
          required
        />
        <MultiSelect
          label={t('webhooks.events')}
          placeholder={types.length ? undefined : t('webhooks.pickEvents')}
          data={EVENT_TRIGGERS.map((e) => ({ value: e, label: t(`events.${e}`) }))}
          value={types}
          onChange={setTypes}
          searchable
          clearable
          error={error?.field === 'types' ? error.text : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <WebhookFilters value={filters} onChange={setFilters} />
        <Group justify="flex-end" gap="xs">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
