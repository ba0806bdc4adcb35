import { z } from 'zod';
import { idSchema } from '../common/entity.js';
import { CAMPAIGN_STATUSES, SEARCH_STATUSES, SEQUENCE_TYPES, STEP_TYPES } from './enums.js';

/** 001 §3 step: delay in days and hours, content, subject, thread. */
export const stepSchema = z.object({
  _id: idSchema,
  type: z.enum(STEP_TYPES),
  delay: z.object({ days: z.number().int().min(0), hours: z.number().int().min(0).max(23) }),
  content: z.string().nullable().optional(),
  subject: z.string().nullable().optional(),
  /** email steps: reply in the same thread as the previous email */
  thread: z.boolean().optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
});
export type Step = z.infer<typeof stepSchema>;

/** Smart-sequence graph nodes and links (sequences_nodes, sequences_links). */
export const sequenceNodeSchema = z.object({
  id: z.string(),
  step: stepSchema,
  position: z.object({ x: z.number(), y: z.number() }).optional(),
});
export const sequenceLinkSchema = z.object({
  source: z.string(),
  target: z.string(),
  condition: z.string().nullable().optional(),
});

/** 001 §3 search: URL and limit of people, with custom_fields_keys. */
export const searchSchema = z.object({
  _id: idSchema,
  url: z.string(),
  limit: z.number().int(),
  status: z.enum(SEARCH_STATUSES),
  custom_fields_keys: z.array(z.string()).default([]),
});
export type Search = z.infer<typeof searchSchema>;

/** 001 §3 settings: move prospects, link tracking, include prospects, premium only. */
export const campaignSettingsSchema = z.object({
  move_prospects: z.boolean(),
  link_tracking: z.boolean(),
  include_prospects: z.boolean(),
  premium_only: z.boolean(),
});

/** 001 §3 Workflow (campaign). */
export const workflowSchema = z.object({
  _id: idSchema,
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  searches: z.array(searchSchema),
  sequence: z.array(stepSchema),
  sequences_nodes: z.array(sequenceNodeSchema).optional(),
  sequences_links: z.array(sequenceLinkSchema).optional(),
  sequences_type: z.enum(SEQUENCE_TYPES),
  settings: campaignSettingsSchema.partial(),
  is_existing_people: z.boolean(),
  is_include_talked_before: z.boolean(),
  is_only_premium: z.boolean(),
  is_link_tracking: z.boolean(),
  is_email_only: z.boolean(),
  is_ai_targeting: z.boolean(),
  ai_targeting_settings: z.record(z.string(), z.unknown()).nullable(),
  is_ai_employee: z.boolean(),
  ai_employee_id: idSchema.nullable(),
  custom_domain: idSchema.nullable(),
  credentials: z.array(idSchema),
});
export type Workflow = z.infer<typeof workflowSchema>;

/** 001 §3 generation event (ai_workflow_has_been_generated). */
export const generatedWorkflowEventSchema = z.object({
  _id: idSchema,
  name: z.string(),
  is_email_only: z.boolean(),
  sequence_length: z.number().int(),
  ai_targeting_settings: z.record(z.string(), z.unknown()).nullable(),
});
