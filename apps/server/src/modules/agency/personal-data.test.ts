import { describe, expect, it } from 'vitest';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { PERSONAL_COLUMN, PERSONAL_DATA } from './personal-data.js';
import { schemaTables, schemaFileOf } from './schema-tables.js';

/**
 * Erasure is complete only if every table that may hold a prospect's data is known (issue 42): this test
 * reads the Drizzle schema, so a table added later with personal columns fails here until classified.
 */
describe('personal data coverage', () => {
  it('every schema table with a personal column or a link to a prospect is classified', () => {
    const missing: string[] = [];
    for (const table of schemaTables()) {
      const config = getTableConfig(table);
      const personal = config.columns.filter((c) => PERSONAL_COLUMN.test(c.name)).map((c) => c.name);
      const linked = config.foreignKeys
        .filter((fk) =>
          ['prospects', 'campaign_prospects'].includes(getTableConfig(fk.reference().foreignTable).name),
        )
        .flatMap((fk) => fk.reference().columns.map((c) => c.name));
      const columns = [...new Set([...personal, ...linked])];
      if (columns.length && !(config.name in PERSONAL_DATA))
        missing.push(
          `table "${config.name}" (${schemaFileOf(config.name)}) has personal columns [${columns.join(', ')}]: ` +
            `classify it in apps/server/src/modules/agency/personal-data.ts PERSONAL_DATA as erase, or skip with the reason`,
        );
    }
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('names only tables that exist', () => {
    const names = new Set(schemaTables().map((t) => getTableConfig(t).name));
    expect(Object.keys(PERSONAL_DATA).filter((n) => !names.has(n))).toEqual([]);
  });
});
