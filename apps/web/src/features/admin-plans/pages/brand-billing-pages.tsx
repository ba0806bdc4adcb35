import { useEffect, useState } from 'react';
import { Group, NumberInput, Select, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@leadloop/domain/billing/enums';
import { DEFAULT_TRIAL } from '@leadloop/domain/billing/catalogue';
import { TIER_LABELS, TIERS } from '@leadloop/domain/tiers/enums';
import { HEALTH_NOTIFY_MAX_EMAILS, HEALTH_NOTIFY_MAX_THRESHOLDS } from '@leadloop/domain/health-index/rules';
import { isEmail } from '@leadloop/domain/common/email';
import { PageState } from '../../../components/page-state';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { translateError } from '../../../lib/messages';
import {
  useBrandTrial,
  useBuzzPricing,
  useHealthNotify,
  useSaveBrandTrial,
  useSaveBuzzPricing,
  useSaveHealthNotify,
  useSaveWlPrice,
  useWlPrice,
} from '../api/admin-plans';
import { useAdminAccess } from '../api/admin-access';
import { AdminPlansHeader } from '../components/admin-plans-header';
import { SettingsCard } from '../components/settings-card';
import type { BrandTrial, BuzzPricing, WlPrice } from '../types';

const saved = (t: (k: string) => string) => ({
  onSuccess: () => notify.success(t('saved')),
  onError: notify.error,
});

/** /admin/whitelabels/{wl}/billing: what the platform charges the white label (001 §3 Whitelabel price). */
export function WlBillingPage() {
  const { t } = useTranslation('admin-health');
  const brand = useParams().whitelabel ?? '';
  const q = useWlPrice(brand);
  const save = useSaveWlPrice(brand);
  const readOnly = !useAdminAccess().isSuperAdmin;
  const [v, setV] = useState<WlPrice>({ stripe_price_id: '', free_seats: 0, minimum_payment_quantity: 1 });
  useEffect(() => {
    if (q.data) setV(q.data);
  }, [q.data]);
  return (
    <Stack>
      <AdminPlansHeader
        title={t('wlBilling.title')}
        brand={brand}
        note={t('wlBilling.hint')}
        readOnly={readOnly}
      />
      <SettingsCard
        query={q}
        readOnly={readOnly}
        saving={save.isPending}
        onSave={() => save.mutate(v, saved(t))}
      >
        {!q.data && (
          <Text size="sm" c="dimmed">
            {t('wlBilling.none')}
          </Text>
        )}
        <TextInput
          label={t('wlBilling.stripePrice')}
          placeholder="price_…"
          value={v.stripe_price_id}
          onChange={(e) => setV({ ...v, stripe_price_id: e.currentTarget.value })}
        />
        <Group grow>
          <NumberInput
            label={t('wlBilling.freeSeats')}
            min={0}
            allowDecimal={false}
            value={v.free_seats}
            onChange={(x) => setV({ ...v, free_seats: Number(x) || 0 })}
          />
          <NumberInput
            label={t('wlBilling.minimum')}
            min={0}
            allowDecimal={false}
            value={v.minimum_payment_quantity}
            onChange={(x) => setV({ ...v, minimum_payment_quantity: Number(x) || 0 })}
          />
        </Group>
      </SettingsCard>
      <TrialCard brand={brand} />
    </Stack>
  );
}

const TIER_OPTIONS = (Object.entries(TIERS) as [keyof typeof TIERS, number][]).map(([name, tier]) => ({
  value: String(tier),
  label: TIER_LABELS[name],
}));

/** The brand's trial (issue 33): its own admins set the plan a new workspace tries, how long, and what follows. */
function TrialCard({ brand }: { brand: string }) {
  const { t } = useTranslation('admin-health');
  const q = useBrandTrial(brand);
  const save = useSaveBrandTrial(brand);
  const [v, setV] = useState<BrandTrial>({ ...DEFAULT_TRIAL });
  useEffect(() => {
    if (q.data) setV(q.data);
  }, [q.data]);
  return (
    <>
      <Stack gap={2} mt="md">
        <Title order={2} size="h4">
          {t('trial.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('trial.hint')}
        </Text>
      </Stack>
      <SettingsCard query={q} saving={save.isPending} onSave={() => save.mutate(v, saved(t))}>
        <Group grow>
          <Select
            label={t('trial.plan')}
            allowDeselect={false}
            data={TIER_OPTIONS}
            value={String(v.tier)}
            onChange={(x) => x && setV({ ...v, tier: Number(x) })}
          />
          <NumberInput
            label={t('trial.days')}
            min={0}
            max={365}
            allowDecimal={false}
            value={v.days}
            onChange={(x) => setV({ ...v, days: Number(x) || 0 })}
          />
          <Select
            label={t('trial.endPlan')}
            allowDeselect={false}
            data={TIER_OPTIONS}
            value={String(v.end_tier)}
            onChange={(x) => x && setV({ ...v, end_tier: Number(x) })}
          />
        </Group>
      </SettingsCard>
    </>
  );
}

/** /admin/whitelabels/{wl}/buzz-pricing: Buzz-type brands only (000 §6). */
export function BuzzPricingPage() {
  const { t } = useTranslation('admin-health');
  const brand = useParams().whitelabel ?? '';
  const q = useBuzzPricing(brand);
  const save = useSaveBuzzPricing(brand);
  const readOnly = !useAdminAccess().isSuperAdmin;
  const [v, setV] = useState<Omit<BuzzPricing, 'brand'>>({
    currency: 'usd',
    seat_price: 0,
    credit_price: 0,
    free_credits: 0,
  });
  useEffect(() => {
    if (q.data) setV(q.data);
  }, [q.data]);
  const notBuzz = q.isError && isApiError(q.error) && q.error.key === 'buzzPricingBuzzOnly';
  return (
    <Stack>
      <AdminPlansHeader title={t('buzz.title')} brand={brand} readOnly={readOnly && !q.isError} />
      <SettingsCard
        query={q}
        instead={
          notBuzz && (
            <PageState kind="empty" title={t('buzz.notBuzz')} description={translateError(q.error)} />
          )
        }
        readOnly={readOnly}
        saving={save.isPending}
        onSave={() => save.mutate(v, saved(t))}
      >
        <Select
          label={t('pricing.currency')}
          allowDeselect={false}
          data={CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
          value={v.currency}
          onChange={(x) => x && setV({ ...v, currency: x })}
          maw={200}
        />
        <Group grow>
          <NumberInput
            label={t('buzz.seatPrice')}
            min={0}
            decimalScale={2}
            fixedDecimalScale
            value={v.seat_price / 100}
            onChange={(x) => setV({ ...v, seat_price: Math.round((Number(x) || 0) * 100) })}
          />
          <NumberInput
            label={t('buzz.creditPrice')}
            min={0}
            decimalScale={2}
            fixedDecimalScale
            value={v.credit_price / 100}
            onChange={(x) => setV({ ...v, credit_price: Math.round((Number(x) || 0) * 100) })}
          />
          <NumberInput
            label={t('buzz.freeCredits')}
            min={0}
            allowDecimal={false}
            value={v.free_credits}
            onChange={(x) => setV({ ...v, free_credits: Number(x) || 0 })}
          />
        </Group>
      </SettingsCard>
    </Stack>
  );
}

/** /admin/whitelabels/{wl}/health-index-notifications: thresholds and the contacts mailed when a customer falls below one. */
export function HealthNotificationsPage() {
  const { t } = useTranslation('admin-health');
  const brand = useParams().whitelabel ?? '';
  const q = useHealthNotify(brand);
  const save = useSaveHealthNotify(brand);
  const [thresholds, setThresholds] = useState<string[]>([]);
  const [emails, setEmails] = useState<string[]>([]);
  useEffect(() => {
    if (q.data) {
      setThresholds(q.data.triggers.map(String));
      setEmails(q.data.emails);
    }
  }, [q.data]);
  const badThreshold = thresholds.some((x) => !/^\d+$/.test(x) || Number(x) < 1 || Number(x) > 100);
  const badEmail = emails.find((e) => !isEmail(e));
  return (
    <Stack>
      <AdminPlansHeader title={t('notifications.title')} brand={brand} note={t('notifications.hint')} />
      <SettingsCard
        query={q}
        saving={save.isPending}
        saveDisabled={badThreshold || !!badEmail}
        onSave={() => save.mutate({ triggers: thresholds.map(Number), emails }, saved(t))}
      >
        <TagsInput
          label={t('notifications.thresholds')}
          description={t('notifications.thresholdsHint')}
          maxTags={HEALTH_NOTIFY_MAX_THRESHOLDS}
          value={thresholds}
          onChange={setThresholds}
          error={badThreshold ? t('notifications.badThreshold') : undefined}
        />
        <TagsInput
          label={t('notifications.emails')}
          description={t('notifications.emailsHint')}
          maxTags={HEALTH_NOTIFY_MAX_EMAILS}
          value={emails}
          onChange={setEmails}
          error={badEmail ? t('notifications.badEmail', { email: badEmail }) : undefined}
        />
      </SettingsCard>
    </Stack>
  );
}
