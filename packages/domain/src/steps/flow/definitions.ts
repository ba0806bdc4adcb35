import { z } from 'zod';
import { AI_LABELS } from '../../ai/enums.js';
import { CONDITION_KINDS } from '../../campaigns/condition-kinds.js';
import { defineStep } from '../define.js';

/** Steps that only move the prospect: wait, or branch on a question (smart sequences). */
export const delayStep = defineStep({
  type: 'delay',
  label: 'Delay',
  order: 100,
  runs: 'move',
  feature: null,
});
export const conditionStep = defineStep({
  type: 'condition',
  label: 'Condition',
  order: 120,
  runs: 'move',
  feature: 'smart_sequences',
  fields: {
    condition: z
      .strictObject({
        kind: z.enum(CONDITION_KINDS),
        days: z.coerce.number().int().min(1).max(90).optional(),
        /** reply_labelled: the AI label the reply carries (a user's correction counts). */
        label: z.enum(AI_LABELS).optional(),
      })
      .optional(),
  },
});
