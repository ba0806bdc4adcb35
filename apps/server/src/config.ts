import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  secretKey: string | undefined;
  corsOrigins: string[];
  logLevel: string;
  testHooks: boolean;
  webDist: string | undefined;
  runEngine: boolean;
  /** Trust X-Forwarded-For (only behind a reverse proxy you run): TRUST_PROXY=1. */
  trustProxy: boolean;
  /** Hold every answer against its route's response schema (lib/responses.ts): on in tests, CHECK_RESPONSES=1. */
  checkResponses: boolean;
  /** ADMIN_EMAILS: addresses made platform admins (at start and at sign-up), lower-cased. */
  adminEmails: string[];
  /**
   * WEBHOOK_ALLOW_HOSTS: hosts or IP addresses webhooks may call although they are private or loopback
   * (an operator's allow-list against SSRF; e.g. `127.0.0.1` for a receiver on the same machine in tests).
   */
  webhookAllowHosts: string[];
  /**
   * Payments through Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET; STRIPE_API_BASE for another API
   * host); without them the sandbox provider takes payments on a local checkout page.
   */
  stripe:
    | { secretKey: string; webhookSecret: string; host?: string; port?: number; protocol?: 'http' | 'https' }
    | undefined;
}

function stripeConfig(env: NodeJS.ProcessEnv): Config['stripe'] {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  };
}

/** Reads configuration from the environment once, at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Leadloop <no-reply@leadloop.local>',
    secretKey: env.SECRET_KEY || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    testHooks: env.LEADLOOP_TEST_HOOKS === '1',
    webDist: env.WEB_DIST,
    runEngine: env.RUN_ENGINE !== '0',
    trustProxy: env.TRUST_PROXY === '1',
    checkResponses: env.CHECK_RESPONSES === '1',
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    webhookAllowHosts: (env.WEBHOOK_ALLOW_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    stripe: stripeConfig(env),
  };
}
