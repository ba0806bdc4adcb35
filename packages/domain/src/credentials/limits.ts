/**
 * 001 §9 daily limit kinds, with defaults and ceilings per account per day. The spec names the kinds but
 * not the figures; defaults follow /work/shared/guides/outreach-domain.md (vendor defaults such as
 * 20 invitations, 30 messages, 10 InMails, 50 emails a day) and stay safely below network ceilings.
 */
export const DAILY_LIMIT_KINDS = [
  'profile_views',
  'sms',
  'voicemails',
  'connections_by_email',
  'connection_requests',
  'messages',
  'inmails',
  'pages_searched',
  'event_invites',
  'comments',
  'emails',
] as const;
export type DailyLimitKind = (typeof DAILY_LIMIT_KINDS)[number];

export const DAILY_LIMIT_DEFAULTS: Record<DailyLimitKind, number> = {
  profile_views: 50,
  sms: 20,
  voicemails: 10,
  connections_by_email: 15,
  connection_requests: 20,
  messages: 30,
  inmails: 10,
  pages_searched: 10,
  event_invites: 20,
  comments: 10,
  emails: 50,
};

/** Upper bound a user may set (the UI's slider maximum). */
export const DAILY_LIMIT_MAX: Record<DailyLimitKind, number> = {
  profile_views: 100,
  sms: 100,
  voicemails: 50,
  connections_by_email: 50,
  connection_requests: 50,
  messages: 150,
  inmails: 50,
  pages_searched: 50,
  event_invites: 100,
  comments: 50,
  emails: 100,
};

/** New accounts start low and ramp up (outreach guide: ~5 of each kind a day). */
export const NEW_ACCOUNT_DAILY_LIMIT = 5;

/** 001 §8: connection and InMail limits reset weekly (rolling 7 days). Figures from the outreach guide. */
export const WEEKLY_LIMIT_KINDS = ['connection_requests', 'inmails'] as const;
export type WeeklyLimitKind = (typeof WEEKLY_LIMIT_KINDS)[number];
export const WEEKLY_LIMIT_DEFAULTS: Record<WeeklyLimitKind, number> = {
  connection_requests: 100,
  inmails: 50,
};
export const WEEKLY_LIMIT_MAX: Record<WeeklyLimitKind, number> = { connection_requests: 200, inmails: 100 };

/** Pending invitations: keep under ~500, ~700 is the network's hard cap (outreach guide). */
export const PENDING_INVITATIONS_SOFT_CAP = 500;
export const PENDING_INVITATIONS_HARD_CAP = 700;

/** 001 §9 limit features (plan-limited). */
export const LIMIT_FEATURES = [
  'campaigns',
  'daily_email_sending',
  'connected_emails',
  'pages_searched',
  'connection_requests',
  'inmails',
  'linkedin_messages',
  'voicemails',
] as const;

/** 001 §9: booster advised above 20 connection requests per day. */
export const BOOSTER_ADVISED_ABOVE_CONNECTIONS = 20;

/**
 * 001 §3 / §5: work hours 0 to 23. The spec's default 9 to 18 is 9 hours, which its own warning (001 §9:
 * above 8 operating hours) flags; a new account starts at 9 to 17 so the default passes its own rule.
 */
export const WORK_HOURS_MIN = 0;
export const WORK_HOURS_MAX = 23;
export const WORK_HOURS_DEFAULT_START = 9;
export const WORK_HOURS_DEFAULT_END = 17;
/** 001 §9: warning above 8 operating hours. */
export const WORK_HOURS_WARNING_ABOVE = 8;

/** The warning's rule, in one place: a work day longer than 8 hours can look unnatural. */
export const workHoursLookLong = (start: number, end: number) => end - start > WORK_HOURS_WARNING_ABOVE;
