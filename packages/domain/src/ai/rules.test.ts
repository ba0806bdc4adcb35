import { describe, expect, it } from 'vitest';
import { AI_WIZARD_STEPS } from './enums.js';
import {
  canAddTag,
  canJumpToStep,
  cleanPastedText,
  dropIncompleteFaq,
  validateCases,
  validateFaq,
  validateFollowUpCount,
  validateFreeValues,
  validateObjective,
  validateSettings,
  validateTargeting,
  type AiWizardState,
} from './rules.js';

const long = 'x'.repeat(251);
const objective = { problem: 'p', solution: 's', contact_reason: 'c', language: 'english', tone: 'casual' };
const state: AiWizardState = {
  credentials_id: 'c1',
  targeting: { job_title: [{ name: 'CTO', value: 'cto' }] },
  objective,
  cases: [{ whom: 'w', problem: 'p', solution: 's', link: 'https://x.co' }],
  free_value: [],
  faq: [{ question: 'q', answer: 'a' }],
  calendly_user: 'u1',
  calendly_event: 'e1',
  number_of_follow_ups: 3,
};

describe('AI Employee wizard validators (001 §5)', () => {
  it.each([
    [{ job_title: [{ name: 'CTO', value: 'cto' }] }, true],
    [{ job_title: [] }, 'Please fill all required fields.'],
    [{ job_title: [{ name: ' ', value: '' }] }, 'Please fill all required fields.'],
  ])('targeting %j → %s', (t, expected) => {
    expect(validateTargeting(t)).toBe(expected);
  });

  it.each([
    [objective, true],
    [{ ...objective, problem: ' ' }, 'Please fill all fields.'],
    [{ ...objective, solution: long }, 'Max field length is 250 characters.'],
  ])('objective %j → %s', (o, expected) => {
    expect(validateObjective(o)).toBe(expected);
  });

  it.each([
    [[{ whom: 'w', problem: 'p', solution: 's', link: 'l' }], true, true],
    [[{ whom: 'w', problem: 'p', solution: 's', link: '' }], false, true],
    [[{ whom: 'w', problem: 'p', solution: 's', link: '' }], true, 'Please fill all fields.'],
    [[{ whom: long, problem: 'p', solution: 's', link: 'l' }], true, 'Max field length is 250 characters.'],
  ])('cases %j (link on: %s) → %s', (cases, linkOn, expected) => {
    expect(validateCases(cases, linkOn)).toBe(expected);
  });

  it.each([
    [[{ type: 't', how_to_get: 'h', impact: 'i', link: 'l' }], true],
    [[{ type: '', how_to_get: 'h', impact: 'i', link: 'l' }], 'Please fill all fields.'],
    [[{ type: 't', how_to_get: long, impact: 'i', link: 'l' }], 'Max field length is 250 characters.'],
  ])('free values %j → %s', (values, expected) => {
    expect(validateFreeValues(values)).toBe(expected);
  });

  it.each([
    [[{ question: 'q', answer: 'a' }], true],
    [[{ question: long, answer: 'a' }], 'Max question field length is 250 characters.'],
    [[{ question: 'q', answer: long }], 'Max answer field length is 250 characters.'],
    [[{ question: 'q', answer: '' }], 'Please fill all Q&A fields.'],
  ])('faq %j → %s', (faq, expected) => {
    expect(validateFaq(faq)).toBe(expected);
  });

  it('drops incomplete Q&A entries on leaving', () => {
    expect(
      dropIncompleteFaq([
        { question: 'q', answer: 'a' },
        { question: 'q2', answer: ' ' },
      ]),
    ).toEqual([{ question: 'q', answer: 'a' }]);
  });

  it.each([
    [state, true],
    [{ ...state, credentials_id: null }, 'Please select an account'],
    [{ ...state, calendly_user: null }, 'Please select a Calendly user'],
    [{ ...state, calendly_event: '' }, 'Please select a Calendly event'],
    [{ ...state, number_of_follow_ups: 6 }, 'Number of follow-ups must be from 1 to 5'],
  ])('settings %#', (s, expected) => {
    expect(validateSettings(s)).toBe(expected);
  });

  it.each([
    [1, true],
    [5, true],
    [0, 'Number of follow-ups must be from 1 to 5'],
    [2.5, 'Number of follow-ups must be from 1 to 5'],
  ])('follow-up count %s → %s', (n, expected) => {
    expect(validateFollowUpCount(n)).toBe(expected);
  });

  it('jumping forward needs every earlier step to pass; back is always allowed', () => {
    const broken = { ...state, objective: { ...objective, tone: '' } };
    expect(canJumpToStep(AI_WIZARD_STEPS, 0, 5, state)).toBe(true);
    expect(canJumpToStep(AI_WIZARD_STEPS, 0, 2, broken)).toBe(false);
    expect(canJumpToStep(AI_WIZARD_STEPS, 0, 1, broken)).toBe(true);
    expect(canJumpToStep(AI_WIZARD_STEPS, 4, 0, broken)).toBe(true);
  });

  it('pasted text loses line breaks and is trimmed; tags cannot be picked twice', () => {
    expect(cleanPastedText('  a\nb\r\n c  ')).toBe('a b c');
    expect(canAddTag([{ name: 'CTO', value: 'cto' }], { name: 'CTO', value: 'cto' })).toBe(
      'This tag is already chosen',
    );
    expect(canAddTag([], { name: 'CTO', value: 'cto' })).toBe(true);
  });
});
