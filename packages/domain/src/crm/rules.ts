import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { maxLength } from '../messages/format.js';
import { NAME_MAX, optionalText } from '../common/text.js';
import { toNumber, zInt } from '../common/coerce.js';
import { MANAGER_TYPES } from './enums.js';
import { CURRENCIES } from '../billing/enums.js';

/** 001 §5 pipeline or stage name: trimmed, non-empty, a letter or digit somewhere ('Enter valid name'). */
export const crmNameSchema = z
  .string({ error: MESSAGES.enterValidName })
  .trim()
  .min(1, { error: MESSAGES.enterValidName, abort: true })
  .max(NAME_MAX, { error: maxLength(NAME_MAX), abort: true })
  .regex(/[\p{L}\p{N}]/u, MESSAGES.enterValidName);

/** 001 §5 probability: a positive number, at most 100 (percent). */
export const probabilitySchema = z.preprocess(
  toNumber,
  z
    .number({ error: MESSAGES.probabilityPositive })
    .positive(MESSAGES.probabilityPositive)
    .max(100, MESSAGES.probabilityPositive),
);

const idSchema = z.string().trim().min(1).max(100);

/** POST stage {name, pipeline_id, order, probability} (001 §7). */
export const createStageBodySchema = z.strictObject({
  name: crmNameSchema,
  pipeline_id: idSchema,
  order: zInt({ min: 0, max: 10_000 }),
  probability: probabilitySchema,
});
/** PUT stages/{id}/update {name, pipeline_id, probability}. */
export const updateStageBodySchema = z.strictObject({
  name: crmNameSchema,
  pipeline_id: idSchema,
  probability: probabilitySchema,
  /** Leadloop: the stage's new place among its pipeline's stages (0 = first); the others shift. */
  order: zInt({ min: 0, max: 10_000 }).optional(),
});
/** DELETE stages/{id}/delete {stage_to_move, stage_id}. */
export const deleteStageBodySchema = z.strictObject({ stage_to_move: idSchema, stage_id: idSchema });
export const pipelineBodySchema = z.strictObject({ name: crmNameSchema });
/** PATCH deals/{id}/update {new_position}. */
export const moveDealBodySchema = z.strictObject({
  /** The deal's index in the column as the caller sees it (with the same `owner` filter), 0 = top. */
  new_position: zInt({ min: 0, max: 100_000 }),
  /** The stage it goes to (default: the stage it is in). */
  crm_stage: idSchema.optional(),
});
/** PATCH deals/{id}/update?owner=: the filter the board shows, so new_position means what the user saw. */
export const moveDealQuerySchema = z.object({
  space: z.string().max(100).optional(),
  owner: z.string().max(100).optional(),
});

/** POST pipeline {name, stages?}: a new pipeline, with its first stages in order. */
export const createPipelineBodySchema = z.strictObject({
  name: crmNameSchema,
  stages: z.array(crmNameSchema).max(30).optional(),
});

/** A deal's amount: zero or more (a form's empty field is zero). */
export const dealAmountSchema = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : toNumber(v)),
  z
    .number({ error: MESSAGES.dealAmountInvalid })
    .min(0, MESSAGES.dealAmountInvalid)
    .max(1_000_000_000_000, MESSAGES.dealAmountInvalid),
);
export const dealCurrencySchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(CURRENCIES, { error: MESSAGES.currencyInvalid }),
);
const dealNameSchema = z
  .string({ error: MESSAGES.enterValidName })
  .trim()
  .min(1, { error: MESSAGES.enterValidName, abort: true })
  .max(NAME_MAX * 2, { error: maxLength(NAME_MAX * 2), abort: true });

/** POST deals: a new deal at the bottom of its stage (000 §4 "new deals are added to their stage"). */
export const createDealBodySchema = z.strictObject({
  name: dealNameSchema,
  crm_stage: idSchema,
  amount: dealAmountSchema.optional(),
  currency: dealCurrencySchema.optional(),
  /** A member of the workspace (user id); default the caller. */
  owner: idSchema.nullable().optional(),
  /** Default: the stage's probability. */
  probability: probabilitySchema.optional(),
  prospect: idSchema.nullable().optional(),
});
export type CreateDealInput = z.infer<typeof createDealBodySchema>;

/** PUT deals/{id}/update: edit, reassign (owner), move to a stage (at its bottom), won / lost / open. */
export const updateDealBodySchema = z.strictObject({
  name: dealNameSchema.optional(),
  crm_stage: idSchema.optional(),
  amount: dealAmountSchema.optional(),
  currency: dealCurrencySchema.optional(),
  owner: idSchema.nullable().optional(),
  probability: probabilitySchema.optional(),
  status: z.enum(['open', 'won', 'lost']).optional(),
});
export type UpdateDealInput = z.infer<typeof updateDealBodySchema>;

/** GET stages?pipeline_id&owner&limit: the board, `limit` deals per column. */
export const boardQuerySchema = z.object({
  space: z.string().max(100).optional(),
  pipeline_id: idSchema,
  /** A user id, or 'me'. */
  owner: z.string().max(100).optional(),
  /** Which deals: open (the default), won or lost. */
  status: z.enum(['open', 'won', 'lost']).optional(),
  limit: zInt({ min: 1, max: 200 }).optional(),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;
/** GET stages/{id}?owner&offset&limit: the next page of a column. */
export const stageDealsQuerySchema = z.object({
  space: z.string().max(100).optional(),
  owner: z.string().max(100).optional(),
  status: z.enum(['open', 'won', 'lost']).optional(),
  offset: zInt({ min: 0, max: 1_000_000 }).optional(),
  limit: zInt({ min: 1, max: 200 }).optional(),
});
export type StageDealsQuery = z.infer<typeof stageDealsQuerySchema>;

/** POST mark_as_lead {prospect}: the prospect's open deal, created in the first stage when it has none. */
export const markAsLeadBodySchema = z.strictObject({ prospect: idSchema });

/** Deals per column on the board's first paint. */
export const BOARD_PAGE_SIZE = 50;

/** 001 §5 manager: name letters, spaces, dashes; description has a maximum length; type required. */
export const MANAGER_DESCRIPTION_MAX = 500;
export const managerSchema = z.strictObject({
  type: z.enum(MANAGER_TYPES, { error: MESSAGES.managerTypeRequired }),
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, { error: MESSAGES.nameRequired, abort: true })
    .max(NAME_MAX, { error: maxLength(NAME_MAX), abort: true })
    .regex(/^[\p{L}\s-]+$/u, MESSAGES.invalidManagerName),
  description: optionalText(MANAGER_DESCRIPTION_MAX),
});

/** GET login?code&state: the OAuth answer (without: start the sign-in). */
export const crmLoginQuerySchema = z.object({
  space: z.string().max(100).optional(),
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
});
/** GET profiles / companies ?q&limit (001 §7: limit 10). */
export const crmSearchQuerySchema = z.object({
  space: z.string().max(100).optional(),
  q: z.string().max(200).optional().default(''),
  limit: zInt({ min: 1, max: 10 }).optional().default(10),
});
/** POST export_duplicates {email, credentials_id}. */
export const exportDuplicatesBodySchema = z.strictObject({
  email: z.string().trim().max(320),
  credentials_id: z.string().max(100).optional(),
});
