import { USER_EXISTS_LIMITS } from '@leadloop/domain/billing/rate-limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { sha256 } from '../../lib/ids.js';
import { findUserByEmail } from './queries.js';

/**
 * `POST /users/exists` answers whether an address has an account, so it must not become an oracle at
 * scale: each answer takes at least this long, whatever the address (the same query runs either way and
 * the answer waits out the rest), and it is limited per client and per address (USER_EXISTS_LIMITS).
 */
export const USER_EXISTS_FLOOR_MS = 200;

export async function limitUserExists(request: FastifyRequest, reply: FastifyReply, email: string) {
  await request.server.rateLimits.consume(request, reply, [
    [{ name: 'exists-client', points: USER_EXISTS_LIMITS.per_client_per_minute }, request.ip],
    [
      { name: 'exists-address', points: USER_EXISTS_LIMITS.per_address_per_hour, windowSeconds: 3600 },
      // Hashed: the counters table keeps no addresses (and keys stay within its 255 characters).
      sha256(email.trim().toLowerCase()),
    ],
  ]);
}

export async function userExists(ctx: AppContext, email: string): Promise<{ exists: boolean }> {
  const started = performance.now();
  const exists = !!(await findUserByEmail(ctx.db, email));
  const left = USER_EXISTS_FLOOR_MS - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return { exists };
}
