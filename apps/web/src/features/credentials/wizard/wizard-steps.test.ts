import { describe, expect, it } from 'vitest';
import type { Credential } from '../types';
import { canGoBack, editStartStep, outcomeFor, wizardSteps } from './wizard-steps';

const base: Credential = {
  _id: 'c1',
  space_id: 's',
  username: 'a@b.co',
  first_name: 'A',
  last_name: 'B',
  full_name: 'A B',
  photo_link: null,
  link: null,
  status: 'active',
  account_type: 'basic',
  automation_type: 'cloud',
  country_code: 'US',
  proxy_type: 'basic',
  no_proxy: false,
  custom_proxy: null,
  timezone: 'UTC',
  work_hours_start: 9,
  work_hours_end: 18,
  has_password: true,
  has_cookies: false,
  unread_count: 0,
  wait_for_authorization: false,
  required_2fa: null,
  two_factor: null,
  setting_proxy: null,
  auth_status: { logged_in_at: '2026-01-01T00:00:00Z' },
  is_code_expired: false,
  activity_dict: null,
  use_browser: false,
  required_subscriptions: {},
  required_actions: {},
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('add-account wizard steps (000 §2)', () => {
  it('uses the shared step lists and slots in a verification the type does not list', () => {
    expect(wizardSteps('create', 'cloud')).toEqual([
      'automation',
      'location',
      'schedule',
      'credentials',
      'verification',
    ]);
    expect(wizardSteps('edit', 'cloud')).toEqual([
      'automation',
      'location',
      'schedule',
      'credentials',
      'verification',
      'change_automation',
    ]);
    expect(wizardSteps('create', 'extension')).toEqual(['automation', 'credentials']);
    expect(wizardSteps('create', 'extension', 'verification')).toEqual([
      'automation',
      'credentials',
      'verification',
    ]);
    expect(wizardSteps('edit', 'extension', 'verification')).toEqual([
      'credentials',
      'verification',
      'change_automation',
    ]);
  });
  it('editing starts at the account’s step: wrong password → credentials, a code → verification, no location → location', () => {
    expect(editStartStep({ ...base, status: 'invalid', auth_status: { wrong_password: true } })).toBe(
      'credentials',
    );
    expect(
      editStartStep({
        ...base,
        auth_status: { security_code: { requested_at: new Date().toISOString(), pin_type: 'email' } },
      }),
    ).toBe('verification');
    expect(
      editStartStep({ ...base, auth_status: { phone: { requested_at: new Date().toISOString() } } }),
    ).toBe('verification');
    expect(editStartStep({ ...base, country_code: null })).toBe('location');
    expect(editStartStep({ ...base, setting_proxy: { stage: 'fail', proxy_failed_until: 0 } })).toBe(
      'location',
    );
    expect(editStartStep(base)).toBe('automation');
  });
  it('after a submit: wrong password goes back to the password, a challenge to verification, a login finishes', () => {
    expect(outcomeFor({ ...base, status: 'invalid', auth_status: { wrong_password: true } })).toEqual({
      next: 'credentials',
      wrongPassword: true,
    });
    expect(
      outcomeFor({
        ...base,
        auth_status: { security_code: { requested_at: new Date().toISOString(), pin_type: 'email' } },
      }),
    ).toEqual({ next: 'verification' });
    expect(outcomeFor({ ...base, wait_for_authorization: true })).toEqual({ next: 'verification' });
    expect(outcomeFor(base)).toEqual({ next: 'done' });
  });
  it('back is offered only beyond the start step', () => {
    const steps = wizardSteps('create', 'cloud');
    expect(canGoBack(steps, 'automation', 'automation')).toBe(false);
    expect(canGoBack(steps, 'location', 'automation')).toBe(true);
    expect(canGoBack(steps, 'credentials', 'credentials')).toBe(false);
    expect(canGoBack(steps, 'verification', 'credentials')).toBe(true);
  });
});
