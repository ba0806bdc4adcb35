import { ACCOUNT_STATE_MESSAGES as MESSAGES } from '../messages/generic.js';
import type { AddAccountStep, AutomationType } from './enums.js';
import { validateProxyForm, type ProxyFormValues } from './proxy-form.js';

/**
 * 000 §2 add-account wizard steps. Cloud: automation, location, schedule, credentials, verification
 * (+ change_automation when editing). Extension: credentials only, with the automation choice first
 * when creating and the change-automation confirm when editing.
 */
export function addAccountSteps(type: AutomationType, mode: 'create' | 'edit'): AddAccountStep[] {
  if (type === 'extension')
    return mode === 'create' ? ['automation', 'credentials'] : ['credentials', 'change_automation'];
  const steps: AddAccountStep[] = ['automation', 'location', 'schedule', 'credentials', 'verification'];
  return mode === 'edit' ? [...steps, 'change_automation'] : steps;
}

/**
 * 001 §5 location step: a country is required unless extension; a custom proxy blocks the next step
 * while invalid or with no country chosen. Returns the message to show, or true.
 */
export function validateLocationStep(input: {
  automation_type: AutomationType;
  country_code?: string | null;
  use_custom_proxy?: boolean;
  proxy?: ProxyFormValues;
}): true | string {
  if (input.automation_type === 'extension') return true;
  if (!input.country_code) return MESSAGES.chooseCountry;
  if (input.use_custom_proxy) {
    const errors = validateProxyForm(input.proxy ?? {});
    if (Object.keys(errors).length) return MESSAGES.fixAllErrors;
  }
  return true;
}

/** 000 §4: where the wizard starts for an existing account (wrong password → password step; code requested → verification). */
export function wizardEntryStep(c: {
  wrong_password?: boolean;
  security_code_requested_at?: string | null;
}): AddAccountStep | null {
  if (c.wrong_password) return 'credentials';
  if (c.security_code_requested_at) return 'verification';
  return null;
}

/** 001 §5: app-type codes are sent as 000000 on refresh. */
export const refreshCodeValue = (pinType: string | null | undefined, code: string) =>
  pinType === 'app' ? '000000' : code;
