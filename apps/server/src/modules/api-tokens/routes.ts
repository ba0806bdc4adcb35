import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiTokenBodySchema } from '@leadloop/domain';
import { apiTokenSchema, createdApiTokenSchema } from '@leadloop/domain/integrations/entities';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.js';

const member = { auth: 'space' } as const;
/** Tokens are made and revoked from a signed-in session, never with a token. */
const session = { auth: 'space', sessionOnly: true } as const;

/** /integrations/api: a workspace's API tokens (Bearer tokens for the public API, which is the web app's API). */
export async function apiTokensRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['api tokens'];
  app.get(
    '/integrations/api/tokens',
    { config: member, schema: { tags, querystring: spaceQuery, response: { 200: z.array(apiTokenSchema) } } },
    (request) => listApiTokens(ctx, requireScope(request)),
  );
  app.post(
    '/integrations/api/tokens',
    {
      config: session,
      schema: {
        tags,
        querystring: spaceQuery,
        body: apiTokenBodySchema,
        response: { 200: createdApiTokenSchema },
      },
    },
    (request) => createApiToken(ctx, requireScope(request), request.body),
  );
  app.delete(
    '/integrations/api/tokens/:id',
    {
      config: session,
      schema: { tags, querystring: spaceQuery, params: idParams, response: { 200: apiTokenSchema } },
    },
    (request) => revokeApiToken(ctx, requireScope(request), request.params.id),
  );
}
