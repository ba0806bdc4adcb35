import { eq } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type { TierPlan } from '@leadloop/domain/billing/catalogue';
import type { FeatureFlag, FeatureStatus } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { billingPlans } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { invalidatePlans, loadCatalogue } from '../../lib/plans.js';

export interface TierFeaturesBody {
  is_enabled?: boolean;
  features?: Partial<Record<FeatureFlag, FeatureStatus>>;
  limited_features?: Partial<TierPlan['limited_features']>;
  seats_included?: Partial<TierPlan['seats_included']>;
  credits_included?: number;
}

/** GET /admin/features/{tier}: the tier's plan as the guard reads it (the stored catalogue). */
export async function tierPlan(db: Db, tier: number): Promise<TierPlan> {
  const plan = (await loadCatalogue(db)).tiers.find((p) => p.tier === tier);
  if (!plan) throw notFound(CODES.notFound);
  return plan;
}

/**
 * PUT /admin/billing/features/{tier}: edits the tier's row of the plans catalogue in one locked
 * read-modify-write. This process drops its cached catalogue at once; the others as the change commits
 * (migration 0033's notify trigger on billing_plans).
 */
export async function updateTierFeatures(db: Db, tier: number, body: TierFeaturesBody): Promise<TierPlan> {
  await loadCatalogue(db); // seeds the catalogue on a fresh database
  const plan = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(billingPlans).where(eq(billingPlans.tier, tier)).for('update');
    if (!row) throw notFound(CODES.notFound);
    const current = row.plan;
    const next: TierPlan = {
      ...current,
      is_enabled: body.is_enabled ?? current.is_enabled,
      features: { ...current.features, ...body.features },
      limited_features: { ...current.limited_features, ...body.limited_features },
      seats_included: { ...current.seats_included, ...body.seats_included },
      credits_included: body.credits_included ?? current.credits_included,
    };
    await tx
      .update(billingPlans)
      .set({ plan: next, updatedAt: clock.now() })
      .where(eq(billingPlans.tier, tier));
    return next;
  });
  invalidatePlans();
  return plan;
}
