import {
  AI_STEP_VALIDATORS,
  dropIncompleteFaq,
  validateCases,
  validateFreeValues,
  type AiWizardState,
} from '@leadloop/domain/ai/rules';
import type { AiCampaignChannel, AiWizardStep } from '@leadloop/domain/ai/enums';
import type { Employee, EmployeeBody, EmployeeProfile } from '@leadloop/domain/ai-employees/entities';
import { DEFAULT_EMPLOYEE_NAME } from '@leadloop/domain/ai-employees/profiles';
import { STORAGE_KEYS } from '../../../lib/storage';

/** The wizard's whole input: the spec's builder state (001 §3) plus the save payload's settings. */
export interface WizardValues extends AiWizardState {
  profile: EmployeeProfile;
  mode: 'manual' | 'automatic';
  is_follow_up_enabled: boolean;
  number_of_follow_ups: number;
  /** Per case / free value: the link switched on. */
  case_links: boolean[];
  value_links: boolean[];
  generate_campaigns: Partial<Record<AiCampaignChannel, number>>;
}

const blankCase = () => ({ whom: '', problem: '', solution: '', link: '' });
const blankValue = () => ({ type: '', how_to_get: '', impact: '', link: '' });

/** 001 §9 defaults: English, conversational, automatic mode, follow-ups on, 3 follow-ups. */
export const emptyWizard = (credentialsId: string | null): WizardValues => ({
  credentials_id: credentialsId,
  profile: { id: 'profile-aurora', name: DEFAULT_EMPLOYEE_NAME, photo: null, description: null },
  targeting: {
    job_title: [],
    country: [{ name: 'United States', value: '4000012' }],
    industry: [],
    employee_count: [],
  },
  objective: { problem: '', solution: '', contact_reason: '', language: 'english', tone: 'conversational' },
  cases: [blankCase()],
  case_links: [true],
  free_value: [blankValue()],
  value_links: [true],
  faq: [{ question: '', answer: '' }],
  calendly_user: null,
  calendly_event: null,
  mode: 'automatic',
  is_follow_up_enabled: true,
  number_of_follow_ups: 3,
  generate_campaigns: {},
});

export const newCase = blankCase;
export const newValue = blankValue;

/** The step's verdict as the wizard shows it: each case or free value with its own link switch. */
export function stepVerdict(step: AiWizardStep, v: WizardValues): true | string {
  if (step === 'cases') {
    for (const [i, c] of v.cases.entries()) {
      const r = validateCases([c], v.case_links[i] ?? true);
      if (r !== true) return r;
    }
    return true;
  }
  if (step === 'free_value') {
    for (const [i, f] of v.free_value.entries()) {
      const r = validateFreeValues([f], v.value_links[i] ?? true);
      if (r !== true) return r;
    }
    return true;
  }
  if (step === 'faq') return AI_STEP_VALIDATORS.faq({ ...v, faq: withoutEmptyQa(v) });
  return AI_STEP_VALIDATORS[step](v);
}

/** Entries with neither a question nor an answer are dropped on leaving the step (001 §5). */
const withoutEmptyQa = (v: WizardValues) => v.faq.filter((q) => q.question.trim() || q.answer.trim());
export const leaveFaq = (v: WizardValues): WizardValues => ({ ...v, faq: withoutEmptyQa(v) });
export { dropIncompleteFaq };

/** A jump forward needs every earlier step to pass; back is always allowed (000 §2). */
export function canJump(steps: readonly AiWizardStep[], from: number, to: number, v: WizardValues) {
  if (to <= from) return true;
  for (let i = 0; i < to; i++) if (stepVerdict(steps[i]!, v) !== true) return false;
  return true;
}

export function toBody(v: WizardValues, spaceId: string): EmployeeBody {
  return {
    credentials_id: v.credentials_id ?? null,
    profile: v.profile,
    calendly_user: v.calendly_user ?? null,
    calendly_event: v.calendly_event ?? null,
    messaging_settings: {
      mode: v.mode,
      is_follow_up_enabled: v.is_follow_up_enabled,
      number_of_follow_ups: v.number_of_follow_ups,
    },
    employee_settings: {
      objective: v.objective as EmployeeBody['employee_settings']['objective'],
      cases: v.cases.map((c, i) => ({ ...c, link: v.case_links[i] ? c.link : null })),
      free_value: v.free_value.map((f, i) => ({ ...f, link: v.value_links[i] ? f.link : null })),
      faq: withoutEmptyQa(v),
    },
    targeting: {
      space: spaceId,
      settings: {
        job_title: v.targeting.job_title,
        country: v.targeting.country ?? [],
        state: v.targeting.state ?? [],
        industry: v.targeting.industry ?? [],
        employee_count: v.targeting.employee_count ?? [],
      },
      is_extend: false,
    },
    generate_campaigns: v.generate_campaigns,
  };
}

/** Where the onboarding keeps its proposal until the wizard opens (001 §7: stored locally as predefined settings). */
export const PREDEFINED_KEY = STORAGE_KEYS.aiEmployeePredefined;

/** A saved employee as the wizard's values, for editing it (a null link is a link switched off). */
export function fromEmployee(e: Employee): WizardValues {
  const s = e.employee_settings;
  const linked = (link: string | null | undefined) => link !== null && link !== undefined;
  return {
    ...emptyWizard(e.bindings[0]?.credentials_id ?? null),
    profile: e.profile,
    targeting: e.targeting.settings,
    objective: s.objective,
    // as saved (it passed every step): an emptied list stays empty
    cases: s.cases.map((c) => ({ ...c, link: c.link ?? '' })),
    case_links: s.cases.map((c) => linked(c.link)),
    free_value: s.free_value.map((f) => ({ ...f, link: f.link ?? '' })),
    value_links: s.free_value.map((f) => linked(f.link)),
    faq: s.faq,
    calendly_user: e.calendly_user,
    calendly_event: e.calendly_event,
    mode: e.messaging_settings.mode,
    is_follow_up_enabled: e.messaging_settings.is_follow_up_enabled,
    number_of_follow_ups: e.messaging_settings.number_of_follow_ups,
  };
}
