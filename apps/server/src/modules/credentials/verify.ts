import {
  PROXY_REFRESH_MAX_PER_DAY,
  isPhoneRequestExpired,
  isSecurityCodeExpired,
  type PinType,
  type ProxySetupStage,
  CODES,
} from '@leadloop/domain';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { secretsFor } from '../../lib/secrets.js';
import { isNetworkError, type LoginResult } from '../../providers/network/index.js';
import type { CredentialRow } from './access.js';
import { emitCredentialEvent } from './events.js';
import { connectCredential, networkAccount, patchForError, patchForResult, saveAndEmit } from './login.js';

async function answer(
  ctx: AppContext,
  row: CredentialRow,
  call: () => Promise<LoginResult>,
  onError: (code: string) => never | Promise<CredentialRow>,
) {
  try {
    return await saveAndEmit(ctx, row, patchForResult(row, await call()));
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    return onError(error.code);
  }
}

/**
 * POST /credentials/{id}/send {resend, code}: resend asks the network for a new code; otherwise the 6-digit
 * code is checked for expiry (60 min, 10 for the app type) and passed on. App codes arrive as 000000.
 */
export async function sendSecurityCode(
  ctx: AppContext,
  row: CredentialRow,
  body: { resend: boolean; code: string },
): Promise<CredentialRow> {
  const driver = ctx.network;
  const code = row.authStatus.security_code as
    { requested_at?: string; pin_type?: PinType } | null | undefined;
  if (body.resend) {
    const sent = await driver.resendSecurityCode(networkAccount(row));
    return saveAndEmit(ctx, row, {
      authStatus: {
        ...row.authStatus,
        security_code: {
          requested_at: sent.requestedAt.toISOString(),
          is_wrong: false,
          is_entering: false,
          pin_type: sent.pinType,
        },
      },
    });
  }
  if (!code?.requested_at) throw badRequest(CODES.noCodeRequested);
  if (isSecurityCodeExpired(code.requested_at, code.pin_type ?? null, clock.now()))
    throw badRequest(CODES.securityCodeExpired);
  // App-type codes are approved in the network's app; the client then sends APP_CODE_REFRESH_VALUE (000000).
  return answer(
    ctx,
    row,
    () => driver.submitSecurityCode(networkAccount(row), body.code),
    async (errorCode) => {
      if (errorCode === 'wrong_code') {
        await saveAndEmit(ctx, row, {
          authStatus: { ...row.authStatus, security_code: { ...code, is_wrong: true } },
        });
        throw badRequest(CODES.securityCodeWrong);
      }
      if (errorCode === 'code_expired') throw badRequest(CODES.securityCodeExpired);
      return saveAndEmit(ctx, row, patchForError(row, errorCode));
    },
  );
}

/** POST /credentials/{id}/send_phone {number, country_code, phone_code}: within 15 minutes of the request. */
export async function sendPhone(
  ctx: AppContext,
  row: CredentialRow,
  body: { number: string; country_code: string; phone_code: string },
): Promise<CredentialRow> {
  const phone = row.authStatus.phone as { requested_at?: string } | null | undefined;
  if (!phone?.requested_at) throw badRequest(CODES.noPhoneRequested);
  if (isPhoneRequestExpired(phone.requested_at, clock.now())) throw badRequest(CODES.phoneRequestExpired);
  const number = `+${body.phone_code.replace(/^\+/, '')}${body.number}`;
  return answer(
    ctx,
    row,
    () => ctx.network.submitPhone(networkAccount(row), { number, countryCode: body.country_code }),
    async (errorCode) => {
      if (errorCode === 'code_expired') throw badRequest(CODES.phoneRequestExpired);
      if (errorCode === 'wrong_code') {
        await saveAndEmit(ctx, row, {
          authStatus: { ...row.authStatus, phone: { ...phone, is_wrong: true } },
        });
        throw badRequest(CODES.wrongPhone);
      }
      return saveAndEmit(ctx, row, patchForError(row, errorCode));
    },
  );
}

/** POST /credentials/{id}/resend_phone: after the 15 minutes, asks the network again (a fresh sign-in). */
export const resendPhone = (ctx: AppContext, row: CredentialRow) => connectCredential(ctx, row);

/**
 * PUT /credentials/{id}/two_factor {username, password}. When the saved two-factor data failed, the user
 * must first confirm they updated the password (update_password), so we don't retry a known-bad one.
 */
export async function setTwoFactor(
  ctx: AppContext,
  row: CredentialRow,
  body: { username: string; password: string; confirmed?: boolean },
): Promise<CredentialRow> {
  if (row.twoFactor?.update_password && !body.confirmed)
    throw badRequest(CODES.confirmTwoFactorPasswordUpdate);
  const saved = await saveAndEmit(ctx, row, {
    twoFactor: {
      ...(row.twoFactor ?? {}),
      username: body.username,
      status: 'active',
      update_password: false,
      temporary_locked_at: null,
    },
    twoFactorPasswordEnc: secretsFor(ctx).encrypt(body.password),
    required2fa: row.required2fa ?? 'microsoft',
  });
  return connectCredential(ctx, saved);
}

/** POST /credentials/{id}/check_sales: re-reads the subscriptions (premium, Sales Navigator, recruiter). */
export async function checkSales(ctx: AppContext, row: CredentialRow): Promise<CredentialRow> {
  try {
    const subs = await ctx.network.checkSubscriptions(networkAccount(row));
    const now = clock.now().toISOString();
    const had = row.requiredSubscriptions;
    return saveAndEmit(ctx, row, {
      subscriptions: { ...subs },
      accountType: subs.recruiter
        ? 'recruiter'
        : subs.salesNavigator
          ? 'sales_navigator'
          : subs.premium
            ? 'premium'
            : 'basic',
      requiredSubscriptions: {
        premium_at: subs.premium ? (had.premium_at ?? now) : null,
        sales_navigator_at: subs.salesNavigator ? (had.sales_navigator_at ?? now) : null,
        recruiter_at: subs.recruiter ? (had.recruiter_at ?? now) : null,
      },
      salesError: subs.salesNavigator ? null : 'Sales Navigator subscription is not active on this account',
      subscriptionExpiredAt: null,
    });
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    return saveAndEmit(ctx, row, patchForError(row, error.code));
  }
}

/** POST /credentials/{id}/sync_dialogs: pulls new messages since the last sync and counts unread replies. */
export async function syncDialogs(
  ctx: AppContext,
  row: CredentialRow,
): Promise<{ credentials: CredentialRow; new_messages: number }> {
  const driver = ctx.network;
  let cursor = (row.settings.dialogs_cursor as string | undefined) ?? null;
  let fresh = 0;
  let inbound = 0;
  try {
    for (let page = 0; page < 50; page++) {
      const result = await driver.listMessages(networkAccount(row), cursor);
      if (!result.items.length) break;
      fresh += result.items.length;
      inbound += result.items.filter((m) => m.direction === 'inbound').length;
      cursor = result.nextCursor;
    }
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    return { credentials: await saveAndEmit(ctx, row, patchForError(row, error.code)), new_messages: 0 };
  }
  const saved = await saveAndEmit(ctx, row, {
    settings: { ...row.settings, dialogs_cursor: cursor, dialogs_synced_at: clock.now().toISOString() },
    unreadCount: row.unreadCount + inbound,
    lastActivityAt: clock.now(),
  });
  if (inbound)
    await emitCredentialEvent(ctx, saved, 'update_unread_counter', {
      credentials_id: row.id,
      unread_count: saved.unreadCount,
    });
  return { credentials: saved, new_messages: fresh };
}

/** POST /credentials/{id}/refresh_proxy: a new proxy address in the same country, at most twice a day. */
export async function refreshProxy(ctx: AppContext, row: CredentialRow): Promise<CredentialRow> {
  const now = clock.nowMs();
  const refreshes = ((row.settingProxy?.refreshes as number[] | undefined) ?? []).filter(
    (t) => now - t < 24 * 3600 * 1000,
  );
  if (refreshes.length >= PROXY_REFRESH_MAX_PER_DAY) throw badRequest(CODES.proxyRefreshLimit);
  const saved = await saveAndEmit(ctx, row, {
    settingProxy: {
      ...(row.settingProxy ?? {}),
      stage: 'start',
      attempt_count: 0,
      proxy_failed_until: null,
      country_code: row.countryCode,
      refreshes: [...refreshes, now],
    },
  });
  const connected = await connectCredential(ctx, saved);
  await emitCredentialEvent(ctx, connected, 'set_proxy', {
    credentials_id: row.id,
    setting_proxy: { stage: (connected.settingProxy?.stage as ProxySetupStage | undefined) ?? null },
  });
  return connected;
}
