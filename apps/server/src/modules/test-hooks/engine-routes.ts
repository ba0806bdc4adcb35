import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clock } from '../../lib/clock.js';
import { syncAll } from '../inbox/index.js';
import { engineDeps, runDepsUntil, withEngineTurn } from '../engine/index.js';
import { JOB_REGISTRATIONS } from '../jobs.js';
import { notFound } from '../../lib/errors.js';
import { CODES } from '@leadloop/domain';
import { declareJobs } from '../../lib/job-registry.js';

/**
 * Test hook (only when LEADLOOP_TEST_HOOKS=1, any signed-in user): run the engine deterministically up to
 * a time. The inbox sync runs before each step of simulated time, as the background sync does every few
 * seconds in real time, so a reply that arrived before a step is known to the engine when it runs.
 */
export async function engineTestRoutes(fastify: FastifyInstance): Promise<void> {
  if (!fastify.ctx.config.testHooks) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/test/engine/tick',
    {
      config: { auth: 'user' },
      schema: {
        body: z.strictObject({
          until: z.iso.datetime({ offset: true }).optional(),
          advance_ms: z.coerce
            .number()
            .int()
            .min(0)
            .max(366 * 86_400_000)
            .optional(),
        }),
      },
    },
    async (request) => {
      const until = request.body.until
        ? new Date(request.body.until)
        : new Date(clock.nowMs() + (request.body.advance_ms ?? 0));
      const { ctx } = app;
      const sync = { db: ctx.db, network: ctx.network, realtime: ctx.realtime, log: ctx.log };
      const acted = await withEngineTurn(() =>
        runDepsUntil(engineDeps(ctx), until, async () => {
          await syncAll(sync);
        }),
      );
      return { acted, now: clock.now() };
    },
  );
  // Runs one periodic pass now (e.g. `tasks.overdue`, every 5 min in real time) instead of waiting for its slot.
  app.post(
    '/test/jobs/run',
    {
      config: { auth: 'user' },
      schema: { body: z.strictObject({ name: z.string().trim().min(1).max(100) }) },
    },
    async (request) => {
      const job = declareJobs(app.ctx, JOB_REGISTRATIONS).find(
        (j) => j.kind === 'periodic' && j.name === request.body.name,
      );
      if (!job || job.kind !== 'periodic') throw notFound(CODES.notFound);
      await job.run();
      return { ran: job.name };
    },
  );
}
