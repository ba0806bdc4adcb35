import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@leadloop/domain';
import { credentials } from '../../db/schema/index.js';
import { isUuid, requireSpace } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';

export type CredentialRow = typeof credentials.$inferSelect;

/**
 * A credential the caller may use: in the workspace of the `space` query, not deleted, and (for members)
 * listed in their available_credentials. Anything else is the same 404, so ids of other workspaces leak nothing.
 */
export async function loadCredential(request: FastifyRequest, id: string): Promise<CredentialRow> {
  const { space, member } = requireSpace(request);
  if (!isUuid(id)) throw notFound(MESSAGES.credentialsNotFound);
  const [row] = await request.server.ctx.db
    .select()
    .from(credentials)
    .where(and(eq(credentials.id, id), inSpace(credentials, space.id), isNull(credentials.deletedAt)))
    .limit(1);
  if (!row || !canUse(member, row.id)) throw notFound(MESSAGES.credentialsNotFound);
  return row;
}

export function canUse(
  member: { isAdmin: boolean; availableCredentials: string[] },
  credentialId: string,
): boolean {
  return member.isAdmin || member.availableCredentials.includes(credentialId);
}

/** The workspace's live credentials this member may see, oldest first. */
export async function listVisible(request: FastifyRequest): Promise<CredentialRow[]> {
  const { space, member } = requireSpace(request);
  const rows = await request.server.ctx.db
    .select()
    .from(credentials)
    .where(and(inSpace(credentials, space.id), isNull(credentials.deletedAt)))
    .orderBy(credentials.createdAt);
  return rows.filter((row) => canUse(member, row.id));
}
