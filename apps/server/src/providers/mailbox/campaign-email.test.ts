import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LOOPBACK_EGRESS, createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { actions, campaignProspects, integrations, mailboxMessages } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { createSecrets } from '../../lib/secrets.js';
import { runDepsUntil, campaignMailerFrom } from '../../modules/engine/index.js';
import { engineWorld, runThroughCrashes, seededCrashes } from '../../test/engine-world.js';
import { createAccountMailbox } from './index.js';

const DAY = 24 * 3_600_000;
const SENDS = 60;

/** Campaign email steps through the DB-backed account mailbox: exactly once across crashes and restarts. */
describe('campaign email steps through the account mailbox', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  const secrets = createSecrets('campaign-email-test');
  let crashes = 0;
  let credentialId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(Date.parse('2026-02-02T00:00:00Z') - clock.nowMs());
    world = await engineWorld(database, { population: 2000 });
    world.deps.options = { ...world.deps.options, minGapSeconds: 1, maxGapSeconds: 2 };
    const acc = await world.account({
      username: 'mailer@example.com',
      timezone: 'UTC',
      start: 0,
      end: 0,
      limits: { emails: 1e6 },
    });
    credentialId = acc.id;
    const wf = await world.campaign(
      acc.id,
      [
        {
          type: 'email',
          delay_days: 0,
          delay_hours: 0,
          subject: 'Hi {first_name}',
          content: 'Hello {first_name}',
        },
      ],
      { isLinkTracking: true },
    );
    await world.audience(wf, SENDS);
    world.deps.crashHook = seededCrashes(99, 0.08, () => crashes++);
    await runThroughCrashes(world.deps, () => new Date(clock.nowMs() + 10 * DAY), {
      maxRestarts: 5_000,
      // Every restart builds a new mailbox: nothing survives in memory, only the database.
      beforeRun: () => {
        world.deps.mail = campaignMailerFrom(
          createAccountMailbox(database.db, secrets, () => clock.now(), undefined, LOOPBACK_EGRESS),
        );
      },
    });
  }, 300_000);
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  it('each prospect got exactly one email, recorded in the database', async () => {
    expect(crashes).toBeGreaterThan(0);
    const rows = await database.db
      .select({ to: mailboxMessages.to, n: sql<number>`count(*)::int` })
      .from(mailboxMessages)
      .where(eq(mailboxMessages.credentialId, credentialId))
      .groupBy(mailboxMessages.to);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    const byStatus = await database.db
      .select({ status: actions.status, reason: actions.reason, n: sql<number>`count(*)::int` })
      .from(actions)
      .groupBy(actions.status, actions.reason);
    const done = byStatus.filter((r) => r.status === 'done').reduce((n, r) => n + r.n, 0);
    const noEmail = byStatus.find((r) => r.status === 'skipped' && r.reason === 'no_emails')?.n ?? 0;
    // Sandbox members without a work email are skipped ('no_emails'); everyone else got one email.
    expect(done).toBe(rows.length);
    expect(done + noEmail).toBe(SENDS);
    expect(done).toBeGreaterThan(SENDS / 2);
    const [sample] = await database.db.select().from(mailboxMessages).limit(1);
    expect(sample!.subject).toMatch(/^Hi \S+/);
    expect(sample!.text).toMatch(/^Hello \S+/);
  });

  it('opened state is read back from the database after the reader acted', async () => {
    const mail = campaignMailerFrom(
      createAccountMailbox(database.db, secrets, () => clock.now(), undefined, LOOPBACK_EGRESS),
    );
    const all = await database.db
      .select()
      .from(mailboxMessages)
      .where(eq(mailboxMessages.credentialId, credentialId));
    const opened = all.filter((m) => m.openedAt && m.openedAt <= clock.now());
    expect(opened.length).toBeGreaterThan(0);
    const last = await mail.lastTo(credentialId, opened[0]!.to);
    expect(last?.opened).toBe(true);
  });

  it('an email integration that went down makes the step wait with "invalid email integration"', async () => {
    const acc = await world.account({ username: 'down@example.com', timezone: 'UTC', start: 0, end: 0 });
    await database.db.insert(integrations).values({
      spaceId: world.space.id,
      credentialId: acc.id,
      type: 'smtp',
      status: 'disconnected',
      email: 'down@example.com',
      lastError: 'Invalid login',
    });
    const wf = await world.campaign(acc.id, [
      { type: 'email', delay_days: 0, delay_hours: 0, subject: 'S', content: 'C' },
    ]);
    await world.audience(wf, 1);
    world.deps.crashHook = undefined;
    await runDepsUntil(world.deps, new Date(clock.nowMs() + 3_600_000));
    const [cp] = await database.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, wf.id));
    expect(cp!.waitReason).toBe('invalid_email_integration');
  });
});
