import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zInt } from '@leadloop/domain/common/coerce';
import { clock } from '../../lib/clock.js';
import { requireSpace } from '../../lib/auth-guard.js';
import { setSpaceTier } from './space-tier.js';
import { memoryReport } from './memory.js';

/**
 * Hooks for browser tests, registered only with LEADLOOP_TEST_HOOKS=1: read the mail outbox (to follow
 * activation, restore and invite links) and move the server clock (to expire codes without waiting).
 */
export async function testHooksRoutes(fastify: FastifyInstance): Promise<void> {
  if (!fastify.ctx.config.testHooks) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/test/outbox',
    {
      config: { auth: 'public' },
      schema: { querystring: z.object({ to: z.string().trim().min(1).max(254) }) },
    },
    async (request) => {
      const rows = await app.ctx.mailer.outbox(request.query.to);
      return rows.map((row) => ({
        to: row.to,
        from: row.from,
        subject: row.subject,
        text: row.text,
        html: row.html,
        links: row.links,
        kind: row.kind,
        status: row.status,
        created_at: row.createdAt.toISOString(),
      }));
    },
  );
  // Where the process's memory is (`npm run bench:web`).
  app.get('/test/memory', { config: { auth: 'public' } }, () => memoryReport(app.ctx.database));
  app.post(
    '/test/clock',
    {
      config: { auth: 'public' },
      schema: {
        body: z.union([
          z.strictObject({ advance_ms: zInt({ min: 0, max: 10 * 365 * 86_400_000 }) }),
          // Back to real time, so one browser test's time travel does not leak into the next.
          z.strictObject({ reset: z.literal(true) }),
        ]),
      },
    },
    async (request) => {
      if ('reset' in request.body) clock.reset();
      else clock.advance(request.body.advance_ms);
      return { now: clock.now().toISOString(), offset_ms: clock.offset() };
    },
  );
  app.post(
    '/test/space_tier',
    {
      config: { auth: 'spaceAdmin' },
      schema: {
        querystring: z.object({ space: z.string().max(100).optional() }),
        body: z.strictObject({ tier: zInt({ min: 0, max: 9 }) }),
        response: { 200: z.object({ tier: z.number().int() }) },
      },
    },
    (request) => setSpaceTier(app.ctx.db, requireSpace(request).space.id, request.body.tier),
  );
}
