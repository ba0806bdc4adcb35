import { FEATURE_FLAGS, TIERS, type FeatureFlag, type FeatureMap, type TierName } from '../tiers/enums.js';
import { FEATURE_MIN_TIER } from '../tiers/features.js';
import { CURRENCIES, type Currency } from './enums.js';
import { STEP_DEFINITIONS } from '../steps/registry.js';

/**
 * The plans catalogue (001 §3 Billing and pricing, Tier feature settings): what each tier includes,
 * what it costs, what seats and credit packs sell for. It is DATA: the server seeds this default into
 * the database once (`billing_plans`, `billing_catalogue`) and reads it from there, so the admin area can
 * edit it without a code change. Zod-free, so a screen may import it.
 */

/** 001 §9 seats: cloud and extension-only. */
export const BILLING_SEAT_TYPES = ['cloud', 'extension'] as const;
export type BillingSeatType = (typeof BILLING_SEAT_TYPES)[number];

/** 001 §3 limited features (Tier feature settings.limited_features). */
export const LIMITED_FEATURES = ['campaigns', 'email_integrations'] as const;
export type LimitedFeature = (typeof LIMITED_FEATURES)[number];
export interface FeatureLimit {
  is_limited: boolean;
  limit: number;
}

/** Periods a plan is sold by (001 §9 billing periods; the catalogue sells monthly and annual). */
export const PRICE_PERIODS = ['monthly', 'annual'] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];
/** 001 §3 intervals in months. */
export const PERIOD_INTERVAL: Record<PricePeriod, number> = { monthly: 1, annual: 12 };

/** Local prices: by period, then currency; amounts in minor units (001 §3). */
export type LocalPrices = Record<PricePeriod, Record<Currency, number>>;

export interface TierPlan {
  tier: number;
  name: TierName;
  is_enabled: boolean;
  features: FeatureMap;
  limited_features: Record<LimitedFeature, FeatureLimit>;
  /** Seats the plan includes, per type. */
  seats_included: Record<BillingSeatType, number>;
  /** Credits granted with each paid period. */
  credits_included: number;
  local_prices: LocalPrices;
}

export interface CreditPack {
  id: string;
  credits: number;
  /** Minor units per currency. */
  prices: Record<Currency, number>;
}

export interface PromoCode {
  code: string;
  percent_off: number;
  description: string;
}

export interface BillingCatalogue {
  tiers: TierPlan[];
  /** 001 §3 promotion_code; applied on the free tier only (001 §9). */
  promo_codes: PromoCode[];
  /** Tax added to every charge, percent (0: the tax line shows '-'). */
  tax_percent: number;
  /** Price of one extra seat per type, by period and currency (minor units). */
  seat_prices: Record<BillingSeatType, LocalPrices>;
  credit_packs: CreditPack[];
}

/** Our default exchange factors for local prices (the spec gives none; the admin edits the result). */
const FX: Record<Currency, number> = { usd: 1, eur: 0.92, gbp: 0.8, cad: 1.35, aud: 1.5 };
/** Annual is sold at ten months' price. */
const ANNUAL_MONTHS = 10;

function localPrices(usdMonthly: number): LocalPrices {
  const byCurrency = (months: number) =>
    Object.fromEntries(
      CURRENCIES.map((c) => [c, Math.round((usdMonthly * months * FX[c]) / 100) * 100]),
    ) as Record<Currency, number>;
  return { monthly: byCurrency(1), annual: byCurrency(ANNUAL_MONTHS) };
}

function featuresAt(tier: number): FeatureMap {
  const out = {} as FeatureMap;
  for (const flag of FEATURE_FLAGS) out[flag] = tier >= TIERS[FEATURE_MIN_TIER[flag]] ? 'active' : 'upgrade';
  return out;
}

const limit = (n: number | null): FeatureLimit => ({ is_limited: n !== null, limit: n ?? 0 });

/** Monthly list price in USD cents, seats and limits per tier (our default; THE SPEC IS SILENT on amounts). */
const TIER_TABLE: Record<
  TierName,
  {
    usd: number;
    cloud: number;
    extension: number;
    campaigns: number | null;
    emails: number | null;
    credits: number;
  }
> = {
  free: { usd: 0, cloud: 0, extension: 1, campaigns: 3, emails: 1, credits: 0 },
  basic: { usd: 2900, cloud: 1, extension: 1, campaigns: 10, emails: 3, credits: 100 },
  growth: { usd: 5900, cloud: 1, extension: 1, campaigns: null, emails: 10, credits: 300 },
  scale: { usd: 9900, cloud: 1, extension: 1, campaigns: null, emails: null, credits: 700 },
  unlimited: { usd: 14900, cloud: 1, extension: 1, campaigns: null, emails: null, credits: 1500 },
  supreme: { usd: 24900, cloud: 1, extension: 1, campaigns: null, emails: null, credits: 3000 },
};

export const DEFAULT_CATALOGUE: BillingCatalogue = {
  tiers: (Object.keys(TIER_TABLE) as TierName[]).map((name) => {
    const row = TIER_TABLE[name];
    return {
      tier: TIERS[name],
      name,
      is_enabled: true,
      features: featuresAt(TIERS[name]),
      limited_features: { campaigns: limit(row.campaigns), email_integrations: limit(row.emails) },
      seats_included: { cloud: row.cloud, extension: row.extension },
      credits_included: row.credits,
      local_prices: localPrices(row.usd),
    };
  }),
  promo_codes: [{ code: 'WELCOME20', percent_off: 20, description: '20% off your first period' }],
  tax_percent: 0,
  seat_prices: { cloud: localPrices(3900), extension: localPrices(1900) },
  credit_packs: [
    { id: 'credits_100', credits: 100, prices: localPrices(1000).monthly },
    { id: 'credits_500', credits: 500, prices: localPrices(4500).monthly },
    { id: 'credits_2000', credits: 2000, prices: localPrices(16000).monthly },
  ],
};

/**
 * A new workspace's trial unless its brand sets its own (brand_billing, issue 33): our choice, the top
 * plan for 14 days, then the free tier (whose gates show from then on). A paid plan ends the trial.
 */
export const DEFAULT_TRIAL = { tier: TIERS.supreme, days: 14, end_tier: TIERS.free } as const;

/** The tier a new workspace starts on (the default trial's); also the database default. */
export const NEW_WORKSPACE_TIER = DEFAULT_TRIAL.tier;

/** The plan of a tier in a catalogue (an unknown tier falls back to free). */
export function planOf(catalogue: BillingCatalogue, tier: number): TierPlan {
  return catalogue.tiers.find((p) => p.tier === tier) ?? catalogue.tiers[0]!;
}

export const isFeatureFlag = (name: string): name is FeatureFlag =>
  (FEATURE_FLAGS as readonly string[]).includes(name);

/**
 * Campaign step types that belong to a plan feature (issue 16: the gate covers steps as well as routes),
 * from each step definition's `feature`.
 * A campaign whose steps need a feature the tier lacks is refused on save with 'featureNotInPlan'.
 */
export const STEP_FEATURES: Partial<Record<string, FeatureFlag>> = {
  ...Object.fromEntries(STEP_DEFINITIONS.filter((d) => d.feature).map((d) => [d.type, d.feature])),
  // SMS has no step definition yet (the engine does not run it), but the builder already gates it.
  sms: 'sms',
};

/** A plan's price id (`local_price_id`): tier, period and currency, e.g. '3:monthly:usd'. */
export const planPriceId = (tier: number, period: PricePeriod, currency: Currency) =>
  `${tier}:${period}:${currency}`;

export function parsePlanPriceId(
  id: string,
): { tier: number; period: PricePeriod; currency: Currency } | null {
  const [tier, period, currency] = id.split(':');
  if (!tier || !/^\d+$/.test(tier)) return null;
  if (!(PRICE_PERIODS as readonly string[]).includes(period ?? '')) return null;
  if (!(CURRENCIES as readonly string[]).includes(currency ?? '')) return null;
  return { tier: Number(tier), period: period as PricePeriod, currency: currency as Currency };
}

/** Seconds the sandbox takes to confirm a paid checkout (the payment shows as in progress meanwhile). */
export const SANDBOX_SETTLE_SECONDS = 3;
