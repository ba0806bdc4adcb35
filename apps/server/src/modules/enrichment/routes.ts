import { enrichResultSchema } from '@leadloop/domain/prospects/entities';
import {
  bulkEnrichBody,
  enrichmentSettingsBody,
  enrichmentSettingsSchema,
  enrichRunListSchema,
  enrichRunSchema,
  prospectEnrichmentSchema,
} from '@leadloop/domain/enrichment/entities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSpace } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { accountQuery, idParams, spaceQuery } from '../../lib/route-schemas.js';
import { accountScope } from '../prospects/index.js';
import { getRun, listRuns, startBulkEnrich } from './bulk.js';
import { enrichDepsFor } from './deps.js';
import { enrichProspect } from './enrich.js';
import { prospectEnrichment } from './provenance.js';
import { loadWaterfall, saveWaterfall, settingsView } from './settings.js';

/**
 * Enrichment: one prospect (POST /profiles/{id}/enrich), many (POST /v2/looch/profiles/enrich, a bulk run),
 * the workspace's waterfall settings and a prospect's provenance. 1 credit per verified email.
 */
export async function enrichmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const deps = () => enrichDepsFor(ctx);
  app.post(
    '/profiles/:id/enrich',
    {
      config: { auth: 'space' },
      schema: { querystring: accountQuery, params: idParams, response: { 200: enrichResultSchema } },
    },
    async (request) => {
      const scope = await accountScope(request, request.query.credentials_id);
      const result = await enrichProspect(deps(), scope, request.params.id);
      if (result.credits_spent)
        ctx.realtime.emitToSpace(scope.spaceId, 'update_credits', { space_id: scope.spaceId });
      return result;
    },
  );
  app.get(
    '/profiles/:id/enrichment',
    {
      config: { auth: 'space' },
      schema: { querystring: accountQuery, params: idParams, response: { 200: prospectEnrichmentSchema } },
    },
    async (request) => {
      const scope = await accountScope(request, request.query.credentials_id);
      return prospectEnrichment(ctx.db, scope, request.params.id, clock.now());
    },
  );
  app.post(
    '/v2/looch/profiles/enrich',
    {
      config: { auth: 'space' },
      schema: { querystring: accountQuery, body: bulkEnrichBody, response: { 200: enrichRunSchema } },
    },
    async (request) => {
      const scope = await accountScope(request, request.query.credentials_id);
      return startBulkEnrich(ctx, deps(), scope, request.body);
    },
  );
  app.get(
    '/enrichment/runs',
    {
      config: { auth: 'space' },
      schema: { querystring: spaceQuery, response: { 200: enrichRunListSchema } },
    },
    (request) => listRuns(deps(), requireSpace(request).space.id),
  );
  app.get(
    '/enrichment/runs/:id',
    {
      config: { auth: 'space' },
      schema: { querystring: spaceQuery, params: idParams, response: { 200: enrichRunSchema } },
    },
    (request) => getRun(deps(), requireSpace(request).space.id, request.params.id),
  );
  app.get(
    '/enrichment/settings',
    {
      config: { auth: 'space' },
      schema: { querystring: spaceQuery, response: { 200: enrichmentSettingsSchema } },
    },
    async (request) =>
      settingsView(await loadWaterfall(ctx.db, requireSpace(request).space.id), deps().sources),
  );
  app.put(
    '/enrichment/settings',
    {
      config: { auth: 'spaceAdmin' },
      schema: {
        querystring: spaceQuery,
        body: enrichmentSettingsBody,
        response: { 200: enrichmentSettingsSchema },
      },
    },
    async (request) => {
      const spaceId = requireSpace(request).space.id;
      return settingsView(await saveWaterfall(ctx.db, spaceId, deps().sources, request.body), deps().sources);
    },
  );
}
