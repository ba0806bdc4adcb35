import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { credentials } from './credentials.js';
import { campaignProspects, prospects } from './prospects.js';
import { users } from './users.js';
import { workflows } from './workflows.js';

/**
 * Tasks (001 §3 Task): work a person does — call, email, follow up — created by hand or by a campaign's
 * manual step. A step's task carries its campaign row and node: one task per prospect and step.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    info: text('info'),
    prospectId: uuid('prospect_id').references(() => prospects.id, { onDelete: 'cascade' }),
    dueDate: ts('due_date'),
    priority: integer('priority').notNull().default(100),
    status: text('status').notNull().default('open'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    credentialId: uuid('credential_id').references(() => credentials.id, { onDelete: 'set null' }),
    workflowId: uuid('workflow_id').references(() => workflows.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    campaignProspectId: uuid('campaign_prospect_id').references(() => campaignProspects.id, {
      onDelete: 'set null',
    }),
    nodeId: text('node_id'),
    completedAt: ts('completed_at'),
    /** The assignee told this task is overdue (told again only when someone else is assigned). */
    overdueNotifiedTo: uuid('overdue_notified_to'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_space_assignee_idx').on(t.spaceId, t.assigneeId, t.status, t.dueDate),
    index('tasks_space_due_idx').on(t.spaceId, t.status, t.dueDate),
    index('tasks_prospect_idx').on(t.prospectId),
    // The activity feed: tasks created, tasks done, newest first.
    index('tasks_space_created_idx').on(t.spaceId, t.createdAt, t.id),
    index('tasks_space_completed_idx')
      .on(t.spaceId, t.completedAt, t.id)
      .where(sql`completed_at is not null`),
    // The overdue pass reads only tasks whose assignee has not been told yet.
    index('tasks_overdue_pending_idx')
      .on(t.dueDate)
      .where(
        sql`status = 'open' and assignee_id is not null and overdue_notified_to is distinct from assignee_id`,
      ),
    uniqueIndex('tasks_step_uq')
      .on(t.campaignProspectId, t.nodeId)
      .where(sql`campaign_prospect_id is not null`),
  ],
);

/** Comments on a task, oldest first. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.createdAt)],
);
