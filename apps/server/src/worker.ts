import { loadConfig } from './config.js';
import { migrateDatabase, openPostgres } from './db/client.js';
import { createLogger } from './lib/logger.js';
import type { AppContext } from './lib/context.js';
import { createMailer } from './providers/mail/mailer.js';
import { createRealtime } from './lib/realtime.js';
import { createPgBossJobs } from './lib/jobs.js';
import { startJobs } from './lib/job-registry.js';
import { stopOnSignals } from './lib/shutdown.js';
import { JOB_REGISTRATIONS } from './modules/jobs.js';
import { installSteps } from './modules/steps.js';

/**
 * `npm run worker`: a background-jobs process (no HTTP): engine passes, inbox sync, maintenance, queues. Only on a PostgreSQL server: in embedded mode
 * one process owns DATA_DIR and already runs the engine.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  if (!config.databaseUrl) {
    log.fatal(
      'npm run worker needs DATABASE_URL (a PostgreSQL server). In embedded mode (PGlite under DATA_DIR) `npm start` already runs the engine in its own process; extra workers would corrupt the data folder.',
    );
    process.exit(1);
  }
  const database = await openPostgres(config.databaseUrl, config.databasePoolMax);
  await migrateDatabase(database);
  const mailer = createMailer({ db: database.db, log, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const realtime = createRealtime();
  const stopEmitter = await realtime.startEmitter(database, log);
  const ctx: AppContext = { config, database, db: database.db, log, mailer, realtime };
  installSteps(ctx);
  const jobs = await startJobs(ctx, JOB_REGISTRATIONS, await createPgBossJobs(database));
  stopOnSignals(log, async () => {
    await jobs.stop();
    await stopEmitter();
    mailer.close();
    await database.close();
  });
  log.info('Leadloop worker is running (background jobs)');
}

void main();
