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

/**
 * Where each stat series comes from (README "Reports" states the same): the campaign step type whose
 * done actions it counts (`actions.performed_at`), or another log.
 */
export const SERIES_STEP_TYPE = {
  viewed_profiles: 'view_profile',
  followed_profiles: 'follow',
  request_sent: 'connection_request',
  li_connect_by_email: 'connect_by_email',
  messages_sent: 'message',
  inmails_sent: 'inmail',
  emails_sent: 'email',
} as const satisfies Partial<Record<(typeof STAT_SERIES)[number], string>>;

/** Funnel stages, in order (000 §2 audience). */
export const FUNNEL_STAGES = [
  'prospects',
  'requests_sent',
  'accepted',
  'replied',
  'interested',
  'leads',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** Significance level of the A/B test and the power the sample size is computed for. */
export const AB_ALPHA = 0.05;
export const AB_POWER = 0.8;
