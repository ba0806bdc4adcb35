import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../test/harness.js';
import type { Database } from './client.js';
import { executeNamed, reusableSelect } from './named.js';
import { rowsOf } from './rows.js';
import { spaces } from './schema/index.js';

/** Named statements (issue 13) answer as their unnamed selves, on the pool and in a transaction. */
describe('named statements', () => {
  let database: Database;
  const ids: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const name of ['Alpha', 'Beta']) {
      const [row] = await database.db.insert(spaces).values({ name }).returning();
      ids.push(row!.id);
    }
  });
  afterAll(() => database?.close());

  it('executeNamed binds each call its own values, the same text reused', async () => {
    const nameOf = async (id: string) =>
      rowsOf<{ name: string }>(
        await executeNamed(database.db, sql`select name from spaces where id = ${id}`),
      )[0]?.name;
    expect(await nameOf(ids[0]!)).toBe('Alpha');
    expect(await nameOf(ids[1]!)).toBe('Beta');
    const inTx = await database.db.transaction(async (tx) =>
      rowsOf<{ name: string }>(await executeNamed(tx, sql`select name from spaces where id = ${ids[1]}`)),
    );
    expect(inTx).toEqual([{ name: 'Beta' }]);
  });

  it('reusableSelect builds once and maps rows like drizzle, wherever it runs', async () => {
    let builds = 0;
    const byId = (db: Database['db'], id: string) =>
      reusableSelect<typeof spaces.$inferSelect>(
        db,
        'test_space_by_id',
        () => {
          builds++;
          return db
            .select()
            .from(spaces)
            .where(eq(spaces.id, sql.placeholder('id')));
        },
        { id },
      );
    const [alpha] = await byId(database.db, ids[0]!);
    const [beta] = await database.db.transaction((tx) => byId(tx as unknown as Database['db'], ids[1]!));
    expect(alpha?.name).toBe('Alpha');
    expect(beta?.name).toBe('Beta');
    expect(alpha?.createdAt).toBeInstanceOf(Date);
    expect(builds).toBe(1);
    expect(await byId(database.db, '00000000-0000-0000-0000-000000000000')).toEqual([]);
  });
});
