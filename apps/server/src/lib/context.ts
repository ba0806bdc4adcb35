import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';

/**
 * What every route and service can reach. Built once in main.ts (or per test) and decorated onto the
 * Fastify instance as `app.ctx`. Features add their providers here as they need them.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  log: import('pino').Logger;
}
