import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_TRIGGERS } from '@leadloop/domain';
import {
  zapierAddToCampaignBodySchema,
  zapierAddToCampaignResultSchema,
  zapierChoiceSchema,
  zapierEventSchema,
  zapierHookSchema,
  zapierLabelBodySchema,
  zapierMeSchema,
  zapierPollQuerySchema,
  zapierProspectBodySchema,
  zapierProspectResultSchema,
  zapierSubscribeBodySchema,
} from '@leadloop/domain/integrations/zapier';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import {
  addLabel,
  addToCampaign,
  campaignChoices,
  labelChoices,
  markAsLead,
  pollEvents,
  removeLabel,
  subscribeHook,
  unsubscribeHook,
  zapierMe,
} from './service.js';

const member = { auth: 'space' } as const;

/**
 * /zapier: what the Zapier app (integrations/zapier) calls with an API token — REST hooks (subscribe and
 * unsubscribe: webhook subscriptions, so admins only), polling per trigger, dropdown choices and the actions.
 */
export async function zapierRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['zapier'];
  const q = { querystring: spaceQuery };

  app.get(
    '/zapier/me',
    { config: member, schema: { tags, ...q, response: { 200: zapierMeSchema } } },
    (request) => zapierMe(ctx, requireScope(request)),
  );
  app.post(
    '/zapier/hooks',
    {
      config: member,
      schema: { tags, ...q, body: zapierSubscribeBodySchema, response: { 200: zapierHookSchema } },
    },
    (request) => subscribeHook(ctx, requireScope(request), request.body),
  );
  app.delete(
    '/zapier/hooks/:id',
    { config: member, schema: { tags, ...q, params: idParams, response: { 200: zapierHookSchema } } },
    (request) => unsubscribeHook(ctx, requireScope(request), request.params.id),
  );
  app.get(
    '/zapier/triggers/:event',
    {
      config: member,
      schema: {
        tags,
        params: z.object({ event: z.enum(EVENT_TRIGGERS) }),
        querystring: zapierPollQuerySchema,
        response: { 200: z.array(zapierEventSchema) },
      },
    },
    (request) => pollEvents(ctx, requireScope(request), request.params.event, request.query.limit),
  );
  app.get(
    '/zapier/campaigns',
    { config: member, schema: { tags, ...q, response: { 200: zapierChoiceSchema } } },
    (request) => campaignChoices(ctx, requireScope(request)),
  );
  app.get(
    '/zapier/labels',
    { config: member, schema: { tags, ...q, response: { 200: zapierChoiceSchema } } },
    (request) => labelChoices(ctx, requireScope(request)),
  );
  app.post(
    '/zapier/actions/add_to_campaign',
    {
      config: member,
      schema: {
        tags,
        ...q,
        body: zapierAddToCampaignBodySchema,
        response: { 200: zapierAddToCampaignResultSchema },
      },
    },
    (request) => addToCampaign(ctx, requireScope(request), request.body),
  );
  app.post(
    '/zapier/actions/add_label',
    {
      config: member,
      schema: { tags, ...q, body: zapierLabelBodySchema, response: { 200: zapierProspectResultSchema } },
    },
    (request) => addLabel(ctx, requireScope(request), request.body),
  );
  app.post(
    '/zapier/actions/remove_label',
    {
      config: member,
      schema: { tags, ...q, body: zapierLabelBodySchema, response: { 200: zapierProspectResultSchema } },
    },
    (request) => removeLabel(ctx, requireScope(request), request.body),
  );
  app.post(
    '/zapier/actions/mark_as_lead',
    {
      config: member,
      schema: { tags, ...q, body: zapierProspectBodySchema, response: { 200: zapierProspectResultSchema } },
    },
    (request) => markAsLead(ctx, requireScope(request), request.body),
  );
}
