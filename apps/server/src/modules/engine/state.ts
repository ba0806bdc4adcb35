import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { EVENT_TRIGGERS, type EventTrigger } from '@leadloop/domain';
import { campaignProspects, workflowEvents } from '../../db/schema/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;
export type CpRow = typeof campaignProspects.$inferSelect;
export type StepResult = CpRow['steps'][string];

/** The part of a campaign prospect the engine moves. */
export interface CpState {
  status: string;
  currentNodeId: string | null;
  nodeEnteredAt: Date | null;
  steps: Record<string, StepResult>;
  approval: string | null;
  attempts: number;
}

/** Other columns a state change may set in the same statement (finished, invited, paused because…). */
export type CpColumns = Partial<
  Pick<CpRow, 'finishedAt' | 'invitedAt' | 'pausedReason' | 'excludedReason' | 'repliedAt'>
>;

export async function writeState(
  db: Writer,
  cpId: string,
  state: CpState,
  extra: { nextRunAt: Date | null; waitReason: string | null },
  columns: CpColumns = {},
): Promise<void> {
  await db
    .update(campaignProspects)
    .set({
      ...columns,
      status: state.status,
      currentNodeId: state.currentNodeId,
      nodeEnteredAt: state.nodeEnteredAt,
      steps: state.steps,
      approval: state.approval,
      attempts: state.attempts,
      nextRunAt: extra.nextRunAt,
      waitReason: extra.waitReason,
      updatedAt: new Date(),
    })
    .where(eq(campaignProspects.id, cpId));
}

/** The campaign prospect row, locked for this transaction (null when missing). */
export async function lockCampaignProspect(tx: Writer, cpId: string): Promise<CpRow | null> {
  const [cp] = await tx.select().from(campaignProspects).where(eq(campaignProspects.id, cpId)).for('update');
  return cp ?? null;
}

/** The state part of a campaign prospect row, copied so it can be moved. */
export function stateOf(cp: CpRow): CpState {
  return {
    status: cp.status,
    currentNodeId: cp.currentNodeId,
    nodeEnteredAt: cp.nodeEnteredAt,
    steps: { ...cp.steps },
    approval: cp.approval,
    attempts: cp.attempts,
  };
}

/**
 * Holds an account as a whole until `until` (spacing after an action, outside work hours): the scheduler
 * leaves its rows alone meanwhile (issue 13). A hint only; the claim decides from the actions log.
 */
export async function holdAccount(
  db: Writer,
  credentialId: string,
  until: Date,
  reason: string,
): Promise<void> {
  await db.execute(sql`insert into engine_account_holds (credential_id, until, reason)
    values (${credentialId}, ${until.toISOString()}, ${reason})
    on conflict (credential_id) do update set until = excluded.until, reason = excluded.reason`);
}

/** 'got reply': the prospect stops before any further step. */
export async function pauseForReply(db: Writer, cpId: string, at: Date): Promise<void> {
  await db
    .update(campaignProspects)
    .set({ status: 'paused', pausedReason: 'got_reply', repliedAt: at, nextRunAt: null, waitReason: null })
    .where(and(eq(campaignProspects.id, cpId), inArray(campaignProspects.status, ['active', 'pending'])));
}

/** 001 §3 event triggers, recorded for webhooks and reports. */
export async function recordEvent(
  db: Writer,
  event: {
    spaceId: string;
    credentialId?: string | null;
    workflowId?: string | null;
    prospectId?: string | null;
    type: string;
    data?: Record<string, unknown>;
  },
  at: Date,
): Promise<void> {
  const [row] = await db
    .insert(workflowEvents)
    .values({ ...event, data: event.data ?? {}, createdAt: at })
    .returning({ id: workflowEvents.id });
  // The webhook outbox, in the same transaction: one row per event, keyed by the event's id.
  if (row && isTrigger(event.type))
    await emitWebhookEvent(db, {
      spaceId: event.spaceId,
      type: event.type,
      key: `workflow_event:${row.id}`,
      data: {
        workflow_id: event.workflowId ?? null,
        prospect_id: event.prospectId ?? null,
        credentials_id: event.credentialId ?? null,
        ...event.data,
      },
      at,
    });
}

const isTrigger = (type: string): type is EventTrigger =>
  (EVENT_TRIGGERS as readonly string[]).includes(type);

export const nowIso = (d: Date) => d.toISOString();
export { sql };
