// `npm run bench:web -- memory` (and the end of a whole `npm run bench:web`): what the `npm start` tree holds in
// memory. For each way of starting — `npm start` as package.json has it, and as the baseline in the same run
// the last session's settings (a 128 kB mmap threshold, glibc's default arenas, V8 not sized down) — on a new DATA_DIR:
// a first start (the database created, a workspace seeded, the start-up jobs run), the RSS of the whole process
// tree (npm, its shell, the server) a minute after ready; a restart, the same; then BENCH_LOAD_SECONDS (300) of
// mixed reads and writes from 60 connections (30 % writes) and the tree's RSS at its end and at its peak.
// Beside each figure, the server's own account of it (GET /api/test/memory: V8 heap of the API thread,
// buffers, the database thread's heap and PostgreSQL's WebAssembly memory). Writes the `web-memory` section
// of docs/benchmarks.md. Outside CI: it takes about 20 minutes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { seedWorkspace } from './lib/bench-seed.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3281);
const BASE = `http://127.0.0.1:${PORT}`;
const IDLE_AFTER_READY_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 60) * 1000;
const LOAD_MS = Number(process.env.BENCH_LOAD_SECONDS ?? 300) * 1000;
const CONNECTIONS = 60;
const WRITE_SHARE = 0.3;
const GOAL_IDLE_MB = 300;
const GOAL_LOAD_MB = 500;
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

/** RSS (kB) of a process and all its descendants, from /proc, with each process's name and RSS. */
export function treeRss(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* gone */
    }
  }
  const processes = [];
  const visit = (p) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      if (kb) processes.push({ name: /Name:\s+(\S+)/.exec(status)?.[1] ?? '?', kb });
    } catch {
      /* gone */
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return { kb: processes.reduce((sum, p) => sum + p.kb, 0), processes };
}

async function start(way, dataDir) {
  const child = spawn(way.command, way.args, {
    cwd: root,
    env: {
      ...process.env,
      ...way.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LEADLOOP_TEST_HOOKS: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${way.label}: exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await wait(50);
  }
  return { child, readyAt: performance.now(), readyMs: performance.now() - t0 };
}

async function stop(server, dataDir) {
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await Promise.race([exited, wait(20_000)]);
  // npm may exit before the server it started (which sees its parent go and stops itself)
  for (let i = 0; i < 400 && fs.existsSync(path.join(dataDir, 'leadloop.lock')); i++) await wait(50);
}

async function call(method, url, token, body) {
  const response = await fetch(`${BASE}/api${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!json.ok) throw new Error(`${method} ${url}: ${json.message}`);
  return json.payload;
}

/** A confirmed user with a workspace, a sandbox account and three campaigns. */
const seed = () => seedWorkspace(call, { label: 'Memory', campaigns: 3 });

/** The server's own account of its memory (MB), or null if it cannot give one. */
const report = () => call('GET', '/test/memory', '').catch(() => null);

/** `connections` loops of the screens' reads and, 30 % of the time, a write (labels made and removed, renames). */
async function load({ token, space }, ms, onSample) {
  const q = `space=${space}`;
  const reads = [
    '/users/fetch_user',
    `/workflows?${q}`,
    `/space/info?${q}`,
    `/labels/fetch?${q}`,
    '/users/fetch_spaces',
    `/credentials/fetch?${q}`,
  ];
  const counts = { reads: 0, writes: 0, errors: 0 };
  const end = Date.now() + ms;
  let n = 0;
  const write = async (worker) => {
    const label = await call('POST', `/labels/create?${q}`, token, {
      name: `m${worker}-${(n++).toString(36)}`.slice(0, 30),
      color: '#4c6ef5',
    });
    await call('DELETE', `/labels/${label._id}/delete?${q}`, token);
    await call('POST', `/space/${space}/update`, token, { space_object: { name: `Bench memory ${n % 7}` } });
  };
  const loop = async (worker) => {
    while (Date.now() < end) {
      try {
        if (Math.random() < WRITE_SHARE) {
          await write(worker);
          counts.writes++;
        } else {
          await call('GET', reads[Math.floor(Math.random() * reads.length)], token);
          counts.reads++;
        }
      } catch {
        counts.errors++;
      }
    }
  };
  const sampler = setInterval(onSample, 5000);
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => loop(i)));
  clearInterval(sampler);
  return counts;
}

async function idleAfterReady(server) {
  const left = server.readyAt + IDLE_AFTER_READY_MS - performance.now();
  if (left > 0) await wait(left);
  return { rss: treeRss(server.child.pid), inside: await report() };
}

async function measureWay(way) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-bench-memory-'));
  try {
    const first = await start(way, dataDir);
    const data = await seed();
    const firstIdle = await idleAfterReady(first);
    await stop(first, dataDir);
    const again = await start(way, dataDir);
    const restartIdle = await idleAfterReady(again);
    let peak = 0;
    const counts = await load(data, LOAD_MS, () => {
      peak = Math.max(peak, treeRss(again.child.pid).kb);
    });
    const loaded = { rss: treeRss(again.child.pid), inside: await report() };
    peak = Math.max(peak, loaded.rss.kb);
    await stop(again, dataDir);
    return { way, first: firstIdle, restart: restartIdle, loaded, peak, counts };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const mb = (kb) => `${Math.round(kb / 1024)} MB`;
const procs = (rss) => rss.processes.map((p) => `${p.name} ${mb(p.kb)}`).join(' + ');
const inside = (r) =>
  r
    ? `API heap ${r.api_thread.heap_used}/${r.api_thread.heap_total}, buffers ${r.api_thread.array_buffers}, ` +
      `code ${r.api_thread.code}` +
      (r.database_thread
        ? `; database thread heap ${r.database_thread.heap_used}/${r.database_thread.heap_total}, ` +
          `WebAssembly memory ${r.database_thread.wasm_memory}`
        : '')
    : '—';
const verdict = (kb, goal) => (kb / 1024 < goal ? `**${mb(kb)}** (< ${goal})` : `${mb(kb)} (goal < ${goal})`);

export async function benchMemory() {
  const load1 = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const startScript = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const ways = [
    { label: '`npm start`', command: 'npm', args: ['start', '--silent'], env: {} },
    {
      label:
        "baseline: the last session's start (128 kB mmap threshold, glibc's arenas, V8's default sizing)",
      command: 'npm',
      args: [
        'exec',
        '--silent',
        '--',
        'node',
        '--max-semi-space-size=2',
        '--v8-pool-size=2',
        'scripts/start.mjs',
      ],
      env: { MALLOC_MMAP_THRESHOLD_: '131072' },
    },
  ];
  const runs = [];
  for (const way of ways) runs.push(await measureWay(way));
  const load2 = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const rows = runs.flatMap((r) => [
    `| ${r.way.label} | first start, ${IDLE_AFTER_READY_MS / 1000} s after ready | ${verdict(r.first.rss.kb, GOAL_IDLE_MB)} | ${procs(r.first.rss)} | ${inside(r.first.inside)} |`,
    `| ${r.way.label} | restart, ${IDLE_AFTER_READY_MS / 1000} s after ready | ${verdict(r.restart.rss.kb, GOAL_IDLE_MB)} | ${procs(r.restart.rss)} | ${inside(r.restart.inside)} |`,
    `| ${r.way.label} | end of ${LOAD_MS / 1000} s of load (peak ${mb(r.peak)}; ${r.counts.reads} reads, ${r.counts.writes} writes, ${r.counts.errors} errors) | ${verdict(r.loaded.rss.kb, GOAL_LOAD_MB)} | ${procs(r.loaded.rss)} | ${inside(r.loaded.inside)} |`,
  ]);
  const section = [
    '<!-- web-memory:start -->',
    '## Memory of the `npm start` tree (`npm run bench:web -- memory`)',
    '',
    `\`npm start\` is \`${startScript}\`. RSS: the sum over the process tree (npm, its shell, the server), from /proc.`,
    `Load: ${CONNECTIONS} connections, each looping over the screens' reads, ${WRITE_SHARE * 100} % of the time a write`,
    '(a label made and removed, the workspace renamed). Inside the server (MB, `GET /api/test/memory`): V8 heap',
    "used/total of the API thread, its array buffers and code; the database thread's heap and PostgreSQL's",
    'WebAssembly memory (its size; only the pages touched count in RSS).',
    '',
    '| Start | When | Tree RSS | Processes | Inside the server (MB) |',
    '|---|---|---:|---|---|',
    ...rows,
    '',
    `Machine: ${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, shared`,
    `with other sessions; load average ${load1} before the run, ${load2} after. Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}.`,
    '<!-- web-memory:end -->',
  ].join('\n');
  console.log(section);
  if (process.env.BENCH_WRITE !== '0') {
    const file = path.join(root, 'docs/benchmarks.md');
    const doc = fs.readFileSync(file, 'utf8');
    const next = doc.includes('<!-- web-memory:start -->')
      ? doc.replace(/<!-- web-memory:start -->[\s\S]*<!-- web-memory:end -->/, section)
      : doc.replace('<!-- reports:start -->', `${section}\n\n<!-- reports:start -->`);
    fs.writeFileSync(file, next);
  }
}
