import { z } from 'zod';
import { defineStep } from '../define.js';

/**
 * A call (issue 40): a task for a person to call the prospect, with the step's `content` as the call
 * script and the prospect's card on the task; the prospect moves on once the task is done or due. With
 * `voicemail_audio_id` the step leaves that recording instead (a voicemail drop, under the voicemail rules).
 */
export const callStep = defineStep({
  type: 'call',
  label: 'Call',
  order: 137,
  runs: 'move',
  feature: 'calling',
  fields: {
    call: z
      .strictObject({
        due_days: z.coerce.number().int().min(0).max(90).optional(),
        assignee: z.uuid().optional(),
      })
      .optional(),
  },
});
