import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { createLogger } from './lib/logger.js';
import type { AppContext } from './lib/context.js';
import { createMailer } from './providers/mail/mailer.js';
import { createRealtime } from './lib/realtime.js';
import { createPgBossJobs } from './lib/jobs.js';
import { startJobs } from './lib/job-registry.js';
import { JOB_REGISTRATIONS } from './modules/jobs.js';
import { promotePlatformAdmins } from './modules/users/index.js';

/** Starts Leadloop: API + web, and the background jobs unless RUN_ENGINE=0 (an API-only process). */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    log.fatal((error as Error).message);
    process.exit(1);
  }
  await migrateDatabase(database);
  const promoted = await promotePlatformAdmins(database.db, config.adminEmails);
  if (promoted) log.info({ promoted }, 'ADMIN_EMAILS: accounts promoted to platform admin');
  const mailer = createMailer({ db: database.db, log, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const ctx: AppContext = { config, database, db: database.db, log, mailer, realtime: createRealtime() };
  const app = await buildApp(ctx);
  // Every module's background work (modules/jobs.ts): engine passes, inbox sync, maintenance, queues.
  const jobs = config.runEngine
    ? await startJobs(ctx, JOB_REGISTRATIONS, await createPgBossJobs(database))
    : null;

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await jobs?.stop();
    await app.close();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  log.info(
    `Leadloop is running on ${config.publicUrl} (database: ${database.kind}${
      database.kind === 'pglite' ? `, DATA_DIR=${config.dataDir}` : ''
    })`,
  );
}

void main();
