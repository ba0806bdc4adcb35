import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../../db/client.js';

/**
 * A migrated database that other processes can open: a new database on the PostgreSQL server of
 * `serverUrl` (TEST_DATABASE_URL), or else a PGlite DATA_DIR in a temp folder. `env` is what a child
 * process needs to reach it (DATABASE_URL or DATA_DIR). On PGlite only one process may have it open.
 */
export interface SharedDatabase {
  kind: 'pglite' | 'postgres';
  env: { DATABASE_URL?: string; DATA_DIR?: string };
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function createSharedDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<SharedDatabase> {
  if (serverUrl) {
    const name = `leadloop_sim_${randomBytes(6).toString('hex')}`;
    await admin(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const shared: SharedDatabase = {
      kind: 'postgres',
      env: { DATABASE_URL: url.toString() },
      open: () => openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent' }),
      drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
    await migrateOnce(shared);
    return shared;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-sim-'));
  const shared: SharedDatabase = {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
  await migrateOnce(shared);
  return shared;
}

async function migrateOnce(shared: SharedDatabase) {
  const database = await shared.open();
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
