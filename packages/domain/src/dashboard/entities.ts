import { z } from 'zod';
import { toArray } from '../common/coerce.js';
import { REPORT_PERIODS, type ReportPeriod } from '../common/periods.js';
import { isTimeZone } from '../credentials/rules.js';
import { MESSAGES } from '../messages/catalogue.js';
import { STAT_SERIES } from '../reports/enums.js';
import { reportRangeSchema } from '../reports/entities.js';
import { ACTIVITY_KINDS, ACTIVITY_PAGE_MAX, ATTENTION_KINDS } from './enums.js';

export * from './enums.js';

/**
 * Dashboard (000 §2 /dashboard: my-dashboard, activity): the queries and the shapes the API answers with.
 * The server registers them as response schemas (checked in every test) and returns their types; the web
 * imports the same types. One definition of each.
 */

const ids = z.preprocess(toArray, z.array(z.uuid(MESSAGES.invalidRequest)).max(200)).optional();

/** The period the dashboard opens on (the sample workspace's replay puts activity in it: a test holds it). */
export const DASHBOARD_DEFAULT_PERIOD = 'weeks_1' satisfies ReportPeriod;

/** `GET /dashboard/my-dashboard?space=&period=&tz=&accounts=` — the KPIs' period (001 §3 report periods). */
export const myDashboardQuerySchema = z.object({
  space: z.string().max(100).optional(),
  period: z.enum(REPORT_PERIODS, { error: MESSAGES.invalidReportPeriod }).default(DASHBOARD_DEFAULT_PERIOD),
  tz: z.string().max(64).refine(isTimeZone, MESSAGES.invalidTimezone).optional(),
  accounts: ids,
});
export type MyDashboardQuery = z.infer<typeof myDashboardQuerySchema>;

export const kpiSchema = z.object({
  series: z.enum(STAT_SERIES),
  value: z.number().int(),
  previous: z.number().int(),
  /** (value − previous) / previous (reports' `delta`); null when the previous period had none. */
  delta: z.number().nullable(),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const attentionItemSchema = z.object({
  kind: z.enum(ATTENTION_KINDS),
  workflow_id: z.string().nullable(),
  workflow_name: z.string().nullable(),
  sequences_type: z.string().nullable(),
  credentials_id: z.string(),
  account_name: z.string(),
  /** The engine's hold code (a wait reason, `daily_limit:<kind>`…) or the account's status. */
  reason_code: z.string().nullable(),
  /** The engine's explanation in plain English (the web translates by code and falls back to it). */
  reason_text: z.string().nullable(),
  /** Prospects held for that reason. */
  prospects: z.number().int(),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

export const plannedAccountSchema = z.object({
  credentials_id: z.string(),
  name: z.string(),
  status: z.string(),
  running_campaigns: z.number().int(),
  /** Per daily limit kind: done today, still planned today (the forecast's day 0 within what is left of the limit), the limit. */
  actions: z.array(
    z.object({
      kind: z.string(),
      done_today: z.number().int(),
      planned_today: z.number().int(),
      limit: z.number().int(),
    }),
  ),
});
export type PlannedAccount = z.infer<typeof plannedAccountSchema>;

export const recentReplySchema = z.object({
  _id: z.string(),
  prospect_id: z.string(),
  prospect_name: z.string(),
  credentials_id: z.string(),
  channel: z.string(),
  text: z.string(),
  sent_at: z.string(),
});
export type RecentReply = z.infer<typeof recentReplySchema>;

/** GET /dashboard/my-dashboard. */
export const myDashboardSchema = z.object({
  range: reportRangeSchema,
  kpis: z.array(kpiSchema),
  attention: z.array(attentionItemSchema),
  planned: z.array(plannedAccountSchema),
  recent_replies: z.array(recentReplySchema),
});
export type MyDashboard = z.infer<typeof myDashboardSchema>;

/** `GET /dashboard/activity?space=&types=&accounts=&campaigns=&cursor=&limit=` (keyset page, newest first). */
export const activityFeedQuerySchema = z.object({
  space: z.string().max(100).optional(),
  types: z
    .preprocess(toArray, z.array(z.enum(ACTIVITY_KINDS, { error: MESSAGES.invalidRequest })).max(10))
    .optional(),
  accounts: ids,
  campaigns: ids,
  /** The `next_cursor` of the previous page. */
  cursor: z
    .string()
    .max(120)
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z\|[0-9a-f-]{36}$/i, MESSAGES.invalidRequest)
    .optional(),
  limit: z.coerce
    .number({ error: MESSAGES.invalidRequest })
    .int(MESSAGES.invalidRequest)
    .min(1, MESSAGES.invalidRequest)
    .max(ACTIVITY_PAGE_MAX, MESSAGES.invalidRequest)
    .default(30),
});
export type ActivityFeedQuery = z.infer<typeof activityFeedQuerySchema>;

export const activityEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /**
   * action: the step type; reply: the channel; acceptance: invite_accepted; label: mark_as_lead |
   * mark_as_customer; prospect_label: added | removed; task: created | completed.
   */
  type: z.string(),
  at: z.string(),
  credentials_id: z.string().nullable(),
  account_name: z.string().nullable(),
  workflow_id: z.string().nullable(),
  workflow_name: z.string().nullable(),
  prospect_id: z.string().nullable(),
  prospect_name: z.string().nullable(),
  /** A reply's first words; the label's name; the task's name. */
  text: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityFeedSchema = z.object({
  items: z.array(activityEntrySchema),
  next_cursor: z.string().nullable(),
});
export type ActivityFeed = z.infer<typeof activityFeedSchema>;
