import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isNewEmbeddedDatabase, openMigratedDatabase } from './db/client.js';
import { createLogger } from './lib/logger.js';
import { composeContext } from './composition.js';
import { createPgBossJobs } from './lib/jobs.js';
import { startJobs, type RunningJobs } from './lib/job-registry.js';
import { stopOnSignals } from './lib/shutdown.js';
import { JOB_REGISTRATIONS } from './modules/jobs.js';
import { promotePlatformAdmins } from './modules/users/index.js';

/** Starts Leadloop: API + web, and the background jobs unless RUN_ENGINE=0 (an API-only process). */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  let database;
  try {
    if (isNewEmbeddedDatabase(config)) await setUpInOwnProcess();
    database = await openMigratedDatabase(config, (pid) =>
      log.warn(
        { pid, dataDir: config.dataDir },
        `DATA_DIR lock left by process ${pid}, which did not stop cleanly: taken over`,
      ),
    );
  } catch (error) {
    log.fatal((error as Error).message);
    process.exit(1);
  }
  const promoted = await promotePlatformAdmins(database.db, config.adminEmails);
  if (promoted) log.info({ promoted }, 'ADMIN_EMAILS: accounts promoted to platform admin');
  const ctx = composeContext({ config, database, log });
  const app = await buildApp(ctx);
  let jobs: RunningJobs | null = null;

  // A stop finishes in-flight requests and the engine's action in hand, in parallel, then releases the
  // database (and with it the DATA_DIR lock).
  stopOnSignals(log, async () => {
    await Promise.all([app.close(), jobs?.stop()]);
    ctx.mailer.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  // Background work starts once the server answers (the first pg-boss start creates its queues).
  if (config.runEngine) jobs = await startJobs(ctx, JOB_REGISTRATIONS, await createPgBossJobs(database));
  log.info(
    `Leadloop is running on ${config.publicUrl} (database: ${database.kind}${
      database.kind === 'pglite' ? `, DATA_DIR=${config.dataDir}` : ''
    })`,
  );
}

/** Runs first-start.ts (dist/first-start.js once built) as a process of its own and waits for it. */
async function setUpInOwnProcess(): Promise<void> {
  const here = fileURLToPath(import.meta.url);
  const script = path.join(path.dirname(here), `first-start${path.extname(here)}`);
  // execArgv: the same Node flags (and, under `tsx src/main.ts`, tsx's loader for the .ts file).
  const child = spawn(process.execPath, [...process.execArgv, script], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Setting up the new database under DATA_DIR failed (exit code ${code})`);
}

void main();
