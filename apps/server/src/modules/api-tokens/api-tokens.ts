import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { type ApiTokenBody, CODES } from '@leadloop/domain';
import type { ApiToken, CreatedApiToken } from '@leadloop/domain/integrations/entities';
import { authTokens } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { isUuid, randomToken, sha256 } from '../../lib/ids.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { recordAudit } from '../../lib/audit.js';

const DAY_MS = 86_400_000;
type TokenRow = typeof authTokens.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toView = (row: TokenRow): ApiToken => ({
  _id: row.id,
  name: row.name ?? '',
  created_at: row.createdAt.toISOString(),
  expires_at: iso(row.expiresAt),
  last_used_at: iso(row.lastUsedAt),
  revoked_at: iso(row.revokedAt),
});

/** Members see their own tokens of the workspace; admins see everyone's. */
const visible = (scope: WorkspaceScope) =>
  and(
    inSpace(authTokens, scope),
    isNotNull(authTokens.name),
    scope.isAdmin ? undefined : eq(authTokens.userId, scope.userId!),
  );

export async function listApiTokens(ctx: AppContext, scope: WorkspaceScope): Promise<ApiToken[]> {
  const rows = await ctx.db
    .select()
    .from(authTokens)
    .where(and(visible(scope), isNull(authTokens.revokedAt)))
    .orderBy(desc(authTokens.createdAt));
  return rows.map(toView);
}

/**
 * A new API token: opaque (`ll_` + 32 random bytes), stored as its SHA-256 hash only, bound to this workspace
 * and to its creator (it can do what the creator can, in this workspace). Its value is in this answer only.
 */
export async function createApiToken(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: ApiTokenBody,
): Promise<CreatedApiToken> {
  const token = `ll_${randomToken(32)}`;
  const now = clock.now();
  const [row] = await ctx.db
    .insert(authTokens)
    .values({
      tokenHash: sha256(token),
      userId: scope.userId,
      spaceId: scope.spaceId,
      name: body.name,
      expiresAt: body.expires_in_days ? new Date(now.getTime() + body.expires_in_days * DAY_MS) : null,
      data: { kind: 'api' },
      createdAt: now,
    })
    .returning();
  await recordAudit(ctx.db, {
    action: 'api_token_create',
    actorId: scope.userId,
    spaceId: scope.spaceId,
    target: row!.id,
    details: { name: body.name, expires_in_days: body.expires_in_days ?? null },
  });
  return { ...toView(row!), token };
}

/** Revoking is immediate: the next call with the token is 401. */
export async function revokeApiToken(ctx: AppContext, scope: WorkspaceScope, id: string): Promise<ApiToken> {
  if (!isUuid(id)) throw notFound(CODES.apiTokenNotFound);
  const [row] = await ctx.db
    .update(authTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(authTokens.id, id), visible(scope), isNull(authTokens.revokedAt)))
    .returning();
  if (!row) throw notFound(CODES.apiTokenNotFound);
  await recordAudit(ctx.db, {
    action: 'api_token_revoke',
    actorId: scope.userId,
    spaceId: scope.spaceId,
    target: row.id,
    details: { name: row.name, owner: row.userId },
  });
  return toView(row);
}
