// `npm start`: builds what changed since the last build (web app, compiled server; see build.mjs), then
// runs the compiled server in this same process — one process, plain `node`, no TypeScript at run time.
// `npm run worker` (`start.mjs worker`): the same for the background worker (apps/server/dist/worker.js).
// The server handles SIGINT/SIGTERM itself (finishes in-flight work, releases DATA_DIR, exits).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, SERVER_ENTRY } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
// A SIGTERM sent to `npm start` (a process manager, a CI step) stops npm and its shell without passing it
// on; the server would run on, orphaned, holding the port and DATA_DIR. Seeing its parent change, it stops
// itself the graceful way.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 200).unref();
await buildIfStale();
const entry =
  process.argv[2] === 'worker' ? path.join(path.dirname(SERVER_ENTRY), 'worker.js') : SERVER_ENTRY;
await import(pathToFileURL(path.join(root, entry)).href);
