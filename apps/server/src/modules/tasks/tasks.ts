import {
  DEFAULT_PRIORITY,
  TASK_PAGE_SIZE,
  type TaskCreateInput,
  type TaskItem,
  type TaskListQuery,
  type TaskPage,
  type TaskUpdateInput,
  CODES,
} from '@leadloop/domain';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../db/client.js';
import { campaignProspects, credentials, spaceMembers, tasks, workflows } from '../../db/schema/index.js';
import { isUuid } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';
import { wakeTaskStep } from '../engine/index.js';
import { loadProspect, scopeAllows, type AccountScope } from '../prospects/index.js';
import { selectTaskItems, toTaskItem, visibleTasks } from './view.js';

/** One task the scope sees, with its names; 404 for ids of other workspaces or accounts. */
export async function getTask(db: Db, scope: AccountScope, id: string): Promise<TaskItem> {
  if (!isUuid(id)) throw notFound(CODES.taskNotFound);
  const [row] = await selectTaskItems(db, and(visibleTasks(scope), eq(tasks.id, id))!);
  if (!row) throw notFound(CODES.taskNotFound);
  return toTaskItem(row);
}

/** Open tasks first by due date (none last), then by priority; done tasks newest first. */
export async function listTasks(db: Db, scope: AccountScope, query: TaskListQuery): Promise<TaskPage> {
  const now = clock.now();
  const where: (SQL | undefined)[] = [visibleTasks(scope)];
  const status = query.status ?? 'open';
  if (status !== 'all') where.push(eq(tasks.status, status));
  if (query.mine) where.push(eq(tasks.assigneeId, scope.userId));
  if (query.assignee) where.push(eq(tasks.assigneeId, query.assignee));
  if (query.prospect) where.push(eq(tasks.prospectId, query.prospect));
  if (query.campaign) where.push(eq(tasks.workflowId, query.campaign));
  if (query.account) where.push(eq(tasks.credentialId, query.account));
  if (query.priority !== undefined) where.push(eq(tasks.priority, query.priority));
  if (query.overdue) where.push(eq(tasks.status, 'open'), isNotNull(tasks.dueDate), lt(tasks.dueDate, now));
  if (query.due_today) {
    const day = DateTime.fromJSDate(now, { zone: query.tz ?? 'UTC' }).startOf('day');
    where.push(gte(tasks.dueDate, day.toJSDate()), lt(tasks.dueDate, day.plus({ days: 1 }).toJSDate()));
  }
  const condition = and(...where)!;
  const pageSize = query.page_size ?? TASK_PAGE_SIZE;
  const page = query.page ?? 1;
  const [total] = await db.select({ n: count() }).from(tasks).where(condition);
  const rows = await selectTaskItems(db, condition)
    .orderBy(
      sql`case when ${tasks.status} = 'open' then 0 else 1 end`,
      sql`case when ${tasks.status} = 'open' then ${tasks.dueDate} end asc nulls last`,
      desc(tasks.priority),
      sql`${tasks.completedAt} desc nulls last`,
      asc(tasks.createdAt),
      asc(tasks.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { total: total?.n ?? 0, page, page_size: pageSize, items: rows.map(toTaskItem) };
}

async function requireMember(db: Db, scope: AccountScope, userId: string): Promise<void> {
  const [member] = await db
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(inSpace(spaceMembers, scope.spaceId), eq(spaceMembers.userId, userId)));
  if (!member) throw badRequest(CODES.taskAssigneeNotMember);
}

/** The account a new task belongs to: the one given, else the campaign's, else the prospect's (seen by the scope). */
async function accountFor(
  db: Db,
  scope: AccountScope,
  input: Pick<TaskCreateInput, 'account' | 'campaign' | 'prospect'>,
): Promise<{ credentialId: string | null; workflowId: string | null }> {
  let credentialId = input.account ?? null;
  let workflowId: string | null = null;
  if (credentialId) {
    const [account] = await db
      .select({ id: credentials.id })
      .from(credentials)
      .where(and(eq(credentials.id, credentialId), inSpace(credentials, scope.spaceId)));
    if (!account || !scopeAllows(scope, credentialId)) throw notFound(CODES.credentialsNotFound);
  }
  if (input.campaign) {
    const [wf] = await db
      .select({ id: workflows.id, credentialId: workflows.credentialId })
      .from(workflows)
      .where(and(eq(workflows.id, input.campaign), inSpace(workflows, scope.spaceId)));
    if (!wf || (wf.credentialId && !scopeAllows(scope, wf.credentialId)))
      throw notFound(CODES.campaignNotFound);
    workflowId = wf.id;
    credentialId ??= wf.credentialId;
  }
  if (!credentialId && input.prospect) {
    const [cp] = await db
      .select({ credentialId: campaignProspects.credentialId })
      .from(campaignProspects)
      .where(
        and(
          eq(campaignProspects.prospectId, input.prospect),
          inSpace(campaignProspects, scope.spaceId),
          scope.credentialIds === null
            ? undefined
            : inArray(
                campaignProspects.credentialId,
                scope.credentialIds.length ? scope.credentialIds : [''],
              ),
        ),
      )
      .orderBy(desc(campaignProspects.createdAt))
      .limit(1);
    credentialId = cp?.credentialId ?? null;
  }
  return { credentialId, workflowId };
}

export async function createTask(db: Db, scope: AccountScope, input: TaskCreateInput): Promise<TaskItem> {
  if (input.prospect) await loadProspect(db, scope, input.prospect);
  const assigneeId = input.assignee ?? scope.userId;
  await requireMember(db, scope, assigneeId);
  const { credentialId, workflowId } = await accountFor(db, scope, input);
  const now = clock.now();
  const [row] = await db
    .insert(tasks)
    .values({
      spaceId: scope.spaceId,
      type: input.type,
      name: input.name,
      info: input.info ?? null,
      prospectId: input.prospect ?? null,
      dueDate: input.due_date ? new Date(input.due_date) : null,
      priority: input.priority ?? DEFAULT_PRIORITY,
      assigneeId,
      credentialId,
      workflowId,
      createdBy: scope.userId || null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: tasks.id });
  return getTask(db, scope, row!.id);
}

/** Edit, complete or reopen, reassign. A step's task that is completed wakes its campaign step. */
export async function updateTask(
  db: Db,
  scope: AccountScope,
  id: string,
  input: TaskUpdateInput,
): Promise<TaskItem> {
  const before = await getTask(db, scope, id);
  if (input.assignee) await requireMember(db, scope, input.assignee);
  const now = clock.now();
  const statusChanged = input.status !== undefined && input.status !== before.status;
  const [row] = await db
    .update(tasks)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.type !== undefined ? { type: input.type } : {}),
      ...(input.info !== undefined ? { info: input.info } : {}),
      ...(input.due_date !== undefined ? { dueDate: input.due_date ? new Date(input.due_date) : null } : {}),
      ...(input.priority !== undefined ? { priority: input.priority } : {}),
      ...(input.assignee !== undefined ? { assigneeId: input.assignee } : {}),
      ...(statusChanged ? { status: input.status, completedAt: input.status === 'open' ? null : now } : {}),
      updatedAt: now,
    })
    .where(and(eq(tasks.id, id), inSpace(tasks, scope.spaceId)))
    .returning();
  if (row && statusChanged && input.status !== 'open' && row.campaignProspectId && row.nodeId)
    await wakeTaskStep(db, { spaceId: scope.spaceId, campaignProspectId: row.campaignProspectId, at: now });
  // Read back with the workspace's view: a member who hands a task to someone else still gets the answer.
  return getTask(db, { ...scope, credentialIds: null }, id);
}

/** Deleting needs the author, the assignee or an admin; a step's task is canceled instead (the step moves on). */
export async function deleteTask(db: Db, scope: AccountScope, id: string): Promise<{ _id: string }> {
  const task = await getTask(db, scope, id);
  if (!scope.isAdmin && task.created_by !== scope.userId && task.assignee !== scope.userId) throw forbidden();
  if (task.from_step) {
    await updateTask(db, scope, id, { status: 'canceled' });
    return { _id: id };
  }
  await db.delete(tasks).where(and(eq(tasks.id, id), inSpace(tasks, scope.spaceId)));
  return { _id: id };
}
