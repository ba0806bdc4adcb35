import '@mantine/charts/styles.css';
import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import {
  Badge,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CREDIT_CATEGORIES } from '@leadloop/domain/billing/enums';
import { PageState } from '../../../components/page-state';
import { useAppSessionContext } from '../../spaces';
import { CREDITS_PAGE_SIZE, useCreditsChart, useCreditsHistory } from '../api/billing';
import type { CreditsFilters } from '../types';
import { formatDate } from './format';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * /billing/credits-history: filters (dates, user, usage type), the chart of credits used and added per
 * day (GET /billing/credits_history/chart) or the ledger as a table. The default range is the last 30
 * days (the spec's fixed 2023 range would show nothing today), 10 rows a page (001 §9).
 */
export function CreditsHistoryTab({ onBuyCredits }: { onBuyCredits: () => void }) {
  const { t, i18n } = useTranslation('billing');
  const { workspace } = useAppSessionContext();
  const [view, setView] = useState<'chart' | 'table'>('table');
  const [filters, setFilters] = useState<CreditsFilters>(() => {
    const now = Date.now();
    return {
      start_date: isoDay(now - 30 * DAY_MS),
      end_date: isoDay(now),
      usage_type: null,
      user_id: null,
      skip: 0,
    };
  });
  const set = (patch: Partial<CreditsFilters>) => setFilters((f) => ({ ...f, skip: 0, ...patch }));
  const history = useCreditsHistory(filters);
  const chart = useCreditsChart(filters.start_date, filters.end_date);
  const users = workspace?.users ?? [];
  const userName = (id: string | null) => {
    const u = users.find((x) => x._id === id);
    return u ? `${u.first_name} ${u.last_name}`.trim() || u.email : '—';
  };
  return (
    <Stack>
      <Group align="end" wrap="wrap">
        <TextInput
          type="date"
          label={t('history.from')}
          value={filters.start_date}
          onChange={(e) => e.currentTarget.value && set({ start_date: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('history.to')}
          value={filters.end_date}
          onChange={(e) => e.currentTarget.value && set({ end_date: e.currentTarget.value })}
        />
        <Select
          label={t('history.user')}
          placeholder={t('history.all')}
          clearable
          value={filters.user_id}
          onChange={(v) => set({ user_id: v })}
          data={users.map((u) => ({ value: u._id, label: userName(u._id) }))}
        />
        <Select
          label={t('history.usageType')}
          placeholder={t('history.all')}
          clearable
          value={filters.usage_type}
          onChange={(v) => set({ usage_type: v })}
          data={['grant', ...CREDIT_CATEGORIES].map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        />
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v as 'chart' | 'table')}
          data={[
            { value: 'table', label: t('history.table') },
            { value: 'chart', label: t('history.chart') },
          ]}
          aria-label={t('history.view')}
        />
        <Button variant="light" onClick={onBuyCredits}>
          {t('credits.buyTitle')}
        </Button>
      </Group>
      {view === 'chart' ? (
        chart.isPending ? (
          <PageState kind="loading" />
        ) : chart.isError ? (
          <PageState kind="error" title={t('error')} />
        ) : !chart.data.points.length ? (
          <PageState kind="empty" title={t('history.empty')} />
        ) : (
          <BarChart
            h={260}
            data={chart.data.points}
            dataKey="date"
            series={[
              { name: 'used', label: t('history.used'), color: 'red.6' },
              { name: 'added', label: t('history.added'), color: 'teal.6' },
            ]}
            withLegend
            gridAxis="y"
          />
        )
      ) : history.isPending ? (
        <PageState kind="loading" />
      ) : history.isError ? (
        <PageState kind="error" title={t('error')} />
      ) : !history.data.items.length ? (
        <PageState kind="empty" title={t('history.empty')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="credits-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('transactions.date')}</Table.Th>
                  <Table.Th>{t('history.usageType')}</Table.Th>
                  <Table.Th>{t('history.origin')}</Table.Th>
                  <Table.Th>{t('history.user')}</Table.Th>
                  <Table.Th ta="right">{t('history.amount')}</Table.Th>
                  <Table.Th ta="right">{t('history.balance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.items.map((row) => (
                  <Table.Tr key={row._id}>
                    <Table.Td>{formatDate(row.created_at, i18n.language)}</Table.Td>
                    <Table.Td>{t(`categories.${row.usage_type}`, { defaultValue: row.usage_type })}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="gray">
                        {t(`origins.${row.origin}`, { defaultValue: row.origin })}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{userName(row.user_id)}</Table.Td>
                    <Table.Td ta="right">
                      <Text span c={row.amount < 0 ? 'red' : 'teal'} fw={600}>
                        {row.amount > 0 ? `+${row.amount}` : row.amount}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{row.balance_after}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {history.data.total > CREDITS_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(history.data.total / CREDITS_PAGE_SIZE)}
              value={filters.skip / CREDITS_PAGE_SIZE + 1}
              onChange={(page) => setFilters((f) => ({ ...f, skip: (page - 1) * CREDITS_PAGE_SIZE }))}
            />
          )}
        </>
      )}
    </Stack>
  );
}
