import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { maxLength } from '../messages/format.js';
import { hexColorSchema } from '../common/text.js';
import { zBool } from '../common/coerce.js';
import { LABEL_TYPES } from './enums.js';

/** 001 §5, §9: label name max 30, colour required. */
export const LABEL_NAME_MAX = 30;

export const labelNameSchema = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, { error: MESSAGES.nameRequired, abort: true })
  .max(LABEL_NAME_MAX, maxLength(LABEL_NAME_MAX));

export const labelBodySchema = z.strictObject({
  name: labelNameSchema,
  color: hexColorSchema,
  type: z.enum(LABEL_TYPES).default('profile'),
  is_shared: zBool().default(false),
});
export type LabelBody = z.infer<typeof labelBodySchema>;
