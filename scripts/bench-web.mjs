// `npm run bench:web`: what a browser pays to open Leadloop, and what the server costs to run.
// Builds like `npm start` (web app + compiled server, when stale), then for each way of serving — the
// production way (`node apps/server/dist/main.js`, precompressed assets, compressed API) and, as the
// baseline measured in the same run, the old way (`node --import tsx apps/server/src/main.ts`, nothing
// compressed: the browser asks for `identity`) — it starts the server on a fresh DATA_DIR and measures:
// time to ready, idle RSS of the process tree, time to stop on SIGTERM, and per route (/campaigns,
// /inbox, /profiles; cold cache, Debian Chromium) the JS and CSS bytes transferred, first contentful
// paint and the time until the main data is visible. `npm start` itself (the npm process included) is
// measured once more for time to ready and tree RSS. Writes the `web` section of docs/benchmarks.md; then the
// memory of the `npm start` tree at idle and under load (bench-web-memory.mjs; alone: `npm run bench:web -- memory`).
/* global document, localStorage -- (functions run in the page) */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildIfStale, SERVER_ENTRY } from './build.mjs';
import { benchMemory, treeRss } from './bench-web-memory.mjs';
import { seedWorkspace } from './lib/bench-seed.mjs';

if (process.argv[2] === 'memory') {
  await buildIfStale();
  await benchMemory();
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3281);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/campaigns', '/inbox', '/profiles'];
const CAMPAIGNS = 6;
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

/** RSS (kB) of a process and all its descendants, and how many processes that is. */
function treeRssKb(pid) {
  const { kb, processes } = treeRss(pid);
  return { kb, processes: processes.length };
}

async function startServer(command, args, dataDir) {
  const t0 = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LEADLOOP_TEST_HOOKS: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}: ${log}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await wait(25);
  }
  const readyMs = performance.now() - t0;
  return {
    child,
    readyMs,
    log: () => log,
    async stop() {
      const s0 = performance.now();
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timedOut = await Promise.race([exited.then(() => false), wait(20_000).then(() => true)]);
      if (timedOut) child.kill('SIGKILL');
      // \`npm start\`: npm may exit before the server it started (which sees its parent go and stops
      // itself): the stop is over when the port is closed and the lock file is gone.
      const lock = path.join(dataDir, 'leadloop.lock');
      for (let i = 0; i < 100; i++) {
        const answering = await fetch(`${BASE}/api/health`).then(
          () => true,
          () => false,
        );
        if (!answering && !fs.existsSync(lock)) break;
        await wait(25);
      }
      return { stopMs: performance.now() - s0, staleLock: fs.existsSync(lock) };
    },
  };
}

async function call(method, url, token, body) {
  const response = await fetch(`${BASE}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!json.ok) throw new Error(`${url}: ${json.message}`);
  return json.payload;
}

/** A confirmed user with a workspace, a sandbox account and a few campaigns (each with its own rates). */
async function seed() {
  const { token } = await seedWorkspace(call, { label: 'Bench', campaigns: CAMPAIGNS });
  return { token, lastCampaign: `Bench campaign ${CAMPAIGNS}` };
}

/** Opens a route in a fresh context (cold cache) and measures what it costs. */
async function measureRoute(browser, route, token, marker, compressed) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    ...(compressed ? {} : { extraHTTPHeaders: { 'accept-encoding': 'identity' } }),
  });
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map();
  const urls = new Map();
  const headerBytes = new Map();
  const files = [];
  const bytes = { js: 0, css: 0, jsFiles: 0, api: 0, apiCalls: 0 };
  cdp.on('Network.responseReceived', (e) => {
    const url = new URL(e.response.url);
    const kind = url.pathname.endsWith('.js')
      ? 'js'
      : url.pathname.endsWith('.css')
        ? 'css'
        : url.pathname.startsWith('/api/')
          ? 'api'
          : null;
    if (kind) kinds.set(e.requestId, kind);
    urls.set(e.requestId, url.pathname);
    headerBytes.set(e.requestId, e.response.encodedDataLength ?? 0);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const kind = kinds.get(e.requestId);
    if (!kind) return;
    // Body bytes as they came over the wire (compressed when sent compressed), response headers excluded.
    const body = e.encodedDataLength - (headerBytes.get(e.requestId) ?? 0);
    bytes[kind] += body;
    if (process.env.BENCH_FILES && kind !== 'api') files.push([body, urls.get(e.requestId)]);
    if (kind === 'js') bytes.jsFiles++;
    if (kind === 'api') bytes.apiCalls++;
  });
  if (process.env.BENCH_DEBUG) page.on('console', (m) => console.log('console', m.type(), m.text()));
  if (process.env.BENCH_DEBUG) page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${BASE}${route}`, { waitUntil: 'commit' });
  // The time (from navigation start) at which the main area shows its data: no loader left in <main>,
  // and on /campaigns the last campaign's name.
  const dataMs = await page.waitForFunction(
    (name) => {
      const main = document.querySelector('main');
      if (!main || main.querySelector('[role="status"], .mantine-Loader-root, .mantine-Skeleton-root'))
        return false;
      if (!main.innerText.trim()) return false;
      if (name && !main.innerText.includes(name)) return false;
      return performance.now();
    },
    marker,
    { polling: 'raf', timeout: 30_000 },
  );
  const visible = await dataMs.jsonValue();
  await page.waitForLoadState('networkidle');
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  // JS that had arrived by the time the data showed (resource timing: compressed body sizes).
  const resources = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({
      name: e.name,
      size: e.encodedBodySize,
      start: e.startTime,
      end: e.responseEnd,
    })),
  );
  // BENCH_TIMELINE=1: every request until the data showed, in order (what waits on what).
  if (process.env.BENCH_TIMELINE)
    for (const r of resources.filter((x) => x.start <= visible).sort((a, b) => a.start - b.start))
      console.log(
        route,
        Math.round(r.start),
        Math.round(r.end),
        r.size,
        new URL(r.name).pathname + new URL(r.name).search,
      );
  const initialJs = resources
    .filter((r) => new URL(r.name).pathname.endsWith('.js') && r.end <= visible)
    .reduce((sum, r) => sum + r.size, 0);
  await context.close();
  if (process.env.BENCH_FILES)
    for (const [size, url] of files.sort((a, b) => b[0] - a[0])) console.log(route, size, url);
  return { route, ...bytes, initialJs, fcp, visible };
}

/**
 * One way of serving: a first start on an empty DATA_DIR (creates the database; the data is seeded),
 * a SIGTERM, then a second start on the same folder — the one measured for time to ready, idle RSS and pages.
 */
async function measure(label, command, args, compressed) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-bench-web-'));
  const first = await startServer(command, args, dataDir);
  const data = await seed();
  await first.stop();
  const server = await startServer(command, args, dataDir);
  await wait(5000);
  const rss = treeRssKb(server.child.pid);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  const routes = [];
  try {
    for (const route of ROUTES) {
      const marker = route === '/campaigns' ? data.lastCampaign : null;
      // One warm-up load (the server's first answers compile code paths), then the measured one.
      await measureRoute(browser, route, data.token, marker, compressed);
      routes.push(await measureRoute(browser, route, data.token, marker, compressed));
    }
  } finally {
    await browser.close();
  }
  const idleRss = treeRssKb(server.child.pid);
  const stopped = await server.stop();
  const staleLockMessage = /taken over/.test(server.log());
  return {
    label,
    dataDir,
    freshReadyMs: first.readyMs,
    readyMs: server.readyMs,
    rss,
    idleRss,
    ...stopped,
    staleLockMessage,
    routes,
  };
}

/** `npm start` itself on a built tree and a DATA_DIR in use before: the npm process and its children. */
async function measureNpmStart(dataDir) {
  const server = await startServer('npm', ['start', '--silent'], dataDir);
  await wait(5000);
  const rss = treeRssKb(server.child.pid);
  const stopped = await server.stop();
  return { readyMs: server.readyMs, rss, ...stopped };
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n) => (n === null || n === undefined ? '—' : `${Math.round(n)} ms`);
const mb = (k) => `${Math.round(k / 1024)} MB`;

await buildIfStale();
const hasCompiled = fs.existsSync(path.join(root, SERVER_ENTRY));
const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
const quick = process.env.BENCH_QUICK === '1';
const runs = [];
if (hasCompiled)
  runs.push(
    await measure(
      'production: compiled server, precompressed',
      process.execPath,
      ['--max-semi-space-size=2', '--v8-pool-size=2', SERVER_ENTRY], // as package.json's start script
      true,
    ),
  );
if (!quick)
  runs.push(
    await measure(
      'baseline: tsx at run time, uncompressed',
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/main.ts'],
      false,
    ),
  );
const npmStart = hasCompiled && !quick ? await measureNpmStart(runs[0].dataDir) : null;
for (const run of runs) fs.rmSync(run.dataDir, { recursive: true, force: true });
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const lines = [
  '<!-- web:start -->',
  '## Web: what a browser and the machine pay (`npm run bench:web`)',
  '',
  `Each route opened signed in, cold cache (a new browser context, cache disabled), in Debian Chromium on localhost,`,
  `after one warm-up load; a workspace with one sandbox account and ${CAMPAIGNS} campaigns. JS/CSS: body bytes on the wire`,
  '(compressed when the server compresses; response headers not counted), every file the route loads until the network is idle. FCP: first contentful paint.',
  'Data: time from navigation start until the main area shows its data (no loader left; on /campaigns the last',
  'campaign is listed). Both ways serve the same build of the web app; the baseline is the old way of running it.',
  '',
  '| Serving | Route | JS before the data shows | JS in all (files) | CSS | API calls | FCP | Data visible |',
  '|---|---|---:|---:|---:|---:|---:|---:|',
  ...runs.flatMap((run) =>
    run.routes.map(
      (r) =>
        `| ${run.label} | ${r.route} | ${kb(r.initialJs)} | ${kb(r.js)} (${r.jsFiles}) | ${kb(r.css)} | ${r.apiCalls} | ${ms(r.fcp)} | ${ms(r.visible)} |`,
    ),
  ),
  '',
  '| Serving | Ready: first start (new DATA_DIR) | Ready: restart | RSS of the tree at idle (5 s after ready) | RSS after the page loads | Stop on SIGTERM | Lock left / stale-lock message at restart |',
  '|---|---:|---:|---:|---:|---:|---|',
  ...runs.map(
    (run) =>
      `| ${run.label} | ${ms(run.freshReadyMs)} | ${ms(run.readyMs)} | ${mb(run.rss.kb)} (${run.rss.processes} process${run.rss.processes > 1 ? 'es' : ''}) | ${mb(run.idleRss.kb)} | ${ms(run.stopMs)} | ${run.staleLock ? 'yes' : 'no'} / ${run.staleLockMessage ? 'yes' : 'no'} |`,
  ),
  ...(npmStart
    ? [
        `| \`npm start\` (built; npm itself included) | — | ${ms(npmStart.readyMs)} | ${mb(npmStart.rss.kb)} (${npmStart.rss.processes} processes) | — | ${ms(npmStart.stopMs)} | ${npmStart.staleLock ? 'yes' : 'no'} / — |`,
      ]
    : []),
  '',
  `Machine: ${os.cpus().length} CPUs (\`nproc\`), ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version},`,
  `load average before the run ${load}. Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}. The machine is shared:`,
  'compare rows of one run. What fills each bundle: `docs/bundle.yml` (`npm run analyze:web`).',
  '<!-- web:end -->',
];
const section = lines.join('\n');
console.log(section);
if (process.env.BENCH_WRITE !== '0' && !quick) {
  const file = path.join(root, 'docs/benchmarks.md');
  const doc = fs.readFileSync(file, 'utf8');
  const next = doc.includes('<!-- web:start -->')
    ? doc.replace(/<!-- web:start -->[\s\S]*<!-- web:end -->/, section)
    : `${doc.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
}
if (!quick) await benchMemory();
