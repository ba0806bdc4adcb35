import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type CalendlyEventTypesPage, type CalendlyStatus, CODES } from '@leadloop/domain';
import {
  calendlyConnections,
  users,
  type CachedCalendlyUser,
  type CachedEventType,
  type CalendlyConnectionRow,
} from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { WorkspaceScope } from '../../lib/scope.js';
import { CalendlyError, calendlyId, type CalendlyApi } from '../../providers/calendar/index.js';

/** Calendly pages are asked 100 at a time; a reload reads at most this many pages of each list. */
const CALENDLY_COUNT = 100;
const MAX_PAGES = 20;

const unreachable = () => new AppError(502, CODES.calendlyUnreachable);

export const webhookUrlOf = (ctx: AppContext, connectionId: string) =>
  `${ctx.config.publicUrl}/api/integrations/calendly/webhook/${connectionId}`;

async function connectionOf(ctx: AppContext, userId: string): Promise<CalendlyConnectionRow | undefined> {
  const [row] = await ctx.db.select().from(calendlyConnections).where(eq(calendlyConnections.userId, userId));
  return row;
}

async function requireConnection(ctx: AppContext, userId: string) {
  const row = await connectionOf(ctx, userId);
  if (!row) throw badRequest(CODES.calendlyNotConnected);
  return row;
}

function statusOf(row: CalendlyConnectionRow | undefined): CalendlyStatus {
  return {
    connected: Boolean(row),
    calendly_user_id: row ? calendlyId(row.calendlyUserUri) : null,
    name: row?.name ?? null,
    email: row?.email ?? null,
    webhook_active: Boolean(row?.webhookUri),
    webhook_error: row?.webhookError ?? null,
    connected_at: row?.createdAt.toISOString() ?? null,
    reloaded_at: row?.reloadedAt?.toISOString() ?? null,
  };
}

export async function calendlyStatus(ctx: AppContext, scope: WorkspaceScope): Promise<CalendlyStatus> {
  return statusOf(await connectionOf(ctx, scope.userId!));
}

async function allPages<T>(
  read: (pageToken?: string) => Promise<{ items: T[]; nextPageToken: string | null }>,
): Promise<T[]> {
  const out: T[] = [];
  let token: string | undefined;
  for (let i = 0; i < MAX_PAGES; i++) {
    const page = await read(token);
    out.push(...page.items);
    if (!page.nextPageToken) break;
    token = page.nextPageToken;
  }
  return out;
}

/** Reads the organization's members and event types from Calendly into the connection's cache. */
async function readCaches(api: CalendlyApi, token: string, organizationUri: string) {
  const [members, types] = await Promise.all([
    allPages((p) => api.members(token, organizationUri, CALENDLY_COUNT, p)),
    allPages((p) => api.eventTypes(token, organizationUri, CALENDLY_COUNT, p)),
  ]);
  const cachedMembers: CachedCalendlyUser[] = members.map((m) => {
    const [first = '', ...rest] = m.name.split(' ');
    return { id: calendlyId(m.uri), firstName: first, lastName: rest.join(' '), avatar: m.avatarUrl };
  });
  const cachedTypes: CachedEventType[] = types.map((e) => ({
    id: calendlyId(e.uri),
    name: e.name,
    userId: calendlyId(e.ownerUri),
    active: e.active,
  }));
  return { members: cachedMembers, eventTypes: cachedTypes };
}

/**
 * Connects the caller's Calendly with a personal access token: checks it (`/users/me`), subscribes to
 * invitee.created / invitee.canceled for the user (signed with a key of ours), reads the members and event
 * types, stores the token sealed and sets `users.calendly_token` = {id, calendly_user_id}. Replaces an earlier
 * connection. A webhook Calendly refuses (e.g. a free plan) is kept as `webhook_error`; the rest works.
 */
export async function connectCalendly(
  ctx: AppContext,
  scope: WorkspaceScope,
  token: string,
  kind: 'pat' | 'oauth' = 'pat',
): Promise<CalendlyStatus> {
  const api = ctx.calendly;
  const me = await api.me(token).catch((error: unknown) => {
    if (error instanceof CalendlyError && (error.status === 401 || error.status === 403))
      throw badRequest(CODES.calendlyTokenInvalid);
    throw unreachable();
  });
  await disconnectCalendly(ctx, scope, { quiet: true });
  const secrets = secretsFor(ctx);
  const signingKey = randomBytes(32).toString('base64url');
  const now = clock.now();
  const [row] = await ctx.db
    .insert(calendlyConnections)
    .values({
      userId: scope.userId!,
      spaceId: scope.spaceId,
      tokenEnc: secrets.encrypt(token),
      kind,
      calendlyUserUri: me.uri,
      organizationUri: me.organizationUri,
      name: me.name,
      email: me.email,
      signingKeyEnc: secrets.encrypt(signingKey),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const set: Partial<CalendlyConnectionRow> = { updatedAt: clock.now() };
  try {
    const sub = await api.subscribe(token, {
      url: webhookUrlOf(ctx, row!.id),
      organizationUri: me.organizationUri,
      userUri: me.uri,
      signingKey,
    });
    set.webhookUri = sub.uri;
  } catch (error) {
    set.webhookError = (error as Error).message.slice(0, 300);
  }
  try {
    Object.assign(set, await readCaches(api, token, me.organizationUri), { reloadedAt: clock.now() });
  } catch (error) {
    ctx.log.warn({ err: error }, 'calendly: first reload failed');
  }
  await ctx.db.update(calendlyConnections).set(set).where(eq(calendlyConnections.id, row!.id));
  await ctx.db
    .update(users)
    .set({ calendlyToken: { id: row!.id, calendly_user_id: calendlyId(me.uri) }, updatedAt: clock.now() })
    .where(eq(users.id, scope.userId!));
  return calendlyStatus(ctx, scope);
}

/** Disconnect: removes the Calendly webhook (best effort), the sealed token, and clears `users.calendly_token`. */
export async function disconnectCalendly(
  ctx: AppContext,
  scope: WorkspaceScope,
  options: { quiet?: boolean } = {},
): Promise<CalendlyStatus> {
  const row = await connectionOf(ctx, scope.userId!);
  if (row?.webhookUri) {
    try {
      await ctx.calendly.unsubscribe(secretsFor(ctx).decrypt(row.tokenEnc), row.webhookUri);
    } catch (error) {
      ctx.log.warn({ err: error }, 'calendly: could not remove the webhook subscription');
    }
  }
  if (row) await ctx.db.delete(calendlyConnections).where(eq(calendlyConnections.id, row.id));
  if (row || !options.quiet)
    await ctx.db
      .update(users)
      .set({ calendlyToken: null, updatedAt: clock.now() })
      .where(eq(users.id, scope.userId!));
  return statusOf(undefined);
}

/** 001 §7 POST /integrations/calendly/reload: reads members and event types again ('Can not refresh …' on failure). */
export async function reloadCalendly(ctx: AppContext, scope: WorkspaceScope): Promise<CalendlyStatus> {
  const row = await requireConnection(ctx, scope.userId!);
  await reload(ctx, row);
  return calendlyStatus(ctx, scope);
}

async function reload(ctx: AppContext, row: CalendlyConnectionRow) {
  let caches: Awaited<ReturnType<typeof readCaches>>;
  try {
    caches = await readCaches(ctx.calendly, secretsFor(ctx).decrypt(row.tokenEnc), row.organizationUri);
  } catch (error) {
    ctx.log.warn({ err: error }, 'calendly: reload failed');
    throw new AppError(502, CODES.cannotRefreshCalendly);
  }
  const now = clock.now();
  await ctx.db
    .update(calendlyConnections)
    .set({ ...caches, reloadedAt: now, updatedAt: now })
    .where(eq(calendlyConnections.id, row.id));
  return { ...row, ...caches, reloadedAt: now };
}

/** A connection whose caches were never filled is reloaded once on first read. */
async function loaded(ctx: AppContext, scope: WorkspaceScope) {
  const row = await requireConnection(ctx, scope.userId!);
  return row.reloadedAt ? row : reload(ctx, row);
}

/** 001 §7 GET /integrations/calendly/users: the organization's members (id, first_name, last_name, user_avatar). */
export async function calendlyUsers(ctx: AppContext, scope: WorkspaceScope) {
  const row = await loaded(ctx, scope);
  return row.members.map((m) => ({
    id: m.id,
    first_name: m.firstName,
    last_name: m.lastName,
    user_avatar: m.avatar,
  }));
}

/**
 * 001 §7 event types: the caller's own (`GET /integrations/calendly/event_types`) or a member's
 * (`GET /integrations/calendly/{id}/event_types`), active ones, paged by offset and limit (16 or 100, §9).
 */
export async function calendlyEventTypes(
  ctx: AppContext,
  scope: WorkspaceScope,
  query: { offset: number; limit: number },
  calendlyUserId?: string,
): Promise<CalendlyEventTypesPage> {
  const row = await loaded(ctx, scope);
  const owner = calendlyUserId ?? calendlyId(row.calendlyUserUri);
  if (calendlyUserId && !row.members.some((m) => m.id === calendlyUserId))
    throw notFound(CODES.calendlyUserNotFound);
  const all = row.eventTypes.filter((e) => e.userId === owner && e.active);
  return {
    items: all.slice(query.offset, query.offset + query.limit).map((e) => ({ _id: e.id, name: e.name })),
    total: all.length,
    offset: query.offset,
    limit: query.limit,
  };
}
