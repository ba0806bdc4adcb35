import { Button, Checkbox, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactInfo, FinderFilters } from '@leadloop/domain/finder/entities';
import { COMPANY_SIZES, SENIORITIES } from '@leadloop/domain/finder/filters';
import { activeCount, EMPTY_SEARCH, type SearchState } from '../lib/search-state';
import { FilterSelect } from './filter-select';

const TYPE_AHEAD = ['title', 'company', 'industry', 'location', 'keywords'] as const;
const FLAGS = [
  'email',
  'phone',
  'enriched_only',
  'fresh_only',
] as const satisfies readonly (keyof ContactInfo)[];

interface FinderFiltersProps {
  search: SearchState;
  onChange: (next: SearchState) => void;
}

/** The finder's filters (000 §2): type-ahead values, seniority and size, contact-info flags, exclusion. */
export function FinderFilterPanel({ search, onChange }: FinderFiltersProps) {
  const { t } = useTranslation('finder');
  const set = (patch: Partial<SearchState>) => onChange({ ...search, ...patch, page: 1 });
  const setFilter = <K extends keyof FinderFilters>(key: K, value: FinderFilters[K]) =>
    set({ filters: { ...search.filters, [key]: value } });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {TYPE_AHEAD.slice(0, 1).map((key) => (
          <FilterSelect
            key={key}
            filterKey={key}
            value={search.filters[key] ?? []}
            onChange={(v) => setFilter(key, v)}
          />
        ))}
        <FilterSelect
          filterKey="seniority"
          value={search.filters.seniority ?? []}
          onChange={(v) => setFilter('seniority', v as FinderFilters['seniority'])}
          options={SENIORITIES.map((s) => ({ value: s, label: t(`seniority.${s}`) }))}
        />
        <FilterSelect
          filterKey="company_size"
          value={(search.filters.company_size ?? []).map(String)}
          onChange={(v) => setFilter('company_size', v.map(Number))}
          options={COMPANY_SIZES.map((s) => ({ value: String(s.code), label: s.label }))}
        />
        {TYPE_AHEAD.slice(1).map((key) => (
          <FilterSelect
            key={key}
            filterKey={key}
            value={search.filters[key] ?? []}
            onChange={(v) => setFilter(key, v)}
          />
        ))}
      </SimpleGrid>
      <Group gap="md">
        {FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={t(`flags.${flag}`)}
            checked={Boolean(search.contactInfo[flag])}
            onChange={(e) => set({ contactInfo: { ...search.contactInfo, [flag]: e.currentTarget.checked } })}
          />
        ))}
        <Switch
          label={t('flags.exclude_existing')}
          checked={search.excludeExisting}
          onChange={(e) => set({ excludeExisting: e.currentTarget.checked })}
        />
        {activeCount(search) > 0 && (
          <Button variant="subtle" size="xs" onClick={() => onChange(EMPTY_SEARCH)}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
