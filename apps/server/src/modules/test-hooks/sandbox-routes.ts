import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zInt } from '@leadloop/domain/common/coerce';
import {
  credentials,
  sandboxInvitations,
  sandboxMembers,
  sandboxMessages,
  spaceMembers,
} from '../../db/schema/index.js';
import { requireUser } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';

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
    const user = requireUser(request);
    const db = app.ctx.db;
    const { credentials_id: credentialId, offset, text } = request.body;
    const [account] = await db
      .select({
        id: credentials.id,
        isAdmin: spaceMembers.isAdmin,
        allowed: spaceMembers.availableCredentials,
      })
      .from(credentials)
      .innerJoin(spaceMembers, eq(spaceMembers.spaceId, credentials.spaceId))
      .where(
        and(
          eq(credentials.id, credentialId),
          eq(spaceMembers.userId, user.id),
          isNull(credentials.deletedAt),
        ),
      )
      .limit(1);
    // Only an account the caller may use: their workspace's, and for a member one of their available_credentials.
    if (!account || (!account.isAdmin && !account.allowed.includes(account.id)))
      throw notFound('Credentials not found');
    const [member] = await db
      .select()
      .from(sandboxMembers)
      .where(isNotNull(sandboxMembers.company))
      .orderBy(asc(sandboxMembers.seq))
      .limit(1)
      .offset(offset);
    if (!member) throw notFound('No such sandbox member');
    const now = clock.nowMs();
    await db
      .insert(sandboxInvitations)
      .values({
        id: `test-inv-${credentialId}-${member.id}`,
        credentialId,
        memberId: member.id,
        sentAt: new Date(now - 86_400_000),
        acceptAt: new Date(now - 86_400_000),
      })
      .onConflictDoNothing();
    await db.insert(sandboxMessages).values({
      id: `test-msg-${credentialId}-${member.id}-${now}`,
      credentialId,
      memberId: member.id,
      direction: 'inbound',
      kind: 'message',
      text,
      sentAt: new Date(now - 30_000),
    });
    return {
      member_id: member.id,
      first_name: member.firstName,
      last_name: member.lastName,
      company: member.company,
    };
  });
}
