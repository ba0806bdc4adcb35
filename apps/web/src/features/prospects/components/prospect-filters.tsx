import { useEffect, useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PROSPECT_CAMPAIGN_STATUSES, RELATIONS } from '@leadloop/domain/campaigns/enums';
import { LEAD_STATUSES } from '@leadloop/domain/labels/enums';
import { SEARCH_DEBOUNCE_MS } from '@leadloop/domain/constants/timeouts';
import { useLabels } from '../../labels/api/fetch-labels';
import { useCampaignOptions } from '../api/fetch-campaign-options';
import { activeFilterCount, type ProspectFilters as Filters } from '../lib/filters';

interface Props {
  value: Filters;
  onChange: (next: Filters) => void;
  credentialId: string | null;
}

const boolValue = (v: boolean | undefined) => (v === undefined ? null : v ? 'yes' : 'no');
const toBool = (v: string | null) => (v === 'yes' ? true : v === 'no' ? false : undefined);

/** Filters of my-prospects: campaign, campaign status, relation, label, lead status, email/phone, free text (debounced). */
export function ProspectFilters({ value, onChange, credentialId }: Props) {
  const { t } = useTranslation('prospects');
  const labels = useLabels();
  const campaigns = useCampaignOptions(credentialId);
  const [text, setText] = useState(value.q ?? '');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if ((debounced.trim() || undefined) !== (value.q || undefined)) onChange({ ...value, q: debounced.trim() || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the debounced text drives this
  }, [debounced]);
  useEffect(() => {
    if (!value.q) setText((current) => (current.trim() ? '' : current));
  }, [value.q]);

  const set = <K extends keyof Filters>(key: K, v: Filters[K] | null) => onChange({ ...value, [key]: v ?? undefined });
  const yesNo = [
    { value: 'yes', label: t('filters.yes') },
    { value: 'no', label: t('filters.no') },
  ];

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        aria-label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        w={{ base: '100%', sm: 260 }}
        maxLength={200}
      />
      <Select
        aria-label={t('filters.campaign')}
        placeholder={t('filters.campaign')}
        data={campaigns.data ?? []}
        value={value.campaign ?? null}
        onChange={(v) => set('campaign', v ?? undefined)}
        clearable
        searchable
        disabled={!campaigns.data?.length}
        w={170}
      />
      <Select
        aria-label={t('filters.campaignStatus')}
        placeholder={t('filters.campaignStatus')}
        data={PROSPECT_CAMPAIGN_STATUSES.map((s) => ({ value: s, label: t(`campaignStatus.${s}`) }))}
        value={value.campaign_status ?? null}
        onChange={(v) => set('campaign_status', (v as Filters['campaign_status']) ?? undefined)}
        clearable
        w={170}
      />
      <Select
        aria-label={t('filters.relation')}
        placeholder={t('filters.relation')}
        data={[...RELATIONS.map((r) => ({ value: r, label: t(`relation.${r}`) })), { value: 'none', label: t('relation.none') }]}
        value={value.relation ?? null}
        onChange={(v) => set('relation', (v as Filters['relation']) ?? undefined)}
        clearable
        w={150}
      />
      <Select
        aria-label={t('filters.label')}
        placeholder={t('filters.label')}
        data={(labels.data ?? []).map((l) => ({ value: l._id, label: l.name }))}
        value={value.label ?? null}
        onChange={(v) => set('label', v ?? undefined)}
        clearable
        searchable
        w={150}
      />
      <Select
        aria-label={t('filters.leadStatus')}
        placeholder={t('filters.leadStatus')}
        data={LEAD_STATUSES.map((s) => ({ value: s, label: t(`leadStatus.${s}`) }))}
        value={value.lead_status ?? null}
        onChange={(v) => set('lead_status', (v as Filters['lead_status']) ?? undefined)}
        clearable
        w={160}
      />
      <Select
        aria-label={t('filters.hasEmail')}
        placeholder={t('filters.hasEmail')}
        data={yesNo}
        value={boolValue(value.has_email)}
        onChange={(v) => set('has_email', toBool(v))}
        clearable
        w={130}
      />
      <Select
        aria-label={t('filters.hasPhone')}
        placeholder={t('filters.hasPhone')}
        data={yesNo}
        value={boolValue(value.has_phone)}
        onChange={(v) => set('has_phone', toBool(v))}
        clearable
        w={130}
      />
      {activeFilterCount(value) > 0 && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => {
            setText('');
            onChange({});
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
