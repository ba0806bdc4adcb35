import { CODES, MESSAGES } from '@leadloop/domain';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authTokens, spaceMembers, spaces, users } from '../db/schema/index.js';
import { forbidden, notFound, unauthorized } from './errors.js';
import { sha256, isUuid } from './ids.js';
import { clock } from './clock.js';
import { inSpace } from './scope.js';
import { AuthCache, listenForAuthChanges, type CachedMembership, type CachedToken } from './auth-cache.js';
import { assertPlanFeature, assertWithinLimit, planFor } from './plans.js';
import type { RouteGate } from './route-features.js';
import type { AdminAccess } from '@leadloop/domain';
import { adminScopeOf, type AdminScope } from './admin-guard.js';
import { createRateLimits, policies, type Policy } from './rate-limits.js';
import { recordAudit } from './audit.js';
import { rowsOf } from '../db/rows.js';

/**
 * Who may call a route, set per route as `config: { auth: … }`. The default is 'user'.
 * - 'public': no token needed (the route list in auth-guard.test.ts pins which ones are).
 * - 'token': any valid token, anonymous or signed in (sign-up, sign-in, validate_token).
 * - 'user': a token bound to an active user.
 * - 'space': 'user' plus membership of the workspace named by the `space` query parameter
 *   (or by the `:id` path parameter when `spaceParam: 'id'`).
 * - 'spaceAdmin': 'space' plus the workspace admin role.
 * - 'admin': 'user' plus an admin console role at least `config.adminAccess` (lib/admin-guard.ts).
 */
export type AuthLevel = 'public' | 'token' | 'user' | 'space' | 'spaceAdmin' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** Name of the path parameter that holds the workspace id (instead of the `space` query). */
    spaceParam?: string;
    /** Only a signed-in session may call it, never an API token (e.g. managing API tokens). */
    sessionOnly?: boolean;
    /** Issue 41: an extension's token (bound to one account) may call this route; it calls no other. */
    extension?: boolean;
    /** For `auth: 'admin'`: the least admin access the route needs (default 'any'). */
    adminAccess?: AdminAccess;
    /** The plan feature (and limit) the route needs: set from lib/route-features.ts when it is registered. */
    gate?: RouteGate;
  }
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

export type UserRow = typeof users.$inferSelect;
export type SpaceRow = typeof spaces.$inferSelect;
export type MemberRow = typeof spaceMembers.$inferSelect;

export interface RequestAuth {
  tokenId?: string;
  tokenData?: Record<string, string>;
  /** An API token's workspace: such a token reaches that workspace only. */
  tokenSpaceId?: string | null;
  user?: UserRow;
  space?: SpaceRow;
  member?: MemberRow;
  /** Set on `auth: 'admin'` routes. */
  admin?: AdminScope;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
}

export const TOKEN_NOT_VALID = MESSAGES.tokenNotValid;

export function registerAuthGuard(app: FastifyInstance): void {
  app.decorateRequest('auth', null as unknown as RequestAuth);
  // Tokens and memberships come from this process's cache when it can hear the database's changes
  // (lib/auth-cache.ts); a miss is one query.
  const cache = new AuthCache();
  let stopListening: () => Promise<void> = async () => undefined;
  app.addHook('onReady', async () => {
    if (!app.ctx.config.authCache) return;
    stopListening = await listenForAuthChanges(app.ctx.database, cache, app.log);
  });
  app.addHook('onClose', async () => stopListening());
  const limits = createRateLimits(app.ctx.database, app.ctx.config);
  app.decorate('rateLimits', limits);

  /** The unrevoked token of this hash with its user (if any); expiry is checked by the caller. */
  async function tokenRow(token: string): Promise<CachedToken | undefined> {
    const hash = sha256(token);
    const cached = (await cache.upToDate()) ? cache.token(hash) : undefined;
    if (cached) return cached;
    const stamp = cache.stamp();
    const [row] = await app.ctx.db
      .select({
        id: authTokens.id,
        data: authTokens.data,
        spaceId: authTokens.spaceId,
        expiresAt: authTokens.expiresAt,
        user: users,
      })
      .from(authTokens)
      .leftJoin(users, eq(users.id, authTokens.userId))
      .where(
        and(
          eq(authTokens.tokenHash, hash),
          isNull(authTokens.revokedAt),
          or(isNull(authTokens.expiresAt), gt(authTokens.expiresAt, clock.now())),
        ),
      )
      .limit(1);
    if (row) cache.setToken(hash, row, stamp);
    return row;
  }

  async function membershipRow(spaceId: string, userId: string): Promise<CachedMembership | undefined> {
    // The token's check has just made sure the cache heard every change committed before this request.
    const cached = cache.isEnabled ? cache.membership(spaceId, userId) : undefined;
    if (cached) return cached;
    const stamp = cache.stamp();
    const [row] = await app.ctx.db
      .select({ space: spaces, member: spaceMembers })
      .from(spaceMembers)
      .innerJoin(spaces, eq(spaces.id, spaceMembers.spaceId))
      .where(and(inSpace(spaceMembers, spaceId), eq(spaceMembers.userId, userId)))
      .limit(1);
    if (row) cache.setMembership(spaceId, userId, row, stamp);
    return row;
  }

  // onRequest: before the body is read, so an unauthenticated caller never gets its body parsed or
  // validated (401 comes before any 400), and a foreign workspace is refused before any work.
  app.addHook('onRequest', async (request) => {
    request.auth = {};
    if (request.is404) return;
    // The CORS plugin's preflight route answers OPTIONS for every path; it carries no data.
    if (request.method === 'OPTIONS' && request.routeOptions.url === '*') return;
    const level: AuthLevel = request.routeOptions.config?.auth ?? 'user';
    if (level === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const row = await tokenRow(token);
    if (!row || (row.expiresAt && row.expiresAt <= clock.now())) throw unauthorized(CODES.tokenNotValid);
    request.auth.tokenId = row.id;
    request.auth.tokenData = row.data;
    request.auth.tokenSpaceId = row.spaceId;
    // An API token acts in its workspace's routes only: not on the account (password, sessions,
    // workspaces) nor on what makes tokens — a leaked token cannot outlive its revocation.
    if (row.spaceId && (level !== 'space' || request.routeOptions.config?.sessionOnly))
      throw forbidden(CODES.apiTokenNotAllowed);
    if (row.data.kind === 'extension' && !request.routeOptions.config?.extension)
      throw forbidden(CODES.apiTokenNotAllowed);
    if (row.user && row.user.status === 'active') request.auth.user = row.user;
    if (level === 'token') return;
    if (!request.auth.user) throw unauthorized();
    if (level === 'user') return;
    if (level === 'admin') {
      request.auth.admin = adminScopeOf(request.auth.user, request.routeOptions.config?.adminAccess ?? 'any');
      return;
    }

    const paramName = request.routeOptions.config?.spaceParam;
    const spaceId = paramName
      ? (request.params as Record<string, string>)[paramName]
      : // An API token names its workspace itself: `space` may be left out (Zapier, scripts).
        ((request.query as Record<string, string | undefined>)?.space ?? row.spaceId ?? undefined);
    if (!spaceId) throw forbidden(CODES.workspaceRequired);
    if (!isUuid(spaceId)) throw notFound(CODES.spaceNotFound);
    if (row.spaceId && row.spaceId !== spaceId) throw forbidden(CODES.notWorkspaceMember);
    const membership = await membershipRow(spaceId, request.auth.user.id);
    if (!membership) throw forbidden(CODES.notWorkspaceMember);
    request.auth.space = membership.space;
    request.auth.member = membership.member;
    if (level === 'spaceAdmin' && !membership.member.isAdmin) throw forbidden(CODES.onlyWorkspaceAdmins);
    // Plan gating, once for every route (issue 16): the tier's plan from the catalogue, read once.
    const gate = request.routeOptions.config?.gate;
    if (gate?.feature || gate?.limit) {
      const plan = await planFor(app.ctx.db, membership.space.tier);
      if (gate.feature) assertPlanFeature(plan, gate.feature);
      if (gate.limit) await assertWithinLimit(app.ctx.db, membership.space, gate.limit, plan);
    }
  });
  // Limits on every door (lib/rate-limits.ts), once the caller is known: per client address on public
  // routes; per token and per workspace, by the workspace's plan, on the others.
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    if (request.method === 'OPTIONS' && request.routeOptions.url === '*') return;
    const { tokenId, space } = request.auth;
    const checks: [Policy, string][] = tokenId
      ? [[policies.token(space?.tier), tokenId]]
      : [[policies.client(request.routeOptions.url), request.ip]];
    if (space) checks.push([policies.workspace(space.tier), space.id]);
    await limits.consume(request, reply, checks);
  });
  // Touch last-used after the answer, never on the guard's path. API tokens (bound to a workspace) show
  // their last use, so theirs is written every time; a session's at most once a minute per process (a
  // write per request, or a share of them, queued every reader behind it on the embedded database).
  const touched = new Map<string, number>();
  app.addHook('onResponse', async (request, reply) => {
    const id = request.auth?.tokenId;
    if (!id) return;
    if (!request.auth.tokenSpaceId) {
      const now = Date.now();
      if (now - (touched.get(id) ?? 0) < SESSION_TOUCH_MS) return;
      if (touched.size >= 10_000) touched.clear();
      touched.set(id, now);
    }
    if (request.auth.tokenSpaceId) {
      await touchApiToken(app, request, reply.statusCode, id).catch(() => undefined);
      return;
    }
    await app.ctx.db
      .update(authTokens)
      .set({ lastUsedAt: clock.now() })
      .where(eq(authTokens.id, id))
      .catch(() => undefined);
  });
}

/** How often an API token's use is written to the audit log: its first use in each hour. */
const TOKEN_USE_AUDIT_MS = 3_600_000;

/** An API token's last use, and (first use in the hour) an audit entry of it (issue 42). */
async function touchApiToken(app: FastifyInstance, request: FastifyRequest, status: number, id: string) {
  const now = clock.now();
  const [row] = rowsOf<{ previous: Date | string | null; user_id: string; space_id: string }>(
    await app.ctx.db.execute(sql`with old as (select last_used_at from auth_tokens where id = ${id})
      update auth_tokens set last_used_at = ${now.toISOString()}::timestamptz where id = ${id}
      returning (select last_used_at from old) as previous, user_id, space_id`),
  );
  if (!row) return;
  const previous = row.previous === null ? 0 : new Date(row.previous).getTime();
  if (now.getTime() - previous < TOKEN_USE_AUDIT_MS) return;
  await recordAudit(app.ctx.db, {
    action: 'api_token_use',
    actorId: row.user_id,
    spaceId: row.space_id,
    target: id,
    details: { method: request.method, route: request.routeOptions.url ?? null, status },
  });
}

/** How often a session token's last use is written (per process). */
const SESSION_TOUCH_MS = 60_000;

export { isUuid };

/** Narrowing helpers for handlers on guarded routes. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth.user) throw unauthorized();
  return request.auth.user;
}
export function requireSpace(request: FastifyRequest): { space: SpaceRow; member: MemberRow; user: UserRow } {
  const { space, member, user } = request.auth;
  if (!space || !member || !user) throw forbidden(CODES.workspaceRequired);
  return { space, member, user };
}
