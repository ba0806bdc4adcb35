// Messages between the main thread (pglite-client.ts) and the database thread (pglite-thread.ts).

export interface ThreadStart {
  dataDir: string;
  sharedBuffers?: string;
}

/**
 * Date and time types (and their arrays) come back as PostgreSQL's text: drizzle reads them so, and the
 * client parses them for other callers. Set once on the instance: a per-query `parsers` option makes PGlite
 * merge its whole parser table on every statement (a sixth of the thread's time on short reads).
 */
export const TEXT_TYPES = {
  1082: 0,
  1114: 0,
  1184: 0,
  1186: 0,
  1115: 1114,
  1182: 1082,
  1185: 1184,
  1187: 1186,
  1231: 1700,
};

/** Rows always come back as arrays (`rowMode: 'array'`); the client shapes them as its caller asked. */
export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' }
  | { id: number; op: 'memory' };

/** What the database thread holds (`npm run bench:web`): its own V8 heap and PostgreSQL's WebAssembly memory. */
export interface ThreadMemory {
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  wasmMemory: number | null;
}

/**
 * A statement's answer as it crosses threads: the columns as two arrays rather than one object per column
 * (a claim's 120 column objects were three quarters of its answer's bytes, and their copy a tenth of the
 * database thread's time). `pglite-client.ts` makes PGlite's `Results` of it again.
 */
export interface ThreadResult {
  rows: unknown[][];
  affectedRows?: number;
  names: string[];
  types: number[];
}

/** `id` 0 answers the start, -1 carries a notification; the rest answer the request of that id. */
export type ThreadReply =
  | { id: number; result: unknown }
  | { id: number; error: { name: string; message: string } & Record<string, unknown> }
  | { id: -1; channel: string; payload: string };
