import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiEmployeeBindings } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { getSupervision, putSupervision } from '../ai-knowledge/index.js';

/**
 * The employee works through this account (one employee per account: the account leaves the employee it had).
 * Returns that previous employee, whose replies must then follow its own bindings (see followBinding).
 */
export async function putBinding(
  db: Db,
  scope: WorkspaceScope,
  b: { employeeId: string; credentialId: string; profileId: string },
): Promise<string | null> {
  const [previous] = await db
    .select({ employeeId: aiEmployeeBindings.employeeId })
    .from(aiEmployeeBindings)
    .where(and(eq(aiEmployeeBindings.credentialId, b.credentialId), inSpace(aiEmployeeBindings, scope)));
  await db
    .insert(aiEmployeeBindings)
    .values({ spaceId: scope.spaceId, ...b })
    .onConflictDoUpdate({
      target: aiEmployeeBindings.credentialId,
      set: { employeeId: b.employeeId, profileId: b.profileId, enabled: true },
      setWhere: inSpace(aiEmployeeBindings, scope),
    });
  return previous && previous.employeeId !== b.employeeId ? previous.employeeId : null;
}

/**
 * After a bind, unbind, enable or disable: the employee answers replies only on its enabled account (none left:
 * it answers nothing). Replies that came in while it was off the account are not answered later.
 */
export async function followBinding(ctx: AppContext, scope: WorkspaceScope, employeeId: string) {
  const [binding] = await ctx.db
    .select({ credentialId: aiEmployeeBindings.credentialId })
    .from(aiEmployeeBindings)
    .where(and(eq(aiEmployeeBindings.employeeId, employeeId), eq(aiEmployeeBindings.enabled, true)))
    .orderBy(asc(aiEmployeeBindings.createdAt))
    .limit(1);
  const current = await getSupervision(ctx.db, scope.spaceId, employeeId);
  const credentialId = binding?.credentialId ?? null;
  if (current.credentials_id === credentialId) return;
  await putSupervision(ctx.db, scope, employeeId, { ...current, credentials_id: credentialId });
}
