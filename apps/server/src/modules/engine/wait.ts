import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CampaignWait } from '@leadloop/domain/prospects/entities';
import { waitNeedsUser } from '@leadloop/domain/campaigns/waits';
import type { DailyLimitKind } from '@leadloop/domain/credentials/limits';
import type { Db } from '../../db/client.js';
import { actions, engineAccountHolds } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { loadEngineAccount, type EngineAccount } from './account.js';
import { ACTING_STEPS, NEEDS_CONNECTION, STEP_LIMIT_KIND, STEP_WEEKLY_KIND } from './catalog.js';
import { DEFAULT_ENGINE_OPTIONS, type EngineOptions } from './deps.js';
import {
  lastActionSql,
  limitHold,
  spacingReadyAt,
  workHoursHold,
  type Hold,
  type LastAction,
  type LimitCounts,
} from './limits.js';
import { localDayStart } from './schedule.js';
import { startNodeId, stepDelayMs, type StepType } from './sequence.js';
import type { CpRow } from './state.js';
import type { WorkflowRow } from './claim-types.js';

const WEEK_MS = 7 * 24 * 3_600_000;

/** What the engine knows of an account when it decides a step: the account, its hold, its log. */
export interface WaitContext {
  account: EngineAccount | null;
  /** engine_account_holds: the account held as a whole (spacing, work hours) until then. */
  hold: Hold | null;
  /** The log's counts, by the step type they limit. */
  counts: (type: StepType) => LimitCounts;
  last: LastAction;
  options: Pick<EngineOptions, 'minGapSeconds' | 'maxGapSeconds'>;
}

/** Rows parked on their own (not on the account): their reason and time stand until then. */
const OWN_WAITS: Record<string, CampaignWait['kind']> = {
  delay: 'delay',
  waiting_for_acceptance: 'waiting_for_acceptance',
};
const ACCOUNT_WAITS = new Set(['spacing', 'outside_work_hours', 'pending']);

const waitOf = (kind: CampaignWait['kind'], at: Date | null, detail: string | null = null): CampaignWait => ({
  kind,
  at: at ? at.toISOString() : null,
  detail,
});

/** An engine hold (claim.ts, limits.ts) as a wait. */
function holdWait(hold: Hold): CampaignWait {
  const [code, kind] = hold.reason.split(':');
  if (code === 'daily_limit' || code === 'weekly_limit') return waitOf(code, hold.until, kind ?? null);
  if (code === 'outside_work_hours') return waitOf('outside_work_hours', hold.until);
  return waitOf('pacing', hold.until);
}

/**
 * What a campaign prospect waits for, as the engine's next claim of it will decide (claim.ts): the same
 * checks in the same order — campaign, row, account, the step's own wait, work hours (workHoursHold),
 * daily and weekly limits (limitHold), spacing (spacingReadyAt) — with the account's hold, which the
 * engine's pass honours before it looks at the row at all. Null when the prospect does not run.
 */
export function nextWait(
  ctx: WaitContext,
  wf: Pick<WorkflowRow, 'status' | 'archivedAt' | 'deletedAt' | 'nodes' | 'links'>,
  cp: Pick<
    CpRow,
    'status' | 'nextRunAt' | 'waitReason' | 'currentNodeId' | 'nodeEnteredAt' | 'invitedAt' | 'connectedAt'
  >,
  now: Date,
): CampaignWait | null {
  if (cp.status === 'campaign_paused') return waitOf('campaign_paused', null);
  if (cp.status !== 'active' && cp.status !== 'pending') return null;
  if (wf.status !== 'active' || wf.archivedAt || wf.deletedAt)
    return waitOf(cp.status === 'pending' ? 'campaign_draft' : 'campaign_paused', null);
  const { account } = ctx;
  if (!account || account.status !== 'active')
    return waitOf('account_not_usable', null, account?.status ?? 'deleted');
  const reason = cp.waitReason;
  // A pending row's time is its first look's (which runs at any hour): its first step is what waits.
  const parked = cp.status === 'active' && cp.nextRunAt && cp.nextRunAt > now ? cp.nextRunAt : null;
  if (reason && waitNeedsUser(reason)) return waitOf('held', parked, reason);
  if (cp.status === 'active' && !cp.nextRunAt) return waitOf('held', null, reason ?? 'hold');
  const nodeId = cp.currentNodeId ?? startNodeId(wf.nodes, wf.links);
  const node = wf.nodes.find((n) => n.id === nodeId);
  const type = node?.type as StepType | undefined;
  const acting = type !== undefined && ACTING_STEPS.has(type);
  if (parked && reason && OWN_WAITS[reason]) return waitOf(OWN_WAITS[reason], parked);
  // Parked without a reason: the step's delay (a started sequence), else a step in hand (its lease).
  if (parked && !reason) {
    const entered = cp.nodeEnteredAt ?? now;
    const delayEnds = node ? entered.getTime() + stepDelayMs(node) : 0;
    return delayEnds > now.getTime() ? waitOf('delay', new Date(delayEnds)) : waitOf('due', now);
  }
  if (acting && NEEDS_CONNECTION.has(type) && !cp.connectedAt && cp.invitedAt)
    return waitOf('waiting_for_acceptance', parked);
  // A row parked for a limit (or another reason of its own) keeps it until its time.
  if (parked && reason && !ACCOUNT_WAITS.has(reason)) {
    if (/^(daily|weekly)_limit:/.test(reason)) return holdWait({ until: parked, reason });
    return waitOf('held', parked, reason);
  }

  // When the engine looks at the row: its own time, not before the account's hold ends, and (a pending
  // row) once its first step's delay has passed.
  const held = ctx.hold && ctx.hold.until > now ? ctx.hold : null;
  const firstDelay = cp.status === 'pending' && node ? stepDelayMs(node) : 0;
  if (firstDelay > 0) return waitOf('delay', new Date(now.getTime() + firstDelay));
  const at = new Date(Math.max(now.getTime(), parked?.getTime() ?? 0, held?.until.getTime() ?? 0));
  if (acting) {
    const step =
      workHoursHold(account, type, at) ??
      limitHold(account, type, ctx.counts(type), at) ??
      spacingHold(ctx, type, at);
    if (step) return holdWait(step);
  }
  if (held && held.until.getTime() === at.getTime()) return holdWait(held);
  if (parked && reason) return holdWait({ until: parked, reason });
  return waitOf('due', now);
}

function spacingHold(ctx: WaitContext, type: StepType, at: Date): Hold | null {
  const ready = spacingReadyAt(ctx.options, type, ctx.last);
  return ready && ready > at.getTime() ? { until: new Date(ready), reason: 'spacing' } : null;
}

/** What nextWait needs to know of an account, read from its hold and its actions log (three reads). */
export async function loadWaitContext(
  db: Db,
  credentialId: string,
  now: Date,
  options: WaitContext['options'] = DEFAULT_ENGINE_OPTIONS,
): Promise<WaitContext> {
  const account = await loadEngineAccount(db, credentialId);
  const [holdRow] = await db
    .select()
    .from(engineAccountHolds)
    .where(and(eq(engineAccountHolds.credentialId, credentialId), gt(engineAccountHolds.until, now)));
  const dayStart = localDayStart(now, account?.hours.timezone ?? 'UTC');
  const weekStart = new Date(now.getTime() - WEEK_MS);
  const at = sql`coalesce(${actions.performedAt}, ${actions.startedAt})`;
  const logged = await db
    .select({
      kind: actions.limitKind,
      day: sql<number>`count(*) filter (where ${at} >= ${dayStart.toISOString()})::int`,
      week: sql<number>`count(*) filter (where ${at} > ${weekStart.toISOString()})::int`,
      oldest: sql<string | null>`min(${at}) filter (where ${at} > ${weekStart.toISOString()})`,
    })
    .from(actions)
    .where(
      and(
        eq(actions.credentialId, credentialId),
        inArray(actions.status, ['started', 'done']),
        isNotNull(actions.limitKind),
        sql`${at} > ${new Date(Math.min(dayStart.getTime(), weekStart.getTime())).toISOString()}`,
      ),
    )
    .groupBy(actions.limitKind);
  const byKind = new Map(logged.map((r) => [r.kind, r]));
  const [last] = rowsOf<{ last: LastAction }>(
    await db.execute(sql`select ${lastActionSql(sql`${credentialId}::uuid`)} as last`),
  );
  const counts = (type: StepType): LimitCounts => {
    const kind = STEP_LIMIT_KIND[type] as DailyLimitKind | undefined;
    const weekly = STEP_WEEKLY_KIND[type];
    const weekKinds =
      weekly === 'connection_requests' ? ['connection_requests', 'connections_by_email'] : ['inmails'];
    const week = weekly ? weekKinds.map((k) => byKind.get(k)).filter((r) => r !== undefined) : [];
    const oldest = week.map((r) => (r.oldest ? new Date(r.oldest).getTime() : Infinity));
    return {
      dayN: kind ? (byKind.get(kind)?.day ?? 0) : 0,
      weekN: week.reduce((n, r) => n + r.week, 0),
      weekOldestMs: week.length && Math.min(...oldest) !== Infinity ? Math.min(...oldest) : null,
    };
  };
  return {
    account,
    hold: holdRow ? { until: holdRow.until, reason: holdRow.reason } : null,
    counts,
    last: last?.last ?? null,
    options,
  };
}
