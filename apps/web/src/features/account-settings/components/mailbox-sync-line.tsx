import { Badge, Group, Progress, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailboxSyncStatus } from '../api/integrations';

const SYNC_COLORS = {
  live: 'teal',
  polling: 'blue',
  reconnecting: 'orange',
  down: 'red',
  send_only: 'gray',
} as const;

/** Seconds with one decimal under a minute, else whole minutes. */
function lagText(ms: number, language: string) {
  if (ms < 60_000)
    return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(ms / 1000)} s`;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(ms / 60_000)} min`;
}

/**
 * One mailbox's live state under its row in "Email sending": how replies are read (IMAP IDLE live,
 * polling, reconnecting), how late the last one arrived, and today's campaign sends against its limit.
 */
export function MailboxSyncLine({
  status,
  loading,
}: {
  status: MailboxSyncStatus | undefined;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation('mailbox');
  if (loading) return <Skeleton h={30} w={220} radius="sm" />;
  if (!status) return null;
  const used = status.daily_limit > 0 ? Math.min(100, (status.sent_today / status.daily_limit) * 100) : 100;
  return (
    <Stack gap={4} data-testid="mailbox-sync" data-sync={status.sync}>
      <Group gap={6} wrap="wrap">
        <Tooltip label={status.watch_error ?? t(`syncHint.${status.sync}`)} multiline w={260} withArrow>
          <Badge size="xs" variant="dot" color={SYNC_COLORS[status.sync]} tt="none">
            {t(`sync.${status.sync}`)}
          </Badge>
        </Tooltip>
        {status.last_lag_ms !== null && status.sync !== 'send_only' && (
          <Text size="xs" c="dimmed" data-testid="mailbox-lag">
            {t('lag', { lag: lagText(status.last_lag_ms, i18n.language) })}
          </Text>
        )}
      </Group>
      <Group gap={8} wrap="nowrap" maw={260}>
        <Progress
          value={used}
          size="sm"
          radius="xl"
          color={used >= 100 ? 'orange' : 'teal'}
          style={{ flex: 1 }}
          aria-label={t('sentToday', { sent: status.sent_today, limit: status.daily_limit })}
        />
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="mailbox-sent-today">
          {t('sentToday', { sent: status.sent_today, limit: status.daily_limit })}
        </Text>
      </Group>
    </Stack>
  );
}
