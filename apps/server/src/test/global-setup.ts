import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  adminQuery,
  migratedPgliteDump,
  migratedPostgresTemplate,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
} from './db-templates.js';

/**
 * Vitest globalSetup of the server project: migrates one database for the whole run, so each test file
 * copies it instead of migrating its own. PGlite: a dump in a temp file, loaded per file (~2 s instead
 * of ~5 s to boot, migrate and dump); PostgreSQL (TEST_DATABASE_URL): a template database.
 * The forks inherit the environment, where the harness finds them.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await migratedPostgresTemplate(serverUrl);
    process.env[POSTGRES_TEMPLATE_ENV] = template;
    return async () => {
      delete process.env[POSTGRES_TEMPLATE_ENV];
      // the cluster of with-postgres.mjs is thrown away anyway; another server keeps no leftovers
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template}`).catch(() => {});
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
