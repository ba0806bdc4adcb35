/**
 * An engine worker process on the shared simulated clock (see sim-clock.ts), for the process-kill
 * crash test and `npm run bench:engine`:
 *   node --import tsx apps/server/src/modules/engine/sim-worker.ts
 * Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite; this process then owns the folder, and a
 * lock left by a killed owner is taken over); SIM_WORKER (its id at the barrier); SIM_SANDBOX and
 * SIM_ENGINE (JSON overrides of the sandbox network and engine options); SIM_CRASH_RATE and
 * SIM_CRASH_SEED: at each crash point (after the claim commit, after the network call, inside the
 * finalize transaction, after its commit) the process SIGKILLs itself with that probability;
 * SIM_CRASH_AT=<point>:<n> also kills it the n-th time it reaches that point.
 * It prints JSON lines: {"event":"ready"}, {"event":"epoch"} at each new simulated instant (with
 * SIM_VERBOSE=1), {"event":"crash"} just before
 * killing itself, {"event":"stats"} when the clock has reached its end.
 */
import fs from 'node:fs';
import { openDatabase } from '../../db/client.js';
import { SandboxNetwork } from '../../providers/network/index.js';
import { clock } from '../../lib/clock.js';
import { createSandboxCampaignMailer } from '../../modules/engine/campaign-mail.js';
import { ENGINE_STEP_HANDLERS, stepRegistry } from '../../modules/engine/steps/index.js';
import {
  DEFAULT_ENGINE_OPTIONS,
  engineConcurrency,
  enginePartition,
  type EngineDeps,
} from '../../modules/engine/deps.js';
import { runSimWorker } from './sim-clock.js';

const say = (line: Record<string, unknown>) => fs.writeSync(1, `${JSON.stringify(line)}\n`);

const env = process.env;
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL || undefined,
  databasePoolMax: Number(env.DATABASE_POOL_MAX) || undefined,
  dataDir: env.DATA_DIR ?? './data',
  pgliteThread: env.PGLITE_THREAD !== '0',
});
const worker = env.SIM_WORKER ?? `w${process.pid}`;
const crashRate = Number(env.SIM_CRASH_RATE ?? 0);
// SIM_CRASH_AT=after_driver:3 — also die at the 3rd time this process reaches that point.
const [forcedPoint, forcedNth] = (env.SIM_CRASH_AT ?? '').split(':');
let forcedSeen = 0;
let seed = Number(env.SIM_CRASH_SEED ?? 1) >>> 0 || 1;
const random = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 8) / 2 ** 24;
};
const deps: EngineDeps = {
  db: database.db,
  network: new SandboxNetwork(database.db, JSON.parse(env.SIM_SANDBOX ?? '{}')),
  mail: createSandboxCampaignMailer(),
  steps: stepRegistry(ENGINE_STEP_HANDLERS),
  now: () => clock.now(),
  // Like the worker loop: its share of the accounts (ENGINE_PARTITION)
  partition: enginePartition(env.ENGINE_PARTITION),
  // Like the worker loop: several accounts at once (ENGINE_CONCURRENCY, else by database).
  options: {
    ...DEFAULT_ENGINE_OPTIONS,
    concurrency: engineConcurrency(database, Number(env.ENGINE_CONCURRENCY) || undefined),
    ...JSON.parse(env.SIM_ENGINE ?? '{}'),
  },
  crashHook:
    crashRate || forcedPoint
      ? (point, key) => {
          const forced = point === forcedPoint && ++forcedSeen === Number(forcedNth ?? 1);
          if (!forced && random() >= crashRate) return;
          say({ event: 'crash', point, key });
          process.kill(process.pid, 'SIGKILL');
        }
      : undefined,
};
say({ event: 'ready', worker, pid: process.pid });
const stats = await runSimWorker(deps, worker, {
  onEpoch: env.SIM_VERBOSE ? (c) => say({ event: 'epoch', now: c.nowMs, epoch: c.epoch }) : undefined,
});
say({ event: 'stats', ...stats });
await database.close();
process.exit(0);
