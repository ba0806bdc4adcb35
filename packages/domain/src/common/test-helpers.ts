import type { z } from 'zod';

/** First issue message of a failed parse (what the API returns as `message`), or 'ok'. Tests only. */
export function firstError(schema: z.ZodType, value: unknown): string {
  const r = schema.safeParse(value);
  return r.success ? 'ok' : r.error.issues[0].message;
}
