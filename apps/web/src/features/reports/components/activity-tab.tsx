import { Badge, Card, Chip, Group, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { STAT_SERIES, delta, type StatSeries } from '@leadloop/domain';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useActivityReport } from '../api/fetch-reports';
import type { ReportState } from '../lib/filters';
import { SERIES_COLORS, formatDay, formatNumber, formatPercent } from '../lib/format';
import type { ActivityReport } from '../types';
import { BreakdownTable } from './breakdown-table';
import { ChartCard } from './chart-card';
import { ActivityLineChart } from './lazy-charts';
import { MemberBreakdown } from './member-breakdown';

/**
 * Activity: the chosen stat series per day, their totals against the previous period, per member, account
 * and campaign.
 */
export function ActivityTab(props: { state: ReportState; onChange: (patch: Partial<ReportState>) => void }) {
  const { t, i18n } = useTranslation('reports');
  const lng = i18n.language;
  const query = useActivityReport(props.state);
  const report = query.data;
  const selected = STAT_SERIES.filter((s) => props.state.series.includes(s));
  const num = (n: number) => formatNumber(n, lng);
  const isEmpty = !report || STAT_SERIES.every((s) => report.totals[s] === 0);

  const chartData = (report?.days ?? []).map((d) => ({ ...d, label: formatDay(d.date, lng) }));
  const table = (
    <ScrollArea>
      <Table striped highlightOnHover withTableBorder stickyHeader miw={360}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('day')}</Table.Th>
            {selected.map((s) => (
              <Table.Th key={s} ta="right">
                {t(`series.${s}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(report?.days ?? []).map((d) => (
            <Table.Tr key={d.date}>
              <Table.Td>{formatDay(d.date, lng)}</Table.Td>
              {selected.map((s) => (
                <Table.Td key={s} ta="right">
                  {num(d[s])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );

  return (
    <Stack gap="lg">
      <Chip.Group
        multiple
        value={props.state.series}
        onChange={(v) => props.onChange({ series: v as StatSeries[] })}
      >
        <Group gap={6} aria-label={t('chooseSeries')} role="group">
          {STAT_SERIES.map((s) => (
            <Chip key={s} value={s} size="xs" color={SERIES_COLORS[s].split('.')[0]} variant="light">
              {t(`series.${s}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {report && selected.length > 0 && <Totals report={report} selected={selected} />}
      <ChartCard
        title={t('activityTitle')}
        formula={t('formulas.activity')}
        query={query}
        isEmpty={isEmpty || selected.length === 0}
        emptyText={selected.length === 0 ? t('noSeries') : undefined}
        chart={
          <ActivityLineChart
            data={chartData}
            series={selected.map((s) => ({ name: s, label: t(`series.${s}`), color: SERIES_COLORS[s] }))}
            valueFormatter={num}
          />
        }
        table={table}
      />
      {report && !isEmpty && <MemberBreakdown report={report} query={query} selected={selected} />}
      {report && !isEmpty && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Breakdown title={t('byAccount')} rows={report.by_account} selected={selected} />
          <Breakdown title={t('byCampaign')} rows={report.by_campaign} selected={selected} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Totals({ report, selected }: { report: ActivityReport; selected: StatSeries[] }) {
  const { t, i18n } = useTranslation('reports');
  const lng = i18n.language;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
      {selected.map((s) => {
        const change = delta(report.totals[s], report.previous_totals[s]);
        const color = change === null || change === 0 ? 'gray' : change > 0 ? 'teal' : 'red';
        return (
          <Card key={s} withBorder radius="md" padding="sm" data-testid={`total-${s}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={1}>
              {t(`series.${s}`)}
            </Text>
            <Group gap={6} align="baseline" wrap="nowrap">
              <Text fz={26} fw={700} lh={1.2}>
                {formatNumber(report.totals[s], lng)}
              </Text>
              <Badge
                size="sm"
                variant="light"
                color={color}
                leftSection={
                  change === null || change === 0 ? undefined : change > 0 ? (
                    <IconArrowUpRight size={12} />
                  ) : (
                    <IconArrowDownRight size={12} />
                  )
                }
              >
                {change === null ? t('new') : formatPercent(Math.abs(change), lng)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('previousPeriod', { n: formatNumber(report.previous_totals[s], lng) })}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

function Breakdown(props: { title: string; rows: ActivityReport['by_account']; selected: StatSeries[] }) {
  const { t, i18n } = useTranslation('reports');
  const columns = props.selected.map((s) => ({
    key: s,
    label: t(`series.${s}`),
    value: (r: ActivityReport['by_account'][number]) => formatNumber(r.totals[s], i18n.language),
  }));
  return <BreakdownTable title={props.title} rows={props.rows} columns={columns} minWidth={320} />;
}
