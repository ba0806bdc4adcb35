import { Stack, Text, UnstyledButton, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Call } from '@leadloop/domain/dialer/entities';

/** 001 §9: 'N sec', or 'N min' from 60. */
export const formatDuration = (t: TFunction, seconds: number) =>
  seconds < 60 ? t('sec', { count: seconds }) : t('min', { count: Math.floor(seconds / 60) });

/** 001 §9 history time: 'just now', then units, older than about a year DD/MM/YYYY HH:mm. */
function ago(t: TFunction, iso: string) {
  const s = Math.max(0, (Date.now() - Date.parse(iso)) / 1000);
  if (s < 60) return t('justNow');
  if (s < 3600) return t('minutesAgo', { count: Math.floor(s / 60) });
  if (s < 86_400) return t('hoursAgo', { count: Math.floor(s / 3600) });
  if (s < 360 * 86_400) return t('daysAgo', { count: Math.floor(s / 86_400) });
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** 000 §3 Recent calls of the selected number, newest first; a call opens its info popup. */
export function RecentCalls({ calls, onOpen }: { calls: Call[]; onOpen: (call: Call) => void }) {
  const { t } = useTranslation('dialer');
  return (
    <Stack gap={4} aria-label={t('recentCalls')} role="list">
      <Text fw={600} size="sm">
        {t('recentCalls')}
      </Text>
      {calls.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('historyEmpty')}
        </Text>
      ) : (
        calls.map((c) => (
          <UnstyledButton key={c.id} role="listitem" onClick={() => onOpen(c)} py={4}>
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm" fw={500}>
                  {c.profile?.full_name ?? c.prospect_phone_number}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`direction.${c.direction}`)} · {formatDuration(t, c.duration)}
                </Text>
              </div>
              <Text size="xs" c="dimmed">
                {ago(t, c.start_date)}
              </Text>
            </Group>
          </UnstyledButton>
        ))
      )}
    </Stack>
  );
}
