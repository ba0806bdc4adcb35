// The embedded database's own thread (see pglite-client.ts): PGlite runs here, so PostgreSQL's work and
// the decoding of its results no longer share the API's thread. It answers the requests the main thread
// posts, one message each, in the order PGlite's own queue runs them.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  TEXT_TYPES,
  type ThreadReply,
  type ThreadRequest,
  type ThreadResult,
  type ThreadMemory,
  type ThreadStart,
} from './pglite-protocol.js';
import { NamedStatements } from './pglite-statements.js';

const start = workerData as ThreadStart;
const port = parentPort!;
/** Rolls a transaction back when the main thread's callback failed. */
const ROLLBACK = Symbol('rollback');

const post = (reply: ThreadReply) => port.postMessage(reply);
const fail = (id: number, error: unknown) => {
  const e = error as Error & Record<string, unknown>;
  // DatabaseError's fields (code, constraint, detail…) travel with it: callers read `code` (23505…).
  const fields = Object.fromEntries(
    Object.entries(e ?? {}).filter(([, v]) => ['string', 'number'].includes(typeof v)),
  );
  post({ id, error: { ...fields, name: e?.name ?? 'Error', message: e?.message ?? String(error) } });
};

/** Rows travel as arrays (no key per value to build here and copy across); the client makes objects. */
const ARRAY_ROWS: QueryOptions = { rowMode: 'array' };

const compact = (result: Results): ThreadResult => ({
  rows: result.rows as unknown[][],
  affectedRows: result.affectedRows,
  names: result.fields.map((f) => f.name),
  types: result.fields.map((f) => f.dataTypeID),
});

const pglite = await PGlite.create({
  dataDir: start.dataDir,
  parsers: Object.fromEntries(Object.keys(TEXT_TYPES).map((type) => [type, (text: string) => text])),
  extensions: { pg_trgm },
  startParams: [
    ...PGlite.defaultStartParams,
    ...(start.sharedBuffers ? ['-c', `shared_buffers=${start.sharedBuffers}`] : []),
    // Statements stay parsed (pglite-statements.ts) but are planned for each call's values: a generic plan,
    // made once without them, halved the engine's rate over three simulated days (its due-row and limit
    // reads depend on the times passed). A server setting, as on PostgreSQL, not one session's.
    '-c',
    'plan_cache_mode=force_custom_plan',
  ],
}).catch((error: unknown) => {
  fail(0, error);
  return null;
});

const statements = pglite && new NamedStatements(pglite);
const open = new Map<number, Transaction>();
const ends = new Map<number, (end: { commit: boolean; id: number }) => void>();
const unlisteners = new Map<string, () => Promise<void>>();

/** Opens transaction `id`; it runs the main thread's statements until an `end` request commits or rolls it back. */
function begin(id: number) {
  let endId: number | null = null;
  pglite!
    .transaction(async (tx) => {
      open.set(id, tx);
      post({ id, result: null });
      const end = await new Promise<{ commit: boolean; id: number }>((resolve) => ends.set(id, resolve));
      endId = end.id;
      if (!end.commit) throw ROLLBACK;
    })
    .then(
      () => post({ id: endId!, result: null }),
      (error: unknown) => {
        if (endId === null) return fail(id, error);
        if (error === ROLLBACK) return post({ id: endId, result: null });
        fail(endId, error);
      },
    )
    .finally(() => {
      open.delete(id);
      ends.delete(id);
    });
}

async function handle(request: ThreadRequest): Promise<unknown> {
  const target =
    request.op === 'query' || request.op === 'exec' ? (request.tx ? open.get(request.tx) : pglite!) : pglite!;
  if (!target) throw new Error('The transaction has ended');
  switch (request.op) {
    case 'query':
      return compact(await statements!.query(request.sql, request.params, ARRAY_ROWS, Boolean(request.tx)));
    case 'exec':
      return (await target.exec(request.sql, ARRAY_ROWS)).map(compact);
    case 'listen': {
      if (!unlisteners.has(request.channel)) {
        const channel = request.channel;
        unlisteners.set(
          channel,
          await pglite!.listen(channel, (payload) => post({ id: -1, channel, payload })),
        );
      }
      return null;
    }
    case 'unlisten':
      await unlisteners.get(request.channel)?.();
      unlisteners.delete(request.channel);
      return null;
    case 'close':
      await pglite!.close();
      return null;
    case 'memory':
      return threadMemory();
    default:
      return null;
  }
}

/** This thread's isolate (process.memoryUsage's heap figures are per thread) and PostgreSQL's memory. */
function threadMemory(): ThreadMemory {
  const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  const mod = (pglite as unknown as { mod?: { HEAPU8?: Uint8Array } } | null)?.mod;
  return { heapUsed, heapTotal, external, arrayBuffers, wasmMemory: mod?.HEAPU8?.byteLength ?? null };
}

port.on('message', (request: ThreadRequest) => {
  if (request.op === 'begin') return begin(request.id);
  if (request.op === 'end') {
    const end = ends.get(request.tx);
    if (!end) return fail(request.id, new Error('The transaction has ended'));
    return end({ commit: request.commit, id: request.id });
  }
  handle(request).then(
    (result) => post({ id: request.id, result }),
    (error: unknown) => fail(request.id, error),
  );
});

if (pglite) post({ id: 0, result: 'ready' });
