import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { rowsOf } from '../../db/rows.js';
import type { EngineDeps } from '../../modules/engine/deps.js';
import { nextDueSql, lastPassMayHaveLeftDue, tick } from '../../modules/engine/engine.js';

/**
 * A simulated clock shared by engine processes through the database, for the crash test and the
 * engine benchmark (never used by `npm start`).
 *
 * One row holds the simulated "now"; every worker process reads it and freezes its own process clock
 * at exactly that instant (so the engine, which reads `deps.now()`, and the sandbox network, which
 * reads `clock.now()`, agree, and two workers see the same time). Time moves only at a barrier: when
 * every registered worker has run its passes at the current instant and nothing is due any more (the
 * earliest next_run_at, counting account holds, is later), the last one to get there moves the clock to
 * max(now + step, that earliest next_run_at) — a tick-based engine with a `step` tick, which
 * skips empty stretches (nights, delays) in one jump. Because the clock lives in the database, a worker
 * that was killed and restarted resumes at the same simulated instant: time never goes backwards.
 * These two tables are created by the test/benchmark, not by the app's migrations.
 */
export async function createSimTables(
  db: Db,
  input: { nowMs: number; untilMs: number; stepMs: number; workers: string[] },
): Promise<void> {
  await db.execute(sql`create table if not exists engine_sim_clock (
    id int primary key, now_ms bigint not null, until_ms bigint not null, step_ms bigint not null,
    epoch int not null default 0, done boolean not null default false)`);
  await db.execute(sql`create table if not exists engine_sim_workers (
    worker text primary key, idle_epoch int not null default -1)`);
  await db.execute(sql`delete from engine_sim_clock`);
  await db.execute(sql`delete from engine_sim_workers`);
  await db.execute(
    sql`insert into engine_sim_clock (id, now_ms, until_ms, step_ms) values (1, ${input.nowMs}, ${input.untilMs}, ${input.stepMs})`,
  );
  for (const worker of input.workers)
    await db.execute(sql`insert into engine_sim_workers (worker) values (${worker})`);
}

export interface SimClockRow {
  nowMs: number;
  untilMs: number;
  stepMs: number;
  epoch: number;
  done: boolean;
}

export async function readSimClock(db: Db): Promise<SimClockRow> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select now_ms, until_ms, step_ms, epoch, done from engine_sim_clock where id = 1`),
  );
  if (!row) throw new Error('engine_sim_clock is empty: createSimTables first');
  return {
    nowMs: Number(row.now_ms),
    untilMs: Number(row.until_ms),
    stepMs: Number(row.step_ms),
    epoch: Number(row.epoch),
    done: Boolean(row.done),
  };
}

/** Freezes this process's clock (engine and sandbox network alike) at a simulated instant. */
export function freezeProcessClock(ms: number): void {
  clock.now = () => new Date(ms);
  clock.nowMs = () => ms;
}

type Verdict = 'moved' | 'waiting' | 'busy' | 'done';

/**
 * The barrier, in one statement: this worker is idle at `epoch`; when every other one is too and nothing
 * is due, the clock moves. Returns what happened and the clock as it now stands. Its snapshot lists every
 * write of the other workers' passes whenever it sees them idle (each marks itself idle after its passes).
 */
async function barrier(
  db: Db,
  worker: string,
  epoch: number,
): Promise<{ verdict: Verdict; clock: SimClockRow }> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`/* engine_sim_clock */
      with me as (update engine_sim_workers set idle_epoch = ${epoch}
          where worker = ${worker} and idle_epoch < ${epoch} returning 1),
        c as (select now_ms, until_ms, step_ms, epoch, done from engine_sim_clock where id = 1 for update),
        busy as (select count(*)::int as n from engine_sim_workers where idle_epoch < ${epoch} and worker <> ${worker}),
        nxt as (select floor(extract(epoch from d.at) * 1000)::bigint as ms from (${nextDueSql()}) d),
        decided as (select c.*, case
            when c.done then 'done'
            when c.epoch <> ${epoch} then 'moved'
            when (select n from busy) > 0 then 'waiting'
            when (select ms from nxt) <= c.now_ms then 'busy'
            when c.now_ms >= c.until_ms then 'finish'
            else 'advance' end as verdict,
          least(c.until_ms, greatest(c.now_ms + c.step_ms,
            coalesce((select ms from nxt), c.until_ms), c.now_ms + 1)) as target
          from c),
        moved as (update engine_sim_clock k
            set now_ms = case when d.verdict = 'advance' then d.target else k.now_ms end,
              epoch = k.epoch + case when d.verdict = 'advance' then 1 else 0 end,
              done = k.done or d.verdict = 'finish'
          from decided d where k.id = 1 and d.verdict in ('advance', 'finish')
          returning k.now_ms, k.epoch, k.done)
      select d.verdict, coalesce(m.now_ms, d.now_ms) as now_ms, d.until_ms, d.step_ms,
        coalesce(m.epoch, d.epoch) as epoch, coalesce(m.done, d.done) as done
      from decided d left join moved m on true`),
  );
  if (!row) throw new Error('engine_sim_clock is empty: createSimTables first');
  const verdict = String(row.verdict);
  return {
    verdict: verdict === 'advance' ? 'moved' : verdict === 'finish' ? 'done' : (verdict as Verdict),
    clock: {
      nowMs: Number(row.now_ms),
      untilMs: Number(row.until_ms),
      stepMs: Number(row.step_ms),
      epoch: Number(row.epoch),
      done: Boolean(row.done),
    },
  };
}

export interface SimWorkerStats {
  worker: string;
  acted: number;
  ticks: number;
  tickErrors: number;
  epochs: number;
  tickMs: number;
  waitMs: number;
  wallMs: number;
  /** CPU time of this process (user + system) while it ran. */
  cpuMs: number;
  simEndMs: number;
}

/**
 * Runs the engine on the shared simulated clock until the clock reaches its end. `onEpoch` runs each
 * time this worker sees a new simulated instant (the crash test uses it to report progress).
 */
export async function runSimWorker(
  deps: EngineDeps,
  worker: string,
  hooks: { onEpoch?(c: SimClockRow): void } = {},
): Promise<SimWorkerStats> {
  const db = deps.db;
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const stats: SimWorkerStats = {
    worker,
    acted: 0,
    ticks: 0,
    tickErrors: 0,
    epochs: 0,
    tickMs: 0,
    waitMs: 0,
    wallMs: 0,
    cpuMs: 0,
    simEndMs: 0,
  };
  await db.execute(
    sql`insert into engine_sim_workers (worker) values (${worker}) on conflict (worker) do update set idle_epoch = -1`,
  );
  deps.now = () => clock.now();
  let seenEpoch = -1;
  let c = await readSimClock(db);
  for (;;) {
    stats.simEndMs = c.nowMs;
    if (c.done) break;
    freezeProcessClock(c.nowMs);
    if (c.epoch !== seenEpoch) {
      seenEpoch = c.epoch;
      stats.epochs++;
      hooks.onEpoch?.(c);
    }
    // Passes back to back while one may have left due rows, as the production loop runs them
    // (startEngineLoop); the barrier below does not move the clock while anything is due at this instant
    // (rows another worker holds are leased, so not due), and this worker then passes again.
    for (let spins = 0; spins < 100_000; spins++) {
      const t0 = performance.now();
      // Like the production loop, a failed pass is logged and the next one retries.
      stats.acted += await tick(deps).catch((error: Error) => {
        stats.tickErrors++;
        console.error(`engine pass failed: ${error.message}`);
        return 0;
      });
      stats.tickMs += performance.now() - t0;
      stats.ticks++;
      if (!lastPassMayHaveLeftDue()) break;
    }
    const t0 = performance.now();
    const { verdict, clock: after } = await barrier(db, worker, c.epoch);
    if (verdict === 'done') break;
    if (verdict === 'waiting') {
      await new Promise((r) => setTimeout(r, 3));
      c = await readSimClock(db);
    } else c = after;
    stats.waitMs += performance.now() - t0;
  }
  stats.wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  stats.cpuMs = (cpu.user + cpu.system) / 1000;
  return stats;
}
