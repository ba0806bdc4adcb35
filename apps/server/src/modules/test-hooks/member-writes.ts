import { CODES } from '@leadloop/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  credentials,
  sandboxInvitations,
  sandboxMembers,
  sandboxMessages,
  spaceMembers,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';

/** A sandbox member connected to the account writes to it now (see sandbox-routes.ts). */
export async function memberWrites(
  db: Db,
  userId: string,
  input: { credentials_id: string; offset: number; text: string },
) {
  const { credentials_id: credentialId, offset, text } = input;
  const [account] = await db
    .select({
      id: credentials.id,
      isAdmin: spaceMembers.isAdmin,
      allowed: spaceMembers.availableCredentials,
    })
    .from(credentials)
    .innerJoin(spaceMembers, inSpace(spaceMembers, credentials.spaceId))
    .where(
      and(eq(credentials.id, credentialId), eq(spaceMembers.userId, userId), isNull(credentials.deletedAt)),
    )
    .limit(1);
  // Only an account the caller may use: their workspace's, and for a member one of their available_credentials.
  if (!account || (!account.isAdmin && !account.allowed.includes(account.id)))
    throw notFound(CODES.credentialsNotFound);
  const [member] = await db
    .select()
    .from(sandboxMembers)
    .where(isNotNull(sandboxMembers.company))
    .orderBy(asc(sandboxMembers.seq))
    .limit(1)
    .offset(offset);
  if (!member) throw notFound(CODES.sandboxMemberNotFound);
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
    // Written now, not back-dated: the sync reads the network after its cursor (the last message it saw).
    sentAt: new Date(now),
  });
  return {
    member_id: member.id,
    first_name: member.firstName,
    last_name: member.lastName,
    company: member.company,
  };
}
