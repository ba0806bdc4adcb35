import { CODES } from '@leadloop/domain';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInAttempts } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/errors.js';

/**
 * Sign-in limit: 10 failures per email and IP in 15 minutes, then 429 until the window passes. Kept in
 * the database so every API process counts the same failures (a request-counting plugin such as
 * @fastify/rate-limit counts requests, not failures, and per process).
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_MAX_FAILURES = 10;
/** A looser cap per email over all IPs, so rotating addresses does not allow unlimited guessing. */
export const SIGN_IN_MAX_FAILURES_PER_EMAIL = 50;

export async function assertSignInAllowed(db: Db, email: string, ip: string): Promise<void> {
  const since = new Date(clock.nowMs() - SIGN_IN_WINDOW_MS);
  const failures = (where: ReturnType<typeof and>) =>
    db
      .select({ n: count() })
      .from(signInAttempts)
      .where(where)
      .then((rows) => rows[0]?.n ?? 0);
  const base = and(
    eq(signInAttempts.email, email),
    eq(signInAttempts.succeeded, false),
    gt(signInAttempts.createdAt, since),
  );
  const [byIp, byEmail] = await Promise.all([failures(and(base, eq(signInAttempts.ip, ip))), failures(base)]);
  if (byIp >= SIGN_IN_MAX_FAILURES || byEmail >= SIGN_IN_MAX_FAILURES_PER_EMAIL) {
    throw tooManyRequests(CODES.signInLimit);
  }
}

export async function recordSignInAttempt(
  db: Db,
  email: string,
  ip: string,
  succeeded: boolean,
): Promise<void> {
  await db.insert(signInAttempts).values({ email, ip, succeeded, createdAt: clock.now() });
  // Attempts matter for 15 minutes; now and then drop the ones older than a day so the table stays small.
  if (Math.random() < 0.01) {
    await db
      .delete(signInAttempts)
      .where(lt(signInAttempts.createdAt, new Date(clock.nowMs() - 24 * 60 * 60 * 1000)));
  }
}
