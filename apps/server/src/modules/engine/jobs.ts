import type { RegisterJobs } from '../../lib/job-registry.js';
import { engineConcurrency, enginePartition } from './deps.js';
import { engineDeps, startEngineLoop } from './engine.js';

/**
 * The engine's passes over due campaign prospects run in every worker process at once: rows are claimed
 * at the version read (or with FOR UPDATE SKIP LOCKED) and each account logs its actions one at a time
 * under the lock of its credentials row (limits.ts accountGuardSql). Each loop works on several
 * accounts at once (ENGINE_CONCURRENCY; see engineConcurrency). ENGINE_PARTITION="i/n" splits the accounts
 * between n worker processes (see enginePartition).
 */
export const registerEngineJobs: RegisterJobs = (registry, ctx) => {
  registry.continuous('engine.passes', () => {
    const deps = engineDeps(ctx);
    const { engine } = ctx.config;
    const concurrency = engineConcurrency(ctx.database, engine.concurrency);
    const partition = enginePartition(engine.partition);
    if (engine.partition && !partition)
      ctx.log.warn({ value: engine.partition }, 'ENGINE_PARTITION is not "i/n": every account');
    return startEngineLoop({ ...deps, partition, options: { ...deps.options, concurrency } }, engine.tickMs);
  });
};
