import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Card, Group, SegmentedControl, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';

const Bars = lazy(() => import('./bars').then((m) => ({ default: m.Bars })));
const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6'];

export interface FigureRow {
  /** The row's name (the chart's axis, the table's first column). */
  label: string;
  values: Record<string, number>;
}

/**
 * Figures people compare: a bar chart and the same figures as a table (readable by a screen reader and
 * on a phone), a chart/table switch, and the query's loading, error and empty states.
 */
export function FiguresCard(props: {
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => void };
  rows: FigureRow[];
  /** The figures' columns, in order: key in `values`, shown label. */
  series: { key: string; label: string }[];
  /** The first column's heading. */
  rowLabel: string;
}) {
  const { t } = useTranslation('admin');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  let body: ReactNode;
  if (props.query.isPending) body = <PageState kind="loading" mih={200} />;
  else if (props.query.isError)
    body = (
      <PageState
        kind="error"
        mih={200}
        title={t('errors.load')}
        description={translateError(props.query.error)}
        action={
          <Button variant="light" onClick={() => props.query.refetch()}>
            {t('figures.retry')}
          </Button>
        }
      />
    );
  else if (props.rows.length === 0) body = <PageState kind="empty" mih={200} title={t('figures.empty')} />;
  else if (view === 'chart')
    body = (
      <Suspense fallback={<PageState kind="loading" mih={200} />}>
        <Bars
          data={props.rows.map((r) => ({ name: r.label, ...r.values }))}
          dataKey="name"
          series={props.series.map((s, i) => ({
            name: s.key,
            label: s.label,
            color: COLORS[i % COLORS.length]!,
          }))}
        />
      </Suspense>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={280}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{props.rowLabel}</Table.Th>
              {props.series.map((s) => (
                <Table.Th key={s.key} ta="right">
                  {s.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((r) => (
              <Table.Tr key={r.label}>
                <Table.Td>{r.label}</Table.Td>
                {props.series.map((s) => (
                  <Table.Td key={s.key} ta="right">
                    {r.values[s.key] ?? 0}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(v) => setView(v as 'chart' | 'table')}
          aria-label={t('figures.view')}
          data={[
            { value: 'chart', label: t('figures.chart') },
            { value: 'table', label: t('figures.table') },
          ]}
        />
      </Group>
      {body}
    </Card>
  );
}

/** One figure with its label. */
export function Figure(props: { label: string; value: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700} fz="h3" style={{ overflowWrap: 'anywhere' }}>
        {props.value}
      </Text>
    </Card>
  );
}

export const money = (amount: number, currency: string, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
