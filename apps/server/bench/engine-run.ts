/**
 * One engine benchmark run: bulk data (engine-data.ts), then N engine worker processes
 * (src/test/sim/sim-worker.ts) on a simulated clock shared through the database
 * (src/test/sim/sim-clock.ts), then an audit of what the sandbox network received.
 * Exits non-zero on any duplicate, limit violation or failed worker.
 *
 * Environment: BENCH_DATABASE_URL (a PostgreSQL server; else PGlite in a temp DATA_DIR, 1 worker only),
 * ENGINE_BENCH_WORKERS (1), ENGINE_BENCH_ACCOUNTS (1000), ENGINE_BENCH_PER_CAMPAIGN (100),
 * ENGINE_BENCH_DAYS (7), ENGINE_BENCH_SEQUENCE ('connect' | 'three-step'), ENGINE_BENCH_TICK_S (simulated seconds per engine tick, 30),
 * ENGINE_BENCH_NODE_ARGS (extra node flags for the workers, e.g. --cpu-prof), ENGINE_BENCH_TOP (how many of
 * the engine's most frequent statements to print, 12), ENGINE_BENCH_PARTITION (with several workers, each
 * takes its share of the accounts through ENGINE_PARTITION as production workers do; 0: all take all).
 * Prints one JSON line starting with "RESULT ".
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { createSharedDatabase } from '../src/test/sim/sim-database.js';
import { createSimTables, type SimWorkerStats } from '../src/test/sim/sim-clock.js';
import { auditIsClean, auditSimRun } from '../src/test/sim/sim-audit.js';
import { DEFAULT_ENGINE_OPTIONS } from '../src/modules/engine/deps.js';
import { rowsOf } from '../src/db/rows.js';
import { generateEngineBenchData } from './engine-data.js';

const env = process.env;
const workers = Number(env.ENGINE_BENCH_WORKERS ?? 1);
const accounts = Number(env.ENGINE_BENCH_ACCOUNTS ?? 1000);
const perCampaign = Number(env.ENGINE_BENCH_PER_CAMPAIGN ?? 100);
const days = Number(env.ENGINE_BENCH_DAYS ?? 7);
const tickS = Number(env.ENGINE_BENCH_TICK_S ?? 30);
const sequence = env.ENGINE_BENCH_SEQUENCE ?? 'connect';
const partitioned = workers > 1 && env.ENGINE_BENCH_PARTITION !== '0';
const serverUrl = env.BENCH_DATABASE_URL || undefined;
const START = new Date('2026-03-02T00:00:00Z'); // a Monday
const here = path.dirname(fileURLToPath(import.meta.url));
const WORKER = path.resolve(here, '../src/test/sim/sim-worker.ts');
const ROOT = path.resolve(here, '../../..');

if (!serverUrl && workers !== 1) {
  console.error('PGlite is owned by one process: ENGINE_BENCH_WORKERS must be 1 without BENCH_DATABASE_URL');
  process.exit(2);
}

const shared = await createSharedDatabase(serverUrl);
const label = `${shared.kind}, ${workers} worker${workers > 1 ? (partitioned ? 's partitioned by account' : 's') : ''}`;
console.log(
  `engine bench (${label}): ${accounts} accounts × ${perCampaign} prospects, '${sequence}' sequence, ${days} days, ${tickS} s ticks`,
);
let database = await shared.open();
const t0 = performance.now();
const timings = await generateEngineBenchData(database.db, {
  accounts,
  perCampaign,
  start: START,
  seed: 42,
  sequence,
});
const dataMs = performance.now() - t0;
console.log(`data generated in ${(dataMs / 1000).toFixed(1)} s`, timings);
const workerIds = Array.from({ length: workers }, (_, i) => `w${i + 1}`);
await createSimTables(database.db, {
  nowMs: START.getTime(),
  untilMs: START.getTime() + days * 24 * 3_600_000,
  stepMs: tickS * 1000,
  workers: workerIds,
});
// Statements per action (PostgreSQL): pg_stat_statements on the bench's private cluster, reset here so
// only the workers' statements are counted; the sim clock's own and the sandbox network's are told apart.
const countsStatements =
  shared.kind === 'postgres' &&
  (await database.db
    .execute(sql`create extension if not exists pg_stat_statements`)
    .then(() => database.db.execute(sql`select pg_stat_statements_reset()`))
    .then(
      () => true,
      () => false,
    ));
await database.close();

function runWorker(id: string): Promise<SimWorkerStats> {
  return new Promise((resolve, reject) => {
    const nodeArgs = (env.ENGINE_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean); // e.g. --cpu-prof
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', WORKER], {
      cwd: ROOT,
      env: {
        ...env,
        ...shared.env,
        SIM_WORKER: id,
        SIM_CRASH_RATE: '0',
        ENGINE_PARTITION: partitioned ? `${workerIds.indexOf(id) + 1}/${workers}` : '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const stats = out
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { event: string })
        .find((l) => l.event === 'stats') as unknown as SimWorkerStats | undefined;
      if (code !== 0 || !stats) reject(new Error(`worker ${id} exited with ${code}`));
      else resolve(stats);
    });
  });
}

const loadBefore = os.loadavg();
const runStart = performance.now();
const stats = await Promise.all(workerIds.map(runWorker));
const runMs = performance.now() - runStart;
const loadAfter = os.loadavg();

database = await shared.open();
const audit = await auditSimRun(database.db, { minGapSeconds: DEFAULT_ENGINE_OPTIONS.minGapSeconds });
const byType = rowsOf<{ type: string; status: string; n: number }>(
  await database.db.execute(
    sql`select type, status, count(*)::int as n from actions group by 1, 2 order by 1, 2`,
  ),
);
const byStatus = rowsOf<{ status: string; wait_reason: string | null; n: number }>(
  await database.db.execute(
    sql`select status, wait_reason, count(*)::int as n from campaign_prospects group by 1, 2 order by 3 desc`,
  ),
);
type StatementRow = { query: string; calls: number; ms: number; rows: number };
// The simulated clock's barrier is one statement without BEGIN/COMMIT: every BEGIN and COMMIT is the engine's.
const statementRows = countsStatements
  ? rowsOf<StatementRow>(
      await database.db.execute(sql`select query, calls::int as calls, total_exec_time::float8 as ms,
        rows::int as rows from pg_stat_statements where dbid = (select oid from pg_database
        where datname = current_database()) order by calls desc`),
    )
  : [];
await database.close();
if (!env.ENGINE_BENCH_KEEP) await shared.drop();

const acted = stats.reduce((s, w) => s + w.acted, 0);
const isHarness = (q: string) => /engine_sim_|pg_stat_statements/.test(q);
const isSandbox = (q: string) => !isHarness(q) && /sandbox_/.test(q);
const isEngine = (q: string) => !isHarness(q) && !isSandbox(q);
const perAction = (keep: (q: string) => boolean) =>
  +(
    statementRows.filter((r) => keep(r.query)).reduce((n, r) => n + r.calls, 0) /
    Math.max(1, audit.doneActions)
  ).toFixed(1);
const statements = countsStatements
  ? {
      enginePerAction: perAction(isEngine),
      sandboxNetworkPerAction: perAction(isSandbox),
      engineExecMsPerAction: +(
        statementRows.filter((r) => isEngine(r.query)).reduce((n, r) => n + r.ms, 0) /
        Math.max(1, audit.doneActions)
      ).toFixed(2),
      top: topOf(isEngine),
      sandboxTop: topOf(isSandbox),
      // The simulated clock's own statements (its barrier and due looks): not the engine's cost.
      harnessTop: topOf(isHarness),
    }
  : null;
function topOf(keep: (q: string) => boolean) {
  return statementRows
    .filter((r) => keep(r.query))
    .slice(0, Number(env.ENGINE_BENCH_TOP ?? 12))
    .map((r) => ({
      perAction: +(r.calls / Math.max(1, audit.doneActions)).toFixed(2),
      meanMs: +(r.ms / Math.max(1, r.calls)).toFixed(3),
      query: r.query.replace(/\s+/g, ' ').slice(0, 110),
    }));
}
const cpuMs = stats.reduce((s, w) => s + w.cpuMs, 0);
const wallMs = stats.reduce((s, w) => s + w.wallMs, 0);
const result = {
  database: shared.kind,
  workers,
  partitioned,
  concurrency: Number(env.ENGINE_CONCURRENCY) || null,
  poolMax: Number(env.DATABASE_POOL_MAX) || null,
  accounts,
  prospects: accounts * perCampaign,
  days,
  sequence,
  tickS,
  dataSeconds: +(dataMs / 1000).toFixed(1),
  runSeconds: +(runMs / 1000).toFixed(1),
  actionsDone: audit.doneActions,
  actionsPerSecond: +(audit.doneActions / (runMs / 1000)).toFixed(1),
  enginePasses: stats.reduce((s, w) => s + w.ticks, 0),
  msPerEnginePass: +(
    stats.reduce((s, w) => s + w.tickMs, 0) /
    Math.max(
      1,
      stats.reduce((s, w) => s + w.ticks, 0),
    )
  ).toFixed(1),
  // The share of its wall time a worker process spends off its own CPU (waiting for the database). None for
  // PGlite: its database runs in the worker process (its own thread), so that CPU is the database's too.
  workerIdleShare: shared.kind === 'pglite' ? null : +(1 - cpuMs / Math.max(1, wallMs)).toFixed(2),
  statements,
  simulatedTicks: Math.max(...stats.map((w) => w.epochs)),
  failedPasses: stats.reduce((s, w) => s + w.tickErrors, 0),
  perWorker: stats.map((w) => ({
    worker: w.worker,
    acted: w.acted,
    passes: w.ticks,
    waitSeconds: +(w.waitMs / 1000).toFixed(1),
  })),
  acted,
  invitations: audit.invitations,
  duplicates: audit.duplicates,
  violations: audit.violations,
  samples: audit.samples,
  actions: byType,
  prospectStates: byStatus.slice(0, Number(env.ENGINE_BENCH_TOP ?? 12)),
  loadBefore: loadBefore.map((l) => +l.toFixed(2)),
  loadAfter: loadAfter.map((l) => +l.toFixed(2)),
  measuredAt: new Date().toISOString(),
};
console.log(`RESULT ${JSON.stringify(result)}`);
if (!auditIsClean(audit)) {
  console.error('FAILED: duplicates or limit violations', audit.duplicates, audit.violations, audit.samples);
  process.exit(1);
}
console.log(
  `${label}: ${audit.doneActions} actions in ${result.runSeconds} s = ${result.actionsPerSecond} actions/s` +
    (statements ? `, ${statements.enginePerAction} engine statements per action` : '') +
    (result.workerIdleShare === null ? '' : `, worker idle ${Math.round(result.workerIdleShare * 100)} %`) +
    '; zero duplicates, zero violations',
);
process.exit(0);
