import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3170);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/leadloop-e2e-${process.pid}`;

/**
 * Two servers, two browsers at once: the specs move the server's clock (`/api/test/clock`), which is global to
 * a server, so each half of the specs gets a server of its own and runs one file at a time on it (a project
 * with `workers: 1`). Half B is listed by name; every other spec (a new one too) runs on half A, whose
 * server also answers the tracking spec's DNS port (E2E_PORT + 1000). The halves are balanced by the
 * durations in docs/ci.md.
 */
const HALF_B = [
  'reports',
  'brands',
  'integrations',
  'dashboard',
  'notifications',
  'admin',
  'videos',
  'sample-data',
  'email',
  'tasks',
  'overflow',
  'ai',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: 'a', testIgnore: HALF_B, workers: 1, use: { baseURL: `http://127.0.0.1:${PORT}` } },
    { name: 'b', testMatch: HALF_B, workers: 1, use: { baseURL: `http://127.0.0.1:${PORT + 1}` } },
  ],
  webServer: [server(PORT, `${DATA_DIR}-a`), server(PORT + 1, `${DATA_DIR}-b`)],
});

/** One server of the compiled build (what `npm start` runs), on its own port, data and copy of the web build. */
function server(port: number, dataDir: string) {
  // The server serves a private copy of the build, so a `vite build` running meanwhile (it empties dist/) can't break a run.
  const webDist = `${dataDir}-web`;
  return {
    // The compiled server `npm start` runs (scripts/build.mjs; `npm run test:e2e` builds it first), so the
    // browser flows also test the real build. (Waits for dist/index.html in case a build is rewriting dist/.)
    command: `rm -rf ${dataDir} ${webDist} && for i in $(seq 60); do [ -f dist/index.html ] && break; sleep 1; done && sleep 1 && cp -r dist ${webDist} && node ../server/dist/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // A first start sets up its database in a process of its own (apps/server/src/first-start.ts); two such
    // starts at once on a loaded 2-core machine took over 60 s.
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LEADLOOP_TEST_HOOKS: '1',
      CHECK_RESPONSES: '1',
      LOG_LEVEL: 'warn',
      // every spec signs up and calls from 127.0.0.1: limits 1000× the published ones, never reached
      RATE_LIMIT_SCALE: '1000',
      HOST: '127.0.0.1',
      // webhooks and the videos' website capture reach the browser tests' local receivers and site
      EGRESS_ALLOW_HOSTS: '127.0.0.1',
      // the sandboxes that grant identity and money (sandbox Google/Microsoft sign-in, sandbox checkout)
      SANDBOX_GRANTS: '1',
      // the platform admins of the white-label and admin console specs (e2e/brands.spec.ts, e2e/admin.spec.ts)
      ADMIN_EMAILS: 'brands-admin@example.com,platform-admin@e2e.example.com',
      // custom tracking domains (issue 15): verified against the tracking spec's DNS server on 127.0.0.1,
      // their links served by this server on its port (the browser maps *.acme.test to 127.0.0.1)
      TRACKING_CNAME_TARGET: 'track.leadloop.test',
      TRACKING_DOMAIN_URL: `http://{domain}:${port}`,
      TRACKING_DNS_SERVERS: `127.0.0.1:${port + 1000}`,
      // AI mailboxes' mail stack (issue 39): the mailboxes spec's Dovecot and the passwd-file it reads logins from
      AI_MAIL_IMAP: `127.0.0.1:${port + 1002}`,
      AI_MAIL_IMAP_USERS: `/tmp/leadloop-e2e-mail-${port}.users`,
      // the enrichment waterfall's Hunter and Apollo: the finder spec's local fakes on these ports (e2e/finder.spec.ts)
      APOLLO_API_URL: `http://127.0.0.1:${port + 2000}`,
      APOLLO_API_KEY: 'e2e-apollo',
      HUNTER_API_URL: `http://127.0.0.1:${port + 2010}`,
      HUNTER_API_KEY: 'e2e-hunter',
    },
  };
}
