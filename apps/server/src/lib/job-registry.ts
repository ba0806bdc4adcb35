import type { AppContext } from './context.js';
import type { JobHandler, Jobs } from './jobs.js';

/**
 * The one way to run background work. Each module declares its work in `registerJobs(registry, ctx)`
 * (exported from its index.ts, listed once in modules/jobs.ts); `startJobs` runs everything declared in
 * the processes that do background work (`npm start` in embedded mode, `npm run worker`) and nothing in
 * API processes started with RUN_ENGINE=0.
 *
 * - `queue`: durable pg-boss queue; any process may send, one worker runs each job, retried on failure.
 * - `periodic`: a pass that must run once per period across ALL processes (inbox sync, maintenance,
 *   purges). Every worker offers a job for the current time slot; pg-boss keeps one per slot
 *   (`singletonSeconds`) and runs at most one at a time (queue policy `singleton`).
 * - `continuous`: a loop that runs in every worker process at once because its work is already
 *   safe in parallel (the engine claims rows with FOR UPDATE SKIP LOCKED).
 */
export interface JobRegistry {
  queue<T extends object>(name: string, handler: JobHandler<T>): void;
  periodic(name: string, everySeconds: number, run: () => Promise<unknown>): void;
  continuous(name: string, start: () => { stop(): Promise<void> }): void;
}

export type RegisterJobs = (registry: JobRegistry, ctx: AppContext) => void;

export interface QueueJob {
  kind: 'queue';
  name: string;
  handler: JobHandler<never>;
}
export interface PeriodicJob {
  kind: 'periodic';
  name: string;
  everySeconds: number;
  run: () => Promise<unknown>;
}
export interface ContinuousJob {
  kind: 'continuous';
  name: string;
  start: () => { stop(): Promise<void> };
}
export type DeclaredJob = QueueJob | PeriodicJob | ContinuousJob;

/** What the modules declare, without running anything (startJobs runs it; tests read it). */
export function declareJobs(ctx: AppContext, registrations: readonly RegisterJobs[]): DeclaredJob[] {
  const declared: DeclaredJob[] = [];
  const names = new Set<string>();
  const add = (job: DeclaredJob) => {
    if (names.has(job.name)) throw new Error(`job "${job.name}" is registered twice`);
    names.add(job.name);
    declared.push(job);
  };
  const registry: JobRegistry = {
    queue: (name, handler) => add({ kind: 'queue', name, handler: handler as JobHandler<never> }),
    periodic: (name, everySeconds, run) => add({ kind: 'periodic', name, everySeconds, run }),
    continuous: (name, start) => add({ kind: 'continuous', name, start }),
  };
  for (const register of registrations) register(registry, ctx);
  return declared;
}

/** The pg-boss queues the declared jobs use (continuous jobs have none); only names are read, so `config` suffices. */
export function declaredQueues(
  config: AppContext['config'],
  registrations: readonly RegisterJobs[],
): { name: string; singleton: boolean }[] {
  return declareJobs({ config } as AppContext, registrations).flatMap((job) =>
    job.kind === 'continuous' ? [] : [{ name: job.name, singleton: job.kind === 'periodic' }],
  );
}

export interface RunningJobs {
  stop(): Promise<void>;
}

/**
 * Runs every declared job in this process on `jobs` (pg-boss on the app's database; tests may pass
 * another Jobs). Leaves `ctx.jobs` set so use cases can send to the queues while it runs.
 */
export async function startJobs(
  ctx: AppContext,
  registrations: readonly RegisterJobs[],
  jobs: Jobs,
): Promise<RunningJobs> {
  ctx.jobs = jobs;
  const stops: (() => Promise<void> | void)[] = [];
  for (const job of declareJobs(ctx, registrations)) {
    if (job.kind === 'queue') await jobs.work(job.name, job.handler);
    else if (job.kind === 'continuous') {
      const handle = job.start();
      stops.push(() => handle.stop());
    } else {
      await jobs.work(job.name, async () => void (await job.run()), { singleton: true });
      const offer = () =>
        jobs
          .send(job.name, {}, { singletonKey: job.name, singletonSeconds: job.everySeconds })
          .catch((err) => ctx.log.warn({ err, job: job.name }, 'could not offer a periodic job'));
      await offer();
      // Offered several times per period so a slot is never missed; pg-boss keeps one job per slot.
      const timer = setInterval(() => void offer(), Math.max(1000, (job.everySeconds * 1000) / 3));
      timer.unref();
      stops.push(() => clearInterval(timer));
    }
  }
  ctx.log.info('background jobs started');
  return {
    async stop() {
      for (const stop of stops.reverse()) await stop();
      await jobs.stop();
      ctx.jobs = undefined;
    },
  };
}
