import { useState } from 'react';
import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBulb, IconChartLine, IconDownload, IconFilter, IconMailForward } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useStartDetailedReport } from '../api/detailed-report';
import { exportReportCsv } from '../api/export-csv';
import { DetailedReports } from '../components/detailed-reports';
import { ActivityTab } from '../components/activity-tab';
import { AudienceTab } from '../components/audience-tab';
import { InsightTab } from '../components/insight-tab';
import { ReportFilters } from '../components/report-filters';
import {
  readReportState,
  viewerTimeZone,
  writeReportState,
  type ReportState,
  type ReportTab,
} from '../lib/filters';

/**
 * /reports (000 §2): activity, audience, insight — filtered by period, accounts, campaigns and members;
 * the CSV of the report shown, and the detailed report mailed as a link (progress below the filters).
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const [params, setParams] = useSearchParams();
  const state = readReportState(params);
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      await exportReportCsv(state.tab === 'audience' ? 'funnel' : state.tab, state, i18n.language);
    } catch (error) {
      notify.error(error);
    } finally {
      setExporting(false);
    }
  };
  const detailed = useStartDetailedReport();
  const onDetailed = () =>
    detailed.mutate(
      { state, lang: i18n.language },
      {
        onSuccess: (r) => notify.success(t('detailed.started', { email: r.email })),
        onError: notify.error,
      },
    );
  const update = (patch: Partial<ReportState>) =>
    setParams(writeReportState(params, { ...state, ...patch }), { replace: true });
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('subtitle', { tz: viewerTimeZone() })}
            </Text>
          </div>
          <Group gap="xs" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconMailForward size={16} />}
              loading={detailed.isPending}
              onClick={onDetailed}
            >
              {t('detailed.start')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exporting}
              onClick={onExport}
            >
              {t('exportCsv')}
            </Button>
          </Group>
        </Group>
        <ReportFilters state={state} onChange={update} />
        <DetailedReports />
        <Tabs
          value={state.tab}
          onChange={(tab) => tab && update({ tab: tab as ReportTab })}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="activity" leftSection={<IconChartLine size={16} />}>
              {t('tabs.activity')}
            </Tabs.Tab>
            <Tabs.Tab value="audience" leftSection={<IconFilter size={16} />}>
              {t('tabs.audience')}
            </Tabs.Tab>
            <Tabs.Tab value="insight" leftSection={<IconBulb size={16} />}>
              {t('tabs.insight')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="activity">
            <ActivityTab state={state} onChange={update} />
          </Tabs.Panel>
          <Tabs.Panel value="audience">
            <AudienceTab state={state} />
          </Tabs.Panel>
          <Tabs.Panel value="insight">
            <InsightTab state={state} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
