import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  campaignProspects,
  credentialBlacklist,
  credentials,
  prospects,
  workflows,
} from '../../db/schema/index.js';
import { engineAccountColumns, engineAccountOf } from './account.js';
import { ACTING_STEPS, NEEDS_CONNECTION, STEP_LIMIT_KIND } from './catalog.js';
import type { EngineDeps } from './deps.js';
import { replyAnswered } from './conditions.js';
import { abVariant } from './schedule.js';
import {
  accountGuardSql,
  admitStep,
  bumpAccountSql,
  lastActionSql,
  spacingPassed,
  workHoursHold,
  type Hold,
} from './limits.js';
import { nextNodeId, startNodeId, stepDelayMs, type StepType } from './sequence.js';
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
import { reusableSelect } from '../../db/named.js';
import { rowsOf } from '../../db/rows.js';
import { STEP_CONTACT_CHANNEL } from '@leadloop/domain/agency/rules';
import { agencyContactHeld, agencyRuleSql } from '../agency/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
import type { AccountHold, Claim, ClaimBase, WorkflowRow } from './claim-types.js';
import type { ProspectRow } from './types.js';

export type { AccountHold, Claim, ClaimBase, ProspectRow, WorkflowRow };

const HOUR_MS = 3_600_000;

/**
 * The claim's one read: the row with its campaign, prospect and account. Built once per process
 * (reusableSelect); the row's id and `now` are placeholders. `locked`: skipped when another worker holds
 * the row, and the account's lock taken; else a plain read that also returns the row's version (xmin).
 */
function claimRowQuery(tx: Tx, locked: boolean) {
  const query = tx
    .select({
      cp: campaignProspects,
      wf: workflows,
      prospect: prospects,
      credential: engineAccountColumns,
      // Whether the account has a blacklist at all: without one, a pending prospect needs no lookup.
      hasBlacklist: sql<boolean>`exists (select 1 from credential_blacklist b
        where b.credential_id = ${campaignProspects.credentialId})`,
      // Locked, one account acts serially: limits and spacing are decided under this lock, taken here
      // rather than in a statement of its own (issue 13); the limits' statement, after this one, sees
      // every action committed before the lock was granted.
      ...(locked
        ? {
            accountLock: sql<string>`pg_advisory_xact_lock(hashtext(${campaignProspects.credentialId}::text))`,
          }
        : {}),
      // As this statement read it: the limits' statement writes the lease and the `started` action only
      // if it sees the same one (and, unlocked, only if its snapshot is the account's latest: limits.ts).
      lastAction: lastActionSql(sql`${campaignProspects.credentialId}`),
      // The workspace is in an agency group with its rule on: a contacting step is decided locked (issue 42).
      agencyRule: agencyRuleSql(sql`${campaignProspects.spaceId}`),
      version: sql<string>`${campaignProspects}.xmin::text`,
    })
    .from(campaignProspects)
    .innerJoin(workflows, eq(workflows.id, campaignProspects.workflowId))
    .leftJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
    .leftJoin(credentials, eq(credentials.id, campaignProspects.credentialId))
    .where(
      and(
        eq(campaignProspects.id, sql.placeholder('cpId')),
        lte(campaignProspects.nextRunAt, sql.placeholder('now')),
      ),
    );
  return locked ? query.for('update', { of: campaignProspects, skipLocked: true }) : query;
}
type ClaimRow = Awaited<ReturnType<typeof claimRowQuery>>[number];

/** An optimistic claim met something it would have to write: the claim runs again, locked. */
class NeedsLock extends Error {}

/**
 * Phase 1 of a step: check everything that may hold the campaign-prospect row (campaign paused, reply,
 * approval, work hours, limits, spacing) and, when it may act, log a `started` action with the step's
 * idempotency key and lease the row — in one statement that writes only if the row is still the version
 * read, else in one transaction holding the row. A reply that arrived before that write is always seen
 * (a reply rewrites the row), so a queued step never goes out after a reply.
 */
export async function claimStep(deps: EngineDeps, cpId: string, seen?: { status: string }): Promise<Claim> {
  const now = deps.now();
  // The usual case first, without a transaction (issue 13): a plain read, then one statement that writes
  // the lease and the `started` action only if the row and the account's actions are still as read. A row
  // the pass saw pending always writes (its preflight lease): its claim takes the lock at once.
  const optimistic =
    seen?.status === 'pending'
      ? null
      : await claimWith(deps, deps.db as unknown as Tx, cpId, now, false).catch((error: unknown) => {
          if (error instanceof NeedsLock) return null;
          throw error;
        });
  return optimistic ?? deps.db.transaction((tx) => claimWith(deps, tx, cpId, now, true));
}

/**
 * The claim on `tx`. `locked`: in a transaction that holds the row and the account's lock, deciding
 * every case. Otherwise on the pool, for a step that acts now as read: anything else — a wait to write,
 * a hold, a limit met, a row or an account changed meanwhile — throws NeedsLock before writing anything.
 */
async function claimWith(deps: EngineDeps, tx: Tx, cpId: string, now: Date, locked: boolean): Promise<Claim> {
  const [row] = await reusableSelect<ClaimRow>(
    tx,
    locked ? 'engine_claim_row' : 'engine_claim_peek',
    () => claimRowQuery(tx, locked),
    { cpId, now: now.toISOString() },
  );
  if (!row) return { kind: 'none' } as const;
  const { cp, wf, prospect } = row;
  const state = stateOf(cp);
  const mayWrite = () => {
    if (!locked) throw new NeedsLock();
  };
  const park = (
    nextRunAt: Date | null,
    waitReason: string | null,
    extra: Partial<CpState> = {},
    columns: CpColumns = {},
  ) => {
    mayWrite();
    return writeState(tx, cp.id, { ...state, ...extra }, { nextRunAt, waitReason }, columns);
  };

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
  const replied =
    prospect.lastRepliedAt && prospect.lastRepliedAt >= cp.createdAt ? prospect.lastRepliedAt : cp.repliedAt;
  if (replied && !replyAnswered(wf.nodes, cp, replied)) {
    mayWrite();
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
    mayWrite();
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
    const handler = deps.steps.handlerOf(type);
    if (handler?.runs === 'move') {
      const verdict = await handler.move({
        tx,
        deps,
        cp,
        wf,
        node,
        prospect,
        timezone: account.hours.timezone,
        enteredAt,
        now,
        mayWrite,
      });
      if (verdict.kind === 'check_connection') {
        await park(new Date(now.getTime() + deps.options.leaseMs), 'waiting_for_acceptance');
        return { kind: 'check_connection', node, ...base } as const;
      }
      if (verdict.kind === 'wait') {
        await park(verdict.until, verdict.reason);
        return { kind: 'none' } as const;
      }
      state.steps[node.id] = { status: 'complete', reason: verdict.reason, at: now.toISOString() };
      nodeId = nextNodeId(wf.links, node.id, verdict.branch);
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
    // The agency rule (issue 42): one workspace of a group contacts a person; the others hold it, told
    // only that another workspace of their agency did (never which, nor what).
    const channel = STEP_CONTACT_CHANNEL[type];
    if (channel && row.agencyRule) {
      mayWrite();
      if (await agencyContactHeld(tx, { spaceId: cp.spaceId, channel, prospect, now })) {
        await park(null, null, { status: 'paused' }, { pausedReason: 'contacted_by_agency' });
        return { kind: 'none' } as const;
      }
    }
    const lastSeen = row.lastAction ?? null;
    const offHours = workHoursHold(account, type, now);
    const foreseen = !offHours && spacingPassed(deps, type, lastSeen, now);
    if (!foreseen) mayWrite();
    const key = `${cp.id}:${node.id}:${state.attempts}`;
    const variant = Array.isArray(node.variants) ? abVariant(prospect.id, node.id) : null;
    // The lease and the `started` action. The leased row's version (xmin) lets the finalize write in
    // one statement while nothing else has changed the row (finalize.ts).
    const leasedSet = stateSet(
      { ...state, status: 'active' },
      { nextRunAt: new Date(now.getTime() + deps.options.leaseMs), waitReason: null },
    );
    const lease = tx.update(campaignProspects).set(leasedSet).where(eq(campaignProspects.id, cp.id)).getSQL();
    const started = sql`insert into actions (space_id, credential_id, workflow_id, prospect_id,
        campaign_prospect_id, node_id, type, limit_kind, idempotency_key, status, variant, started_at)
      select ${cp.spaceId}::uuid, ${cp.credentialId}::uuid, ${wf.id}::uuid, ${prospect.id}::uuid, ${cp.id}::uuid,
        ${node.id}, ${type}, ${STEP_LIMIT_KIND[type] ?? null}, ${key}, 'started', ${variant}, ${now.toISOString()}::timestamptz`;
    // A step claimed before a crash (its key already logged) was already admitted by the daily and
    // weekly limits (its `started` row counts); it still waits for work hours and for spacing after
    // later actions. The key's lookup and the limits are one statement — with the lease and the
    // `started` action when the locked read foresaw that the log admits the step.
    const admitted = offHours
      ? { hold: offHours }
      : await admitStep(tx, deps, {
          account,
          type,
          now,
          key,
          start: foreseen
            ? { cpId: cp.id, lease, action: started, lastSeen, version: locked ? undefined : row.version }
            : undefined,
        });
    if (!('started' in admitted && admitted.started)) mayWrite();
    const { hold, existingId } = admitted;
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
    const leased =
      'started' in admitted && admitted.started
        ? admitted.started
        : existingId
          ? {
              id: existingId,
              ...rowsOf<{ version: string }>(
                await tx.execute(sql`${lease} returning xmin::text as version`),
              )[0]!,
            }
          : rowsOf<{ id: string; version: string }>(
              await tx.execute(sql`with ${accountGuardSql({ cpId: cp.id, credentialId: cp.credentialId })},
                leased as (${lease} and exists (select 1 from fresh) returning xmin::text as version),
                started as (${started} where exists (select 1 from leased) returning id),
                ${bumpAccountSql(cp.credentialId, sql`select 1 from started`)}
                select started.id, leased.version from started cross join leased`),
            )[0];
    // An action another worker logged for the account since this transaction's snapshot: look again later.
    if (!leased) return { kind: 'none' } as const;
    return {
      kind: 'act',
      node,
      action: { id: leased.id, key, recovering: Boolean(existingId), variant },
      leased: { cp: { ...cp, ...leasedSet }, version: leased.version },
      ...base,
    } as const;
  }
  await park(new Date(now.getTime() + HOUR_MS), 'no_actions');
  return { kind: 'none' } as const;
}

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
