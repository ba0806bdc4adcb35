import { ScrollArea, Table } from '@mantine/core';
import type { StatSeries } from '@leadloop/domain';
import { useTranslation } from 'react-i18next';
import { SERIES_COLORS, formatNumber } from '../lib/format';
import type { ActivityReport } from '../types';
import { ChartCard } from './chart-card';
import { Bars } from './lazy-charts';

/**
 * The chosen series per member (the campaigns each member created), as grouped bars with a table view;
 * activity that belongs to no member is its own row, so the rows add up to the totals.
 */
export function MemberBreakdown(props: {
  report: ActivityReport | undefined;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => void };
  selected: StatSeries[];
}) {
  const { t, i18n } = useTranslation('reports');
  const num = (n: number) => formatNumber(n, i18n.language);
  const rows = (props.report?.by_member ?? []).map((m) => ({
    key: m._id ?? 'none',
    label: m._id ? m.name : t('noMember'),
    totals: m.totals,
  }));
  const table = (
    <ScrollArea>
      <Table striped withTableBorder miw={320} data-testid="by-member-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('name')}</Table.Th>
            {props.selected.map((s) => (
              <Table.Th key={s} ta="right">
                {t(`series.${s}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.label || '—'}</Table.Td>
              {props.selected.map((s) => (
                <Table.Td key={s} ta="right">
                  {num(r.totals[s])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
  return (
    <ChartCard
      title={t('byMember')}
      formula={t('formulas.byMember')}
      query={props.query}
      isEmpty={rows.length === 0 || props.selected.length === 0}
      emptyText={props.selected.length === 0 ? t('noSeries') : undefined}
      chart={
        <Bars
          data={rows.map((r) => ({ label: r.label, ...r.totals }))}
          dataKey="label"
          series={props.selected.map((s) => ({ name: s, label: t(`series.${s}`), color: SERIES_COLORS[s] }))}
          valueFormatter={num}
        />
      }
      table={table}
    />
  );
}
