import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NamedStatements } from './pglite-statements.js';

// The database thread's named statements (pglite-thread.ts): what PGlite's own query gave, faster.
describe('PGlite statements kept parsed by text', () => {
  let pglite: PGlite;
  let statements: NamedStatements;
  const ARRAYS = { rowMode: 'array' } as const;
  const run = (text: string, params: unknown[] = []) =>
    statements.query(text, params, ARRAYS, false).then((r) => r.rows as unknown[][]);

  beforeAll(async () => {
    pglite = await PGlite.create();
    // two named at most: the third text closes the least recently used
    statements = new NamedStatements(pglite, 2);
    await pglite.exec(`create table t (id int primary key, at timestamptz, tags text[], doc jsonb);
      insert into t values (1, '2026-11-26T12:00:00Z', '{a,b}', '{"x":1}'), (2, null, '{}', null)`);
  });
  afterAll(() => pglite.close());

  it('answers each call with its own parameters, as PGlite does: dates, arrays, json, nulls', async () => {
    const text = 'select id, at, tags, doc from t where id = $1';
    for (let i = 0; i < 3; i++) {
      const mine = await statements.query(text, [1], ARRAYS, false);
      const theirs = await pglite.query(text, [1], ARRAYS);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
      expect(await run(text, [2])).toEqual([[2, null, [], null]]);
    }
    expect(await run('select $1::timestamptz as at, $2::text[] as tags', [new Date(0), ['x', 'y']])).toEqual([
      [new Date(0), ['x', 'y']],
    ]);
  });

  it('keeps the most recent texts named and still runs any other, with the right rows and counts', async () => {
    const texts = [
      'select id from t where id = $1',
      'select id + 10 from t where id = $1',
      'select id + 20 from t where id = $1',
    ];
    for (let round = 0; round < 3; round++)
      for (const [i, text] of texts.entries()) expect(await run(text, [1])).toEqual([[1 + i * 10]]);
    const written = await statements.query('update t set doc = $1 where id > $2', ['{}', 0], ARRAYS, false);
    expect(written.affectedRows).toBe(2);
    const prepared = await pglite.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    expect(prepared.rows[0]!.n).toBeLessThanOrEqual(2);
  });

  it("keeps PostgreSQL's errors, and the next statement runs", async () => {
    const bad = await run('select id from t where id = $1', ['not a number']).catch((e) => e);
    expect(bad.code).toBe('22P02');
    const duplicate = await run('insert into t (id) values ($1)', [1]).catch((e) => e);
    expect(duplicate.code).toBe('23505');
    expect(await run('select id from t where id = $1', [2])).toEqual([[2]]);
  });

  it('reads a table again after its columns change under a select *', async () => {
    const text = 'select * from t where id = $1';
    expect((await run(text, [2]))[0]).toHaveLength(4);
    await pglite.exec('alter table t add column note text');
    expect((await run(text, [2]))[0]).toHaveLength(5);
  });

  it("runs inside a transaction as the transaction's statements, and waits for one otherwise", async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await pglite
      .transaction(async () => {
        await statements.query('insert into t (id) values ($1)', [3], ARRAYS, true);
        outside = run('select count(*)::int from t').then((rows) => order.push(`outside saw ${rows[0]![0]}`));
        await new Promise((resolve) => setTimeout(resolve, 50));
        order.push('transaction rolls back');
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await outside;
    expect(order).toEqual(['transaction rolls back', 'outside saw 2']);
  });
});
