import { loadConfig } from './config.js';
import { migrateDatabase, openPostgres } from './db/client.js';
import { createLogger } from './lib/logger.js';
import type { AppContext } from './lib/context.js';
import { createMailer } from './providers/mail/mailer.js';
import { createRealtime } from './lib/realtime.js';
import { startEngine } from './modules/engine/start.js';

/**
 * `npm run worker`: an extra engine process (no HTTP). Only on a PostgreSQL server: in embedded mode
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
  const database = await openPostgres(config.databaseUrl);
  await migrateDatabase(database);
  const mailer = createMailer({ db: database.db, log, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const realtime = createRealtime();
  const stopEmitter = await realtime.startEmitter(database, log);
  const ctx: AppContext = { config, database, db: database.db, log, mailer, realtime };
  const engine = await startEngine(ctx);
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'worker shutting down');
    await engine.stop();
    await stopEmitter();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  log.info('Leadloop worker is running (engine only)');
}

void main();
