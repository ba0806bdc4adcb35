import { describe, expect, it } from 'vitest';
import type { DailyLimitKind, WeeklyLimitKind } from '../credentials/limits.js';
import { stepDefinition } from '../steps/registry.js';
import { forecastRun, type ForecastRunInput } from './forecast-run.js';
import { seededRandom as random } from '../common/seeded-random.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const HALF_HOUR = HOUR / 2;
const weeklyOf = (kind: DailyLimitKind): WeeklyLimitKind | undefined =>
  kind === 'connection_requests' || kind === 'connections_by_email'
    ? 'connection_requests'
    : kind === 'inmails'
      ? 'inmails'
      : undefined;

const cached = new Map<string, Intl.DateTimeFormat>();
const fmt = (key: string, make: () => Intl.DateTimeFormat) => {
  let f = cached.get(key);
  if (!f) cached.set(key, (f = make()));
  return f;
};
const localHour = (ms: number, zone: string) =>
  Number(
    fmt(
      `h${zone}`,
      () => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }),
    ).format(ms),
  );
const localDate = (ms: number, zone: string) =>
  fmt(`d${zone}`, () => new Intl.DateTimeFormat('en-CA', { timeZone: zone })).format(ms);
const inHours = (ms: number, h: { timezone: string; start: number; end: number }) => {
  const hour = localHour(ms, h.timezone);
  if (h.start === h.end) return true;
  return h.start < h.end ? hour >= h.start && hour < h.end : hour >= h.start || hour < h.end;
};

/** The first half hour of the next local day (every zone here is a whole half hour off UTC). */
function nextLocalDay(t: number, zone: string): number {
  const today = localDate(t, zone);
  let next = Math.floor(t / HALF_HOUR) * HALF_HOUR + HALF_HOUR;
  while (localDate(next, zone) === today) next += HALF_HOUR;
  return next;
}

type Campaign = { path: { type: string; delayMs: number }[]; prospects: number };

/**
 * The engine's rules written out plainly, one prospect and one minute at a time (the engine tests hold the
 * engine to each rule): a spaced step only inside work hours (held to the next work hour, plus 0–10 min),
 * each daily limit per local day, the rolling week, a random gap in [min, max] between spaced actions,
 * delays between steps, unspaced and moving steps at once; the rows read by next_run_at, ties in a random
 * order, a held row stamped with its hold's end (any campaign of the account). Returns when each campaign's last prospect is through.
 */
function simulate(
  campaigns: Campaign[],
  account: ForecastRunInput['account'],
  minGapSeconds: number,
  now: number,
  rnd: ReturnType<typeof random>,
): { ends: (number | null)[]; firstSteps: (number | null)[] } {
  type P = { c: number; step: number; readyAt: number; tie: number };
  const people: P[] = [];
  const ends: (number | null)[] = campaigns.map(() => null);
  const firstSteps: (number | null)[] = campaigns.map(() => null);
  const moveOn = (p: P, at: number) => {
    const path = campaigns[p.c]!.path;
    while (p.step < path.length) {
      const def = stepDefinition(path[p.step]!.type);
      const due = at + path[p.step]!.delayMs;
      if (def?.runs === 'act' && def.spaced !== false) {
        p.readyAt = due;
        return;
      }
      at = due;
      p.step++;
    }
    ends[p.c] = Math.max(ends[p.c] ?? 0, at);
  };
  campaigns.forEach((c, i) => {
    for (let k = 0; k < c.prospects; k++) {
      const p = { c: i, step: 0, readyAt: now, tie: rnd.next() };
      moveOn(p, now);
      if (p.step < c.path.length) people.push(p);
    }
  });
  const used = new Map<string, number>();
  const weekly: Record<WeeklyLimitKind, number[]> = { connection_requests: [], inmails: [] };
  const zone = account.hours.timezone;
  let t = now;
  let free = now;
  let wasIn = inHours(now, account.hours);
  for (let guard = 0; people.length && guard < 2_000_000; guard++) {
    const isIn = inHours(t, account.hours);
    if (!isIn) {
      wasIn = false;
      t = Math.floor(t / HALF_HOUR) * HALF_HOUR + HALF_HOUR;
      continue;
    }
    if (!wasIn) {
      wasIn = true;
      t += rnd.int(0, 600) * 1000; // the engine's start-of-work jitter
    }
    t = Math.max(t, free);
    const day = localDate(t, zone);
    const can = (kind: DailyLimitKind | undefined) => {
      if (!kind) return true;
      if ((used.get(`${day}|${kind}`) ?? 0) >= (account.daily[kind] ?? 0)) return false;
      const wk = weeklyOf(kind);
      return !wk || weekly[wk].filter((x) => x > t - WEEK).length < (account.weekly[wk] ?? 0);
    };
    // The engine reads the account's rows by next_run_at (ties in any order); a row a limit holds is
    // stamped with the hold's end and the next row is tried; the first admitted acts.
    const due = people.filter((p) => p.readyAt <= t).sort((a, b) => a.readyAt - b.readyAt || a.tie - b.tie);
    let p: P | undefined;
    for (const q of due) {
      const kind = stepDefinition(campaigns[q.c]!.path[q.step]!.type)?.dailyLimit as
        DailyLimitKind | undefined;
      if (can(kind)) {
        p = q;
        break;
      }
      q.tie = rnd.next();
      const wk = kind && weeklyOf(kind);
      const weekFull = wk && weekly[wk].filter((x) => x > t - WEEK).length >= (account.weekly[wk] ?? 0);
      q.readyAt =
        weekFull && (used.get(`${day}|${kind}`) ?? 0) < (account.daily[kind] ?? 0)
          ? weekly[wk].filter((x) => x > t - WEEK)[0]! + WEEK + 1000
          : nextLocalDay(t, zone);
    }
    if (!p) {
      // Nothing can go: on to the next moment anything changes (a prospect due, a half hour).
      let next = Math.floor(t / HALF_HOUR) * HALF_HOUR + HALF_HOUR;
      for (const q of people) if (q.readyAt > t) next = Math.min(next, q.readyAt);
      t = next;
      continue;
    }
    const kind = stepDefinition(campaigns[p.c]!.path[p.step]!.type)?.dailyLimit as DailyLimitKind | undefined;
    if (kind) {
      used.set(`${day}|${kind}`, (used.get(`${day}|${kind}`) ?? 0) + 1);
      const wk = weeklyOf(kind);
      if (wk) weekly[wk].push(t);
    }
    if (p.step === 0) firstSteps[p.c] = Math.max(firstSteps[p.c] ?? 0, t);
    p.step++;
    moveOn(p, t);
    if (p.step >= campaigns[p.c]!.path.length) people.splice(people.indexOf(p), 1);
    free = t + rnd.int(minGapSeconds, account.maxGapSeconds) * 1000;
    t = free;
  }
  return { ends, firstSteps };
}

const STEP_TYPES = ['view_profile', 'follow', 'connection_request', 'connect_by_email', 'inmail', 'webhook'];
const ZONES = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Sydney',
  'Pacific/Auckland',
];

function randomCase(seed: number) {
  const rnd = random(seed);
  const hours = rnd.pick([
    { start: 9, end: 18 },
    { start: 8, end: 12 },
    { start: 0, end: 0 },
    { start: 22, end: 6 },
    { start: rnd.int(0, 23), end: rnd.int(0, 23) },
  ]);
  const account: ForecastRunInput['account'] = {
    hours: { timezone: rnd.pick(ZONES), ...hours },
    daily: {
      profile_views: rnd.int(1, 40),
      connection_requests: rnd.int(1, 25),
      connections_by_email: rnd.int(1, 15),
      inmails: rnd.int(1, 10),
    },
    weekly: { connection_requests: rnd.int(3, 100), inmails: rnd.int(2, 30) },
    maxGapSeconds: rnd.pick([30, 180, 900, 3600]),
  };
  // A step type may come back on a path (two profile views, a request then a connection by email).
  const campaign = (): Campaign => {
    const types = Array.from({ length: rnd.int(1, 4) }, () => rnd.pick(STEP_TYPES));
    return {
      path: types.map((type) => ({
        type,
        delayMs: rnd.pick([0, 0, HOUR, 3 * HOUR, DAY, 2 * DAY + 5 * HOUR]),
      })),
      prospects: rnd.int(1, 60),
    };
  };
  const own = campaign();
  // Up to two other campaigns on the account, sharing its limits and its time.
  const others: Campaign[] = Array.from({ length: rnd.int(0, 2) }, campaign);
  const now = Date.parse('2026-03-01T00:00:00Z') + rnd.int(0, 300 * 24) * HOUR + rnd.int(0, 3599) * 1000;
  return { rnd, account, own, others, now, minGap: Math.floor(account.maxGapSeconds / 3) };
}

/** The forecast of a random case: every campaign's prospects all before its first step, due now. */
function forecastOf({ account, own, others, now }: Omit<ReturnType<typeof randomCase>, 'rnd' | 'minGap'>) {
  const cohortsOf = (c: Campaign) => [{ step: 0, count: c.prospects, readyAt: now + c.path[0]!.delayMs }];
  return forecastRun({
    path: own.path,
    cohorts: cohortsOf(own),
    account,
    load: {
      doneToday: {},
      weeklyDoneAt: {},
      lastActionAt: null,
      others: others.map((o) => ({ path: o.path, cohorts: cohortsOf(o) })),
    },
    now,
  });
}

describe('forecastRun (issue 35: one forecast, never before the engine)', () => {
  it('a step-less campaign has no actions and no date, however many prospects it has', () => {
    const run = forecastRun({
      path: [],
      cohorts: [{ step: 0, count: 5000, readyAt: 0 }],
      account: { hours: { timezone: 'UTC', start: 9, end: 18 }, daily: {}, weekly: {}, maxGapSeconds: 180 },
      load: {
        doneToday: {},
        weeklyDoneAt: {},
        lastActionAt: null,
        others: [
          {
            path: [{ type: 'connection_request', delayMs: 0 }],
            cohorts: [{ step: 0, count: 900, readyAt: 0 }],
          },
        ],
      },
      now: Date.parse('2026-12-06T08:00:00Z'),
    });
    expect(run).toMatchObject({ endsAt: null, lastReachedAt: null, actions: {}, blocked: false });
  });

  it("counts only the campaign's own actions: another campaign's load slows it, never becomes its own", () => {
    const base: ForecastRunInput = {
      path: [{ type: 'view_profile', delayMs: 0 }],
      cohorts: [{ step: 0, count: 30, readyAt: Date.parse('2026-12-06T08:00:00Z') }],
      account: {
        hours: { timezone: 'UTC', start: 0, end: 0 },
        daily: { profile_views: 10 },
        weekly: {},
        maxGapSeconds: 60,
      },
      load: { doneToday: {}, weeklyDoneAt: {}, lastActionAt: null, others: [] },
      now: Date.parse('2026-12-06T08:00:00Z'),
    };
    const alone = forecastRun(base);
    const other = { path: base.path, cohorts: [{ step: 0, count: 20, readyAt: base.now }] };
    const shared = forecastRun({ ...base, load: { ...base.load, others: [other] } });
    expect(alone.actions).toEqual({ profile_views: 30 });
    expect(shared.actions).toEqual({ profile_views: 30 });
    // 10, 10, 10: the third day (a forecast is the end of the account's local day it falls in)
    expect(new Date(alone.endsAt!).toISOString()).toBe('2026-12-08T23:59:59.999Z');
    // their 20 go first: two days later, and still 30 actions of its own
    expect(new Date(shared.endsAt!).toISOString()).toBe('2026-12-10T23:59:59.999Z');
  });

  it('a limit at 0 never ends (blocked), and says which', () => {
    const run = forecastRun({
      path: [{ type: 'inmail', delayMs: 0 }],
      cohorts: [{ step: 0, count: 3, readyAt: 0 }],
      account: {
        hours: { timezone: 'UTC', start: 9, end: 18 },
        daily: { inmails: 0 },
        weekly: { inmails: 5 },
        maxGapSeconds: 60,
      },
      load: { doneToday: {}, weeklyDoneAt: {}, lastActionAt: null, others: [] },
      now: 0,
    });
    expect(run).toMatchObject({ blocked: true, endsAt: null, bottleneck: 'inmails' });
  });

  it('a run past three years never ends either, but names no limit (none is at 0)', () => {
    const run = forecastRun({
      path: [{ type: 'inmail', delayMs: 0 }],
      cohorts: [{ step: 0, count: 1_000, readyAt: 0 }],
      account: {
        hours: { timezone: 'UTC', start: 9, end: 18 },
        daily: { inmails: 5 },
        weekly: { inmails: 5 },
        maxGapSeconds: 60,
      },
      load: { doneToday: {}, weeklyDoneAt: {}, lastActionAt: null, others: [] },
      now: 0,
    });
    // 5 a week: 200 weeks, past the three-year horizon
    expect(run).toMatchObject({ blocked: true, endsAt: null, bottleneck: null });
  });

  it('property: over 300 random campaigns and accounts, the forecast never ends before the simulated engine', () => {
    let tightest = Infinity;
    let loosest = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const { rnd, account, own, others, now, minGap } = randomCase(seed);
      const sim = simulate([own, ...others], account, minGap, now, rnd);
      const run = forecastOf({ account, own, others, now });
      const context = JSON.stringify({ seed, account, own, others, now: new Date(now) });
      expect(run.blocked, context).toBe(false);
      expect(run.endsAt, context).not.toBeNull();
      expect(run.endsAt!, context).toBeGreaterThanOrEqual(sim.ends[0]!);
      // How close: only alone on its account (served first, others can only push the date out).
      if (others.length) continue;
      const slack = run.endsAt! - sim.ends[0]!;
      tightest = Math.min(tightest, slack);
      loosest = Math.max(loosest, slack / Math.max(DAY, sim.ends[0]! - now));
    }
    // Not a date far out of caution: alone on its account, some forecast falls on the run's own day, and
    // none is later than the run by more than two and a half times the run's length (or a day).
    expect(tightest).toBeLessThan(DAY);
    expect(loosest).toBeLessThan(2.5);
  }, 180_000);

  // Found by a search over 2,500 seeds (issue 35): with two other campaigns feeding the account's InMail limit,
  // which campaign wins the ties day after day moved the engine's end 2.5 hours past a forecast made in fixed
  // orders only; the forecast now also runs the engine's order with seeded random ties.
  it('seed 2260: one InMail step behind two other campaigns that feed the same limit', () => {
    const { rnd, account, own, others, now, minGap } = randomCase(2260);
    const sim = simulate([own, ...others], account, minGap, now, rnd);
    const run = forecastOf({ account, own, others, now });
    expect(run.endsAt!).toBeGreaterThanOrEqual(sim.ends[0]!);
  });
});
