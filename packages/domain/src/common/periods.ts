/** 001 §3: follow-up delays, display order. */
export const FOLLOW_UP_DELAYS = [
  'days_0',
  'days_1',
  'days_2',
  'days_3',
  'weeks_1',
  'weeks_2',
  'months_1',
  'months_3',
  'months_6',
] as const;
export type FollowUpDelay = (typeof FOLLOW_UP_DELAYS)[number];
export const FOLLOW_UP_DELAY_LABELS: Record<FollowUpDelay, string> = {
  days_0: 'Same day',
  days_1: '1 day',
  days_2: '2 days',
  days_3: '3 days',
  weeks_1: '1 week',
  weeks_2: '2 weeks',
  months_1: '1 month',
  months_3: '3 months',
  months_6: '6 months',
};

/** 001 §3: report periods, display order. */
export const REPORT_PERIODS = [
  'days_3',
  'weeks_1',
  'weeks_2',
  'months_1',
  'months_3',
  'months_6',
  'years_1',
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  days_3: '3 days',
  weeks_1: '1 week',
  weeks_2: '2 weeks',
  months_1: '1 month',
  months_3: '3 months',
  months_6: '6 months',
  years_1: '1 year',
};

type PeriodKey = FollowUpDelay | ReportPeriod;

/** Adds a period key (days_N, weeks_N, months_N, years_N) to a date, in UTC calendar terms. */
export function addPeriod(from: Date, period: PeriodKey): Date {
  const [unit, n] = period.split('_') as [string, string];
  const count = Number(n);
  const d = new Date(from.getTime());
  if (unit === 'days') d.setUTCDate(d.getUTCDate() + count);
  else if (unit === 'weeks') d.setUTCDate(d.getUTCDate() + 7 * count);
  else if (unit === 'months') d.setUTCMonth(d.getUTCMonth() + count);
  else d.setUTCFullYear(d.getUTCFullYear() + count);
  return d;
}

/** Start of a report period ending at `to`. */
export const periodStart = (to: Date, period: ReportPeriod) => {
  const [unit, n] = period.split('_') as [string, string];
  const back = `${unit}_${-Number(n)}` as PeriodKey;
  return addPeriod(to, back);
};
