import { and, arrayContains, eq } from 'drizzle-orm';
import type { EventTrigger } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, webhookEvents, webhooks } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { inSpace } from '../../lib/scope.js';

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

/** The body every subscriber receives (Standard Webhooks shape: type, timestamp, data). */
export const eventPayload = (event: ProductEvent, at: Date) => ({
  type: event.type,
  timestamp: at.toISOString(),
  data: { space_id: event.spaceId, ...event.data },
});

/**
 * Puts a product event into the webhook outbox, in the caller's transaction (pass the `tx` the event itself is
 * written with), with one delivery per enabled subscription of the workspace that listens to its type. Costs one
 * indexed read when nobody listens. Returns the outbox row's id, or null when nothing was written (no listener, or
 * the key was written already).
 */
export async function emitWebhookEvent(
  db: Writer,
  event: ProductEvent,
  onlyWebhookId?: string,
): Promise<string | null> {
  const listeners = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      onlyWebhookId
        ? and(inSpace(webhooks, event.spaceId), eq(webhooks.id, onlyWebhookId))
        : and(
            inSpace(webhooks, event.spaceId),
            eq(webhooks.enabled, true),
            arrayContains(webhooks.updateTypes, [event.type]),
          ),
    );
  if (!listeners.length) return null;
  const at = event.at ?? clock.now();
  const [row] = await db
    .insert(webhookEvents)
    .values({
      spaceId: event.spaceId,
      type: event.type,
      key: event.key,
      payload: eventPayload(event, at),
      createdAt: at,
    })
    .onConflictDoNothing({ target: webhookEvents.key })
    .returning({ id: webhookEvents.id });
  if (!row) return null;
  await db.insert(webhookDeliveries).values(
    listeners.map((l) => ({
      spaceId: event.spaceId,
      webhookId: l.id,
      eventId: row.id,
      eventType: event.type,
      nextAttemptAt: at,
      createdAt: at,
    })),
  );
  return row.id;
}
