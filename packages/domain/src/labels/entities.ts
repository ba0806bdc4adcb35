import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { LABEL_TYPES } from './enums.js';

/** 001 §3 Label. */
export const labelSchema = z.object({
  _id: idSchema,
  name: z.string(),
  color: z.string(),
  /** 001 §9: white on a dark label (luminance < 60), else dark (labelTextColor). */
  text_color: z.string(),
  type: z.enum(LABEL_TYPES),
  is_shared: z.boolean(),
  created_by: idSchema.nullable(),
  created_at: isoDateSchema,
});
export type Label = z.infer<typeof labelSchema>;

/** 001 §3 Signature (the default flag is exclusive, 000 §4). */
export const signatureSchema = z.object({
  _id: idSchema,
  name: z.string(),
  message: z.string(),
  is_default: z.boolean(),
  created_at: isoDateSchema,
});
export type Signature = z.infer<typeof signatureSchema>;

/** GET /workers/fetch: the workspace's members (those who can be assigned work). */
export const workerSchema = z.object({
  _id: idSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  avatar: z.string().nullable(),
  is_admin: z.boolean(),
  available_credentials: z.array(idSchema),
});
export type Worker = z.infer<typeof workerSchema>;
