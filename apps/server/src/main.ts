import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { createLogger } from './lib/logger.js';
import type { AppContext } from './lib/context.js';
import { createMailer } from './providers/mail/mailer.js';
import { createRealtime } from './lib/realtime.js';
import { startInboxSync } from './modules/inbox/sync.js';
import { networkFor } from './providers/network/index.js';
import { startEngine } from './modules/engine/start.js';
import { startCredentialMaintenance } from './modules/credentials/maintenance.js';

/** Starts Leadloop: API + web (+ engine in the same process in embedded mode). */
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
  const mailer = createMailer({ db: database.db, log, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const ctx: AppContext = { config, database, db: database.db, log, mailer, realtime: createRealtime() };
  const app = await buildApp(ctx);
  // Inbox sync: pulls new messages of every active account (see modules/inbox/sync.ts).
  const inboxSync = config.runEngine
    ? startInboxSync({ db: database.db, network: networkFor(ctx), realtime: ctx.realtime, log })
    : null;
  // Campaign engine: durable jobs (pg-boss) and the scheduler over due campaign prospects (modules/engine).
  const engine = config.runEngine ? await startEngine(ctx) : null;
  // Hourly sweep: accounts idle for 30 days become hibernated (000 §4).
  const stopMaintenance = config.runEngine ? startCredentialMaintenance(ctx) : null;

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    stopMaintenance?.();
    await inboxSync?.stop();
    await engine?.stop();
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
