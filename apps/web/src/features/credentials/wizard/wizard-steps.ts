import {
  credentialActivityStatus,
  type CredentialActivityStatus,
} from '@leadloop/domain/credentials/activity';
import { addAccountSteps, wizardEntryStep } from '@leadloop/domain/credentials/wizard';
import type { AddAccountStep, AutomationType, Credential } from '../types';

export type WizardMode = 'create' | 'edit';

/**
 * The steps shown (000 §2, from the shared `addAccountSteps`). A step the server sends the wizard to
 * that the type does not list (an extension login asked for verification) is shown before change-automation.
 */
export function wizardSteps(
  mode: WizardMode,
  automationType: AutomationType,
  current?: AddAccountStep,
): AddAccountStep[] {
  const steps = addAccountSteps(automationType, mode);
  if (!current || steps.includes(current)) return steps;
  const at = steps.indexOf('change_automation');
  return at >= 0 ? [...steps.slice(0, at), current, ...steps.slice(at)] : [...steps, current];
}

/** The account's state as shown (server's activity_dict when present). */
export function activityStatus(credential: Credential, now = Date.now()): CredentialActivityStatus {
  return (
    (credential.activity_dict?.status as CredentialActivityStatus | undefined) ??
    credentialActivityStatus(credential, now)
  );
}

const DONE_STATES: CredentialActivityStatus[] = ['active', 'syncing', 'connect_limited'];

/** Which step an existing account's wizard opens at (000 §4: wrong_password → password, requested_at → verification). */
export function editStartStep(credential: Credential, now = Date.now()): AddAccountStep {
  const auth = credential.auth_status ?? {};
  const entry = wizardEntryStep({
    wrong_password: Boolean(auth.wrong_password) || credential.status === 'invalid',
    security_code_requested_at: auth.security_code?.requested_at ?? auth.phone?.requested_at ?? null,
  });
  if (entry) return entry;
  if (credential.automation_type === 'cloud') {
    const hasLocation = Boolean(credential.country_code || credential.custom_proxy || credential.no_proxy);
    if (!hasLocation || credential.setting_proxy?.stage === 'fail') return 'location';
    if (!credential.has_password) return 'credentials';
  } else if (credential.has_cookies === false) {
    return 'credentials';
  }
  if (DONE_STATES.includes(activityStatus(credential, now)))
    return credential.automation_type === 'cloud' ? 'automation' : 'credentials';
  return 'verification';
}

export type SubmitOutcome =
  { next: 'done' } | { next: 'credentials'; wrongPassword: true } | { next: 'verification' };

/** After the server answered a create/update/code: where the wizard goes. */
export function outcomeFor(credential: Credential, now = Date.now()): SubmitOutcome {
  if (credential.auth_status?.wrong_password || credential.status === 'invalid')
    return { next: 'credentials', wrongPassword: true };
  return DONE_STATES.includes(activityStatus(credential, now)) ? { next: 'done' } : { next: 'verification' };
}

/** Back is offered only beyond the step the wizard started at (000 §4). */
export const canGoBack = (steps: AddAccountStep[], current: AddAccountStep, start: AddAccountStep) =>
  steps.indexOf(current) > Math.max(0, steps.indexOf(start));
