import { loadConfig } from './config.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { preparePgBossQueues } from './lib/jobs.js';
import { declaredQueues } from './lib/job-registry.js';
import { JOB_REGISTRATIONS } from './modules/jobs.js';

/**
 * A first start's one-off set-up of a new embedded database — initdb, the migrations, pg-boss's schema and
 * one table per queue — run by main.ts as a short-lived process of its own (never imported). That work
 * leaves memory a server could never give back: PostgreSQL's WebAssembly memory only grows, and the
 * initdb's file writes leave about 25 MB of fragmented malloc heap that glibc keeps. In its own process it
 * all goes when the set-up ends, so a first start idles at a restart's memory (`npm run bench:web -- memory`).
 */
async function setUp(): Promise<void> {
  const config = loadConfig();
  // In this thread: a process that only runs these statements needs no database thread.
  const database = await openDatabase({ ...config, pgliteThread: false });
  try {
    await migrateDatabase(database);
    if (config.runEngine) await preparePgBossQueues(database, declaredQueues(config, JOB_REGISTRATIONS));
  } finally {
    await database.close();
  }
}

try {
  await setUp();
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
