import type { TaskItem } from '@leadloop/domain';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { credentials, prospects, taskComments, tasks, users, workflows } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';
import type { AccountScope } from '../prospects/index.js';

export type TaskRow = typeof tasks.$inferSelect;

/**
 * Which tasks a caller sees in the workspace: an admin every task; a member the tasks of the accounts
 * available to them, and the tasks assigned to them or created by them.
 */
export function visibleTasks(scope: AccountScope): SQL {
  const space = inSpace(tasks, scope.spaceId);
  if (scope.credentialIds === null) return space;
  const mine = or(eq(tasks.assigneeId, scope.userId), eq(tasks.createdBy, scope.userId))!;
  const ofAccounts = scope.credentialIds.length
    ? inArray(tasks.credentialId, scope.credentialIds)
    : undefined;
  return and(space, ofAccounts ? or(mine, ofAccounts) : mine)!;
}

const assignee = alias(users, 'assignee');
const personName = (first: SQL | unknown, last: SQL | unknown) =>
  sql<string>`nullif(trim(concat(${first}, ' ', ${last})), '')`;

/** The select of a task with the names lists show; `where` narrows it (always with visibleTasks). */
export function selectTaskItems(db: Db, where: SQL) {
  return db
    .select({
      task: tasks,
      prospectName: sql<
        string | null
      >`coalesce(nullif(${prospects.fullName}, ''), ${personName(prospects.firstName, prospects.lastName)})`,
      assigneeName: personName(assignee.firstName, assignee.lastName),
      accountName: sql<
        string | null
      >`coalesce(${personName(credentials.firstName, credentials.lastName)}, ${credentials.username})`,
      campaignName: workflows.name,
      comments: sql<number>`(select count(*)::int from ${taskComments} where ${taskComments.taskId} = ${tasks.id})`,
    })
    .from(tasks)
    .leftJoin(prospects, eq(prospects.id, tasks.prospectId))
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(credentials, eq(credentials.id, tasks.credentialId))
    .leftJoin(workflows, eq(workflows.id, tasks.workflowId))
    .where(where)
    .$dynamic();
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectTaskItems>['execute']>>[number];

export function toTaskItem(row: ItemRow): TaskItem {
  const t = row.task;
  return {
    _id: t.id,
    type: t.type as TaskItem['type'],
    name: t.name,
    info: t.info,
    prospect: t.prospectId,
    created: t.createdAt.toISOString(),
    due_date: t.dueDate ? t.dueDate.toISOString() : null,
    priority: t.priority,
    status: t.status as TaskItem['status'],
    assignee: t.assigneeId,
    account: t.credentialId,
    campaign: t.workflowId,
    prospect_name: row.prospectName ?? null,
    assignee_name: row.assigneeName ?? null,
    account_name: row.accountName ?? null,
    campaign_name: row.campaignName ?? null,
    created_by: t.createdBy,
    completed_at: t.completedAt ? t.completedAt.toISOString() : null,
    comments_count: Number(row.comments ?? 0),
    from_step: Boolean(t.campaignProspectId && t.nodeId),
  };
}
