import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sampleDeletedSchema, sampleWorkspaceSchema } from '@leadloop/domain/sample-data/entities';
import { requireSpace, requireUser } from '../../lib/auth-guard.js';
import { spaceQuery } from '../../lib/route-schemas.js';
import { createSampleWorkspace, deleteSampleWorkspace, sampleStatus } from './sample-data.js';

/** "Try it with sample data": create a sample workspace, follow its replay, delete it in one click. */
export async function sampleDataRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/sample_data/create',
    {
      config: { auth: 'user' },
      schema: { body: z.strictObject({}).nullish(), response: { 200: sampleWorkspaceSchema } },
    },
    (request) => createSampleWorkspace(app.ctx, requireUser(request)),
  );
  app.get(
    '/sample_data/status',
    {
      config: { auth: 'space' },
      schema: { querystring: spaceQuery, response: { 200: sampleWorkspaceSchema } },
    },
    async (request) => sampleStatus(requireSpace(request).space),
  );
  app.post(
    '/sample_data/delete',
    {
      config: { auth: 'spaceAdmin' },
      schema: { querystring: spaceQuery, response: { 200: sampleDeletedSchema } },
    },
    (request) => deleteSampleWorkspace(app.ctx, requireSpace(request).space),
  );
}
