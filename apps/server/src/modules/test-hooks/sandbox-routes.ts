import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zInt } from '@leadloop/domain/common/coerce';
import { requireUser } from '../../lib/auth-guard.js';
import { memberWrites } from './member-writes.js';

/**
 * Browser-test hook (LEADLOOP_TEST_HOOKS=1 only): a member of the sandbox network, already connected to one
 * of the caller's accounts, writes to it now. The inbox sync then picks the message up like any other.
 */
export async function sandboxTestRoutes(fastify: FastifyInstance): Promise<void> {
  if (!fastify.ctx.config.testHooks) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const body = z.strictObject({
    credentials_id: z.uuid(),
    /** Which sandbox member (by population order, among members with a company). */
    offset: zInt({ min: 0, max: 10_000 }),
    text: z.string().trim().min(1).max(2000),
  });

  app.post('/test/sandbox/member_writes', { schema: { body } }, async (request) => {
    return memberWrites(app.ctx.db, requireUser(request).id, request.body);
  });
}
