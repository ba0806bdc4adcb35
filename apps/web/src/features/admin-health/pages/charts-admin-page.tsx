import { useState } from 'react';
import { Group, SegmentedControl, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { translateError } from '../../../lib/messages';
import { useBrandCharts } from '../api/admin-health';
import { ChartPanel, Stat } from '../components/chart-panel';
import { Lines } from '../components/lazy-charts';

const METRICS = ['actions', 'replies', 'new_customers'] as const;
type Metric = (typeof METRICS)[number];
const COLORS = ['indigo.6', 'orange.6'];

/** /admin/charts-admin: two brands compared day by day (actions, replies, new customers). */
export function ChartsAdminPage() {
  const { t, i18n } = useTranslation('admin-health');
  const [first, setFirst] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  const [days, setDays] = useState('30');
  const chosen = [first, second].filter((b): b is string => !!b);
  const q = useBrandCharts(chosen, Number(days));
  const data = q.data;
  const compared = data?.compared ?? [];
  const day = (d: string) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString(i18n.language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });

  const rows = (metric: Metric) =>
    (data?.days ?? []).map((d, i) => ({
      label: day(d),
      ...Object.fromEntries((data?.series ?? []).map((s) => [s.brand, s.points[i]?.[metric] ?? 0])),
    }));
  const brandOptions = data?.brands ?? [];

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{t('charts.title')}</PageTitle>
        <Group>
          <Select
            aria-label={t('charts.first')}
            placeholder={compared[0] ?? t('charts.first')}
            data={brandOptions}
            value={first}
            onChange={setFirst}
            clearable
            w={160}
          />
          <Text c="dimmed">{t('charts.vs')}</Text>
          <Select
            aria-label={t('charts.second')}
            placeholder={compared[1] ?? t('charts.second')}
            data={brandOptions}
            value={second}
            onChange={setSecond}
            clearable
            w={160}
          />
          <SegmentedControl
            value={days}
            onChange={setDays}
            aria-label={t('charts.period')}
            data={['7', '30', '90'].map((d) => ({ value: d, label: t('charts.days', { n: Number(d) }) }))}
          />
        </Group>
      </Group>
      {q.isError && !data ? (
        <PageState kind="error" title={t('error')} description={translateError(q.error)} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(data?.series ?? []).map((s) => (
              <SimpleGrid key={s.brand} cols={2}>
                <Stat label={t('charts.customersOf', { brand: s.brand })} value={s.totals.customers} />
                <Stat label={t('charts.newCustomers')} value={s.totals.new_customers} />
                <Stat label={t('charts.actions')} value={s.totals.actions} />
                <Stat label={t('charts.replies')} value={s.totals.replies} />
              </SimpleGrid>
            ))}
          </SimpleGrid>
          {METRICS.map((metric) => (
            <ChartPanel
              key={metric}
              title={t(`charts.metric.${metric}`)}
              query={q}
              isEmpty={!compared.length}
              chart={
                <Lines
                  data={rows(metric)}
                  dataKey="label"
                  series={compared.map((b, i) => ({ name: b, label: b, color: COLORS[i]! }))}
                />
              }
              table={
                <Table.ScrollContainer minWidth={300} mah={260}>
                  <Table stickyHeader striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('charts.day')}</Table.Th>
                        {compared.map((b) => (
                          <Table.Th key={b}>{b}</Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows(metric).map((r) => (
                        <Table.Tr key={r.label}>
                          <Table.Td>{r.label}</Table.Td>
                          {compared.map((b) => (
                            <Table.Td key={b}>{(r as Record<string, string | number>)[b]}</Table.Td>
                          ))}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              }
            />
          ))}
        </>
      )}
    </Stack>
  );
}
