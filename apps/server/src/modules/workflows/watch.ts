import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import { clock } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { loadEngineAccount } from '../engine/index.js';
import { notify } from '../notifications/index.js';
import { holdOf } from './explain.js';

/** Waits that are the campaign's normal pace, not a reason to worry. */
const NORMAL_WAITS = ['outside_work_hours', 'spacing', 'delay', 'waiting_for_acceptance'];
const isNormalWait = (reason: string | null) =>
  !reason ||
  NORMAL_WAITS.includes(reason) ||
  reason.startsWith('daily_limit:') ||
  reason.startsWith('weekly_limit:');

interface CampaignState {
  id: string;
  space_id: string;
  credential_id: string;
  name: string;
  total: number;
  running: number;
  searching: number;
  /** Running prospects held by something other than the normal pace. */
  held: number;
  top_reason: string | null;
  daily_limit: string | null;
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Looks at every active campaign (a periodic job, and tests call it) and notifies the account's users
 * (issue 14 item 6): the campaign finished (every prospect went through, no search still running), it
 * stalled (every running prospect is held by something other than the normal pace — with the engine's
 * explanation), or its account met a daily limit today. Each at most once: per number of prospects for
 * "finished", per day for the others.
 */
export async function watchCampaigns(ctx: AppContext): Promise<number> {
  const now = clock.now();
  const normal = sql.join(
    NORMAL_WAITS.map((w) => sql`${w}`),
    sql`, `,
  );
  const campaigns = rowsOf<CampaignState>(
    await ctx.db.execute(sql`
      select w.id, w.space_id, w.credential_id, w.name,
        count(cp.id)::int as total,
        count(cp.id) filter (where cp.status in ('active', 'pending'))::int as running,
        (select count(*)::int from workflow_searches s where s.workflow_id = w.id and s.status = 'active') as searching,
        count(cp.id) filter (where cp.status in ('active', 'pending') and cp.wait_reason is not null
          and cp.wait_reason not in (${normal}) and cp.wait_reason not like 'daily_limit:%'
          and cp.wait_reason not like 'weekly_limit:%')::int as held,
        mode() within group (order by cp.wait_reason) filter (where cp.status in ('active', 'pending')) as top_reason,
        max(cp.wait_reason) filter (where cp.wait_reason like 'daily_limit:%' and cp.next_run_at > ${now.toISOString()}) as daily_limit
      from workflows w
      left join campaign_prospects cp on cp.workflow_id = w.id
      where w.status = 'active' and w.deleted_at is null
      group by w.id`),
  );
  let sent = 0;
  for (const c of campaigns) {
    const to = { credentialId: c.credential_id };
    const action = {
      type: 'router' as const,
      text: 'Open campaign',
      meta: { path: `/campaign/edit/${c.id}?selectedCred=${c.credential_id}` },
    };
    if (c.total > 0 && c.running === 0 && c.searching === 0) {
      sent += await notify(ctx, {
        spaceId: c.space_id,
        to,
        event: 'campaign_finished',
        type: 'success',
        title: `${c.name} finished`,
        text: `Every prospect of the campaign went through its steps (${c.total}).`,
        params: { name: c.name, count: String(c.total) },
        action,
        dedupeKey: `finished:${c.id}:${c.total}`,
      });
    } else if (c.running > 0 && c.held === c.running && !isNormalWait(c.top_reason)) {
      const account = await loadEngineAccount(ctx.db, c.credential_id).catch(() => null);
      const why =
        holdOf({ status: 'active', waitReason: c.top_reason } as Parameters<typeof holdOf>[0], account)
          ?.text ?? c.top_reason!;
      sent += await notify(ctx, {
        spaceId: c.space_id,
        to,
        event: 'campaign_stalled',
        type: 'warning',
        title: `${c.name} is stalled`,
        text: why,
        params: { name: c.name, reason: why },
        action,
        dedupeKey: `stalled:${c.id}:${c.top_reason}:${day(now)}`,
      });
    }
    if (c.daily_limit) {
      const kind = c.daily_limit.slice('daily_limit:'.length).replace(/_/g, ' ');
      sent += await notify(ctx, {
        spaceId: c.space_id,
        to,
        event: 'daily_limit_reached',
        type: 'info',
        title: `Daily limit reached in ${c.name}`,
        text: `The account met its daily limit of ${kind}; the campaign continues on the next working day.`,
        params: { name: c.name, kind },
        action,
        dedupeKey: `daily_limit:${c.credential_id}:${c.daily_limit}:${day(now)}`,
      });
    }
  }
  return sent;
}
