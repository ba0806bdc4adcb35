import { offsetPageSchema } from '../common/api.js';
import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { WORKFLOW_VIEW_STATUSES } from '../campaigns/entities.js';
import { labelSchema } from '../labels/entities.js';
import { LEAD_STATUSES, type LeadStatus } from '../labels/enums.js';
import { PROSPECT_CAMPAIGN_STATUSES, RELATIONS } from '../campaigns/enums.js';
import { WAIT_KINDS } from '../campaigns/waits.js';

const s = z.string().nullable();
const at = isoDateSchema.nullable();

/** 001 §3 Prospect: a person of the workspace, as lists and cards give it. */
export const prospectSchema = z.object({
  _id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  position: s,
  location: s,
  company: s,
  company_domain: s,
  personal_email: s,
  work_email: s,
  enriched_email: s,
  phone: s,
  twitter: s,
  website: s,
  /** The network profile URL. */
  link: z.string(),
  network_id: s,
  photo_link: s,
  is_premium: z.boolean(),
  custom_fields: z.record(z.string(), z.string()),
  relation: z.enum(RELATIONS).nullable(),
  labels: z.array(idSchema),
  last_replied_at: at,
  created_at: at,
});
export type Prospect = z.infer<typeof prospectSchema>;

/**
 * A prospect's place in one campaign: its campaign status and what holds it (001 §3 campaign status).
 * wait_reason is the engine's code (e.g. spacing, daily_limit:connection_requests), explained in held_by.
 */
export const prospectCampaignSchema = z.object({
  _id: idSchema,
  name: z.string(),
  workflow_status: z.enum(WORKFLOW_VIEW_STATUSES),
  credentials_id: idSchema,
  status: z.enum(PROSPECT_CAMPAIGN_STATUSES),
  paused_reason: s,
  excluded_reason: s,
  wait_reason: s,
});
export type ProspectCampaign = z.infer<typeof prospectCampaignSchema>;

/** GET /profiles: one page; each prospect with its lead status and campaigns. */
export const prospectListItemSchema = prospectSchema.extend({
  lead_status: z.enum(LEAD_STATUSES as [LeadStatus, ...LeadStatus[]]),
  campaigns: z.array(prospectCampaignSchema),
});
export type ProspectListItem = z.infer<typeof prospectListItemSchema>;

export const prospectPageSchema = z.object({
  total: z.number().int(),
  /** False when the count stopped at its cap (the list says "more than"). */
  total_is_exact: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
  items: z.array(prospectListItemSchema),
});
export type ProspectPage = z.infer<typeof prospectPageSchema>;

/** What holds a prospect in a campaign now, in plain words (code for colours, text for people). */
export const holdSchema = z.object({ code: z.string(), text: z.string() });
export type Hold = z.infer<typeof holdSchema>;

/**
 * What a running prospect waits for and until when (an instant; null when no time applies), as the
 * engine will decide it. `detail`: the limit kind, the account's status or the engine's hold code.
 */
export const campaignWaitSchema = z.object({
  kind: z.enum(WAIT_KINDS),
  at,
  detail: s,
});
export type CampaignWait = z.infer<typeof campaignWaitSchema>;

/** The engine's explanation of where a prospect stands in a campaign (the same everywhere it is shown). */
export const campaignExplanationSchema = z.object({
  status: z.enum(PROSPECT_CAMPAIGN_STATUSES),
  status_label: s,
  next_step: z.object({ id: z.string(), index: z.number().int(), type: z.string(), label: s }).nullable(),
  approval: s,
  earliest_at: at,
  held_by: holdSchema.nullable(),
  /** What it waits for now (null: not running — finished, paused, excluded). */
  wait: campaignWaitSchema.nullable(),
  steps: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      reason: z.string().optional(),
      variant: z.string().optional(),
      at: z.string(),
      reason_label: s.optional(),
    }),
  ),
  invited_at: at,
  connected_at: at,
  replied_at: at,
});
export type CampaignExplanation = z.infer<typeof campaignExplanationSchema>;

/** GET /workflows/{id}/prospects items: the person and the explanation. */
export const campaignProspectSchema = campaignExplanationSchema.extend({
  _id: idSchema,
  prospect: z.object({
    _id: idSchema,
    full_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    profile_link: z.string(),
    company: s,
    position: s,
    relation: z.enum(RELATIONS).nullable(),
  }),
});
export type CampaignProspect = z.infer<typeof campaignProspectSchema>;

export const campaignProspectPageSchema = offsetPageSchema(campaignProspectSchema).extend({
  /** The campaign's next action: what its first waiting prospect waits for, and whether any has acted. */
  next: campaignWaitSchema.extend({ started: z.boolean() }).nullable(),
});
export type CampaignProspectPage = z.infer<typeof campaignProspectPageSchema>;

/** 001 §3 note on a prospect. */
export const prospectNoteSchema = z.object({
  _id: idSchema,
  text: z.string(),
  user_id: idSchema.nullable(),
  author: s,
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type ProspectNote = z.infer<typeof prospectNoteSchema>;

/**
 * One line of a prospect's activity: an action of the log, a message of the inbox, what they did with their
 * video, or a tracked open or click (email_opened, clicked_email_link, clicked_message_link).
 */
export const timelineItemSchema = z.object({
  kind: z.enum(['action', 'message', 'video', 'tracking']),
  _id: idSchema,
  type: z.string(),
  status: z.string(),
  reason: s.optional(),
  direction: z.enum(['inbound', 'outbound']).optional(),
  text: z.string().optional(),
  /** null for a video event (the public page belongs to the workspace, not to an account). */
  credentials_id: idSchema.nullable(),
  workflow_id: idSchema.nullable(),
  step: s,
  at: isoDateSchema,
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

/** A campaign on the prospect card: dates, the explanation and the next step in one line. */
export const prospectCardCampaignSchema = prospectCampaignSchema.extend({
  current_step: s,
  next_run_at: at,
  invited_at: at,
  connected_at: at,
  replied_at: at,
  explanation: campaignExplanationSchema,
  next: z.string(),
});
export type ProspectCardCampaign = z.infer<typeof prospectCardCampaignSchema>;

/** GET /profiles/{id}: the card, with label objects, notes and the activity timeline. */
export const prospectDetailSchema = prospectSchema.extend({
  lead_status: z.enum(LEAD_STATUSES as [LeadStatus, ...LeadStatus[]]),
  labels: z.array(labelSchema),
  campaigns: z.array(prospectCardCampaignSchema),
  notes: z.array(prospectNoteSchema),
  timeline: z.array(timelineItemSchema).optional(),
});
export type ProspectDetail = z.infer<typeof prospectDetailSchema>;

/** POST /profiles/{id}/enrich: what the enrichment found (1 credit per verified email). */
export const ENRICH_OUTCOMES = ['enriched', 'already_enriched', 'not_found', 'unverified'] as const;
export type EnrichOutcome = (typeof ENRICH_OUTCOMES)[number];
export const enrichResultSchema = z.object({
  outcome: z.enum(ENRICH_OUTCOMES),
  message: z.string().optional(),
  prospect: prospectSchema,
  credits_spent: z.number().int(),
});
export type EnrichResult = z.infer<typeof enrichResultSchema>;

/** POST /profiles/bulk: how many prospects were selected and changed (moves give each outcome's count). */
export const bulkResultSchema = z.object({
  action: z.enum(['add_label', 'remove_label', 'exclude', 'move_to_campaign']),
  selected: z.number().int(),
  affected: z.number().int(),
  outcomes: z.record(z.string(), z.number().int()).optional(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
