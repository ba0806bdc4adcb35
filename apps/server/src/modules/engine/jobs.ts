import type { RegisterJobs } from '../../lib/job-registry.js';
import { engineConcurrency } from './deps.js';
import { engineDeps, startEngineLoop } from './engine.js';

/**
 * The engine's passes over due campaign prospects run in every worker process at once: rows are claimed
 * with FOR UPDATE SKIP LOCKED and each account acts under an advisory lock. Each loop works on several
 * accounts at once (ENGINE_CONCURRENCY; see engineConcurrency).
 */
export const registerEngineJobs: RegisterJobs = (registry, ctx) => {
  registry.continuous('engine.passes', () => {
    const deps = engineDeps(ctx);
    const concurrency = engineConcurrency(ctx.database);
    return startEngineLoop(
      { ...deps, options: { ...deps.options, concurrency } },
      Number(process.env.ENGINE_TICK_MS ?? 1000),
    );
  });
};
