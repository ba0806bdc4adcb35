import { z } from 'zod';
import { CONDITION_KINDS, RUNNABLE_STEP_TYPES } from './enums.js';
import { TASK_TYPES } from '../tasks/enums.js';
import { prioritySchema } from '../tasks/rules.js';
import { CRM_PLATFORMS } from '../crm/platforms.js';

const text = (max: number) => z.string().max(max);

/** A/B test: two variants of subject/content, split 50/50 per prospect (001 §9). */
export const stepVariantSchema = z.strictObject({ subject: text(200).optional(), content: text(5000) });
export type StepVariant = z.infer<typeof stepVariantSchema>;

/**
 * One step as the workflows API takes it (`sequence` items, smart-sequence nodes) and gives it back:
 * the delay in days and hours, content, subject, thread (001 §3 step). The id is filled in on save.
 */
export const stepInputSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  type: z.enum(RUNNABLE_STEP_TYPES),
  delay_days: z.coerce.number().int().min(0).max(365).default(0),
  delay_hours: z.coerce.number().int().min(0).max(23).default(0),
  subject: text(200).optional(),
  content: text(5000).optional(),
  variants: z.array(stepVariantSchema).length(2).optional(),
  thread: z.enum(['new', 'reply']).optional(),
  manual_approval: z.boolean().optional(),
  url: z.string().url().max(2000).optional(),
  /** Voicemail step: one of the account's voicemail recordings. */
  audio_id: z.uuid().optional(),
  /** Scheduled send time for a message step; never in the past. */
  send_at: z.iso.datetime({ offset: true }).optional(),
  condition: z
    .strictObject({ kind: z.enum(CONDITION_KINDS), days: z.coerce.number().int().min(1).max(90).optional() })
    .optional(),
  /**
   * Manual task step: the task it creates for a person (its name is the step's `content`). Due after
   * `due_days` (0: the same day); the assignee defaults to the campaign's creator, priority to none.
   */
  task: z
    .strictObject({
      type: z.enum(TASK_TYPES).optional(),
      priority: prioritySchema.optional(),
      due_days: z.coerce.number().int().min(0).max(90).optional(),
      assignee: z.uuid().optional(),
    })
    .optional(),
  /**
   * CRM push step: creates or updates the prospect's contact (and, with `create_deal`, a deal) in the
   * workspace's CRM on `platform` (default: the native one), once per prospect and step.
   */
  crm: z
    .strictObject({
      platform: z.enum(CRM_PLATFORMS).optional(),
      create_deal: z.boolean().optional(),
      pipeline_id: z.string().max(100).optional(),
      stage_id: z.string().max(100).optional(),
    })
    .optional(),
});
export type StepInput = z.infer<typeof stepInputSchema>;

/** A saved step: its id is always set. */
export const stepSchema = stepInputSchema.extend({ id: z.string().min(1).max(64) });
export type Step = z.infer<typeof stepSchema>;

/** A link of the sequence graph; a condition's links carry the branch they take. */
export const sequenceLinkSchema = z.strictObject({
  from: z.string().min(1).max(64),
  to: z.string().min(1).max(64),
  branch: z.enum(['yes', 'no']).optional(),
});
export type SequenceLink = z.infer<typeof sequenceLinkSchema>;
