import {
  bulkResultSchema,
  prospectDetailSchema,
  prospectPageSchema,
  prospectSchema,
  timelineItemSchema,
} from '@leadloop/domain/prospects/entities';

const asProspect = { 200: prospectSchema };
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RELATIONS } from '@leadloop/domain';
import { accountScope } from './scope.js';
import { listQuerySchema, prospectFiltersSchema } from './filters.js';
import { listProspects } from './list.js';
import { prospectDetail, setLabels, setRelation, timeline, loadProspect } from './detail.js';
import { bulkAction, bulkBodySchema, exportCsv } from './bulk.js';
import { idParams } from '../../lib/route-schemas.js';
import { prospectPageExample } from './examples.js';

const scopeQuery = z.object({ space: z.string().max(100).optional(), credentials_id: z.uuid().optional() });
const relationBody = z.strictObject({ relation: z.enum(RELATIONS).nullable() });
const labelsBody = z.strictObject({ labels: z.array(z.uuid()).max(200) });

/**
 * Prospects (000 §2 /profiles): the list over the selected account (`credentials_id`) or, for admins
 * without one, the whole workspace; the prospect card; relation and labels; bulk actions; CSV export.
 */
export async function prospectsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const space = { auth: 'space' } as const;

  app.get(
    '/profiles',
    {
      config: space,
      schema: {
        summary: 'Profiles: list the workspace’s prospects (filtered, sorted, paged)',
        querystring: listQuerySchema,
        response: { 200: prospectPageSchema },
        example: prospectPageExample,
      },
    },
    async (request) =>
      listProspects(db, await accountScope(request, request.query.credentials_id), request.query),
  );
  app.get(
    '/profiles/export_csv',
    {
      config: space,
      schema: { querystring: prospectFiltersSchema.extend({ space: z.string().max(100).optional() }) },
    },
    async (request, reply) => {
      const scope = await accountScope(request, request.query.credentials_id);
      const csv = await exportCsv(db, scope, request.query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="prospects.csv"');
      return reply.send(csv);
    },
  );
  app.post(
    '/profiles/bulk',
    {
      config: space,
      schema: { querystring: scopeQuery, body: bulkBodySchema, response: { 200: bulkResultSchema } },
    },
    async (request) =>
      bulkAction(
        db,
        await accountScope(request, request.body.filters?.credentials_id ?? request.query.credentials_id),
        request.body,
      ),
  );
  app.get(
    '/profiles/:id',
    {
      config: space,
      schema: { querystring: scopeQuery, params: idParams, response: { 200: prospectDetailSchema } },
    },
    async (request) =>
      prospectDetail(db, await accountScope(request, request.query.credentials_id), request.params.id),
  );
  app.get(
    '/profiles/:id/timeline',
    {
      config: space,
      schema: { querystring: scopeQuery, params: idParams, response: { 200: z.array(timelineItemSchema) } },
    },
    async (request) => {
      const scope = await accountScope(request, request.query.credentials_id);
      await loadProspect(db, scope, request.params.id);
      return timeline(db, scope, request.params.id);
    },
  );
  app.put(
    '/profiles/:id/relation',
    {
      config: space,
      schema: { querystring: scopeQuery, params: idParams, body: relationBody, response: asProspect },
    },
    async (request) =>
      setRelation(
        db,
        await accountScope(request, request.query.credentials_id),
        request.params.id,
        request.body.relation,
      ),
  );
  app.put(
    '/profiles/:id/labels',
    {
      config: space,
      schema: { querystring: scopeQuery, params: idParams, body: labelsBody, response: asProspect },
    },
    async (request) =>
      setLabels(
        db,
        await accountScope(request, request.query.credentials_id),
        request.params.id,
        request.body.labels,
      ),
  );
}
