import v8 from 'node:v8';
import type { Database } from '../../db/client.js';
import { PgliteThread } from '../../db/pglite-client.js';

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/**
 * Where this process's memory is (`npm run bench:web`), in MB: its resident set, the API thread's V8 heap
 * (by space), the buffers outside it, and the database thread's heap and PostgreSQL's WebAssembly memory.
 */
export async function memoryReport(database: Database) {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const thread = database.pglite instanceof PgliteThread ? await database.pglite.memory() : null;
  return {
    rss: mb(usage.rss),
    api_thread: {
      heap_used: mb(usage.heapUsed),
      heap_total: mb(usage.heapTotal),
      external: mb(usage.external),
      array_buffers: mb(usage.arrayBuffers),
      code: mb(heap.total_heap_size_executable),
      malloced: mb(heap.malloced_memory),
      spaces: Object.fromEntries(
        v8.getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_used_size)]),
      ),
    },
    database_thread: thread && {
      heap_used: mb(thread.heapUsed),
      heap_total: mb(thread.heapTotal),
      external: mb(thread.external),
      array_buffers: mb(thread.arrayBuffers),
      wasm_memory: thread.wasmMemory === null ? null : mb(thread.wasmMemory),
    },
  };
}
