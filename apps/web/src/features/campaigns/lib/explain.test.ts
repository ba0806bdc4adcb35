import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import {
  campaignNextText,
  explainProspect,
  explainTone,
  shownStatus,
  waitText,
  type ExplainInput,
} from './explain';

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

describe("the engine's wait, in words (issue 35)", () => {
  const now = new Date('2026-12-06T01:00:00Z');
  const later = '2026-12-06T09:04:00Z';
  const words = ((key: string, p?: Record<string, unknown>) =>
    p ? `${key}(${Object.values(p).map(String).join(',')})` : key) as unknown as TFunction<'campaigns'>;

  it('a wait that ends later gives its reason and its time; one already over is due now, never a past time', () => {
    const hours = { kind: 'outside_work_hours', at: later, detail: null } as const;
    expect(waitText(words, hours, 'en', now)).toMatch(/^wait\.outside_work_hours\(.+\)$/);
    expect(waitText(words, hours, 'en', new Date('2026-12-06T10:00:00Z'))).toBe('wait.due');
    expect(waitText(words, { kind: 'due', at: now.toISOString(), detail: null }, 'en', now)).toBe('wait.due');
    expect(
      waitText(words, { kind: 'daily_limit', at: later, detail: 'connection_requests' }, 'en', now),
    ).toMatch(/^wait\.daily_limit\(.+,limitKind\.connection_requests/);
  });

  it('the header says when the campaign starts, or what it waits for next', () => {
    const next = { kind: 'outside_work_hours', at: later, detail: null, started: false } as const;
    expect(campaignNextText(words, next, 'en', now)).toMatch(/^wait\.startsOutsideHours\(/);
    expect(campaignNextText(words, { ...next, started: true }, 'en', now)).toMatch(
      /^wait\.nextOutsideHours\(/,
    );
    expect(campaignNextText(words, { ...next, kind: 'pacing' }, 'en', now)).toMatch(
      /^wait\.next\(wait\.pacing/,
    );
  });

  it('a row with a wait reads it, and its tone follows it', () => {
    const waiting: ExplainInput = {
      ...row('spacing'),
      wait: { kind: 'account_not_usable', at: null, detail: 'invalid' },
    };
    expect(explainProspect(t, waiting, [], 'en')).toContain('wait.account_not_usable');
    expect(explainTone(waiting)).toBe('stuck');
    expect(explainTone({ ...waiting, wait: { kind: 'pacing', at: later, detail: null } })).toBe('pacing');
  });
});

describe('"Finished" only when the sequence is done (issue 35)', () => {
  const at = (m: number) => new Date(Date.UTC(2026, 11, 1, 9, m)).toISOString();
  const finished = (steps: ExplainInput['steps']): ExplainInput => ({
    status: 'finished',
    next_step: null,
    earliest_at: null,
    held_by: null,
    steps,
  });

  it('a view and an invitation done, the messages skipped: ended early, not "went through the whole sequence"', () => {
    const p = finished([
      { id: 'v', status: 'complete', at: at(1) },
      { id: 'i', status: 'complete', at: at(2) },
      { id: 'm1', status: 'skipped', reason: 'no_actions', at: at(3) },
      { id: 'm2', status: 'skipped', reason: 'no_actions', at: at(4) },
    ]);
    expect(explainProspect(t, p, [], 'en')).toBe('explain.endedNotConnected');
    expect(shownStatus(p)).toBe('ended');
  });

  it('every step done: finished, went through the whole sequence', () => {
    const p = finished([
      { id: 'v', status: 'complete', at: at(1) },
      { id: 'm1', status: 'complete', at: at(3) },
    ]);
    expect(explainProspect(t, p, [], 'en')).toBe('explain.finished');
    expect(shownStatus(p)).toBe('finished');
    expect(shownStatus({ ...p, status: 'active' })).toBe('active');
  });
});
