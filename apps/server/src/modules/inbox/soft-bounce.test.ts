import { TIERS } from '@leadloop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { credentials, integrations, mailboxInbound, mailboxMessages, spaces } from '../../db/schema/index.js';
import { createSandboxMailbox } from '../../providers/mailbox/index.js';
import { retrySoftBounces } from './soft-bounce.js';

const HOUR = 3_600_000;

describe('soft bounces (DSN 4.x.x) are sent again once', () => {
  let database: Database;
  let credentialId: string;
  let spaceId: string;
  let integrationId: string;
  const t0 = new Date('2030-03-04T10:00:00Z');
  const mailbox = () => createSandboxMailbox(database.db, () => t0);
  const sends = () =>
    database.db.select().from(mailboxMessages).where(eq(mailboxMessages.credentialId, credentialId));

  /** A sent email, then what came back for it. */
  async function sent(key: string, bounce: string | null, bouncedHoursAgo = 5) {
    const m = await mailbox().send(credentialId, {
      to: `${key}@example.org`,
      subject: key,
      text: 'Hi',
      clientKey: key,
    });
    await database.db
      .update(mailboxMessages)
      .set({ bounce, bouncedAt: bounce ? new Date(t0.getTime() - bouncedHoursAgo * HOUR) : null })
      .where(eq(mailboxMessages.id, m.id));
    return m;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const [space] = await database.db.insert(spaces).values({ name: 'Bounces' }).returning();
    spaceId = space!.id;
    const [cred] = await database.db
      .insert(credentials)
      .values({ spaceId: space!.id, username: 'ann@acme.test' })
      .returning();
    credentialId = cred!.id;
    // The mailbox whose IMAP sync recorded the reply below (the sends go through the sandbox mailbox).
    const [integration] = await database.db
      .insert(integrations)
      .values({
        spaceId: space!.id,
        credentialId,
        type: 'smtp',
        status: 'disconnected',
        email: 'ann@acme.test',
      })
      .returning();
    integrationId = integration!.id;
  });
  afterAll(() => database.close());

  it('retries a soft bounce after 4 h, once, and leaves hard, recent, answered and test sends alone', async () => {
    await sent('soft', 'soft 4.2.2');
    await sent('recent', 'soft 4.4.1', 1);
    await sent('hard', 'hard 5.1.1');
    await sent('delivered', null);
    const answered = await sent('answered', 'soft 4.2.2');
    await database.db.insert(mailboxInbound).values({
      integrationId,
      credentialId,
      messageKey: '<answer@example.org>',
      uidValidity: 0,
      uid: 0,
      kind: 'reply',
      sentMessageId: answered.id,
      from: 'answered@example.org',
      subject: 'Re: answered',
      receivedAt: t0,
    });
    const test = await sent('test', 'soft 4.2.2');
    await database.db.update(mailboxMessages).set({ isTest: true }).where(eq(mailboxMessages.id, test.id));

    expect(await retrySoftBounces({ db: database.db, mailbox: mailbox() }, t0)).toBe(1);
    const retried = (await sends()).filter((m) => m.clientKey?.endsWith(':retry'));
    expect(retried.map((m) => [m.clientKey, m.to, m.subject])).toEqual([
      ['soft:retry', 'soft@example.org', 'soft'],
    ]);
    // Another pass (another worker, a restart) sends nothing more; the retry bouncing soft again is final.
    expect(await retrySoftBounces({ db: database.db, mailbox: mailbox() }, t0)).toBe(0);
    await database.db
      .update(mailboxMessages)
      .set({ bounce: 'soft 4.2.2', bouncedAt: new Date(t0.getTime() - 5 * HOUR) })
      .where(eq(mailboxMessages.id, retried[0]!.id));
    expect(await retrySoftBounces({ db: database.db, mailbox: mailbox() }, t0)).toBe(0);
    // The recent one is due once its 4 h have passed.
    expect(
      await retrySoftBounces({ db: database.db, mailbox: mailbox() }, new Date(t0.getTime() + 4 * HOUR)),
    ).toBe(1);
  });

  it('sends no retry for a workspace whose plan no longer has email automation, until it upgrades', async () => {
    await sent('downgraded', 'soft 4.2.2');
    const later = new Date(t0.getTime() + 8 * HOUR);
    await database.db.update(spaces).set({ tier: TIERS.free }).where(eq(spaces.id, spaceId));
    expect(await retrySoftBounces({ db: database.db, mailbox: mailbox() }, later)).toBe(0);
    await database.db.update(spaces).set({ tier: TIERS.supreme }).where(eq(spaces.id, spaceId));
    expect(await retrySoftBounces({ db: database.db, mailbox: mailbox() }, later)).toBe(1);
  });
});
