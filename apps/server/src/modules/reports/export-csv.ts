import { FUNNEL_STAGES, REPORT_CSV_WORDS, STAT_SERIES, type ReportExportQuery } from '@leadloop/domain';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import { csvStream } from '../../lib/csv.js';
import type { WorkspaceScope } from '../../lib/scope.js';
import { activityReport } from './activity.js';
import { funnelReport } from './funnel.js';
import { insightReport } from './insight.js';

/**
 * GET /reports/export_csv: one report as a streamed CSV with headers in the caller's language — the same
 * figures as the report's JSON (it is computed by the same function). Activity: a row per local day and a
 * total row; funnel: a row per campaign and a total row; insight: a row per step and A/B variant.
 */
export async function exportReportCsv(
  db: Db,
  scope: WorkspaceScope,
  q: ReportExportQuery,
): Promise<{ filename: string; stream: Readable }> {
  const w = REPORT_CSV_WORDS[q.lang];
  const c = w.columns;
  const name = (kind: string, from: string, to: string) => `${kind}-${from}-${to}.csv`;
  if (q.report === 'activity') {
    const r = await activityReport(db, scope, q);
    return {
      filename: name('activity', r.range.from, r.range.to),
      stream: csvStream(
        [c.date, ...STAT_SERIES.map((s) => w.series[s])],
        [
          ...r.days.map((d) => [d.date, ...STAT_SERIES.map((s) => d[s])]),
          [c.total, ...STAT_SERIES.map((s) => r.totals[s])],
        ],
      ),
    };
  }
  if (q.report === 'funnel') {
    const r = await funnelReport(db, scope, q);
    return {
      filename: name('funnel', r.range.from, r.range.to),
      stream: csvStream(
        [c.campaign, c.account, ...FUNNEL_STAGES.map((s) => w.stages[s])],
        [
          ...r.by_campaign.map((row) => [
            row.name,
            r.by_account.find((a) => a._id === row.credentials_id)?.name ?? '',
            ...FUNNEL_STAGES.map((s) => row[s]),
          ]),
          [c.total, '', ...FUNNEL_STAGES.map((s) => r.totals[s])],
        ],
      ),
    };
  }
  const r = await insightReport(db, scope, q);
  const rows = r.steps.flatMap((s) => {
    const verdict = s.ab_test ? w.verdicts[s.ab_test.verdict] : '';
    const p = s.ab_test?.p_value ?? null;
    const needed = s.ab_test?.needed_per_variant ?? null;
    const variants = s.variants.length
      ? s.variants
      : [{ variant: '', sent: s.sent, accepted: s.accepted, replied: s.replied }];
    return variants.map((v) => [
      s.workflow_name,
      s.position + 1,
      s.type,
      v.variant,
      v.sent,
      v.accepted,
      v.replied,
      verdict,
      p === null ? '' : Number(p.toFixed(4)),
      needed === null ? '' : needed,
    ]);
  });
  return {
    filename: name('insight', r.range.from, r.range.to),
    stream: csvStream(
      [
        c.campaign,
        c.step,
        c.step_type,
        c.variant,
        c.sent,
        c.accepted,
        c.replied,
        c.verdict,
        c.p_value,
        c.needed_per_variant,
      ],
      rows,
    ),
  };
}
