import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SERVER_ROOT } from '../lib/paths.js';
import { PgliteThread, type PgliteClient } from './pglite-client.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The database handle every query uses; the same type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present in embedded mode: PGlite, in this thread or its own (pg-boss and the auth cache use it directly). */
  pglite?: PgliteClient;
  /** Present on a PostgreSQL server: the pool (pg-boss and the Socket.IO adapter use it). */
  pool?: pg.Pool;
  /** Embedded mode with PGlite in its own worker thread (statements run beside this thread's work). */
  threaded?: boolean;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

/** Extensions loaded on every PGlite open (an index may depend on them). */
export const pgliteExtensions = { pg_trgm };

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory, all of it touched at start. Its default (128 MB)
 * doubles the server's memory; 16 MB holds one installation's hot pages, the operating system's file cache
 * (PGlite reads DATA_DIR through it) the rest. PGLITE_SHARED_BUFFERS overrides it (`npm run bench:web`
 * measures the former 32 MB beside it).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  sharedBuffers?: string;
}): Promise<Database & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
    ...(options.sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] }
      : {}),
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  // JIT compilation off: it costs 100–250 ms per report query (EXPLAIN ANALYZE in `npm run bench:reports`)
  // and wins nothing on the short queries an API runs.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle client whose connection the server ends (a restart, a dropped database) is reported here; without a
  // listener node-postgres throws it out of the process. The pool discards that client and the next query
  // gets a fresh connection (or its own error), so nothing is lost by not rethrowing it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.pglite) {
    await database.pglite.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await migratePglite(drizzlePglite(database.pglite as PGlite), { migrationsFolder: MIGRATIONS_FOLDER });
  } else if (database.pool) {
    await database.pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await migratePg(drizzlePg(database.pool), { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/** Embedded mode with no database under DATA_DIR yet: this start creates it (first-start.ts). */
export function isNewEmbeddedDatabase(config: { databaseUrl?: string; dataDir: string }): boolean {
  return !config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'));
}

/** Opens and migrates the configured database, as a process starts. */
export async function openMigratedDatabase(
  config: Parameters<typeof openDatabase>[0],
  onStaleLock?: (pid: number) => void,
): Promise<Database> {
  const database = await openDatabase(config, onStaleLock);
  await migrateDatabase(database);
  return database;
}

/**
 * Embedded mode: one process owns DATA_DIR. PGlite has no lock of its own, and two processes on one
 * folder silently lose writes, so a pid file guards it. A lock left by a dead process is taken over at
 * once (a lock library such as proper-lockfile would wait out a staleness window after a crash first).
 */
export function lockDataDir(dataDir: string, onStale?: (pid: number) => void): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'leadloop.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by another Leadloop process (pid ${owner}). ` +
            'Stop it first, or point DATA_DIR elsewhere. To run several processes, use DATABASE_URL.',
        );
      }
      onStale?.(owner);
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite runs each statement inside this thread and resolves at once, so a long piece of background work
 * (an engine pass, the inbox sync of every account) would run as one unbroken chain of promises: HTTP
 * requests, timers and signals (a graceful stop) would wait until it ends. Each statement first lets
 * the event loop turn, as a network round trip to PostgreSQL does.
 */
function yieldBetweenQueries(pglite: PGlite): void {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  pglite.query = (async (...args: Parameters<typeof query>) => {
    await turn();
    return query(...args);
  }) as typeof pglite.query;
  pglite.exec = (async (...args: Parameters<typeof exec>) => {
    await turn();
    return exec(...args);
  }) as typeof pglite.exec;
}

/**
 * Opens the configured database: PostgreSQL when a URL is given, else PGlite under dataDir/pgdata — in its
 * own worker thread unless `pgliteThread` is false (PGLITE_THREAD=0), then in this one.
 * `onStaleLock` hears of a lock left by a process that did not stop cleanly (it is taken over).
 */
export async function openDatabase(
  config: {
    databaseUrl?: string;
    databasePoolMax?: number;
    dataDir: string;
    pgliteThread?: boolean;
    pgliteSharedBuffers?: string;
  },
  onStaleLock?: (pid: number) => void,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolMax);
  const release = lockDataDir(config.dataDir, onStaleLock);
  const pgdata = path.join(config.dataDir, 'pgdata');
  fs.mkdirSync(pgdata, { recursive: true });
  try {
    const sharedBuffers = config.pgliteSharedBuffers ?? PGLITE_SHARED_BUFFERS;
    const database = await (config.pgliteThread === false
      ? openPgliteHere(pgdata, sharedBuffers)
      : openPgliteThread(pgdata, sharedBuffers));
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPgliteHere(pgdata: string, sharedBuffers: string): Promise<Database> {
  const database = await openPglite({ dataDir: pgdata, sharedBuffers });
  yieldBetweenQueries(database.pglite);
  return database;
}

async function openPgliteThread(pgdata: string, sharedBuffers: string): Promise<Database> {
  // Without its database the process can only fail every request: it stops, for its supervisor to restart
  // it (PostgreSQL's recovery replays the log on the next open).
  const pglite = await PgliteThread.open({ dataDir: pgdata, sharedBuffers }, (error) => {
    process.stderr.write(`The embedded database stopped: ${error.message}\n`);
    process.exit(1);
  });
  const db = drizzlePglite(pglite as unknown as PGlite, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite, threaded: true, close: () => pglite.close() };
}
