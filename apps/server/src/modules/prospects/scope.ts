import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@leadloop/domain';
import { credentials } from '../../db/schema/index.js';
import { isUuid, requireSpace } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';

/**
 * Which accounts a request may read prospects and conversations of. `credentialIds` null means "every
 * account of the workspace" (an admin who chose none). A member always gets an explicit list: the
 * accounts of their available_credentials that are live in this workspace (maybe empty: sees nothing).
 */
export interface AccountScope {
  spaceId: string;
  userId: string;
  isAdmin: boolean;
  credentialIds: string[] | null;
}

export async function accountScope(request: FastifyRequest, selected?: string | null): Promise<AccountScope> {
  const { space, member, user } = requireSpace(request);
  const db = request.server.ctx.db;
  const base = { spaceId: space.id, userId: user.id, isAdmin: member.isAdmin };
  if (selected) {
    if (!isUuid(selected)) throw notFound(MESSAGES.credentialsNotFound);
    if (!member.isAdmin && !member.availableCredentials.includes(selected))
      throw notFound(MESSAGES.credentialsNotFound);
    const [row] = await db
      .select({ id: credentials.id })
      .from(credentials)
      .where(
        and(eq(credentials.id, selected), inSpace(credentials, space.id), isNull(credentials.deletedAt)),
      );
    if (!row) throw notFound(MESSAGES.credentialsNotFound);
    return { ...base, credentialIds: [row.id] };
  }
  if (member.isAdmin) return { ...base, credentialIds: null };
  const allowed = member.availableCredentials.filter(isUuid);
  if (!allowed.length) return { ...base, credentialIds: [] };
  const rows = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(
      and(inSpace(credentials, space.id), inArray(credentials.id, allowed), isNull(credentials.deletedAt)),
    );
  return { ...base, credentialIds: rows.map((r) => r.id) };
}

/** May this scope act through that account? */
export const scopeAllows = (scope: AccountScope, credentialId: string) =>
  scope.credentialIds === null || scope.credentialIds.includes(credentialId);
