import path from 'node:path';

export interface EnrichmentConfig {
  apollo: { url: string; key: string } | null;
  hunter: { url: string; key: string } | null;
  verifier: 'sandbox' | 'smtp';
  dnsServers: readonly string[];
  smtpPort: number;
  heloName: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each process keeps to a PostgreSQL server (DATABASE_POOL_MAX, 10). */
  databasePoolMax: number;
  /** Embedded mode: PGlite in its own worker thread (PGLITE_THREAD=0 keeps it in the API's thread). */
  pgliteThread: boolean;
  /** Embedded mode: PostgreSQL's shared buffers (PGLITE_SHARED_BUFFERS; default db/client.ts's 16MB). */
  pgliteSharedBuffers?: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  secretKey: string | undefined;
  corsOrigins: string[];
  logLevel: string;
  testHooks: boolean;
  webDist: string | undefined;
  runEngine: boolean;
  /** AUTH_CACHE=0 turns off the auth guard's per-process cache (lib/auth-cache.ts); for comparison only. */
  authCache: boolean;
  /** Trust X-Forwarded-For (only behind a reverse proxy you run): TRUST_PROXY=1. */
  trustProxy: boolean;
  /**
   * RATE_LIMIT_SCALE: multiplies every request limit (packages/domain billing/rate-limits.ts); default 1,
   * 0 turns the limits off (tests and the e2e server raise them).
   */
  rateLimitScale: number;
  /** Hold every answer against its route's response schema (lib/responses.ts): on in tests, CHECK_RESPONSES=1. */
  checkResponses: boolean;
  /**
   * SANDBOX_GRANTS=1: turns on the sandboxes that grant identity or money (the sandbox sign-in consent page,
   * the sandbox checkout). Off by default: a server strangers can reach must not hand out either.
   */
  sandboxGrants: boolean;
  /** ADMIN_EMAILS: addresses made platform admins (at start and at sign-up), lower-cased. */
  adminEmails: string[];
  /**
   * METRICS_TOKEN: the bearer token Prometheus sends to GET /metrics. Unset, /metrics answers loopback
   * callers only (127.0.0.1, ::1 — with TRUST_PROXY, the forwarded client address decides).
   */
  metricsToken: string | undefined;
  /**
   * The egress rule for every fetch made on a tenant's behalf (lib/egress). EGRESS_ALLOW_HOSTS (also read:
   * the older WEBHOOK_ALLOW_HOSTS and VIDEO_ALLOW_HOSTS): hosts or IP addresses reachable although private
   * or loopback, e.g. `127.0.0.1` for a service on the same machine. EGRESS_DNS_SERVERS: the DNS servers
   * names are resolved with (tests' local server); empty: the system's resolver.
   */
  egress: { allowHosts: readonly string[]; dnsServers: readonly string[] };
  /**
   * Enrichment sources and email checks (issue 37). APOLLO_API_URL/APOLLO_API_KEY and HUNTER_API_URL/
   * HUNTER_API_KEY make those sources available (reached through the guarded egress); unset, only the
   * sandbox. EMAIL_VERIFIER: 'sandbox' (default, offline) or 'smtp' (syntax, MX through VERIFY_DNS_SERVERS
   * or the system's resolver, then an SMTP RCPT TO probe on VERIFY_SMTP_PORT, default 25, as VERIFY_HELO).
   */
  enrichment: EnrichmentConfig;
  /** AI_PROVIDER: 'offline' (default, built in) or 'openai' (any OpenAI-compatible server). */
  aiProvider: 'offline' | 'openai';
  /** AI_BASE_URL, AI_API_KEY, AI_MODEL: the OpenAI-compatible server (OpenAI, Azure, Ollama, vLLM, llama.cpp). */
  aiBaseUrl: string;
  aiApiKey: string | undefined;
  aiModel: string;
  /** AI_TIMEOUT_MS: how long a user waits for an AI answer before 'AI query is taking too long' (default 20 s). */
  aiTimeoutMs: number;
  /** CALENDLY_API_URL: Calendly's API (https://api.calendly.com); `sandbox…` tokens reach the offline sandbox. */
  calendlyApiUrl: string;
  /**
   * Custom tracking domains (issue 15): TRACKING_CNAME_TARGET is the host their CNAME must point at (default:
   * PUBLIC_URL's host); TRACKING_DOMAIN_URL how their links are written (`https://{domain}`); TRACKING_DNS_SERVERS
   * the resolvers asked (comma-separated `ip[:port]`, default: the system's).
   */
  tracking: { cnameTarget: string; domainUrl: string; dnsServers: string[] };
  /**
   * AI mailboxes (issue 39): AI_MAIL_SMTP (`host:port`) the platform's mail stack they send through (unset:
   * recorded only, like the sandbox mailbox); AI_MAIL_SENDING_IP the address their SPF record authorises;
   * AI_MAIL_MX_HOST the MX of bought domains; AI_MAIL_DNS_PORT a port on 127.0.0.1 where the sandbox DNS
   * provider answers for bought domains (ask it through TRACKING_DNS_SERVERS). Optional: tests set it.
   * AI_MAIL_IMAP (`host:port`) the stack's IMAP server (Dovecot) the mailboxes' replies are read from, and
   * AI_MAIL_IMAP_USERS its passwd-file, where the sandbox mail provider adds each new mailbox's login.
   */
  aiMail?: {
    smtp: { host: string; port: number } | null;
    imap?: { host: string; port: number; usersFile: string | null } | null;
    sendingIp: string;
    mxHost: string;
    dnsPort: number | null;
  };
  /**
   * AI mailboxes' domains at Gandi (providers/domains): GANDI_TOKEN, a personal access token (secret);
   * GANDI_OWNER, the registrant contact as Gandi's JSON `owner` object; GANDI_API_BASE another API host
   * (tests: the local fake). Unset token: the sandbox registrar and name server.
   */
  gandi?: GandiConfig;
  /**
   * CRM OAuth apps: HUBSPOT_CLIENT_ID / HUBSPOT_CLIENT_SECRET, PIPEDRIVE_CLIENT_ID / PIPEDRIVE_CLIENT_SECRET
   * (optional *_API_BASE / *_AUTH_BASE point the clients elsewhere; HUBSPOT_APP_ID / HUBSPOT_DEVELOPER_API_KEY
   * let Leadloop subscribe the app to deal webhooks). A platform with no app configured
   * runs against the local sandbox CRM (providers/crm).
   */
  crm: { hubspot?: CrmAppConfig; pipedrive?: CrmAppConfig };
  /**
   * Mailbox providers of accounts (issue 15). OAuth apps: GOOGLE_OAUTH_CLIENT_ID / _SECRET (Gmail API) and
   * MICROSOFT_OAUTH_CLIENT_ID / _SECRET (+ MICROSOFT_OAUTH_TENANT, default 'common'; Microsoft Graph, also for
   * Exchange Online). *_OAUTH_AUTH_URL / *_OAUTH_TOKEN_URL, GMAIL_API_URL, GRAPH_API_URL, SES_ENDPOINT and
   * SENDGRID_API_URL point the clients elsewhere (tests: local fakes). A type without its app cannot connect.
   */
  mailProviders: MailProviderConfig;
  /**
   * Sign in with Google / Microsoft (OpenID Connect). SSO_MODE=sandbox (default: a local consent page, no
   * account anywhere; on only with SANDBOX_GRANTS=1, else sign-in by Google / Microsoft is off) or real: GOOGLE_SIGN_IN_CLIENT_ID / _SECRET and MICROSOFT_SIGN_IN_CLIENT_ID / _SECRET
   * (+ MICROSOFT_SIGN_IN_TENANT, default 'common'); *_SIGN_IN_ISSUER points a client at another issuer.
   */
  sso: SsoConfig;
  /**
   * Payments through Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET; STRIPE_API_BASE for another API
   * host); without them the sandbox provider takes payments on a local checkout page when SANDBOX_GRANTS=1,
   * and no checkout is offered otherwise.
   */
  stripe:
    | { secretKey: string; webhookSecret: string; host?: string; port?: number; protocol?: 'http' | 'https' }
    | undefined;
  /**
   * Twilio (issue 40): TWILIO_ACCOUNT_SID (AC…) with TWILIO_AUTH_TOKEN puts SMS and number purchases on
   * Twilio (providers/telephony useTwilio); TWILIO_SMS_FROM the sender of a workspace with no SMS number of
   * its own; TWILIO_API_BASE another API host (tests: the local fake). Unset: the sandbox carrier.
   */
  twilio: { accountSid: string; authToken: string; apiBase?: string; smsFrom?: string } | undefined;
  /** Video rendering: FFMPEG_PATH (unset: the npm package's ffmpeg), CHROMIUM_PATH (default /usr/bin/chromium). */
  video: VideoConfig;
  /**
   * The engine's worker loop: ENGINE_CONCURRENCY (accounts at once; unset: by database, engine/deps.ts),
   * ENGINE_PARTITION ("i/n", raw: engine/deps.ts parses it), ENGINE_TICK_MS (1000), ENGINE_STATS=1 (the
   * test runner's per-jump statistics on the console).
   */
  engine: { concurrency: number | undefined; partition: string | undefined; tickMs: number; stats: boolean };
  /** The sandbox professional network: SANDBOX_SEED (42), SANDBOX_POPULATION (100000). */
  sandbox: { seed: number; population: number };
  /**
   * The prospect finder's people database (providers/people): PEOPLE_PROVIDER 'sandbox' (default, the sandbox
   * network's population) or 'apollo' (Apollo's people search at APOLLO_API_URL with APOLLO_API_KEY).
   */
  peopleSearch: { provider: 'sandbox' | 'apollo'; apolloUrl: string; apolloApiKey: string | undefined };
  /**
   * Issue 41, the network's web pages: NETWORK_WEB_URL (unset: every account takes the function path, the
   * sandbox); cloud accounts then drive Chromium (video.chromiumPath) within BROWSER_MEMORY_MB (1024).
   */
  networkWeb: { url: string | undefined; memoryMb: number };
}

export interface VideoConfig {
  ffmpegPath: string | undefined;
  chromiumPath: string;
}

export function videoConfig(env: NodeJS.ProcessEnv): VideoConfig {
  return { ffmpegPath: env.FFMPEG_PATH || undefined, chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
}

export interface CrmAppConfig {
  clientId: string;
  clientSecret: string;
  apiBase?: string;
  authBase?: string;
  /** HubSpot: the app's id and developer API key, which its webhook subscriptions are managed with. */
  appId?: string;
  developerApiKey?: string;
}

/** Apollo (issue 37), read once for both its uses: enrichment and the finder's people search. */
const apolloUrl = (env: NodeJS.ProcessEnv) =>
  (env.APOLLO_API_URL || 'https://api.apollo.io').replace(/\/$/, '');
function apolloConfig(env: NodeJS.ProcessEnv): { url: string; key: string } | null {
  return env.APOLLO_API_KEY ? { url: apolloUrl(env), key: env.APOLLO_API_KEY } : null;
}

function crmApp(env: NodeJS.ProcessEnv, prefix: string): CrmAppConfig | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    apiBase: env[`${prefix}_API_BASE`] || undefined,
    authBase: env[`${prefix}_AUTH_BASE`] || undefined,
    appId: env[`${prefix}_APP_ID`] || undefined,
    developerApiKey: env[`${prefix}_DEVELOPER_API_KEY`] || undefined,
  };
}

/**
 * Stripe is on when its secret key is set, and then needs its webhook secret too (without it no payment
 * could ever be confirmed): a half configuration stops the start with a clear error, never a silent
 * fallback to the sandbox.
 */
function stripeConfig(env: NodeJS.ProcessEnv): Config['stripe'] {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey && !webhookSecret && !env.STRIPE_API_BASE) return undefined;
  if (!secretKey)
    throw new Error('STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET or STRIPE_API_BASE is set');
  if (!/^(sk|rk)_(test|live)_/.test(secretKey))
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_… or rk_…)');
  if (!webhookSecret?.startsWith('whsec_'))
    throw new Error('STRIPE_WEBHOOK_SECRET (whsec_…) is required when STRIPE_SECRET_KEY is set');
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  return {
    secretKey,
    webhookSecret,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  };
}

/** Twilio is on with its account SID; a SID without its token (or a malformed one) stops the start. */
export function twilioConfig(env: NodeJS.ProcessEnv): Config['twilio'] {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  if (!accountSid) return undefined;
  if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid))
    throw new Error('TWILIO_ACCOUNT_SID must be a Twilio account SID (AC followed by 32 hex digits)');
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  if (!authToken) throw new Error('TWILIO_AUTH_TOKEN is required when TWILIO_ACCOUNT_SID is set');
  return {
    accountSid,
    authToken,
    apiBase: env.TWILIO_API_BASE?.trim() || undefined,
    smsFrom: env.TWILIO_SMS_FROM?.trim() || undefined,
  };
}

/** An OpenID Connect client for signing in (providers/sso). */
export interface SsoClientConfig {
  clientId: string;
  clientSecret?: string;
  /** The issuer whose discovery document is read (`<issuer>/.well-known/openid-configuration`). */
  issuer: string;
}

export interface SsoConfig {
  mode: 'sandbox' | 'real';
  google?: SsoClientConfig;
  microsoft?: SsoClientConfig;
}

export function ssoConfig(env: NodeJS.ProcessEnv): SsoConfig {
  const client = (prefix: string, issuer: string): SsoClientConfig | undefined => {
    const clientId = env[`${prefix}_SIGN_IN_CLIENT_ID`]?.trim();
    if (!clientId) return undefined;
    return {
      clientId,
      clientSecret: env[`${prefix}_SIGN_IN_CLIENT_SECRET`] || undefined,
      issuer: env[`${prefix}_SIGN_IN_ISSUER`] || issuer,
    };
  };
  const tenant = env.MICROSOFT_SIGN_IN_TENANT?.trim() || 'common';
  return {
    mode: env.SSO_MODE === 'real' ? 'real' : 'sandbox',
    google: client('GOOGLE', 'https://accounts.google.com'),
    microsoft: client('MICROSOFT', `https://login.microsoftonline.com/${tenant}/v2.0`),
  };
}

/** An OAuth app of a mailbox provider and where its servers are. */
export interface MailOAuthApp {
  clientId: string;
  clientSecret?: string;
  authUrl: string;
  tokenUrl: string;
  /** Base of the mail API (Gmail: https://gmail.googleapis.com/, Graph: https://graph.microsoft.com/v1.0). */
  apiUrl: string;
}

export interface MailProviderConfig {
  google?: MailOAuthApp;
  microsoft?: MailOAuthApp;
  /** Where the provider sends the browser back after consent (the web app's /integrations, which posts the code and state to the API). */
  redirectUrl: string;
  sesEndpoint?: string;
  sendgridApiUrl?: string;
  /** SNS_CERT_URL_PREFIX: where SNS certificates and subscription links may also come from (tests: a local SNS). */
  snsCertUrlPrefix?: string;
}

export function mailProviderConfig(env: NodeJS.ProcessEnv, publicUrl: string): MailProviderConfig {
  const google = env.GOOGLE_OAUTH_CLIENT_ID?.trim();
  const microsoft = env.MICROSOFT_OAUTH_CLIENT_ID?.trim();
  const tenant = env.MICROSOFT_OAUTH_TENANT?.trim() || 'common';
  const msBase = `https://login.microsoftonline.com/${tenant}/oauth2/v2.0`;
  return {
    redirectUrl: `${publicUrl}/integrations`,
    google: google
      ? {
          clientId: google,
          clientSecret: env.GOOGLE_OAUTH_CLIENT_SECRET || undefined,
          authUrl: env.GOOGLE_OAUTH_AUTH_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
          tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL || 'https://oauth2.googleapis.com/token',
          apiUrl: env.GMAIL_API_URL || 'https://gmail.googleapis.com/',
        }
      : undefined,
    microsoft: microsoft
      ? {
          clientId: microsoft,
          clientSecret: env.MICROSOFT_OAUTH_CLIENT_SECRET || undefined,
          authUrl: env.MICROSOFT_OAUTH_AUTH_URL || `${msBase}/authorize`,
          tokenUrl: env.MICROSOFT_OAUTH_TOKEN_URL || `${msBase}/token`,
          apiUrl: env.GRAPH_API_URL || 'https://graph.microsoft.com/v1.0',
        }
      : undefined,
    sesEndpoint: env.SES_ENDPOINT || undefined,
    sendgridApiUrl: env.SENDGRID_API_URL || undefined,
    snsCertUrlPrefix: env.SNS_CERT_URL_PREFIX || undefined,
  };
}

function rateLimitScale(value: string | undefined): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : 1;
}

export interface GandiConfig {
  token: string;
  /** The registrant contact sent with every registration (null: GANDI_OWNER unset or not JSON). */
  owner: Record<string, unknown> | null;
  apiBase: string;
  timeoutMs?: number;
}

function gandiConfig(env: NodeJS.ProcessEnv): GandiConfig | undefined {
  if (!env.GANDI_TOKEN) return undefined;
  let owner: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(env.GANDI_OWNER ?? '');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      owner = parsed as Record<string, unknown>;
  } catch {
    owner = null;
  }
  return { token: env.GANDI_TOKEN, owner, apiBase: env.GANDI_API_BASE || 'https://api.gandi.net' };
}

function poolMax(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 2 ? n : 10;
}

/** Reads configuration from the environment once, at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: poolMax(env.DATABASE_POOL_MAX),
    pgliteThread: env.PGLITE_THREAD !== '0',
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS || undefined,
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
    authCache: env.AUTH_CACHE !== '0',
    trustProxy: env.TRUST_PROXY === '1',
    rateLimitScale: rateLimitScale(env.RATE_LIMIT_SCALE),
    checkResponses: env.CHECK_RESPONSES === '1',
    sandboxGrants: env.SANDBOX_GRANTS === '1',
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    metricsToken: env.METRICS_TOKEN || undefined,
    enrichment: {
      apollo: apolloConfig(env),
      hunter: env.HUNTER_API_KEY
        ? { url: env.HUNTER_API_URL ?? 'https://api.hunter.io', key: env.HUNTER_API_KEY }
        : null,
      verifier: env.EMAIL_VERIFIER === 'smtp' ? 'smtp' : 'sandbox',
      dnsServers: (env.VERIFY_DNS_SERVERS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      smtpPort: Number(env.VERIFY_SMTP_PORT ?? 25),
      heloName: env.VERIFY_HELO ?? 'localhost',
    },
    egress: {
      allowHosts: [env.EGRESS_ALLOW_HOSTS, env.WEBHOOK_ALLOW_HOSTS, env.VIDEO_ALLOW_HOSTS]
        .join(',')
        .split(',')
        .map((h) =>
          h
            .trim()
            .toLowerCase()
            .replace(/^\[|\]$/g, ''),
        )
        .filter(Boolean),
      dnsServers: (env.EGRESS_DNS_SERVERS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    aiProvider: env.AI_PROVIDER === 'openai' ? 'openai' : 'offline',
    aiBaseUrl: env.AI_BASE_URL || 'https://api.openai.com/v1',
    aiApiKey: env.AI_API_KEY || undefined,
    aiModel: env.AI_MODEL || 'gpt-4o-mini',
    aiTimeoutMs: Number(env.AI_TIMEOUT_MS) > 0 ? Number(env.AI_TIMEOUT_MS) : 20_000,
    crm: { hubspot: crmApp(env, 'HUBSPOT'), pipedrive: crmApp(env, 'PIPEDRIVE') },
    calendlyApiUrl: env.CALENDLY_API_URL || 'https://api.calendly.com',
    mailProviders: mailProviderConfig(env, (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '')),
    sso: ssoConfig(env),
    tracking: {
      cnameTarget: (
        env.TRACKING_CNAME_TARGET ?? new URL(env.PUBLIC_URL ?? `http://localhost:${port}`).hostname
      ).toLowerCase(),
      domainUrl: env.TRACKING_DOMAIN_URL || 'https://{domain}',
      dnsServers: (env.TRACKING_DNS_SERVERS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    aiMail: {
      smtp: env.AI_MAIL_SMTP
        ? { host: env.AI_MAIL_SMTP.split(':')[0]!, port: Number(env.AI_MAIL_SMTP.split(':')[1] ?? 25) }
        : null,
      imap: env.AI_MAIL_IMAP
        ? {
            host: env.AI_MAIL_IMAP.split(':')[0]!,
            port: Number(env.AI_MAIL_IMAP.split(':')[1] ?? 143),
            usersFile: env.AI_MAIL_IMAP_USERS || null,
          }
        : null,
      sendingIp: env.AI_MAIL_SENDING_IP || '127.0.0.1',
      mxHost: env.AI_MAIL_MX_HOST || 'mx.leadloop.test',
      dnsPort: env.AI_MAIL_DNS_PORT ? Number(env.AI_MAIL_DNS_PORT) : null,
    },
    gandi: gandiConfig(env),
    stripe: stripeConfig(env),
    twilio: twilioConfig(env),
    video: videoConfig(env),
    engine: {
      concurrency: Number(env.ENGINE_CONCURRENCY) || undefined,
      partition: env.ENGINE_PARTITION,
      tickMs: Number(env.ENGINE_TICK_MS ?? 1000),
      stats: Boolean(env.ENGINE_STATS),
    },
    sandbox: { seed: Number(env.SANDBOX_SEED ?? 42), population: Number(env.SANDBOX_POPULATION ?? 100_000) },
    peopleSearch: {
      provider: env.PEOPLE_PROVIDER === 'apollo' ? 'apollo' : 'sandbox',
      apolloUrl: apolloUrl(env),
      apolloApiKey: apolloConfig(env)?.key,
    },
    networkWeb: { url: env.NETWORK_WEB_URL || undefined, memoryMb: Number(env.BROWSER_MEMORY_MB ?? 1024) },
  };
}
