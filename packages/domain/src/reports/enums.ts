/** 001 §3 stat series. */
export const STAT_SERIES = [
  'emails_sent',
  'followed_profiles',
  'inmails_sent',
  'messages_sent',
  'new_interested',
  'new_leads',
  'request_sent',
  'viewed_profiles',
  'new_accepted',
  'new_replied',
  'email_opened',
  'email_clicked',
  'li_connect_by_email',
] as const;
export type StatSeries = (typeof STAT_SERIES)[number];

/** 000 §2 report tabs. */
export const REPORT_TABS = ['activity', 'audience', 'insight'] as const;
