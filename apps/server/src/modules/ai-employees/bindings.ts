import { and, eq } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import { aiEmployeeBindings } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { inSpace, requireAccount, type WorkspaceScope } from '../../lib/scope.js';
import { requireEmployee } from './employees.js';
import { followBinding, putBinding } from './account-binding.js';

interface BindBody {
  profile_id: string;
  credentials_id: string;
  employee_id: string;
}

const result = (employeeId: string, credentialId: string, enabled: boolean, bound: boolean) => ({
  employee_id: employeeId,
  credentials_id: credentialId,
  enabled,
  bound,
});

/**
 * POST /employees/bind: the employee works through this account (one employee per account: binding moves the
 * account from the employee it had). The caller must be allowed to use the account (members: their
 * available_credentials), else it is not found.
 */
export async function bindEmployee(ctx: AppContext, scope: WorkspaceScope, body: BindBody) {
  const employee = await requireEmployee(ctx, scope, body.employee_id);
  await requireAccount(ctx.db, scope, body.credentials_id);
  const previous = await putBinding(ctx.db, scope, {
    employeeId: employee.id,
    credentialId: body.credentials_id,
    profileId: body.profile_id,
  });
  if (previous) await followBinding(ctx, scope, previous);
  await followBinding(ctx, scope, employee.id);
  return result(employee.id, body.credentials_id, true, true);
}

/** POST /employees/unbind {profile_id, credentials_id}. */
export async function unbindEmployee(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: { profile_id: string; credentials_id: string },
) {
  await requireAccount(ctx.db, scope, body.credentials_id);
  const [gone] = await ctx.db
    .delete(aiEmployeeBindings)
    .where(
      and(
        eq(aiEmployeeBindings.credentialId, body.credentials_id),
        eq(aiEmployeeBindings.profileId, body.profile_id),
        inSpace(aiEmployeeBindings, scope),
      ),
    )
    .returning();
  if (!gone) throw notFound(CODES.notFound);
  await followBinding(ctx, scope, gone.employeeId);
  return result(gone.employeeId, gone.credentialId, false, false);
}

/** POST /employees/enable and /disable: the employee stops or resumes working through the account. */
export async function setEmployeeEnabled(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: BindBody,
  enabled: boolean,
) {
  await requireEmployee(ctx, scope, body.employee_id);
  await requireAccount(ctx.db, scope, body.credentials_id);
  const [row] = await ctx.db
    .update(aiEmployeeBindings)
    .set({ enabled })
    .where(
      and(
        eq(aiEmployeeBindings.employeeId, body.employee_id),
        eq(aiEmployeeBindings.credentialId, body.credentials_id),
        inSpace(aiEmployeeBindings, scope),
      ),
    )
    .returning();
  if (!row) throw notFound(CODES.notFound);
  await followBinding(ctx, scope, row.employeeId);
  return result(row.employeeId, row.credentialId, row.enabled, true);
}
