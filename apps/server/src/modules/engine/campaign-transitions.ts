import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campaignProspects } from '../../db/schema/index.js';

/**
 * The engine's named transitions of every prospect of one campaign, for what the campaigns area decides
 * (pause, resume, archive, delete, a new sequence): the engine owns `campaign_prospects`
 * (db/schema/owners.json).
 */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;

/**
 * Parks the campaign's running prospects as 'campaign paused'. A pause by hand also drops what each one
 * waited for (it is decided again on resume); an archive keeps it.
 */
export async function pauseCampaignProspects(
  db: Writer,
  workflowId: string,
  why: 'paused' | 'archived',
): Promise<void> {
  await db
    .update(campaignProspects)
    .set(
      why === 'paused'
        ? { status: 'campaign_paused', nextRunAt: null, waitReason: null }
        : { status: 'campaign_paused', nextRunAt: null },
    )
    .where(
      and(
        eq(campaignProspects.workflowId, workflowId),
        inArray(campaignProspects.status, ['active', 'pending']),
      ),
    );
}

/** Wakes the campaign's waiting prospects now: those on a step go on ('active'), the others start. */
export async function resumeCampaignProspects(db: Writer, workflowId: string, now: Date): Promise<void> {
  await db
    .update(campaignProspects)
    .set({
      status: sql`case when ${campaignProspects.currentNodeId} is null then 'pending' else 'active' end`,
      nextRunAt: now,
      waitReason: null,
    })
    .where(
      and(
        eq(campaignProspects.workflowId, workflowId),
        inArray(campaignProspects.status, ['campaign_paused', 'pending', 'active']),
      ),
    );
}

/**
 * 'Manual resume' from a chosen step: it runs now (entered `delayMs` ago, so its delay is not waited
 * again); the step each prospect stood on is marked skipped. A prospect paused by a reply stays paused.
 */
export async function resumeCampaignFromStep(
  db: Writer,
  workflowId: string,
  target: { id: string; delayMs: number },
  now: Date,
): Promise<void> {
  const enteredAt = new Date(now.getTime() - target.delayMs);
  const skipped = JSON.stringify({ status: 'skipped', reason: 'manual_resume', at: now.toISOString() });
  await db
    .update(campaignProspects)
    .set({
      steps: sql`case when ${campaignProspects.currentNodeId} is not null and ${campaignProspects.currentNodeId} <> ${target.id} then ${campaignProspects.steps} || jsonb_build_object(${campaignProspects.currentNodeId}, ${skipped}::jsonb) else ${campaignProspects.steps} end`,
      currentNodeId: target.id,
      nodeEnteredAt: enteredAt,
      attempts: 0,
      approval: null,
      status: 'active',
      pausedReason: null,
      nextRunAt: now,
    })
    .where(
      and(
        eq(campaignProspects.workflowId, workflowId),
        inArray(campaignProspects.status, ['active', 'paused']),
        sql`${campaignProspects.pausedReason} is distinct from 'got_reply'`,
      ),
    );
}

/** A new sequence: prospects standing on a removed step continue from `startNodeId`. */
export async function moveOffRemovedSteps(
  db: Writer,
  workflowId: string,
  keptNodeIds: string[],
  startNodeId: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(campaignProspects)
    .set({ currentNodeId: startNodeId, nodeEnteredAt: now })
    .where(
      and(
        eq(campaignProspects.workflowId, workflowId),
        isNotNull(campaignProspects.currentNodeId),
        // (an array bound into sql`` expands to a parameter list, not a text[]: use notInArray)
        notInArray(campaignProspects.currentNodeId, keptNodeIds),
      ),
    );
}

/** A deleted campaign stops at once (nothing is due any more); its rows go with purgeCampaignProspects. */
export async function stopCampaignProspects(db: Writer, workflowId: string): Promise<void> {
  await db
    .update(campaignProspects)
    .set({ nextRunAt: null })
    .where(eq(campaignProspects.workflowId, workflowId));
}

/** Removes every prospect row of a deleted campaign. */
export async function purgeCampaignProspects(db: Writer, workflowId: string): Promise<void> {
  await db.delete(campaignProspects).where(eq(campaignProspects.workflowId, workflowId));
}
