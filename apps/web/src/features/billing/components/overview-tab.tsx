import { Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BillingOverview } from '../types';
import { formatDate, formatPrice, tierKey } from './format';

interface Props {
  overview: BillingOverview;
  onUpgrade: () => void;
  onBuyCredits: () => void;
}

/** /billing/overview: plan, seats used/total per type, credits balance, next invoice. */
export function OverviewTab({ overview, onUpgrade, onBuyCredits }: Props) {
  const { t, i18n } = useTranslation('billing');
  const seat = (type: 'cloud' | 'extension') => {
    const { used, total } = overview.seats[type];
    return (
      <Stack gap={4} key={type}>
        <Group justify="space-between">
          <Text size="sm">{t(`seats.${type}`)}</Text>
          <Text size="sm" fw={600} data-testid={`seats-${type}`}>
            {t('seats.usedOf', { used, total })}
          </Text>
        </Group>
        <Progress value={total ? (used / total) * 100 : 0} size="sm" aria-label={t(`seats.${type}`)} />
      </Stack>
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('overview.plan')}
          </Title>
          <Text fz="xl" fw={700} data-testid="current-plan">
            {t(tierKey(overview.tier))}
          </Text>
          {overview.subscription ? (
            <Text c="dimmed" size="sm">
              {t('overview.subscription', {
                amount: formatPrice(overview.subscription.amount, overview.subscription.currency),
                period: t(`periods.${overview.subscription.period}`),
              })}
            </Text>
          ) : (
            <Text c="dimmed" size="sm">
              {t('overview.noSubscription')}
            </Text>
          )}
          <Group>
            <Button onClick={onUpgrade} data-testid="open-upgrade">
              {t('overview.changePlan')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('overview.seats')}
          </Title>
          {seat('cloud')}
          {seat('extension')}
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('overview.credits')}
          </Title>
          <Text fz="xl" fw={700} data-testid="credits-balance">
            {overview.credits.balance.toLocaleString(i18n.language)}
          </Text>
          <Text c="dimmed" size="sm">
            {t('overview.creditsUsed', { count: overview.credits.used })}
          </Text>
          <Group>
            <Button variant="light" onClick={onBuyCredits} data-testid="buy-credits">
              {t('credits.buyTitle')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('overview.nextInvoice')}
          </Title>
          {overview.next_invoice ? (
            <>
              <Text fz="xl" fw={700}>
                {formatPrice(overview.next_invoice.amount, overview.next_invoice.currency)}
              </Text>
              <Text c="dimmed" size="sm">
                {t('overview.on', { date: formatDate(overview.next_invoice.date, i18n.language) })}
              </Text>
            </>
          ) : (
            <Text c="dimmed" size="sm">
              {t('overview.noInvoice')}
            </Text>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
