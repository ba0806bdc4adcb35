// Foundation benchmark: GET /api/users/fetch_user with a valid token (auth guard + one user lookup),
// on embedded PGlite and on a PostgreSQL server, beside a plain Fastify hello-world, all in one run.
// Each server runs in its own process; autocannon (50 connections, 10 s) runs in this one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machine, measure, startProcess, stopProcess, writeSection, type Measurement } from './lib.js';

// The shared cluster helper is plain JS (scripts/); load it untyped.
const clusterModule = '../../../scripts/pg-cluster.mjs';
const { startCluster } = (await import(clusterModule)) as {
  startCluster(): Promise<{ url: string; port: number; stop(): void }>;
};

const PORT = Number(process.env.BENCH_PORT ?? 3201);
const SERVER = ['--import', 'tsx', 'apps/server/src/main.ts'];
const SERVER_ENV = {
  LOG_LEVEL: 'warn',
  WEB_DIST: '/nonexistent',
  HOST: '127.0.0.1',
  RUN_ENGINE: '0',
  SMTP_URL: '',
};

async function signedInToken(base: string): Promise<string> {
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { ok: boolean; payload: { token: string } };
    if (!json.ok) throw new Error(`${url}: ${JSON.stringify(json)}`);
    return json.payload;
  };
  const anon = await post('/api/auth/create_token', {});
  const signedUp = await post(
    '/api/auth/sign_up',
    {
      email: `bench.${Date.now()}@example.com`,
      password: 'bench password',
      first_name: 'Bench',
      last_name: 'Mark',
    },
    anon.token,
  );
  return signedUp.token;
}

async function benchApi(name: string, env: Record<string, string>): Promise<Measurement> {
  const child = await startProcess(SERVER, { ...SERVER_ENV, ...env }, PORT, '/api/health');
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const token = await signedInToken(base);
    return await measure(name, `${base}/api/users/fetch_user`, { authorization: `Bearer ${token}` });
  } finally {
    await stopProcess(child);
  }
}

const results: Measurement[] = [];
const hello = await startProcess(['apps/server/bench/hello-server.mjs'], {}, PORT, '/hello');
try {
  results.push(await measure('Plain Fastify hello-world (baseline)', `http://127.0.0.1:${PORT}/hello`));
} finally {
  await stopProcess(hello);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-bench-'));
try {
  results.push(
    await benchApi('GET /api/users/fetch_user — PGlite (embedded)', { DATA_DIR: dataDir, DATABASE_URL: '' }),
  );
  results.push(
    await benchApi('GET /api/users/fetch_user — PGlite (embedded), request limits off', {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_SCALE: '0',
    }),
  );
  results.push(
    await benchApi('GET /api/users/fetch_user — PGlite (embedded), auth cache off (before)', {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      AUTH_CACHE: '0',
    }),
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const cluster = await startCluster();
try {
  results.push(await benchApi('GET /api/users/fetch_user — PostgreSQL 15', { DATABASE_URL: cluster.url }));
  results.push(
    await benchApi('GET /api/users/fetch_user — PostgreSQL 15, request limits off', {
      DATABASE_URL: cluster.url,
      RATE_LIMIT_SCALE: '0',
    }),
  );
  results.push(
    await benchApi('GET /api/users/fetch_user — PostgreSQL 15, auth cache off (before)', {
      DATABASE_URL: cluster.url,
      AUTH_CACHE: '0',
    }),
  );
} finally {
  cluster.stop();
}

const m = machine();
writeSection(
  'foundation',
  `## Foundation: authenticated API call

\`GET /api/users/fetch_user\` with a valid bearer token: the auth guard and the User view, through the full Fastify
stack (helmet, CORS, zod, envelope, request logging at \`warn\`). The guard reads the token and its user from the
process's auth cache (lib/auth-cache.ts; on PostgreSQL after one shared round trip on its listening connection,
so every change committed before the request has been heard); "auth cache off" rows are the guard reading the
database on every request (\`AUTH_CACHE=0\`, the behaviour before), measured in the same run. Every request is
also counted against its token's limit (lib/rate-limits.ts: in memory on PGlite, one statement on the
\`rate_limits\` table on PostgreSQL; the runs raise the limits 1000× so none is reached); "request limits off"
rows (\`RATE_LIMIT_SCALE=0\`) are the same server without counting. One server
process; autocannon with 50 connections for 10 s after a 2 s warm-up, running on the same machine.

| Target | req/s | p50 (ms) | p99 (ms) | errors / non-2xx |
|---|---:|---:|---:|---:|
${results.map((r) => `| ${r.name} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} / ${r.non2xx} |`).join('\n')}

Machine: ${m.cpus} CPUs (\`nproc\`), ${m.model}, ${m.memGb} GB RAM, Node ${m.node}, load average before the run ${m.load}.
Measured ${m.date}. The load generator shares the two cores with the server, and other work on the machine
adds noise: compare rows of one run, not runs of different days. To scale past one process, run several
API processes (and \`npm run worker\`) against one PostgreSQL (see README).
`,
);
console.log('Wrote docs/benchmarks.md (foundation section)');
