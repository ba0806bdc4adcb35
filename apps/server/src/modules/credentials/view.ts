import { credentialDisplayName } from '@leadloop/domain/credentials/rules';
import {
  type Credential,
  HIBERNATION_DAYS,
  credentialActivity,
  isHibernationDue,
  isSecurityCodeExpired,
  type PinType,
} from '@leadloop/domain';
import { clock } from '../../lib/clock.js';
import type { CredentialRow } from './access.js';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A row without any secret. `setting_proxy` keeps everything but the proxy password. */
function publicSettingProxy(value: Record<string, unknown> | null) {
  if (!value) return null;
  const { password: _password, refreshes: _refreshes, ...rest } = value;
  return rest;
}

/**
 * The credential as the API shows it (001 §3). Secrets (password, cookies, two-factor and proxy
 * passwords) never leave the server: only has_password / has_cookies say whether they are set.
 */
export function credentialView(row: CredentialRow): Credential {
  const now = clock.now();
  const securityCode = row.authStatus.security_code as
    { requested_at?: string; pin_type?: PinType } | null | undefined;
  const twoFactor = row.twoFactor
    ? { ...row.twoFactor, has_password: Boolean(row.twoFactorPasswordEnc) }
    : null;
  const base = {
    _id: row.id,
    space_id: row.spaceId,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: credentialDisplayName(row.firstName, row.lastName, row.username),
    photo_link: row.photoLink,
    link: row.link,
    status: row.status,
    account_type: row.accountType,
    automation_type: row.automationType,
    country_code: row.countryCode,
    proxy_type: row.proxyType,
    no_proxy: row.noProxy,
    custom_proxy: row.customProxy
      ? { ...row.customProxy, has_password: Boolean(row.proxyPasswordEnc) }
      : null,
    proxy: (row.settingProxy?.country_code as string | undefined) ?? row.countryCode,
    timezone: row.timezone,
    work_hours_start: row.workHoursStart,
    work_hours_end: row.workHoursEnd,
    use_browser: row.useBrowser,
    has_password: Boolean(row.passwordEnc),
    has_cookies: Boolean(row.cookiesEnc),
    unread_count: row.unreadCount,
    wait_for_authorization: row.waitForAuthorization,
    required_2fa: row.required2fa,
    two_factor: twoFactor,
    required_subscriptions: row.requiredSubscriptions,
    required_actions: row.requiredActions,
    sales_error: row.salesError,
    connect_limited_at: iso(row.connectLimitedAt),
    inmail_limited_at: iso(row.inmailLimitedAt),
    login_limited_at: iso(row.loginLimitedAt),
    hibernated_at: iso(row.hibernatedAt ?? hibernationDate(row, now)),
    captcha_at: iso(row.captchaAt),
    subscription_expired_at: iso(row.subscriptionExpiredAt),
    last_activity_at: iso(row.lastActivityAt),
    setting_proxy: publicSettingProxy(row.settingProxy),
    auth_status: row.authStatus,
    is_code_expired: securityCode?.requested_at
      ? isSecurityCodeExpired(securityCode.requested_at, securityCode.pin_type ?? null, now)
      : false,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return { ...base, activity_dict: credentialActivity(base, now) };
}

/** An active account with no activity for over 30 days counts as hibernated even before the sweep marks it. */
function hibernationDate(row: CredentialRow, now: Date): Date | null {
  if (row.status !== 'active' || !row.lastActivityAt || !isHibernationDue(row.lastActivityAt, now))
    return null;
  return new Date(row.lastActivityAt.getTime() + HIBERNATION_DAYS * 24 * 3600 * 1000);
}
