// The database thread's statements (pglite-thread.ts): PGlite keeps each one parsed, by text, as a
// PostgreSQL server keeps a named statement for a connection.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
/** A named statement, its parameters' types and its columns (PostgreSQL's description of them, as read). */
type Statement = { name: string; paramTypes: number[]; columns: BackendMessage | undefined };

const joined = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

const isStalePlan = (error: unknown) =>
  (error as { code?: string })?.code === '0A000' &&
  /cached plan must not change result type/.test((error as Error).message);

/**
 * `PGlite.query` with the statement parsed once per text. PGlite's own query parses and plans every
 * statement anew and crosses into WebAssembly six times (parse, describe, bind, describe, execute, sync);
 * a statement known here is one crossing (bind, execute, sync) with no parse, and its columns are not
 * described again — a third of the time of a claim's read (issue 13). (The thread plans each call for
 * its values: `plan_cache_mode = force_custom_plan`.) The most recently used `max` texts stay named; the
 * oldest is closed when another comes.
 */
export class NamedStatements {
  readonly #pglite: PGlite;
  readonly #max: number;
  readonly #byText = new Map<string, Statement>();
  #next = 1;
  /** Names no text stands for any more (a stale plan): closed with the next parse. */
  #unused: string[] = [];

  constructor(pglite: PGlite, max = 256) {
    this.#pglite = pglite;
    this.#max = max;
  }

  /**
   * Runs `text` as `PGlite.query` would. `inTransaction`: called from within `PGlite.transaction`, which
   * holds the transaction lock already; otherwise it waits for any open transaction, as `query` does.
   */
  query(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<Results> {
    const pglite = this.#pglite;
    const run = () =>
      pglite.runExclusive(async () => {
        try {
          return await this.#run(text, params ?? [], options, inTransaction);
        } catch (error) {
          // A table's columns changed under a `select *` (a migration while running): parse it again.
          if (!isStalePlan(error)) throw error;
          this.#forget(text);
          if (inTransaction) throw error;
          return this.#run(text, params ?? [], options, inTransaction);
        }
      });
    return inTransaction ? run() : pglite._runExclusiveTransaction(run);
  }

  async #run(text: string, params: unknown[], options: QueryOptions, inTransaction: boolean) {
    const pglite = this.#pglite;
    const statement = this.#byText.get(text) ?? (await this.#prepare(text));
    // most recently used last: the first in the map is the one to close
    this.#byText.delete(text);
    this.#byText.set(text, statement);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pglite.execProtocol(
      joined([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (!inTransaction) await pglite.syncToFs();
    const described = statement.columns ? [statement.columns, ...messages] : messages;
    return parse.parseResults(described, pglite.parsers, options)[0]!;
  }

  #forget(text: string) {
    const statement = this.#byText.get(text);
    if (statement) this.#unused.push(statement.name);
    this.#byText.delete(text);
  }

  async #prepare(text: string): Promise<Statement> {
    if (this.#byText.size >= this.#max) this.#forget(this.#byText.keys().next().value as string);
    const parts = this.#unused.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const name = `ll_${this.#next++}`;
    parts.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
    const { messages } = await this.#pglite.execProtocol(joined(parts), { syncToFs: false });
    return {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      columns: messages.find((m) => m.name === 'rowDescription'),
    };
  }
}
