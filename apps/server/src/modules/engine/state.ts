import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { EVENT_TRIGGERS, type EventTrigger } from '@leadloop/domain';
import { campaignProspects } from '../../db/schema/index.js';
import { webhookOutboxCtes } from '../webhooks/index.js';
import { randomUUID } from 'node:crypto';

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

/** The columns a state change sets (writeState's, or a statement that folds it with another write). */
export function stateSet(
  state: CpState,
  extra: { nextRunAt: Date | null; waitReason: string | null },
  columns: CpColumns = {},
) {
  return {
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
  };
}

export async function writeState(
  db: Writer,
  cpId: string,
  state: CpState,
  extra: { nextRunAt: Date | null; waitReason: string | null },
  columns: CpColumns = {},
): Promise<void> {
  await db
    .update(campaignProspects)
    .set(stateSet(state, extra, columns))
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
export function holdAccountSql(
  credentialId: string,
  until: Date,
  reason: string,
  when: SQL = sql`true`,
): SQL {
  return sql`insert into engine_account_holds (credential_id, until, reason)
    select ${credentialId}::uuid, ${until.toISOString()}::timestamptz, ${reason} where ${when}
    on conflict (credential_id) do update set until = excluded.until, reason = excluded.reason`;
}

/**
 * Several writes of one transaction to different rows as one statement (data-modifying CTEs, each run
 * once whether read or not): one round trip instead of one each.
 */
export async function writeFolded(db: Writer, writes: SQLWrapper[]): Promise<void> {
  if (!writes.length) return;
  // getSQL(): a query builder embedded as such would be put in parentheses.
  const last = writes[writes.length - 1]!.getSQL();
  const before = writes.slice(0, -1).map((w, i) => sql`${sql.raw(`w${i}`)} as (${w.getSQL()})`);
  await db.execute(before.length ? sql`with ${sql.join(before, sql`, `)} ${last}` : last);
}

/** writeState, with earlier writes of the transaction (taken out of `before`) folded into its statement. */
export async function writeStateAfter(
  db: Writer,
  before: SQLWrapper[],
  cpId: string,
  state: CpState,
  extra: { nextRunAt: Date | null; waitReason: string | null },
  columns: CpColumns = {},
): Promise<void> {
  const update = db
    .update(campaignProspects)
    .set(stateSet(state, extra, columns))
    .where(eq(campaignProspects.id, cpId));
  await writeFolded(db, [...before.splice(0), update]);
}

/** 'got reply': the prospect stops before any further step. */
export async function pauseForReply(db: Writer, cpId: string, at: Date): Promise<void> {
  await db
    .update(campaignProspects)
    .set({ status: 'paused', pausedReason: 'got_reply', repliedAt: at, nextRunAt: null, waitReason: null })
    .where(and(eq(campaignProspects.id, cpId), inArray(campaignProspects.status, ['active', 'pending'])));
}

/** 001 §3 event triggers, recorded for webhooks and reports: the event and its outbox rows, one statement. */
export async function recordEvent(db: Writer, event: EngineEvent, at: Date): Promise<void> {
  await db.execute(sql`with ${sql.join(eventCtes(event, at), sql`, `)} select 1`);
}

export type EngineEvent = {
  spaceId: string;
  credentialId?: string | null;
  workflowId?: string | null;
  prospectId?: string | null;
  type: string;
  data?: Record<string, unknown>;
};

/**
 * An event's writes as common table expressions for the caller's statement: the `workflow_events` row
 * (its id made here, so the outbox key `workflow_event:<id>` is known before it is written) and, for a
 * trigger, the webhook outbox rows in the same statement. `when` gates them (the caller's guard).
 */
export function eventCtes(event: EngineEvent, at: Date, when: SQL = sql`true`): SQL[] {
  const id = randomUUID();
  const data = event.data ?? {};
  const row = sql`ev_row as (insert into workflow_events
      (id, space_id, credential_id, workflow_id, prospect_id, type, data, created_at)
    select ${id}::uuid, ${event.spaceId}::uuid, ${event.credentialId ?? null}::uuid, ${event.workflowId ?? null}::uuid,
      ${event.prospectId ?? null}::uuid, ${event.type}, ${JSON.stringify(data)}::jsonb, ${at.toISOString()}::timestamptz
    where ${when})`;
  const outbox = isTrigger(event.type)
    ? webhookOutboxCtes(
        [
          {
            spaceId: event.spaceId,
            type: event.type,
            key: `workflow_event:${id}`,
            data: {
              workflow_id: event.workflowId ?? null,
              prospect_id: event.prospectId ?? null,
              credentials_id: event.credentialId ?? null,
              ...data,
            },
            at,
          },
        ],
        { when },
      )
    : null;
  return [row, ...(outbox ?? [])];
}

const isTrigger = (type: string): type is EventTrigger =>
  (EVENT_TRIGGERS as readonly string[]).includes(type);

export const nowIso = (d: Date) => d.toISOString();
export { sql };
