import { and, count, desc, eq } from 'drizzle-orm';
import {
  CODES,
  MESSAGES,
  validateCases,
  validateFaq,
  validateFollowUpCount,
  validateFreeValues,
  validateObjective,
  validateTargeting,
  type AiObjective,
} from '@leadloop/domain';
import type {
  Employee,
  EmployeeBody,
  EmployeeList,
  EmployeePatch,
  EmployeeSaved,
} from '@leadloop/domain/ai-employees/entities';
import { aiEmployeeBindings, aiEmployees } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/auth-guard.js';
import { inSpace, requireAccount, type WorkspaceScope } from '../../lib/scope.js';
import { forgetEmployee } from '../ai-knowledge/index.js';
import { followBinding, putBinding } from './account-binding.js';
import { syncEmployeeKnowledge } from './knowledge-sync.js';

type Row = typeof aiEmployees.$inferSelect;
type Binding = typeof aiEmployeeBindings.$inferSelect;

/**
 * 001 §5 AI Employee rules, in the wizard's order, checked on the server as the wizard checks them: the first
 * failing step's message is the answer (400). A case or free value whose link is null has its link switched off.
 */
export async function validateEmployee(ctx: AppContext, scope: WorkspaceScope, body: EmployeeBody) {
  const s = body.employee_settings;
  const verdicts = [
    validateTargeting(body.targeting.settings),
    validateObjective(s.objective as AiObjective),
    ...s.cases.map((c) => validateCases([c], c.link !== null && c.link !== undefined)),
    ...s.free_value.map((v) => validateFreeValues([v], v.link !== null && v.link !== undefined)),
    s.cases.length > 3 || s.free_value.length > 3 ? MESSAGES.fillAllFields : true,
    validateFaq(s.faq),
    body.credentials_id ? true : MESSAGES.credentialRequired,
    body.calendly_user || body.calendly_event ? true : MESSAGES.noCalendlyUser,
    body.calendly_event ? true : MESSAGES.noCalendlyEvent,
    validateFollowUpCount(body.messaging_settings.number_of_follow_ups),
  ];
  const failed = verdicts.find((v) => v !== true);
  if (failed) throw invalid(failed);
  await requireAccount(ctx.db, scope, body.credentials_id!);
}

const columns = (body: EmployeeBody) => ({
  profileId: body.profile.id,
  name: body.profile.name.trim(),
  photo: body.profile.photo,
  description: body.profile.description,
  calendlyUser: body.calendly_user ?? null,
  calendlyEvent: body.calendly_event ?? null,
  messagingSettings: body.messaging_settings,
  objective: body.employee_settings.objective,
  cases: body.employee_settings.cases,
  freeValue: body.employee_settings.free_value,
  faq: body.employee_settings.faq,
  targeting: body.targeting.settings,
  isExtend: body.targeting.is_extend,
});

export function employeeView(row: Row, bindings: Binding[]): Employee {
  return {
    id: row.id,
    space: row.spaceId,
    profile: { id: row.profileId, name: row.name, photo: row.photo, description: row.description },
    calendly_user: row.calendlyUser,
    calendly_event: row.calendlyEvent,
    messaging_settings: row.messagingSettings as Employee['messaging_settings'],
    employee_settings: {
      objective: row.objective as Employee['employee_settings']['objective'],
      cases: row.cases as Employee['employee_settings']['cases'],
      free_value: row.freeValue as Employee['employee_settings']['free_value'],
      faq: row.faq as Employee['employee_settings']['faq'],
    },
    targeting: {
      settings: row.targeting as Employee['targeting']['settings'],
      is_extend: row.isExtend,
    },
    bindings: bindings
      .filter((b) => b.employeeId === row.id)
      .map((b) => ({ credentials_id: b.credentialId, profile_id: b.profileId, enabled: b.enabled })),
    created_at: row.createdAt.toISOString(),
  };
}

/** The employee, if it is in the caller's workspace. */
export async function requireEmployee(ctx: AppContext, scope: WorkspaceScope, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound(CODES.notFound);
  const [row] = await ctx.db
    .select()
    .from(aiEmployees)
    .where(and(eq(aiEmployees.id, id), inSpace(aiEmployees, scope)));
  if (!row) throw notFound(CODES.notFound);
  return row;
}

async function bindingsOf(ctx: AppContext, scope: WorkspaceScope): Promise<Binding[]> {
  return ctx.db.select().from(aiEmployeeBindings).where(inSpace(aiEmployeeBindings, scope));
}

/**
 * POST /employees: saves the wizard and binds the chosen account. `generate_campaigns` is recorded as the
 * count of campaigns the client then asks the Magic builder for (000 §4: the campaign-creation modal).
 */
export async function createEmployee(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: EmployeeBody,
): Promise<EmployeeSaved> {
  await validateEmployee(ctx, scope, body);
  const { row, previous } = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(aiEmployees)
      .values({ spaceId: scope.spaceId, createdBy: scope.userId, ...columns(body) })
      .returning();
    const previous = await putBinding(tx, scope, {
      employeeId: created!.id,
      credentialId: body.credentials_id!,
      profileId: body.profile.id,
    });
    return { row: created!, previous };
  });
  if (previous) await followBinding(ctx, scope, previous);
  await syncEmployeeKnowledge(ctx, scope, await getEmployee(ctx, scope, row.id));
  const campaigns = Object.values(body.generate_campaigns ?? {}).reduce<number>((n, c) => n + (c ?? 0), 0);
  return { id: row.id, profile: { name: row.name }, campaigns_count: campaigns };
}

/** GET /employees (offset 0, limit 25). */
export async function listEmployees(
  ctx: AppContext,
  scope: WorkspaceScope,
  q: { offset: number; limit: number },
): Promise<EmployeeList> {
  const rows = await ctx.db
    .select()
    .from(aiEmployees)
    .where(inSpace(aiEmployees, scope))
    .orderBy(desc(aiEmployees.createdAt), desc(aiEmployees.id))
    .offset(q.offset)
    .limit(q.limit);
  const [total] = await ctx.db.select({ n: count() }).from(aiEmployees).where(inSpace(aiEmployees, scope));
  const bindings = await bindingsOf(ctx, scope);
  return { items: rows.map((r) => employeeView(r, bindings)), total: total?.n ?? 0 };
}

export async function getEmployee(ctx: AppContext, scope: WorkspaceScope, id: string): Promise<Employee> {
  const row = await requireEmployee(ctx, scope, id);
  return employeeView(row, await bindingsOf(ctx, scope));
}

/** PATCH /employees/{id}: the parts sent replace the stored ones; the whole is checked as on create. */
export async function updateEmployee(
  ctx: AppContext,
  scope: WorkspaceScope,
  id: string,
  patch: EmployeePatch,
): Promise<EmployeeSaved> {
  const row = await requireEmployee(ctx, scope, id);
  const current = employeeView(row, await bindingsOf(ctx, scope));
  const merged: EmployeeBody = {
    credentials_id: patch.credentials_id ?? current.bindings[0]?.credentials_id ?? null,
    profile: patch.profile ?? current.profile,
    calendly_user: patch.calendly_user !== undefined ? patch.calendly_user : current.calendly_user,
    calendly_event: patch.calendly_event !== undefined ? patch.calendly_event : current.calendly_event,
    messaging_settings: patch.messaging_settings ?? current.messaging_settings,
    employee_settings: patch.employee_settings ?? current.employee_settings,
    targeting: patch.targeting ?? current.targeting,
  };
  await validateEmployee(ctx, scope, merged);
  const [saved] = await ctx.db
    .update(aiEmployees)
    .set({ ...columns(merged), updatedAt: clock.now() })
    .where(and(eq(aiEmployees.id, row.id), inSpace(aiEmployees, scope)))
    .returning();
  // A PATCH naming another account moves the employee there (as POST /employees/bind would).
  if (patch.credentials_id && !current.bindings.some((b) => b.credentials_id === patch.credentials_id)) {
    const previous = await putBinding(ctx.db, scope, {
      employeeId: row.id,
      credentialId: patch.credentials_id,
      profileId: merged.profile.id,
    });
    if (previous) await followBinding(ctx, scope, previous);
  }
  await syncEmployeeKnowledge(ctx, scope, await getEmployee(ctx, scope, saved!.id));
  return { id: saved!.id, profile: { name: saved!.name }, campaigns_count: 0 };
}

/** DELETE /employees/{id} (workspace admins): its bindings go with it, and it answers no more replies. */
export async function deleteEmployee(ctx: AppContext, scope: WorkspaceScope, id: string) {
  const row = await requireEmployee(ctx, scope, id);
  await ctx.db.delete(aiEmployees).where(and(eq(aiEmployees.id, row.id), inSpace(aiEmployees, scope)));
  await forgetEmployee(ctx.db, scope.spaceId, row.id);
  return { id: row.id, deleted: true };
}
