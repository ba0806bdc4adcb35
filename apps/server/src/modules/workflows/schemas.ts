import { z } from 'zod';
import { campaignNameSchema, searchBodySchema } from '@leadloop/domain/campaigns/rules';
import { linkSchema, stepSchema } from '../engine/index.js';

const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const uuid = z.string().uuid();

/** Campaign fields a create or an update may carry (001 §3 Workflow). */
const workflowFields = {
  name: campaignNameSchema,
  sequence: z.array(stepSchema).max(50),
  sequences_nodes: z.array(stepSchema).max(100),
  sequences_links: z.array(linkSchema).max(200),
  settings: z
    .record(z.string().max(100), z.unknown())
    .refine((v) => JSON.stringify(v).length < 20_000, 'Too long request'),
  is_existing_people: bool,
  is_include_talked_before: bool,
  is_only_premium: bool,
  is_link_tracking: bool,
  is_email_only: bool,
  is_ai_targeting: bool,
  ai_targeting_settings: z.record(z.string().max(100), z.unknown()).nullable(),
  is_ai_employee: bool,
  ai_employee_id: uuid.nullable(),
  custom_domain: z.string().max(255).nullable(),
};

export const createWorkflowBody = z
  .strictObject({
    credentials_id: uuid,
    ...workflowFields,
    searches: z.array(searchBodySchema).max(20).optional(),
    status: z.enum(['active', 'inactive']).optional(),
  })
  .partial({
    sequence: true,
    sequences_nodes: true,
    sequences_links: true,
    settings: true,
    is_existing_people: true,
    is_include_talked_before: true,
    is_only_premium: true,
    is_link_tracking: true,
    is_email_only: true,
    is_ai_targeting: true,
    ai_targeting_settings: true,
    is_ai_employee: true,
    ai_employee_id: true,
    custom_domain: true,
  });

export const updateWorkflowBody = z.strictObject(workflowFields).partial();

export const updateStatusBody = z.strictObject({
  status: z.enum(['active', 'inactive']),
  /** Pause the campaign's AI Employee as well. */
  with_ai_employee: bool.optional(),
  /** Resume: the step every not-finished prospect continues from. */
  resume_from_step: z.string().max(64).optional(),
});

export const listQuery = z.object({
  space: z.string().max(100).optional(),
  credentials_id: uuid.optional(),
  query: z.string().max(200).optional(),
  deleted_only: bool.optional(),
  archived_only: bool.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const orderBody = z.strictObject({ ids: z.array(uuid).min(1).max(500) });
export const duplicateBody = z.strictObject({
  workflow_ids: z.array(uuid).min(1).max(50),
  credentials_ids: z.array(uuid).min(1).max(50),
});
export const searchStatusBody = z.strictObject({ status: z.enum(['active', 'stopped']) });
export const approvalBody = z.strictObject({ approval: z.enum(['approved', 'hold', 'canceled']) });
export const approvalsQuery = z.object({
  space: z.string().max(100).optional(),
  credentials_id: uuid.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const prospectsQuery = z.object({
  space: z.string().max(100).optional(),
  status: z.string().max(40).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(25),
});

/** The most campaigns one GET /workflows/rates answers for (the campaign list shows up to 100). */
export const RATES_BATCH_MAX = 100;
/** `?ids=<uuid>,<uuid>…` of GET /workflows/rates. */
export const ratesQuery = z.object({
  space: z.string().max(100).optional(),
  ids: z
    .string()
    .max(RATES_BATCH_MAX * 37)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(uuid).min(1).max(RATES_BATCH_MAX)),
});

/** POST /workflows/forecast: the builder's draft (its account, steps, expected prospects; its id once saved). */
export const forecastDraftBody = z.strictObject({
  credentials_id: uuid,
  workflow_id: uuid.optional(),
  sequence: workflowFields.sequence.optional(),
  sequences_nodes: workflowFields.sequences_nodes.optional(),
  sequences_links: workflowFields.sequences_links.optional(),
  /** Prospects the draft's searches are expected to bring (used while the campaign has none of its own). */
  prospects: z.number().int().min(0).max(1_000_000),
});
