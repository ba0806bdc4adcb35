import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Mailer } from '../providers/mail/index.js';
import type { Jobs } from './jobs.js';
import type { RealtimeHub } from './realtime.js';

/**
 * What every route and service can reach. Built once, complete, by the composition root
 * (src/composition.ts `composeContext`, used by main.ts, worker.ts and the test harness) before routes and
 * jobs start, and decorated onto the Fastify instance as `app.ctx`. A dependency is a required field here and
 * is built there; nothing fills a slot later as a side effect.
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
  /** The professional-network driver (the sandbox unless a test or a real driver is given). */
  network: import('../providers/network/index.js').NetworkDriver;
  /** The AI provider the configuration names (providers/ai `createAi`). */
  ai: import('../providers/ai/index.js').AiProvider;
  /** The payments provider (issue 16): Stripe when configured, else the sandbox (providers/payments `createPayments`). */
  payments: import('../providers/payments/index.js').PaymentsProvider;
  /**
   * The job queues while this process runs background work: the state of the one job runner
   * (lib/job-registry.ts `startJobs` sets it while it runs and clears it at stop), not a dependency.
   */
  jobs?: Jobs;
  /** Sign in with Google / Microsoft, by configuration (providers/sso `createSso`). */
  sso: import('../providers/sso/index.js').SsoProvider;
  /**
   * Runs once after a new user row is written by the shared account-creation path (auth `createAccount`:
   * sign-up, and the sign-in providers that create users): the admin area's prepaid match, wired by the
   * composition root.
   */
  accountCreated: (user: typeof import('../db/schema/index.js').users.$inferSelect) => Promise<void>;
  /** The Calendly API at CALENDLY_API_URL (providers/calendar `createCalendly`). */
  calendly: import('../providers/calendar/index.js').CalendlyApi;
  /**
   * Whether a host name is a workspace's verified tracking domain (tracking `isTrackingHost`, wired by the
   * composition root): the brand area's TLS ask approves it and the web server serves `/v/` on it.
   */
  trackingHost: (host: string) => Promise<boolean>;
}
