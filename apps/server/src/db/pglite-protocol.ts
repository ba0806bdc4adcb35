// Messages between the main thread (pglite-client.ts) and the database thread (pglite-thread.ts).

export interface ThreadStart {
  dataDir: string;
  sharedBuffers?: string;
}

/** Rows always come back as arrays (`rowMode: 'array'`); the client shapes them as its caller asked. */
interface RowOptions {
  /** Types whose values come back as PostgreSQL's text, for the caller's own parsers to read. */
  textTypes?: number[];
}

export type ThreadRequest =
  | ({ id: number; op: 'query'; sql: string; params?: unknown[]; tx?: number } & RowOptions)
  | ({ id: number; op: 'exec'; sql: string; tx?: number } & RowOptions)
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** `id` 0 answers the start, -1 carries a notification; the rest answer the request of that id. */
export type ThreadReply =
  | { id: number; result: unknown }
  | { id: number; error: { name: string; message: string } & Record<string, unknown> }
  | { id: -1; channel: string; payload: string };
