import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workflows } from '../../db/schema/index.js';
import type { MemberRow, SpaceRow } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/errors.js';
import { CODES } from '@leadloop/domain';
import {
  inSpace,
  mayUseAccount,
  requireAccount,
  scopeOfMember,
  type WorkspaceScope,
} from '../../lib/scope.js';

export type WorkflowRow = typeof workflows.$inferSelect;
export interface Caller {
  space: SpaceRow;
  member: MemberRow;
}

/** The scope of a caller (lib/scope.ts): account access is checked there, once, for routes and jobs. */
export const scopeOfCaller = (caller: Caller): WorkspaceScope =>
  scopeOfMember(caller.space.id, caller.member);

/** A member reaches an account of the workspace only through available_credentials; admins reach all. */
export const canUseCredential = (caller: Caller, credentialId: string): boolean =>
  mayUseAccount(scopeOfCaller(caller), credentialId);

export async function requireCredential(db: Db, caller: Caller, credentialId: string) {
  const row = await requireAccount(db, scopeOfCaller(caller), credentialId);
  return { id: row.id, spaceId: row.spaceId, status: row.status };
}

/** The campaign, if it is in the caller's workspace and on an account the caller may use. */
export async function requireWorkflow(
  db: Db,
  caller: Caller,
  id: string,
  options: { includeDeleted?: boolean } = {},
): Promise<WorkflowRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(CODES.campaignNotFound);
  const [row] = await db
    .select()
    .from(workflows)
    .where(and(eq(workflows.id, id), inSpace(workflows, caller.space.id)));
  if (!row || (!options.includeDeleted && row.deletedAt)) throw notFound(CODES.campaignNotFound);
  // A campaign on an account the caller may not use is as invisible as one of another workspace.
  if (!canUseCredential(caller, row.credentialId)) throw notFound(CODES.campaignNotFound);
  return row;
}
