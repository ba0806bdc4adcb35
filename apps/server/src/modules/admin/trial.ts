import { eq } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import { spaces } from '../../db/schema/index.js';
import type { AdminScope } from '../../lib/admin-guard.js';
import { clock } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { brandTrial, DAY_MS } from '../../lib/trial.js';
import { notifySpace } from '../spaces/index.js';
import { getCustomer, requireCustomer } from './customers.js';

/**
 * POST /admin/space/{id}/extend_trial (issue 33): adds days to a running trial; a trial already over
 * starts again from now on the brand's trial plan. A workspace on a plan has no trial to extend.
 */
export async function extendTrial(ctx: AppContext, scope: AdminScope, spaceId: string, days: number) {
  const { space } = await requireCustomer(ctx, scope, spaceId);
  if (space.billing.subscription || space.subscriptionMode !== 'no_sub')
    throw badRequest(CODES.trialNotForPaidPlan);
  const from = Math.max(space.trialEndsAt?.getTime() ?? 0, clock.nowMs());
  const restart = space.trialEndsAt ? null : await brandTrial(ctx.db, space.brand);
  await ctx.db
    .update(spaces)
    .set({
      trialEndsAt: new Date(from + days * DAY_MS),
      ...(restart && { tier: restart.tier }),
      updatedAt: clock.now(),
    })
    .where(eq(spaces.id, space.id));
  notifySpace(ctx, space.id);
  return getCustomer(ctx, scope, space.id);
}
