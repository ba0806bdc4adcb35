import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credentials, workflows } from '../../db/schema/index.js';
import type { MemberRow, SpaceRow } from '../../lib/auth-guard.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { MESSAGES } from '@leadloop/domain';
import { inSpace } from '../../lib/scope.js';

export type WorkflowRow = typeof workflows.$inferSelect;
export interface Caller {
  space: SpaceRow;
  member: MemberRow;
}

/** A member reaches an account of the workspace only through available_credentials; admins reach all. */
export function canUseCredential(caller: Caller, credentialId: string): boolean {
  return caller.member.isAdmin || caller.member.availableCredentials.includes(credentialId);
}

export async function requireCredential(db: Db, caller: Caller, credentialId: string) {
  const [row] = await db
    .select({ id: credentials.id, spaceId: credentials.spaceId, status: credentials.status })
    .from(credentials)
    .where(
      and(
        eq(credentials.id, credentialId),
        inSpace(credentials, caller.space.id),
        isNull(credentials.deletedAt),
      ),
    );
  if (!row) throw notFound(MESSAGES.credentialsNotFound);
  if (!canUseCredential(caller, credentialId)) throw forbidden();
  return row;
}

/** The campaign, if it is in the caller's workspace and on an account the caller may use. */
export async function requireWorkflow(
  db: Db,
  caller: Caller,
  id: string,
  options: { includeDeleted?: boolean } = {},
): Promise<WorkflowRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(MESSAGES.campaignNotFound);
  const [row] = await db
    .select()
    .from(workflows)
    .where(and(eq(workflows.id, id), inSpace(workflows, caller.space.id)));
  if (!row || (!options.includeDeleted && row.deletedAt)) throw notFound(MESSAGES.campaignNotFound);
  if (!canUseCredential(caller, row.credentialId)) throw forbidden();
  return row;
}
