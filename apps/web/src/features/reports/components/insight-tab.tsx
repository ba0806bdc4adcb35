import { Badge, ScrollArea, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { bestByReplyRate, rate } from '@leadloop/domain';
import { useTranslation } from 'react-i18next';
import { useInsightReport } from '../api/fetch-reports';
import type { ReportState } from '../lib/filters';
import { formatNumber, formatPercent, weekdayName } from '../lib/format';
import type { InsightReport } from '../types';
import { ChartCard } from './chart-card';
import { Bars } from './lazy-charts';

type Step = InsightReport['steps'][number];

const VERDICT_COLORS = {
  a_wins: 'teal',
  b_wins: 'teal',
  not_significant: 'gray',
  too_early: 'yellow',
} as const;

/** Insight: per step and A/B variant with the z-test verdict; best local weekdays and hours by reply rate. */
export function InsightTab({ state }: { state: ReportState }) {
  const { t, i18n } = useTranslation('reports');
  const lng = i18n.language;
  const query = useInsightReport(state);
  const report = query.data;
  const slots = report?.slots ?? [];
  const sum = (list: typeof slots) => ({
    sent: list.reduce((n, s) => n + s.sent, 0),
    replied: list.reduce((n, s) => n + s.replied, 0),
  });
  const days = Array.from({ length: 7 }, (_, weekday) => ({
    label: weekdayName(weekday, lng),
    ...sum(slots.filter((s) => s.weekday === weekday)),
  }));
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    label: `${String(hour).padStart(2, '0')}:00`,
    ...sum(slots.filter((s) => s.hour === hour)),
  }));
  return (
    <Stack gap="lg">
      <StepsCard query={query} steps={report?.steps ?? []} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ReachCard title={t('bestDays')} rows={days} query={query} />
        <ReachCard title={t('bestHours')} rows={hours.filter((h) => h.sent > 0)} query={query} />
      </SimpleGrid>
    </Stack>
  );
}

function StepsCard({ query, steps }: { query: ReturnType<typeof useInsightReport>; steps: Step[] }) {
  const { t, i18n } = useTranslation(['reports', 'campaigns']);
  const lng = i18n.language;
  const pct = (x: number, n: number) => `${formatNumber(x, lng)} (${formatPercent(rate(x, n), lng)})`;
  const verdict = (step: Step) => {
    const ab = step.ab_test;
    if (!ab) return null;
    const needed = ab.needed_per_variant === null ? null : formatNumber(ab.needed_per_variant, lng);
    const p = ab.p_value === null ? '—' : ab.p_value < 0.001 ? '< 0.001' : ab.p_value.toFixed(3);
    const detail =
      ab.verdict === 'a_wins' || ab.verdict === 'b_wins'
        ? t('verdictDetail.significant', { p })
        : needed === null
          ? t('verdictDetail.same')
          : t('verdictDetail.needed', { n: needed, p });
    return (
      <Tooltip label={detail} multiline w={260} withArrow>
        <Badge color={VERDICT_COLORS[ab.verdict]} variant="light" data-testid="ab-verdict">
          {t(`verdict.${ab.verdict}`, { metric: t(`metric.${ab.metric}`) })}
        </Badge>
      </Tooltip>
    );
  };
  return (
    <ChartCard
      title={t('stepsTitle')}
      formula={t('formulas.insight')}
      query={query}
      isEmpty={steps.length === 0}
      emptyText={t('stepsEmpty')}
      table={
        <ScrollArea>
          <Table withTableBorder miw={720} verticalSpacing="xs" aria-label={t('stepsTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('campaign')}</Table.Th>
                <Table.Th>{t('step')}</Table.Th>
                <Table.Th>{t('variant')}</Table.Th>
                <Table.Th ta="right">{t('sent')}</Table.Th>
                <Table.Th ta="right">{t('accepted')}</Table.Th>
                <Table.Th ta="right">{t('replied')}</Table.Th>
                <Table.Th>{t('significance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {steps.flatMap((s) => {
                const name = `${s.position + 1}. ${t(`campaigns:step.${s.type}`, { defaultValue: s.type })}`;
                const rows = s.variants.length ? s.variants : [{ variant: null, ...s }];
                return rows.map((v, i) => (
                  <Table.Tr key={`${s.workflow_id}:${s.node_id}:${v.variant ?? ''}`}>
                    {i === 0 && (
                      <>
                        <Table.Td rowSpan={rows.length}>{s.workflow_name}</Table.Td>
                        <Table.Td rowSpan={rows.length}>{name}</Table.Td>
                      </>
                    )}
                    <Table.Td>{v.variant ?? '—'}</Table.Td>
                    <Table.Td ta="right">{formatNumber(v.sent, lng)}</Table.Td>
                    <Table.Td ta="right">{pct(v.accepted, v.sent)}</Table.Td>
                    <Table.Td ta="right">{pct(v.replied, v.sent)}</Table.Td>
                    {i === 0 && (
                      <Table.Td rowSpan={rows.length}>{verdict(s) ?? <Text c="dimmed">—</Text>}</Table.Td>
                    )}
                  </Table.Tr>
                ));
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      }
    />
  );
}

function ReachCard(props: {
  title: string;
  rows: { label: string; sent: number; replied: number }[];
  query: ReturnType<typeof useInsightReport>;
}) {
  const { t, i18n } = useTranslation('reports');
  const lng = i18n.language;
  const best = bestByReplyRate(props.rows);
  const data = props.rows.map((r) => ({
    label: r.label,
    rate: Math.round(rate(r.replied, r.sent) * 1000) / 10,
  }));
  return (
    <ChartCard
      title={props.title}
      formula={t('formulas.reach')}
      query={props.query}
      isEmpty={props.rows.every((r) => r.sent === 0)}
      emptyText={t('reachEmpty')}
      height={220}
      actions={
        best && (
          <Badge variant="light" color="teal">
            {t('best', { label: best.label, rate: formatPercent(rate(best.replied, best.sent), lng) })}
          </Badge>
        )
      }
      chart={
        <Bars
          data={data}
          dataKey="label"
          series={[{ name: 'rate', label: t('replyRate'), color: 'teal.6' }]}
          valueFormatter={(n) => `${formatNumber(n, lng)} %`}
        />
      }
      table={
        <ScrollArea>
          <Table withTableBorder striped miw={300}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('when')}</Table.Th>
                <Table.Th ta="right">{t('sent')}</Table.Th>
                <Table.Th ta="right">{t('replied')}</Table.Th>
                <Table.Th ta="right">{t('replyRate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.rows.map((r) => (
                <Table.Tr key={r.label}>
                  <Table.Td>{r.label}</Table.Td>
                  <Table.Td ta="right">{formatNumber(r.sent, lng)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(r.replied, lng)}</Table.Td>
                  <Table.Td ta="right">{formatPercent(rate(r.replied, r.sent), lng)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      }
    />
  );
}
