import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { migrateDatabase, openPglite, openPostgres } from '../db/client.js';

/** Migrated databases the test files start from (made once by global-setup.ts, or once per file without it). */

/** Names the file holding the migrated PGlite dump that global-setup.ts wrote. */
export const PGLITE_TEMPLATE_ENV = 'LEADLOOP_TEST_PGLITE_TEMPLATE';
/** Names the migrated template database on TEST_DATABASE_URL's server that global-setup.ts made. */
export const POSTGRES_TEMPLATE_ENV = 'LEADLOOP_TEST_POSTGRES_TEMPLATE';

export async function migratedPgliteDump(): Promise<Blob> {
  const template = await openPglite({});
  await migrateDatabase(template);
  const dump = await template.pglite.dumpDataDir('none');
  await template.close();
  return dump;
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const template = `leadloop_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
  const database = await openPostgres(databaseUrl(serverUrl, template), 2);
  await migrateDatabase(database);
  await database.close();
  return template;
}
