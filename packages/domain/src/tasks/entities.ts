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
