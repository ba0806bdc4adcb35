import { eq } from 'drizzle-orm';
import type { SessionCookie } from '@leadloop/domain';
import { credentials } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import {
  isNetworkError,
  type LoginInput,
  type LoginResult,
  type NetworkAccount,
  type NetworkCookie,
} from '../../providers/network/index.js';
import type { CredentialRow } from './access.js';
import { emitCredentialEvent } from './events.js';
import { noticeAccountChange } from './notices.js';

type Patch = Partial<typeof credentials.$inferInsert>;
const PROXY_RETRY_MINUTES = 15;

export const networkAccount = (row: CredentialRow): NetworkAccount => ({
  credentialId: row.id,
  username: row.username,
});

/** What the network needs to sign in, with secrets decrypted only here and only for the call. */
export function loginInput(ctx: AppContext, row: CredentialRow): LoginInput {
  const secrets = secretsFor(ctx);
  const cookies = row.cookiesEnc ? secrets.decryptJson<SessionCookie[] | string>(row.cookiesEnc) : undefined;
  return {
    account: networkAccount(row),
    password: row.passwordEnc ? secrets.decrypt(row.passwordEnc) : undefined,
    cookies:
      typeof cookies === 'string'
        ? [{ domain: '.network', name: 'session', value: cookies }]
        : (cookies as NetworkCookie[] | undefined),
    twoFactor:
      row.twoFactor && row.twoFactorPasswordEnc
        ? {
            username: String(row.twoFactor.username ?? ''),
            password: secrets.decrypt(row.twoFactorPasswordEnc),
          }
        : undefined,
    proxy: row.noProxy
      ? undefined
      : {
          countryCode: row.countryCode,
          address: row.customProxy?.proxy_address ?? row.customProxy?.domain ?? null,
          port: row.customProxy?.ports.http ?? null,
        },
  };
}

/** Signs the account in (or re-checks it) and records what the network answered. */
export async function connectCredential(ctx: AppContext, row: CredentialRow): Promise<CredentialRow> {
  const driver = ctx.network;
  let patch: Patch;
  try {
    patch = patchForResult(row, await driver.login(loginInput(ctx, row)));
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    patch = patchForError(row, error.code);
  }
  return saveAndEmit(ctx, row, patch);
}

/**
 * Saves an account's new state and tells the open screens. `notify`: the change was found in the
 * background (the engine, maintenance), so the account's users hear of it in the bell; a change answering
 * the user's own sign-in shows on the screen they are on instead (no toast over the wizard).
 */
export async function saveAndEmit(
  ctx: AppContext,
  row: CredentialRow,
  patch: Patch,
  { notify = false }: { notify?: boolean } = {},
): Promise<CredentialRow> {
  const [updated] = await ctx.db
    .update(credentials)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(credentials.id, row.id))
    .returning();
  const next = updated ?? row;
  await emitCredentialEvent(ctx, next);
  if (notify) await noticeAccountChange(ctx, row, next);
  const auth = next.authStatus;
  if (next.waitForAuthorization || auth.security_code || auth.phone) {
    await emitCredentialEvent(ctx, next, 'authorization', {
      credentials_id: next.id,
      auth_status: auth,
      wait_for_authorization: next.waitForAuthorization,
    });
  }
  return next;
}

/** The row changes for a login answer (signed in, or a challenge to show). */
export function patchForResult(row: CredentialRow, result: LoginResult): Patch {
  const now = clock.now();
  const cleared = {
    ...row.authStatus,
    security_code: null,
    phone: null,
    challenged_at: null,
    wrong_password: false,
  };
  if (result.status === 'logged_in') {
    const { self, subscriptions } = result;
    return {
      status: 'active',
      firstName: self.firstName,
      lastName: self.lastName,
      link: self.url,
      photoLink: self.photoUrl,
      accountType: subscriptions.recruiter
        ? 'recruiter'
        : subscriptions.salesNavigator
          ? 'sales_navigator'
          : subscriptions.premium
            ? 'premium'
            : 'basic',
      subscriptions: { ...subscriptions },
      authStatus: { ...cleared, logged_in_at: now.toISOString(), hard_challenge_count: 0 },
      waitForAuthorization: false,
      captchaAt: null,
      hibernatedAt: null,
      lastActivityAt: now,
      loginLimitedAt: null,
      settingProxy: row.settingProxy
        ? { ...row.settingProxy, stage: 'success', proxy_failed_until: null }
        : row.settingProxy,
      twoFactor: row.twoFactor
        ? { ...row.twoFactor, status: 'active', update_password: false }
        : row.twoFactor,
    };
  }
  const { challenge } = result;
  switch (challenge.kind) {
    case 'security_code':
      return {
        authStatus: {
          ...cleared,
          security_code: {
            requested_at: challenge.requestedAt.toISOString(),
            is_wrong: false,
            is_entering: false,
            pin_type: challenge.pinType,
          },
        },
      };
    case 'phone':
      return {
        authStatus: {
          ...cleared,
          phone: { requested_at: challenge.requestedAt.toISOString(), is_wrong: false, is_entering: false },
        },
      };
    case 'two_factor':
      return { required2fa: 'microsoft', authStatus: cleared };
    case 'captcha':
      return { captchaAt: now, authStatus: cleared };
    case 'authorization':
      return { waitForAuthorization: true, authStatus: cleared };
  }
}

/** The row changes for a login failure. */
export function patchForError(row: CredentialRow, code: string): Patch {
  const now = clock.now();
  const auth = row.authStatus;
  switch (code) {
    case 'wrong_password':
      return {
        status: 'invalid',
        authStatus: { ...auth, wrong_password: true, security_code: null, phone: null },
      };
    case 'account_restricted':
      return {
        status: 'blocked',
        authStatus: {
          ...auth,
          challenged_at: now.toISOString(),
          hard_challenge_count: Number(auth.hard_challenge_count ?? 0) + 1,
        },
      };
    case 'challenge_required':
      return { authStatus: { ...auth, challenged_at: now.toISOString() } };
    case 'captcha_required':
      return { captchaAt: now };
    case 'two_factor_unsupported':
      return { required2fa: 'other' };
    case 'two_factor_wrong':
      return {
        required2fa: row.required2fa ?? 'microsoft',
        twoFactor: { ...(row.twoFactor ?? {}), status: 'invalid', update_password: true },
      };
    case 'subscription_expired':
      return { subscriptionExpiredAt: now };
    case 'proxy_failed': {
      const attempts = Number(row.settingProxy?.attempt_count ?? 0) + 1;
      return {
        settingProxy: {
          ...(row.settingProxy ?? {}),
          stage: 'fail',
          country_code: row.countryCode,
          attempt_count: attempts,
          proxy_failed_until: Math.floor(now.getTime() / 1000) + PROXY_RETRY_MINUTES * 60 * attempts,
        },
      };
    }
    default:
      return { loginLimitedAt: now };
  }
}
