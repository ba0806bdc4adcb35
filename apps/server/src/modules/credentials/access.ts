import { and, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { credentials } from '../../db/schema/index.js';
import { inSpace, mayUseAccount, requireAccount, requireScope, type AccountRow } from '../../lib/scope.js';

export type CredentialRow = AccountRow;

/** A credential the caller may use (lib/scope.ts `requireAccount`: one 404 for anything else). */
export async function loadCredential(request: FastifyRequest, id: string): Promise<CredentialRow> {
  return requireAccount(request.server.ctx.db, requireScope(request), id);
}

/** The workspace's live credentials this member may see, oldest first. */
export async function listVisible(request: FastifyRequest): Promise<CredentialRow[]> {
  const scope = requireScope(request);
  const rows = await request.server.ctx.db
    .select()
    .from(credentials)
    .where(and(inSpace(credentials, scope), isNull(credentials.deletedAt)))
    .orderBy(credentials.createdAt);
  return rows.filter((row) => mayUseAccount(scope, row.id));
}
