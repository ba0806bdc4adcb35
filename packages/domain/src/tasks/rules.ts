import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { requiredText, optionalText } from '../common/text.js';
import { toNumber, zBool, zInt } from '../common/coerce.js';
import { isTimeZone } from '../credentials/rules.js';
import { PRIORITIES, TASK_STATUSES, TASK_TYPES, type Priority } from './enums.js';

/** 001 §5: task message not empty. */
export const TASK_MESSAGE_MAX = 2000;
export const taskMessageSchema = requiredText(MESSAGES.taskMessageRequired, TASK_MESSAGE_MAX);
/** Longer free text about the task (001 §3 info). */
export const TASK_INFO_MAX = 5000;
/** Tasks per page in lists (my-tasks, the prospect card). */
export const TASK_PAGE_SIZE = 25;

const PRIORITY_VALUES = Object.values(PRIORITIES) as Priority[];
export const prioritySchema = z.preprocess(
  toNumber,
  z
    .number({ error: MESSAGES.taskInvalidPriority })
    .refine((n): n is Priority => (PRIORITY_VALUES as number[]).includes(n), MESSAGES.taskInvalidPriority),
);

const dueDateSchema = z.iso.datetime({ offset: true, error: MESSAGES.taskInvalidDueDate });
const optionalId = z.uuid().nullable().optional();

/** POST /api/tasks: only the name is required; the assignee defaults to the caller, priority to none. */
export const taskCreateSchema = z.strictObject({
  name: taskMessageSchema,
  type: z.enum(TASK_TYPES).default('follow_up'),
  info: optionalText(TASK_INFO_MAX).nullable(),
  prospect: optionalId,
  due_date: dueDateSchema.nullable().optional(),
  priority: prioritySchema.optional(),
  assignee: optionalId,
  account: optionalId,
  campaign: optionalId,
});
export type TaskCreateInput = z.infer<typeof taskCreateSchema>;

/** PUT /api/tasks/:id: edit, complete or reopen (status), reassign (assignee). */
export const taskUpdateSchema = z.strictObject({
  name: taskMessageSchema.optional(),
  type: z.enum(TASK_TYPES).optional(),
  info: optionalText(TASK_INFO_MAX).nullable(),
  due_date: dueDateSchema.nullable().optional(),
  priority: prioritySchema.optional(),
  status: z.enum(TASK_STATUSES).optional(),
  assignee: optionalId,
});
export type TaskUpdateInput = z.infer<typeof taskUpdateSchema>;

/** GET /api/tasks: filters of my-tasks and of the prospect card. */
export const taskListQuerySchema = z.object({
  space: z.string().max(100).optional(),
  mine: zBool().optional(),
  overdue: zBool().optional(),
  due_today: zBool().optional(),
  priority: prioritySchema.optional(),
  status: z.enum([...TASK_STATUSES, 'all']).optional(),
  assignee: z.uuid().optional(),
  prospect: z.uuid().optional(),
  campaign: z.uuid().optional(),
  account: z.uuid().optional(),
  /** The viewer's time zone, for "due today" (default UTC). */
  tz: z.string().max(64).refine(isTimeZone, MESSAGES.invalidTimezone).optional(),
  page: zInt({ min: 1, max: 100_000 }).optional(),
  page_size: zInt({ min: 1, max: 100 }).optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

export const taskCommentInputSchema = z.strictObject({
  text: requiredText(MESSAGES.required, TASK_MESSAGE_MAX),
});
