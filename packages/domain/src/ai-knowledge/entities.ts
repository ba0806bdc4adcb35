import { z } from 'zod';
import {
  aiCaseStudySchema,
  aiFreeValueSchema,
  aiMessagingSettingsSchema,
  aiObjectiveSchema,
  aiQaSchema,
} from '../ai/entities.js';

/**
 * AI Employee knowledge, grounded drafts and supervision (issue 38 items 2–4): the shapes the API answers
 * with. The server registers them as response schemas; the web imports the same types.
 */

/** Where a passage comes from: the wizard's fields, the company research, or a page the user added. */
export const KNOWLEDGE_SOURCE_KINDS = [
  'objective',
  'case',
  'free_value',
  'faq',
  'research',
  'document',
] as const;
export type KnowledgeSourceKind = (typeof KNOWLEDGE_SOURCE_KINDS)[number];

/** Escalation rules that cannot be switched off, plus "every factual sentence lacked support". */
export const ESCALATION_REASONS = [
  'opt_out',
  'angry',
  'price_or_contract',
  'unanswerable_question',
  'unsupported',
] as const;
export type EscalationReason = (typeof ESCALATION_REASONS)[number];

/**
 * A draft's life: manual mode waits in `pending_review`; automatic mode is `scheduled` until its undo window
 * ends; `sending` is the claimed send (exactly once through the channel's clientKey); `escalated` waits for a
 * person (never sent by the employee).
 */
export const DRAFT_STATUSES = [
  'pending_review',
  'scheduled',
  'sending',
  'sent',
  'cancelled',
  'rejected',
  'escalated',
] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

/** Default undo window before an automatic send (issue 38: 2 minutes) and the per-employee daily cap. */
export const DEFAULT_UNDO_SECONDS = 120;
export const DEFAULT_DAILY_CAP = 50;
export const DAILY_CAP_MAX = 500;

/** The employee's knowledge inputs (001 §3 employee_settings) plus the company research text. */
export const knowledgeInputsSchema = z.strictObject({
  objective: aiObjectiveSchema.partial().strict().optional(),
  cases: z.array(aiCaseStudySchema).max(3).default([]),
  free_value: z.array(aiFreeValueSchema).max(3).default([]),
  faq: z.array(aiQaSchema).max(10).default([]),
  research: z.string().max(20_000).nullable().optional(),
});
export type KnowledgeInputs = z.infer<typeof knowledgeInputsSchema>;

/** How one employee is supervised: the account it answers on, the spec's messaging settings, the cap. */
export const groundingSettingsSchema = z.object({
  credentials_id: z.uuid().nullable(),
  messaging_settings: aiMessagingSettingsSchema,
  daily_cap: z.number().int().min(1).max(DAILY_CAP_MAX),
  undo_seconds: z.number().int().min(0).max(3600),
});
export type GroundingSettings = z.infer<typeof groundingSettingsSchema>;

export const passageViewSchema = z.object({
  _id: z.string(),
  kind: z.enum(KNOWLEDGE_SOURCE_KINDS),
  ref: z.string(),
  text: z.string(),
});
export type PassageView = z.infer<typeof passageViewSchema>;

export const knowledgeViewSchema = z.object({
  employee_id: z.string(),
  passages: z.array(passageViewSchema),
});
export type KnowledgeView = z.infer<typeof knowledgeViewSchema>;

/** What a sentence rests on: a passage of the knowledge base, or a field of the prospect. */
export const citationSchema = z.object({
  kind: z.enum(['passage', 'prospect_field']),
  passage_id: z.string().nullable(),
  source: z.string(),
  quote: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

/** One sentence of a draft: `fact` sentences state something about the seller and must carry a citation. */
export const draftSentenceSchema = z.object({
  text: z.string(),
  fact: z.boolean(),
  citation: citationSchema.nullable(),
});
export type DraftSentence = z.infer<typeof draftSentenceSchema>;

export const draftViewSchema = z.object({
  _id: z.string(),
  employee_id: z.string(),
  prospect: z.object({ id: z.string(), name: z.string() }),
  channel: z.string(),
  language: z.string(),
  status: z.enum(DRAFT_STATUSES),
  inbound_text: z.string(),
  text: z.string(),
  sentences: z.array(draftSentenceSchema),
  removed: z.array(z.string()),
  escalation_reason: z.enum(ESCALATION_REASONS).nullable(),
  send_at: z.string().nullable(),
  task_id: z.string().nullable(),
  created_at: z.string(),
});
export type DraftView = z.infer<typeof draftViewSchema>;

export const reviewQueueSchema = z.object({
  items: z.array(draftViewSchema),
  /** The server's clock, so a countdown is not skewed by the browser's. */
  now: z.string(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;
