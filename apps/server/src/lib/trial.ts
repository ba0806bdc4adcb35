import { eq } from 'drizzle-orm';
import type { Workspace } from '@leadloop/domain';
import type { BrandTrial } from '@leadloop/domain/billing/admin';
import { DEFAULT_TRIAL } from '@leadloop/domain/billing/catalogue';
import type { Db } from '../db/client.js';
import { brandBilling } from '../db/schema/index.js';
import { clock } from './clock.js';

export const DAY_MS = 86_400_000;

/**
 * A brand's trial (issue 33): the plan a new workspace starts on, for how many days, and the tier it
 * moves to at the end. What the brand did not set is DEFAULT_TRIAL's. 0 days: no trial, a new workspace
 * starts on the end tier.
 */
export async function brandTrial(db: Db, brand: string): Promise<BrandTrial> {
  const [row] = await db
    .select({ tier: brandBilling.trialTier, days: brandBilling.trialDays, end: brandBilling.trialEndTier })
    .from(brandBilling)
    .where(eq(brandBilling.brand, brand));
  return {
    tier: row?.tier ?? DEFAULT_TRIAL.tier,
    days: row?.days ?? DEFAULT_TRIAL.days,
    end_tier: row?.end ?? DEFAULT_TRIAL.end_tier,
  };
}

/** The columns a new workspace of the brand starts with. */
export async function newWorkspaceTrial(db: Db, brand: string) {
  const trial = await brandTrial(db, brand);
  if (trial.days <= 0) return { tier: trial.end_tier, trialEndsAt: null };
  return { tier: trial.tier, trialEndsAt: new Date(clock.nowMs() + trial.days * DAY_MS) };
}

/** A running trial as the screens show it: whole days left, rounded up (the last day says 1). */
export function trialView(space: { tier: number; trialEndsAt: Date | null }): Workspace['trial'] {
  if (!space.trialEndsAt) return null;
  const left = Math.ceil((space.trialEndsAt.getTime() - clock.nowMs()) / DAY_MS);
  return { tier: space.tier, ends_at: space.trialEndsAt.toISOString(), days_left: Math.max(0, left) };
}
