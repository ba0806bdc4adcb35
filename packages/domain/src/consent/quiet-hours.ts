/**
 * When a phone channel (a call, an SMS, a voicemail drop) may reach a recipient: the federal TCPA window,
 * the stricter US state laws, and a window per country for the others. Times are the recipient's wall clock.
 * A window is per weekday (0 Sunday … 6 Saturday): ranges [start, end) in minutes after midnight (none:
 * not that day). State holidays are not modelled (a known gap: AL, LA, MS, RI… forbid some holidays).
 */
export type DayWindow = readonly (readonly [start: number, end: number])[];
export type WeekWindow = readonly [
  DayWindow,
  DayWindow,
  DayWindow,
  DayWindow,
  DayWindow,
  DayWindow,
  DayWindow,
];

const h = (hour: number, minute = 0) => hour * 60 + minute;
const NONE: DayWindow = [];
const r = (start: number, end: number): DayWindow => [[start, end]];
const week = (sun: DayWindow, weekday: DayWindow, sat: DayWindow): WeekWindow => [
  sun,
  weekday,
  weekday,
  weekday,
  weekday,
  weekday,
  sat,
];
const every = (start: number, end: number): WeekWindow => week(r(start, end), r(start, end), r(start, end));

export interface QuietHoursRule {
  window: WeekWindow;
  /** The law the window comes from. */
  source: string;
}

/** 47 U.S.C. § 227(c); 47 C.F.R. § 64.1200(c)(1): no solicitation before 8 a.m. or after 9 p.m. local time. */
export const US_FEDERAL_QUIET_HOURS: QuietHoursRule = {
  window: every(h(8), h(21)),
  source: '47 C.F.R. § 64.1200(c)(1) (TCPA)',
};

/** The states stricter than the federal window, by USPS code. */
export const US_STATE_QUIET_HOURS: Readonly<Record<string, QuietHoursRule>> = {
  // Florida Telephone Solicitation Act (SB 1120, 2021): not before 8 a.m. or after 8 p.m.
  FL: { window: every(h(8), h(20)), source: 'Fla. Stat. § 501.616(6)(a)' },
  // Oklahoma Telephone Solicitation Act of 2022: not before 8 a.m. or after 8 p.m.
  OK: { window: every(h(8), h(20)), source: 'Okla. Stat. tit. 15, § 775C.4' },
  // Maryland Stop the Spam Calls Act of 2023: not before 8 a.m. or after 8 p.m.
  MD: { window: every(h(8), h(20)), source: 'Md. Code, Com. Law § 14-4503' },
  // Mississippi: 8 a.m. to 8 p.m., and no telephone solicitation on Sunday.
  MS: {
    window: week(NONE, r(h(8), h(20)), r(h(8), h(20))),
    source: 'Miss. Code Ann. § 77-3-725',
  },
  // New Jersey: "between the hours of 9:00 p.m. and 8:00 a.m." are forbidden — the statute's window is the
  // federal one (the issue listed NJ as ending at 20:00; N.J.S.A. 56:8-128(d) says 21:00). Kept here so
  // the table names its source.
  NJ: { window: every(h(8), h(21)), source: 'N.J. Stat. Ann. § 56:8-128(d); N.J.A.C. 13:45D-4.1' },
  // Connecticut (Public Act 23-98, 2023): 9 a.m. to 8 p.m.
  CT: { window: every(h(9), h(20)), source: 'Conn. Gen. Stat. § 42-288a(c)' },
  // Texas: 9 a.m. to 9 p.m. Monday–Saturday, noon to 9 p.m. on Sunday.
  TX: {
    window: week(r(h(12), h(21)), r(h(9), h(21)), r(h(9), h(21))),
    source: 'Tex. Bus. & Com. Code § 301.051',
  },
  // Rhode Island: 9 a.m. to 6 p.m. on weekdays, 10 a.m. to 5 p.m. on Saturday, never on Sunday.
  RI: {
    window: week(NONE, r(h(9), h(18)), r(h(10), h(17))),
    source: 'R.I. Gen. Laws § 5-61-3.5(a)',
  },
};

/** Outside the US: the recipient's 8:00–21:00 unless a country's own rule is listed. */
export const DEFAULT_COUNTRY_QUIET_HOURS: QuietHoursRule = {
  window: every(h(8), h(21)),
  source: 'Leadloop default for countries without a listed rule (8:00–21:00 recipient time)',
};
export const COUNTRY_QUIET_HOURS: Readonly<Record<string, QuietHoursRule>> = {
  // France: commercial canvassing by phone on weekdays 10:00–13:00 and 14:00–20:00, never at weekends.
  FR: {
    window: week(
      NONE,
      [
        [h(10), h(13)],
        [h(14), h(20)],
      ],
      NONE,
    ),
    source: 'Code de la consommation art. D. 223-8 (Décret n° 2022-1313)',
  },
  // Canada: telemarketing 9:00–21:30 on weekdays, 10:00–18:00 at weekends.
  CA: {
    window: week(r(h(10), h(18)), r(h(9), h(21, 30)), r(h(10), h(18))),
    source: 'CRTC Unsolicited Telecommunications Rules, Part III (Telemarketing Rules), s. 20',
  },
};

/** Whether the minute `minuteOfDay` of weekday `day` lies inside the rule's window. */
export function insideWindow(rule: QuietHoursRule, day: number, minuteOfDay: number): boolean {
  return (rule.window[day] ?? NONE).some(([start, end]) => minuteOfDay >= start && minuteOfDay < end);
}
