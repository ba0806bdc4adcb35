import type { TaskItem } from '@leadloop/domain/tasks/entities';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { tasks } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { onPlansWith } from '../../lib/plans.js';
import type { RegisterJobs } from '../../lib/job-registry.js';
import { notify, type NotifyDeps } from '../notifications/index.js';

/** How often open tasks are looked at for a due date that passed. */
const OVERDUE_EVERY_S = 300;

const taskPath = (spaceId: string) => `/dashboard/my-tasks?space=${spaceId}`;

/** "Task assigned" in the assignee's bell (issue 14 item 6) — not when people assign themselves. */
export async function notifyTaskAssigned(
  deps: NotifyDeps,
  spaceId: string,
  actorId: string,
  task: Pick<TaskItem, '_id' | 'name' | 'assignee'>,
): Promise<void> {
  if (!task.assignee || task.assignee === actorId) return;
  await notify(deps, {
    spaceId,
    to: { userIds: [task.assignee] },
    event: 'task_assigned',
    type: 'info',
    title: `New task: ${task.name}`,
    text: task.name,
    params: { name: task.name },
    action: { type: 'router', text: 'Open task', meta: { path: taskPath(spaceId) } },
    dedupeKey: `task_assigned:${task._id}:${task.assignee}`,
  });
}

/**
 * "Task overdue" once per task and assignee, for open tasks whose due date has passed. A task is marked
 * with the assignee told, so each pass reads only tasks not told yet (its cost follows new work, not every
 * open task); the notification's dedupe key still holds if a pass stops between the two.
 */
export async function notifyOverdueTasks(deps: NotifyDeps): Promise<number> {
  const due = await deps.db
    .select({ id: tasks.id, spaceId: tasks.spaceId, name: tasks.name, assigneeId: tasks.assigneeId })
    .from(tasks)
    .where(
      and(
        eq(tasks.status, 'open'),
        isNotNull(tasks.assigneeId),
        sql`${tasks.overdueNotifiedTo} is distinct from ${tasks.assigneeId}`,
        lt(tasks.dueDate, clock.now()),
        await onPlansWith(deps.db, 'dash_tasks', tasks.spaceId),
      ),
    );
  let sent = 0;
  for (const task of due) {
    sent += await notify(deps, {
      spaceId: task.spaceId,
      to: { userIds: [task.assigneeId!] },
      event: 'task_overdue',
      type: 'warning',
      title: `Task overdue: ${task.name}`,
      text: task.name,
      params: { name: task.name },
      action: { type: 'router', text: 'Open task', meta: { path: taskPath(task.spaceId) } },
      dedupeKey: `task_overdue:${task.id}:${task.assigneeId}`,
    });
    await deps.db
      .update(tasks)
      .set({ overdueNotifiedTo: task.assigneeId })
      .where(and(eq(tasks.id, task.id), eq(tasks.assigneeId, task.assigneeId!)));
  }
  return sent;
}

export const registerTaskJobs: RegisterJobs = (registry, ctx) => {
  registry.periodic('tasks.overdue', OVERDUE_EVERY_S, () => notifyOverdueTasks(ctx).then(() => undefined));
};
