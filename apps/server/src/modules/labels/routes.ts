import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hexColorSchema, LABEL_TYPES, labelBodySchema, labelNameSchema, zBool } from '@leadloop/domain';
import { removedSchema } from '@leadloop/domain/common/api';
import { labelSchema, workerSchema } from '@leadloop/domain/labels/entities';
import { requireSpace } from '../../lib/auth-guard.js';
import { createLabel, deleteLabel, listLabels, listWorkers, updateLabel } from './labels.js';
import { spaceQuery, idParams } from '../../lib/route-schemas.js';

const fetchQuery = spaceQuery.extend({ type: z.enum(LABEL_TYPES).optional() });
const updateBody = z.strictObject({
  name: labelNameSchema.optional(),
  color: hexColorSchema.optional(),
  type: z.enum(LABEL_TYPES).optional(),
  is_shared: zBool().optional(),
});

const actorOf = (request: Parameters<typeof requireSpace>[0]) => {
  const { space, user, member } = requireSpace(request);
  return { spaceId: space.id, userId: user.id, isAdmin: member.isAdmin };
};

/** 001 §7 Labels, workers. */
export async function labelsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const space = { auth: 'space' } as const;
  app.get(
    '/labels/fetch',
    { config: space, schema: { querystring: fetchQuery, response: { 200: z.array(labelSchema) } } },
    (request) => listLabels(db, actorOf(request), request.query.type),
  );
  app.post(
    '/labels/create',
    {
      config: space,
      schema: { querystring: spaceQuery, body: labelBodySchema, response: { 200: labelSchema } },
    },
    (request) => createLabel(db, actorOf(request), request.body),
  );
  app.put(
    '/labels/:id',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, body: updateBody, response: { 200: labelSchema } },
    },
    (request) => updateLabel(db, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/labels/:id/delete',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: removedSchema } },
    },
    (request) => deleteLabel(db, actorOf(request), request.params.id),
  );
  app.get(
    '/workers/fetch',
    { config: space, schema: { querystring: spaceQuery, response: { 200: z.array(workerSchema) } } },
    (request) => listWorkers(db, requireSpace(request).space.id),
  );
}
