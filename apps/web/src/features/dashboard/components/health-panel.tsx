import { Badge, Card, Group, RingProgress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SpaceHealth } from '@leadloop/domain/health-index/entities';
import { useBrand } from '../../brand';
import { NO_ACTION_DAYS } from '@leadloop/domain/health-index/rules';
import { useSpaceHealth } from '../api/fetch-health';
import { formatWhen } from '../lib/format';

type Band = NonNullable<SpaceHealth['band']>;
const BAND_COLOR: Record<Band, string> = { at_risk: 'red', attention: 'yellow', healthy: 'teal' };

/**
 * The workspace's health panel (000 §6; issue 17 health index): its index from the last daily
 * recalculation, what counted, and each account's index. A brand with `flags.hide_health_panel` shows
 * none (and does not ask).
 */
export function HealthPanel() {
  const hidden = useBrand().data?.flags.hide_health_panel ?? true;
  const query = useSpaceHealth(!hidden);
  const { t, i18n } = useTranslation('dashboard');
  if (hidden || query.isError) return null;
  const data = query.data;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="health-title"
      data-testid="health-panel"
    >
      <Title order={2} size="h4" id="health-title" mb="sm">
        {t('health.title')}
      </Title>
      {!data ? (
        <Skeleton h={96} radius="md" />
      ) : data.score === null || data.band === null ? (
        <Text size="sm" c="dimmed">
          {t('health.notComputed')}
        </Text>
      ) : (
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Group gap="md" wrap="nowrap">
            <RingProgress
              size={96}
              thickness={9}
              roundCaps
              sections={[{ value: data.score, color: BAND_COLOR[data.band] }]}
              label={
                <Text ta="center" fw={700} size="xl" data-testid="health-score">
                  {data.score}
                </Text>
              }
              aria-hidden
            />
            <Stack gap={4}>
              <Badge color={BAND_COLOR[data.band]} variant="light">
                {t(`health.bands.${data.band}`)}
              </Badge>
              <Text size="sm">{t('health.score', { score: data.score })}</Text>
              {data.computed_at && (
                <Text size="xs" c="dimmed">
                  {t('health.computedAt', { when: formatWhen(data.computed_at, i18n.language) })}
                </Text>
              )}
            </Stack>
          </Group>
          {data.matched.length > 0 && (
            <Stack gap={4} miw={220} maw={420} style={{ flex: 1 }}>
              <Text size="sm" fw={600}>
                {t('health.whatCounts')}
              </Text>
              {data.matched.map((m) => (
                <Group key={m.trigger} justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">
                    {m.trigger === 'days_since_last_action' && m.value >= NO_ACTION_DAYS
                      ? t('health.noActionYet')
                      : t(`health.triggers.${m.trigger}`, { value: m.value })}
                  </Text>
                  <Text size="sm" fw={600} c={m.points < 0 ? 'red' : 'teal'}>
                    {m.points > 0 ? `+${m.points}` : m.points}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
          {data.accounts.length > 0 && (
            <Stack gap={4} miw={200} maw={360} style={{ flex: 1 }}>
              <Text size="sm" fw={600}>
                {t('health.accounts')}
              </Text>
              {data.accounts.map((a) => (
                <Group key={a.credential_id} justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" truncate>
                    {a.name}
                  </Text>
                  <Badge color={BAND_COLOR[a.band]} variant="light">
                    {a.score}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Group>
      )}
    </Card>
  );
}
