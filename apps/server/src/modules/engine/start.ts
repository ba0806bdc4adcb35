import type { AppContext } from '../../lib/context.js';
import { createPgBossJobs } from '../../lib/jobs.js';
import { attachWorkflowJobs } from '../workflows/jobs.js';
import { engineDeps, startEngineLoop } from './engine.js';

/**
 * Starts the durable engine in this process: pg-boss workers for campaign jobs (search runs, delete
 * purges) and the scheduler loop over due campaign prospects. Safe to run in several processes on one
 * PostgreSQL: rows are claimed with FOR UPDATE SKIP LOCKED and each account acts under an advisory lock.
 */
export async function startEngine(
  ctx: AppContext,
  options: { tickMs?: number } = {},
): Promise<{ stop(): Promise<void> }> {
  const jobs = await createPgBossJobs(ctx.database);
  await attachWorkflowJobs(ctx, jobs);
  const loop = startEngineLoop(engineDeps(ctx), options.tickMs ?? Number(process.env.ENGINE_TICK_MS ?? 1000));
  ctx.log.info('campaign engine started');
  return {
    async stop() {
      await loop.stop();
      await jobs.stop();
    },
  };
}
