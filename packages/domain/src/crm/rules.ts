import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { maxLength } from '../messages/format.js';
import { NAME_MAX, optionalText } from '../common/text.js';
import { toNumber, zInt } from '../common/coerce.js';
import { MANAGER_TYPES } from './enums.js';

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
});
/** DELETE stages/{id}/delete {stage_to_move, stage_id}. */
export const deleteStageBodySchema = z.strictObject({ stage_to_move: idSchema, stage_id: idSchema });
export const pipelineBodySchema = z.strictObject({ name: crmNameSchema });
/** PATCH deals/{id}/update {new_position}. */
export const moveDealBodySchema = z.strictObject({ new_position: zInt({ min: 0, max: 100_000 }) });

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
