import { credentialActivityStatus, type AddAccountStep } from '@leadloop/domain';
import { clock } from '../../lib/clock.js';
import type { CredentialRow } from './access.js';
import { credentialView } from './view.js';

/**
 * GET /credentials/{id}/onboarding_info: where the add-account wizard resumes for this account (000 §4:
 * wrong_password → password step, a pending code → verification step) and what is still missing.
 */
export function onboardingInfo(row: CredentialRow) {
  const view = credentialView(row);
  const status = credentialActivityStatus(view, clock.now());
  const cloud = row.automationType === 'cloud';
  const missing: ('password' | 'location' | 'cookies')[] = [];
  if (cloud && !row.passwordEnc) missing.push('password');
  if (cloud && !row.countryCode && !row.customProxy && !row.noProxy) missing.push('location');
  if (!cloud && !row.cookiesEnc) missing.push('cookies');
  let step: AddAccountStep | null = null;
  if (missing.includes('location')) step = 'location';
  else if (row.status === 'invalid' || missing.includes('password') || missing.includes('cookies'))
    step = 'credentials';
  else if (
    [
      'waiting_for_pin',
      'security_code_wrong',
      'security_code_expired',
      'phone_requested',
      'phone_request_expired',
      'two_factor_required',
      'two_factor_problem',
    ].includes(status)
  )
    step = 'verification';
  return {
    step,
    missing,
    status,
    activity_dict: view.activity_dict,
    done: step === null && status !== 'syncing',
  };
}
