import { Suspense, useState, type ReactNode } from 'react';
import { Button, Card, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';

/**
 * A card with a chart and its table (the same figures, readable by a screen reader and on a phone), a
 * chart/table switch and the loading, empty and error states.
 */
export function ChartPanel(props: {
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => void };
  isEmpty: boolean;
  chart: ReactNode;
  table: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('admin-health');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  let body: ReactNode;
  if (props.query.isPending) body = <PageState kind="loading" mih={240} />;
  else if (props.query.isError)
    body = (
      <PageState
        kind="error"
        mih={240}
        title={t('error')}
        description={translateError(props.query.error)}
        action={
          <Button variant="light" onClick={() => props.query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  else if (props.isEmpty) body = <PageState kind="empty" mih={240} title={t('empty')} />;
  else
    body =
      view === 'chart' ? (
        <Suspense fallback={<PageState kind="loading" mih={240} />}>{props.chart}</Suspense>
      ) : (
        props.table
      );
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <Group gap="xs">
          {props.actions}
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(v) => setView(v as 'chart' | 'table')}
            aria-label={t('view')}
            data={[
              { value: 'chart', label: t('chartView') },
              { value: 'table', label: t('tableView') },
            ]}
          />
        </Group>
      </Group>
      {body}
    </Card>
  );
}

/** A figure with its label, for the rows of numbers above the charts. */
export function Stat(props: { label: string; value: ReactNode; hint?: string; color?: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700} fz="h3" c={props.color}>
        {props.value}
      </Text>
      {props.hint && (
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
      )}
    </Card>
  );
}
