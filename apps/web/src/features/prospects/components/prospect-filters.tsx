import { useEffect, useState } from 'react';
import { ActionIcon, Button, Collapse, Group, Indicator, Select, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PROSPECT_CAMPAIGN_STATUSES, RELATIONS } from '@leadloop/domain/campaigns/enums';
import { LEAD_STATUSES } from '@leadloop/domain/labels/enums';
import { SEARCH_DEBOUNCE_MS } from '@leadloop/domain/constants/timeouts';
import { useLabels } from '../../labels';
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
  const compact = useMediaQuery('(max-width: 767.98px)') ?? false;
  const [opened, { toggle }] = useDisclosure(false);
  const count = activeFilterCount({ ...value, q: undefined });

  useEffect(() => {
    if ((debounced.trim() || undefined) !== (value.q || undefined))
      onChange({ ...value, q: debounced.trim() || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the debounced text drives this
  }, [debounced]);
  useEffect(() => {
    if (!value.q) setText((current) => (current.trim() ? '' : current));
  }, [value.q]);

  const set = <K extends keyof Filters>(key: K, v: Filters[K] | null) =>
    onChange({ ...value, [key]: v ?? undefined });
  const yesNo = [
    { value: 'yes', label: t('filters.yes') },
    { value: 'no', label: t('filters.no') },
  ];

  const search = (
    <TextInput
      aria-label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      // Wide enough for the whole placeholder in every language (issue 12: it was cut off).
      w={compact ? undefined : 300}
      style={compact ? { flex: 1 } : undefined}
      maxLength={200}
    />
  );
  const selects = (
    <>
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
        data={[
          ...RELATIONS.map((r) => ({ value: r, label: t(`relation.${r}`) })),
          { value: 'none', label: t('relation.none') },
        ]}
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
    </>
  );
  const clear = activeFilterCount(value) > 0 && (
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
  );

  if (!compact)
    return (
      <Group gap="xs" align="flex-end" wrap="wrap">
        {search}
        {selects}
        {clear}
      </Group>
    );
  return (
    <div>
      <Group gap="xs" wrap="nowrap">
        {search}
        <Indicator label={count} disabled={!count} size={16} offset={4}>
          <ActionIcon
            variant="default"
            size={36}
            onClick={toggle}
            aria-label={t('filters.more')}
            aria-expanded={opened}
          >
            <IconAdjustmentsHorizontal size={18} />
          </ActionIcon>
        </Indicator>
      </Group>
      <Collapse expanded={opened}>
        <Group gap="xs" mt="xs" grow wrap="wrap">
          {selects}
          {clear}
        </Group>
      </Collapse>
    </div>
  );
}
