import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { campaignProspects, prospects } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { inSpace } from '../../lib/scope.js';
import { markAsLead, stagesOf, updateDeal } from '../crm/index.js';
import { setRelation, type AccountScope } from '../prospects/index.js';

/** Deals the sample's pipeline holds at most: the interested replies first, then fresh connections. */
const SAMPLE_DEALS = 8;
/** Yearly contract values of a small B2B offer (USD), one per deal in turn. */
const AMOUNTS = [12_000, 4_800, 24_000, 9_600, 36_000, 7_200, 18_000, 15_000];

/**
 * The sample's pipeline, as a user would have filled it after two weeks: each prospect who answered with
 * interest, and a few new connections, are marked as leads (a deal in the first pipeline) and moved on by
 * how far the talk went. Uses the prospects' and the CRM's own operations, as the screens do.
 */
export async function addSampleDeals(
  ctx: AppContext,
  input: { spaceId: string; userId: string },
  interested: string[],
): Promise<void> {
  const scope: AccountScope = {
    spaceId: input.spaceId,
    userId: input.userId,
    isAdmin: true,
    availableCredentials: null,
    credentialIds: null,
  };
  const connected = await ctx.db
    .select({ id: prospects.id })
    .from(campaignProspects)
    .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
    .where(and(inSpace(campaignProspects, input.spaceId), isNotNull(campaignProspects.connectedAt)))
    .orderBy(desc(campaignProspects.connectedAt), desc(prospects.id));
  const fresh = connected.map((c) => c.id).filter((id) => !interested.includes(id));
  const chosen = [...interested, ...fresh.slice(0, Math.max(2, SAMPLE_DEALS - interested.length))].slice(
    0,
    SAMPLE_DEALS,
  );
  if (!chosen.length) return;
  for (const [i, prospectId] of chosen.entries()) {
    // Marked as a lead (the reports' "new leads"), which puts the deal in the pipeline's first stage.
    await setRelation(ctx.db, scope, prospectId, 'lead');
    const deal = await markAsLead(ctx.db, scope, prospectId);
    const stages = await stagesOf(ctx.db, scope, deal.pipeline_id);
    // Interested prospects stand further along (qualified, proposal, negotiation); new connections are
    // leads, or qualified once a first call took place.
    const stage = interested.includes(prospectId)
      ? stages[1 + (i % Math.max(1, stages.length - 1))]
      : stages[i % 2];
    await updateDeal(ctx.db, scope, deal._id, {
      amount: AMOUNTS[i % AMOUNTS.length],
      currency: 'usd',
      ...(stage && stage.id !== deal.crm_stage._id ? { crm_stage: stage.id } : {}),
    });
  }
}
