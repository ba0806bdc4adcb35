import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../../test/fake-smtp.js';
import { LOOPBACK_EGRESS, createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { credentials, integrations, spaces } from '../../db/schema/index.js';
import { createSecrets } from '../../lib/secrets.js';
import { createAccountMailbox, createSandboxMailbox, MailboxError, SANDBOX_RATES } from './index.js';

describe('account mailbox', () => {
  let database: Database;
  let smtp: FakeSmtp;
  let port: number;
  let received: ReceivedMail[] = [];
  const secrets = createSecrets('mailbox-test-key');
  let now = new Date('2030-03-04T10:00:00Z');
  const clockNow = () => now;
  let spaceId: string;
  let credentialId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startFakeSmtp({ login: () => ({ username: 'ann@acme.test', password: 'smtp-pass-1' }) });
    port = smtp.port;
    received = smtp.received;
    const [space] = await database.db.insert(spaces).values({ name: 'Mailbox' }).returning();
    spaceId = space!.id;
    const [cred] = await database.db
      .insert(credentials)
      .values({ spaceId, username: 'ann@acme.test' })
      .returning();
    credentialId = cred!.id;
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('sandbox: records the email, exactly once per client key, and survives a restart', async () => {
    const first = createSandboxMailbox(database.db, clockNow);
    const a = await first.send(credentialId, {
      to: 'Bob@Example.com',
      subject: 'Hello',
      text: 'Hi Bob',
      clientKey: 'step-1',
    });
    expect(a.transport).toBe('sandbox');
    expect(a.from).toBe('ann@acme.test');
    expect(a.messageId).toMatch(/^<[0-9a-f-]+@acme\.test>$/);
    const again = await first.send(credentialId, {
      to: 'bob@example.com',
      subject: 'Hello',
      text: 'Hi Bob',
      clientKey: 'step-1',
    });
    expect(again.id).toBe(a.id);
    // A new instance (a restarted server) sees the same message and opened/clicked state.
    const restarted = createSandboxMailbox(database.db, clockNow);
    const found = await restarted.findByClientKey(credentialId, 'step-1');
    expect(found?.id).toBe(a.id);
    expect(found?.openedAt?.getTime()).toBe(a.openedAt?.getTime());
    expect((await restarted.lastTo(credentialId, 'bob@example.com'))?.id).toBe(a.id);
    expect((await restarted.get(credentialId, a.messageId))?.id).toBe(a.id);
    // Another account cannot read it.
    const [other] = await database.db
      .insert(credentials)
      .values({ spaceId, username: 'zed@acme.test' })
      .returning();
    expect(await restarted.findByClientKey(other!.id, 'step-1')).toBeNull();
    expect(await restarted.get(other!.id, a.id)).toBeNull();
  });

  it('sandbox: opens and clicks are seeded, happen after delivery, and match the rates over 2,000 emails', async () => {
    const mailbox = createSandboxMailbox(database.db, clockNow);
    let opened = 0;
    let clicked = 0;
    let openedNow = 0;
    for (let i = 0; i < 2000; i++) {
      const m = await mailbox.send(credentialId, {
        to: `p${i}@example.com`,
        subject: 'Rates',
        text: 'x',
        clientKey: `rate-${i}`,
        trackLinks: true,
      });
      if (m.openedAt) {
        opened++;
        expect(m.openedAt.getTime()).toBeGreaterThan(m.sentAt.getTime());
      }
      if (m.clickedAt) clicked++;
      if (m.opened) openedNow++;
    }
    expect(openedNow).toBe(0); // nobody reads it the instant it is sent
    expect(opened / 2000).toBeGreaterThan(SANDBOX_RATES.open - 0.04);
    expect(opened / 2000).toBeLessThan(SANDBOX_RATES.open + 0.04);
    expect(clicked / 2000).toBeGreaterThan(SANDBOX_RATES.click - 0.03);
    expect(clicked / 2000).toBeLessThan(SANDBOX_RATES.click + 0.03);
    now = new Date(now.getTime() + 2 * 86_400_000);
    const later = await mailbox.findByClientKey(credentialId, 'rate-7');
    expect(later?.opened).toBe(Boolean(later?.openedAt));
  }, 90_000); // 2,000 emails through the sandbox: ~8 s quiet

  it('refuses a bad address and an empty body', async () => {
    const mailbox = createSandboxMailbox(database.db, clockNow);
    await expect(
      mailbox.send(credentialId, { to: 'not-an-email', subject: 's', text: 't' }),
    ).rejects.toBeInstanceOf(MailboxError);
    await expect(mailbox.send(credentialId, { to: 'a@b.co', subject: 's' })).rejects.toBeInstanceOf(
      MailboxError,
    );
  });

  it('SMTP: a connected integration sends through the account server, threaded, with attachments, exactly once', async () => {
    const [row] = await database.db
      .insert(integrations)
      .values({
        spaceId,
        credentialId,
        type: 'smtp',
        status: 'connected',
        email: 'ann@acme.test',
        settingsEnc: secrets.encryptJson({
          host: '127.0.0.1',
          port,
          secure: false,
          username: 'ann@acme.test',
          password: 'smtp-pass-1',
          sender_name: 'Ann Acme',
        }),
      })
      .returning();
    const mailbox = createAccountMailbox(database.db, secrets, clockNow, undefined, LOOPBACK_EGRESS);
    const before = received.length;
    const sent = await mailbox.send(credentialId, {
      to: 'carol@example.com',
      subject: 'Re: Pricing',
      text: 'See attached',
      html: '<p>See attached</p>',
      inReplyTo: '<orig-1@example.com>',
      attachments: [
        { filename: 'offer.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4 test') },
      ],
      clientKey: 'reply-1',
    });
    expect(sent.transport).toBe('smtp');
    expect(sent.integrationId).toBe(row!.id);
    expect(received.length).toBe(before + 1);
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['carol@example.com']);
    expect(mail.from).toBe('ann@acme.test');
    expect(mail.raw).toContain(`Message-ID: ${sent.messageId}`);
    expect(mail.raw).toContain('In-Reply-To: <orig-1@example.com>');
    expect(mail.raw).toContain('References: <orig-1@example.com>');
    expect(mail.raw).toContain('filename=offer.pdf');
    expect(mail.raw).toContain('From: Ann Acme <ann@acme.test>');
    const again = await mailbox.send(credentialId, {
      to: 'carol@example.com',
      subject: 'Re: Pricing',
      text: 'See attached',
      clientKey: 'reply-1',
    });
    expect(again.id).toBe(sent.id);
    expect(received.length).toBe(before + 1);
  });

  it('SMTP: a failing login marks the integration down and refuses further sends with the spec message', async () => {
    await database.db
      .update(integrations)
      .set({
        settingsEnc: secrets.encryptJson({
          host: '127.0.0.1',
          port,
          secure: false,
          username: 'ann@acme.test',
          password: 'changed',
        }),
      })
      .where(eq(integrations.credentialId, credentialId));
    const mailbox = createAccountMailbox(database.db, secrets, clockNow, undefined, LOOPBACK_EGRESS);
    const error = await mailbox
      .send(credentialId, { to: 'dan@example.com', subject: 'x', text: 'y', clientKey: 'k-down' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(MailboxError);
    expect(error.message).toBe('This email integration is down, reconnect it');
    const [row] = await database.db
      .select()
      .from(integrations)
      .where(eq(integrations.credentialId, credentialId));
    expect(row!.status).toBe('disconnected');
    expect(row!.lastError).toBeTruthy();
    // Not silently rerouted to the sandbox, and the failed attempt left no record under its key.
    await expect(
      mailbox.send(credentialId, { to: 'dan@example.com', subject: 'x', text: 'y' }),
    ).rejects.toThrow('This email integration is down, reconnect it');
    expect(await mailbox.findByClientKey(credentialId, 'k-down')).toBeNull();
  });
});
