import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOOPBACK_EGRESS, createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { campaignProspects, integrations, mailboxMessages, prospects } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { createSecrets } from '../../lib/secrets.js';
import { campaignMailerFrom, runDepsUntil } from '../../modules/engine/index.js';
import { engineWorld } from '../../test/engine-world.js';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp.js';
import { createAccountMailbox, type SmtpSettings } from './index.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.parse('2026-04-06T00:00:00Z');

/**
 * Issue 15, sending rules: an account with two SMTP mailboxes (daily limits 2 and 3)
 * sends one campaign to 8 prospects. Each day's emails alternate between the mailboxes with room,
 * no mailbox goes over its limit, and when both are full the rest waits for the next day.
 */
describe('campaign email rotates between the mailboxes of an account within their daily limits', () => {
  let database: Database;
  let smtp: FakeSmtp;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  const secrets = createSecrets('rotation-test');
  const ids: Record<string, string> = {};
  let wfId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(START - clock.nowMs());
    world = await engineWorld(database, { population: 500 });
    world.deps.options = { ...world.deps.options, minGapSeconds: 60, maxGapSeconds: 120 };
    smtp = await startFakeSmtp({ login: () => ({ username: 'x', password: 'y' }) });
    const acc = await world.account({
      username: 'team@example.com',
      timezone: 'UTC',
      start: 0,
      end: 0,
      limits: { emails: 100 },
    });
    const settings: SmtpSettings = {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      username: 'x',
      password: 'y',
    };
    for (const [i, [email, dailyLimit]] of (
      [
        ['anna@example.com', 2],
        ['ben@example.com', 3],
      ] as const
    ).entries()) {
      const [row] = await database.db
        .insert(integrations)
        .values({
          spaceId: world.space.id,
          credentialId: acc.id,
          type: 'smtp',
          status: 'connected',
          email,
          dailyLimit,
          settingsEnc: secrets.encryptJson(settings),
          connectedAt: clock.now(),
          createdAt: new Date(START + i),
        })
        .returning();
      ids[email] = row!.id;
    }
    world.deps.mail = campaignMailerFrom(
      createAccountMailbox(database.db, secrets, () => clock.now(), undefined, LOOPBACK_EGRESS),
    );
    const wf = await world.campaign(acc.id, [
      { type: 'email', delay_days: 0, delay_hours: 0, subject: 'Hello', content: 'Hi there' },
    ]);
    wfId = wf.id;
    const audience = await world.audience(wf, 8);
    for (const [i, id] of audience.entries())
      await database.db
        .update(prospects)
        .set({ workEmail: `r${i}@prospects.example.org` })
        .where(eq(prospects.id, id));
  }, 120_000);

  afterAll(async () => {
    clock.reset();
    await smtp?.close();
    await database?.close();
  });

  const sent = async () =>
    (await database.db.select().from(mailboxMessages)).sort(
      (a, b) => a.sentAt.getTime() - b.sentAt.getTime(),
    );

  it('day 1: 5 emails, anna 2 and ben 3 (their limits), alternating', async () => {
    await runDepsUntil(world.deps, new Date(START + DAY - HOUR));
    const rows = await sent();
    const by = (id: string) => rows.filter((r) => r.integrationId === id).length;
    expect(by(ids['anna@example.com']!)).toBe(2);
    expect(by(ids['ben@example.com']!)).toBe(3);
    // Most room first (ben), then the one idle longest: ben, anna, ben, anna, ben.
    expect(rows.map((r) => r.from)).toEqual([
      'ben@example.com',
      'anna@example.com',
      'ben@example.com',
      'anna@example.com',
      'ben@example.com',
    ]);
    expect(smtp.received).toHaveLength(5);
    const waiting = await database.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, wfId));
    expect(waiting.filter((r) => r.nextRunAt && r.nextRunAt.getTime() >= START + DAY)).toHaveLength(3);
  });

  it('day 2: the 3 others go out the next day, each prospect exactly once', async () => {
    await runDepsUntil(world.deps, new Date(START + 2 * DAY - HOUR));
    const rows = await sent();
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.to)).size).toBe(8);
    expect(rows.slice(5).every((r) => r.sentAt.getTime() >= START + DAY)).toBe(true);
  });
});
