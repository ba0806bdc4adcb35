import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { AI_CAMPAIGN_CHANNELS, type AiCampaignChannel } from '../ai/enums.js';
import { AI_CAMPAIGNS_MAX } from '../ai/rules.js';
import { MESSAGES } from '../messages/catalogue.js';

/**
 * The Magic campaign builder (issue 38 §5): a goal and a target (or an employee's targeting) in; an audience
 * (a network search), one sequence per requested campaign (the `generate_campaigns` counts of 001 §3) and
 * their messages out. The user edits each stage before anything is created; the campaigns are ordinary ones.
 */

/** Credits of the category 'magic_campaigns' one generation costs (charged once per generation key). */
export const MAGIC_CAMPAIGN_CREDITS = 1;

/** The steps the builder writes: network messages, emails, and a call task for the dialer channel. */
export const MAGIC_STEP_TYPES = ['connection_request', 'message', 'email', 'manual_task'] as const;

export const magicCountsSchema = z.partialRecord(
  z.enum(AI_CAMPAIGN_CHANNELS),
  z.number().int().min(0).max(AI_CAMPAIGNS_MAX),
);
export type MagicCounts = z.infer<typeof magicCountsSchema>;

/** At least one campaign, at most 5 in all (001 §9 "up to 5 outreach campaigns created"). */
export function validateMagicCounts(counts: MagicCounts): true | string {
  const total = Object.values(counts).reduce<number>((n, c) => n + (c ?? 0), 0);
  if (total < 1) return MESSAGES.fillRequiredFields;
  if (total > AI_CAMPAIGNS_MAX) return MESSAGES.magicCampaignsMax;
  return true;
}

/** The channels, one entry per campaign to write, in the catalogue's order. */
export const campaignsOf = (counts: MagicCounts): AiCampaignChannel[] =>
  AI_CAMPAIGN_CHANNELS.flatMap((c) => Array.from({ length: counts[c] ?? 0 }, () => c));

export const magicGenerateBodySchema = z
  .strictObject({
    /** Chosen by the client once per generation: a retry with the same key answers the same proposal. */
    generation_id: z.uuid(),
    credentials_id: idSchema,
    goal: z.string().trim().min(1).max(500),
    /** Who to reach, in words (job titles, industry…); else the employee's targeting. */
    target: z.string().trim().max(200).optional(),
    employee_id: idSchema.optional(),
    generate_campaigns: magicCountsSchema,
  })
  .refine((b) => Boolean(b.target) || Boolean(b.employee_id), {
    message: MESSAGES.fillRequiredFields,
    path: ['target'],
  });
export type MagicGenerateBody = z.infer<typeof magicGenerateBodySchema>;

export const magicStepSchema = z.object({
  type: z.enum(MAGIC_STEP_TYPES),
  delay_days: z.number().int().min(0).max(365),
  subject: z.string().max(200).nullable(),
  content: z.string().trim().min(1).max(5000),
});
export type MagicStep = z.infer<typeof magicStepSchema>;

export const magicAudienceSchema = z.object({
  keywords: z.string().trim().min(1).max(200),
  search_url: z.string().max(2000),
  limit: z.number().int().min(1).max(1000),
  total: z.number().int(),
  sample: z.array(
    z.object({ name: z.string(), title: z.string().nullable(), company: z.string().nullable() }),
  ),
});
export const magicCampaignSchema = z.object({
  channel: z.enum(AI_CAMPAIGN_CHANNELS),
  name: z.string().trim().min(1).max(100),
  steps: z.array(magicStepSchema).min(1).max(10),
});
export type MagicCampaign = z.infer<typeof magicCampaignSchema>;

export const magicProposalSchema = z.object({
  audience: magicAudienceSchema,
  campaigns: z.array(magicCampaignSchema).min(1).max(AI_CAMPAIGNS_MAX),
});
export type MagicProposal = z.infer<typeof magicProposalSchema>;

export const magicGenerationSchema = z.object({
  id: idSchema,
  generation_id: idSchema,
  credentials_id: idSchema,
  employee_id: idSchema.nullable(),
  goal: z.string(),
  proposal: magicProposalSchema,
  credits: z.number().int(),
  provider: z.string(),
  offline: z.boolean(),
  workflow_ids: z.array(idSchema),
  created_at: isoDateSchema,
});
export type MagicGeneration = z.infer<typeof magicGenerationSchema>;

/** The reviewed stages: the audience and the campaigns as the user edited them. */
export const magicCreateBodySchema = z.strictObject({
  audience: magicAudienceSchema.pick({ keywords: true, limit: true }),
  campaigns: z.array(magicCampaignSchema).min(1).max(AI_CAMPAIGNS_MAX),
});
export type MagicCreateBody = z.infer<typeof magicCreateBodySchema>;
export const magicCreatedSchema = z.object({ workflow_ids: z.array(idSchema), campaigns_count: z.number() });
