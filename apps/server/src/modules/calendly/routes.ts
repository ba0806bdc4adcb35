import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODES } from '@leadloop/domain';
import {
  calendlyConnectBodySchema,
  calendlyEventTypesPageSchema,
  calendlyEventTypesQuerySchema,
  calendlyStatusSchema,
  calendlyUsersSchema,
} from '@leadloop/domain/integrations/calendly';
import { spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { badRequest } from '../../lib/errors.js';
import {
  calendlyEventTypes,
  calendlyStatus,
  calendlyUsers,
  connectCalendly,
  disconnectCalendly,
  reloadCalendly,
} from './service.js';
import { handleCalendlyWebhook } from './bookings.js';

const member = { auth: 'space' } as const;
const idParams = z.object({ id: z.string().min(1).max(100) });

/** 001 §7 Calendly: the caller's connection (personal access token), its users and event types, and Calendly's webhook. */
export async function calendlyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['calendly'];

  // Calendly signs the exact bytes it sends: keep them (this plugin only) and parse the JSON afterwards.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as unknown as { rawBody: string }).rawBody = body as string;
    try {
      done(null, body ? JSON.parse(body as string) : {});
    } catch {
      done(badRequest(CODES.invalidJsonBody), undefined);
    }
  });

  app.get(
    '/integrations/calendly',
    { config: member, schema: { tags, querystring: spaceQuery, response: { 200: calendlyStatusSchema } } },
    (request) => calendlyStatus(ctx, requireScope(request)),
  );
  app.post(
    '/integrations/calendly/connect',
    {
      config: member,
      schema: {
        tags,
        querystring: spaceQuery,
        body: calendlyConnectBodySchema,
        response: { 200: calendlyStatusSchema },
      },
    },
    (request) => connectCalendly(ctx, requireScope(request), request.body.token),
  );
  app.delete(
    '/integrations/calendly',
    { config: member, schema: { tags, querystring: spaceQuery, response: { 200: calendlyStatusSchema } } },
    (request) => disconnectCalendly(ctx, requireScope(request)),
  );
  app.post(
    '/integrations/calendly/reload',
    { config: member, schema: { tags, querystring: spaceQuery, response: { 200: calendlyStatusSchema } } },
    (request) => reloadCalendly(ctx, requireScope(request)),
  );
  app.get(
    '/integrations/calendly/users',
    { config: member, schema: { tags, querystring: spaceQuery, response: { 200: calendlyUsersSchema } } },
    (request) => calendlyUsers(ctx, requireScope(request)),
  );
  app.get(
    '/integrations/calendly/event_types',
    {
      config: member,
      schema: {
        tags,
        querystring: calendlyEventTypesQuerySchema,
        response: { 200: calendlyEventTypesPageSchema },
      },
    },
    (request) => calendlyEventTypes(ctx, requireScope(request), request.query),
  );
  app.get(
    '/integrations/calendly/:id/event_types',
    {
      config: member,
      schema: {
        operationId: 'getIntegrationsCalendlyUserEventTypes',
        summary: 'Calendly: get the event types of one user',
        tags,
        params: idParams,
        querystring: calendlyEventTypesQuerySchema,
        response: { 200: calendlyEventTypesPageSchema },
      },
    },
    (request) => calendlyEventTypes(ctx, requireScope(request), request.query, request.params.id),
  );
  // Calendly → Leadloop: public, authenticated by the Calendly-Webhook-Signature of the connection's key.
  app.post(
    '/integrations/calendly/webhook/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        params: idParams,
        response: {
          200: z.object({ handled: z.boolean(), prospects: z.number().int(), paused: z.number().int() }),
        },
      },
    },
    (request) =>
      handleCalendlyWebhook(
        ctx,
        request.params.id,
        (request as unknown as { rawBody?: string }).rawBody ?? '',
        request.headers['calendly-webhook-signature'] as string | undefined,
      ),
  );
}
