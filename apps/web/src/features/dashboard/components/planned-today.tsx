import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import type { PlannedAccount } from '../types';

/** Today's planned actions per account (the campaigns' forecast, within what is left of each daily limit). */
export function PlannedToday({ accounts }: { accounts: PlannedAccount[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tc } = useTranslation('campaigns');
  const num = (n: number) => formatNumber(n, i18n.language);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="planned-title">
      <Title order={2} size="h4" id="planned-title" mb="sm">
        {t('planned.title')}
      </Title>
      {accounts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('planned.noAccounts')}
        </Text>
      ) : (
        <Stack gap="md">
          {accounts.map((a) => {
            const shown = a.actions.filter((x) => x.planned_today > 0 || x.done_today > 0);
            return (
              <Stack key={a.credentials_id} gap={6} data-testid="planned-account">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} size="sm" truncate>
                    {a.name}
                  </Text>
                  <Badge size="sm" variant="light" color={a.status === 'active' ? 'blue' : 'gray'}>
                    {t('planned.campaigns', { count: a.running_campaigns })}
                  </Badge>
                </Group>
                {a.status !== 'active' && (
                  <Text size="xs" c="dimmed">
                    {t('planned.notActive')}
                  </Text>
                )}
                {shown.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('planned.nothing')}
                  </Text>
                ) : (
                  shown.map((x) => {
                    const total = Math.max(1, x.limit, x.done_today + x.planned_today);
                    const kind = tc(`limitKind.${x.kind}`, { defaultValue: x.kind });
                    const label = kind.charAt(0).toLocaleUpperCase(i18n.language) + kind.slice(1);
                    return (
                      <div key={x.kind}>
                        <Group justify="space-between" gap="xs" wrap="nowrap">
                          <Text size="xs">{label}</Text>
                          <Text size="xs" c="dimmed">
                            {t('planned.figures', {
                              done: num(x.done_today),
                              planned: num(x.planned_today),
                              limit: num(x.limit),
                            })}
                          </Text>
                        </Group>
                        <Progress.Root size="sm">
                          <Progress.Section
                            value={(x.done_today / total) * 100}
                            color="teal"
                            aria-label={t('planned.doneBar', { kind: label })}
                          />
                          <Progress.Section
                            value={(x.planned_today / total) * 100}
                            color="blue.3"
                            aria-label={t('planned.plannedBar', { kind: label })}
                          />
                        </Progress.Root>
                      </div>
                    );
                  })
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
