import { removedSchema } from '@leadloop/domain/common/api';
import {
  boardSchema,
  crmOwnerSchema,
  dealCardSchema,
  pipelineSchema,
  stageDealsPageSchema,
  stageSchema,
} from '@leadloop/domain/crm/entities';
import {
  boardQuerySchema,
  createDealBodySchema,
  createPipelineBodySchema,
  createStageBodySchema,
  deleteStageBodySchema,
  markAsLeadBodySchema,
  moveDealBodySchema,
  moveDealQuerySchema,
  pipelineBodySchema,
  stageDealsQuerySchema,
  updateDealBodySchema,
  updateStageBodySchema,
} from '@leadloop/domain/crm/rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { accountScope } from '../prospects/index.js';
import {
  createDeal,
  deleteDeal,
  getBoard,
  getDeal,
  getStageDeals,
  listCurrencies,
  listOwners,
  markAsLead,
  moveDeal,
  updateDeal,
} from './deals.js';
import { crmPlatformRoutes } from './platform-routes.js';
import { crmWebhookRoutes } from './webhook-routes.js';
import {
  createPipeline,
  createStage,
  deletePipeline,
  deleteStage,
  listPipelines,
  renamePipeline,
  updateStage,
} from './pipelines.js';

/**
 * The native CRM, platform `default` (001 §7 CRM, base /integrations/crm/{platform}): pipelines, stages,
 * deals, owners, currencies, plus mark_as_lead. Every call with `?space=`; members see the deals they own
 * or made and those of their accounts. HubSpot and Pipedrive answer under their own platform later.
 */
export async function crmRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const config = { auth: 'space' } as const;
  const querystring = spaceQuery;
  const params = idParams;
  const base = '/integrations/crm/default';
  const emit = (spaceId: string, pipelineId: string) =>
    app.ctx.realtime.emitToSpace(spaceId, 'crm_updated', { pipeline_id: pipelineId });

  app.get(
    `${base}/pipelines`,
    { config, schema: { querystring, response: { 200: z.array(pipelineSchema) } } },
    async (request) => listPipelines(db, requireScope(request)),
  );
  app.post(
    `${base}/pipeline`,
    { config, schema: { querystring, body: createPipelineBodySchema, response: { 200: pipelineSchema } } },
    async (request) => createPipeline(db, requireScope(request), request.body),
  );
  app.put(
    `${base}/pipelines/:id/update`,
    { config, schema: { querystring, params, body: pipelineBodySchema, response: { 200: pipelineSchema } } },
    async (request) => renamePipeline(db, requireScope(request), request.params.id, request.body.name),
  );
  app.delete(
    `${base}/pipelines/:id/delete`,
    { config, schema: { querystring, params, response: { 200: removedSchema } } },
    async (request) => deletePipeline(db, requireScope(request), request.params.id),
  );

  app.get(
    `${base}/stages`,
    { config, schema: { querystring: boardQuerySchema, response: { 200: boardSchema } } },
    async (request) => getBoard(db, await accountScope(request), request.query),
  );
  app.get(
    `${base}/stages/:id`,
    {
      config,
      schema: { querystring: stageDealsQuerySchema, params, response: { 200: stageDealsPageSchema } },
    },
    async (request) => getStageDeals(db, await accountScope(request), request.params.id, request.query),
  );
  app.post(
    `${base}/stage`,
    { config, schema: { querystring, body: createStageBodySchema, response: { 200: stageSchema } } },
    async (request) => {
      const stage = await createStage(db, requireScope(request), request.body);
      emit(requireScope(request).spaceId, stage.pipeline_id);
      return stage;
    },
  );
  app.put(
    `${base}/stages/:id/update`,
    { config, schema: { querystring, params, body: updateStageBodySchema, response: { 200: stageSchema } } },
    async (request) => updateStage(db, requireScope(request), request.params.id, request.body),
  );
  app.delete(
    `${base}/stages/:id/delete`,
    {
      config,
      schema: { querystring, params, body: deleteStageBodySchema, response: { 200: removedSchema } },
    },
    async (request) => deleteStage(db, requireScope(request), request.params.id, request.body),
  );

  app.post(
    `${base}/deals`,
    { config, schema: { querystring, body: createDealBodySchema, response: { 200: dealCardSchema } } },
    async (request) => {
      const deal = await createDeal(db, await accountScope(request), request.body);
      emit(requireScope(request).spaceId, deal.pipeline_id);
      return deal;
    },
  );
  app.get(
    `${base}/deals/:id`,
    { config, schema: { querystring, params, response: { 200: dealCardSchema } } },
    async (request) => getDeal(db, await accountScope(request), request.params.id),
  );
  app.put(
    `${base}/deals/:id/update`,
    {
      config,
      schema: { querystring, params, body: updateDealBodySchema, response: { 200: dealCardSchema } },
    },
    async (request) => {
      const deal = await updateDeal(db, await accountScope(request), request.params.id, request.body);
      emit(requireScope(request).spaceId, deal.pipeline_id);
      return deal;
    },
  );
  app.patch(
    `${base}/deals/:id/update`,
    {
      config,
      schema: {
        querystring: moveDealQuerySchema,
        params,
        body: moveDealBodySchema,
        response: { 200: dealCardSchema },
      },
    },
    async (request) => {
      const scope = await accountScope(request);
      const deal = await moveDeal(db, scope, request.params.id, request.body, request.query.owner);
      emit(scope.spaceId, deal.pipeline_id);
      return deal;
    },
  );
  app.delete(
    `${base}/deals/:id/delete`,
    { config, schema: { querystring, params, response: { 200: removedSchema } } },
    async (request) => deleteDeal(db, await accountScope(request), request.params.id),
  );
  app.get(
    `${base}/owners`,
    { config, schema: { querystring, response: { 200: z.array(crmOwnerSchema) } } },
    async (request) => listOwners(db, await accountScope(request)),
  );
  app.get(
    `${base}/currencies`,
    { config, schema: { querystring, response: { 200: z.array(z.string()) } } },
    async () => listCurrencies(),
  );
  app.post(
    `${base}/mark_as_lead`,
    { config, schema: { querystring, body: markAsLeadBodySchema, response: { 200: dealCardSchema } } },
    async (request) => {
      const deal = await markAsLead(db, await accountScope(request), request.body.prospect);
      emit(requireScope(request).spaceId, deal.pipeline_id);
      return deal;
    },
  );

  await crmPlatformRoutes(fastify);
  await crmWebhookRoutes(fastify);
}
