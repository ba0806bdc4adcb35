import { MESSAGES } from '../messages/catalogue.js';
import { FOLLOW_UPS_MAX, FOLLOW_UPS_MIN } from '../campaigns/rules.js';
import type { AiWizardStep } from './enums.js';

/** 001 §9 AI Employee: fields max 250; case studies and free values max 3 each; Q&A max 10. */
export const AI_FIELD_MAX = 250;
export const AI_CASES_MAX = 3;
export const AI_FREE_VALUES_MAX = 3;
export const AI_QA_MAX = 10;
export const AI_CAMPAIGNS_MAX = 5;

type NameValue = { name: string; value: string };
export type AiTargeting = {
  job_title: NameValue[];
  country?: NameValue[];
  state?: NameValue[];
  industry?: NameValue[];
  employee_count?: NameValue[];
};
export type AiObjective = {
  problem: string;
  solution: string;
  contact_reason: string;
  language: string;
  tone: string;
};
export type AiCaseStudy = { whom: string; problem: string; solution: string; link?: string | null };
export type AiFreeValue = { type: string; how_to_get: string; impact: string; link?: string | null };
export type AiQa = { question: string; answer: string };
export type AiWizardState = {
  credentials_id?: string | null;
  targeting: AiTargeting;
  objective: AiObjective;
  cases: AiCaseStudy[];
  free_value: AiFreeValue[];
  faq: AiQa[];
  calendly_user?: string | null;
  calendly_event?: string | null;
  number_of_follow_ups?: number;
};

const blank = (v: string | null | undefined) => !v || v.trim() === '';
const tooLong = (v: string | null | undefined) => (v ?? '').trim().length > AI_FIELD_MAX;

/** Targeting step: job_title required. */
export function validateTargeting(t: AiTargeting): true | string {
  return t.job_title?.some((j) => !blank(j.value) || !blank(j.name)) ? true : MESSAGES.fillRequiredFields;
}

/** Objective step: every field non-empty and at most 250 characters. */
export function validateObjective(o: AiObjective): true | string {
  const fields = [o.problem, o.solution, o.contact_reason, o.language, o.tone];
  if (fields.some(blank)) return MESSAGES.fillAllFields;
  if (fields.some(tooLong)) return MESSAGES.maxFieldLength250;
  return true;
}

/** Case studies: all fields filled (the link only when switched on), at most 250, at most 3 entries. */
export function validateCases(cases: AiCaseStudy[], linkEnabled = true): true | string {
  if (cases.length > AI_CASES_MAX) return MESSAGES.fillAllFields;
  for (const c of cases) {
    const fields = [c.whom, c.problem, c.solution, ...(linkEnabled ? [c.link ?? ''] : [])];
    if (fields.some(blank)) return MESSAGES.fillAllFields;
    if (fields.some(tooLong)) return MESSAGES.maxFieldLength250;
  }
  return true;
}

/** Free values: same rule as case studies. */
export function validateFreeValues(values: AiFreeValue[], linkEnabled = true): true | string {
  if (values.length > AI_FREE_VALUES_MAX) return MESSAGES.fillAllFields;
  for (const v of values) {
    const fields = [v.type, v.how_to_get, v.impact, ...(linkEnabled ? [v.link ?? ''] : [])];
    if (fields.some(blank)) return MESSAGES.fillAllFields;
    if (fields.some(tooLong)) return MESSAGES.maxFieldLength250;
  }
  return true;
}

/** Q&A: question and answer at most 250 each; both filled. */
export function validateFaq(faq: AiQa[]): true | string {
  if (faq.length > AI_QA_MAX) return MESSAGES.fillAllQaFields;
  for (const q of faq) {
    if (tooLong(q.question)) return MESSAGES.maxQuestionLength250;
    if (tooLong(q.answer)) return MESSAGES.maxAnswerLength250;
    if (blank(q.question) || blank(q.answer)) return MESSAGES.fillAllQaFields;
  }
  return true;
}

/** 001 §5: incomplete Q&A entries are dropped on leaving the step. */
export const dropIncompleteFaq = (faq: AiQa[]) => faq.filter((q) => !blank(q.question) && !blank(q.answer));

/** 001 §5 follow-up count 1 to 5. */
export const validateFollowUpCount = (n: number): true | string =>
  Number.isInteger(n) && n >= FOLLOW_UPS_MIN && n <= FOLLOW_UPS_MAX ? true : MESSAGES.followUpCountRange;

/** Settings step: an account, then a calendar user, then an event; follow-ups 1–5. */
export function validateSettings(s: AiWizardState): true | string {
  if (!s.credentials_id) return MESSAGES.credentialRequired;
  if (!s.calendly_user) return MESSAGES.noCalendlyUser;
  if (!s.calendly_event) return MESSAGES.noCalendlyEvent;
  if (s.number_of_follow_ups !== undefined) return validateFollowUpCount(s.number_of_follow_ups);
  return true;
}

export const AI_STEP_VALIDATORS: Record<AiWizardStep, (s: AiWizardState) => true | string> = {
  targeting: (s) => validateTargeting(s.targeting),
  objective: (s) => validateObjective(s.objective),
  cases: (s) => validateCases(s.cases),
  free_value: (s) => validateFreeValues(s.free_value),
  faq: (s) => validateFaq(s.faq),
  settings: validateSettings,
};

/** 000 §2 / 001 §5: a jump forward needs every earlier step to pass; back is always allowed. */
export function canJumpToStep(
  steps: readonly AiWizardStep[],
  from: number,
  to: number,
  s: AiWizardState,
): boolean {
  if (to <= from) return true;
  for (let i = 0; i < to; i++) if (AI_STEP_VALIDATORS[steps[i]](s) !== true) return false;
  return true;
}

/** 001 §5 magic inputs: pasted text loses line breaks and is trimmed. */
export const cleanPastedText = (text: string) =>
  text
    .replace(/[\r\n]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** 001 §5: a tag (or title) cannot be picked twice. */
export function canAddTag(
  list: readonly NameValue[],
  tag: NameValue,
  message: string = MESSAGES.tagChosenTwice,
): true | string {
  return list.some((t) => t.value === tag.value) ? message : true;
}
