import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agencyListSchema } from '@leadloop/domain/agency/entities';
import { spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { listAgency } from './agency.js';

/** Agency: routes parse, authorise (config.auth), call one use case each and register their answer's schema. */
export async function agencyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const space = { auth: 'space' } as const;
  app.get(
    '/agency',
    { config: space, schema: { querystring: spaceQuery, response: { 200: agencyListSchema } } },
    (request) => listAgency(app.ctx, requireScope(request)),
  );
}
