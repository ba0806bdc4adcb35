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

/** 001 §3 Manager. */
export const managerEntitySchema = z.object({
  _id: idSchema,
  type: z.enum(MANAGER_TYPES),
  name: z.string(),
  description: z.string().nullable(),
});
export type Manager = z.infer<typeof managerEntitySchema>;
