import { useState } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FinderPerson } from '@leadloop/domain/finder/entities';
import { FINDER_PAGE_SIZE } from '@leadloop/domain/finder/filters';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { useFinderProfiles } from '../api/fetch-profiles';
import { AddToCampaignModal } from '../components/add-to-campaign-modal';
import { FinderFilterPanel } from '../components/finder-filters';
import { ResultsTable } from '../components/results-table';
import { SavedSearchesMenu } from '../components/saved-searches-menu';
import { downloadCsv } from '../lib/export-csv';
import { EMPTY_SEARCH, type SearchState } from '../lib/search-state';

/** 000 §2 /profiles/search-prospects (feature prospect_finder): search the people database, add to a campaign. */
export function FinderPage() {
  const { t } = useTranslation('finder');
  const [search, setSearch] = useState<SearchState>(EMPTY_SEARCH);
  const [picked, setPicked] = useState<Map<string, FinderPerson>>(new Map());
  const [adding, setAdding] = useState(false);
  const query = useFinderProfiles(search);
  const people = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / FINDER_PAGE_SIZE));
  const from = total ? (search.page - 1) * FINDER_PAGE_SIZE + 1 : 0;
  const to = Math.min(total, from + people.length - 1);

  const changeSearch = (next: SearchState) => {
    setSearch(next);
    if (next.page === 1) setPicked(new Map());
  };
  const onSelect = (ids: Set<string>) => {
    const next = new Map([...picked].filter(([id]) => ids.has(id)));
    for (const p of people) if (ids.has(p._id)) next.set(p._id, p);
    setPicked(next);
  };

  let results;
  if (query.isPending) results = <PageState kind="loading" />;
  else if (query.isError)
    results = (
      <PageState
        kind="error"
        title={t('states.error')}
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>{t('states.retry')}</Button>}
      />
    );
  else if (!people.length)
    results = <PageState kind="empty" title={t('states.empty')} description={t('states.emptyHint')} />;
  else results = <ResultsTable people={people} selected={new Set(picked.keys())} onSelect={onSelect} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <PageTitle>{t('title')}</PageTitle>
        <SavedSearchesMenu search={search} onApply={changeSearch} />
      </Group>
      <Card withBorder padding="md">
        <FinderFilterPanel search={search} onChange={changeSearch} />
      </Card>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" data-testid="finder-count" aria-live="polite">
              {query.data ? t('results.count', { count: total, from, to }) : '\u00a0'}
            </Text>
            <Group gap="xs">
              {picked.size > 0 && (
                <Text size="sm" c="dimmed" data-testid="finder-selected">
                  {t('results.selected', { count: picked.size })}
                </Text>
              )}
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                disabled={!people.length}
                onClick={() => downloadCsv(picked.size ? [...picked.values()] : people)}
              >
                {picked.size ? t('actions.exportSelected') : t('actions.exportPage')}
              </Button>
              <Button
                leftSection={<IconUserPlus size={16} />}
                disabled={!total}
                onClick={() => setAdding(true)}
              >
                {t('actions.addToCampaign')}
              </Button>
            </Group>
          </Group>
          {results}
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={search.page}
                onChange={(page) => setSearch({ ...search, page })}
                size="sm"
              />
            </Group>
          )}
        </Stack>
      </Card>
      {adding && (
        <AddToCampaignModal
          opened
          onClose={() => setAdding(false)}
          ids={[...picked.keys()]}
          search={search}
          total={total}
          onAdded={() => setPicked(new Map())}
        />
      )}
    </Stack>
  );
}
