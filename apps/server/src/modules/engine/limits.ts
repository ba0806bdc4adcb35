import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeNamed } from '../../db/named.js';
import { rowsOf } from '../../db/rows.js';
import type { EngineAccount } from './account.js';
import { STEP_LIMIT_KIND, STEP_WEEKLY_KIND, UNSPACED } from './catalog.js';
import type { EngineDeps } from './deps.js';
import { isWorkTime, localDayStart, nextDayWorkStart, nextWorkTime, spacingMs } from './schedule.js';
import type { StepType } from './sequence.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Hold = { until: Date; reason: string };
/** The account's last spaced action as the claim's locked read saw it. */
export type LastAction = { id: string; ms: number } | null;

const WEEK_MS = 7 * 24 * 3_600_000;
/** `type not in (…)`: the unspaced step types as literals (names from the step definitions, checked). */
const unspacedTypes = sql.raw(
  [...UNSPACED, '']
    .filter((t) => /^[a-z_]*$/.test(t))
    .map((t) => `'${t}'`)
    .join(', '),
);
const at = sql`coalesce(performed_at, started_at)`;
const mine = (credentialId: string) => sql`credential_id = ${credentialId} and status in ('started', 'done')`;

/** The account's last spaced action, `{id, ms}` as JSON: a column of the claim's locked read. */
export function lastActionSql(credentialId: SQL): SQL<LastAction> {
  return sql<LastAction>`(select json_build_object('id', id, 'ms', (extract(epoch from ${at}) * 1000)::float8)
    from actions where credential_id = ${credentialId} and status in ('started', 'done') and type not in (${unspacedTypes})
    order by ${at} desc limit 1)`;
}

/** Outside the account's work hours (an unspaced step, a webhook, runs at any hour): held until they start. */
export function workHoursHold(account: EngineAccount, type: StepType, now: Date): Hold | null {
  if (UNSPACED.has(type) || isWorkTime(now, account.hours)) return null;
  const start = nextWorkTime(now, account.hours);
  return {
    until: new Date(start.getTime() + spacingMs(`${account.id}:${start.toISOString()}`, 0, 600)),
    reason: 'outside_work_hours',
  };
}

/** When spacing after `last` lets the account act again (ms); null when the step is not spaced. */
export function spacingReadyAt(
  options: Pick<EngineDeps['options'], 'minGapSeconds' | 'maxGapSeconds'>,
  type: StepType,
  last: LastAction,
): number | null {
  if (UNSPACED.has(type) || !last) return null;
  return last.ms + spacingMs(last.id, options.minGapSeconds, options.maxGapSeconds);
}

/** Would spacing after `last` (as the locked read saw it) let the account act at `now`? */
export function spacingPassed(deps: EngineDeps, type: StepType, last: LastAction, now: Date): boolean {
  const ready = spacingReadyAt(deps.options, type, last);
  return ready === null || ready <= now.getTime();
}

/** The log's counts a step's limits look at: today's (account's day) of its kind, the rolling week's. */
export type LimitCounts = { dayN: number; weekN: number; weekOldestMs: number | null };

/**
 * The daily and weekly limits (issue 35: one decision for the engine and the explanation): held until
 * the next day's work hours, or until the week's oldest action leaves the window.
 */
export function limitHold(
  account: EngineAccount,
  type: StepType,
  counts: LimitCounts,
  now: Date,
): Hold | null {
  const kind = STEP_LIMIT_KIND[type];
  const weekly = STEP_WEEKLY_KIND[type];
  if (kind && counts.dayN >= account.daily[kind])
    return { until: nextDayWorkStart(now, account.hours), reason: `daily_limit:${kind}` };
  if (weekly && counts.weekN >= account.weekly[weekly] && counts.weekOldestMs != null)
    return {
      until: nextWorkTime(new Date(counts.weekOldestMs + WEEK_MS + 1000), account.hours),
      reason: `weekly_limit:${weekly}`,
    };
  return null;
}

type LimitRow = {
  existing_id: string | null;
  day_n: number;
  week_n: number;
  week_oldest_ms: number | null;
  last_id: string | null;
  last_ms: number | null;
  version?: string | null;
  started_id?: string | null;
};

/**
 * The lease and the `started` action a claim writes when the log admits its step. `version`: the row's
 * xmin as an optimistic claim read it (no lock held): the row is locked only if still at that version.
 */
export type StartWrites = { cpId: string; lease: SQL; action: SQL; lastSeen: LastAction; version?: string };

/**
 * What makes a statement that logs a `started` action safe without any earlier lock (issue 13: an
 * optimistic claim is one statement, with no transaction around it). In this order, each step needing the
 * one before: the campaign prospect row, locked (and, with `version`, only if still at the version read);
 * the account's credentials row, locked; `fresh` when this statement's snapshot still holds that row's
 * latest version. Every statement that logs a `started` action writes that row again (`bumpAccountSql`),
 * so a snapshot older than another worker's logged action is never fresh: the counts and the last action
 * read in a fresh statement are the log as it is. The row locks come in the same order everywhere (the
 * locked claim holds the campaign prospect row first too), so two claims never wait on each other in a circle.
 */
export function accountGuardSql(input: { cpId: string; credentialId: string; version?: string }): SQL {
  const { cpId, credentialId, version } = input;
  return sql`cp_locked as (select 1 from campaign_prospects where id = ${cpId}::uuid
      ${version === undefined ? sql`` : sql`and xmin::text = ${version}`} for update),
    acct as (select xmin::text as v from credentials where id = ${credentialId}::uuid
      and exists (select 1 from cp_locked) for no key update),
    fresh as (select 1 from acct where v = (select xmin::text from credentials where id = ${credentialId}::uuid))`;
}

/**
 * The account's credentials row written again after `after` logged an action: `set id = id` changes no
 * value, but any write gives the row a new version (xmin), which is what accountGuardSql compares.
 */
export function bumpAccountSql(credentialId: string, after: SQL): SQL {
  return sql`bumped as (update credentials set id = id where id = ${credentialId}::uuid and exists (${after})
    returning 1)`;
}

/**
 * Daily and weekly limits and spacing, counted from the actions log (under the account's lock), and the
 * id of the step's action when its key is already logged (then the limits already admitted it and are not
 * counted). With `start`, when the log admits the step as the claim foresaw it — nothing logged under the
 * key, limits not met, the account's last action still the one the locked read saw (whose spacing has
 * passed) — the lease and the `started` action are written in the same statement (issue 13).
 */
export async function admitStep(
  tx: Tx,
  deps: EngineDeps,
  input: { account: EngineAccount; type: StepType; now: Date; key: string; start?: StartWrites },
): Promise<{ hold: Hold | null; existingId?: string; started?: { id: string; version: string } }> {
  const { account, type, now, key, start } = input;
  const kind = STEP_LIMIT_KIND[type];
  const weekly = STEP_WEEKLY_KIND[type];
  const spaced = !UNSPACED.has(type);
  const dayCount = kind
    ? sql`(select count(*)::int from actions where ${mine(account.id)} and limit_kind = ${kind}
        and ${at} >= ${localDayStart(now, account.hours.timezone).toISOString()})`
    : sql`0`;
  const weekKinds =
    weekly === 'connection_requests' ? ['connection_requests', 'connections_by_email'] : ['inmails'];
  const weekWhere = weekly
    ? sql`${mine(account.id)} and limit_kind in (${sql.join(
        weekKinds.map((k) => sql`${k}`),
        sql`, `,
      )}) and ${at} > ${new Date(now.getTime() - WEEK_MS).toISOString()}`
    : sql`false`;
  // The step's logged action, the day's count, the rolling week's count and its oldest action, and the
  // account's last action: one statement (each round trip counts, on an embedded database most of all).
  const limits = sql`select (select id from actions where idempotency_key = ${key}) as existing_id,
      ${dayCount} as day_n, w.n as week_n, w.oldest_ms as week_oldest_ms,
      l.id as last_id, l.at_ms as last_ms
    from (select count(*)::int as n, (extract(epoch from min(${at})) * 1000)::float8 as oldest_ms
      from actions where ${weekWhere}) w
    left join lateral (select id, (extract(epoch from ${at}) * 1000)::float8 as at_ms from actions
      where ${mine(account.id)} and type not in (${unspacedTypes}) order by ${at} desc limit 1) l on ${spaced}`;
  const admits = start
    ? sql`existing_id is null
        and ${kind ? sql`day_n < ${account.daily[kind]}` : sql`true`}
        and ${weekly ? sql`not (week_n >= ${account.weekly[weekly]} and week_oldest_ms is not null)` : sql`true`}
        and ${spaced ? sql`last_id is not distinct from ${start.lastSeen?.id ?? null}::uuid` : sql`true`}`
    : null;
  const [row] = rowsOf<LimitRow>(
    await executeNamed(
      tx,
      start && admits
        ? sql`with lim as (${limits}),
            ${accountGuardSql({ cpId: start.cpId, credentialId: account.id, version: start.version })},
            admitted as (select 1 from lim where ${admits} and exists (select 1 from fresh)),
            leased as (${start.lease} and exists (select 1 from admitted) returning xmin::text as version),
            started as (${start.action} where exists (select 1 from leased) returning id),
            ${bumpAccountSql(account.id, sql`select 1 from started`)}
          select lim.*, (select version from leased) as version, (select id from started) as started_id from lim`
        : limits,
    ),
  );
  if (row?.started_id && row.version)
    return { hold: null, started: { id: row.started_id, version: row.version } };
  const existingId = row?.existing_id ?? undefined;
  const held = (hold: Hold) => ({ hold, existingId });
  // A step already logged (its key) was admitted by the limits before: they are not counted again.
  const limited =
    !existingId &&
    limitHold(
      account,
      type,
      { dayN: row?.day_n ?? 0, weekN: row?.week_n ?? 0, weekOldestMs: row?.week_oldest_ms ?? null },
      now,
    );
  if (limited) return held(limited);
  const readyAt =
    row?.last_id && row.last_ms != null
      ? spacingReadyAt(deps.options, type, { id: row.last_id, ms: row.last_ms })
      : null;
  if (readyAt !== null && readyAt > now.getTime())
    return held({ until: new Date(readyAt), reason: 'spacing' });
  return { hold: null, existingId };
}
