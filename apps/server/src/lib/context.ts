import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Mailer } from '../providers/mail/mailer.js';
import type { Jobs } from './jobs.js';
import type { RealtimeHub } from './realtime.js';

/**
 * What every route and service can reach. Built once in main.ts (or per test) and decorated onto the
 * Fastify instance as `app.ctx`. Features add their providers here as they need them.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  log: import('pino').Logger;
  /** Sends mail (SMTP when SMTP_URL is set) and keeps every message in the outbox table. */
  mailer: Mailer;
  /** Socket.IO rooms: `emitToSpace`, `emitToUser` (no-ops until the server is attached). */
  realtime: RealtimeHub;
  /** The professional-network driver; unset means the sandbox (see providers/network `networkFor`). */
  network?: import('../providers/network/driver.js').NetworkDriver;
  /** The AI provider; unset means the one the configuration names (see providers/ai `aiFor`). */
  ai?: import('../providers/ai/provider.js').AiProvider;
  /** The payments provider (issue 16); unset means the sandbox (modules/billing `paymentsOf`). */
  payments?: import('../providers/payments/provider.js').PaymentsProvider;
  /** The job queues while this process runs background work (lib/job-registry.ts `startJobs`). */
  jobs?: Jobs;
  /** Sign in with Google / Microsoft; unset means by configuration (providers/sso `ssoFor`). */
  sso?: import('../providers/sso/provider.js').SsoProvider;
  /**
   * Runs once after a new user row is written by the shared account-creation path (auth `createAccount`:
   * sign-up, and the sign-in providers that create users); set when the admin area is mounted (prepaid
   * customers are matched there).
   */
  accountCreated?: (user: typeof import('../db/schema/index.js').users.$inferSelect) => Promise<void>;
  /** The Calendly API; unset means by configuration (providers/calendar `calendlyFor`). */
  calendly?: import('../providers/calendar/calendly.js').CalendlyApi;
}
