import { z } from 'zod';

/** API ids are `_id` strings (uuid in this product). */
export const idSchema = z.string().min(1).max(100);
/** Timestamps travel as ISO-8601 strings. */
export const isoDateSchema = z.string().max(40);
export const nullableString = z.string().nullable();
