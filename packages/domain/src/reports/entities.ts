import { z } from 'zod';
import { toArray } from '../common/coerce.js';
import { isTimeZone } from '../credentials/rules.js';
import { MESSAGES } from '../messages/catalogue.js';
import { MESSAGE_LANGUAGES } from '../messages/i18n/index.js';
import { REPORT_PERIODS } from '../common/periods.js';
import { FUNNEL_STAGES, STAT_SERIES } from './enums.js';

/**
 * Reports: the query every report takes and the shapes the API answers with. The server registers them
 * as response schemas (checked in every test) and returns their types; the web imports the same types.
 */

const ids = z.preprocess(toArray, z.array(z.uuid(MESSAGES.invalidRequest)).max(200)).optional();

/** The filters every report takes (accounts, campaigns, members: lists of ids). */
const reportFilterShape = {
  period: z.enum(REPORT_PERIODS, { error: MESSAGES.invalidReportPeriod }).default('months_1'),
  tz: z.string().max(64).refine(isTimeZone, MESSAGES.invalidTimezone).optional(),
  accounts: ids,
  campaigns: ids,
  /**
   * Members (user ids): a member's figures are those of the campaigns that member created — everything
   * those campaigns did, whichever account ran them. Activity outside any campaign belongs to no member.
   */
  members: ids,
};

/** `?space=&period=&tz=&accounts=&campaigns=&members=` (lists: comma-separated ids). */
export const reportQuerySchema = z.object({
  space: z.string().max(100).optional(),
  ...reportFilterShape,
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const seriesShape = Object.fromEntries(STAT_SERIES.map((s) => [s, z.number().int()])) as {
  [K in (typeof STAT_SERIES)[number]]: z.ZodNumber;
};
export const seriesCountsSchema = z.object(seriesShape);
export type SeriesCounts = z.infer<typeof seriesCountsSchema>;

export const reportRangeSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  tz: z.string(),
  from: z.string(),
  to: z.string(),
  previous_from: z.string(),
  previous_to: z.string(),
  days: z.number().int(),
});

/** A named row of a breakdown (an account or a campaign). */
const namedCounts = z.object({ _id: z.string(), name: z.string(), totals: seriesCountsSchema });
/**
 * A row of the by-member breakdown: the figures of the campaigns that member created (the members filter's
 * rule). `_id` null: what belongs to no member (activity outside any campaign, a campaign without creator),
 * so the rows always sum to the totals.
 */
const memberCounts = z.object({ _id: z.string().nullable(), name: z.string(), totals: seriesCountsSchema });

/** GET /reports/activity: every stat series per local day, its totals and the previous period's. */
export const activityReportSchema = z.object({
  range: reportRangeSchema,
  days: z.array(seriesCountsSchema.extend({ date: z.string() })),
  totals: seriesCountsSchema,
  previous_totals: seriesCountsSchema,
  by_account: z.array(namedCounts),
  by_campaign: z.array(namedCounts),
  by_member: z.array(memberCounts),
});
export type ActivityReport = z.infer<typeof activityReportSchema>;

const funnelShape = Object.fromEntries(FUNNEL_STAGES.map((s) => [s, z.number().int()])) as {
  [K in (typeof FUNNEL_STAGES)[number]]: z.ZodNumber;
};
export const funnelCountsSchema = z.object(funnelShape);
export type FunnelCounts = z.infer<typeof funnelCountsSchema>;

/**
 * GET /reports/funnel: the prospects added in the period and how far they got (from the log: a stage once
 * reached stays reached), overall, per campaign, per account and per member.
 */
export const funnelReportSchema = z.object({
  range: reportRangeSchema,
  totals: funnelCountsSchema,
  by_campaign: z.array(
    funnelCountsSchema.extend({ _id: z.string(), name: z.string(), credentials_id: z.string() }),
  ),
  by_account: z.array(funnelCountsSchema.extend({ _id: z.string(), name: z.string() })),
  /** Per member who created the campaigns (`_id` null: campaigns without creator); sums to the totals. */
  by_member: z.array(funnelCountsSchema.extend({ _id: z.string().nullable(), name: z.string() })),
});
export type FunnelReport = z.infer<typeof funnelReportSchema>;

const abTestSchema = z.object({
  metric: z.enum(['accepted', 'replied']),
  z: z.number().nullable(),
  p_value: z.number().nullable(),
  verdict: z.enum(['a_wins', 'b_wins', 'not_significant', 'too_early']),
  needed_per_variant: z.number().int().nullable(),
});

const stepCounts = z.object({
  sent: z.number().int(),
  accepted: z.number().int(),
  replied: z.number().int(),
});

/** GET /reports/insight: per campaign step and A/B variant, and the best local days and hours by reply rate. */
export const insightReportSchema = z.object({
  range: reportRangeSchema,
  steps: z.array(
    stepCounts.extend({
      workflow_id: z.string(),
      workflow_name: z.string(),
      node_id: z.string(),
      type: z.string(),
      position: z.number().int(),
      variants: z.array(stepCounts.extend({ variant: z.enum(['A', 'B']) })),
      ab_test: abTestSchema.nullable(),
    }),
  ),
  /** Reach by local weekday (0 = Monday … 6 = Sunday) and hour: messages and requests sent, and how many of those prospects replied. */
  slots: z.array(
    z.object({
      weekday: z.number().int(),
      hour: z.number().int(),
      sent: z.number().int(),
      replied: z.number().int(),
    }),
  ),
});
export type InsightReport = z.infer<typeof insightReportSchema>;

/** GET /reports/export_csv: one report as CSV, headers in `lang` (the interface language). */
export const REPORT_KINDS = ['activity', 'funnel', 'insight'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const reportExportQuerySchema = reportQuerySchema.extend({
  report: z.enum(REPORT_KINDS, { error: MESSAGES.invalidRequest }),
  lang: z.enum(MESSAGE_LANGUAGES).default('en'),
});
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;

/**
 * POST /reports/detailed (body): the detailed report — a CSV with a row per prospect and campaign step
 * done in the period — built by a background job and mailed to the user as a download link.
 */
export const detailedReportRequestSchema = z.strictObject({
  ...reportFilterShape,
  lang: z.enum(MESSAGE_LANGUAGES).default('en'),
});
export type DetailedReportRequest = z.infer<typeof detailedReportRequestSchema>;

export const DETAILED_REPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type DetailedReportStatus = (typeof DETAILED_REPORT_STATUSES)[number];

/** A detailed report job: POST /reports/detailed answers with it, GET /reports/detailed/{id} follows it. */
export const detailedReportSchema = z.object({
  _id: z.string(),
  status: z.enum(DETAILED_REPORT_STATUSES),
  /** 0 … 100. */
  progress: z.number().int(),
  /** Rows written so far (all of them once done). */
  rows: z.number().int(),
  period: z.enum(REPORT_PERIODS),
  filename: z.string().nullable(),
  /** The address the file was mailed to. */
  email: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type DetailedReport = z.infer<typeof detailedReportSchema>;
/** GET /reports/detailed: the caller's latest detailed reports in the workspace, newest first. */
export const detailedReportListSchema = z.array(detailedReportSchema);
