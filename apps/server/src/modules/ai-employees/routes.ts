import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiEmployeesListSchema } from '@leadloop/domain/ai-employees/entities';
import { spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { listAiEmployees } from './ai-employees.js';

/** Ai Employees: routes parse, authorise (config.auth), call one use case each and register their answer's schema. */
export async function aiEmployeesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const space = { auth: 'space' } as const;
  app.get(
    '/ai-employees',
    { config: space, schema: { querystring: spaceQuery, response: { 200: aiEmployeesListSchema } } },
    (request) => listAiEmployees(app.ctx, requireScope(request)),
  );
}
