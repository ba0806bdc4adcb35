import { CODES } from '@leadloop/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { spaceMembers, spaces, workflows } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { inSpaces, mayUseAccount, scopeOfMember } from '../../lib/scope.js';

export const workflowWorkspaceSchema = z.object({ space: z.object({ _id: z.string(), name: z.string() }) });

/**
 * Which of the caller's own workspaces holds a campaign (a link opened in another workspace offers to switch
 * there). Only a workspace the caller is a member of, on an account the caller may use there, is named: any
 * other campaign is "not found", exactly like one that does not exist.
 */
export async function locateWorkflow(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw notFound(CODES.campaignNotFound);
  const memberships = await db
    .select({
      spaceId: spaceMembers.spaceId,
      isAdmin: spaceMembers.isAdmin,
      availableCredentials: spaceMembers.availableCredentials,
    })
    .from(spaceMembers)
    .where(eq(spaceMembers.userId, userId));
  if (!memberships.length) throw notFound(CODES.campaignNotFound);
  const [row] = await db
    .select({ spaceId: workflows.spaceId, credentialId: workflows.credentialId })
    .from(workflows)
    .where(
      and(
        eq(workflows.id, id),
        isNull(workflows.deletedAt),
        inSpaces(
          workflows,
          memberships.map((m) => m.spaceId),
        ),
      ),
    );
  const member = row && memberships.find((m) => m.spaceId === row.spaceId);
  if (!row || !member || !mayUseAccount(scopeOfMember(row.spaceId, { ...member, userId }), row.credentialId))
    throw notFound(CODES.campaignNotFound);
  const [space] = await db
    .select({ id: spaces.id, name: spaces.name, status: spaces.status })
    .from(spaces)
    .where(eq(spaces.id, row.spaceId));
  if (!space || space.status !== 'active') throw notFound(CODES.campaignNotFound);
  return { space: { _id: space.id, name: space.name } };
}
