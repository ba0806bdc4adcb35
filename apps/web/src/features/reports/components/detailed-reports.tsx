import { Alert, Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import type { DetailedReport } from '@leadloop/domain';
import { useTranslation } from 'react-i18next';
import { useDetailedReports } from '../api/detailed-report';

const COLOR: Record<DetailedReport['status'], string> = {
  queued: 'gray',
  running: 'blue',
  done: 'teal',
  failed: 'red',
};

/**
 * The caller's latest detailed reports with their progress (000 §2 /reports; 001 §9: mailed within 5
 * minutes). Shown once there is one; the header's button starts a new one.
 */
export function DetailedReports() {
  const { t, i18n } = useTranslation('reports');
  const reports = useDetailedReports();
  if (reports.isError)
    return (
      <Alert color="red" variant="light" title={t('detailed.loadError')}>
        {t('detailed.loadErrorHint')}
      </Alert>
    );
  if (!reports.data?.length) return null;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card withBorder radius="md" padding="md" data-testid="detailed-reports">
      <Stack gap="sm">
        <Group gap="xs">
          <IconMailCheck size={18} />
          <Title order={2} size="h5">
            {t('detailed.title')}
          </Title>
        </Group>
        {reports.data.map((r) => (
          <Stack key={r._id} gap={4} data-testid="detailed-report">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" fw={500}>
                {t('detailed.row', {
                  period: t(`periods.${r.period}`),
                  at: time.format(new Date(r.created_at)),
                })}
              </Text>
              <Badge color={COLOR[r.status]} variant="light">
                {t(`detailed.status.${r.status}`)}
              </Badge>
            </Group>
            {(r.status === 'queued' || r.status === 'running') && (
              <Progress
                value={r.progress}
                animated
                size="sm"
                aria-label={t('detailed.progress', { progress: r.progress })}
              />
            )}
            <Text size="xs" c="dimmed">
              {r.status === 'done'
                ? t('detailed.sent', { count: r.rows, email: r.email })
                : r.status === 'failed'
                  ? t('detailed.failed')
                  : t('detailed.building', { progress: r.progress, email: r.email })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
