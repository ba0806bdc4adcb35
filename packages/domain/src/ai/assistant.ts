import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { RELATIONS } from '../campaigns/enums.js';
import { AI_LABELS } from './enums.js';

/** Issue 19: AI labels on replies, the inbox assistant, company research, recent prompts, auto-label rules. */

/** Credits per AI action (001 §9 categories). Labels by the built-in offline classifier cost nothing. */
export const AI_CREDIT_COSTS = {
  inbox_ai_message: 1,
  ai_message: 1,
  ai_sentiment: 1,
  /** An `{ai:…}` text previewed in the builder or written for a prospect's step (issue 19 §4). */
  personalized_message: 1,
  /** The builder assistant: a step written or improved, a sequence from a goal. */
  ai_assistant_in_campaigns: 1,
  personality_type: 1,
  ai_comment: 1,
} as const;
/** Company research attempts per user and calendar month (our choice: the spec names remaining_attempts only). */
export const COMPANY_RESEARCH_MONTHLY_ATTEMPTS = 10;
export const RESEARCH_OBJECTIVE_MAX = 500;
export const ASSISTANT_TEXT_MAX = 5000;
export const REWRITE_MODES = ['shorter', 'friendlier', 'translate'] as const;
export type RewriteMode = (typeof REWRITE_MODES)[number];
export const PROMPT_STATUSES = ['running', 'done', 'failed', 'timeout'] as const;
export const PROMPT_KINDS = [
  'suggest_reply',
  'rewrite',
  'company_research',
  'label',
  'personalize',
  'builder_step',
  'builder_sequence',
  'personality_type',
  'magic_campaign',
] as const;

export const aiReplyLabelSchema = z.object({
  _id: idSchema,
  message_id: idSchema,
  conversation_id: idSchema,
  profile_id: idSchema,
  /** What counts: the user's correction when there is one, else the AI's label. */
  label: z.enum(AI_LABELS),
  ai_label: z.enum(AI_LABELS),
  confidence: z.number(),
  corrected: z.boolean(),
  provider: z.string(),
  created_at: isoDateSchema,
});
export type AiReplyLabel = z.infer<typeof aiReplyLabelSchema>;
export const aiReplyLabelListSchema = z.object({
  items: z.array(aiReplyLabelSchema),
  latest: aiReplyLabelSchema.nullable(),
});
export const aiLabelCorrectionSchema = z.strictObject({ label: z.enum(AI_LABELS) });
/** Issue 36, the label-corrections screen: the workspace's latest labelled replies with their words. */
export const aiLabelledReplySchema = aiReplyLabelSchema.extend({
  text: z.string(),
  prospect_name: z.string().nullable(),
});
export type AiLabelledReply = z.infer<typeof aiLabelledReplySchema>;
export const aiLabelledReplyListSchema = z.object({ items: z.array(aiLabelledReplySchema) });
export const aiLabelStatsSchema = z.object({
  labelled: z.number().int(),
  corrected: z.number().int(),
  by_label: z.record(z.string(), z.object({ labelled: z.number().int(), corrected: z.number().int() })),
});

export const aiPromptSchema = z.object({
  _id: idSchema,
  kind: z.enum(PROMPT_KINDS),
  status: z.enum(PROMPT_STATUSES),
  input_preview: z.string(),
  output: z.string().nullable(),
  error: z.string().nullable(),
  provider: z.string(),
  credits: z.number().int(),
  created_at: isoDateSchema,
  finished_at: isoDateSchema.nullable(),
});
export type AiPrompt = z.infer<typeof aiPromptSchema>;
export const aiPromptListSchema = z.object({ items: z.array(aiPromptSchema) });

export const suggestReplyBodySchema = z.strictObject({ conversation_id: z.uuid() });
export const rewriteBodySchema = z.strictObject({
  text: z.string().trim().min(1).max(ASSISTANT_TEXT_MAX),
  mode: z.enum(REWRITE_MODES),
  language: z.string().max(40).optional(),
  profile_id: z.uuid().optional(),
});
export const assistantAnswerSchema = z.object({
  prompt_id: idSchema,
  text: z.string(),
  provider: z.string(),
  /** Written by the built-in templates (no AI provider configured): the UI says so. */
  offline: z.boolean(),
  balance: z.number().int(),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

export const companyResearchBodySchema = z.strictObject({
  host_name: z
    .string()
    .trim()
    .toLowerCase()
    .min(3)
    .max(253)
    .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{2,5})?$/, 'Check URL'),
  research_objective: z.string().trim().min(3).max(RESEARCH_OBJECTIVE_MAX),
});
export const companyResearchSchema = z.object({
  _id: idSchema,
  host_name: z.string(),
  research_objective: z.string(),
  summary: z.string(),
  points: z.array(z.string()),
  sources: z.array(z.string()),
  provider: z.string(),
  offline: z.boolean(),
  created_at: isoDateSchema,
});
export type CompanyResearch = z.infer<typeof companyResearchSchema>;
/** 001 §3 Company research: remaining_attempts, company_researches. */
export const companyResearchListSchema = z.object({
  remaining_attempts: z.number().int(),
  max_attempts: z.number().int(),
  company_researches: z.array(companyResearchSchema),
});
export const companyResearchResultSchema = companyResearchSchema.extend({
  remaining_attempts: z.number().int(),
  balance: z.number().int(),
});

/** /preferences/workspace/auto-labels: an AI label → a workspace label and/or a relation. */
export const autoLabelRuleSchema = z.object({
  ai_label: z.enum(AI_LABELS),
  label_id: idSchema.nullable(),
  relation: z.enum(RELATIONS).nullable(),
});
export type AutoLabelRule = z.infer<typeof autoLabelRuleSchema>;
export const autoLabelRulesSchema = z.object({ rules: z.array(autoLabelRuleSchema) });
export const autoLabelRulesBodySchema = z.strictObject({
  rules: z.array(autoLabelRuleSchema.extend({ label_id: z.uuid().nullable() })).max(8),
});
