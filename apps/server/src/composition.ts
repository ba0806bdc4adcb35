import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { AppContext } from './lib/context.js';
import { createRealtime } from './lib/realtime.js';
import { createAi } from './providers/ai/index.js';
import { createCalendly } from './providers/calendar/index.js';
import { createMailer } from './providers/mail/index.js';
import { createNetworkPaths, createSandboxFor, type SandboxOptions } from './providers/network/index.js';
import {
  credentialBrowserStore,
  credentialExtensionQueue,
  credentialNetworkKind,
} from './modules/credentials/index.js';
import { secretsFor } from './lib/secrets.js';
import { createPayments } from './providers/payments/index.js';
import { createSso } from './providers/sso/index.js';
import { useTwilio } from './providers/telephony/index.js';
import { applyPrepaid } from './modules/admin/index.js';
import { installSteps } from './modules/steps.js';
import { isTrackingHost } from './modules/tracking/index.js';

/** What a process opens itself before anything is composed. */
export interface Foundation {
  config: Config;
  database: Database;
  log: Logger;
}

/** What a test (or a tool) may give in place of what the root would build. */
export type ContextOverrides = Partial<
  Pick<
    AppContext,
    | 'mailer'
    | 'realtime'
    | 'network'
    | 'ai'
    | 'payments'
    | 'sso'
    | 'calendly'
    | 'accountCreated'
    | 'trackingHost'
  >
> & {
  /** The sandbox network's tuning when no `network` is given (seed, population, challenge rate…). */
  sandboxNetwork?: Partial<SandboxOptions>;
};

/** The dependencies the root builds: each must be there before routes and jobs start. */
const REQUIRED = [
  'mailer',
  'realtime',
  'network',
  'ai',
  'payments',
  'sso',
  'calendly',
  'accountCreated',
  'trackingHost',
] as const satisfies readonly (keyof AppContext)[];

/**
 * The composition root: builds every dependency once, from the configuration, before routes and jobs start
 * (main.ts, worker.ts and the test harness all come here). Providers come from their faces (each kind's
 * `create…`); cross-area hooks are wired here, not by mounting routes.
 */
export function composeContext(foundation: Foundation, overrides: ContextOverrides = {}): AppContext {
  const { config, database, log } = foundation;
  const { sandboxNetwork, ...given } = overrides;
  // SMS and number purchases: Twilio with its account configured, else the sandbox carrier.
  if (config.twilio) useTwilio(config.twilio);
  const mailer =
    given.mailer ?? createMailer({ db: database.db, log, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    log,
    mailer,
    realtime: given.realtime ?? createRealtime(),
    // Issue 41: each account's path (function, browser, extension) is chosen in providers/network/routing.ts.
    network:
      given.network ??
      createNetworkPaths({
        sandbox: createSandboxFor({ db: database.db, config, mailer }, sandboxNetwork),
        web: config.networkWeb,
        chromiumPath: config.video.chromiumPath,
        store: () => credentialBrowserStore(database.db, secretsFor({ config })),
        extensionQueue: () => credentialExtensionQueue(database.db),
        kindOf: credentialNetworkKind(database.db),
      }),
    ai: given.ai ?? createAi(config),
    payments: given.payments ?? createPayments(config),
    sso: given.sso ?? createSso(config),
    calendly: given.calendly ?? createCalendly(config.calendlyApiUrl),
    // New accounts (sign-up, sign-in providers) are matched with the prepaid customers.
    accountCreated: given.accountCreated ?? ((user) => applyPrepaid(ctx, user)),
    // The TLS ask (brand) and the web server approve a workspace's verified tracking domain.
    trackingHost: given.trackingHost ?? ((host) => isTrackingHost(database.db, host)),
  };
  // Every campaign step's handler, registered by the areas that own them (a step with none stops the start).
  installSteps(ctx);
  return assertComposed(ctx);
}

/** A context missing a dependency is a start-up error (buildApp checks too), never a silent retry later. */
export function assertComposed(ctx: AppContext): AppContext {
  const missing = REQUIRED.filter((key) => ctx[key] === undefined || ctx[key] === null);
  if (missing.length)
    throw new Error(`The app context is missing ${missing.join(', ')}: build it with composeContext`);
  return ctx;
}
