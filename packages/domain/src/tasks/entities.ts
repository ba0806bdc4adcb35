import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { TASK_STATUSES, TASK_TYPES } from './enums.js';

/** 001 §3 Task. */
export const taskSchema = z.object({
  _id: idSchema,
  type: z.enum(TASK_TYPES),
  name: z.string(),
  info: z.string().nullable(),
  prospect: idSchema.nullable(),
  created: isoDateSchema,
  due_date: isoDateSchema.nullable(),
  priority: z.number().int(),
  status: z.enum(TASK_STATUSES),
  assignee: idSchema.nullable(),
  account: idSchema.nullable(),
  campaign: idSchema.nullable(),
});
export type Task = z.infer<typeof taskSchema>;

/** A task as lists and the drawer show it: the 001 §3 fields with the names people read. */
export const taskItemSchema = taskSchema.extend({
  prospect_name: z.string().nullable(),
  assignee_name: z.string().nullable(),
  account_name: z.string().nullable(),
  campaign_name: z.string().nullable(),
  created_by: idSchema.nullable(),
  completed_at: isoDateSchema.nullable(),
  comments_count: z.number().int(),
  /** Set when a campaign's manual step created the task (the step waits for it). */
  from_step: z.boolean(),
});
export type TaskItem = z.infer<typeof taskItemSchema>;

export const taskPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  items: z.array(taskItemSchema),
});
export type TaskPage = z.infer<typeof taskPageSchema>;

export const taskCommentSchema = z.object({
  _id: idSchema,
  task: idSchema,
  text: z.string(),
  author: idSchema.nullable(),
  author_name: z.string().nullable(),
  created: isoDateSchema,
});
export type TaskComment = z.infer<typeof taskCommentSchema>;
