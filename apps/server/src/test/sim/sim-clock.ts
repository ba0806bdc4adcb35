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

/** The barrier: move the shared clock when every worker is idle at this epoch and nothing is due. */
async function tryAdvance(db: Db, epoch: number): Promise<'moved' | 'waiting' | 'busy' | 'done'> {
  return db.transaction(async (tx) => {
    const [c] = rowsOf<Record<string, unknown>>(
      await tx.execute(
        sql`select now_ms, until_ms, step_ms, epoch, done from engine_sim_clock where id = 1 for update`,
      ),
    );
    if (!c || Number(c.epoch) !== epoch || c.done) return c?.done ? 'done' : 'moved';
    const [busy] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from engine_sim_workers where idle_epoch < ${epoch}`),
    );
    if (Number(busy?.n ?? 0) > 0) return 'waiting';
    const nowMs = Number(c.now_ms);
    const untilMs = Number(c.until_ms);
    const [next] = rowsOf<{ at: string | Date | null }>(
      await tx.execute(sql`/* engine_sim_clock */ ${nextDueSql()}`),
    );
    const nextMs = next?.at ? new Date(next.at).getTime() : Infinity;
    if (nextMs <= nowMs) return 'busy';
    if (nowMs >= untilMs) {
      await tx.execute(sql`update engine_sim_clock set done = true where id = 1`);
      return 'done';
    }
    const target = Math.min(untilMs, Math.max(nowMs + Number(c.step_ms), nextMs, nowMs + 1));
    await tx.execute(
      sql`update engine_sim_clock set now_ms = ${target}, epoch = epoch + 1 where id = 1 and epoch = ${epoch}`,
    );
    return 'moved';
  });
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
  /** The clock's own transactions (its barrier), told apart from the engine's BEGIN/COMMIT by bench:engine. */
  clockTransactions: number;
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
    clockTransactions: 0,
    simEndMs: 0,
  };
  await db.execute(
    sql`insert into engine_sim_workers (worker) values (${worker}) on conflict (worker) do update set idle_epoch = -1`,
  );
  deps.now = () => clock.now();
  let seenEpoch = -1;
  for (;;) {
    const c = await readSimClock(db);
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
    await db.execute(
      sql`update engine_sim_workers set idle_epoch = ${c.epoch} where worker = ${worker} and idle_epoch < ${c.epoch}`,
    );
    const t0 = performance.now();
    const result = await tryAdvance(db, c.epoch);
    stats.clockTransactions++;
    if (result === 'done') break;
    if (result === 'waiting') await new Promise((r) => setTimeout(r, 3));
    stats.waitMs += performance.now() - t0;
  }
  stats.wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  stats.cpuMs = (cpu.user + cpu.system) / 1000;
  return stats;
}
