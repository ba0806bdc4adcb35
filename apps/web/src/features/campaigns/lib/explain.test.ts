import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { explainProspect, explainTone, type ExplainInput } from './explain';

// Keys with their parameters, so the test reads which sentence was chosen.
const t = ((key: string, params?: Record<string, unknown>) =>
  params && 'time' in params
    ? `${key}(${String(params.time)})`
    : params && 'reason' in params
      ? `${key}(${String(params.reason)})`
      : key) as unknown as TFunction<'campaigns'>;

// Today at noon: the explanation gives the time alone.
const soon = new Date(new Date().setHours(12, 0, 0, 0)).toISOString();
const row = (code: string, status: ExplainInput['status'] = 'active'): ExplainInput => ({
  status,
  next_step: { id: 's2', index: 1, type: 'message', label: 'Message' },
  earliest_at: soon,
  held_by: { code, text: code },
});

describe('explanations: pacing is calm, only what needs the user is stuck (issue 12)', () => {
  it('spacing, delays, work hours and limits read as the next action time (pacing)', () => {
    for (const code of ['spacing', 'delay', 'outside_work_hours', 'daily_limit:messages']) {
      expect(explainProspect(t, row(code), [], 'en')).toMatch(/explain\.pacing\(12:00 PM\)/);
      expect(explainProspect(t, row(code), [], 'en')).not.toMatch(/stuck|heldBy/);
      expect(explainTone(row(code))).toBe('pacing');
    }
  });

  it('a reason the user must fix is stuck, with the reason', () => {
    expect(explainProspect(t, row('out_of_credits'), [], 'en')).toMatch(
      /explain\.stuck\(reason\.out_of_credits\)/,
    );
    expect(explainTone(row('out_of_credits'))).toBe('stuck');
    expect(explainTone(row('account_not_active'))).toBe('stuck');
  });

  it('finished, paused and excluded prospects are plain', () => {
    expect(explainTone(row('spacing', 'finished'))).toBe('plain');
    expect(explainTone({ ...row('manual_stop', 'paused') })).toBe('plain');
  });
});
