import { z } from 'zod';
import { RUNNABLE_STEP_TYPES } from './enums.js';
import { STEP_FIELDS } from '../steps/registry.js';

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
  /** Scheduled send time for a message step; never in the past. */
  send_at: z.iso.datetime({ offset: true }).optional(),
  /** Each step type's own fields (its definition's `fields`: url, audio_id, condition, task, crm…). */
  ...STEP_FIELDS,
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
