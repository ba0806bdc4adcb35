import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Request counters of lib/rate-limits.ts on a PostgreSQL server, in the layout rate-limiter-flexible's
 * PostgreSQL store reads and writes (`key` = policy and caller, `expire` = the window's end in ms).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
