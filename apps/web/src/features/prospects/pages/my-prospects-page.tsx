import { useMemo, useState } from 'react';
import { Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconDownload, IconUsers } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { useLabels } from '../../labels';
import { exportProspectsCsv } from '../api/export-csv';
import { PROSPECTS_PAGE_SIZE, useProspects } from '../api/fetch-prospects';
import { BulkBar } from '../components/bulk-bar';
import { ColumnChooser } from '../components/column-chooser';
import { ProspectFilters } from '../components/prospect-filters';
import { ProspectsTable } from '../components/prospects-table';
import { useProspectScope } from '../hooks';
import { COLUMNS_STORAGE_KEY, DEFAULT_COLUMNS, parseColumns, type ColumnKey } from '../lib/columns';
import {
  activeFilterCount,
  readListState,
  writeListState,
  type ListState,
  type SortKey,
} from '../lib/filters';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';

/** 000 §2 /profiles/my-prospects: every prospect of the selected account (or the workspace, for admins). */
export function MyProspectsPage() {
  const { t } = useTranslation('prospects');
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const { credential, isAdmin, credentialsQuery } = useProspectScope();
  const credentialId = state.allAccounts && isAdmin ? null : (credential?._id ?? null);
  const [storedColumns, setColumns] = useLocalStorage<ColumnKey[]>({
    key: COLUMNS_STORAGE_KEY,
    defaultValue: DEFAULT_COLUMNS,
  });
  const columns = parseColumns(storedColumns);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [exporting, setExporting] = useState(false);
  const labels = useLabels();
  const labelsById = useMemo(() => new Map((labels.data ?? []).map((l) => [l._id, l])), [labels.data]);

  const ready = !credentialsQuery.isPending;
  const query = useProspects(
    { credentialId, filters: state.filters, sort: state.sort, order: state.order, page: state.page },
    ready,
  );

  const update = (patch: Partial<ListState>, resetPage = true) => {
    setParams(
      writeListState(params, { ...state, ...patch, page: resetPage ? 1 : (patch.page ?? state.page) }),
      { replace: true },
    );
    if (resetPage) clearSelection();
  };
  const clearSelection = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const onSort = (sort: SortKey) =>
    update({ sort, order: state.sort === sort && state.order === 'asc' ? 'desc' : 'asc' });

  const total = query.data?.total ?? 0;
  const rows = query.data?.items ?? [];
  const pages = Math.max(1, Math.ceil(total / PROSPECTS_PAGE_SIZE));
  const from = total ? (state.page - 1) * PROSPECTS_PAGE_SIZE + 1 : 0;
  const to = Math.min(total, state.page * PROSPECTS_PAGE_SIZE);

  const exportAll = async () => {
    setExporting(true);
    try {
      await exportProspectsCsv(credentialId, state.filters);
    } catch (error) {
      notify.error(error);
    } finally {
      setExporting(false);
    }
  };

  let content;
  if (query.isPending) content = <PageState kind="loading" />;
  else if (query.isError)
    content = (
      <PageState
        kind="error"
        title={t('loadError')}
        description={t('loadErrorText')}
        action={<Button onClick={() => query.refetch()}>{t('retry')}</Button>}
      />
    );
  else if (!rows.length)
    content = activeFilterCount(state.filters) ? (
      <PageState
        kind="empty"
        title={t('noMatchTitle')}
        description={t('noMatchText')}
        action={
          <Button variant="light" onClick={() => update({ filters: {} })}>
            {t('filters.clear')}
          </Button>
        }
      />
    ) : (
      <PageState
        kind="empty"
        icon={<IconUsers size={28} />}
        title={t('emptyTitle')}
        description={t('emptyText')}
      />
    );
  else
    content = (
      <ProspectsTable
        rows={rows}
        columns={columns}
        labelsById={labelsById}
        selected={selected}
        onToggle={(id) => {
          setAllMatching(false);
          setSelected((current) => {
            const next = new Set(current);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
          });
        }}
        onTogglePage={(checked) => {
          setAllMatching(false);
          setSelected((current) => {
            const next = new Set(current);
            rows.forEach((r) => (checked ? next.add(r._id) : next.delete(r._id)));
            return next;
          });
        }}
        sort={state.sort}
        order={state.order}
        onSort={onSort}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <PageTitle>{t('title')}</PageTitle>
          <Text c="dimmed" size="sm" data-testid="prospects-total">
            {query.data ? t('total', { count: total, formatted: total.toLocaleString() }) : '\u00a0'}
          </Text>
        </div>
        <Group gap="xs">
          {isAdmin && (
            <SegmentedControl
              size="sm"
              value={state.allAccounts ? 'all' : 'account'}
              onChange={(v) => update({ allAccounts: v === 'all' })}
              data={[
                { value: 'account', label: t('scope.account') },
                { value: 'all', label: t('scope.all') },
              ]}
            />
          )}
          <Button component={Link} to="/profiles/enrichment" variant="default">
            {t('enrichment.title')}
          </Button>
          <ColumnChooser value={columns} onChange={setColumns} />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={exportAll}
            loading={exporting}
            disabled={!total}
          >
            {t('export')}
          </Button>
        </Group>
      </Group>
      <ProspectFilters
        value={state.filters}
        onChange={(filters) => update({ filters })}
        credentialId={credentialId}
      />
      {(selected.size > 0 || allMatching) && (
        <BulkBar
          credentialId={credentialId}
          filters={state.filters}
          selectedIds={[...selected]}
          allMatching={allMatching}
          total={total}
          onSelectAllMatching={() => setAllMatching(true)}
          onClear={clearSelection}
        />
      )}
      <Card
        withBorder
        radius="md"
        p={0}
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        {content}
      </Card>
      {total > PROSPECTS_PAGE_SIZE && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('range', {
              from: from.toLocaleString(),
              to: to.toLocaleString(),
              total: total.toLocaleString(),
            })}
          </Text>
          <Pagination
            total={pages}
            value={Math.min(state.page, pages)}
            onChange={(page) => update({ page }, false)}
            siblings={1}
            boundaries={1}
          />
        </Group>
      )}
    </Stack>
  );
}
