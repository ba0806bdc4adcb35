import { DEFAULT_PRIORITY } from '@leadloop/domain';
import { renderTemplate } from '@leadloop/domain/campaigns/placeholders';
import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../db/client.js';
import {
  campaignProspects,
  spaceMembers,
  tasks,
  workflows,
  type WorkflowNode,
} from '../../db/schema/index.js';

type WorkflowRow = typeof workflows.$inferSelect;
import { inSpace } from '../../lib/scope.js';
import type { CpRow } from './state.js';
import type { ProspectRow } from './types.js';
import { zoneOrUtc } from './schedule.js';
import { placeholderValuesOf } from '../prospects-core/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type TaskStepVerdict = { kind: 'wait'; until: Date } | { kind: 'next'; reason: string };

interface TaskStepSettings {
  type?: string;
  priority?: number;
  due_days?: number;
  assignee?: string;
}

/**
 * A manual task step, inside the claim's transaction (the campaign row is locked): creates the step's
 * task once — the unique (campaign row, node) key makes a repeat after a crash find the first one —
 * then waits until the task is done (or canceled) or its due date passes, and moves on.
 */
export async function runTaskStep(
  tx: Tx,
  at: { cp: CpRow; wf: WorkflowRow; node: WorkflowNode; prospect: ProspectRow; timezone: string; now: Date },
  /** The call step's (issue 40): its task's name and script (`info`), already filled for the prospect. */
  texts?: { name: string; info: string },
): Promise<TaskStepVerdict> {
  const { cp, wf, node, now } = at;
  const settings = (node.task ?? {}) as TaskStepSettings;
  // Due at the end of the account's local day, `due_days` later (0: the same day, 001 §9 default).
  const dueDate = DateTime.fromJSDate(now, { zone: zoneOrUtc(at.timezone) })
    .plus({ days: settings.due_days ?? 0 })
    .endOf('day')
    .toJSDate();
  const assigneeId = await assigneeOf(tx, cp.spaceId, settings.assignee ?? wf.createdBy);
  await tx
    .insert(tasks)
    .values({
      spaceId: cp.spaceId,
      type: settings.type ?? 'follow_up',
      name:
        texts?.name ??
        renderTemplate(
          typeof node.content === 'string' && node.content.trim() ? node.content.trim() : wf.name,
          placeholderValuesOf(at.prospect),
        ),
      info: texts?.info ?? null,
      prospectId: at.prospect.id,
      dueDate,
      priority: settings.priority ?? DEFAULT_PRIORITY,
      assigneeId,
      credentialId: cp.credentialId,
      workflowId: wf.id,
      createdBy: wf.createdBy,
      campaignProspectId: cp.id,
      nodeId: node.id,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({
      target: [tasks.campaignProspectId, tasks.nodeId],
      where: sql`campaign_prospect_id is not null`,
    });
  const [task] = await tx
    .select({ status: tasks.status, dueDate: tasks.dueDate })
    .from(tasks)
    .where(and(eq(tasks.campaignProspectId, cp.id), eq(tasks.nodeId, node.id)));
  if (!task) return { kind: 'next', reason: 'task_failed' };
  if (task.status === 'completed') return { kind: 'next', reason: 'task_done' };
  if (task.status === 'canceled') return { kind: 'next', reason: 'user_skipped' };
  if (!task.dueDate || task.dueDate.getTime() <= now.getTime())
    return { kind: 'next', reason: 'task_overdue' };
  return { kind: 'wait', until: task.dueDate };
}

/** The step's assignee when they are still a member of the workspace, else nobody. */
async function assigneeOf(tx: Tx, spaceId: string, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [member] = await tx
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(inSpace(spaceMembers, spaceId), eq(spaceMembers.userId, userId)));
  return member ? userId : null;
}

/**
 * A step's task was completed or canceled: its campaign row, if still waiting for it, is due now
 * (the next engine pass moves it on instead of waiting for the due date).
 */
export async function wakeTaskStep(
  db: Db,
  input: { spaceId: string; campaignProspectId: string; at: Date },
): Promise<void> {
  await db
    .update(campaignProspects)
    .set({ nextRunAt: input.at })
    .where(
      and(
        eq(campaignProspects.id, input.campaignProspectId),
        inSpace(campaignProspects, input.spaceId),
        eq(campaignProspects.waitReason, 'waiting_for_task'),
      ),
    );
}
