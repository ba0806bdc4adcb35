import { describe, expect, it } from 'vitest';
import { initialValues } from './use-wizard-form';
import { ADD_ACCOUNT_DRAFT_KEY, fromKept, toKept, wizardDraftStorage } from './wizard-draft';

describe('add-account wizard kept over a reload (issue 35 item 6)', () => {
  const defaults = initialValues(null);
  const typed = {
    ...defaults,
    country_code: 'DE',
    work_hours_start: '8',
    email: 'me@corp.com',
    password: 'secret',
    cookies: 'li_at=1',
    proxy: { ...defaults.proxy, domain: 'p.example', password: 'proxy-secret' },
  };

  it('keeps the step and the values, never a secret', () => {
    const kept = toKept('schedule', typed)!;
    expect(kept.step).toBe('schedule');
    expect(kept.values).toMatchObject({ country_code: 'DE', work_hours_start: '8', email: 'me@corp.com' });
    expect(JSON.stringify(kept)).not.toMatch(/secret|li_at/);
  });

  it('does not keep a step after the account exists (verification, change of automation)', () => {
    expect(toKept('verification', typed)).toBeNull();
    expect(toKept('change_automation', typed)).toBeNull();
  });

  it('reads back over the defaults, and ignores what is not a kept draft', () => {
    const back = fromKept(JSON.stringify({ step: 'location', values: { country_code: 'FR' } }), defaults)!;
    expect(back.step).toBe('location');
    expect(back.values).toEqual({ ...defaults, country_code: 'FR' });
    expect(fromKept('{oops', defaults)).toBeNull();
    expect(fromKept(JSON.stringify({ step: 'verification', values: {} }), defaults)).toBeNull();
    expect(fromKept(null, defaults)).toBeNull();
  });

  it('round-trips through sessionStorage and is cleared', () => {
    wizardDraftStorage.save('schedule', typed);
    expect(sessionStorage.getItem(ADD_ACCOUNT_DRAFT_KEY)).not.toContain('secret');
    expect(wizardDraftStorage.load(defaults)?.values.country_code).toBe('DE');
    wizardDraftStorage.clear();
    expect(wizardDraftStorage.load(defaults)).toBeNull();
  });

  it('starts on work hours its own warning does not flag', () => {
    expect(Number(defaults.work_hours_end) - Number(defaults.work_hours_start)).toBeLessThanOrEqual(8);
  });
});
