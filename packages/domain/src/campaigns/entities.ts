import { offsetPageSchema } from '../common/api.js';
import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { CAMPAIGN_STATUSES, SEARCH_KINDS, SEARCH_STATUSES, SEQUENCE_TYPES } from './enums.js';
import { sequenceLinkSchema, stepSchema } from './steps.js';

/** A CSV import's verdict counts (001 §5). */
export const csvSummarySchema = z.object({
  lines: z.number().int(),
  accepted: z.number().int(),
  duplicated: z.number().int(),
  blacklisted: z.number().int(),
  refused: z.number().int(),
});
export type CsvSummary = z.infer<typeof csvSummarySchema>;

/** 001 §3 search: an audience source of a campaign — a search URL run by the network, or a CSV file. */
export const searchSchema = z.object({
  _id: idSchema,
  workflow_id: idSchema,
  source: z.enum(['url', 'csv']),
  url: z.string().nullable(),
  kind: z.enum(SEARCH_KINDS),
  limit: z.number().int(),
  status: z.enum(SEARCH_STATUSES),
  file_name: z.string().nullable(),
  custom_fields_keys: z.array(z.string()),
  found_count: z.number().int(),
  added_count: z.number().int(),
  /** A CSV import's verdict counts (null for a search URL). */
  csv_summary: csvSummarySchema.nullable().optional(),
  error: z.string().nullable(),
  created_at: isoDateSchema,
});
export type Search = z.infer<typeof searchSchema>;

/** A campaign's status as the API shows it: `deleting` while an asynchronous delete runs. */
export const WORKFLOW_VIEW_STATUSES = [...CAMPAIGN_STATUSES, 'deleting'] as const;
export type WorkflowViewStatus = (typeof WORKFLOW_VIEW_STATUSES)[number];

/** Prospects of a campaign by campaign status, and their total. */
export const prospectCountsSchema = z.record(z.string(), z.number().int());

/**
 * 001 §3 Workflow (campaign). `credentials_id` is the account that runs it (`credentials` lists it, as
 * the spec names the field); the steps are `sequences_nodes` linked by `sequences_links`, and a linear
 * campaign repeats them in order as `sequence`.
 */
export const workflowSchema = z.object({
  _id: idSchema,
  name: z.string(),
  status: z.enum(WORKFLOW_VIEW_STATUSES),
  credentials_id: idSchema,
  credentials: z.array(idSchema),
  sequences_type: z.enum(SEQUENCE_TYPES),
  sequence: z.array(stepSchema).optional(),
  sequences_nodes: z.array(stepSchema),
  sequences_links: z.array(sequenceLinkSchema),
  settings: z.record(z.string(), z.unknown()),
  is_existing_people: z.boolean(),
  is_include_talked_before: z.boolean(),
  is_only_premium: z.boolean(),
  is_link_tracking: z.boolean(),
  is_email_only: z.boolean(),
  is_ai_targeting: z.boolean(),
  ai_targeting_settings: z.record(z.string(), z.unknown()).nullable(),
  is_ai_employee: z.boolean(),
  ai_employee_id: idSchema.nullable(),
  ai_employee_paused: z.boolean(),
  custom_domain: z.string().nullable(),
  order: z.number().int(),
  archived_at: isoDateSchema.nullable(),
  deleted_at: isoDateSchema.nullable(),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
  searches: z.array(searchSchema).optional(),
  prospects_count: prospectCountsSchema.optional(),
});
export type Workflow = z.infer<typeof workflowSchema>;

/** Why a forecast has a date or not: no steps (no actions), nobody left, every prospect through, or a limit at 0. */
export const FORECAST_STATES = ['scheduled', 'no_steps', 'no_prospects', 'done', 'blocked'] as const;

/**
 * The server's forecast of a campaign, THE one the builder's Review, the campaign page and the list show:
 * `forecastRun` (campaigns/forecast-run.ts) over the campaign's own prospects, steps and account; the
 * account's other running campaigns only take their share of its limits.
 */
export const workflowForecastSchema = z.object({
  state: z.enum(FORECAST_STATES),
  prospects_remaining: z.number().int(),
  /** The campaign's own actions still ahead, per limit kind. */
  actions_remaining: z.record(z.string(), z.number()),
  bottleneck: z.string().nullable(),
  /** Whole days from now to `ends_at` (a ceiling); a screen counts days in the reader's zone itself. */
  days_needed: z.number(),
  last_prospect_reached_at: isoDateSchema.nullable(),
  /** When the last prospect has gone through the whole sequence. */
  ends_at: isoDateSchema.nullable(),
  /** Some step waits on the prospect (an accepted invitation, a condition): the date does not include that wait. */
  waits_on_people: z.boolean(),
  shared_with_campaigns: z.number().int(),
  work_hours: z.object({ timezone: z.string(), start: z.number().int(), end: z.number().int() }),
});
export type WorkflowForecast = z.infer<typeof workflowForecastSchema>;

/** 001 §5 CSV import: every line gets a verdict — accepted, duplicated, blacklisted or refused (with why). */
export const CSV_LINE_STATUSES = ['accepted', 'duplicated', 'blacklisted', 'refused'] as const;
export const csvLineReportSchema = z.object({
  line: z.number().int(),
  status: z.enum(CSV_LINE_STATUSES),
  /** A catalogue code (CODES) saying why, with its template's parameters. */
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The profile cell as the file had it. */
  value: z.string().optional(),
  profile_link: z.string().optional(),
});
export type CsvLineReport = z.infer<typeof csvLineReportSchema>;

export const csvImportSchema = z.object({
  search_id: idSchema,
  summary: csvSummarySchema,
  lines: z.array(csvLineReportSchema),
});
export type CsvImport = z.infer<typeof csvImportSchema>;

/** POST /workflows/{id}/upload_csv: what an import of the file would use. */
export const csvPreviewSchema = z.object({
  file_name: z.string(),
  columns: z.array(z.string()),
  profile_column: z.string(),
  lines: z.number().int(),
  custom_fields_keys: z.array(z.string()),
  sample: z.array(z.record(z.string(), z.string())),
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

/** A rate is a share of 1 (0.25 = 25 %), 0 when nothing was sent. */
const rate = z.number().min(0).max(1);

/**
 * GET /workflows/{id}/rates: per step what was done, skipped and failed, by A/B variant with the
 * acceptance and reply rates of the prospects who got it; the campaign's totals; the forecast.
 */
export const workflowRatesSchema = z.object({
  steps: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      done: z.number().int(),
      skipped: z.number().int(),
      failed: z.number().int(),
      in_flight: z.number().int(),
      accepted: z.number().int(),
      replied: z.number().int(),
      variants: z
        .array(
          z.object({
            variant: z.enum(['A', 'B']),
            sent: z.number().int(),
            accepted: z.number().int(),
            replied: z.number().int(),
            reply_rate: rate,
            accept_rate: rate,
          }),
        )
        .optional(),
    }),
  ),
  totals: z.object({
    prospects: z.number().int(),
    invited: z.number().int(),
    connected: z.number().int(),
    replied: z.number().int(),
    finished: z.number().int(),
    acceptance_rate: rate,
    reply_rate: rate,
  }),
  forecast: workflowForecastSchema.nullable(),
});
export type WorkflowRates = z.infer<typeof workflowRatesSchema>;

/**
 * GET /workflows/rates?ids=a,b,c: the rates of several campaigns in one call (the campaign list), keyed by
 * campaign id; a campaign the caller cannot see is left out.
 */
export const workflowRatesByIdSchema = z.record(z.string(), workflowRatesSchema);
export type WorkflowRatesById = z.infer<typeof workflowRatesByIdSchema>;

/** GET /workflows/{id}: the campaign with its searches, counts and forecast. */
export const workflowDetailSchema = workflowSchema.extend({
  searches: z.array(searchSchema),
  prospects_count: prospectCountsSchema,
  forecast: workflowForecastSchema.nullable(),
});
export type WorkflowDetail = z.infer<typeof workflowDetailSchema>;

/** GET /workflows: one page of campaigns. */
export const workflowPageSchema = offsetPageSchema(workflowSchema);
export type WorkflowPage = z.infer<typeof workflowPageSchema>;

/** 001 §3 generation event (ai_workflow_has_been_generated). */
export const generatedWorkflowEventSchema = z.object({
  _id: idSchema,
  name: z.string(),
  is_email_only: z.boolean(),
  sequence_length: z.number().int(),
  ai_targeting_settings: z.record(z.string(), z.unknown()).nullable(),
});

/** POST /workflows/order: the campaigns' ids in their new order. */
export const workflowOrderSchema = z.object({ ids: z.array(idSchema) });
/** POST /workflows/{id}/delete_async: the campaign is marked deleted; its data goes in the background. */
export const workflowDeletedSchema = z.object({ _id: idSchema, status: z.literal('deleted') });
/** POST /workflows/{id}/rerun_searches: how many searches run again. */
export const searchesRerunSchema = z.object({ searches: z.number().int() });
/** POST /workflows/{id}/duplicate and /credentials/duplicate_workflows: the new campaigns' ids. */
export const workflowsDuplicatedSchema = z.object({ workflow_ids: z.array(idSchema) });
/** POST /workflows/{id}/prospects/{prospectId}/approval. */
export const stepApprovalSchema = z.object({
  _id: idSchema,
  approval: z.enum(['approved', 'hold', 'canceled']),
});
/** GET /workflows/approvals: a step awaiting approval (or on hold), with its message as it will be sent. */
export const pendingApprovalSchema = z.object({
  _id: idSchema,
  workflow: z.object({ _id: idSchema, name: z.string() }),
  credentials_id: idSchema,
  prospect: z.object({
    _id: idSchema,
    full_name: z.string().nullable(),
    company: z.string().nullable(),
    position: z.string().nullable(),
    profile_link: z.string(),
  }),
  step: z.object({ id: z.string(), index: z.number().int(), type: z.string() }),
  approval: z.enum(['awaiting_approval', 'hold']),
  subject: z.string().nullable(),
  message: z.string(),
  waiting_since: z.string().nullable(),
});
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;
export const pendingApprovalPageSchema = offsetPageSchema(pendingApprovalSchema);
export type PendingApprovalPage = z.infer<typeof pendingApprovalPageSchema>;
/** POST /workflows/{id}/prospects/{prospectId}/pause and /resume. */
export const prospectRunningSchema = z.object({ _id: idSchema, status: z.enum(['active', 'paused']) });
