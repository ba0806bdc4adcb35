import { z } from 'zod';
import { idSchema } from '../common/entity.js';
import { DEAL_STATUSES, MANAGER_TYPES } from './enums.js';
import { CRM_PLATFORMS } from './platforms.js';

export const pipelineSchema = z.object({ _id: idSchema, name: z.string() });
export type Pipeline = z.infer<typeof pipelineSchema>;

/** 001 §3 stage: _id, data.order, crm_deals; name, pipeline_id, probability. */
export const stageSchema = z.object({
  _id: idSchema,
  name: z.string(),
  pipeline_id: idSchema,
  probability: z.number(),
  data: z.object({ order: z.number().int() }),
  crm_deals: z.array(idSchema).default([]),
});
export type Stage = z.infer<typeof stageSchema>;

/** 001 §3 deal. */
export const dealSchema = z.object({
  _id: idSchema,
  crm_stage: z.object({ _id: idSchema }),
  crm_owner: z.object({ _id: idSchema }).nullable(),
  platform: z.string(),
  name: z.string(),
  amount: z.number(),
  currency: z.string(),
  owner: z.string().nullable(),
  probability: z.number(),
  status: z.enum(DEAL_STATUSES),
});
export type Deal = z.infer<typeof dealSchema>;

/**
 * A deal as the native board shows it: the spec's fields plus its place in the stage (`position`, a
 * fractional key: ordering by it, byte-wise, is the column's order), its owner's name and its prospect.
 */
export const dealCardSchema = dealSchema.extend({
  pipeline_id: idSchema,
  position: z.string(),
  owner_name: z.string().nullable(),
  prospect: z.object({ _id: idSchema, name: z.string() }).nullable(),
  created_at: z.string(),
});
export type DealCard = z.infer<typeof dealCardSchema>;

/** One column of the board: the stage, the first page of its deals, how many there are and their totals. */
export const boardColumnSchema = stageSchema.extend({
  deals_count: z.number().int(),
  total_amount: z.number(),
  /** Σ amount × probability / 100 over the column's deals. */
  weighted_amount: z.number(),
  deals: z.array(dealCardSchema),
  has_more: z.boolean(),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

/** GET stages?pipeline_id: the board of one pipeline, paged per column. */
export const boardSchema = z.object({
  pipeline: pipelineSchema,
  stages: z.array(boardColumnSchema),
});
export type Board = z.infer<typeof boardSchema>;

/** GET stages/{id}: one more page of a column. */
export const stageDealsPageSchema = z.object({
  stage: stageSchema,
  deals: z.array(dealCardSchema),
  has_more: z.boolean(),
});
export type StageDealsPage = z.infer<typeof stageDealsPageSchema>;

/** GET owners: the workspace's people a deal can belong to. */
export const crmOwnerSchema = z.object({ _id: idSchema, name: z.string(), email: z.string() });
export type CrmOwner = z.infer<typeof crmOwnerSchema>;

/** 001 §3 Manager. */
export const managerEntitySchema = z.object({
  _id: idSchema,
  type: z.enum(MANAGER_TYPES),
  name: z.string(),
  description: z.string().nullable(),
});
export type Manager = z.infer<typeof managerEntitySchema>;

/** GET crm_info (and login): whether the workspace's CRM on this platform is connected, and as whom. */
export const crmInfoSchema = z.object({
  platform: z.enum(CRM_PLATFORMS),
  connected: z.boolean(),
  /** The token was refused (expired or revoked): connect again. */
  is_expired: z.boolean(),
  /** No OAuth app configured on this server: a local sandbox CRM answers like the real one. */
  is_sandbox: z.boolean(),
  account_name: z.string().nullable(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  last_synced_at: z.string().nullable(),
});
export type CrmInfo = z.infer<typeof crmInfoSchema>;

/** GET login: where to send the browser to sign in (null when already connected or no sign-in needed). */
export const crmLoginSchema = z.object({ url: z.string().nullable(), info: crmInfoSchema });
export type CrmLogin = z.infer<typeof crmLoginSchema>;

/** GET profiles?q: contacts (people) of the CRM. */
export const crmProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
});
export type CrmProfile = z.infer<typeof crmProfileSchema>;

/** GET companies?q&limit=10. */
export const crmCompanySchema = z.object({
  _id: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
});
export type CrmCompany = z.infer<typeof crmCompanySchema>;

/** POST reload: what the sync brought back. */
export const crmReloadSchema = z.object({ updated: z.number().int(), last_synced_at: z.string().nullable() });
export type CrmReload = z.infer<typeof crmReloadSchema>;

/** A prospect's record in a CRM (one per prospect, platform and record id). */
export const crmLinkSchema = z.object({
  _id: idSchema,
  platform: z.enum(CRM_PLATFORMS),
  record_type: z.enum(['contact', 'deal']),
  record_id: z.string(),
  url: z.string().nullable(),
  name: z.string().nullable(),
  stage_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  /** The platform's modified time of what we last saw (the conflict rule compares these). */
  remote_modified_at: z.string().nullable(),
  synced_at: z.string(),
});
export type CrmLink = z.infer<typeof crmLinkSchema>;

/** GET /integrations/crm/suggestions: which CRMs this server offers and what users asked for. */
export const crmSuggestionsSchema = z.object({
  platforms: z.array(z.object({ platform: z.enum(CRM_PLATFORMS), connected: z.boolean() })),
  suggestions: z.array(z.string()),
});
export type CrmSuggestions = z.infer<typeof crmSuggestionsSchema>;

/** POST export_duplicates {email, credentials_id}: the CRM records that already hold this email. */
export const crmDuplicatesSchema = z.object({
  duplicates: z.array(z.object({ platform: z.enum(CRM_PLATFORMS), record_id: z.string(), name: z.string() })),
});
export type CrmDuplicates = z.infer<typeof crmDuplicatesSchema>;
