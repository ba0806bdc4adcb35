import { Button, Group, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { REPORT_PERIODS, type ReportPeriod } from '@leadloop/domain';
import { DASHBOARD_DEFAULT_PERIOD } from '@leadloop/domain/dashboard/entities';
import { IconChartLine } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import { useMyDashboard } from '../api/fetch-dashboard';
import { AttentionList } from '../components/attention-list';
import { HealthPanel } from '../components/health-panel';
import { KpiCards } from '../components/kpi-cards';
import { PlannedToday } from '../components/planned-today';
import { RecentReplies } from '../components/recent-replies';
import { formatDay } from '../lib/format';

const DEFAULT_PERIOD: ReportPeriod = DASHBOARD_DEFAULT_PERIOD;

/** /dashboard/my-dashboard: the period's KPIs, what needs attention, today's plan, the latest replies. */
export function MyDashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tr } = useTranslation('reports');
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period = (REPORT_PERIODS as readonly string[]).includes(asked ?? '')
    ? (asked as ReportPeriod)
    : DEFAULT_PERIOD;
  const query = useMyDashboard(period);
  const setPeriod = (value: string | null) => {
    if (!value) return;
    const next = new URLSearchParams(params);
    next.set('period', value);
    setParams(next, { replace: true });
  };

  if (query.isError && !query.data)
    return (
      <PageState
        kind="error"
        title={t('loadError')}
        description={translateError(query.error)}
        action={
          <Button variant="light" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  const data = query.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label={t('period')}
          w={180}
          allowDeselect={false}
          value={period}
          onChange={setPeriod}
          data={REPORT_PERIODS.map((p) => ({ value: p, label: tr(`periods.${p}`) }))}
        />
        <Button
          component={Link}
          to={`/reports?period=${period}`}
          variant="subtle"
          leftSection={<IconChartLine size={16} />}
        >
          {t('openReports')}
        </Button>
      </Group>
      {data ? (
        <>
          <KpiCards kpis={data.kpis} />
          <Text size="xs" c="dimmed" mt={-8}>
            {t('kpis.range', {
              from: formatDay(data.range.from, i18n.language),
              to: formatDay(data.range.to, i18n.language),
            })}
          </Text>
          <AttentionList items={data.attention} />
          <HealthPanel />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <PlannedToday accounts={data.planned} />
            <RecentReplies replies={data.recent_replies} />
          </SimpleGrid>
        </>
      ) : (
        <Stack gap="lg" role="status" aria-live="polite" aria-label={t('loading')}>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h={96} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton h={160} radius="md" />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Skeleton h={220} radius="md" />
            <Skeleton h={220} radius="md" />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
