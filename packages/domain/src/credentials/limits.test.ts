import { describe, expect, it } from 'vitest';
import { WORK_HOURS_DEFAULT_END, WORK_HOURS_DEFAULT_START, workHoursLookLong } from './limits.js';
import { credentialCreateSchema } from './rules.js';

describe('work hours defaults pass their own warning (issue 35 item 6)', () => {
  it('warns above 8 hours, not at 8', () => {
    expect(workHoursLookLong(9, 18)).toBe(true);
    expect(workHoursLookLong(9, 17)).toBe(false);
  });

  it('a new account starts on hours its own warning does not flag', () => {
    expect(workHoursLookLong(WORK_HOURS_DEFAULT_START, WORK_HOURS_DEFAULT_END)).toBe(false);
    expect(WORK_HOURS_DEFAULT_END).toBeGreaterThan(WORK_HOURS_DEFAULT_START);
    // The API's default (a create without hours) is the same one.
    const body = credentialCreateSchema.parse({
      email: 'a@example.com',
      password: 'secret1',
      country_code: 'US',
      timezone: 'UTC',
    });
    expect(workHoursLookLong(body.work_hours_start, body.work_hours_end)).toBe(false);
  });
});
