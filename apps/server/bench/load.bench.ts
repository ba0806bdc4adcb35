// Load on the embedded default (issue 13): the server as `npm start` runs it (PGlite in DATA_DIR, the
// engine and jobs in the same process), 200 connections for 60 s cycling through the main reads a
// signed-in user's screens make. Beside it in the same run: the same mix with the auth cache off (the
// behaviour before), and a plain Fastify hello-world at the same concurrency.
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
): Promise<Row> {
  await autocannon({ url: base, connections: 10, duration: 3, headers, requests });
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
  };
  console.log(JSON.stringify(row));
  return row;
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
    return await run(name, mix, { authorization: `Bearer ${token}` });
  } finally {
    await stopProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
const hello = await startProcess(['apps/server/bench/hello-server.mjs'], {}, PORT, '/hello');
try {
  rows.push(await run('Plain Fastify hello-world (baseline)', [{ path: '/hello' }]));
} finally {
  await stopProcess(hello);
}
rows.push(await embedded('Main reads — PGlite (embedded default)', {}));
rows.push(await embedded('Main reads — PGlite, auth cache off (before)', { AUTH_CACHE: '0' }));

const m = machine();
writeSection(
  'load',
  `## Load on the embedded default (\`npm run bench:load\`)

The server as \`npm start\` runs it: PGlite in \`DATA_DIR\`, the engine and jobs in the same process. A user with
the sample workspace (made through \`POST /sample_data/create\` and replayed before measuring); ${CONNECTIONS}
connections for ${DURATION} s, each cycling through \`GET /users/fetch_user\`, \`/workflows\`, \`/inbox/unread\`,
\`/credentials/fetch\` and \`/profiles\`. A request unanswered after ${TIMEOUT_S} s counts as a timeout. autocannon
runs on the same machine. "Auth cache off" is the guard reading the database on every request (before issue 13).

| Target | req/s | completed | p50 (ms) | p99 (ms) | max (ms) | errors | timeouts | non-2xx |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.map((r) => `| ${r.name} | ${r.rps} | ${r.completed} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} | ${r.timeouts} | ${r.non2xx} |`).join('\n')}

Machine: ${m.cpus} CPUs, ${m.model}, ${m.memGb} GB RAM, Node ${m.node}, load average before the run ${m.load}.
Measured ${m.date}.
`,
);
console.log('Wrote docs/benchmarks.md (load section)');
