import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiKnowledgeListSchema } from '@leadloop/domain/ai-knowledge/entities';
import { spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { listAiKnowledge } from './ai-knowledge.js';

/** Ai Knowledge: routes parse, authorise (config.auth), call one use case each and register their answer's schema. */
export async function aiKnowledgeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const space = { auth: 'space' } as const;
  app.get(
    '/ai-knowledge',
    { config: space, schema: { querystring: spaceQuery, response: { 200: aiKnowledgeListSchema } } },
    (request) => listAiKnowledge(app.ctx, requireScope(request)),
  );
}
