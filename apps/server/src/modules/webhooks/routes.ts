import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookBodySchema, webhookUpdateBodySchema } from '@leadloop/domain';
import {
  createdWebhookSchema,
  webhookDeliverySchema,
  webhookSubscriptionSchema,
} from '@leadloop/domain/integrations/entities';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  replayDelivery,
  sendTestEvent,
  updateWebhook,
} from './subscriptions.js';

const member = { auth: 'space' } as const;
const admin = { auth: 'spaceAdmin' } as const;
const deliveryParams = idParams.extend({ delivery: z.string().max(100) });

/** /integrations/webhooks: a workspace's signed webhook subscriptions (admins change them; members read). */
export async function webhooksRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['webhooks'];

  app.get(
    '/integrations/webhooks',
    {
      config: member,
      schema: { tags, querystring: spaceQuery, response: { 200: z.array(webhookSubscriptionSchema) } },
    },
    (request) => listWebhooks(ctx, requireScope(request)),
  );
  app.post(
    '/integrations/webhooks',
    {
      config: admin,
      schema: {
        tags,
        querystring: spaceQuery,
        body: webhookBodySchema,
        response: { 200: createdWebhookSchema },
      },
    },
    (request) => createWebhook(ctx, requireScope(request), request.body),
  );
  app.put(
    '/integrations/webhooks/:id',
    {
      config: admin,
      schema: {
        tags,
        querystring: spaceQuery,
        params: idParams,
        body: webhookUpdateBodySchema,
        response: { 200: webhookSubscriptionSchema },
      },
    },
    (request) => updateWebhook(ctx, requireScope(request), request.params.id, request.body),
  );
  app.delete(
    '/integrations/webhooks/:id',
    {
      config: admin,
      schema: {
        tags,
        querystring: spaceQuery,
        params: idParams,
        response: { 200: z.object({ _id: z.string() }) },
      },
    },
    (request) => deleteWebhook(ctx, requireScope(request), request.params.id),
  );
  app.get(
    '/integrations/webhooks/:id/deliveries',
    {
      config: member,
      schema: {
        tags,
        querystring: spaceQuery,
        params: idParams,
        response: { 200: z.array(webhookDeliverySchema) },
      },
    },
    (request) => listDeliveries(ctx, requireScope(request), request.params.id),
  );
  app.post(
    '/integrations/webhooks/:id/test',
    {
      config: admin,
      schema: { tags, querystring: spaceQuery, params: idParams, response: { 200: webhookDeliverySchema } },
    },
    (request) => sendTestEvent(ctx, requireScope(request), request.params.id),
  );
  app.post(
    '/integrations/webhooks/:id/deliveries/:delivery/replay',
    {
      config: admin,
      schema: {
        tags,
        querystring: spaceQuery,
        params: deliveryParams,
        response: { 200: webhookDeliverySchema },
      },
    },
    (request) => replayDelivery(ctx, requireScope(request), request.params.id, request.params.delivery),
  );
}
