import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_ACTIVITY_STATUSES,
  CREDENTIAL_ACTIVITY_TEXTS,
  credentialActivity,
  credentialActivityStatus,
  type CredentialStateInput,
} from './activity.js';
import { MESSAGES } from '../messages/catalogue.js';

const now = new Date('2026-03-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();
const ok: CredentialStateInput = { status: 'active', auth_status: { logged_in_at: minutesAgo(100) } };

describe('credential activity state (000 §4), most urgent first', () => {
  it.each<[string, CredentialStateInput, string]>([
    ['logged in', ok, 'active'],
    ['never logged in yet', { status: 'active' }, 'syncing'],
    ['wrong password', { ...ok, status: 'invalid' }, 'invalid'],
    ['suspended', { ...ok, status: 'blocked' }, 'blocked'],
    ['paused', { ...ok, status: 'inactive' }, 'inactive'],
    ['unsupported 2FA', { ...ok, required_2fa: 'other' }, 'two_factor_unsupported'],
    [
      '2FA failed',
      { ...ok, required_2fa: 'microsoft', two_factor: { status: 'failed' } },
      'two_factor_problem',
    ],
    ['2FA needed', { ...ok, required_2fa: 'microsoft', two_factor: null }, 'two_factor_required'],
    [
      'code requested',
      { ...ok, auth_status: { security_code: { requested_at: minutesAgo(5), pin_type: 'email' } } },
      'waiting_for_pin',
    ],
    [
      'code wrong',
      { ...ok, auth_status: { security_code: { requested_at: minutesAgo(5), is_wrong: true } } },
      'security_code_wrong',
    ],
    [
      'email code expired after 60 min',
      { ...ok, auth_status: { security_code: { requested_at: minutesAgo(61), pin_type: 'email' } } },
      'security_code_expired',
    ],
    [
      'app code expired after 10 min',
      { ...ok, auth_status: { security_code: { requested_at: minutesAgo(11), pin_type: 'app' } } },
      'security_code_expired',
    ],
    [
      'phone requested',
      { ...ok, auth_status: { phone: { requested_at: minutesAgo(3) } } },
      'phone_requested',
    ],
    [
      'phone request expired after 15 min',
      { ...ok, auth_status: { phone: { requested_at: minutesAgo(16) } } },
      'phone_request_expired',
    ],
    ['waiting for app approval', { ...ok, wait_for_authorization: true }, 'waiting_for_authorization'],
    [
      'challenged',
      { ...ok, auth_status: { ...ok.auth_status, challenged_at: minutesAgo(1) } },
      'social_challenge',
    ],
    [
      'proxy failed',
      { ...ok, setting_proxy: { stage: 'fail', proxy_failed_until: now.getTime() / 1000 + 120 } },
      'proxy_failed',
    ],
    ['hibernated', { ...ok, hibernated_at: minutesAgo(1) }, 'hibernated'],
    ['weekly invitation limit this week', { ...ok, connect_limited_at: minutesAgo(60) }, 'connect_limited'],
    ['weekly limit older than a week', { ...ok, connect_limited_at: minutesAgo(8 * 24 * 60) }, 'active'],
  ])('%s → %s', (_n, input, status) => {
    expect(credentialActivityStatus(input, now)).toBe(status);
  });

  it('fills the explanation and offers the fixing action', () => {
    const pin = credentialActivity(
      { ...ok, auth_status: { security_code: { requested_at: minutesAgo(1), pin_type: 'sms' } } },
      now,
    );
    expect(pin.text).toBe(
      'The network sent a 6-digit security code to your phone. Enter it to finish connecting.',
    );
    expect(pin.links.map((l) => l.action)).toEqual(['enter_code', 'resend_code']);
    const proxy = credentialActivity(
      { ...ok, setting_proxy: { stage: 'fail', proxy_failed_until: now.getTime() / 1000 + 120 } },
      now,
    );
    expect(proxy.text).toContain('We retry in 2 min');
    expect(credentialActivity({ ...ok, required_2fa: 'other' }, now).text).toBe(
      MESSAGES.twoFactorOnlyMicrosoft,
    );
  });

  it('every status has a text', () => {
    expect(Object.keys(CREDENTIAL_ACTIVITY_TEXTS)).toEqual([...CREDENTIAL_ACTIVITY_STATUSES]);
  });
});
