import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import {
  useBillingOverview,
  useBillingPlans,
  useBuySeats,
  useCardActions,
  useCustomerPortal,
  usePaymentMethods,
} from '../api/billing';
import type { BillingOverview } from '../types';
import { PaymentsNotice } from './payments-notice';
import { RemoveSeats } from './remove-seats';
import { formatPrice, tierKey } from './format';

/** /billing/subscriptions: the plan, seats to buy (cloud or extension-only), cards on file. */
export function SubscriptionsTab({
  overview,
  onUpgrade,
}: {
  overview: BillingOverview;
  onUpgrade: () => void;
}) {
  const { t } = useTranslation('billing');
  const plans = useBillingPlans();
  const buy = useBuySeats();
  const [type, setType] = useState<'cloud' | 'extension'>('extension');
  const [count, setCount] = useState<number>(1);
  const period = (overview.subscription?.period ?? 'monthly') as 'monthly';
  const currency = plans.data?.currency ?? 'usd';
  const unit = plans.data?.seat_prices[type]?.[period]?.[currency] ?? 0;
  return (
    <Stack>
      <Card withBorder padding="lg">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('overview.plan')}
            </Title>
            <Text>{t(tierKey(overview.tier))}</Text>
          </Stack>
          <Button onClick={onUpgrade}>{t('overview.changePlan')}</Button>
        </Group>
      </Card>
      <Card withBorder padding="lg">
        <Stack>
          <Title order={2} size="h4">
            {t('seats.buyTitle')}
          </Title>
          {plans.data && <PaymentsNotice payments={plans.data.payments} />}
          {plans.data?.payments !== 'none' && (
            <Group align="end" wrap="wrap">
              <SegmentedControl
                value={type}
                onChange={(v) => setType(v as 'cloud' | 'extension')}
                data={[
                  { value: 'extension', label: t('seats.extension') },
                  { value: 'cloud', label: t('seats.cloud') },
                ]}
                aria-label={t('seats.type')}
              />
              <NumberInput
                w={100}
                min={1}
                max={100}
                value={count}
                onChange={(v) => setCount(Number(v) || 1)}
                label={t('seats.count')}
              />
              <Button
                loading={buy.isPending}
                onClick={() => buy.mutate({ seat_type: type, count }, { onError: (e) => notify.error(e) })}
                data-testid="buy-seats"
              >
                {t('seats.buy', { price: formatPrice(unit * count, currency) })}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      {/* Seats come off a live subscription the provider prorates (Stripe). */}
      {overview.provider === 'stripe' && overview.subscription && <RemoveSeats overview={overview} />}
      <PaymentMethods />
    </Stack>
  );
}

function PaymentMethods() {
  const { t } = useTranslation('billing');
  const cards = usePaymentMethods();
  const actions = useCardActions();
  // With Stripe, card numbers are typed on Stripe's page only: its customer portal adds them.
  const onStripe = useBillingOverview().data?.provider === 'stripe';
  const portal = useCustomerPortal();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const onAdd = () => {
    const [month, year] = expiry.split('/').map((s) => Number(s.trim()));
    actions.add.mutate(
      {
        card_number: number,
        exp_month: month ?? 0,
        exp_year: year && year < 100 ? 2000 + year : (year ?? 0),
      },
      {
        onSuccess: () => {
          setNumber('');
          setExpiry('');
        },
        onError: (e) => notify.error(e),
      },
    );
  };
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('cards.title')}
        </Title>
        {cards.data?.items.length ? (
          <Table>
            <Table.Tbody>
              {cards.data.items.map((card) => (
                <Table.Tr key={card._id}>
                  <Table.Td>
                    {card.brand.toUpperCase()} •••• {card.last4}
                  </Table.Td>
                  <Table.Td>
                    {String(card.exp_month).padStart(2, '0')}/{card.exp_year}
                  </Table.Td>
                  <Table.Td>
                    {card.is_primary ? (
                      <Badge variant="light">{t('cards.primary')}</Badge>
                    ) : (
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('cards.setPrimary')}
                        onClick={() => actions.primary.mutate(card._id)}
                      >
                        <IconStar size={16} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('cards.delete')}
                      onClick={() => actions.remove.mutate(card._id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed" size="sm">
            {t('cards.empty')}
          </Text>
        )}
        {onStripe ? (
          <Group>
            <Button
              variant="light"
              loading={portal.isPending}
              onClick={() => portal.mutate(undefined, { onError: (e) => notify.error(e) })}
              data-testid="customer-portal"
            >
              {t('cards.portal')}
            </Button>
          </Group>
        ) : (
          <Group align="end" wrap="wrap">
            <TextInput
              label={t('cards.number')}
              value={number}
              onChange={(e) => setNumber(e.currentTarget.value)}
              w={220}
              inputMode="numeric"
            />
            <TextInput
              label={t('cards.expiry')}
              placeholder="MM/YY"
              value={expiry}
              onChange={(e) => setExpiry(e.currentTarget.value)}
              w={100}
            />
            <Button
              variant="light"
              loading={actions.add.isPending}
              onClick={onAdd}
              disabled={!number || !expiry}
            >
              {t('cards.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
