import { describe, expect, it } from 'vitest';
import { paceDays, paceSchedule, remainingActions } from './forecast.js';

describe('forecast pace', () => {
  it('counts one action per prospect for each limited step', () => {
    const steps = [{ type: 'view_profile' }, { type: 'follow' }, { type: 'message' }, { type: 'message' }];
    expect(remainingActions(steps, 10)).toEqual({ profile_views: 10, messages: 20 });
  });

  it('spends each daily limit, and a weekly limit over any 7 consecutive days', () => {
    const limits = {
      daily: { profile_views: 20, connection_requests: 20 },
      weekly: { connection_requests: 100 },
    };
    expect(paceSchedule({ profile_views: 45 }, limits).get('profile_views')).toEqual([20, 20, 5]);
    expect(paceSchedule({ connection_requests: 100 }, limits).get('connection_requests')).toEqual([
      20, 20, 20, 20, 20,
    ]);
    expect(paceSchedule({ connection_requests: 130 }, limits).get('connection_requests')).toEqual([
      20, 20, 20, 20, 20, 0, 0, 20, 10,
    ]);
  });

  it('connection requests and connections by email share the weekly connection limit', () => {
    const schedule = paceSchedule(
      { connection_requests: 6, connections_by_email: 6 },
      { daily: { connection_requests: 3, connections_by_email: 3 }, weekly: { connection_requests: 8 } },
    );
    const both = [0, 1, 2, 3, 4, 5, 6, 7].map(
      (d) => (schedule.get('connection_requests')![d] ?? 0) + (schedule.get('connections_by_email')![d] ?? 0),
    );
    // 6 on day 0 (3 of each), 2 more fill the week, the rest once day 0 leaves the window
    expect(both).toEqual([6, 2, 0, 0, 0, 0, 0, 4]);
  });

  it('the slowest kind sets the pace', () => {
    expect(
      paceDays(
        { profile_views: 100, connection_requests: 100 },
        { daily: { profile_views: 50, connection_requests: 20 }, weekly: { connection_requests: 100 } },
      ),
    ).toEqual({ days: 5, bottleneck: 'connection_requests' });
    expect(paceDays({}, { daily: {}, weekly: {} })).toEqual({ days: 0, bottleneck: null });
  });
});
