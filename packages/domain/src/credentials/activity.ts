import { ACCOUNT_STATE_MESSAGES as MESSAGES } from '../messages/generic.js';
import { isPhoneRequestExpired, isSecurityCodeExpired, proxyRetryCountdown } from './timing.js';
import type { PinType } from './enums.js';

/**
 * 000 §4 account states, each with a human explanation and the action that fixes it. The server computes
 * `activity_dict {status, text, links}` with `credentialActivity()`; the web shows the same texts.
 */
export const CREDENTIAL_ACTIVITY_STATUSES = [
  'active',
  'syncing',
  'waiting_for_pin',
  'security_code_wrong',
  'security_code_expired',
  'phone_requested',
  'phone_request_expired',
  'social_challenge',
  'waiting_for_authorization',
  'two_factor_required',
  'two_factor_problem',
  'two_factor_unsupported',
  'captcha_needed',
  'invalid',
  'inactive',
  'blocked',
  'deleted',
  'subscription_expired',
  'hibernated',
  'proxy_failed',
  'connect_limited',
] as const;
export type CredentialActivityStatus = (typeof CREDENTIAL_ACTIVITY_STATUSES)[number];

/** The actions the UI offers next to an explanation: each names the call or wizard step that fixes it. */
export const CREDENTIAL_ACTIVITY_ACTIONS = [
  'enter_code',
  'resend_code',
  'add_phone',
  'resend_phone',
  'reconnect',
  'two_factor',
  'update_password',
  'resume',
  'change_proxy',
  'check_subscription',
  'open_network',
  'contact_support',
  'limits',
] as const;

export type CredentialActivityAction = (typeof CREDENTIAL_ACTIVITY_ACTIONS)[number];
export interface CredentialActivityLink {
  text: string;
  action: CredentialActivityAction;
}
/** An account's state as shown: `activity_dict` (its schema, checked against this type, is in entities.ts). */
export interface CredentialActivity {
  status: CredentialActivityStatus;
  text: string;
  links: CredentialActivityLink[];
}

const L = (text: string, action: CredentialActivityLink['action']): CredentialActivityLink => ({
  text,
  action,
});
const CHANNELS: Record<PinType, string> = { email: 'your email', sms: 'your phone', app: 'the network app' };

export const CREDENTIAL_ACTIVITY_TEXTS: Record<
  CredentialActivityStatus,
  { text: string; links: CredentialActivityLink[] }
> = {
  active: { text: 'Connected. Campaigns run within the account’s working hours.', links: [] },
  syncing: { text: 'Connecting to the account… This usually takes less than a minute.', links: [] },
  waiting_for_pin: {
    text: 'The network sent a 6-digit security code to {channel}. Enter it to finish connecting.',
    links: [L('Enter code', 'enter_code'), L('Resend code', 'resend_code')],
  },
  security_code_wrong: {
    text: 'The security code is wrong. Check the latest message from the network and try again.',
    links: [L('Enter code', 'enter_code'), L('Resend code', 'resend_code')],
  },
  security_code_expired: {
    text: 'The security code has expired. Request a new one and enter it within {minutes} minutes.',
    links: [L('Resend code', 'resend_code')],
  },
  phone_requested: {
    text: 'The network asks for a phone number to send a security code to. Add the number within 15 minutes.',
    links: [L('Add phone', 'add_phone')],
  },
  phone_request_expired: { text: MESSAGES.phoneRequestExpired, links: [L('Request again', 'resend_phone')] },
  social_challenge: {
    text: 'The network asked to verify this sign-in (security checkpoint). Log in to the network in your browser, complete the check, then reconnect.',
    links: [L('Open the network', 'open_network'), L('Reconnect', 'reconnect')],
  },
  waiting_for_authorization: {
    text: 'Open the network’s app on your phone and approve the sign-in, then press Reconnect.',
    links: [L('Reconnect', 'reconnect')],
  },
  two_factor_required: {
    text: 'This account uses two-step verification. Add the Microsoft account username and password used for it.',
    links: [L('Set up two-factor', 'two_factor')],
  },
  two_factor_problem: { text: MESSAGES.twoFactorWrong, links: [L('Update two-factor', 'two_factor')] },
  two_factor_unsupported: {
    text: MESSAGES.twoFactorOnlyMicrosoft,
    links: [L('Contact support', 'contact_support')],
  },
  captcha_needed: {
    text: 'The network wants a captcha solved. Log in to the network in your browser once, then reconnect.',
    links: [L('Open the network', 'open_network'), L('Reconnect', 'reconnect')],
  },
  invalid: {
    text: 'The network refused the password. Update it to reconnect; campaigns are paused until then.',
    links: [L('Update password', 'update_password')],
  },
  inactive: {
    text: 'Paused. Campaigns of this account do not run until you resume it.',
    links: [L('Resume', 'resume')],
  },
  blocked: {
    text: 'The network suspended this account. Log in to the network to see what it requires, then reconnect.',
    links: [L('Open the network', 'open_network'), L('Reconnect', 'reconnect')],
  },
  deleted: { text: 'This account was removed from the workspace.', links: [] },
  subscription_expired: {
    text: 'The network subscription (Premium or Sales Navigator) used by this account has expired. Renew it, then check again.',
    links: [L('Check subscription', 'check_subscription')],
  },
  hibernated: {
    text: 'No activity for over 30 days, so the account was put to sleep. Reconnect to use it again.',
    links: [L('Reconnect', 'reconnect')],
  },
  proxy_failed: {
    text: 'The proxy could not connect. We retry in {countdown}; you can also choose another country or proxy.',
    links: [L('Change proxy', 'change_proxy')],
  },
  connect_limited: {
    text: 'The network’s weekly invitation limit was reached. Invitations resume automatically; other steps keep running.',
    links: [L('Limits', 'limits')],
  },
};

/** The fields of a credential (API shape) the account state is computed from. */
export interface CredentialStateInput {
  status: string;
  wait_for_authorization?: boolean;
  required_2fa?: string | null;
  two_factor?: { status?: string | null } | null;
  hibernated_at?: string | Date | null;
  captcha_at?: string | Date | null;
  subscription_expired_at?: string | Date | null;
  connect_limited_at?: string | Date | null;
  setting_proxy?: { stage?: string | null; proxy_failed_until?: number | null } | null;
  auth_status?: {
    security_code?: { requested_at?: string | null; is_wrong?: boolean; pin_type?: PinType | null } | null;
    phone?: { requested_at?: string | null } | null;
    challenged_at?: string | null;
    logged_in_at?: string | null;
  } | null;
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** Which state to show, most urgent first. */
export function credentialActivityStatus(
  c: CredentialStateInput,
  now: Date | number,
): CredentialActivityStatus {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  if (c.status === 'deleted' || c.status === 'invalid' || c.status === 'blocked' || c.status === 'inactive')
    return c.status;
  const auth = c.auth_status ?? {};
  if (c.required_2fa === 'other') return 'two_factor_unsupported';
  if (c.two_factor?.status === 'invalid' || c.two_factor?.status === 'failed') return 'two_factor_problem';
  if (c.required_2fa && !c.two_factor) return 'two_factor_required';
  const code = auth.security_code;
  if (code?.requested_at) {
    if (isSecurityCodeExpired(code.requested_at, code.pin_type ?? null, nowMs))
      return 'security_code_expired';
    return code.is_wrong ? 'security_code_wrong' : 'waiting_for_pin';
  }
  if (auth.phone?.requested_at)
    return isPhoneRequestExpired(auth.phone.requested_at, nowMs)
      ? 'phone_request_expired'
      : 'phone_requested';
  if (c.wait_for_authorization) return 'waiting_for_authorization';
  if (c.captcha_at) return 'captcha_needed';
  if (auth.challenged_at) return 'social_challenge';
  if (c.setting_proxy?.stage === 'fail') return 'proxy_failed';
  if (c.hibernated_at) return 'hibernated';
  if (c.subscription_expired_at) return 'subscription_expired';
  if (!auth.logged_in_at) return 'syncing';
  if (c.connect_limited_at && nowMs - new Date(c.connect_limited_at).getTime() < WEEK_MS)
    return 'connect_limited';
  return 'active';
}

export function credentialActivity(c: CredentialStateInput, now: Date | number): CredentialActivity {
  const status = credentialActivityStatus(c, now);
  const { text, links } = CREDENTIAL_ACTIVITY_TEXTS[status];
  const pin = c.auth_status?.security_code?.pin_type ?? 'email';
  const seconds = proxyRetryCountdown(
    c.setting_proxy?.proxy_failed_until ?? null,
    now instanceof Date ? now : new Date(now),
  );
  const filled = text
    .replace('{channel}', CHANNELS[pin])
    .replace('{minutes}', pin === 'app' ? '10' : '60')
    .replace('{countdown}', seconds >= 60 ? `${Math.ceil(seconds / 60)} min` : `${seconds} s`);
  return { status, text: filled, links };
}
