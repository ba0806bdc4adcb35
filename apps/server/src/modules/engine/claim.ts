import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  actions,
  campaignProspects,
  credentialBlacklist,
  credentials,
  prospects,
  workflows,
} from '../../db/schema/index.js';
import type { WorkflowNode } from '../../db/schema/index.js';
import { engineAccountOf, type EngineAccount } from './account.js';
import { ACTING_STEPS, NEEDS_CONNECTION, STEP_LIMIT_KIND, STEP_WEEKLY_KIND } from './catalog.js';
import type { EngineDeps } from './deps.js';
import {
  abVariant,
  isWorkTime,
  localDayStart,
  nextDayWorkStart,
  nextWorkTime,
  spacingMs,
} from './schedule.js';
import { nextNodeId, startNodeId, stepDelayMs, type StepType } from './sequence.js';
import { evaluateCondition } from './conditions.js';
import { runTaskStep } from './task-step.js';
import {
  holdAccountSql,
  pauseForReply,
  stateOf,
  stateSet,
  type CpColumns,
  type CpRow,
  type CpState,
  writeState,
  writeStateAfter,
} from './state.js';
import { rowsOf } from '../../db/rows.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type WorkflowRow = typeof workflows.$inferSelect;
import type { ProspectRow } from './types.js';

export type { ProspectRow };

export interface ClaimBase {
  cp: CpRow;
  wf: WorkflowRow;
  prospect: ProspectRow;
  account: EngineAccount;
}
/**
 * A hold other due rows share: account-wide (spacing, work hours) — every row of the account waits —
 * or, with `step`, a daily/weekly limit met at one step: rows of that campaign waiting at that step wait.
 */
export type AccountHold = { until: Date; reason: string; step?: { workflowId: string; nodeId: string } };
export type Claim =
  | { kind: 'none'; hold?: AccountHold }
  | (ClaimBase & { kind: 'preflight' })
  | (ClaimBase & { kind: 'check_connection'; node: WorkflowNode })
  | (ClaimBase & {
      kind: 'act';
      node: WorkflowNode;
      action: { id: string; key: string; recovering: boolean; variant: 'A' | 'B' | null };
      /** The row as this claim leased it, and that version's xmin. */
      leased: { cp: CpRow; version: string };
    });

const WEEK_MS = 7 * 24 * 3_600_000;
const HOUR_MS = 3_600_000;

/**
 * Phase 1 of a step, in one transaction holding the campaign-prospect row: check everything that may
 * hold it (campaign paused, reply, approval, work hours, limits, spacing) and, when it may act, log a
 * `started` action with the step's idempotency key and lease the row. A reply that arrived before this
 * transaction is always seen here, so a queued step never goes out after a reply.
 */
export async function claimStep(deps: EngineDeps, cpId: string): Promise<Claim> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // The row (skipped when another worker holds it) with its campaign, prospect and account, in one read.
    const [row] = await tx
      .select({
        cp: campaignProspects,
        wf: workflows,
        prospect: prospects,
        credential: credentials,
        // Whether the account has a blacklist at all: without one, a pending prospect needs no lookup.
        hasBlacklist: sql<boolean>`exists (select 1 from credential_blacklist b
          where b.credential_id = ${campaignProspects.credentialId})`,
        // One account acts serially: limits and spacing are decided under this lock, taken here rather
        // than in a statement of its own (issue 13); the limits' statement, after this one, sees every
        // action committed before the lock was granted.
        accountLock: sql<string>`pg_advisory_xact_lock(hashtext(${campaignProspects.credentialId}::text))`,
      })
      .from(campaignProspects)
      .innerJoin(workflows, eq(workflows.id, campaignProspects.workflowId))
      .leftJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
      .leftJoin(credentials, eq(credentials.id, campaignProspects.credentialId))
      .where(and(eq(campaignProspects.id, cpId), lte(campaignProspects.nextRunAt, now)))
      .for('update', { of: campaignProspects, skipLocked: true });
    if (!row) return { kind: 'none' } as const;
    const { cp, wf, prospect } = row;
    const state = stateOf(cp);
    const park = (
      nextRunAt: Date | null,
      waitReason: string | null,
      extra: Partial<CpState> = {},
      columns: CpColumns = {},
    ) => writeState(tx, cp.id, { ...state, ...extra }, { nextRunAt, waitReason }, columns);

    if (wf.status !== 'active' || wf.archivedAt || wf.deletedAt) {
      const status = ['active', 'pending'].includes(cp.status) ? 'campaign_paused' : cp.status;
      await park(null, null, { status });
      return { kind: 'none' } as const;
    }
    if (!['active', 'pending'].includes(cp.status)) {
      await park(null, cp.waitReason);
      return { kind: 'none' } as const;
    }
    if (!prospect) return { kind: 'none' } as const;
    if (cp.repliedAt || (prospect.lastRepliedAt && prospect.lastRepliedAt >= cp.createdAt)) {
      await pauseForReply(tx, cp.id, prospect.lastRepliedAt ?? now);
      return { kind: 'none' } as const;
    }
    const account = row.credential ? engineAccountOf(row.credential) : null;
    if (!account || account.status !== 'active') {
      await park(new Date(now.getTime() + HOUR_MS), 'account_not_active');
      return { kind: 'none' } as const;
    }
    const base = { cp, wf, prospect, account };
    if (cp.status === 'pending') {
      if (row.hasBlacklist && (await isBlacklisted(tx, cp.credentialId, prospect))) {
        await park(null, null, { status: 'excluded' }, { excludedReason: 'blacklisted' });
        return { kind: 'none' } as const;
      }
      await park(new Date(now.getTime() + deps.options.leaseMs), null);
      return { kind: 'preflight', ...base } as const;
    }

    const byId = new Map(wf.nodes.map((n) => [n.id, n]));
    let nodeId = state.currentNodeId ?? startNodeId(wf.nodes, wf.links);
    let enteredAt = state.nodeEnteredAt ?? now;
    for (let hops = 0; hops < 64; hops++) {
      const node = nodeId ? byId.get(nodeId) : undefined;
      if (!node) {
        await park(
          null,
          null,
          { status: 'finished', currentNodeId: null, nodeEnteredAt: now },
          { finishedAt: now },
        );
        return { kind: 'none' } as const;
      }
      state.currentNodeId = node.id;
      state.nodeEnteredAt = enteredAt;
      const sendAt = typeof node.send_at === 'string' ? new Date(node.send_at) : null;
      const due = Math.max(enteredAt.getTime() + stepDelayMs(node), sendAt?.getTime() ?? 0);
      if (due > now.getTime()) {
        await park(new Date(due), 'delay');
        return { kind: 'none' } as const;
      }
      const type = node.type as StepType;
      if (type === 'delay') {
        state.steps[node.id] = { status: 'complete', at: now.toISOString() };
        nodeId = nextNodeId(wf.links, node.id);
        enteredAt = now;
        continue;
      }
      if (type === 'condition') {
        const verdict = await evaluateCondition(deps, node, cp, prospect, enteredAt, now);
        if (verdict === 'check') {
          await park(new Date(now.getTime() + deps.options.leaseMs), 'waiting_for_acceptance');
          return { kind: 'check_connection', node, ...base } as const;
        }
        if (verdict === 'wait') {
          await park(new Date(now.getTime() + deps.options.recheckMs), 'waiting_for_acceptance');
          return { kind: 'none' } as const;
        }
        state.steps[node.id] = { status: 'complete', reason: verdict, at: now.toISOString() };
        nodeId = nextNodeId(wf.links, node.id, verdict);
        enteredAt = now;
        continue;
      }
      if (type === 'manual_task') {
        const verdict = await runTaskStep(tx, {
          cp,
          wf,
          node,
          prospect,
          timezone: account.hours.timezone,
          now,
        });
        if (verdict.kind === 'wait') {
          await park(verdict.until, 'waiting_for_task');
          return { kind: 'none' } as const;
        }
        state.steps[node.id] = { status: 'complete', reason: verdict.reason, at: now.toISOString() };
        nodeId = nextNodeId(wf.links, node.id);
        enteredAt = now;
        continue;
      }
      if (!ACTING_STEPS.has(type)) {
        nodeId = nextNodeId(wf.links, node.id);
        continue;
      }
      if (node.manual_approval) {
        if (state.approval === 'canceled') {
          state.steps[node.id] = { status: 'skipped', reason: 'user_skipped', at: now.toISOString() };
          state.approval = null;
          nodeId = nextNodeId(wf.links, node.id);
          enteredAt = now;
          continue;
        }
        if (state.approval !== 'approved') {
          const approval = state.approval === 'hold' ? 'hold' : 'awaiting_approval';
          await park(null, approval, { approval });
          return { kind: 'none' } as const;
        }
      }
      if (NEEDS_CONNECTION.has(type) && !cp.connectedAt && cp.invitedAt) {
        await park(new Date(now.getTime() + deps.options.leaseMs), 'waiting_for_acceptance');
        return { kind: 'check_connection', node, ...base } as const;
      }
      const key = `${cp.id}:${node.id}:${state.attempts}`;
      // A step claimed before a crash (its key already logged) was already admitted by the daily and
      // weekly limits (its `started` row counts); it still waits for work hours and for spacing after
      // later actions. The key's lookup and the limits are one statement.
      const { hold, existingId } = await holdForLimits(tx, deps, account, type, now, key);
      if (hold) {
        const accountWide = hold.reason === 'spacing' || hold.reason === 'outside_work_hours';
        // Another prospect at this step meets the same limit of the same account, unless it first
        // needs an approval or a connection check (then its own claim says what holds it).
        const stepWide =
          /^(daily|weekly)_limit:/.test(hold.reason) && !node.manual_approval && !NEEDS_CONNECTION.has(type);
        const step = { workflowId: wf.id, nodeId: node.id };
        // This row's wait and the hold it shares: one statement.
        const shares = accountWide
          ? [holdAccountSql(cp.credentialId, hold.until, hold.reason)]
          : stepWide
            ? [parkStepSql(cp, step, hold, now)]
            : [];
        await writeStateAfter(tx, shares, cp.id, state, { nextRunAt: hold.until, waitReason: hold.reason });
        const shared = accountWide ? hold : stepWide ? { ...hold, step } : undefined;
        return { kind: 'none', hold: shared } as const;
      }
      const variant = Array.isArray(node.variants) ? abVariant(prospect.id, node.id) : null;
      // The lease and the `started` action: one statement. The leased row's version (xmin) lets the
      // finalize write in one statement while nothing else has changed the row (finalize.ts).
      const leasedSet = stateSet(
        { ...state, status: 'active' },
        { nextRunAt: new Date(now.getTime() + deps.options.leaseMs), waitReason: null },
      );
      const lease = sql`${tx
        .update(campaignProspects)
        .set(leasedSet)
        .where(eq(campaignProspects.id, cp.id))
        .getSQL()} returning xmin::text as version`;
      let actionId = existingId;
      let version: string;
      if (!actionId) {
        const insert = tx
          .insert(actions)
          .values({
            spaceId: cp.spaceId,
            credentialId: cp.credentialId,
            workflowId: wf.id,
            prospectId: prospect.id,
            campaignProspectId: cp.id,
            nodeId: node.id,
            type,
            limitKind: STEP_LIMIT_KIND[type] ?? null,
            idempotencyKey: key,
            status: 'started',
            variant,
            startedAt: now,
          })
          .returning({ id: actions.id });
        const [inserted] = rowsOf<{ id: string; version: string }>(
          await tx.execute(sql`with leased as (${lease}), started as (${insert.getSQL()})
            select started.id, leased.version from started cross join leased`),
        );
        actionId = inserted!.id;
        version = inserted!.version;
      } else version = rowsOf<{ version: string }>(await tx.execute(lease))[0]!.version;
      return {
        kind: 'act',
        node,
        action: { id: actionId, key, recovering: Boolean(existingId), variant },
        leased: { cp: { ...cp, ...leasedSet }, version },
        ...base,
      } as const;
    }
    await park(new Date(now.getTime() + HOUR_MS), 'no_actions');
    return { kind: 'none' } as const;
  });
}

type Hold = { until: Date; reason: string };

/**
 * The account's other rows due at this step wait for the limit this claim met, parked in the claim's
 * statement (issue 13: a limit met is met once, not once per pass). Rows another worker holds are
 * skipped, not waited for.
 */
function parkStepSql(cp: CpRow, step: { workflowId: string; nodeId: string }, hold: Hold, now: Date): SQL {
  return sql`update campaign_prospects set next_run_at = ${hold.until.toISOString()}, wait_reason = ${hold.reason}
    where id in (select id from campaign_prospects where credential_id = ${cp.credentialId}
      and next_run_at <= ${now.toISOString()} and workflow_id = ${step.workflowId}
      and current_node_id = ${step.nodeId} and status = 'active' and id <> ${cp.id}
      order by id for update skip locked)`;
}

/**
 * Work hours, daily and weekly limits, and spacing, all counted from the actions log; and the id of the
 * step's action when its key is already logged (then the limits already admitted it and are not counted).
 */
async function holdForLimits(
  tx: Tx,
  deps: EngineDeps,
  account: EngineAccount,
  type: StepType,
  now: Date,
  key: string,
): Promise<{ hold: Hold | null; existingId?: string }> {
  if (type !== 'webhook' && !isWorkTime(now, account.hours)) {
    const start = nextWorkTime(now, account.hours);
    return {
      hold: {
        until: new Date(start.getTime() + spacingMs(`${account.id}:${start.toISOString()}`, 0, 600)),
        reason: 'outside_work_hours',
      },
    };
  }
  // The step's logged action, the day's count, the rolling week's count and its oldest action, and the
  // account's last action: one statement (each round trip counts, on an embedded database most of all).
  const at = sql`coalesce(performed_at, started_at)`;
  const mine = sql`credential_id = ${account.id} and status in ('started', 'done')`;
  const kind = STEP_LIMIT_KIND[type];
  const weekly = STEP_WEEKLY_KIND[type];
  const dayCount = kind
    ? sql`(select count(*)::int from actions where ${mine} and limit_kind = ${kind}
        and ${at} >= ${localDayStart(now, account.hours.timezone).toISOString()})`
    : sql`0`;
  const weekKinds =
    weekly === 'connection_requests' ? ['connection_requests', 'connections_by_email'] : ['inmails'];
  const weekWhere = weekly
    ? sql`${mine} and limit_kind in (${sql.join(
        weekKinds.map((k) => sql`${k}`),
        sql`, `,
      )}) and ${at} > ${new Date(now.getTime() - WEEK_MS).toISOString()}`
    : sql`false`;
  const spaced = type !== 'webhook';
  const [row] = rowsOf<{
    existing_id: string | null;
    day_n: number;
    week_n: number;
    week_oldest_ms: number | null;
    last_id: string | null;
    last_ms: number | null;
  }>(
    await tx.execute(sql`select (select id from actions where idempotency_key = ${key}) as existing_id,
      ${dayCount} as day_n, w.n as week_n, w.oldest_ms as week_oldest_ms,
      l.id as last_id, l.at_ms as last_ms
    from (select count(*)::int as n, (extract(epoch from min(${at})) * 1000)::float8 as oldest_ms
      from actions where ${weekWhere}) w
    left join lateral (select id, (extract(epoch from ${at}) * 1000)::float8 as at_ms from actions
      where ${mine} and type <> 'webhook' order by ${at} desc limit 1) l on ${spaced}`),
  );
  const existingId = row?.existing_id ?? undefined;
  const countLimits = !existingId;
  const held = (hold: Hold) => ({ hold, existingId });
  if (countLimits && kind && (row?.day_n ?? 0) >= account.daily[kind])
    return held({ until: nextDayWorkStart(now, account.hours), reason: `daily_limit:${kind}` });
  if (countLimits && weekly && (row?.week_n ?? 0) >= account.weekly[weekly] && row?.week_oldest_ms != null) {
    return held({
      until: nextWorkTime(new Date(row.week_oldest_ms + WEEK_MS + 1000), account.hours),
      reason: `weekly_limit:${weekly}`,
    });
  }
  if (spaced && row?.last_id && row.last_ms != null) {
    const readyAt =
      row.last_ms + spacingMs(row.last_id, deps.options.minGapSeconds, deps.options.maxGapSeconds);
    if (readyAt > now.getTime()) return held({ until: new Date(readyAt), reason: 'spacing' });
  }
  return { hold: null, existingId };
}

async function isBlacklisted(tx: Tx, credentialId: string, prospect: ProspectRow): Promise<boolean> {
  const handle = /\/in\/([^/?#]+)/.exec(prospect.profileLink)?.[1]?.toLowerCase() ?? prospect.profileLink;
  const values = [handle, prospect.profileLink.toLowerCase(), (prospect.company ?? '').toLowerCase()].filter(
    Boolean,
  );
  const [hit] = await tx
    .select({ id: credentialBlacklist.id })
    .from(credentialBlacklist)
    .where(
      and(
        eq(credentialBlacklist.credentialId, credentialId),
        inArray(credentialBlacklist.normalized, values),
      ),
    )
    .limit(1);
  return Boolean(hit);
}
