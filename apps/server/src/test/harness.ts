import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, videoConfig, type Config } from '../config.js';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { createLogger } from '../lib/logger.js';
import type { AppContext } from '../lib/context.js';
import { composeContext, type ContextOverrides } from '../composition.js';
import {
  adminQuery,
  databaseUrl,
  migratedPgliteDump,
  migratedPostgresTemplate,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
} from './db-templates.js';

/**
 * API tests run on a fresh database per test file: PGlite in memory by default, loaded from a migrated
 * dump; or a new database on the server in TEST_DATABASE_URL, a copy of a migrated template
 * (CREATE DATABASE … TEMPLATE). Both are made once for the run by global-setup.ts (or else once here).
 */
let templateDump: Promise<Blob> | undefined;
let postgresTemplate: Promise<string> | undefined;

async function freshPglite(): Promise<Database> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  templateDump ??= file ? Promise.resolve(new Blob([readFileSync(file)])) : migratedPgliteDump();
  return openPglite({ loadDataDir: await templateDump });
}

async function freshPostgres(serverUrl: string): Promise<Database> {
  const made = process.env[POSTGRES_TEMPLATE_ENV];
  postgresTemplate ??= made ? Promise.resolve(made) : migratedPostgresTemplate(serverUrl);
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
