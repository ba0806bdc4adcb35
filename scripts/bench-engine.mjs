// `npm run bench:engine`: the campaign engine benchmark (see the engine section of docs/benchmarks.md).
//   1. scheduler: the due-row query with 10k vs 1M idle campaign prospects, on PostgreSQL and PGlite;
//   2. engine runs (apps/server/bench/engine-run.ts): 1,000 sandbox accounts, 100,000 prospects in 1,000
//      campaigns, 7 simulated days — on PGlite (1 process), and on PostgreSQL with 1 and 2 worker processes.
// Every engine run audits the sandbox network afterwards and fails on any duplicate or limit violation.
// PostgreSQL runs also print the engine's statements per action (pg_stat_statements on the private
// cluster) and every run the worker's idle share (wall time off its own CPU).
// Sizes: ENGINE_BENCH_ACCOUNTS, ENGINE_BENCH_PER_CAMPAIGN, ENGINE_BENCH_DAYS, ENGINE_BENCH_TICK_S.
// PostgreSQL workers run as dedicated `npm run worker` processes would be set up: ENGINE_CONCURRENCY 16
// and DATABASE_POOL_MAX 24 unless set (PGlite: its default, 4 accounts at once); with 2 workers, ENGINE_PARTITION 1/2 and 2/2 (ENGINE_BENCH_PARTITION=0: off).
// Parts: ENGINE_BENCH_ONLY=scheduler,pglite,pg1,pg2 (default: all). A private PostgreSQL cluster is
// started for the run and removed afterwards.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startCluster } from './pg-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');
const only = (process.env.ENGINE_BENCH_ONLY ?? 'scheduler,pglite,pg1,pg2').split(',');
const wants = (part) => only.includes(part);
const bench = (file, env = {}) => {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/bench', file)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  return result.status ?? 1;
};

const needsPg = wants('scheduler') || wants('pg1') || wants('pg2');
const cluster = needsPg ? await startCluster({ statements: true }) : null;
const failures = [];
try {
  if (wants('scheduler')) {
    console.log('\n== scheduler: due-row query with idle prospects ==');
    if (bench('engine-scheduler.ts', { TEST_DATABASE_URL: cluster.url }))
      failures.push('scheduler (PostgreSQL)');
    if (bench('engine-scheduler.ts', { TEST_DATABASE_URL: '' })) failures.push('scheduler (PGlite)');
  }
  for (const [part, workers] of [
    ['pglite', 1],
    ['pg1', 1],
    ['pg2', 2],
  ]) {
    if (!wants(part)) continue;
    console.log(`\n== engine run: ${part} ==`);
    const env = {
      ...(part === 'pglite'
        ? {}
        : {
            ENGINE_CONCURRENCY: process.env.ENGINE_CONCURRENCY ?? '16',
            DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? '24',
          }),
      ENGINE_BENCH_WORKERS: String(workers),
      BENCH_DATABASE_URL: part === 'pglite' ? '' : cluster.url,
    };
    const cpuBefore = cluster && part !== 'pglite' ? cluster.cpuMs() : 0;
    if (bench('engine-run.ts', env)) failures.push(part);
    // The server's CPU over the run (data generation and audit included), beside the workers' own.
    if (cluster && part !== 'pglite')
      console.log(`PostgreSQL CPU during ${part}: ${((cluster.cpuMs() - cpuBefore) / 1000).toFixed(1)} s`);
  }
} finally {
  cluster?.stop();
}
if (failures.length) {
  console.error(`\nbench:engine FAILED: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nbench:engine: all runs passed (no duplicates, no limit violations)');
