import type { AddAccountStep } from '../types';
import type { WizardValues } from './use-wizard-form';

/** sessionStorage key of a new account's wizard, so a reload keeps what was entered (country, hours…). */
export const ADD_ACCOUNT_DRAFT_KEY = 'add-account-wizard';

/** Steps a reload may return to: the ones before the account exists on the server. */
const KEPT_STEPS: AddAccountStep[] = ['automation', 'location', 'schedule', 'credentials'];

export interface WizardDraft {
  step: AddAccountStep;
  values: WizardValues;
}

/** What is kept: everything but secrets (passwords, session cookies), which are typed again. */
export function toKept(step: AddAccountStep, values: WizardValues): WizardDraft | null {
  if (!KEPT_STEPS.includes(step)) return null;
  return {
    step,
    values: { ...values, password: '', cookies: '', proxy: { ...values.proxy, password: '' } },
  };
}

/** A kept draft read back, over the defaults; null when there is none or it is not one. */
export function fromKept(raw: string | null, defaults: WizardValues): WizardDraft | null {
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as Partial<WizardDraft>;
    if (!kept.step || !KEPT_STEPS.includes(kept.step) || typeof kept.values !== 'object') return null;
    const values = { ...defaults, ...kept.values, proxy: { ...defaults.proxy, ...kept.values?.proxy } };
    return { step: kept.step, values };
  } catch {
    return null;
  }
}

export const wizardDraftStorage = {
  load: (defaults: WizardValues) => {
    try {
      return fromKept(sessionStorage.getItem(ADD_ACCOUNT_DRAFT_KEY), defaults);
    } catch {
      return null;
    }
  },
  save: (step: AddAccountStep, values: WizardValues) => {
    try {
      const kept = toKept(step, values);
      if (kept) sessionStorage.setItem(ADD_ACCOUNT_DRAFT_KEY, JSON.stringify(kept));
    } catch {
      /* storage full or off: the wizard works without it */
    }
  },
  clear: () => {
    try {
      sessionStorage.removeItem(ADD_ACCOUNT_DRAFT_KEY);
    } catch {
      /* as above */
    }
  },
};
