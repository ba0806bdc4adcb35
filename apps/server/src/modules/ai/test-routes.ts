import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { sentNotesForTests, setBalanceForTests } from './test-balance.js';

/** Browser-test hook (LEADLOOP_TEST_HOOKS=1 only): set the workspace's credits (e.g. to 0 to see a refusal). */
export async function aiTestRoutes(fastify: FastifyInstance): Promise<void> {
  if (!fastify.ctx.config.testHooks) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/test/ai/credits',
    {
      config: { auth: 'spaceAdmin' },
      schema: {
        querystring: spaceQuery,
        body: z.strictObject({ balance: z.number().int().min(0).max(1_000_000) }),
      },
    },
    async (request) => setBalanceForTests(app.ctx, requireScope(request), request.body.balance),
  );
  app.get(
    '/test/ai/sent_notes',
    {
      config: { auth: 'space' },
      schema: { querystring: spaceQuery.extend({ workflow_id: z.uuid() }) },
    },
    async (request) => sentNotesForTests(app.ctx, requireScope(request), request.query.workflow_id),
  );
}
