import { and, eq, lte, sql } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type { BrandTrial } from '@leadloop/domain/billing/admin';
import { DEFAULT_TRIAL } from '@leadloop/domain/billing/catalogue';
import type { AppContext } from '../../lib/context.js';
import type { Db } from '../../db/client.js';
import { brandBilling, spaces } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { loadCatalogue } from '../../lib/plans.js';
import { brandTrial } from '../../lib/trial.js';
import { notifySpace } from '../spaces/index.js';

export const TRIAL_END_JOB = 'billing.trial_end';

/**
 * The trial job (issue 33): every trial past its end, in one statement. A workspace on a plan (a
 * subscription, a manual or disabled billing mode) keeps its tier; the others move to their brand's end
 * tier (free unless the brand says otherwise). One checkout still in progress waits for its outcome (the
 * next pass). Idempotent and safe beside other workers: the row lock makes a second pass see no trial.
 */
export async function endDueTrials(ctx: AppContext): Promise<number> {
  const now = clock.now();
  const endTier = sql`coalesce((select ${brandBilling.trialEndTier} from ${brandBilling}
    where ${brandBilling.brand} = ${spaces.brand}), ${DEFAULT_TRIAL.end_tier})`;
  const ended = await ctx.db
    .update(spaces)
    .set({
      tier: sql`case when ${spaces.billing} ? 'subscription' or ${spaces.subscriptionMode} <> 'no_sub'
        then ${spaces.tier} else ${endTier} end`,
      trialEndsAt: null,
      updatedAt: now,
    })
    .where(and(lte(spaces.trialEndsAt, now), eq(spaces.paymentInProgress, false)))
    .returning({ id: spaces.id });
  for (const { id } of ended) notifySpace(ctx, id);
  return ended.length;
}

/** PUT /admin/billing/{brand}/trial: the brand's trial plan, length and end tier (tiers of the catalogue). */
export async function setBrandTrial(db: Db, brand: string, trial: BrandTrial): Promise<BrandTrial> {
  const tiers = new Set((await loadCatalogue(db)).tiers.map((p) => p.tier));
  if (!tiers.has(trial.tier) || !tiers.has(trial.end_tier)) throw badRequest(CODES.trialPlanUnknown);
  const values = { trialTier: trial.tier, trialDays: trial.days, trialEndTier: trial.end_tier };
  await db
    .insert(brandBilling)
    .values({ brand, ...values, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: brandBilling.brand, set: { ...values, updatedAt: clock.now() } });
  return brandTrial(db, brand);
}
