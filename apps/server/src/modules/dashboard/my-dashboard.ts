import { delta } from '@leadloop/domain';
import {
  DASHBOARD_KPIS,
  type MyDashboard,
  type MyDashboardQuery,
  type RecentReply,
} from '@leadloop/domain/dashboard/entities';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inboxMessages, prospects } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { activityReport } from '../reports/index.js';
import { visibleAccounts, type VisibleAccount } from './accounts.js';
import { needsAttention } from './attention.js';
import { plannedToday } from './planned.js';

const RECENT_REPLIES = 8;

/**
 * GET /dashboard/my-dashboard: the period's KPIs with their change against the previous period (the
 * activity report's own totals and `delta` — one formula), the campaigns that need attention, today's
 * planned actions per account and the latest replies, all of the accounts the viewer may see.
 */
export async function myDashboard(db: Db, scope: WorkspaceScope, q: MyDashboardQuery): Promise<MyDashboard> {
  const [report, live] = await Promise.all([
    activityReport(db, scope, { period: q.period, tz: q.tz, accounts: q.accounts }),
    visibleAccounts(db, scope, { filter: q.accounts, live: true }),
  ]);
  const kpis = DASHBOARD_KPIS.map((series) => ({
    series,
    value: report.totals[series],
    previous: report.previous_totals[series],
    delta: delta(report.totals[series], report.previous_totals[series]),
  }));
  return {
    range: report.range,
    kpis,
    attention: await needsAttention(db, scope, live),
    planned: await plannedToday(db, scope, live, clock.now()),
    recent_replies: await recentReplies(db, scope, live),
  };
}

async function recentReplies(
  db: Db,
  scope: WorkspaceScope,
  accounts: VisibleAccount[],
): Promise<RecentReply[]> {
  if (!accounts.length) return [];
  const rows = await db
    .select({ m: inboxMessages, name: prospects.fullName })
    .from(inboxMessages)
    .innerJoin(prospects, eq(prospects.id, inboxMessages.prospectId))
    .where(
      and(
        inSpace(inboxMessages, scope),
        eq(inboxMessages.direction, 'inbound'),
        inArray(
          inboxMessages.credentialId,
          accounts.map((a) => a.id),
        ),
      ),
    )
    .orderBy(desc(inboxMessages.sentAt), desc(inboxMessages.id))
    .limit(RECENT_REPLIES);
  return rows.map(({ m, name }) => ({
    _id: m.id,
    prospect_id: m.prospectId,
    prospect_name: name,
    credentials_id: m.credentialId,
    channel: m.channel,
    text: m.text.slice(0, 280),
    sent_at: m.sentAt.toISOString(),
  }));
}
