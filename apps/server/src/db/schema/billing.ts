import type { BillingCatalogue, TierPlan } from '@leadloop/domain/billing/catalogue';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { spaces } from './spaces.js';

/** The plans catalogue, one row per tier (001 §3 Tier feature settings). Seeded from the domain default. */
export const billingPlans = pgTable('billing_plans', {
  tier: integer('tier').primaryKey(),
  plan: jsonb('plan').$type<TierPlan>().notNull(),
  updatedAt: updatedAt(),
});

/** The rest of the catalogue (seat prices, credit packs) and the sealed provider settings, by key. */
export const billingCatalogue = pgTable('billing_catalogue', {
  key: text('key').primaryKey(),
  data: jsonb('data').$type<Partial<Omit<BillingCatalogue, 'tiers'>> & Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

export type PaymentKind = 'subscription' | 'seats' | 'credits';
export type PaymentStatus = 'pending' | 'processing' | 'paid' | 'failed' | 'abandoned';

/**
 * Every purchase attempt (a checkout): what is bought, for how much, and how it ended. Paid rows are the
 * workspace's transactions. `external_id` is the provider's session/invoice id (unique per provider).
 */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    provider: text('provider').notNull(),
    kind: text('kind').$type<PaymentKind>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    externalId: text('external_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** {tier, period, seats: {cloud, extension}, pack_id, credits, promo_code, percent_off} */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('billing_payments_space_idx').on(t.spaceId, t.createdAt),
    uniqueIndex('billing_payments_external_idx').on(t.provider, t.externalId),
  ],
);

/** Provider events already handled (webhooks are de-duplicated by event id: a replay changes nothing). */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/** Cards on file (the sandbox keeps its own; Stripe's are mirrored by id). */
export const billingPaymentMethods = pgTable(
  'billing_payment_methods',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('billing_payment_methods_space_idx').on(t.spaceId)],
);

/** A white label's own prices (admin billing, 001 §3 Price), by brand key; amounts in minor units. */
export const brandPrices = pgTable(
  'brand_prices',
  {
    id: id(),
    brand: text('brand').notNull(),
    type: text('type').$type<'plan' | 'seat' | 'credits'>().notNull(),
    tier: integer('tier').notNull(),
    interval: integer('interval').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    priceExternalId: text('price_external_id').notNull().default(''),
    cardDescription: jsonb('card_description')
      .$type<{ name: string; features: string[] }>()
      .notNull()
      .default({ name: '', features: [] }),
    promotionCode: jsonb('promotion_code').$type<{
      code: string;
      percent_off: number;
      description: string;
    } | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('brand_prices_brand_idx').on(t.brand, t.type),
    uniqueIndex('brand_prices_unique_idx').on(t.brand, t.type, t.tier, t.interval, t.currency),
  ],
);

/** Per-brand billing settings: the whitelabel price (001 §3) and, for Buzz-type brands, the buzz pricing. */
export const brandBilling = pgTable('brand_billing', {
  brand: text('brand').primaryKey(),
  wlPrice: jsonb('wl_price').$type<{
    stripe_price_id: string;
    free_seats: number;
    minimum_payment_quantity: number;
  } | null>(),
  buzzPricing: jsonb('buzz_pricing').$type<{
    currency: string;
    seat_price: number;
    credit_price: number;
    free_credits: number;
  } | null>(),
  /** The brand's trial (issue 33): plan, length in days, tier it ends on; null = DEFAULT_TRIAL's part. */
  trialTier: integer('trial_tier'),
  trialDays: integer('trial_days'),
  trialEndTier: integer('trial_end_tier'),
  updatedAt: updatedAt(),
});
