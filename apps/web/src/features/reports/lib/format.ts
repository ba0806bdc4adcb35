import type { StatSeries } from '@leadloop/domain';

/** One colour per stat series (Mantine palette), the same in the chart, the chips and the totals. */
export const SERIES_COLORS: Record<StatSeries, string> = {
  request_sent: 'blue.6',
  new_accepted: 'teal.6',
  messages_sent: 'violet.6',
  new_replied: 'green.6',
  viewed_profiles: 'gray.6',
  followed_profiles: 'cyan.6',
  inmails_sent: 'indigo.6',
  emails_sent: 'orange.6',
  email_opened: 'yellow.6',
  email_clicked: 'lime.6',
  new_interested: 'pink.6',
  new_leads: 'red.6',
  li_connect_by_email: 'grape.6',
};

export const formatNumber = (n: number, lng: string) => new Intl.NumberFormat(lng).format(n);

export const formatPercent = (fraction: number, lng: string) =>
  new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 1 }).format(fraction);

/** A local day (YYYY-MM-DD) as a short date, read as the calendar day it is (no time zone shift). */
export const formatDay = (day: string, lng: string) =>
  new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Weekday name of 0 = Monday … 6 = Sunday. */
export const weekdayName = (weekday: number, lng: string) =>
  new Intl.DateTimeFormat(lng, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + weekday)), // 2024-01-01 was a Monday
  );
