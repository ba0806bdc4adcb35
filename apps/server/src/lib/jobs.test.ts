import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_REGISTRATIONS } from '../modules/jobs.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { declareJobs } from './job-registry.js';
import { PGBOSS_ARCHIVE_SECONDS, createPgBossJobs, type Jobs } from './jobs.js';

describe('pg-boss periodic slots', () => {
  let t: TestApp;
  let jobs: Jobs;
  beforeAll(async () => {
    t = await createTestApp();
    jobs = await createPgBossJobs(t.ctx.database, { pollingIntervalSeconds: 60 });
  });
  afterAll(async () => {
    await jobs.stop();
    await t.close();
  });

  it('offers every registered periodic job for its slot (a daily one included)', async () => {
    const periodic = declareJobs(t.ctx, JOB_REGISTRATIONS).filter((job) => job.kind === 'periodic');
    expect(periodic.some((job) => job.everySeconds >= 86_400)).toBe(true);
    for (const job of periodic) {
      expect(job.everySeconds).toBeLessThanOrEqual(PGBOSS_ARCHIVE_SECONDS);
      await expect(
        jobs.send(job.name, {}, { singletonKey: job.name, singletonSeconds: job.everySeconds }),
      ).resolves.toBeUndefined();
    }
  });
});
