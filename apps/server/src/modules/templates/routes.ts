import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  templateBodySchema,
  templateImportSchema,
  templateQuerySchema,
  templateUpdateSchema,
} from '@leadloop/domain';
import { removedSchema } from '@leadloop/domain/common/api';
import {
  templateExportSchema,
  templateImportResultSchema,
  templateListSchema,
  templateSchema,
  templateUsageSchema,
} from '@leadloop/domain/templates/entities';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import {
  actorOf,
  createTemplate,
  deleteTemplate,
  exportTemplates,
  getTemplate,
  importTemplates,
  listTemplates,
  updateTemplate,
  useTemplate,
} from './templates.js';

/**
 * The message library (issue 20; the spec names no calls for it, these follow the labels' shape). Every
 * route is a workspace member's; personal templates are their author's, shared ones the workspace's.
 */
export async function templatesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const space = { auth: 'space' } as const;
  const actor = (request: Parameters<typeof requireScope>[0]) => actorOf(requireScope(request));
  app.get(
    '/templates',
    { config: space, schema: { querystring: templateQuerySchema, response: { 200: templateListSchema } } },
    (request) => listTemplates(app.ctx, actor(request), request.query),
  );
  app.get(
    '/templates/export',
    { config: space, schema: { querystring: spaceQuery, response: { 200: templateExportSchema } } },
    (request) => exportTemplates(app.ctx, actor(request)),
  );
  app.post(
    '/templates/import',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        body: templateImportSchema,
        response: { 200: templateImportResultSchema },
      },
    },
    (request) => importTemplates(app.ctx, actor(request), request.body),
  );
  app.post(
    '/templates',
    {
      config: space,
      schema: { querystring: spaceQuery, body: templateBodySchema, response: { 200: templateSchema } },
    },
    (request) => createTemplate(app.ctx, actor(request), request.body),
  );
  app.get(
    '/templates/:id',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: templateSchema } },
    },
    (request) => getTemplate(app.ctx, actor(request), request.params.id),
  );
  app.put(
    '/templates/:id',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        params: idParams,
        body: templateUpdateSchema,
        response: { 200: templateSchema },
      },
    },
    (request) => updateTemplate(app.ctx, actor(request), request.params.id, request.body),
  );
  app.delete(
    '/templates/:id',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: removedSchema } },
    },
    (request) => deleteTemplate(app.ctx, actor(request), request.params.id),
  );
  app.post(
    '/templates/:id/use',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: templateUsageSchema } },
    },
    (request) => useTemplate(app.ctx, actor(request), request.params.id),
  );
}
