import { Suspense, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Popover,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChartBar, IconInfoCircle, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';

interface ChartCardProps {
  title: string;
  /** How the figures are computed (shown in an info popover). */
  formula: ReactNode;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => void };
  isEmpty: boolean;
  emptyText?: string;
  chart?: ReactNode;
  table: ReactNode;
  /** Extra controls next to the title. */
  actions?: ReactNode;
  height?: number;
}

/**
 * A report card: title, formula popover, a chart/table switch (the table is the screen-reader view of
 * every chart), and the loading, empty and error states. The chart renders inside Suspense, so the charts
 * library loads only when a chart is first shown.
 */
export function ChartCard({
  title,
  formula,
  query,
  isEmpty,
  emptyText,
  chart,
  table,
  actions,
  height = 300,
}: ChartCardProps) {
  const { t } = useTranslation('reports');
  const [view, setView] = useState<'chart' | 'table'>(chart ? 'chart' : 'table');
  let body: ReactNode;
  if (query.isPending) body = <PageState kind="loading" mih={height} />;
  else if (query.isError)
    body = (
      <PageState
        kind="error"
        mih={height}
        title={t('error')}
        description={translateError(query.error)}
        action={
          <Button variant="light" onClick={() => query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  else if (isEmpty)
    body = (
      <PageState
        kind="empty"
        mih={height}
        title={emptyText ?? t('emptyTitle')}
        description={t('emptyHint')}
      />
    );
  else if (view === 'chart' && chart)
    body = <Suspense fallback={<PageState kind="loading" mih={height} />}>{chart}</Suspense>;
  else body = table;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <Title order={2} size="h4">
              {title}
            </Title>
            <Popover width={340} position="bottom-start" withArrow shadow="md">
              <Popover.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('howComputed', { title })}>
                  <IconInfoCircle size={18} />
                </ActionIcon>
              </Popover.Target>
              <Popover.Dropdown>
                <Text size="sm" fw={600} mb={4}>
                  {t('howComputedTitle')}
                </Text>
                <Text size="sm" component="div" style={{ whiteSpace: 'pre-line' }}>
                  {formula}
                </Text>
              </Popover.Dropdown>
            </Popover>
          </Group>
          <Group gap="xs">
            {actions}
            {chart && (
              <SegmentedControl
                size="xs"
                value={view}
                onChange={(v) => setView(v as 'chart' | 'table')}
                aria-label={t('viewAs')}
                data={[
                  {
                    value: 'chart',
                    label: (
                      <Group gap={4} wrap="nowrap">
                        <IconChartBar size={14} />
                        <span>{t('chart')}</span>
                      </Group>
                    ),
                  },
                  {
                    value: 'table',
                    label: (
                      <Group gap={4} wrap="nowrap">
                        <IconTable size={14} />
                        <span>{t('table')}</span>
                      </Group>
                    ),
                  },
                ]}
              />
            )}
          </Group>
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
