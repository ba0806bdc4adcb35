import { z } from 'zod';
import { zInt } from './coerce.js';
import { MAX_PAGE_LIMIT } from '../constants/pages.js';

/** The API envelope (handbook "API contract"): success `{ok: true, payload}`, failure `{ok: false, message, code}`. */
export const apiSuccessSchema = <T extends z.ZodType>(payload: T) =>
  z.object({ ok: z.literal(true), payload });
export const apiFailureSchema = z.object({
  ok: z.literal(false),
  message: z.string(),
  code: z.number().int(),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;
export type ApiResponse<T> = { ok: true; payload: T } | ApiFailure;

/** `offset`/`limit` paging query (001 §7 uses offset+limit or skip+limit); numbers arrive as strings. */
export const offsetPageQuerySchema = (defaultLimit: number, maxLimit = MAX_PAGE_LIMIT) =>
  z.object({
    offset: zInt({ min: 0, max: 10_000_000 }).default(0),
    limit: zInt({ min: 1, max: maxLimit }).default(defaultLimit),
  });
export const skipPageQuerySchema = (defaultLimit: number, maxLimit = MAX_PAGE_LIMIT) =>
  z.object({
    skip: zInt({ min: 0, max: 10_000_000 }).default(0),
    limit: zInt({ min: 1, max: maxLimit }).default(defaultLimit),
  });

/** What a call answers when it removed something: the id of what is gone. */
export const removedSchema = z.object({ _id: z.string() });
export type Removed = z.infer<typeof removedSchema>;
/** What a call answers when it removed something and there is nothing else to say. */
export const deletedSchema = z.object({ deleted: z.literal(true) });

/** GET /health: the server answers and its database too. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** One offset page of a list: its items, the total and the window asked for. */
export const offsetPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
  });
