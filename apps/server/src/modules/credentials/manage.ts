import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  type AutomationChangeResult,
  type AutomationType,
  type CredentialUpdateBody,
  CODES,
} from '@leadloop/domain';
import { credentials } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import type { SpaceRow } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { secretsFor } from '../../lib/secrets.js';
import type { CredentialRow } from './access.js';
import { emitCredentialEvent } from './events.js';
import { connectCredential, networkAccount, saveAndEmit } from './login.js';
import { inSpace } from '../../lib/scope.js';
import { releaseAccountHold } from '../engine/index.js';

type Patch = Partial<typeof credentials.$inferInsert>;

/**
 * POST /credentials/{id}/update: applies only the fields sent. New secrets or a new location sign the
 * account in again (a new password is how an 'invalid' account recovers).
 */
export async function updateCredential(
  ctx: AppContext,
  row: CredentialRow,
  body: CredentialUpdateBody,
): Promise<CredentialRow> {
  const secrets = secretsFor(ctx);
  const patch: Patch = {};
  if (body.timezone !== undefined) patch.timezone = body.timezone;
  if (body.use_browser !== undefined) patch.useBrowser = body.use_browser;
  if (body.proxy_type !== undefined) patch.proxyType = body.proxy_type;
  const start = body.work_hours_start ?? row.workHoursStart;
  const end = body.work_hours_end ?? row.workHoursEnd;
  if (end <= start) throw badRequest(CODES.workHoursOrder);
  if (body.work_hours_start !== undefined) patch.workHoursStart = body.work_hours_start;
  if (body.work_hours_end !== undefined) patch.workHoursEnd = body.work_hours_end;
  let reconnect = false;
  if (body.password !== undefined) {
    patch.passwordEnc = secrets.encrypt(body.password);
    reconnect = true;
  }
  if (body.cookies !== undefined) {
    patch.cookiesEnc = secrets.encryptJson(body.cookies);
    reconnect = true;
  }
  if (body.country_code !== undefined && body.country_code !== row.countryCode) {
    patch.countryCode = body.country_code;
    patch.settingProxy = {
      stage: 'start',
      country_code: body.country_code,
      attempt_count: 0,
      proxy_failed_until: null,
    };
    reconnect = true;
  }
  if (body.no_proxy !== undefined && body.no_proxy !== row.noProxy) {
    patch.noProxy = body.no_proxy;
    reconnect = true;
  }
  if (body.custom_proxy !== undefined) {
    Object.assign(patch, customProxyPatch(ctx, body.custom_proxy));
    reconnect = true;
  }
  if (!Object.keys(patch).length) return row;
  if (reconnect && row.status === 'invalid') patch.status = 'active';
  const saved = await saveAndEmit(ctx, row, patch);
  // New hours act at once: the engine's hold and the times it parked rows until came from the old ones.
  const hoursChanged =
    saved.timezone !== row.timezone ||
    saved.workHoursStart !== row.workHoursStart ||
    saved.workHoursEnd !== row.workHoursEnd;
  if (hoursChanged) await releaseAccountHold(ctx.db, row.id);
  return reconnect && saved.status !== 'inactive' ? connectCredential(ctx, saved) : saved;
}

export function customProxyPatch(ctx: AppContext, proxy: CredentialUpdateBody['custom_proxy']): Patch {
  if (!proxy) return { customProxy: null, proxyPasswordEnc: null };
  return {
    customProxy: {
      proxy_address: proxy.proxy_address,
      domain: proxy.domain,
      ports: { http: Number(proxy.ports.http) },
      username: proxy.username,
    },
    proxyPasswordEnc: secretsFor(ctx).encrypt(proxy.password),
    settingProxy: {
      stage: 'start',
      country_code: null,
      attempt_count: 0,
      proxy_failed_until: null,
      proxy_address: proxy.proxy_address ?? proxy.domain,
      ports: { http: Number(proxy.ports.http) },
      username: proxy.username,
    },
  };
}

/** POST /credentials/{id}/delete: the account leaves the workspace and frees its seat; history stays. */
export async function deleteCredential(ctx: AppContext, row: CredentialRow): Promise<void> {
  const now = clock.now();
  const [deleted] = await ctx.db
    .update(credentials)
    .set({
      status: 'deleted',
      deletedAt: now,
      updatedAt: now,
      passwordEnc: null,
      cookiesEnc: null,
      twoFactorPasswordEnc: null,
      proxyPasswordEnc: null,
    })
    .where(eq(credentials.id, row.id))
    .returning();
  await ctx.network.logout(networkAccount(row)).catch(() => undefined);
  if (deleted) await emitCredentialEvent(ctx, deleted);
}

/** Pause (inactive) or resume (active) an account; resuming signs it in again. */
export async function setPaused(
  ctx: AppContext,
  row: CredentialRow,
  paused: boolean,
): Promise<CredentialRow> {
  if (paused) return saveAndEmit(ctx, row, { status: 'inactive' });
  const saved = await saveAndEmit(ctx, row, { status: 'active' });
  return connectCredential(ctx, saved);
}

/**
 * POST /credentials/{id}/automation_type (000 §4): a switch needs a free seat of the target type, and for
 * cloud a password and a location. Results: NEEDS_PASSWORD, NEEDS_LOCATION or SUCCESS.
 */
export async function changeAutomationType(
  ctx: AppContext,
  space: SpaceRow,
  row: CredentialRow,
  target: AutomationType,
): Promise<{ result: AutomationChangeResult; credentials: CredentialRow }> {
  if (row.automationType === target) return { result: 'SUCCESS', credentials: row };
  if (target === 'cloud') {
    if (!row.passwordEnc) return { result: 'NEEDS_PASSWORD', credentials: row };
    if (!row.countryCode && !row.customProxy && !row.noProxy)
      return { result: 'NEEDS_LOCATION', credentials: row };
  }
  const switched = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credentials:${space.id}`}))`);
    // The account's own seat is released by the switch, so count the others only.
    await assertFreeSeatExcluding(tx as unknown as AppContext['db'], space, target, row.id);
    const [updated] = await tx
      .update(credentials)
      .set({ automationType: target, updatedAt: clock.now() })
      .where(eq(credentials.id, row.id))
      .returning();
    return updated!;
  });
  return { result: 'SUCCESS', credentials: await connectCredential(ctx, switched) };
}

async function assertFreeSeatExcluding(
  db: AppContext['db'],
  space: SpaceRow,
  target: AutomationType,
  excludeId: string,
): Promise<void> {
  const others = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(credentials)
    .where(
      and(
        inSpace(credentials, space.id),
        isNull(credentials.deletedAt),
        eq(credentials.automationType, target),
        ne(credentials.id, excludeId),
      ),
    );
  const total = target === 'cloud' ? space.cloudSeats : space.extensionSeats;
  if (target === 'cloud' && total === 0) throw badRequest(CODES.noCloudSeats);
  if (Number(others[0]?.n ?? 0) >= total) throw badRequest(CODES.needSeat);
}
