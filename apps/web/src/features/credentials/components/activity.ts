import {
  CREDENTIAL_ACTIVITY_TEXTS,
  type CredentialActivityStatus,
  type CredentialActivityLink,
} from '@leadloop/domain/credentials/activity';
import { proxyRetryCountdown } from '@leadloop/domain/credentials/timing';
import { activityStatus } from '../wizard/wizard-steps';
import type { Credential } from '../types';

export type ActivityAction = CredentialActivityLink['action'];

/** Colour of each state: green when working, yellow when the user must act, red when it is broken. */
export const ACTIVITY_COLORS: Record<CredentialActivityStatus, string> = {
  active: 'teal',
  syncing: 'blue',
  waiting_for_pin: 'yellow',
  security_code_wrong: 'orange',
  security_code_expired: 'orange',
  phone_requested: 'yellow',
  phone_request_expired: 'orange',
  social_challenge: 'orange',
  waiting_for_authorization: 'yellow',
  two_factor_required: 'yellow',
  two_factor_problem: 'red',
  two_factor_unsupported: 'red',
  captcha_needed: 'orange',
  invalid: 'red',
  inactive: 'gray',
  blocked: 'red',
  deleted: 'gray',
  subscription_expired: 'orange',
  hibernated: 'gray',
  proxy_failed: 'red',
  connect_limited: 'yellow',
};

export interface ActivityView {
  status: CredentialActivityStatus;
  color: string;
  params: { channel: string; minutes: number; countdown: string };
  actions: ActivityAction[];
}

/** The state of an account with the values its explanation needs (texts are translated by the caller). */
export function activityView(credential: Credential, now = Date.now()): ActivityView {
  const status = activityStatus(credential, now);
  const pin = credential.auth_status?.security_code?.pin_type ?? 'email';
  const seconds = proxyRetryCountdown(credential.setting_proxy?.proxy_failed_until ?? null, now);
  const countdown = seconds >= 60 ? `${Math.ceil(seconds / 60)} min` : `${seconds} s`;
  return {
    status,
    color: ACTIVITY_COLORS[status] ?? 'gray',
    params: { channel: pin, minutes: pin === 'app' ? 10 : 60, countdown },
    actions: (CREDENTIAL_ACTIVITY_TEXTS[status]?.links ?? []).map((l) => l.action),
  };
}
