import type { RegisterJobs } from '../../lib/job-registry.js';
import { engineDeps, startEngineLoop } from './engine.js';

/**
 * The engine's passes over due campaign prospects run in every worker process at once: rows are claimed
 * with FOR UPDATE SKIP LOCKED and each account acts under an advisory lock.
 */
export const registerEngineJobs: RegisterJobs = (registry, ctx) => {
  registry.continuous('engine.passes', () =>
    startEngineLoop(engineDeps(ctx), Number(process.env.ENGINE_TICK_MS ?? 1000)),
  );
};
