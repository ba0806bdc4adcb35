import { ScrollArea, SimpleGrid, Stack, Table } from '@mantine/core';
import { FUNNEL_STAGES, rate, type FunnelCounts } from '@leadloop/domain';
import { useTranslation } from 'react-i18next';
import { useFunnelReport } from '../api/fetch-reports';
import type { ReportState } from '../lib/filters';
import { formatNumber, formatPercent } from '../lib/format';
import { BreakdownTable } from './breakdown-table';
import { ChartCard } from './chart-card';
import { Bars } from './lazy-charts';

/** Audience: the funnel prospects → requests sent → accepted → replied → interested → leads, by campaign and by account. */
export function AudienceTab({ state }: { state: ReportState }) {
  const { t, i18n } = useTranslation('reports');
  const lng = i18n.language;
  const query = useFunnelReport(state);
  const report = query.data;
  const totals = report?.totals;
  const num = (n: number) => formatNumber(n, lng);
  const stages = FUNNEL_STAGES.map((s, i) => ({
    stage: t(`stages.${s}`),
    key: s,
    count: totals?.[s] ?? 0,
    ofPrevious: i === 0 ? null : rate(totals?.[s] ?? 0, totals?.[FUNNEL_STAGES[i - 1]!] ?? 0),
    ofFirst: rate(totals?.[s] ?? 0, totals?.prospects ?? 0),
  }));
  return (
    <Stack gap="lg">
      <ChartCard
        title={t('funnelTitle')}
        formula={t('formulas.funnel')}
        query={query}
        isEmpty={!totals || totals.prospects === 0}
        emptyText={t('funnelEmpty')}
        chart={
          <Bars
            horizontal
            data={stages.map((s) => ({ stage: s.stage, count: s.count }))}
            dataKey="stage"
            series={[{ name: 'count', label: t('people'), color: 'blue.6' }]}
            valueFormatter={num}
          />
        }
        table={
          <ScrollArea>
            <Table withTableBorder striped miw={360}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('stage')}</Table.Th>
                  <Table.Th ta="right">{t('people')}</Table.Th>
                  <Table.Th ta="right">{t('ofPrevious')}</Table.Th>
                  <Table.Th ta="right">{t('ofProspects')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stages.map((s) => (
                  <Table.Tr key={s.key}>
                    <Table.Td>{s.stage}</Table.Td>
                    <Table.Td ta="right">{num(s.count)}</Table.Td>
                    <Table.Td ta="right">
                      {s.ofPrevious === null ? '—' : formatPercent(s.ofPrevious, lng)}
                    </Table.Td>
                    <Table.Td ta="right">{formatPercent(s.ofFirst, lng)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        }
      />
      {report && report.totals.prospects > 0 && (
        <SimpleGrid cols={{ base: 1 }}>
          <FunnelTable title={t('byCampaign')} rows={report.by_campaign} />
          <FunnelTable title={t('byAccount')} rows={report.by_account} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function FunnelTable(props: { title: string; rows: (FunnelCounts & { _id: string; name: string })[] }) {
  const { t, i18n } = useTranslation('reports');
  const lng = i18n.language;
  type Row = (typeof props.rows)[number];
  const columns = [
    ...FUNNEL_STAGES.map((s) => ({
      key: s,
      label: t(`stages.${s}`),
      value: (r: Row) => formatNumber(r[s], lng),
    })),
    {
      key: 'accept',
      label: t('acceptRate'),
      value: (r: Row) => formatPercent(rate(r.accepted, r.requests_sent), lng),
    },
    {
      key: 'reply',
      label: t('replyRate'),
      value: (r: Row) => formatPercent(rate(r.replied, r.prospects), lng),
    },
  ];
  return <BreakdownTable title={props.title} rows={props.rows} columns={columns} minWidth={640} />;
}
