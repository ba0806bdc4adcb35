import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openMigratedDatabase } from './db/client.js';
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

void main();
