import { and, eq, sql } from 'drizzle-orm';
import { campaignProspects, creditBalances, sandboxInvitations } from '../../db/schema/index.js';
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

/**
 * Browser tests only: what the sandbox network received from a campaign (invitation notes), per prospect —
 * the text that was really sent, matched to the campaign by the engine's client key.
 */
export async function sentNotesForTests(ctx: AppContext, scope: WorkspaceScope, workflowId: string) {
  const rows = await ctx.db
    .select({ prospectId: campaignProspects.prospectId, note: sandboxInvitations.note })
    .from(campaignProspects)
    .innerJoin(
      sandboxInvitations,
      sql`${sandboxInvitations.clientKey} like ${campaignProspects.id}::text || ':%'`,
    )
    .where(and(eq(campaignProspects.workflowId, workflowId), inSpace(campaignProspects, scope)));
  return { items: rows.map((r) => ({ profile_id: r.prospectId, text: r.note ?? '' })) };
}
