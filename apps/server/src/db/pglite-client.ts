import { Worker } from 'node:worker_threads';
import { types, type QueryOptions, type Results } from '@electric-sql/pglite';
import {
  TEXT_TYPES,
  type ThreadReply,
  type ThreadRequest,
  type ThreadMemory,
  type ThreadResult,
  type ThreadStart,
} from './pglite-protocol.js';

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = Distribute<ThreadRequest>;

/** What the app asks of PGlite: the in-thread instance and the thread client below both give it. */
export interface PgliteClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(fn: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface PgliteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

const THREAD_FILE = import.meta.url.endsWith('.ts') ? './pglite-thread.ts' : './pglite-thread.js';

/**
 * PGlite in a worker thread. PostgreSQL's WebAssembly and the decoding of its answers took about half
 * of the API thread under load (`npm run bench:load`); here they run beside it on another core. Each call
 * is one message; the database thread runs them through PGlite's own queue, so transactions and ordering
 * are what they were in-thread. A notification is posted before the answer of the statement that sent
 * it, so a caller hears of a change before its write returns, as it did in-thread.
 */
export class PgliteThread implements PgliteClient {
  #worker: Worker;
  #next = 1;
  #pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  #listeners = new Map<string, Set<(payload: string) => void>>();
  #dead: Error | null = null;
  #closing = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** `onLost` hears of the thread ending other than by close() (the database is gone for this process). */
  static async open(start: ThreadStart, onLost?: (error: Error) => void): Promise<PgliteThread> {
    const file = new URL(THREAD_FILE, import.meta.url);
    const worker = THREAD_FILE.endsWith('.ts')
      ? // From the sources (tests, `npm run dev`) the thread loads tsx first: Node 20 gives a worker no
        // loader hooks through execArgv. The build runs plain JS.
        new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); });`,
          { eval: true, workerData: start },
        )
      : new Worker(file, { workerData: start });
    const client = new PgliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      client.#pending.set(0, { resolve: () => resolve(), reject });
      worker.on('message', (reply: ThreadReply) => client.#onReply(reply));
      const lost = (error: Error) => {
        const closing = client.#closing;
        client.#die(error);
        if (!closing) onLost?.(error);
      };
      worker.on('error', lost);
      worker.on('exit', (code) => lost(new Error(`The database thread exited (${code})`)));
    }).catch(async (error: unknown) => {
      // PGlite did not start (a damaged data folder…): the caller reports it; the thread is ended quietly.
      client.#closing = true;
      await worker.terminate();
      throw error;
    });
    return client;
  }

  #onReply(reply: ThreadReply) {
    if ('channel' in reply) {
      for (const callback of this.#listeners.get(reply.channel) ?? []) callback(reply.payload);
      return;
    }
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if ('error' in reply) pending.reject(Object.assign(new Error(reply.error.message), reply.error));
    else pending.resolve(reply.result);
  }

  #die(error: Error) {
    this.#dead ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #call<T>(request: Request, id = this.#next++): Promise<T> {
    if (this.#dead) return Promise.reject(this.#dead);
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  #query<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number) {
    return this.#call<ThreadResult>({ op: 'query', sql, params, tx }).then((result) =>
      shaped<T>(result, options),
    );
  }

  #exec(sql: string, options: QueryOptions | undefined, tx?: number) {
    return this.#call<ThreadResult[]>({ op: 'exec', sql, tx }).then((results) =>
      results.map((r) => shaped<Record<string, unknown>>(r, options)),
    );
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(sql, options);
  }

  async transaction<T>(fn: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const id = this.#next++;
    await this.#call({ op: 'begin' }, id);
    let closed = false;
    let rolledBack = false;
    const live = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: PgliteTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        live();
        return this.#query<R>(sql, params, options, id);
      },
      exec: (sql: string, options?: QueryOptions) => {
        live();
        return this.#exec(sql, options, id);
      },
      rollback: async () => {
        live();
        rolledBack = true;
        closed = true;
        await this.#call({ op: 'end', tx: id, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#call({ op: 'end', tx: id, commit: false });
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#call({ op: 'end', tx: id, commit: !rolledBack });
    }
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const set = this.#listeners.get(channel) ?? new Set();
    this.#listeners.set(channel, set);
    set.add(callback);
    if (set.size === 1) await this.#call({ op: 'listen', channel });
    return async () => {
      set.delete(callback);
      if (set.size === 0) {
        this.#listeners.delete(channel);
        await this.#call({ op: 'unlisten', channel });
      }
    };
  }

  /** The database thread's memory (`npm run bench:web` explains where the server's memory goes). */
  memory(): Promise<ThreadMemory> {
    return this.#call<ThreadMemory>({ op: 'memory' });
  }

  async close(): Promise<void> {
    if (this.#dead) return;
    this.#closing = true;
    await this.#call({ op: 'close' });
    this.#dead = new Error('The database is closed');
    await this.#worker.terminate();
  }
}

/**
 * PGlite's own reading of a type the thread leaves as text, for callers without a parser of their own.
 * Arrays arrive split already (PGlite reads array types after start), their items as text.
 */
function defaultParser(type: number): ((value: unknown) => unknown) | undefined {
  const element = TEXT_TYPES[type as keyof typeof TEXT_TYPES];
  if (element === undefined) return undefined;
  const item = (text: string) => types.parseType(text, element || type);
  if (element === 0) return (value) => (typeof value === 'string' ? item(value) : value);
  return (value) =>
    Array.isArray(value)
      ? value.map((v) => (typeof v === 'string' ? item(v) : v))
      : typeof value === 'string'
        ? types.arrayParser(value, item, type)
        : value;
}

/**
 * The thread's array rows as the caller asked: date and time values parsed by its parsers (drizzle keeps
 * them as text) or else as PGlite would, and objects keyed by column name unless it asked for arrays.
 */
function shaped<T>(result: ThreadResult, options: QueryOptions | undefined): Results<T> {
  const { rows, names, types } = result;
  const parsers = (options?.parsers ?? {}) as Record<
    number,
    ((text: string, type: number) => unknown) | undefined
  >;
  for (const [i, type] of types.entries()) {
    const own = parsers[type];
    if (own) {
      for (const row of rows) if (typeof row[i] === 'string') row[i] = own(row[i] as string, type);
      continue;
    }
    const parse = defaultParser(type);
    if (parse) for (const row of rows) if (row[i] !== null) row[i] = parse(row[i]);
  }
  const fields = names.map((name, i) => ({ name, dataTypeID: types[i]! }));
  const answer = { affectedRows: result.affectedRows, fields };
  if (options?.rowMode === 'array') return { ...answer, rows: rows as T[] };
  const objects = rows.map((row) => {
    const object: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) object[names[i]!] = row[i];
    return object;
  });
  return { ...answer, rows: objects as T[] };
}
