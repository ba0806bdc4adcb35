import { z } from 'zod';
import { idSchema } from '../common/entity.js';
import { DEAL_STATUSES, MANAGER_TYPES } from './enums.js';

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
