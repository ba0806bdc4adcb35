import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { isWebhookSuccess, webhookStatus } from '@leadloop/domain';
import type { AppContext } from '../../lib/context.js';
import {
  webhookDeliveries,
  webhookEvents,
  webhooks,
  type WebhookDeliveryRow,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { inSpace } from '../../lib/scope.js';
import { postJson } from './post.js';
import { signedHeaders } from './signing.js';

/**
 * Retry schedule after a failed attempt (Standard Webhooks' recommendation): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
 * 10 h — 8 attempts over about 27.6 hours, then the delivery is `failed`.
 */
export const RETRY_DELAYS_S = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
/** Deliveries that gave up in a row before the subscription is disabled. */
export const DISABLE_AFTER_FAILED = 5;
/** How long a claimed delivery is held from other workers (longer than one attempt's timeout). */
const LEASE_MS = 60_000;
const BATCH = 50;
const CONCURRENCY = 20;

const OPEN = ['pending', 'retrying'];

/** Claims due deliveries (all workspaces) with SKIP LOCKED, so any number of workers share the work. */
async function claimDue(ctx: AppContext, limit: number): Promise<WebhookDeliveryRow[]> {
  const now = clock.now();
  const due = ctx.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.status, OPEN), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return ctx.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

/** Claims one delivery now (manual replay, test event): null when another worker holds it. */
export async function claimOne(
  ctx: AppContext,
  spaceId: string,
  id: string,
): Promise<WebhookDeliveryRow | null> {
  const now = clock.now();
  const [row] = await ctx.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        inSpace(webhookDeliveries, spaceId),
        inArray(webhookDeliveries.status, OPEN),
        lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** One attempt of a claimed delivery: signed POST, then the log line and the next attempt (or the end). */
export async function attempt(ctx: AppContext, delivery: WebhookDeliveryRow): Promise<WebhookDeliveryRow> {
  const [target] = await ctx.db
    .select({ webhook: webhooks, payload: webhookEvents.payload })
    .from(webhooks)
    .innerJoin(webhookEvents, eq(webhookEvents.id, delivery.eventId))
    .where(and(eq(webhooks.id, delivery.webhookId), inSpace(webhooks, delivery.spaceId)));
  if (!target) return delivery;
  const body = JSON.stringify(target.payload);
  const at = clock.now();
  const secret = secretsFor(ctx).decrypt(target.webhook.secretEnc);
  // Signed with the wall-clock time of this attempt: receivers hold webhook-timestamp against their own clock.
  const headers = signedHeaders(secret, delivery.eventId, new Date(), body);
  const result = await postJson(target.webhook.url, body, headers, ctx.config.webhookAllowHosts);
  const ok = result.status !== null && isWebhookSuccess(result.status);
  const attempts = delivery.attempts + 1;
  const giveUp = !ok && attempts >= MAX_ATTEMPTS;
  const delay = RETRY_DELAYS_S[attempts - 1] ?? 0;
  const [updated] = await ctx.db
    .update(webhookDeliveries)
    .set({
      attempts,
      status: ok ? 'delivered' : giveUp ? 'failed' : 'retrying',
      responseCode: result.status,
      responseBody: result.body,
      error: ok ? null : (result.error ?? webhookStatus(result.status ?? 0)),
      durationMs: result.durationMs,
      lastAttemptAt: at,
      nextAttemptAt: ok || giveUp ? null : new Date(clock.nowMs() + delay * 1000),
    })
    .where(eq(webhookDeliveries.id, delivery.id))
    .returning();
  // A success writes the subscription only to end a streak or, at most once a minute, its last delivery time.
  const stale =
    !target.webhook.lastDeliveryAt || at.getTime() - target.webhook.lastDeliveryAt.getTime() > 60_000;
  if (giveUp || (ok && (target.webhook.failureStreak > 0 || stale)))
    await settleStreak(ctx, target.webhook.id, delivery.spaceId, ok, at);
  return updated ?? delivery;
}

/** A delivery that arrived ends the failure streak; one that gave up lengthens it, and a long one disables it. */
async function settleStreak(ctx: AppContext, webhookId: string, spaceId: string, ok: boolean, at: Date) {
  const where = and(eq(webhooks.id, webhookId), inSpace(webhooks, spaceId));
  if (ok) {
    await ctx.db.update(webhooks).set({ failureStreak: 0, lastDeliveryAt: at }).where(where);
    return;
  }
  const [row] = await ctx.db
    .update(webhooks)
    .set({ failureStreak: sql`${webhooks.failureStreak} + 1` })
    .where(where)
    .returning({ streak: webhooks.failureStreak });
  if (row && row.streak >= DISABLE_AFTER_FAILED) {
    await ctx.db.update(webhooks).set({ enabled: false, updatedAt: at }).where(where);
    ctx.log.warn({ webhookId, spaceId }, 'webhook disabled after a streak of failed deliveries');
    ctx.realtime?.emitToSpace(spaceId, 'update_space', { webhooks: true });
  }
}

/** The delivery job's pass: everything due, in batches, a few at a time. Returns how many attempts were made. */
export async function deliverDue(ctx: AppContext): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = await claimDue(ctx, BATCH);
    if (!batch.length) return total;
    for (let i = 0; i < batch.length; i += CONCURRENCY)
      await Promise.all(batch.slice(i, i + CONCURRENCY).map((d) => attempt(ctx, d)));
    total += batch.length;
    if (batch.length < BATCH) return total;
  }
}
