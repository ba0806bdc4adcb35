import { and, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { credentials } from '../../db/schema/index.js';
import { isUuid } from '../../lib/auth-guard.js';
import { inSpace, requireAccount, requireScope, type WorkspaceScope } from '../../lib/scope.js';

/**
 * Which accounts a caller may read prospects and conversations of. `credentialIds` null means "every
 * account of the workspace" (an admin who chose none). A member always gets an explicit list: the
 * accounts of their available_credentials that are live in this workspace (maybe empty: sees nothing).
 */
export interface AccountScope extends Omit<WorkspaceScope, 'userId'> {
  userId: string;
  credentialIds: string[] | null;
}

/** The account scope of a workspace scope, optionally narrowed to one account (checked by requireAccount). */
export async function accountScopeFor(
  db: Db,
  scope: WorkspaceScope,
  selected?: string | null,
): Promise<AccountScope> {
  const base = { ...scope, userId: scope.userId ?? '' };
  if (selected) return { ...base, credentialIds: [(await requireAccount(db, scope, selected)).id] };
  if (scope.availableCredentials === null) return { ...base, credentialIds: null };
  const allowed = scope.availableCredentials.filter(isUuid);
  if (!allowed.length) return { ...base, credentialIds: [] };
  const rows = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(inSpace(credentials, scope), inArray(credentials.id, allowed), isNull(credentials.deletedAt)));
  return { ...base, credentialIds: rows.map((r) => r.id) };
}

export const accountScope = (request: FastifyRequest, selected?: string | null): Promise<AccountScope> =>
  accountScopeFor(request.server.ctx.db, requireScope(request), selected);

/** May this scope act through that account? */
export const scopeAllows = (scope: AccountScope, credentialId: string) =>
  scope.credentialIds === null || scope.credentialIds.includes(credentialId);
