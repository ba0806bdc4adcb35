import pg from 'pg';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, videoConfig, type Config } from '../config.js';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../db/client.js';
import { createLogger } from '../lib/logger.js';
import type { AppContext } from '../lib/context.js';
import { composeContext, type ContextOverrides } from '../composition.js';

/**
 * API tests run on a fresh database per test file: PGlite in memory by default (started from a
 * migrated dump made once per worker), or a new database on the server in TEST_DATABASE_URL.
 */
let templateDump: Promise<Blob> | undefined;

async function freshPglite(): Promise<Database> {
  templateDump ??= (async () => {
    const template = await openPglite({});
    await migrateDatabase(template);
    const dump = await template.pglite!.dumpDataDir('none');
    await template.close();
    return dump;
  })();
  return openPglite({ loadDataDir: await templateDump });
}

/** On a PostgreSQL server each test file gets a copy of a database migrated once per worker (CREATE DATABASE … TEMPLATE). */
let postgresTemplate: Promise<string> | undefined;

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function freshPostgres(serverUrl: string): Promise<Database> {
  postgresTemplate ??= (async () => {
    const template = `leadloop_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
    const database = await openPostgres(databaseUrl(serverUrl, template), 2);
    await migrateDatabase(database);
    await database.close();
    return template;
  })();
  const template = await postgresTemplate;
  const name = `leadloop_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return openPostgres(databaseUrl(serverUrl, name), 5);
}

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? freshPostgres(serverUrl) : freshPglite();
}

/** The egress rule of tests whose own servers (SMTP, IMAP, receivers) listen on 127.0.0.1. */
export const LOOPBACK_EGRESS = { allowHosts: ['127.0.0.1'], dnsServers: [] } as const;

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  /** Runs before the app is ready, e.g. to add a route a test needs. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
  /** Dependencies given in place of what the composition root builds (a network, an AI, payments…). */
  deps: ContextOverrides = {},
): Promise<TestApp> {
  return createTestAppOn(await createTestDatabase(), overrides, beforeReady, deps);
}

/** An app on a database already open (e.g. a second process's view of the same PostgreSQL database). */
export async function createTestAppOn(
  database: Database,
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
  deps: ContextOverrides = {},
): Promise<TestApp> {
  const config: Config = {
    ...loadConfig({}),
    // the machine's ffmpeg and Chromium, as the server would find them
    video: videoConfig(process.env),
    dataDir: `/tmp/leadloop-test-${randomBytes(6).toString('hex')}`,
    testHooks: true,
    webDist: '/nonexistent',
    runEngine: false,
    checkResponses: true,
    // Tests call quickly and many times: limits 1000× the published ones (a limit's own test sets its own).
    rateLimitScale: 1000,
    ...overrides,
  };
  const log = createLogger(process.env.TEST_LOG ?? 'silent');
  const ctx = composeContext({ config, database, log }, deps);
  const app = await buildApp(ctx);
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      ctx.mailer.close();
      await database.close();
    },
  };
}

/** A small client over app.inject that speaks the API envelope. */
export function apiClient(app: FastifyInstance) {
  return async function call<T = any>(
    method: InjectOptions['method'],
    url: string,
    options: {
      token?: string;
      body?: unknown;
      query?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ): Promise<{ status: number; body: { ok: boolean; payload: T; message?: string; code?: number } }> {
    const res = await app.inject({
      method,
      url,
      query: options.query,
      payload: options.body as InjectOptions['payload'],
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
    return { status: res.statusCode, body: res.json() };
  };
}
