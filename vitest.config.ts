import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is 1 worker (cores - 1); the server files wait on child processes, timers
    // and sockets much of the time, so two keep both cores busy (VITEST_MAX_WORKERS overrides).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          // one migrated database for the whole run; each file loads a copy (src/test/db-templates.ts)
          globalSetup: ['./src/test/global-setup.ts'],
          // A worker's files share one module graph (the app's modules load once per worker, not per file);
          // module state is reset before each file (src/test/per-file-setup.ts). VITEST_ISOLATE=1: one per file.
          isolate: process.env.VITEST_ISOLATE === '1',
          setupFiles: ['./src/test/per-file-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The Zapier app's own tests (integrations/zapier): its triggers and actions against a local server.
        test: {
          name: 'zapier',
          root: './integrations/zapier',
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
