import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { AI_CAMPAIGN_CHANNELS, AI_LANGUAGES, AI_MESSAGING_MODES, AI_TONES } from '../ai/enums.js';
import { aiMessagingSettingsSchema } from '../ai/entities.js';
import { AI_CAMPAIGNS_MAX } from '../ai/rules.js';
import { FOLLOW_UP_DELAYS } from '../common/periods.js';

/**
 * AI Employees (issue 38, 001 §3): the shapes the API takes and answers with. Text fields of a request are
 * accepted up to a loose bound here so that the wizard's own rules (ai/rules.ts, checked by the server too)
 * answer with the spec's message ('Max field length is 250 characters.'), not a generic one.
 */
const text = z.string().max(5000);
const nameValue = z.object({ name: z.string().max(500), value: z.string().max(500) });

export const employeeTargetingSettingsSchema = z.object({
  job_title: z.array(nameValue).max(50).default([]),
  country: z.array(nameValue).max(50).default([]),
  state: z.array(nameValue).max(100).default([]),
  industry: z.array(nameValue).max(200).default([]),
  employee_count: z.array(nameValue).max(20).default([]),
});
export type EmployeeTargetingSettings = z.infer<typeof employeeTargetingSettingsSchema>;

export const employeeObjectiveSchema = z.object({
  problem: text,
  solution: text,
  contact_reason: text,
  language: z.enum(AI_LANGUAGES).or(z.literal('')),
  tone: z.enum(AI_TONES).or(z.literal('')),
});
export const employeeCaseSchema = z.object({
  whom: text,
  problem: text,
  solution: text,
  link: text.nullable().optional(),
});
export const employeeFreeValueSchema = z.object({
  type: text,
  how_to_get: text,
  impact: text,
  link: text.nullable().optional(),
});
export const employeeQaSchema = z.object({ question: text, answer: text });

export const employeeSettingsSchema = z.object({
  objective: employeeObjectiveSchema,
  cases: z.array(employeeCaseSchema).max(20).default([]),
  free_value: z.array(employeeFreeValueSchema).max(20).default([]),
  faq: z.array(employeeQaSchema).max(50).default([]),
});
export type EmployeeSettings = z.infer<typeof employeeSettingsSchema>;

export const employeeProfileSchema = z.object({
  id: idSchema,
  name: z.string().max(100),
  photo: z.string().max(2048).nullable(),
  description: z.string().max(1000).nullable(),
});
export type EmployeeProfile = z.infer<typeof employeeProfileSchema>;

export const generateCampaignsSchema = z
  .partialRecord(z.enum(AI_CAMPAIGN_CHANNELS), z.number().int().min(0).max(AI_CAMPAIGNS_MAX))
  .optional();

const messagingBodySchema = z.object({
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
  number_of_follow_ups: z.number().int(),
});

/** 001 §3 save payload (POST /employees); PATCH takes any part of it. */
export const employeeBodySchema = z.strictObject({
  credentials_id: idSchema.nullable().optional(),
  profile: employeeProfileSchema,
  calendly_user: idSchema.nullable().optional(),
  calendly_event: idSchema.nullable().optional(),
  messaging_settings: messagingBodySchema,
  employee_settings: employeeSettingsSchema,
  targeting: z.object({
    space: idSchema.optional(),
    settings: employeeTargetingSettingsSchema,
    is_extend: z.boolean().default(false),
  }),
  generate_campaigns: generateCampaignsSchema,
});
export type EmployeeBody = z.infer<typeof employeeBodySchema>;
export const employeePatchSchema = employeeBodySchema.partial();
export type EmployeePatch = z.infer<typeof employeePatchSchema>;

export const employeeBindingViewSchema = z.object({
  credentials_id: idSchema,
  profile_id: idSchema,
  enabled: z.boolean(),
});

/** 001 §3 AI Employee (mini) plus what the screens show: its steps, targeting and bound accounts. */
export const employeeSchema = z.object({
  id: idSchema,
  space: idSchema,
  profile: employeeProfileSchema,
  calendly_user: z.string().nullable(),
  calendly_event: z.string().nullable(),
  messaging_settings: aiMessagingSettingsSchema,
  employee_settings: employeeSettingsSchema,
  targeting: z.object({ settings: employeeTargetingSettingsSchema, is_extend: z.boolean() }),
  bindings: z.array(employeeBindingViewSchema),
  created_at: isoDateSchema,
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeListQuerySchema = z.object({
  space: idSchema.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const employeeDeletedSchema = z.object({ id: idSchema, deleted: z.boolean() });
export const employeeListSchema = z.object({ items: z.array(employeeSchema), total: z.number().int() });
export type EmployeeList = z.infer<typeof employeeListSchema>;

/** 001 §3 response of a save. */
export const employeeSavedSchema = z.object({
  id: idSchema,
  profile: z.object({ name: z.string() }),
  campaigns_count: z.number().int(),
});
export type EmployeeSaved = z.infer<typeof employeeSavedSchema>;

export const employeeProfilesSchema = z.object({ profiles: z.array(employeeProfileSchema) });

export const employeeStatisticsSchema = z.object({
  employees: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      accounts: z.number().int(),
      enabled_accounts: z.number().int(),
      campaigns: z.number().int(),
      prospects: z.number().int(),
      replied: z.number().int(),
    }),
  ),
});
export type EmployeeStatistics = z.infer<typeof employeeStatisticsSchema>;

/** 001 §7 bind/enable/disable {profile_id, credentials_id, employee_id}; unbind {profile_id, credentials_id}. */
export const employeeBindBodySchema = z.strictObject({
  profile_id: idSchema,
  credentials_id: idSchema,
  employee_id: idSchema,
});
export const employeeUnbindBodySchema = z.strictObject({ profile_id: idSchema, credentials_id: idSchema });
export const employeeBindingResultSchema = z.object({
  employee_id: idSchema,
  credentials_id: idSchema,
  enabled: z.boolean(),
  bound: z.boolean(),
});

/** GET /employees/load_from_company: the user's own company researched, proposed as predefined settings. */
export const loadFromCompanyQuerySchema = z.object({
  space: idSchema.optional(),
  company_name: z.string().trim().min(1).max(200),
  /** The company's site; without it the company is looked up by its name in the people directory. */
  host_name: z.string().trim().min(1).max(253).optional(),
  /** The onboarding's objective step: what the user wants the employee to achieve. */
  objective: z.string().trim().max(500).optional(),
});
export const loadFromCompanySchema = z.object({
  company_name: z.string(),
  host_name: z.string(),
  /** Where the overview comes from: the site researched, or the people directory (found by name). */
  source: z.enum(['research', 'directory']),
  /** The company research (null when found in the directory by name). */
  research_id: idSchema.nullable(),
  summary: z.string(),
  points: z.array(z.string()),
  offline: z.boolean(),
  profile: z.object({ description: z.string() }),
  employee_settings: employeeSettingsSchema,
});
export type LoadFromCompany = z.infer<typeof loadFromCompanySchema>;
