import { useState } from 'react';
import { useAppSessionContext } from '../../spaces';
import {
  Badge,
  Button,
  Group,
  Modal,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { PageState } from '../../../components/page-state';
import { useBillingPlans, useChangeSubscription, useStartCheckout, useUpgradeInfo } from '../api/billing';
import type { TierPlanView } from '../types';
import { formatPrice, formatTaxLine, tierKey } from './format';
import { PaymentsNotice } from './payments-notice';

const CURRENCIES = ['usd', 'eur', 'gbp', 'cad', 'aud'];

interface UpgradeModalProps {
  opened: boolean;
  onClose: () => void;
  /** The feature that asked for the upgrade (a `show-upgrade` event), highlighted in the table. */
  feature?: string | null;
}

/**
 * 000 §2 Upgrade modal: plan comparison, period and currency switches and a promo code on the free tier,
 * Upgrade per column (the current plan's button disabled), a payment confirmation from a paid tier.
 * Without billing (or with subscriptions disabled) it says to contact support instead.
 */
export function UpgradeModal({ opened, onClose, feature }: UpgradeModalProps) {
  const { t } = useTranslation('billing');
  const plans = useBillingPlans(opened);
  const [period, setPeriod] = useState<'monthly' | 'annual'>('monthly');
  const [currency, setCurrency] = useState<string | null>(null);
  const [promo, setPromo] = useState('');
  const [confirming, setConfirming] = useState<TierPlanView | null>(null);
  const checkout = useStartCheckout();
  const change = useChangeSubscription();
  const data = plans.data;
  const isFree = data?.current_tier === 0 || !data?.current_period;
  const canBuy = Boolean(data?.can_upgrade) && data?.payments !== 'none';
  const shownCurrency = (isFree ? currency : null) ?? data?.currency ?? 'usd';
  const shownPeriod = isFree ? period : ((data?.current_period as 'monthly' | 'annual' | null) ?? 'monthly');
  const priceId = (plan: TierPlanView) => `${plan.tier}:${shownPeriod}:${shownCurrency}`;
  // A plan being tried is not bought yet: its column offers the purchase that keeps it after the trial.
  const onTrial = Boolean(useAppSessionContext().workspace?.trial);
  const isCurrent = (plan: TierPlanView) =>
    !onTrial &&
    plan.tier === data?.current_tier &&
    (!data?.current_period || data.current_period === shownPeriod);

  const onUpgrade = (plan: TierPlanView) => {
    if (isFree) {
      checkout.mutate(
        { price_id: priceId(plan), ...(promo.trim() ? { promo_code: promo.trim() } : {}) },
        { onError: (e) => notify.error(e) },
      );
    } else setConfirming(plan);
  };

  const rows: { label: string; cell: (p: TierPlanView) => React.ReactNode }[] = [
    {
      label: t('upgrade.price'),
      cell: (p) => (
        <Text fw={700}>
          {formatPrice(p.local_prices[shownPeriod]?.[shownCurrency] ?? 0, shownCurrency)}
          <Text span size="xs" c="dimmed">
            {' '}
            / {t(`periods.${shownPeriod}`)}
          </Text>
        </Text>
      ),
    },
    {
      label: t('upgrade.campaigns'),
      cell: (p) =>
        p.limited_features.campaigns.is_limited ? p.limited_features.campaigns.limit : t('upgrade.unlimited'),
    },
    { label: t('upgrade.cloudSeats'), cell: (p) => p.seats_included.cloud },
    { label: t('upgrade.extensionSeats'), cell: (p) => p.seats_included.extension },
    { label: t('upgrade.credits'), cell: (p) => p.credits_included },
    ...(feature
      ? [
          {
            label: t(`features.${feature}`, { defaultValue: feature.replace(/_/g, ' ') }),
            cell: (p: TierPlanView) =>
              p.features[feature as keyof TierPlanView['features']] === 'active' ? (
                <IconCheck
                  size={18}
                  color="var(--mantine-color-teal-filled)"
                  aria-label={t('upgrade.included')}
                />
              ) : (
                <IconX size={18} color="var(--mantine-color-dimmed)" aria-label={t('upgrade.notIncluded')} />
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': t('close') }}
        opened={opened}
        onClose={onClose}
        title={t('upgrade.title')}
        size={980}
        data-testid="upgrade-modal"
      >
        {plans.isPending ? (
          <PageState kind="loading" mih={200} />
        ) : plans.isError || !data ? (
          <PageState kind="error" title={t('error')} mih={200} />
        ) : (
          <Stack>
            {feature && (
              <Text c="dimmed" size="sm">
                {t('upgrade.featureNeeded', {
                  feature: t(`features.${feature}`, { defaultValue: feature.replace(/_/g, ' ') }),
                })}
              </Text>
            )}
            {data.can_upgrade && <PaymentsNotice payments={data.payments} />}
            {isFree && canBuy && (
              <Group gap="sm" wrap="wrap">
                <SegmentedControl
                  value={period}
                  onChange={(v) => setPeriod(v as 'monthly' | 'annual')}
                  data={[
                    { value: 'monthly', label: t('periods.monthly') },
                    { value: 'annual', label: t('periods.annual') },
                  ]}
                  aria-label={t('upgrade.period')}
                />
                <Select
                  w={110}
                  value={shownCurrency}
                  onChange={setCurrency}
                  data={CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
                  aria-label={t('upgrade.currency')}
                  allowDeselect={false}
                />
                <TextInput
                  w={180}
                  placeholder={t('upgrade.promo')}
                  aria-label={t('upgrade.promo')}
                  value={promo}
                  onChange={(e) => setPromo(e.currentTarget.value)}
                  data-testid="promo-code"
                />
              </Group>
            )}
            <ScrollArea type="auto">
              <Table miw={720} striped withTableBorder verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th />
                    {data.tiers.map((p) => (
                      <Table.Th key={p.tier}>
                        <Group gap={6}>
                          {t(tierKey(p.tier))}
                          {isCurrent(p) && (
                            <Badge size="xs" variant="light">
                              {t('upgrade.current')}
                            </Badge>
                          )}
                        </Group>
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.label}>
                      <Table.Th scope="row">{row.label}</Table.Th>
                      {data.tiers.map((p) => (
                        <Table.Td key={p.tier}>{row.cell(p)}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                  {canBuy && (
                    <Table.Tr>
                      <Table.Td />
                      {data.tiers.map((p) => (
                        <Table.Td key={p.tier}>
                          {p.tier !== 0 ? (
                            <Button
                              size="xs"
                              disabled={isCurrent(p)}
                              loading={checkout.isPending && checkout.variables?.price_id === priceId(p)}
                              onClick={() => onUpgrade(p)}
                              data-testid={`upgrade-tier-${p.tier}`}
                            >
                              {isCurrent(p) ? t('upgrade.currentPlan') : t('upgrade.upgrade')}
                            </Button>
                          ) : null}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  )}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            {!data.can_upgrade && (
              <Text ta="center" fw={600} data-testid="contact-support">
                {t('upgrade.contactSupport')}
              </Text>
            )}
          </Stack>
        )}
      </Modal>
      {confirming && (
        <ConfirmPayment
          priceId={priceId(confirming)}
          label={t(tierKey(confirming.tier))}
          loading={change.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            change.mutate(priceId(confirming), {
              onSuccess: () => {
                setConfirming(null);
                onClose();
                notify.success(t('upgrade.changed'));
              },
              onError: (e) => notify.error(e),
            })
          }
        />
      )}
    </>
  );
}

/** The payment confirmation of a paid-tier change (001 §3 Payment info; 001 §9 tax line). */
function ConfirmPayment(props: {
  priceId: string;
  label: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('billing');
  const info = useUpgradeInfo(props.priceId);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('close') }}
      opened
      onClose={props.onCancel}
      title={t('upgrade.confirmTitle', { plan: props.label })}
      size={440}
    >
      {info.isPending ? (
        <PageState kind="loading" mih={120} />
      ) : info.data ? (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text>{t('upgrade.basePrice')}</Text>
            <Text>{formatPrice(info.data.current_base_price, info.data.currency)}</Text>
          </Group>
          <Group justify="space-between">
            <Text c="dimmed">
              {formatTaxLine(info.data.tax_percent, info.data.current_base_price, info.data.currency)}
            </Text>
            <Text c="dimmed">{formatPrice(info.data.current_tax, info.data.currency)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>{t('upgrade.total')}</Text>
            <Text fw={700}>{formatPrice(info.data.current_price, info.data.currency)}</Text>
          </Group>
          {info.data.due_now !== undefined && (
            <Group justify="space-between" wrap="nowrap" data-testid="due-now">
              <Text size="sm" c="dimmed">
                {t('upgrade.dueNow')}
              </Text>
              <Text fw={700}>{formatPrice(info.data.due_now, info.data.currency)}</Text>
            </Group>
          )}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={props.onCancel}>
              {t('cancel')}
            </Button>
            <Button loading={props.loading} onClick={props.onConfirm} data-testid="confirm-payment">
              {t('upgrade.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <PageState kind="error" title={t('error')} mih={120} />
      )}
    </Modal>
  );
}
