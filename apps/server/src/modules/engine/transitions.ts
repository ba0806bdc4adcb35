import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campaignProspects, workflowEvents } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';
import { RUNNING_PROSPECT_STATUSES } from './enroll.js';

/**
 * The engine's named transitions of one prospect's place in campaigns: the engine owns `campaign_prospects`
 * (db/schema/owners.json), other areas move a prospect only through these.
 */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;
type CpRow = typeof campaignProspects.$inferSelect;

/** Statuses in which a prospect still waits for or runs a step (a pause from outside stops these). */
const PAUSABLE = ['active', 'pending', 'campaign_paused'];

/**
 * Pauses one prospect in every campaign of the workspace that still contacts it, for an outside reason
 * (a Calendly meeting booked, a hard bounce); returns the campaigns it was paused in.
 */
export async function pauseProspects(
  db: Writer,
  args: { spaceId: string; prospectId: string; reason: string; waitReason?: string | null },
): Promise<{ workflowId: string; credentialId: string }[]> {
  return db
    .update(campaignProspects)
    .set({
      status: 'paused',
      pausedReason: args.reason,
      waitReason: args.waitReason ?? null,
      nextRunAt: null,
    })
    .where(
      and(
        eq(campaignProspects.prospectId, args.prospectId),
        inSpace(campaignProspects, args.spaceId),
        inArray(campaignProspects.status, PAUSABLE),
      ),
    )
    .returning({ workflowId: campaignProspects.workflowId, credentialId: campaignProspects.credentialId });
}

/**
 * Issue 40: the prospect opted out: every campaign still contacting it is paused as 'opted_out', and one
 * already paused (by the reply that carried the opt-out) shows that reason now.
 */
export async function pauseOptedOut(
  db: Writer,
  args: { spaceId: string; prospectId: string },
): Promise<void> {
  await pauseProspects(db, { ...args, reason: 'opted_out' });
  await db
    .update(campaignProspects)
    .set({ pausedReason: 'opted_out' })
    .where(
      and(
        eq(campaignProspects.prospectId, args.prospectId),
        inSpace(campaignProspects, args.spaceId),
        eq(campaignProspects.status, 'paused'),
      ),
    );
}

/**
 * Excludes prospects from the running campaigns of a workspace (only `workflowId`'s when given; only those
 * of `credentialIds` unless null); returns how many campaign places were stopped.
 */
export async function excludeProspects(
  db: Writer,
  args: {
    spaceId: string;
    prospectIds: string[];
    reason: string;
    workflowId?: string | null;
    credentialIds: string[] | null;
    now: Date;
  },
): Promise<number> {
  const rows = await db
    .update(campaignProspects)
    .set({ status: 'excluded', excludedReason: args.reason, nextRunAt: null, updatedAt: args.now })
    .where(
      and(
        inSpace(campaignProspects, args.spaceId),
        inArray(campaignProspects.prospectId, args.prospectIds),
        inArray(campaignProspects.status, RUNNING_PROSPECT_STATUSES),
        args.workflowId ? eq(campaignProspects.workflowId, args.workflowId) : undefined,
        args.credentialIds === null
          ? undefined
          : inArray(
              campaignProspects.credentialId,
              args.credentialIds.length ? args.credentialIds : ['00000000-0000-0000-0000-000000000000'],
            ),
      ),
    )
    .returning({ id: campaignProspects.id });
  return rows.length;
}

/** Manual approval of the step a prospect waits on; `wakeAt` is when it runs (null: not before a new answer). */
export async function setStepApproval(
  db: Writer,
  cpId: string,
  approval: 'approved' | 'hold' | 'canceled',
  wakeAt: Date | null,
): Promise<void> {
  await db
    .update(campaignProspects)
    .set({ approval, nextRunAt: wakeAt, waitReason: approval === 'hold' ? 'hold' : null })
    .where(eq(campaignProspects.id, cpId));
}

/** Stops one prospect by hand ('manual stop'). */
export async function stopProspect(db: Writer, cpId: string): Promise<void> {
  await db
    .update(campaignProspects)
    .set({ status: 'paused', pausedReason: 'manual_stop', nextRunAt: null })
    .where(eq(campaignProspects.id, cpId));
}

/** Lets a paused prospect continue its current step: now when its campaign runs, else once the campaign does. */
export async function resumeProspect(
  db: Writer,
  cp: Pick<CpRow, 'id' | 'currentNodeId'>,
  campaignRunning: boolean,
  now: Date,
): Promise<void> {
  await db
    .update(campaignProspects)
    .set({
      status: campaignRunning ? (cp.currentNodeId ? 'active' : 'pending') : 'campaign_paused',
      pausedReason: null,
      nextRunAt: campaignRunning ? now : null,
      attempts: 0,
    })
    .where(eq(campaignProspects.id, cp.id));
}

/** Logs what happened to a prospect (the timeline, reports and webhooks read `workflow_events`); returns its id. */
export async function logWorkflowEvent(
  db: Writer,
  event: typeof workflowEvents.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(workflowEvents).values(event).returning({ id: workflowEvents.id });
  return row!.id;
}
