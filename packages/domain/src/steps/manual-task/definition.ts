import { z } from 'zod';
import { TASK_TYPES } from '../../tasks/enums.js';
import { prioritySchema } from '../../tasks/rules.js';
import { defineStep } from '../define.js';

/**
 * Creates a task for a person (once per prospect and step; its name is the step's `content`) and waits
 * until the task is done or its due date passes. Due after `due_days` (0: the same day); the assignee
 * defaults to the campaign's creator, priority to none.
 */
export const manualTaskStep = defineStep({
  type: 'manual_task',
  label: 'Manual task',
  order: 140,
  runs: 'move',
  feature: null,
  fields: {
    task: z
      .strictObject({
        type: z.enum(TASK_TYPES).optional(),
        priority: prioritySchema.optional(),
        due_days: z.coerce.number().int().min(0).max(90).optional(),
        assignee: z.uuid().optional(),
      })
      .optional(),
  },
});
