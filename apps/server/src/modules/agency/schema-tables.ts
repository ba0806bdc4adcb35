import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.js';

/** Every table of the Drizzle schema (db/schema/index.ts). */
export function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable);
}

export const tableByName = (name: string): PgTable | undefined =>
  schemaTables().find((t) => getTableConfig(t).name === name);

/** The schema file that declares a table (for a test's message), e.g. apps/server/src/db/schema/videos.ts. */
export function schemaFileOf(name: string): string {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/schema');
  try {
    for (const file of fs.readdirSync(dir))
      if (
        file.endsWith('.ts') &&
        new RegExp(`pgTable\\(\\s*'${name}'`).test(fs.readFileSync(path.join(dir, file), 'utf8'))
      )
        return `apps/server/src/db/schema/${file}`;
  } catch {
    // bundled: no sources beside the code
  }
  return 'apps/server/src/db/schema/';
}
