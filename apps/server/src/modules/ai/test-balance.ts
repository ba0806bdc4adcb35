import { creditBalances } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { creditsSummary } from '../credits/index.js';

/** Browser tests only (LEADLOOP_TEST_HOOKS=1): puts the workspace's credit balance at a value. */
export async function setBalanceForTests(ctx: AppContext, scope: WorkspaceScope, balance: number) {
  await creditsSummary(ctx.db, scope.spaceId); // makes sure the balance row exists
  await ctx.db.update(creditBalances).set({ balance }).where(inSpace(creditBalances, scope));
  ctx.realtime.emitToSpace(scope.spaceId, 'update_credits', { space_id: scope.spaceId });
  return { balance };
}
