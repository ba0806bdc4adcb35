import { describe, expect, it } from 'vitest';
import { isPacingWait, waitNeedsUser } from './waits.js';

describe('wait reasons: pacing or needs the user', () => {
  it('the engine pacing itself is never "stuck"', () => {
    for (const code of [
      'spacing',
      'delay',
      'outside_work_hours',
      'waiting_for_acceptance',
      'pending',
      'video_render_pending',
    ])
      expect([code, isPacingWait(code), waitNeedsUser(code)]).toEqual([code, true, false]);
    expect(isPacingWait('daily_limit:connection_requests')).toBe(true);
    expect(isPacingWait('weekly_limit:inmails')).toBe(true);
  });

  it('reasons the user must fix are', () => {
    for (const code of [
      'out_of_credits',
      'profile_closed',
      'account_not_active',
      'awaiting_approval',
      'video_render_failed',
    ])
      expect([code, waitNeedsUser(code)]).toEqual([code, true]);
    expect(waitNeedsUser(null)).toBe(false);
  });
});
