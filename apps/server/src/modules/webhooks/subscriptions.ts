import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { type WebhookBody, type WebhookUpdateBody, CODES } from '@leadloop/domain';
import type {
  CreatedWebhook,
  WebhookDelivery,
  WebhookSubscription,
} from '@leadloop/domain/integrations/entities';
import { webhookDeliveries, webhookEvents, webhooks } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { secretsFor } from '../../lib/secrets.js';
import { claimOne, deliverOne } from './delivery.js';
import { emitWebhookEvent } from './outbox.js';
import { newWebhookSecret } from './signing.js';
import { assertPublicUrl } from './url-guard.js';
import { toDeliveryView, toWebhookView } from './views.js';

const DELIVERY_PAGE = 50;

export async function listWebhooks(ctx: AppContext, scope: WorkspaceScope): Promise<WebhookSubscription[]> {
  const rows = await ctx.db
    .select()
    .from(webhooks)
    .where(inSpace(webhooks, scope))
    .orderBy(webhooks.createdAt);
  return rows.map(toWebhookView);
}

async function loadWebhook(ctx: AppContext, scope: WorkspaceScope, id: string) {
  if (!isUuid(id)) throw notFound(CODES.webhookNotFound);
  const [row] = await ctx.db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), inSpace(webhooks, scope)));
  if (!row) throw notFound(CODES.webhookNotFound);
  return row;
}

type Filters = 'workflow_ids' | 'label_ids' | 'field_mapping';
/** A subscription as other areas make it (Zapier): the filters and the mapping are optional. */
type WebhookInput = Omit<WebhookBody, Filters> & Partial<Pick<WebhookBody, Filters>>;

/** The filters and mapping a body names (a field left out is not changed on update, empty on create). */
const filtersOf = (body: WebhookInput) => ({
  ...(body.workflow_ids ? { workflowIds: [...new Set(body.workflow_ids)] } : {}),
  ...(body.label_ids ? { labelIds: [...new Set(body.label_ids)] } : {}),
  ...(body.field_mapping ? { fieldMapping: body.field_mapping } : {}),
});

/** A new subscription; its signing secret is in this answer only (stored sealed). */
export async function createWebhook(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: WebhookInput,
): Promise<CreatedWebhook> {
  await assertPublicUrl(body.url, ctx.config.egress);
  const secret = newWebhookSecret();
  const [row] = await ctx.db
    .insert(webhooks)
    .values({
      spaceId: scope.spaceId,
      url: body.url,
      updateTypes: body.update_types,
      ...filtersOf(body),
      secretEnc: secretsFor(ctx).encrypt(secret),
      createdBy: scope.userId,
    })
    .returning();
  return { ...toWebhookView(row!), secret };
}

export async function updateWebhook(
  ctx: AppContext,
  scope: WorkspaceScope,
  id: string,
  body: WebhookUpdateBody,
): Promise<WebhookSubscription> {
  await loadWebhook(ctx, scope, id);
  await assertPublicUrl(body.url, ctx.config.egress);
  const [row] = await ctx.db
    .update(webhooks)
    .set({
      url: body.url,
      updateTypes: body.update_types,
      ...filtersOf(body),
      ...(body.enabled === undefined ? {} : { enabled: body.enabled, failureStreak: 0 }),
      updatedAt: clock.now(),
    })
    .where(and(eq(webhooks.id, id), inSpace(webhooks, scope)))
    .returning();
  return toWebhookView(row!);
}

export async function deleteWebhook(
  ctx: AppContext,
  scope: WorkspaceScope,
  id: string,
): Promise<{ _id: string }> {
  await loadWebhook(ctx, scope, id);
  await ctx.db.delete(webhooks).where(and(eq(webhooks.id, id), inSpace(webhooks, scope)));
  return { _id: id };
}

/** The newest deliveries of a subscription, with the body that was (or will be) sent. */
export async function listDeliveries(
  ctx: AppContext,
  scope: WorkspaceScope,
  id: string,
): Promise<WebhookDelivery[]> {
  const hook = await loadWebhook(ctx, scope, id);
  const rows = await ctx.db
    .select({ delivery: webhookDeliveries, payload: webhookEvents.payload })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.webhookId, id), inSpace(webhookDeliveries, scope)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_PAGE);
  return rows.map((r) => toDeliveryView(r.delivery, r.payload, hook.fieldMapping));
}

async function deliverNow(
  ctx: AppContext,
  scope: WorkspaceScope,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const claimed = await claimOne(ctx, scope.spaceId, deliveryId);
  if (claimed) await deliverOne(ctx, claimed);
  const [found] = await ctx.db
    .select({ delivery: webhookDeliveries, payload: webhookEvents.payload, mapping: webhooks.fieldMapping })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(eq(webhookDeliveries.id, deliveryId), inSpace(webhookDeliveries, scope)));
  return toDeliveryView(found!.delivery, found!.payload, found!.mapping);
}

/** Manual replay: the same event (same webhook-id) sent again now, as a new line of the log. */
export async function replayDelivery(
  ctx: AppContext,
  scope: WorkspaceScope,
  webhookId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await loadWebhook(ctx, scope, webhookId);
  if (!isUuid(deliveryId)) throw notFound(CODES.webhookDeliveryNotFound);
  const [original] = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.webhookId, webhookId),
        inSpace(webhookDeliveries, scope),
      ),
    );
  if (!original) throw notFound(CODES.webhookDeliveryNotFound);
  const now = clock.now();
  const [copy] = await ctx.db
    .insert(webhookDeliveries)
    .values({
      spaceId: original.spaceId,
      webhookId,
      eventId: original.eventId,
      eventType: original.eventType,
      replayOf: original.id,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning();
  return deliverNow(ctx, scope, copy!.id);
}

/** 'Send a test event': a sample of the subscription's first update type, through the outbox, sent now. */
export async function sendTestEvent(
  ctx: AppContext,
  scope: WorkspaceScope,
  webhookId: string,
): Promise<WebhookDelivery> {
  const hook = await loadWebhook(ctx, scope, webhookId);
  const type = hook.updateTypes[0] as WebhookBody['update_types'][number];
  const eventId = await emitWebhookEvent(
    ctx.db,
    { spaceId: scope.spaceId, type, key: `test:${randomUUID()}`, data: { test: true } },
    hook.id,
  );
  const [delivery] = await ctx.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.eventId, eventId!), inSpace(webhookDeliveries, scope)));
  return deliverNow(ctx, scope, delivery!.id);
}
