import { TIER_NAMES, TIERS, type TierName } from '../tiers/enums.js';

/**
 * Request limits of the API, per plan (issue 33; our numbers — peers publish theirs the same way, as
 * requests per minute per key and per account). Zod-free: the server enforces them (lib/rate-limits.ts)
 * and the docs print them (README "Rate limits"). A window is a fixed minute counted from a caller's first
 * request in it; the server's RATE_LIMIT_SCALE multiplies every number (0 turns the limits off).
 */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

export interface PlanRateLimits {
  /** Requests per minute one token (an API token or a signed-in session) may make. */
  per_token: number;
  /** Requests per minute all tokens together may make in one workspace. */
  per_workspace: number;
}

export const PLAN_RATE_LIMITS: Record<TierName, PlanRateLimits> = {
  free: { per_token: 120, per_workspace: 300 },
  basic: { per_token: 300, per_workspace: 600 },
  growth: { per_token: 600, per_workspace: 1200 },
  scale: { per_token: 900, per_workspace: 1800 },
  unlimited: { per_token: 1200, per_workspace: 2400 },
  supreme: { per_token: 1200, per_workspace: 3000 },
};

/** A token's limit on account routes, outside any workspace (profile, workspaces list, admin console). */
export const ACCOUNT_RATE_LIMIT_PER_TOKEN = 300;

/** Routes open without a token (brand, create_token, tracking pixels, public pages): per client address. */
export const PUBLIC_RATE_LIMIT_PER_CLIENT = 300;

/**
 * `POST /users/exists` tells whether an address has an account, so it is limited tighter: per client
 * address per minute, and per looked-up address per hour (whoever asks).
 */
export const USER_EXISTS_LIMITS = { per_client_per_minute: 10, per_address_per_hour: 20 } as const;

/** The limits of a tier number (an unknown tier counts as free). */
export function planRateLimits(tier: number): PlanRateLimits {
  const name = TIER_NAMES.find((n) => TIERS[n] === tier) ?? 'free';
  return PLAN_RATE_LIMITS[name];
}
