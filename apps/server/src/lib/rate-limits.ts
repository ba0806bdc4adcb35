import {
  ACCOUNT_RATE_LIMIT_PER_TOKEN,
  PUBLIC_RATE_LIMIT_PER_CLIENT,
  RATE_LIMIT_WINDOW_SECONDS,
  planRateLimits,
} from '@leadloop/domain/billing/rate-limits';
import { CODES } from '@leadloop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '../db/client.js';
import { tooManyRequests } from './errors.js';

/**
 * Limits on every door (issue 33), counted with rate-limiter-flexible: on a PostgreSQL server in the
 * `rate_limits` table (migration 0051), so every API process counts the same requests; on embedded PGlite
 * in memory, exact there since one process owns DATA_DIR. Numbers come from the domain
 * (billing/rate-limits.ts), multiplied by RATE_LIMIT_SCALE.
 */
export interface Policy {
  /** The policy's name in the RateLimit headers. */
  name: string;
  /** Requests per window (before scaling). */
  points: number;
  windowSeconds?: number;
}

interface Counted {
  policy: Policy;
  limit: number;
  windowSeconds: number;
  res: RateLimiterRes;
}

export const RATE_LIMIT_TABLE = 'rate_limits';

/** A limit after RATE_LIMIT_SCALE (never below one request). */
export const scaledLimit = (points: number, scale: number) => Math.max(1, Math.floor(points * scale));

export interface RateLimits {
  /** Counts one request against each policy (key per policy); answers 429 when any is over its limit. */
  consume(request: FastifyRequest, reply: FastifyReply, checks: [Policy, string][]): Promise<void>;
}

/** `config.rateLimitScale` is read on each request (a limit's test lowers it on an app it has set up). */
export function createRateLimits(database: Database, config: { rateLimitScale: number }): RateLimits {
  const limiters = new Map<string, RateLimiterAbstract>();
  function limiter(name: string, points: number, duration: number): RateLimiterAbstract {
    // One counter per policy and limit: the same in memory and in the table (a plan change starts anew).
    const id = `${name}-${points}-${duration}`;
    let found = limiters.get(id);
    if (!found) {
      const memory = new RateLimiterMemory({ keyPrefix: id, points, duration });
      found = database.pool
        ? new RateLimiterPostgres({
            storeClient: database.pool,
            storeType: 'pool',
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
            keyPrefix: id,
            points,
            duration,
            // One limiter deletes expired rows for all (they share the table).
            clearExpiredByTimeout: limiters.size === 0,
            // A database hiccup counts in this process's memory rather than failing the request.
            insuranceLimiter: memory,
          })
        : memory;
      limiters.set(id, found);
    }
    return found;
  }

  return {
    async consume(request, reply, checks) {
      const scale = config.rateLimitScale;
      if (scale <= 0 || checks.length === 0) return;
      const counted = await Promise.all(
        checks.map(async ([policy, key]): Promise<Counted> => {
          const limit = scaledLimit(policy.points, scale);
          const windowSeconds = policy.windowSeconds ?? RATE_LIMIT_WINDOW_SECONDS;
          const res = await limiter(policy.name, limit, windowSeconds)
            .consume(key)
            .catch((rejected: unknown) => {
              if (rejected instanceof RateLimiterRes) return rejected;
              throw rejected;
            });
          return { policy, limit, windowSeconds, res };
        }),
      );
      setHeaders(reply, counted);
      const over = counted.filter((c) => c.res.consumedPoints > c.limit);
      if (over.length === 0) return;
      const wait = Math.max(...over.map((c) => c.res.msBeforeNext));
      reply.header('retry-after', String(Math.max(1, Math.ceil(wait / 1000))));
      request.log.info({ policies: over.map((c) => c.policy.name) }, 'rate limited');
      throw tooManyRequests(CODES.tooManyRequests);
    },
  };
}

/**
 * The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers-09/-10): RateLimit-Policy names each
 * quota (q requests per w seconds), RateLimit what is left of it (r) and when it resets (t seconds).
 */
function setHeaders(reply: FastifyReply, counted: Counted[]): void {
  const policy = counted.map((c) => `"${c.policy.name}";q=${c.limit};w=${c.windowSeconds}`).join(', ');
  const state = counted
    .map(
      (c) =>
        `"${c.policy.name}";r=${Math.max(0, c.limit - c.res.consumedPoints)};t=${Math.ceil(c.res.msBeforeNext / 1000)}`,
    )
    .join(', ');
  reply.header('ratelimit-policy', policy);
  reply.header('ratelimit', state);
}

/**
 * Routes that many people reach from one address: the web app's files (an office behind one NAT), mail
 * clients' image proxies (tracking pixels, uploaded images), viewers of public pages, webhook senders.
 */
const SHARED_CALLER_ROUTES = [
  /^\/(?!api\/)/,
  /^\/api\/t\//,
  /^\/api\/uploads\//,
  /^\/api\/public\//,
  /^\/api\/health$/,
  /\/webhook(\/|$)/,
];
/** Their per-client limit: a flood from one address is cut, a busy proxy is not. */
export const SHARED_CALLER_FACTOR = 20;

export const policies = {
  /** A token in a workspace, by its plan; outside any workspace (account routes), the account limit. */
  token: (tier: number | undefined): Policy =>
    tier === undefined
      ? { name: 'account', points: ACCOUNT_RATE_LIMIT_PER_TOKEN }
      : { name: 'token', points: planRateLimits(tier).per_token },
  workspace: (tier: number): Policy => ({ name: 'workspace', points: planRateLimits(tier).per_workspace }),
  client: (routeUrl: string | undefined): Policy =>
    routeUrl && SHARED_CALLER_ROUTES.some((r) => r.test(routeUrl))
      ? { name: 'shared-client', points: PUBLIC_RATE_LIMIT_PER_CLIENT * SHARED_CALLER_FACTOR }
      : { name: 'client', points: PUBLIC_RATE_LIMIT_PER_CLIENT },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The guard's limits (lib/auth-guard.ts); a route with a limit of its own calls it too. */
    rateLimits: RateLimits;
  }
}
