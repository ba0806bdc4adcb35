import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DEFAULT_CATALOGUE,
  STEP_FEATURES,
  planOf,
  type BillingCatalogue,
  type LimitedFeature,
  type TierPlan,
} from '@leadloop/domain/billing/catalogue';
import { CODES, type FeatureFlag } from '@leadloop/domain';
import type { Db } from '../db/client.js';
import { billingCatalogue, billingPlans, integrations, spaces, workflows } from '../db/schema/index.js';
import { forbidden } from './errors.js';
import { inSpace } from './scope.js';

/**
 * The plans catalogue as stored (seeded once from the domain's DEFAULT_CATALOGUE; the admin edits the rows).
 * Read by the route guard on gated requests, so each process keeps a copy. While the process hears the
 * database's change notices (migration 0033: triggers on billing_plans / billing_catalogue notify the auth
 * cache's channel, lib/auth-cache.ts), the copy is dropped as a change commits and kept a minute at most;
 * without them (auth cache off) it is kept a few seconds.
 */
const NOTIFIED_TTL_MS = 60_000;
const POLLED_TTL_MS = 5_000;
let cached: { at: number; catalogue: BillingCatalogue } | null = null;
let notified = false;

export function invalidatePlans(): void {
  cached = null;
}

/** Whether change notices reach this process (set by the auth cache's listener as it starts and stops). */
export function setPlansNotified(on: boolean): void {
  notified = on;
  cached = null;
}

/** Writes the default catalogue into empty tables (idempotent; concurrent starts are harmless). */
export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(billingPlans)
    .values(DEFAULT_CATALOGUE.tiers.map((plan) => ({ tier: plan.tier, plan })))
    .onConflictDoNothing();
  await db
    .insert(billingCatalogue)
    .values([
      { key: 'seat_prices', data: { seat_prices: DEFAULT_CATALOGUE.seat_prices } },
      { key: 'credit_packs', data: { credit_packs: DEFAULT_CATALOGUE.credit_packs } },
      { key: 'promo_codes', data: { promo_codes: DEFAULT_CATALOGUE.promo_codes } },
      { key: 'tax', data: { tax_percent: DEFAULT_CATALOGUE.tax_percent } },
    ])
    .onConflictDoNothing();
}

export async function loadCatalogue(db: Db): Promise<BillingCatalogue> {
  if (cached && Date.now() - cached.at < (notified ? NOTIFIED_TTL_MS : POLLED_TTL_MS))
    return cached.catalogue;
  let plans = await db.select().from(billingPlans).orderBy(billingPlans.tier);
  if (!plans.length) {
    await seedCatalogue(db);
    plans = await db.select().from(billingPlans).orderBy(billingPlans.tier);
  }
  const extras = await db.select().from(billingCatalogue);
  const data = (key: string) => extras.find((e) => e.key === key)?.data ?? {};
  const catalogue: BillingCatalogue = {
    tiers: plans.map((p) => p.plan),
    seat_prices: data('seat_prices').seat_prices ?? DEFAULT_CATALOGUE.seat_prices,
    credit_packs: data('credit_packs').credit_packs ?? DEFAULT_CATALOGUE.credit_packs,
    promo_codes: data('promo_codes').promo_codes ?? DEFAULT_CATALOGUE.promo_codes,
    tax_percent: data('tax').tax_percent ?? DEFAULT_CATALOGUE.tax_percent,
  };
  cached = { at: Date.now(), catalogue };
  return catalogue;
}

export async function planFor(db: Db, tier: number): Promise<TierPlan> {
  return planOf(await loadCatalogue(db), tier);
}

/** The one feature gate: 403 with the 'featureNotInPlan' key (the web opens the upgrade modal). */
export async function assertFeature(db: Db, tier: number, feature: FeatureFlag): Promise<void> {
  assertPlanFeature(await planFor(db, tier), feature);
}

/** The same gate on a plan already read (the route guard reads the tier's plan once per request). */
export function assertPlanFeature(plan: TierPlan, feature: FeatureFlag): void {
  if (plan.features[feature] !== 'active') throw forbidden(CODES.featureNotInPlan, { feature });
}

/** The tiers whose plan has any of these features active. */
export async function tiersWith(db: Db, ...features: FeatureFlag[]): Promise<number[]> {
  return (await loadCatalogue(db)).tiers
    .filter((p) => features.some((f) => p.features[f] === 'active'))
    .map((p) => p.tier);
}

/**
 * Background work honours the plan as the route guard does: a job doing a feature's work reads only the rows
 * of workspaces whose tier's plan (the same catalogue) has the feature active. Returns that condition on
 * the rows' workspace column; the rest wait (a workspace that upgrades is served from then on).
 */
export async function onPlansWith(db: Db, feature: FeatureFlag, spaceId: AnyPgColumn): Promise<SQL> {
  const tiers = await tiersWith(db, feature);
  if (!tiers.length) return sql`false`;
  return inArray(spaceId, db.select({ id: spaces.id }).from(spaces).where(inArray(spaces.tier, tiers)));
}

/**
 * Whether a workspace's plan has the feature a campaign step type needs now (STEP_FEATURES; steps of no
 * feature always may run). The engine asks before it sends such a step, so a workspace whose plan changed
 * (a trial that ended, a downgrade) stops using a feature its plan no longer has, as the routes do.
 */
export async function spaceMayRunStep(db: Db, spaceId: string, stepType: string): Promise<boolean> {
  const feature = STEP_FEATURES[stepType];
  if (!feature) return true;
  const [space] = await db.select({ tier: spaces.tier }).from(spaces).where(eq(spaces.id, spaceId)).limit(1);
  return !!space && (await planFor(db, space.tier)).features[feature] === 'active';
}

/** A campaign's steps: each step type of a feature needs that feature on the tier (STEP_FEATURES). */
export async function assertStepFeatures(db: Db, tier: number, stepTypes: string[]): Promise<void> {
  for (const type of new Set(stepTypes)) {
    const feature = STEP_FEATURES[type];
    if (feature) await assertFeature(db, tier, feature);
  }
}

const COUNTERS: Record<LimitedFeature, (db: Db, spaceId: string) => Promise<number>> = {
  campaigns: async (db, spaceId) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(workflows)
      .where(and(inSpace(workflows, spaceId), isNull(workflows.deletedAt), isNull(workflows.archivedAt)));
    return row?.n ?? 0;
  },
  email_integrations: async (db, spaceId) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(integrations)
      .where(inSpace(integrations, spaceId));
    return row?.n ?? 0;
  },
};

/** A limited feature refuses one more at its limit (403, 'featureLimitReached' with the limit). */
export async function assertWithinLimit(
  db: Db,
  space: { id: string; tier: number },
  feature: LimitedFeature,
  plan?: TierPlan,
): Promise<void> {
  const { limited_features } = plan ?? (await planFor(db, space.tier));
  const rule = limited_features[feature];
  if (!rule?.is_limited) return;
  const used = await COUNTERS[feature](db, space.id);
  if (used >= rule.limit)
    throw forbidden(CODES.featureLimitReached, { limit: rule.limit, feature: feature.replace('_', ' ') });
}
