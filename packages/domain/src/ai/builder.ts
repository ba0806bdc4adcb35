import { z } from 'zod';
import { idSchema } from '../common/entity.js';
import { AI_VARIABLES } from '../campaigns/placeholders.js';
import { RUNNABLE_STEP_TYPES } from '../campaigns/enums.js';

/**
 * Issue 19 in the campaign builder: an `{ai:…}` variable previewed for a sample prospect (and approved for
 * one of the campaign's prospects), the builder assistant (write or improve a step, a sequence from a
 * goal) and a prospect's personality type.
 */

/** Sample prospects offered for a preview: the campaign's own first, then the workspace's latest. */
export const AI_PREVIEW_SAMPLES = 5;
export const AI_TEXT_MAX = 300;
export const BUILDER_GOAL_MAX = 500;

export const aiSampleProspectSchema = z.object({
  _id: idSchema,
  name: z.string(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  /** In the campaign being edited: a preview of theirs can be approved (their step then sends that text). */
  in_campaign: z.boolean(),
});
export type AiSampleProspect = z.infer<typeof aiSampleProspectSchema>;
export const aiSampleListSchema = z.object({ items: z.array(aiSampleProspectSchema) });
export const aiSamplesQuerySchema = z.object({ workflow_id: z.uuid().optional() });

export const aiPreviewBodySchema = z.strictObject({
  /** The step's text as written in the builder, with its `{ai:…}` variables. */
  text: z.string().trim().min(1).max(5000),
  profile_id: z.uuid(),
  workflow_id: z.uuid().optional(),
  node_id: z.string().min(1).max(100).optional(),
  /** 0 for the first preview, then 1, 2… on Regenerate (another wording). */
  attempt: z.number().int().min(0).max(20).optional(),
});
export const aiPreviewSchema = z.object({
  prompt_id: idSchema,
  /** The generated text of each variable (`icebreaker` → "I noticed you're…"). */
  texts: z.record(z.string(), z.string()),
  /** The step's text as this prospect would get it. */
  message: z.string(),
  provider: z.string(),
  offline: z.boolean(),
  balance: z.number().int(),
  prospect: aiSampleProspectSchema,
  /** The prospect is in this campaign and this step has not run for them yet. */
  approvable: z.boolean(),
});
export type AiPreview = z.infer<typeof aiPreviewSchema>;

export const aiApproveBodySchema = z.strictObject({
  workflow_id: z.uuid(),
  node_id: z.string().min(1).max(100),
  profile_id: z.uuid(),
  texts: z.partialRecord(z.enum(AI_VARIABLES), z.string().trim().min(1).max(AI_TEXT_MAX)),
});
export const aiApprovedSchema = z.object({ approved: z.number().int(), message: z.string() });
export type AiApproved = z.infer<typeof aiApprovedSchema>;

/** The builder assistant writes the text of these steps. */
export const BUILDER_TEXT_STEPS = [
  'connection_request',
  'message',
  'inmail',
  'email',
] as const satisfies readonly (typeof RUNNABLE_STEP_TYPES)[number][];
export type BuilderTextStep = (typeof BUILDER_TEXT_STEPS)[number];
export const BUILDER_STEP_MODES = ['write', 'improve'] as const;

export const builderStepBodySchema = z.strictObject({
  type: z.enum(BUILDER_TEXT_STEPS),
  mode: z.enum(BUILDER_STEP_MODES),
  goal: z.string().trim().max(BUILDER_GOAL_MAX).optional(),
  /** The step's current text (to improve). */
  text: z.string().max(5000).optional(),
});
export const builderStepSchema = z.object({
  prompt_id: idSchema,
  subject: z.string().nullable(),
  text: z.string(),
  provider: z.string(),
  offline: z.boolean(),
  balance: z.number().int(),
});
export type BuilderStepAnswer = z.infer<typeof builderStepSchema>;

export const builderSequenceBodySchema = z.strictObject({
  goal: z.string().trim().min(3).max(BUILDER_GOAL_MAX),
  /** Steps on the network (connection request then messages) or emails. */
  channel: z.enum(['network', 'email']).optional(),
});
export const builderSequenceStepSchema = z.object({
  type: z.enum(BUILDER_TEXT_STEPS),
  delay_days: z.number().int().min(0).max(365),
  subject: z.string().nullable(),
  content: z.string(),
});
export const builderSequenceSchema = z.object({
  prompt_id: idSchema,
  steps: z.array(builderSequenceStepSchema).min(1).max(10),
  provider: z.string(),
  offline: z.boolean(),
  balance: z.number().int(),
});
export type BuilderSequenceAnswer = z.infer<typeof builderSequenceSchema>;

/** ai_powered_personality_type: four communication styles (DISC-like), read from the prospect's profile text. */
export const PERSONALITY_TYPES = ['driver', 'analytical', 'amiable', 'expressive'] as const;
export type PersonalityType = (typeof PERSONALITY_TYPES)[number];
export const personalityBodySchema = z.strictObject({ profile_id: z.uuid() });
export const personalitySchema = z.object({
  prompt_id: idSchema,
  type: z.enum(PERSONALITY_TYPES),
  /** The profile words the type was read from (nothing else is used). */
  evidence: z.array(z.string()),
  provider: z.string(),
  offline: z.boolean(),
  balance: z.number().int(),
});
export type PersonalityAnswer = z.infer<typeof personalitySchema>;
