import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { FinderFilterKey } from '@leadloop/domain/finder/entities';
import { FINDER_SEARCH_DEBOUNCE_MS } from '@leadloop/domain/finder/filters';
import { useFilterValues } from '../api/fetch-filter-values';

interface FilterSelectProps {
  filterKey: FinderFilterKey;
  value: string[];
  onChange: (value: string[]) => void;
  /** Fixed choices (seniority, size): no type-ahead call. */
  options?: { value: string; label: string }[];
}

/** One finder filter: a multi-select whose values come from GET /looch/filters/{filterKey} as the user types. */
export function FilterSelect({ filterKey, value, onChange, options }: FilterSelectProps) {
  const { t } = useTranslation('finder');
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search, FINDER_SEARCH_DEBOUNCE_MS);
  const values = useFilterValues(filterKey, debounced.trim(), value, !options && opened);
  const fetched = (values.data?.items ?? []).map((i) => ({ value: i.saved_value, label: i.string_value }));
  // The chosen values stay in the list (a multi-select shows only values it knows).
  const data = options ?? [
    ...value.map((v) => ({ value: v, label: v })),
    ...fetched.filter((i) => !value.includes(i.value)),
  ];
  return (
    <MultiSelect
      label={t(`filters.${filterKey}`)}
      placeholder={value.length ? undefined : t('filters.any')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      filter={options ? undefined : ({ options: all }) => all}
      nothingFoundMessage={values.isFetching ? t('filters.loading') : t('filters.noValues')}
      data-testid={`finder-filter-${filterKey}`}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
