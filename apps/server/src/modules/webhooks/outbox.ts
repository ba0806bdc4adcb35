import { sql, type SQL } from 'drizzle-orm';
import type { EventTrigger } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { clock } from '../../lib/clock.js';
import { isUuid } from '../../lib/ids.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Writer = Db | Tx;

export interface ProductEvent {
  spaceId: string;
  type: EventTrigger;
  /** Names the event once (e.g. `workflow_event:<id>`): writing the same key again adds nothing. */
  key: string;
  data: Record<string, unknown>;
  at?: Date;
}

const uuidOrNull = (v: unknown) => (typeof v === 'string' && isUuid(v) ? v : null);

/** The body every subscriber receives (Standard Webhooks shape: type, timestamp, data). */
export const eventPayload = (event: ProductEvent, at: Date) => ({
  type: event.type,
  timestamp: at.toISOString(),
  data: { space_id: event.spaceId, ...event.data },
});

/**
 * Puts product events into the webhook outbox in ONE statement, in the caller's transaction (pass the `tx` the
 * events themselves are written with): an outbox row for each event that an enabled subscription of its workspace
 * listens to, and one delivery per such subscription (INSERT … SELECT fan-out). `key` is unique: a key written
 * before (or twice in the batch) adds nothing. Returns key → outbox id for the events written now.
 * `onlyWebhookId` (the test event) fans out to that one subscription, whatever its types.
 */
export async function emitWebhookEvents(
  db: Writer,
  events: readonly ProductEvent[],
  onlyWebhookId?: string,
): Promise<Map<string, string>> {
  const ctes = webhookOutboxCtes(events, { onlyWebhookId });
  if (!ctes) return new Map();
  const rows = rowsOf<{ id: string; key: string }>(
    await db.execute(sql`with ${sql.join(ctes, sql`, `)} select id, key from wh_ev`),
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}

/**
 * The outbox writes of `emitWebhookEvents` as named common table expressions (`wh_in`, `wh_listening`,
 * `wh_ev` — its `id, key` — and `wh_fan`), for a caller that writes the events' own change in the same
 * statement (the engine's finalize). `when` gates them all (the caller's guard). Null: no event.
 */
export function webhookOutboxCtes(
  events: readonly ProductEvent[],
  options: { onlyWebhookId?: string; when?: SQL } = {},
): SQL[] | null {
  const seen = new Set<string>();
  const input = [];
  for (const event of events) {
    if (seen.has(event.key)) continue;
    seen.add(event.key);
    const at = event.at ?? clock.now();
    input.push({
      space_id: event.spaceId,
      prospect_id: uuidOrNull(event.data.prospect_id),
      workflow_id: uuidOrNull(event.data.workflow_id),
      type: event.type,
      key: event.key,
      payload: eventPayload(event, at),
      created_at: at.toISOString(),
    });
  }
  if (!input.length) return null;
  // A subscription's filters (issue 36): campaigns — the event's campaign, or a campaign the prospect is in;
  // labels — a label the prospect has now (after the change the event records). An event about no prospect
  // passes no filter. The test event goes to its one subscription, filters or not.
  const listens = options.onlyWebhookId
    ? sql`w.id = ${options.onlyWebhookId}`
    : sql`w.enabled and w.update_types @> array[i.type]
        and (cardinality(w.workflow_ids) = 0 or i.workflow_id = any(w.workflow_ids)
          or exists (select 1 from campaign_prospects cp
            where cp.prospect_id = i.prospect_id and cp.workflow_id = any(w.workflow_ids)))
        and (cardinality(w.label_ids) = 0 or exists (select 1 from prospects p
            where p.id = i.prospect_id and p.labels && w.label_ids))`;
  // `listening` is read once (same snapshot) for both inserts: a delivery row exists for exactly the
  // subscriptions that made the event worth writing.
  /* eslint-disable no-restricted-syntax -- joins each event to the subscriptions of its own workspace */
  return [
    sql`wh_in as (
        select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
          as r(space_id uuid, prospect_id uuid, workflow_id uuid, type text, key text, payload jsonb,
            created_at timestamptz)
        where ${options.when ?? sql`true`}
      )`,
    sql`wh_listening as materialized (
        select i.key, w.id as webhook_id from wh_in i join webhooks w on w.space_id = i.space_id and ${listens}
      )`,
    sql`wh_ev as (
        insert into webhook_events (space_id, type, key, payload, created_at)
        select i.space_id, i.type, i.key, i.payload, i.created_at from wh_in i
        where exists (select 1 from wh_listening l where l.key = i.key)
        on conflict (key) do nothing
        returning id, key, space_id, type, created_at
      )`,
    sql`wh_fan as (
        insert into webhook_deliveries (space_id, webhook_id, event_id, event_type, next_attempt_at, created_at)
        select ev.space_id, l.webhook_id, ev.id, ev.type, ev.created_at, ev.created_at
        from wh_ev ev join wh_listening l on l.key = ev.key
      )`,
  ];
  /* eslint-enable no-restricted-syntax */
}

/**
 * One product event into the outbox (see `emitWebhookEvents`; one statement, one indexed read when nobody
 * listens). Returns the outbox row's id, or null when nothing was written (no listener, or the key was written
 * already).
 */
export async function emitWebhookEvent(
  db: Writer,
  event: ProductEvent,
  onlyWebhookId?: string,
): Promise<string | null> {
  return (await emitWebhookEvents(db, [event], onlyWebhookId)).get(event.key) ?? null;
}
