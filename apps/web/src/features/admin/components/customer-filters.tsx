import { useState } from 'react';
import {
  Button,
  Checkbox,
  Collapse,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TIER_LABELS, TIERS } from '@leadloop/domain/tiers/enums';
import {
  CUSTOMER_ORDERS,
  CUSTOMER_STATUSES,
  CUSTOMER_SUBSCRIPTIONS,
  CUSTOMER_TYPES,
  NOTE_FILTERS,
} from '../types';

export type Filters = Record<string, string | string[] | undefined>;

interface Props {
  filters: Filters;
  onChange: (patch: Filters) => void;
  /** Brand-bound admins see one brand: no brand filter. */
  showBrands: boolean;
  /** Phones: the search, and the other filters behind a button. */
  compact?: boolean;
}

const list = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []);

/** 001 §7 GET /admin/customers filters: every one the call takes, kept in the address. */
export function CustomerFilters({ filters, onChange, showBrands, compact = false }: Props) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const multi = (key: string, values: readonly string[], label: string, labelOf = (v: string) => v) => (
    <MultiSelect
      label={label}
      data={values.map((v) => ({ value: v, label: labelOf(v) }))}
      value={list(filters[key])}
      onChange={(v) => onChange({ [key]: v })}
      clearable
      searchable
    />
  );
  const searchInput = (
    <TextInput
      label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      defaultValue={(filters.q as string) ?? ''}
      onChange={(e) => onChange({ q: e.currentTarget.value || undefined })}
    />
  );
  const active = Object.keys(filters).filter((k) => k !== 'q').length;
  const rest = (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
      {multi('statuses', CUSTOMER_STATUSES, t('filters.statuses'), (v) => t(`status.${v}`))}
      {multi('types', CUSTOMER_TYPES, t('filters.types'), (v) => t(`type.${v}`))}
      {multi('subscription_types', CUSTOMER_SUBSCRIPTIONS, t('filters.subscriptionTypes'), (v) =>
        t(`subscription.${v}`),
      )}
      <Select
        label={t('filters.tier')}
        data={Object.entries(TIERS).map(([name, value]) => ({
          value: String(value),
          label: TIER_LABELS[name as keyof typeof TIERS],
        }))}
        value={(filters.tier as string) ?? null}
        onChange={(v) => onChange({ tier: v ?? undefined })}
        clearable
      />
      <TagsInput
        label={t('filters.labels')}
        value={list(filters.labels)}
        onChange={(v) => onChange({ labels: v })}
        clearable
      />
      {showBrands && (
        <TagsInput
          label={t('filters.brands')}
          value={list(filters.brands)}
          onChange={(v) => onChange({ brands: v })}
          clearable
        />
      )}
      {multi('note_filters', NOTE_FILTERS, t('filters.notes'), (v) => t(`notes.${v}`))}
      <Select
        label={t('filters.order')}
        data={CUSTOMER_ORDERS.map((v) => ({ value: v, label: t(`order.${v}`) }))}
        value={(filters.order as string) ?? 'newest'}
        onChange={(v) => onChange({ order: v && v !== 'newest' ? v : undefined })}
        allowDeselect={false}
      />
      <Group gap="md" align="flex-end" pb={6} style={{ gridColumn: 'span 1' }}>
        <Checkbox
          label={t('filters.withoutSales')}
          checked={filters.without_sales_managers === 'true'}
          onChange={(e) => onChange({ without_sales_managers: e.currentTarget.checked ? 'true' : undefined })}
        />
        <Checkbox
          label={t('filters.withoutSuccess')}
          checked={filters.without_success_managers === 'true'}
          onChange={(e) =>
            onChange({ without_success_managers: e.currentTarget.checked ? 'true' : undefined })
          }
        />
        <Checkbox
          label={t('filters.withCredentials')}
          checked={filters.with_credentials === 'true'}
          onChange={(e) => onChange({ with_credentials: e.currentTarget.checked ? 'true' : undefined })}
        />
      </Group>
    </SimpleGrid>
  );
  if (!compact)
    return (
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {searchInput}
        </SimpleGrid>
        {rest}
      </Stack>
    );
  return (
    <Stack gap="xs">
      {searchInput}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconAdjustmentsHorizontal size={16} />}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('filters.more', { count: active })}
      </Button>
      <Collapse expanded={open}>{rest}</Collapse>
    </Stack>
  );
}
