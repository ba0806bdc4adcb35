import type { EnrichedField, EnrichmentSource } from '@leadloop/domain';
import { CATCH_ALL_POLICIES, SOURCE_FIELDS, SOURCE_LABELS } from '@leadloop/domain';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Progress,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../lib/notify';
import {
  useEnrichmentSettings,
  useEnrichRuns,
  useSaveEnrichmentSettings,
  useStartBulkEnrich,
} from '../api/enrichment';

/** One field's waterfall: the sources in order (arrows move one), each on or off. */
function SourceOrder({
  field,
  value,
  available,
  onChange,
}: {
  field: EnrichedField;
  value: EnrichmentSource[];
  available: EnrichmentSource[];
  onChange: (next: EnrichmentSource[]) => void;
}) {
  const { t } = useTranslation('prospects');
  const offered = available.filter((s) => SOURCE_FIELDS[s].includes(field));
  const rows = [...value, ...offered.filter((s) => !value.includes(s))];
  const move = (i: number, by: number) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  return (
    <Stack gap={6} data-testid={`waterfall-${field}`}>
      <Text fw={600} size="sm">
        {t(`enrichment.settings.${field}Sources`)}
      </Text>
      {rows.map((s) => {
        const i = value.indexOf(s);
        return (
          <Group key={s} gap="xs">
            <Checkbox
              label={i >= 0 ? `${i + 1}. ${SOURCE_LABELS[s]}` : SOURCE_LABELS[s]}
              checked={i >= 0}
              onChange={(e) =>
                onChange(e.currentTarget.checked ? [...value, s] : value.filter((x) => x !== s))
              }
            />
            <ActionIcon
              variant="subtle"
              aria-label={t('enrichment.settings.moveUp', { source: SOURCE_LABELS[s] })}
              disabled={i <= 0}
              onClick={() => move(i, -1)}
            >
              <IconArrowUp size={14} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('enrichment.settings.moveDown', { source: SOURCE_LABELS[s] })}
              disabled={i < 0 || i === value.length - 1}
              onClick={() => move(i, 1)}
            >
              <IconArrowDown size={14} />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}

/** Prospects → Enrichment: the workspace's waterfall, catch-all policy, re-enrichment age and bulk runs. */
export function EnrichmentSettingsPage() {
  const { t, i18n } = useTranslation('prospects');
  const settings = useEnrichmentSettings();
  const save = useSaveEnrichmentSettings();
  const runs = useEnrichRuns();
  const start = useStartBulkEnrich();
  const [draft, setDraft] = useState<Partial<NonNullable<typeof settings.data>>>({});

  if (settings.isPending) return <PageState kind="loading" />;
  if (settings.isError) return <PageState kind="error" title={t('enrichment.loadError')} />;
  const s = { ...settings.data, ...draft };

  return (
    <Stack gap="md">
      <PageTitle>{t('enrichment.settings.title')}</PageTitle>
      <Card withBorder radius="md" p="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('enrichment.settings.intro')}
          </Text>
          <Group align="flex-start" gap="xl">
            <SourceOrder
              field="email"
              value={s.email_sources}
              available={s.available_sources}
              onChange={(email_sources) => setDraft({ ...draft, email_sources })}
            />
            <SourceOrder
              field="phone"
              value={s.phone_sources}
              available={s.available_sources}
              onChange={(phone_sources) => setDraft({ ...draft, phone_sources })}
            />
          </Group>
          <Select
            label={t('enrichment.settings.catchAll')}
            description={t('enrichment.settings.catchAllHelp')}
            maw={360}
            allowDeselect={false}
            data={CATCH_ALL_POLICIES.map((p) => ({ value: p, label: t(`enrichment.policies.${p}`) }))}
            value={s.catch_all_policy}
            onChange={(v) => v && setDraft({ ...draft, catch_all_policy: v as typeof s.catch_all_policy })}
          />
          <NumberInput
            label={t('enrichment.settings.refreshAfter')}
            maw={360}
            min={1}
            max={3650}
            value={s.refresh_after_days}
            onChange={(v) => typeof v === 'number' && setDraft({ ...draft, refresh_after_days: v })}
          />
          <Group>
            <Button
              loading={save.isPending}
              disabled={Object.keys(draft).length === 0}
              onClick={() =>
                save.mutate(
                  {
                    email_sources: s.email_sources,
                    phone_sources: s.phone_sources,
                    catch_all_policy: s.catch_all_policy,
                    refresh_after_days: s.refresh_after_days,
                  },
                  {
                    onSuccess: () => (setDraft({}), notify.success(t('enrichment.settings.saved'))),
                    onError: notify.error,
                  },
                )
              }
            >
              {t('enrichment.settings.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="md" p="lg">
        <Group justify="space-between" mb="md">
          <Text fw={700}>{t('enrichment.runs.title')}</Text>
          <Button
            variant="light"
            loading={start.isPending}
            onClick={() => start.mutate({ limit: 100 }, { onError: notify.error })}
          >
            {t('enrichment.runs.start')}
          </Button>
        </Group>
        {runs.isPending ? (
          <PageState kind="loading" mih={80} />
        ) : runs.isError ? (
          <PageState kind="error" title={t('enrichment.loadError')} mih={80} />
        ) : runs.data.items.length === 0 ? (
          <PageState kind="empty" title={t('enrichment.runs.empty')} mih={80} />
        ) : (
          <Table data-testid="enrich-runs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('enrichment.runs.started')}</Table.Th>
                <Table.Th>{t('enrichment.runs.progress')}</Table.Th>
                <Table.Th>{t('enrichment.runs.found')}</Table.Th>
                <Table.Th>{t('enrichment.runs.credits')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.data.items.map((r) => (
                <Table.Tr key={r._id}>
                  <Table.Td>{new Date(r.created_at).toLocaleString(i18n.language)}</Table.Td>
                  <Table.Td miw={200}>
                    <Progress value={r.total ? (100 * r.processed) / r.total : 100} size="sm" />
                    <Text size="xs" c={r.error ? 'red' : 'dimmed'}>
                      {r.error ??
                        t(`enrichment.runs.status.${r.status}`, { processed: r.processed, total: r.total })}
                    </Text>
                  </Table.Td>
                  <Table.Td>{r.found}</Table.Td>
                  <Table.Td>{r.credits_spent}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
