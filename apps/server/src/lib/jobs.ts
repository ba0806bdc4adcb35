import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

/**
 * Durable background jobs (pg-boss 10) in the application's own database, on PGlite and PostgreSQL alike.
 * Jobs are rows, so a crash loses nothing: a job that was running when its process died is retried
 * after its expiry. Handlers must be idempotent (every engine handler is).
 */
export type JobHandler<T extends object = Record<string, unknown>> = (data: T) => Promise<void>;

export interface SendOptions {
  startAfterSeconds?: number;
  singletonKey?: string;
  /** One job per time slot of this many seconds (with singletonKey): later sends in the slot are dropped. */
  singletonSeconds?: number;
}

export interface Jobs {
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<void>;
  /** `singleton`: at most one job of the queue runs at a time, across every process. */
  work<T extends object>(
    queue: string,
    handler: JobHandler<T>,
    options?: { singleton?: boolean },
  ): Promise<void>;
  /** Runs everything queued now (inline mode only; pg-boss workers poll on their own). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends a job when this process runs the job registry (`ctx.jobs`, durable); otherwise (tests, tools)
 * runs it right away, in the request — unless it was meant for later.
 */
export async function sendOrRun(
  ctx: { jobs?: Jobs },
  queue: string,
  data: Record<string, string>,
  runNow: () => Promise<unknown>,
  options: { startAfterSeconds?: number } = {},
): Promise<void> {
  if (ctx.jobs) return ctx.jobs.send(queue, data, options);
  if (!options.startAfterSeconds) await runNow();
}

/** Longer than the longest periodic job's period (see job-registry.ts). */
export const PGBOSS_ARCHIVE_SECONDS = 2 * 86_400;

/** pg-boss on the app's database. On PGlite, its one connection is shared through a tiny `db` adapter. */
export async function createPgBossJobs(
  database: Database,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<Jobs> {
  const boss = await startPgBoss(database);
  const queues = new Set<string>();
  const ensureQueue = async (name: string, singleton = false) => {
    if (queues.has(name)) return;
    await ensurePgBossQueue(boss, name, singleton);
    queues.add(name);
  };
  return {
    async send(queue, data, opts = {}) {
      await ensureQueue(queue);
      await boss.send(queue, data as object, {
        startAfter: opts.startAfterSeconds,
        singletonKey: opts.singletonKey,
        singletonSeconds: opts.singletonSeconds,
      });
    },
    async work(queue, handler, workOptions = {}) {
      await ensureQueue(queue, workOptions.singleton);
      await boss.work(
        queue,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data as never);
        },
      );
    },
    async drain() {
      return 0;
    },
    async stop() {
      // Jobs still running after 1 s (pg-boss's least) are failed and retried later (handlers are idempotent),
      // so a stop fits the process's 2 s budget.
      await boss.stop({ graceful: true, wait: true, timeout: 1_000 });
    },
  };
}

async function startPgBoss(database: Database): Promise<PgBoss> {
  // pg-boss refuses a singleton slot longer than its archive interval (12 h by default), which silently
  // kept the daily periodic jobs (reports.purge) from ever being offered: archive after two days instead.
  const base = {
    schema: 'pgboss',
    supervise: true,
    migrate: true,
    archiveCompletedAfterSeconds: PGBOSS_ARCHIVE_SECONDS,
  } as const;
  const boss = database.pglite
    ? new PgBoss({ ...base, db: pgliteAdapter(database) })
    : new PgBoss({ ...base, connectionString: undefined, db: poolAdapter(database) });
  boss.on('error', (error) => console.error('[jobs]', error));
  await boss.start();
  return boss;
}

async function ensurePgBossQueue(boss: PgBoss, name: string, singleton: boolean): Promise<void> {
  if (await boss.getQueue(name)) return;
  await boss.createQueue(name, {
    name,
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    ...(singleton ? { policy: 'singleton' as const } : {}),
  });
}

/**
 * Creates pg-boss's schema and the given queues (each a table of its own), then stops: what a first
 * start does once, run while the new embedded database is still in the thread that is reopened after
 * set-up (db/client.ts openMigratedDatabase), so that DDL's memory is not kept for the process's life.
 */
export async function preparePgBossQueues(
  database: Database,
  queues: readonly { name: string; singleton: boolean }[],
): Promise<void> {
  const boss = await startPgBoss(database);
  try {
    for (const queue of queues) await ensurePgBossQueue(boss, queue.name, queue.singleton);
  } finally {
    await boss.stop({ graceful: false, wait: true, timeout: 1_000 });
  }
}

function pgliteAdapter(database: Database) {
  const pglite = database.pglite!;
  return {
    // pg-boss sends multi-statement scripts without parameters; `exec` runs those.
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pglite.query(text, values as unknown[]);
      return { rows: result.rows as unknown[] };
    },
  };
}

function poolAdapter(database: Database) {
  const pool = database.pool!;
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await pool.query(text, values as unknown[]);
      return { rows: result.rows };
    },
  };
}

/**
 * In-process queue with the same contract, for tests and the deterministic engine clock: jobs run when
 * `drain()` is called (runEngineUntil drains on every tick). Not durable; never used by `npm start`.
 */
export function createInlineJobs(): Jobs {
  const handlers = new Map<string, JobHandler<never>>();
  const queue: { name: string; data: unknown }[] = [];
  return {
    async send(name, data) {
      queue.push({ name, data });
    },
    async work(name, handler) {
      handlers.set(name, handler as JobHandler<never>);
    },
    async drain() {
      let ran = 0;
      while (queue.length) {
        const job = queue.shift()!;
        const handler = handlers.get(job.name);
        if (!handler) continue;
        await handler(job.data as never);
        ran++;
      }
      return ran;
    },
    async stop() {
      queue.length = 0;
    },
  };
}
