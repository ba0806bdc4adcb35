// Load on the embedded default (issue 13): the server as `npm start` runs it (PGlite in DATA_DIR, the
// engine and jobs in the same process), 200 connections for 60 s cycling through the main reads a
// signed-in user's screens make. Beside it in the same run: the same mix with PGlite in the API's own
// thread (PGLITE_THREAD=0, the behaviour before), and a plain Fastify hello-world at the same concurrency.
// Each row also gives the server's CPU per request, from /proc (Linux), by thread.
// BENCH_QUICK=1 runs 15 s per target.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { machine, startProcess, stopProcess, writeSection } from './lib.js';

const PORT = Number(process.env.BENCH_PORT ?? 3202);
const CONNECTIONS = 200;
const DURATION = process.env.BENCH_QUICK ? 15 : 60;
const TIMEOUT_S = 10;
const base = `http://127.0.0.1:${PORT}`;

interface Row {
  name: string;
  rps: number;
  completed: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Server CPU ms per completed request: all threads, and the busiest two. */
  cpu?: string;
}

/** CPU ms of each thread of a process so far (Linux /proc; utime + stime at 100 ticks/s). */
function threadCpu(pid: number | undefined): Map<string, number> {
  const out = new Map<string, number>();
  if (!pid || !fs.existsSync(`/proc/${pid}/task`)) return out;
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ');
      out.set(task, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      /* the thread ended */
    }
  }
  return out;
}

async function call<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { ok: boolean; payload: T };
  if (!json.ok) throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json.payload;
}

/** A signed-in user with the sample workspace (accounts, campaigns, prospects, conversations). */
async function sampleUser(): Promise<{ token: string; space: string }> {
  const anon = await call<{ token: string }>('POST', '/api/auth/create_token', {});
  const { token } = await call<{ token: string }>(
    'POST',
    '/api/auth/sign_up',
    {
      email: `load.${Date.now()}@example.com`,
      password: 'bench password',
      first_name: 'Load',
      last_name: 'Test',
    },
    anon.token,
  );
  const sample = await call<{ space_id: string }>('POST', '/api/sample_data/create', {}, token);
  const deadline = Date.now() + 180_000;
  for (;;) {
    const state = await call<{ status: string; progress: number }>(
      'GET',
      `/api/sample_data/status?space=${sample.space_id}`,
      undefined,
      token,
    );
    if (state.status === 'ready') break;
    if (Date.now() > deadline) throw new Error(`sample workspace not ready: ${JSON.stringify(state)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { token, space: sample.space_id };
}

async function run(
  name: string,
  requests: { path: string }[],
  headers: Record<string, string> = {},
  pid?: number,
): Promise<Row> {
  await autocannon({ url: base, connections: 10, duration: 3, headers, requests });
  const before = threadCpu(pid);
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: TIMEOUT_S,
    headers,
    requests,
  });
  const row = {
    name,
    rps: Math.round(r.requests.average),
    completed: r.latency.totalCount,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    cpu: cpuPerRequest(before, threadCpu(pid), r.latency.totalCount),
  };
  console.log(JSON.stringify(row));
  return row;
}

function cpuPerRequest(before: Map<string, number>, after: Map<string, number>, n: number) {
  if (!after.size || !n) return undefined;
  const used = [...after].map(([t, ms]) => ms - (before.get(t) ?? 0)).sort((a, b) => b - a);
  const per = (ms: number) => (ms / n).toFixed(2);
  return `${per(used.reduce((a, b) => a + b, 0))} (${used.slice(0, 2).map(per).join(' + ')} …)`;
}

async function embedded(name: string, env: Record<string, string>): Promise<Row> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-load-'));
  const child = await startProcess(
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SMTP_URL: '',
      ...env,
    },
    PORT,
    '/api/health',
  );
  try {
    const { token, space } = await sampleUser();
    const q = `space=${space}`;
    const mix = [
      { path: '/api/users/fetch_user' },
      { path: `/api/workflows?${q}` },
      { path: `/api/inbox/unread?${q}` },
      { path: `/api/credentials/fetch?${q}` },
      { path: `/api/profiles?${q}` },
    ];
    for (const m of mix) {
      const res = await fetch(base + m.path, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`${m.path}: ${res.status} ${await res.text()}`);
    }
    return await run(name, mix, { authorization: `Bearer ${token}` }, child.pid);
  } finally {
    await stopProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
const hello = await startProcess(['apps/server/bench/hello-server.mjs'], {}, PORT, '/hello');
try {
  rows.push(await run('Plain Fastify hello-world (baseline)', [{ path: '/hello' }], {}, hello.pid));
} finally {
  await stopProcess(hello);
}
rows.push(await embedded('Main reads — PGlite (embedded default)', {}));
rows.push(
  await embedded('Main reads — PGlite in the API thread (PGLITE_THREAD=0, before)', { PGLITE_THREAD: '0' }),
);

const m = machine();
writeSection(
  'load',
  `## Load on the embedded default (\`npm run bench:load\`)

The server as \`npm start\` runs it: PGlite in \`DATA_DIR\`, the engine and jobs in the same process. A user with
the sample workspace (made through \`POST /sample_data/create\` and replayed before measuring); ${CONNECTIONS}
connections for ${DURATION} s, each cycling through \`GET /users/fetch_user\`, \`/workflows\`, \`/inbox/unread\`,
\`/credentials/fetch\` and \`/profiles\`. A request unanswered after ${TIMEOUT_S} s counts as a timeout. autocannon
runs on the same machine. "PGLITE_THREAD=0" runs PGlite in the API's own thread, as before issue 13's
database thread. CPU per request: the server's CPU time over the run divided by the requests completed, all
threads (the busiest two in brackets: the database thread and the API thread).

| Target | req/s | completed | p50 (ms) | p99 (ms) | max (ms) | errors | timeouts | non-2xx | server CPU ms per request |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.map((r) => `| ${r.name} | ${r.rps} | ${r.completed} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} | ${r.timeouts} | ${r.non2xx} | ${r.cpu ?? '—'} |`).join('\n')}

Machine: ${m.cpus} CPUs, ${m.model}, ${m.memGb} GB RAM, Node ${m.node}, load average before the run ${m.load}.
Measured ${m.date}.
`,
);
console.log('Wrote docs/benchmarks.md (load section)');
