import { sql } from 'drizzle-orm';
import {
  isWebhookSuccess,
  mapWebhookPayload,
  webhookStatus,
  type WebhookFieldMapping,
  type WebhookPayload,
} from '@leadloop/domain';
import type { AppContext } from '../../lib/context.js';
import { rowsOf } from '../../db/rows.js';
import { clock } from '../../lib/clock.js';
import { tiersWith } from '../../lib/plans.js';
import { secretsFor } from '../../lib/secrets.js';
import { sqlInSpace } from '../../lib/scope.js';
import { postJson, TIMEOUT_MS } from './post.js';
import { signedHeaders } from './signing.js';
import { notify } from '../notifications/index.js';

/**
 * Retry schedule after a failed attempt (Standard Webhooks' recommendation): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
 * 10 h — 8 attempts over about 27.6 hours, then the delivery is `failed`.
 */
export const RETRY_DELAYS_S = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
/** Deliveries that gave up in a row before the subscription is disabled. */
export const DISABLE_AFTER_FAILED = 5;
/** Requests in flight per pass (the keep-alive agent keeps this many sockets per receiver). */
const CONCURRENCY = 32;
/** Deliveries claimed per statement; the next claim starts while a batch is still waiting (one claim ahead). */
const BATCH = 200;
/** Attempt results written per statement (or every FLUSH_MS, whichever comes first). */
const FLUSH_AT = 200;
const FLUSH_MS = 250;
/**
 * How long a claimed delivery is held from other workers. A claimed row waits behind at most
 * 2 × BATCH + CONCURRENCY others served CONCURRENCY at a time, each bounded by the POST timeout; the lease
 * outlasts that (plus its own attempt and the write-back), so a live worker never loses a row to another one
 * (about 3 min; 2-s passes take much less unless receivers time out). A row whose worker died is due again
 * when its lease ends, and is sent with the same webhook-id.
 */
export const LEASE_MS = (Math.ceil((2 * BATCH + CONCURRENCY) / CONCURRENCY) + 3) * TIMEOUT_MS;

/** A claimed delivery with what sending it needs (one joined statement, no read per delivery). */
export interface ClaimedDelivery {
  id: string;
  spaceId: string;
  webhookId: string;
  eventId: string;
  attempts: number;
  payload: Record<string, unknown>;
  url: string;
  secretEnc: string;
  failureStreak: number;
  lastDeliveryAt: Date | null;
  fieldMapping: WebhookFieldMapping[];
  seq: number;
}

interface Outcome {
  claimed: ClaimedDelivery;
  ok: boolean;
  giveUp: boolean;
  attempts: number;
  status: string;
  responseCode: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
  at: Date;
  next: Date | null;
}

const toDate = (v: unknown): Date | null => (v == null ? null : v instanceof Date ? v : new Date(String(v)));

const claimedColumns = sql`c.id, c.space_id, c.webhook_id, c.event_id, c.attempts, e.payload, w.url,
  w.secret_enc, w.failure_streak, w.last_delivery_at, w.field_mapping, c.seq`;
const jsonOf = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as unknown;

function toClaimed(r: Record<string, unknown>): ClaimedDelivery {
  return {
    id: r.id as string,
    spaceId: r.space_id as string,
    webhookId: r.webhook_id as string,
    eventId: r.event_id as string,
    attempts: Number(r.attempts),
    payload: jsonOf(r.payload) as Record<string, unknown>,
    url: r.url as string,
    secretEnc: r.secret_enc as string,
    failureStreak: Number(r.failure_streak),
    lastDeliveryAt: toDate(r.last_delivery_at),
    fieldMapping: (jsonOf(r.field_mapping) ?? []) as WebhookFieldMapping[],
    seq: Number(r.seq),
  };
}

/**
 * Claims due deliveries (all workspaces) in one statement: SKIP LOCKED picks rows no other worker is
 * claiming, the lease moves them out of everyone's "due" set, and the event and subscription come back joined.
 */
export async function claimDue(ctx: AppContext, limit: number): Promise<ClaimedDelivery[]> {
  const now = clock.nowMs();
  const rows = rowsOf<Record<string, unknown>>(
    await ctx.db.execute(sql`
      with due as (
        select id from webhook_deliveries
        where status in ('pending', 'retrying') and next_attempt_at <= ${new Date(now).toISOString()}::timestamptz
          and exists (select 1 from webhooks w where w.id = webhook_id and w.enabled)
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      ),
      c as (
        update webhook_deliveries d set next_attempt_at = ${new Date(now + LEASE_MS).toISOString()}::timestamptz
        from due where d.id = due.id
        returning d.*
      )
      select ${claimedColumns}
      from c
      join webhook_events e on e.id = c.event_id
      join webhooks w on w.id = c.webhook_id
      order by c.created_at`),
  );
  return rows.map(toClaimed);
}

/** Claims one delivery now (manual replay, test event): null when another worker holds it. */
export async function claimOne(
  ctx: AppContext,
  spaceId: string,
  id: string,
): Promise<ClaimedDelivery | null> {
  const now = clock.nowMs();
  const [row] = rowsOf<Record<string, unknown>>(
    await ctx.db.execute(sql`
      with c as (
        update webhook_deliveries d set next_attempt_at = ${new Date(now + LEASE_MS).toISOString()}::timestamptz
        where d.id = ${id} and ${sqlInSpace('d', spaceId)} and d.status in ('pending', 'retrying')
          and d.next_attempt_at <= ${new Date(now).toISOString()}::timestamptz
        returning d.*
      )
      select ${claimedColumns}
      from c
      join webhook_events e on e.id = c.event_id
      join webhooks w on w.id = c.webhook_id`),
  );
  return row ? toClaimed(row) : null;
}

/** Text PostgreSQL accepts inside jsonb: no NUL, no half of a surrogate pair (a body cut at its size limit). */
const storable = (s: string | null) =>
  s == null
    ? null
    : s
        .replaceAll('\u0000', '')
        .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** One signed POST of a claimed delivery; nothing is written here. */
async function send(ctx: AppContext, c: ClaimedDelivery, secret: string): Promise<Outcome> {
  const at = clock.now();
  // The subscription's field mapping shapes what is sent (and signed); the outbox keeps the event whole.
  const body = JSON.stringify(
    mapWebhookPayload(c.payload as unknown as WebhookPayload, c.fieldMapping, { now: at, seq: c.seq }),
  );
  // Signed with the wall-clock time of this attempt: receivers hold webhook-timestamp against their own clock.
  // webhook-id is the event: the same on every retry and replay, so receivers can de-duplicate.
  const headers = signedHeaders(secret, c.eventId, new Date(), body);
  const result = await postJson(c.url, body, headers, ctx.config.egress);
  const ok = result.status !== null && isWebhookSuccess(result.status);
  const attempts = c.attempts + 1;
  const giveUp = !ok && attempts >= MAX_ATTEMPTS;
  const delay = RETRY_DELAYS_S[attempts - 1] ?? 0;
  return {
    claimed: c,
    ok,
    giveUp,
    attempts,
    status: ok ? 'delivered' : giveUp ? 'failed' : 'retrying',
    responseCode: result.status,
    responseBody: storable(result.body),
    error: ok ? null : storable(result.error ?? webhookStatus(result.status ?? 0)),
    durationMs: result.durationMs,
    at,
    next: ok || giveUp ? null : new Date(clock.nowMs() + delay * 1000),
  };
}

/** What this process last wrote on a subscription's row, so a pass does not write it again for each batch. */
type Known = Map<string, { streak: number; lastDeliveryAt: Date | null }>;

/**
 * Writes a batch of attempt results in one statement (the log lines and each delivery's next attempt), then the
 * subscriptions' failure streaks in one more when one changes. A row is written only by the worker whose claim
 * made that attempt (`attempts` is the fence): a late writer whose lease ran out changes nothing.
 */
async function writeBack(ctx: AppContext, outcomes: Outcome[], known: Known): Promise<void> {
  if (!outcomes.length) return;
  const values = outcomes.map((o) => ({
    id: o.claimed.id,
    attempts: o.attempts,
    status: o.status,
    response_code: o.responseCode,
    response_body: o.responseBody,
    error: o.error,
    duration_ms: o.durationMs,
    last_attempt_at: o.at.toISOString(),
    next_attempt_at: o.next?.toISOString() ?? null,
  }));
  await ctx.db.execute(sql`
    update webhook_deliveries d set attempts = v.attempts, status = v.status, response_code = v.response_code,
      response_body = v.response_body, error = v.error, duration_ms = v.duration_ms,
      last_attempt_at = v.last_attempt_at, next_attempt_at = v.next_attempt_at
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid, attempts int, status text,
      response_code int, response_body text, error text, duration_ms int, last_attempt_at timestamptz,
      next_attempt_at timestamptz)
    where d.id = v.id and d.attempts = v.attempts - 1 and d.status <> 'dropped'`);
  await settleStreaks(ctx, outcomes, known);
}

/**
 * A delivery that arrived ends its subscription's failure streak; one that gave up lengthens it, and a long one
 * disables the subscription. Per subscription of the batch, in the order the attempts finished: the streak after
 * the batch is the give-ups after its last success (or the old streak plus the give-ups when none arrived). A
 * success writes the row only to end a streak or, at most once a minute, its last delivery time.
 */
async function settleStreaks(ctx: AppContext, outcomes: Outcome[], known: Known): Promise<void> {
  const per = new Map<string, { spaceId: string; reset: boolean; fails: number; deliveredAt: Date | null }>();
  for (const o of outcomes) {
    const k = per.get(o.claimed.webhookId) ?? {
      spaceId: o.claimed.spaceId,
      reset: false,
      fails: 0,
      deliveredAt: null,
    };
    if (o.ok) Object.assign(k, { reset: true, fails: 0, deliveredAt: o.at });
    else if (o.giveUp) k.fails++;
    per.set(o.claimed.webhookId, k);
  }
  const changes = [];
  for (const [id, k] of per) {
    const first = outcomes.find((o) => o.claimed.webhookId === id)!.claimed;
    const was = known.get(id) ?? { streak: first.failureStreak, lastDeliveryAt: first.lastDeliveryAt };
    const stale =
      k.deliveredAt &&
      (!was.lastDeliveryAt || k.deliveredAt.getTime() - was.lastDeliveryAt.getTime() > 60_000);
    if (k.fails > 0 || (k.reset && (was.streak > 0 || stale)))
      changes.push({
        id,
        space_id: k.spaceId,
        reset: k.reset,
        fails: k.fails,
        delivered_at: k.deliveredAt?.toISOString() ?? null,
      });
  }
  if (!changes.length) return;
  /* eslint-disable no-restricted-syntax -- each subscription row is matched with its own workspace */
  const rows = rowsOf<{ id: string; space_id: string; failure_streak: number; last_delivery_at: unknown }>(
    await ctx.db.execute(sql`
      update webhooks w set
        failure_streak = case when v.reset then v.fails else w.failure_streak + v.fails end,
        last_delivery_at = coalesce(v.delivered_at, w.last_delivery_at)
      from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
        as v(id uuid, space_id uuid, reset boolean, fails int, delivered_at timestamptz)
      where w.id = v.id and w.space_id = v.space_id
      returning w.id, w.space_id, w.failure_streak, w.last_delivery_at`),
  );
  /* eslint-enable no-restricted-syntax */
  for (const r of rows)
    known.set(r.id, { streak: Number(r.failure_streak), lastDeliveryAt: toDate(r.last_delivery_at) });
  const tooLong = rows.filter(
    (r) => Number(r.failure_streak) >= DISABLE_AFTER_FAILED && (per.get(r.id)?.fails ?? 0) > 0,
  );
  if (!tooLong.length) return;
  await disableSubscriptions(
    ctx,
    tooLong.map((r) => r.id),
  );
}

/**
 * Switches subscriptions off after a failure streak and, in the same statement, drops what they still had
 * queued (status `dropped`: kept in the log, never sent; an attempt in flight writes nothing back over it);
 * then tells the workspace's admins (in the app and by email, as they chose).
 */
async function disableSubscriptions(ctx: AppContext, ids: string[]): Promise<void> {
  const now = clock.now();
  const disabled = rowsOf<{
    id: string;
    space_id: string;
    url: string;
    created_by: string | null;
    dropped: number;
  }>(
    await ctx.db.execute(sql`
      with off as (
        update webhooks set enabled = false, updated_at = ${now.toISOString()}::timestamptz
        where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and enabled
        returning id, space_id, url, created_by
      ),
      gone as (
        update webhook_deliveries d set status = 'dropped', next_attempt_at = null
        from off where d.webhook_id = off.id and d.status in ('pending', 'retrying')
        returning d.webhook_id
      )
      select off.id, off.space_id, off.url, off.created_by,
        (select count(*)::int from gone where gone.webhook_id = off.id) as dropped
      from off`),
  );
  for (const { id: webhookId, space_id: spaceId, url, created_by: owner, dropped } of disabled) {
    ctx.log.warn({ webhookId, spaceId, dropped }, 'webhook disabled after a streak of failed deliveries');
    ctx.realtime?.emitToSpace(spaceId, 'update_space', { webhooks: true });
    const told = {
      spaceId,
      event: 'webhook_disabled',
      type: 'error',
      title: `Webhook to ${url} was disabled`,
      text: 'Its last deliveries all failed, so it was switched off and its queued deliveries were dropped. Fix the receiver, then enable it again.',
      params: { url },
      action: { type: 'router', text: 'Open webhooks', meta: { path: '/integrations/automation/webhook' } },
      withoutDuration: true,
      dedupeKey: `webhook_disabled:${webhookId}:${now.getTime()}`,
    } as const;
    // The workspace's admins, and the subscription's owner even when no longer an admin (once each: the
    // dedupe key is per user).
    await notify(ctx, { ...told, to: { admins: true } });
    if (owner) await notify(ctx, { ...told, to: { userIds: [owner] } });
  }
}

/** One attempt of a claimed delivery now, written back at once (manual replay, test event). */
export async function deliverOne(ctx: AppContext, claimed: ClaimedDelivery): Promise<void> {
  const outcome = await send(ctx, claimed, secretsFor(ctx).decrypt(claimed.secretEnc));
  await writeBack(ctx, [outcome], new Map());
}

/** Test seam: runs between the attempts of a batch and their write-back (a crash there is simulated by throwing). */
export interface PassHooks {
  beforeWriteBack?: (outcomes: number) => void | Promise<void>;
}

/**
 * The job honours the plan as the routes do: what a workspace without webhooks or Zapier in its plan has
 * queued is dropped (a downgraded workspace's outbox does not pile up; events after an upgrade are sent).
 */
async function dropOffPlan(ctx: AppContext): Promise<void> {
  const tiers = await tiersWith(ctx.db, 'webhook_integration', 'zapier_integration');
  const offPlan = tiers.length
    ? sql`space_id not in (select id from spaces where tier in (${sql.join(
        tiers.map((t) => sql`${t}`),
        sql`, `,
      )}))`
    : sql`true`;
  await ctx.db.execute(sql`
    update webhook_deliveries set status = 'dropped', next_attempt_at = null
    where status in ('pending', 'retrying') and next_attempt_at <= ${clock.now().toISOString()}::timestamptz
      and ${offPlan}`);
}

/**
 * The delivery job's pass: everything due, as a pipeline — claims of BATCH rows (one statement each) feed
 * CONCURRENCY requests in flight on keep-alive sockets, and results are written back FLUSH_AT at a time (one
 * statement). The pass ends when a claim comes back short and everything claimed is written. Returns how many
 * attempts were made. A failed statement ends the pass with its error after the requests in flight; rows
 * claimed and not written are due again when their lease ends (at-least-once, same webhook-id).
 */
export async function deliverDue(ctx: AppContext, hooks: PassHooks = {}): Promise<number> {
  await dropOffPlan(ctx);
  const queue: ClaimedDelivery[] = [];
  const secrets = new Map<string, string>();
  const known: Known = new Map();
  let pending: Outcome[] = [];
  let exhausted = false;
  let failure: unknown = null;
  let writeFailed = false;
  let claiming: Promise<void> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let total = 0;

  const fail = (err: unknown) => {
    failure ??= err;
    exhausted = true;
  };
  const refill = (): Promise<void> => {
    if (claiming) return claiming;
    if (exhausted) return Promise.resolve();
    claiming = claimDue(ctx, BATCH)
      .then((rows) => {
        queue.push(...rows);
        if (rows.length < BATCH) exhausted = true;
      }, fail)
      .finally(() => {
        claiming = null;
      });
    return claiming;
  };
  const next = async (): Promise<ClaimedDelivery | null> => {
    for (;;) {
      const item = queue.shift();
      if (item) {
        if (queue.length < BATCH) void refill();
        return item;
      }
      if (exhausted && !claiming) return null;
      await refill();
    }
  };
  const flush = () => {
    if (!pending.length) return writing;
    const batch = pending;
    pending = [];
    writing = writing.then(async () => {
      if (writeFailed) return;
      try {
        await hooks.beforeWriteBack?.(batch.length);
        await writeBack(ctx, batch, known);
      } catch (err) {
        writeFailed = true;
        fail(err);
      }
    });
    return writing;
  };
  const secretOf = (c: ClaimedDelivery) => {
    let s = secrets.get(c.webhookId);
    if (s === undefined) secrets.set(c.webhookId, (s = secretsFor(ctx).decrypt(c.secretEnc)));
    return s;
  };

  const timer = setInterval(() => void flush(), FLUSH_MS);
  try {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let c = await next(); c && !failure; c = await next()) {
          const outcome = await send(ctx, c, secretOf(c));
          pending.push(outcome); // after the await: `pending` may be a new array by now
          total++;
          if (pending.length >= FLUSH_AT) void flush();
        }
      }),
    );
    await flush();
  } finally {
    clearInterval(timer);
  }
  if (failure) throw failure;
  return total;
}
