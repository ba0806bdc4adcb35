import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clock } from '../../lib/clock.js';
import { runEngineUntil } from './engine.js';

/** Test hook (only when LEADLOOP_TEST_HOOKS=1, any signed-in user): run the engine deterministically up to a time. */
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
      const acted = await runEngineUntil(app.ctx, until);
      return { acted, now: clock.now() };
    },
  );
}
