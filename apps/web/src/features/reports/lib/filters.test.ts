import { describe, expect, it } from 'vitest';
import { DEFAULT_SERIES, readReportState, writeReportState } from './filters';

describe('report filters in the address', () => {
  it('a fresh address shows a month of activity with the default figures', () => {
    expect(readReportState(new URLSearchParams())).toEqual({
      tab: 'activity',
      period: 'months_1',
      accounts: [],
      campaigns: [],
      members: [],
      series: DEFAULT_SERIES,
    });
  });

  it('keeps the chosen tab, period, accounts, campaigns, members and figures across a reload, and drops unknown values', () => {
    const state = {
      tab: 'insight' as const,
      period: 'weeks_2' as const,
      accounts: ['a1', 'a2'],
      campaigns: ['w1'],
      members: ['u1', 'u2'],
      series: ['new_leads' as const],
    };
    const params = writeReportState(new URLSearchParams('space=s1'), state);
    expect(params.get('space')).toBe('s1');
    expect(readReportState(new URLSearchParams(params.toString()))).toEqual(state);
    const odd = readReportState(new URLSearchParams('tab=nope&period=forever&series=emails_sent,bogus'));
    expect(odd).toMatchObject({ tab: 'activity', period: 'months_1', series: ['emails_sent'] });
    // Every figure unticked stays unticked (an empty choice is not the default).
    const none = writeReportState(new URLSearchParams(), { ...state, series: [] });
    expect(readReportState(none).series).toEqual([]);
  });
});
