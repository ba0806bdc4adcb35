import type { DailyLimitKind, WeeklyLimitKind } from '../credentials/limits.js';
import { stepDefinition } from '../steps/registry.js';
import { seededRandom } from '../common/seeded-random.js';
import { paceDays } from './forecast.js';
import { localDayNumber, localHourToMs, validZone } from './zoned-day.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** The engine waits up to this long after work hours start before the first action (a human-like start). */
const WORK_START_JITTER_MS = 600_000;
/** A campaign that would need longer than this is reported as never ending (a limit at 0, say). */
const HORIZON_DAYS = 3 * 365;

/** One step of the path a prospect still has ahead: its type and the delay before it. */
export interface ForecastStep {
  type: string;
  delayMs: number;
}

/** `count` of the campaign's own prospects standing before `path[step]`, due at `readyAt` (ms). */
export interface ForecastCohort {
  step: number;
  count: number;
  readyAt: number;
}

/** The account that runs the campaign, as the engine reads it, and its gap between two actions. */
export interface ForecastAccount {
  hours: { timezone: string; start: number; end: number };
  daily: Partial<Record<DailyLimitKind, number>>;
  weekly: Partial<Record<WeeklyLimitKind, number>>;
  /** The longest human-like gap the engine leaves between two spaced actions (its `maxGapSeconds`). */
  maxGapSeconds: number;
}

/** A sequence and the prospects still in it. */
export interface ForecastCampaign {
  path: ForecastStep[];
  cohorts: ForecastCohort[];
}

/**
 * What already weighs on the account: actions it did today (every campaign) and in the last 7 days of a
 * weekly kind (their times), its last spaced action, and its OTHER running campaigns — only as the
 * capacity they take: they are served first, so the date holds whatever order the engine picks, and
 * their actions are never counted as this campaign's.
 */
export interface AccountLoad {
  doneToday: Partial<Record<DailyLimitKind, number>>;
  weeklyDoneAt: Partial<Record<WeeklyLimitKind, number[]>>;
  lastActionAt: number | null;
  others: ForecastCampaign[];
}

export interface ForecastRunInput extends ForecastCampaign {
  account: ForecastAccount;
  load: AccountLoad;
  now: number;
}

export interface ForecastRun {
  /** The campaign's own actions still ahead, per daily limit kind. */
  actions: Partial<Record<DailyLimitKind, number>>;
  /** When the last own prospect gets the path's first acting step (null: nobody left before it). */
  lastReachedAt: number | null;
  /** When the last own prospect has gone through the path (null: nothing to do, or never within the horizon). */
  endsAt: number | null;
  /** The limit kind that needs the most days for the campaign's own actions (null: none limits it). */
  bottleneck: DailyLimitKind | null;
  /** Some step waits on the prospect (a connection, a condition): those come on top of the date. */
  waitsOnPeople: boolean;
  /** A needed limit is 0 (or the run exceeds the horizon): the campaign cannot end. */
  blocked: boolean;
}

type Queue = { readyAt: number; count: number; first: boolean }[];

/**
 * THE campaign forecast (issue 35): a run of the engine's rules over the campaign's own prospects, its
 * steps and its account — work hours in the account's zone (plus the engine's start-of-day jitter), each
 * daily limit per local day, the rolling-week limits, the longest gap between two spaced actions, the
 * delays between steps — with the account's other campaigns taking their share of the limits. Every rule
 * is taken at its slowest, the run is made in six orders (and six seeded random-tie orders when other campaigns
 * act on the account) and the latest end, plus the prospect a shared
 * limit can pass over (`starvedEnd`), is the forecast. A property test holds it to a simulation of the
 * engine; it is not a proof (a sweep of 2,500 cases is recorded in its test). Steps that wait on the prospect (a connection, a reply) are counted as if answered at once:
 * `waitsOnPeople` says so.
 */
export function forecastRun(input: ForecastRunInput): ForecastRun {
  // The engine serves due rows by next_run_at, ties in any order: with a limit met at two steps (or time
  // shared with other campaigns), which prospects it serves first moves the end. The latest end is kept.
  let latest: ForecastRun | null = null;
  const clocks: ZoneClocks = { hourMs: new Map(), days: new Map() };
  const othersAct = input.load.others.some((o) =>
    o.path.some((step) => stepDefinition(step.type)?.runs === 'act'),
  );
  for (const order of othersAct ? ORDERS : FIXED_ORDERS) {
    const run = runInOrder(input, order, clocks);
    if (run.blocked || run.endsAt === null) return run;
    if (!latest || run.endsAt > latest.endsAt!) latest = run;
  }
  // A forecast is a day: the end of the account's local day it falls in (the order and gaps of the real
  // run move the last action within it).
  const zone = validZone(input.account.hours.timezone);
  return { ...latest!, endsAt: localHourToMs(localDayNumber(latest!.endsAt!, zone) + 1, 0, zone) - 1 };
}

/**
 * Two families of order. Served first, among the rows ready now: the other campaigns', then the campaign's
 * own by due time, by newest step or by oldest step (the campaign waits behind everything else). The
 * engine's own: the earliest next_run_at across campaigns, a row a limit holds stamped with the hold's end
 * (as the claim parks it), ties to another campaign, to the newest step or to the oldest step.
 */
type Order =
  | 'due'
  | 'newest_step'
  | 'oldest_step'
  | 'engine'
  | 'engine_newest'
  | 'engine_oldest'
  | { engineSeed: number };
const FIXED_ORDERS: Order[] = [
  'due',
  'newest_step',
  'oldest_step',
  'engine',
  'engine_newest',
  'engine_oldest',
];
/**
 * With other campaigns acting on the account, also the engine's order with ties drawn at random (seeded, so
 * a forecast is the same for the same input): when several campaigns feed one limit, which of them wins the
 * ties day after day moves the end further than any fixed rule does.
 */
const RANDOM_TIE_SEEDS = [1, 2, 3, 4, 5, 6];
const ORDERS: Order[] = [...FIXED_ORDERS, ...RANDOM_TIE_SEEDS.map((engineSeed) => ({ engineSeed }))];

/** The zone's wall clock, read once per forecast: local hours as instants, local days per quarter hour. */
interface ZoneClocks {
  hourMs: Map<string, number>;
  days: Map<number, number>;
}
const QUARTER_HOUR = 900_000;

function runInOrder(input: ForecastRunInput, order: Order, clocks: ZoneClocks): ForecastRun {
  const { account, load, now } = input;
  const zone = validZone(account.hours.timezone);
  const gap = Math.max(0, account.maxGapSeconds) * 1000;
  const draw = typeof order === 'object' ? seededRandom(order.engineSeed).next : null;
  const fixedOrder = typeof order === 'object' ? 'engine' : order;
  const campaigns = [input, ...load.others].map((c) => {
    const defs = c.path.map((s) => stepDefinition(s.type));
    const spaced = defs.map((d) => d?.runs === 'act' && d.spaced !== false);
    return {
      path: c.path,
      defs,
      spaced,
      firstActing: spaced.indexOf(true),
      queues: c.path.map((): Queue => []),
    };
  });
  const own = campaigns[0]!;
  const waitsOnPeople = own.defs.some((d, i) => d?.needsConnection || own.path[i]!.type === 'condition');
  const actions: Partial<Record<DailyLimitKind, number>> = {};
  let endsAt: number | null = null;
  let lastReachedAt: number | null = null;
  let open = 0;

  /** Moves `count` prospects of campaign `c` (at `at`) into step `i`, through the steps that take no slot. */
  function arrive(c: number, i: number, at: number, count: number, first: boolean) {
    const { path, defs, spaced, queues, firstActing } = campaigns[c]!;
    for (; i < path.length; i++) {
      at += path[i]!.delayMs;
      if (spaced[i]) {
        queues[i]!.push({ readyAt: at, count, first: first && i === firstActing });
        if (c === 0) open += count;
        return;
      }
      const kind = defs[i]?.dailyLimit;
      if (kind && c === 0) actions[kind] = (actions[kind] ?? 0) + count;
    }
    if (c === 0) endsAt = Math.max(endsAt ?? 0, at);
  }
  campaigns.forEach((campaign, c) => {
    const cohorts = c === 0 ? input.cohorts : load.others[c - 1]!.cohorts;
    for (const k of [...cohorts].sort((a, b) => a.readyAt - b.readyAt)) {
      if (k.count <= 0 || k.step >= campaign.path.length) continue;
      // The cohort's readyAt already includes the delay before its step.
      arrive(c, k.step, k.readyAt - campaign.path[k.step]!.delayMs, k.count, k.step <= campaign.firstActing);
    }
    for (const q of campaign.queues) q.sort((a, b) => a.readyAt - b.readyAt);
  });
  if (!open) return { actions, lastReachedAt, endsAt, bottleneck: null, waitsOnPeople, blocked: false };
  for (const [i, q] of own.queues.entries()) {
    const kind = own.defs[i]?.dailyLimit;
    const weekly = weeklyOf(kind);
    if (
      q.length &&
      kind &&
      ((account.daily[kind] ?? 0) <= 0 || (weekly && (account.weekly[weekly] ?? 0) <= 0))
    )
      return { actions, lastReachedAt, endsAt: null, bottleneck: kind, waitsOnPeople, blocked: true };
  }

  const { hourMs, days } = clocks;
  // Every zone's offset is a whole number of quarter hours: the local day is the same all through one.
  const dayOf = (x: number) => {
    const quarter = Math.floor(x / QUARTER_HOUR);
    let day = days.get(quarter);
    if (day === undefined) days.set(quarter, (day = localDayNumber(x, zone)));
    return day;
  };
  const at = (day: number, hour: number) => {
    const key = `${day}:${hour}`;
    let ms = hourMs.get(key);
    if (ms === undefined) hourMs.set(key, (ms = localHourToMs(day, hour, zone)));
    return ms;
  };
  let period = { start: 0, end: 0, day: 0 };
  /** The work period containing `t`, or the next one: [start, end) within one local day. */
  function workAt(t: number): { start: number; end: number; day: number } {
    if (t >= period.start && t < period.end) return period;
    const { start: hs, end: he } = account.hours;
    for (let day = dayOf(t); ; day++) {
      const periods: [number, number][] =
        hs === he
          ? [[at(day, 0), at(day + 1, 0)]]
          : hs < he
            ? [[at(day, hs), at(day, he)]]
            : [
                [at(day, 0), at(day, he)],
                [at(day, hs), at(day + 1, 0)],
              ];
      for (const [start, end] of periods) if (t < end) return (period = { start, end, day });
    }
  }

  const day0 = localDayNumber(now, zone);
  const usedByDay = new Map<number, Partial<Record<DailyLimitKind, number>>>();
  const sorted = (times: number[] | undefined) => [...(times ?? [])].sort((a, b) => a - b);
  const weeklyAt: Record<WeeklyLimitKind, number[]> = {
    connection_requests: sorted(load.weeklyDoneAt.connection_requests),
    inmails: sorted(load.weeklyDoneAt.inmails),
  };
  const pruned: Record<WeeklyLimitKind, number> = { connection_requests: 0, inmails: 0 };
  /** The first of a weekly kind's times still in the week before `x` (x at or after the run's clock). */
  const weekStart = (w: WeeklyLimitKind, x: number) => {
    const times = weeklyAt[w];
    while (pruned[w] < times.length && times[pruned[w]]! <= clock - WEEK) pruned[w]++;
    let i = pruned[w];
    while (i < times.length && times[i]! <= x - WEEK) i++;
    return i;
  };
  /** When `kind` can next be spent at or after `t` (t itself when it can now). */
  function freeAt(kind: DailyLimitKind | undefined, t: number, day: number): number {
    if (!kind) return t;
    const used = usedByDay.get(day)?.[kind] ?? 0;
    const today = day === day0 ? (load.doneToday[kind] ?? 0) : 0;
    if (used + today >= (account.daily[kind] ?? 0)) return at(day + 1, 0);
    const weekly = weeklyOf(kind);
    const first = weekly ? weekStart(weekly, t) : 0;
    if (weekly && weeklyAt[weekly].length - first >= (account.weekly[weekly] ?? 0))
      return Math.max(t + 1, weeklyAt[weekly][first]! + WEEK + 1000);
    return t;
  }

  /** The last use of each limit group ('slot': of the account's time, any action), in this run. */
  const lastInGroup = new Map<string, number>();
  /**
   * Ties are served in any order, so one prospect can be passed over at a step whose limit it shares with
   * another step (of this campaign or another), or whose time it shares with other campaigns, until that
   * limit's last use in the run; the rest of its path still lies ahead: each limited step held to the next
   * local day's work start, each action its gap. The campaign ends no earlier than that prospect.
   */
  function starvedEnd(): number {
    const steps = new Map<string, number>();
    for (const { defs, spaced } of campaigns)
      for (const [i, d] of defs.entries())
        if (spaced[i] && d?.dailyLimit)
          steps.set(groupOf(d.dailyLimit), (steps.get(groupOf(d.dailyLimit)) ?? 0) + 1);
    const othersAct = campaigns.slice(1).some((c) => c.spaced.some(Boolean));
    let latest = 0;
    for (const [j, d] of own.defs.entries()) {
      if (!own.spaced[j]) continue;
      const kind = d?.dailyLimit;
      const group = othersAct ? 'slot' : kind && (steps.get(groupOf(kind)) ?? 0) >= 2 ? groupOf(kind) : null;
      const last = group === null ? undefined : lastInGroup.get(group);
      if (last === undefined) continue;
      let x: number = last;
      for (let k = j + 1; k < own.path.length; k++) {
        x += own.path[k]!.delayMs;
        if (!own.spaced[k]) continue;
        const next: { start: number } = own.defs[k]?.dailyLimit ? workAt(at(dayOf(x) + 1, 0)) : workAt(x);
        x = Math.max(x, next.start + WORK_START_JITTER_MS) + gap;
      }
      latest = Math.max(latest, x);
    }
    return latest;
  }
  let t = Math.max(now, load.lastActionAt === null ? now : load.lastActionAt + gap);
  let clock = t;
  const horizon = now + HORIZON_DAYS * DAY;
  while (open > 0) {
    if (t > horizon)
      return { actions, lastReachedAt, endsAt: null, bottleneck: null, waitsOnPeople, blocked: true };
    clock = t;
    const work = workAt(t);
    if (t < work.start) {
      t = work.start + WORK_START_JITTER_MS;
      continue;
    }
    // The ready prospect to serve: the other campaigns' first, then the one due the longest.
    let pick: [number, number] | null = null;
    let wake = Infinity;
    for (const [c, { queues, defs }] of campaigns.entries())
      for (const [i, q] of queues.entries()) {
        const head = q[0];
        if (!head) continue;
        const kind = defs[i]?.dailyLimit;
        const free = freeAt(kind, Math.max(t, head.readyAt), work.day);
        if (fixedOrder !== 'due' && fixedOrder !== 'newest_step' && fixedOrder !== 'oldest_step') {
          if (head.readyAt > t) {
            wake = Math.min(wake, head.readyAt);
            continue;
          }
          if (free !== t) {
            // Held: every row of the step due before the hold ends waits until then.
            // (the queue is in readyAt order, so those rows are its head)
            for (const row of q) {
              if (row.readyAt >= free) break;
              row.readyAt = free;
            }
            wake = Math.min(wake, free);
            continue;
          }
          const tieWins = (p: [number, number]) =>
            draw
              ? draw() < 0.5
              : fixedOrder === 'engine_newest'
                ? i > p[1]
                : fixedOrder === 'engine_oldest'
                  ? i < p[1]
                  : c > p[0];
          const best = pick && campaigns[pick[0]]!.queues[pick[1]]![0]!;
          if (
            !pick ||
            !best ||
            head.readyAt < best.readyAt ||
            (head.readyAt === best.readyAt && tieWins(pick))
          )
            pick = [c, i];
          continue;
        }
        if (head.readyAt <= t && free === t) {
          if (!pick || (c > 0 && pick[0] === 0)) pick = [c, i];
          else if (c > 0 === pick[0] > 0) {
            const best = campaigns[pick[0]]!.queues[pick[1]]![0]!;
            if (
              fixedOrder === 'due'
                ? head.readyAt < best.readyAt
                : fixedOrder === 'oldest_step' && c === pick[0]
            )
              pick = [c, i];
          }
        } else wake = Math.min(wake, Math.max(head.readyAt, free));
      }
    if (!pick) {
      t = Math.max(t + 1, wake);
      continue;
    }
    const [c, i] = pick;
    const queue = campaigns[c]!.queues[i]!;
    const head = queue[0]!;
    if (--head.count === 0) queue.shift();
    const kind = campaigns[c]!.defs[i]?.dailyLimit;
    lastInGroup.set('slot', t);
    if (kind) {
      lastInGroup.set(groupOf(kind), t);
      const used = usedByDay.get(work.day) ?? {};
      used[kind] = (used[kind] ?? 0) + 1;
      usedByDay.set(work.day, used);
      const weekly = weeklyOf(kind);
      if (weekly) weeklyAt[weekly].push(t);
    }
    if (c === 0) {
      open--;
      if (kind) actions[kind] = (actions[kind] ?? 0) + 1;
      if (head.first) lastReachedAt = Math.max(lastReachedAt ?? 0, t);
    }
    arrive(c, i + 1, t, 1, false);
    t += Math.max(gap, 1);
  }
  if (endsAt !== null) endsAt = Math.max(endsAt, starvedEnd());
  // The bottleneck: the limit kind that needs the most days for the campaign's own actions (`paceDays`).
  const { bottleneck } = paceDays(actions, { daily: account.daily, weekly: account.weekly });
  return { actions, lastReachedAt, endsAt, bottleneck, waitsOnPeople, blocked: false };
}

function groupOf(kind: DailyLimitKind): string {
  return weeklyOf(kind) ?? kind;
}

function weeklyOf(kind: DailyLimitKind | undefined): WeeklyLimitKind | undefined {
  return kind === 'connection_requests' || kind === 'connections_by_email'
    ? 'connection_requests'
    : kind === 'inmails'
      ? 'inmails'
      : undefined;
}
