import { sql } from 'drizzle-orm';
import { NO_ACTION_DAYS, type HealthIndexTrigger } from '@leadloop/domain/health-index/rules';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

const DAY_MS = 86_400_000;
const WINDOW_DAYS = 90;

export type Figures = Partial<Record<HealthIndexTrigger, number>>;

export interface CustomerFigures {
  spaceId: string;
  name: string;
  brand: string;
  figures: Figures;
  credentials: { id: string; figures: Figures }[];
}

interface ActivityRow {
  space_id: string;
  credential_id: string;
  done7: number;
  failed7: number;
  last_done: string | null;
}

/**
 * Every customer's and account's figures, measured from the data (actions log, inbox, credit balances,
 * account statuses) at `now`: a handful of grouped statements, whatever the number of customers.
 */
export async function measureAll(db: Db, now: Date): Promise<CustomerFigures[]> {
  const since7 = new Date(now.getTime() - 7 * DAY_MS);
  const since30 = new Date(now.getTime() - 30 * DAY_MS);
  const since90 = new Date(now.getTime() - WINDOW_DAYS * DAY_MS);
  const spacesRows = rowsOf<{ id: string; name: string; brand: string; balance: number | null }>(
    await db.execute(sql`
      select s.id, s.name, s.brand, b.balance
      from spaces s left join credit_balances b on s.id = b.space_id
      where s.status <> 'deleted' and s.sample_status is null`),
  );
  const credentialRows = rowsOf<{ id: string; space_id: string; status: string; layout_changed: boolean }>(
    await db.execute(sql`select id, space_id, status, (auth_status -> 'page_layout_changed') is not null as layout_changed
      from credentials where status <> 'deleted'`),
  );
  const activity = rowsOf<ActivityRow>(
    await db.execute(sql`
      select space_id, credential_id,
        count(*) filter (where status = 'done' and performed_at >= ${since7})::int as done7,
        count(*) filter (where status = 'failed' and started_at >= ${since7})::int as failed7,
        max(performed_at) filter (where status = 'done')::text as last_done
      from actions
      where started_at >= ${since90} and started_at <= ${now}
      group by space_id, credential_id`),
  );
  const replies = rowsOf<{ credential_id: string; n: number }>(
    await db.execute(sql`
      select credential_id, count(*)::int as n from inbox_messages
      where direction = 'inbound' and sent_at >= ${since30} and sent_at <= ${now}
      group by credential_id`),
  );
  const repliesOf = new Map(replies.map((r) => [r.credential_id, Number(r.n)]));
  const activityOf = new Map(activity.map((a) => [a.credential_id, a]));
  const activityBySpace = new Map<string, ActivityRow[]>();
  for (const a of activity) activityBySpace.set(a.space_id, [...(activityBySpace.get(a.space_id) ?? []), a]);
  const credentialsOf = new Map<string, typeof credentialRows>();
  for (const c of credentialRows)
    credentialsOf.set(c.space_id, [...(credentialsOf.get(c.space_id) ?? []), c]);

  const daysSince = (last: string | null) =>
    last ? Math.max(0, Math.floor((now.getTime() - new Date(last).getTime()) / DAY_MS)) : NO_ACTION_DAYS;
  const failedPercent = (done: number, failed: number) =>
    done + failed === 0 ? 0 : Math.round((failed * 100) / (done + failed));

  return spacesRows.map((space) => {
    const creds = credentialsOf.get(space.id) ?? [];
    const credentials = creds.map((c) => {
      const a = activityOf.get(c.id);
      const done = Number(a?.done7 ?? 0);
      const failed = Number(a?.failed7 ?? 0);
      return {
        id: c.id,
        figures: {
          actions_7d: done,
          replies_30d: repliesOf.get(c.id) ?? 0,
          failed_actions_percent_7d: failedPercent(done, failed),
          active_accounts: c.status === 'active' ? 1 : 0,
          days_since_last_action: daysSince(a?.last_done ?? null),
          pages_layout_changed: c.layout_changed ? 1 : 0,
        } satisfies Figures,
      };
    });
    // Actions of accounts since removed still count for the customer.
    const spaceActivity = activityBySpace.get(space.id) ?? [];
    const done = spaceActivity.reduce((s, a) => s + Number(a.done7), 0);
    const failed = spaceActivity.reduce((s, a) => s + Number(a.failed7), 0);
    const lastDone = spaceActivity
      .map((a) => a.last_done)
      .filter((d): d is string => !!d)
      .sort((x, y) => new Date(y).getTime() - new Date(x).getTime())[0];
    return {
      spaceId: space.id,
      name: space.name,
      brand: space.brand,
      credentials,
      figures: {
        actions_7d: done,
        replies_30d: credentials.reduce((s, c) => s + (c.figures.replies_30d ?? 0), 0),
        failed_actions_percent_7d: failedPercent(done, failed),
        active_accounts: creds.filter((c) => c.status === 'active').length,
        credits_balance: Number(space.balance ?? 0),
        days_since_last_action: daysSince(lastDone ?? null),
        pages_layout_changed: creds.filter((c) => c.layout_changed).length,
      },
    };
  });
}
