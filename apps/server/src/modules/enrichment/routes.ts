import { enrichResultSchema } from '@leadloop/domain/prospects/entities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enrichmentFor, type EnrichmentProvider } from '../../providers/enrichment/index.js';
import { accountScope } from '../prospects/index.js';
import { enrichProspect } from './enrich.js';
import { accountQuery, idParams } from '../../lib/route-schemas.js';

const query = accountQuery;
const params = idParams;

/** POST /profiles/{id}/enrich: email and phone through the enrichment provider (1 credit per verified email). */
export async function enrichmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx as typeof app.ctx & { enrichment?: EnrichmentProvider };
  app.post(
    '/profiles/:id/enrich',
    {
      config: { auth: 'space' },
      schema: { querystring: query, params, response: { 200: enrichResultSchema } },
    },
    async (request) => {
      const scope = await accountScope(request, request.query.credentials_id);
      const result = await enrichProspect(ctx.db, enrichmentFor(ctx), scope, request.params.id);
      if (result.credits_spent)
        ctx.realtime.emitToSpace(scope.spaceId, 'update_credits', { space_id: scope.spaceId });
      return result;
    },
  );
}
