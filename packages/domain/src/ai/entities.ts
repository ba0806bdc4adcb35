import { z } from 'zod';
import { idSchema } from '../common/entity.js';
import { AI_CAMPAIGN_CHANNELS, AI_LANGUAGES, AI_MESSAGING_MODES, AI_TONES } from './enums.js';
import { FOLLOW_UP_DELAYS } from '../common/periods.js';
import { AI_FIELD_MAX } from './rules.js';
import { FOLLOW_UPS_MAX, FOLLOW_UPS_MIN } from '../campaigns/rules.js';

const field = z.string().trim().max(AI_FIELD_MAX);
const nameValue = z.object({ name: z.string().max(AI_FIELD_MAX), value: z.string().max(AI_FIELD_MAX) });

/** 001 §3 targeting: each entry has a name and a value. */
export const aiTargetingSchema = z.object({
  job_title: z.array(nameValue).max(50),
  country: z.array(nameValue).max(50).default([]),
  state: z.array(nameValue).max(100).default([]),
  industry: z.array(nameValue).max(200).default([]),
  employee_count: z.array(nameValue).max(20).default([]),
});
export const aiObjectiveSchema = z.object({
  problem: field,
  solution: field,
  contact_reason: field,
  language: z.enum(AI_LANGUAGES),
  tone: z.enum(AI_TONES),
});
export const aiCaseStudySchema = z.object({
  whom: field,
  problem: field,
  solution: field,
  link: field.nullable().optional(),
});
export const aiFreeValueSchema = z.object({
  type: field,
  how_to_get: field,
  impact: field,
  link: field.nullable().optional(),
});
export const aiQaSchema = z.object({ question: field, answer: field });

/** 001 §3 messaging_settings. */
export const aiMessagingSettingsSchema = z.object({
  mode: z.enum(AI_MESSAGING_MODES),
  manual_settings: z
    .object({
      follow_up: z.enum(FOLLOW_UP_DELAYS),
      assignee: idSchema.nullable(),
      priority: z.number().int(),
    })
    .nullable()
    .optional(),
  is_follow_up_enabled: z.boolean(),
  number_of_follow_ups: z.number().int().min(FOLLOW_UPS_MIN).max(FOLLOW_UPS_MAX),
});

export const aiEmployeeProfileSchema = z.object({
  id: idSchema,
  name: z.string().max(100),
  photo: z.string().max(2048).nullable(),
  description: z.string().max(AI_FIELD_MAX).nullable(),
});

/** 001 §3 save payload (POST /employees, PATCH /employees/{id}). */
export const aiEmployeeSavePayloadSchema = z.strictObject({
  credentials_id: idSchema,
  profile: aiEmployeeProfileSchema,
  calendly_event: idSchema,
  messaging_settings: aiMessagingSettingsSchema,
  employee_settings: z.object({
    objective: aiObjectiveSchema,
    cases: z.array(aiCaseStudySchema).max(3),
    free_value: z.array(aiFreeValueSchema).max(3),
    faq: z.array(aiQaSchema).max(10),
  }),
  targeting: z.object({ space: idSchema, settings: aiTargetingSchema, is_extend: z.boolean() }),
  generate_campaigns: z
    .partialRecord(z.enum(AI_CAMPAIGN_CHANNELS), z.number().int().min(0).max(5))
    .optional(),
});
export type AiEmployeeSavePayload = z.infer<typeof aiEmployeeSavePayloadSchema>;

/** 001 §3 response of a save. */
export const aiEmployeeSaveResponseSchema = z.object({
  id: idSchema,
  profile: z.object({ name: z.string() }),
  campaigns_count: z.number().int(),
});

/** 001 §3 AI Employee (mini). */
export const aiEmployeeMiniSchema = z.object({
  id: idSchema,
  space: idSchema,
  profile: aiEmployeeProfileSchema,
  calendly_event: idSchema.nullable(),
  messaging_settings: aiMessagingSettingsSchema,
  employee_settings: z.record(z.string(), z.unknown()),
});
export type AiEmployeeMini = z.infer<typeof aiEmployeeMiniSchema>;

/** 001 §3 binding. */
export const aiEmployeeBindingSchema = z.object({
  profile_id: idSchema,
  credentials_id: idSchema,
  employee_id: idSchema,
});

/** 001 §3 Calendly user and event type. */
export const calendlyUserSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  user_avatar: z.string().nullable(),
});
export const calendlyEventTypeSchema = z.object({ _id: idSchema, name: z.string() });

/** 001 §3 company research: see ./assistant.ts (companyResearchListSchema). */
