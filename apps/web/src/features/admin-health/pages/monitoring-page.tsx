import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { translateError } from '../../../lib/messages';
import { useMonitoring } from '../api/admin-health';
import { ChartPanel, Stat } from '../components/chart-panel';
import { Lines } from '../components/lazy-charts';

const duration = (seconds: number) =>
  seconds < 60
    ? `${seconds} s`
    : seconds < 3600
      ? `${Math.floor(seconds / 60)} min`
      : `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

/** /admin/monitoring: the engine, the job queue, inbox sync and delivery errors, refreshed every 10 s. */
export function MonitoringPage() {
  const { t, i18n } = useTranslation('admin-health');
  const q = useMonitoring();
  const m = q.data;
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{t('monitoring.title')}</PageTitle>
        {m && (
          <Badge variant="dot" color={q.isError ? 'red' : 'teal'} aria-live="polite">
            {t('monitoring.live', { time: new Date(m.at).toLocaleTimeString(i18n.language) })}
          </Badge>
        )}
      </Group>
      {q.isPending ? (
        <PageState kind="loading" />
      ) : q.isError && !m ? (
        <PageState kind="error" title={t('error')} description={translateError(q.error)} />
      ) : m ? (
        <>
          <Title order={2} size="h4">
            {t('monitoring.engine')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            <Stat
              label={t('monitoring.dueNow')}
              value={m.engine.due_now}
              hint={t('monitoring.scheduled', { n: m.engine.scheduled })}
            />
            <Stat
              label={t('monitoring.oldestDue')}
              value={duration(m.engine.oldest_due_seconds)}
              color={m.engine.oldest_due_seconds > 900 ? 'red' : undefined}
            />
            <Stat label={t('monitoring.actionsPerMin')} value={m.engine.actions_per_min} />
            <Stat label={t('monitoring.done1h')} value={m.engine.done_1h} />
            <Stat
              label={t('monitoring.failed1h')}
              value={m.engine.failed_1h}
              color={m.engine.failed_1h ? 'red' : undefined}
            />
            <Stat
              label={t('monitoring.errorRate')}
              value={percent(m.engine.error_rate_1h)}
              color={m.engine.error_rate_1h > 0.05 ? 'red' : 'teal'}
            />
          </SimpleGrid>
          <ChartPanel
            title={t('monitoring.actionsChart')}
            query={q}
            isEmpty={false}
            chart={
              <Lines
                data={m.series.map((p) => ({ ...p, label: time(p.at) }))}
                dataKey="label"
                series={[
                  { name: 'done', label: t('monitoring.done'), color: 'teal.6' },
                  { name: 'failed', label: t('monitoring.failed'), color: 'red.6' },
                ]}
              />
            }
            table={
              <Table.ScrollContainer minWidth={300} mah={260}>
                <Table stickyHeader>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('monitoring.minute')}</Table.Th>
                      <Table.Th>{t('monitoring.done')}</Table.Th>
                      <Table.Th>{t('monitoring.failed')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {[...m.series].reverse().map((p) => (
                      <Table.Tr key={p.at}>
                        <Table.Td>{time(p.at)}</Table.Td>
                        <Table.Td>{p.done}</Table.Td>
                        <Table.Td>{p.failed}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            }
          />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder radius="md" padding="md">
              <Title order={2} size="h4" mb="sm">
                {t('monitoring.jobs')}
              </Title>
              <Group mb="sm">
                <Badge variant="light">{t('monitoring.queued', { n: m.jobs.queued })}</Badge>
                <Badge variant="light" color="blue">
                  {t('monitoring.active', { n: m.jobs.active })}
                </Badge>
                <Badge variant="light" color={m.jobs.failed_24h ? 'red' : 'teal'}>
                  {t('monitoring.failed24h', { n: m.jobs.failed_24h })}
                </Badge>
              </Group>
              {m.jobs.queues.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('monitoring.noQueues')}
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={380}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('monitoring.queue')}</Table.Th>
                        <Table.Th>{t('monitoring.waiting')}</Table.Th>
                        <Table.Th>{t('monitoring.running')}</Table.Th>
                        <Table.Th>{t('monitoring.failedShort')}</Table.Th>
                        <Table.Th>{t('monitoring.completed')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {m.jobs.queues.map((j) => (
                        <Table.Tr key={j.name}>
                          <Table.Td>
                            <Text size="sm" ff="monospace">
                              {j.name}
                            </Text>
                          </Table.Td>
                          <Table.Td>{j.queued}</Table.Td>
                          <Table.Td>{j.active}</Table.Td>
                          <Table.Td c={j.failed_24h ? 'red' : undefined}>{j.failed_24h}</Table.Td>
                          <Table.Td>{j.completed_1h}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Card>
            <Stack>
              <Card withBorder radius="md" padding="md">
                <Title order={2} size="h4" mb="sm">
                  {t('monitoring.sync')}
                </Title>
                <SimpleGrid cols={2}>
                  <Stat label={t('monitoring.accounts')} value={m.sync.accounts} />
                  <Stat
                    label={t('monitoring.lagging')}
                    value={m.sync.lagging}
                    color={m.sync.lagging ? 'yellow' : undefined}
                  />
                  <Stat
                    label={t('monitoring.avgLag')}
                    value={`${(m.sync.avg_lag_ms / 1000).toFixed(1)} s`}
                    hint={t('monitoring.maxLag', { s: (m.sync.max_lag_ms / 1000).toFixed(1) })}
                  />
                  <Stat
                    label={t('monitoring.syncErrors')}
                    value={m.sync.with_errors}
                    color={m.sync.with_errors ? 'red' : undefined}
                  />
                </SimpleGrid>
              </Card>
              <Card withBorder radius="md" padding="md">
                <Title order={2} size="h4" mb="sm">
                  {t('monitoring.errors')}
                </Title>
                <SimpleGrid cols={2}>
                  <Stat
                    label={t('monitoring.mailFailed')}
                    value={m.errors.mail_failed_24h}
                    color={m.errors.mail_failed_24h ? 'red' : undefined}
                  />
                  <Stat
                    label={t('monitoring.webhookFailed')}
                    value={m.errors.webhook_failed_24h}
                    hint={percent(m.errors.webhook_error_rate_24h)}
                  />
                </SimpleGrid>
              </Card>
            </Stack>
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
