import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { LOOPBACK_EGRESS, createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import {
  campaignProspects,
  inboxMessages,
  integrations,
  mailboxMessages,
  mailboxSync,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { createSecrets } from '../../lib/secrets.js';
import { createRealtime } from '../../lib/realtime.js';
import { runDepsUntil } from '../engine/index.js';
import { engineWorld } from '../../test/engine-world.js';
import { createAccountMailbox, type SmtpSettings } from '../../providers/mailbox/index.js';
import type { FakeSmtp } from '../../test/fake-smtp.js';
import { emailCampaignWorld } from '../../test/email-campaign-world.js';
import type { Dovecot } from '../../test/dovecot.js';
import { syncMailbox } from './email-sync.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ME = 'mailer@example.com';
const IMAP_PASSWORD = 'imap-secret-1';

/**
 * Issue 15 (first slice): replies, auto-replies and bounces come back over IMAP from a real Dovecot.
 * A two-step email campaign goes out over SMTP to three prospects; p1 replies, p2's out-of-office
 * answers, p3's address bounces (DSN 5.1.1). Only p2 gets the follow-up.
 */
describe('email replies and bounces through IMAP (Dovecot)', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  let dovecot: Dovecot;
  let smtp: FakeSmtp;
  const secrets = createSecrets('email-sync-test');
  let integration: typeof integrations.$inferSelect;
  let wfId: string;
  const people: { id: string; email: string }[] = [];
  const sentTo = new Map<string, string>(); // address → Message-ID of the first email

  const deps = () => ({ db: database.db, secrets, egress: LOOPBACK_EGRESS, realtime: createRealtime() });
  const sync = async () => {
    const [row] = await database.db.select().from(integrations).where(eq(integrations.id, integration.id));
    return syncMailbox(deps(), row!);
  };
  const rowOf = async (prospectId: string) =>
    (
      await database.db
        .select()
        .from(campaignProspects)
        .where(and(eq(campaignProspects.prospectId, prospectId), eq(campaignProspects.workflowId, wfId)))
    )[0]!;

  beforeAll(async () => {
    database = await createTestDatabase();
    const mail = await emailCampaignWorld(database, {
      address: ME,
      imapPassword: IMAP_PASSWORD,
      secrets,
      prospects: ['p1', 'p2', 'p3'].map((p) => `${p}@prospects.example.org`),
      population: 2000,
    });
    ({ world, dovecot, smtp, wfId } = mail);
    people.push(...mail.people);
    [integration] = await database.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, mail.integrationId));
    for (const m of await database.db.select().from(mailboxMessages)) sentTo.set(m.to, m.messageId);
  }, 120_000);

  afterAll(async () => {
    clock.reset();
    await dovecot?.stop();
    await smtp?.close();
    await database?.close();
  });

  const [p1, p2, p3] = [0, 1, 2].map((i) => () => people[i]!);

  it('the first email went to each prospect over SMTP', () => {
    expect([...sentTo.keys()].sort()).toEqual(people.map((p) => p.email).sort());
    expect(smtp.received).toHaveLength(3);
  });

  it('a reply appended to the INBOX reaches the inbox thread and pauses the prospect (got reply)', async () => {
    await dovecot.append(
      ME,
      IMAP_PASSWORD,
      [
        `From: Prospect One <${p1().email}>`,
        `To: ${ME}`,
        'Subject: Re: Hello',
        'Message-ID: <reply-1@prospects.example.org>',
        `In-Reply-To: ${sentTo.get(p1().email)}`,
        `References: ${sentTo.get(p1().email)}`,
        `Date: ${clock.now().toUTCString()}`,
        '',
        'Sounds interesting, let us talk next week.',
        '',
      ].join('\r\n'),
    );
    const result = await sync();
    expect(result).toMatchObject({ read: 1, replies: 1, autoReplies: 0, bounces: 0 });
    const [msg] = await database.db.select().from(inboxMessages).where(eq(inboxMessages.prospectId, p1().id));
    expect(msg).toMatchObject({
      channel: 'email',
      direction: 'inbound',
      subject: 'Re: Hello',
      status: 'received',
    });
    expect(msg!.text).toContain('Sounds interesting');
    expect(await rowOf(p1().id)).toMatchObject({ status: 'paused', pausedReason: 'got_reply' });
  });

  it('an out-of-office is recorded in the thread but does not pause the prospect', async () => {
    await dovecot.append(
      ME,
      IMAP_PASSWORD,
      [
        `From: ${p2().email}`,
        `To: ${ME}`,
        'Subject: Out of office: Hello',
        'Auto-Submitted: auto-replied',
        'Message-ID: <ooo-2@prospects.example.org>',
        `In-Reply-To: ${sentTo.get(p2().email)}`,
        '',
        'I am away until Monday.',
        '',
      ].join('\r\n'),
    );
    expect(await sync()).toMatchObject({ read: 1, replies: 0, autoReplies: 1 });
    const msgs = await database.db.select().from(inboxMessages).where(eq(inboxMessages.prospectId, p2().id));
    expect(msgs).toHaveLength(1);
    expect((await rowOf(p2().id)).status).toBe('active');
  });

  it('a DSN hard bounce marks the sent email bounced and pauses the prospect (failed email, invalid address)', async () => {
    const original = sentTo.get(p3().email)!;
    await dovecot.append(
      ME,
      IMAP_PASSWORD,
      [
        'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
        `To: ${ME}`,
        'Subject: Undelivered Mail Returned to Sender',
        'Message-ID: <dsn-3@mx.example.net>',
        'MIME-Version: 1.0',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
        '',
        '--B',
        'Content-Type: text/plain',
        '',
        'The mail system could not deliver your message.',
        '--B',
        'Content-Type: message/delivery-status',
        '',
        'Reporting-MTA: dns; mx.example.net',
        '',
        `Final-Recipient: rfc822; ${p3().email}`,
        'Action: failed',
        'Status: 5.1.1',
        'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
        '--B',
        'Content-Type: text/rfc822-headers',
        '',
        `From: ${ME}`,
        `To: ${p3().email}`,
        `Message-ID: ${original}`,
        'Subject: Hello',
        '--B--',
        '',
      ].join('\r\n'),
    );
    expect(await sync()).toMatchObject({ read: 1, bounces: 1, replies: 0 });
    const [sent] = await database.db
      .select()
      .from(mailboxMessages)
      .where(eq(mailboxMessages.messageId, original));
    expect(sent!.bounce).toBe('hard 5.1.1');
    expect(sent!.bouncedAt).not.toBeNull();
    expect(await rowOf(p3().id)).toMatchObject({
      status: 'paused',
      pausedReason: 'failed_email',
      waitReason: 'invalid_email',
    });
    // The address is not written to again, whatever campaign asks.
    await expect(
      createAccountMailbox(database.db, secrets, undefined, undefined, LOOPBACK_EGRESS).send(
        integration.credentialId,
        {
          to: p3().email.toUpperCase(),
          subject: 'Again',
          text: 'Hi',
        },
      ),
    ).rejects.toThrow('Invalid email address');
  });

  it('only the prospect whose auto-reply came back gets the next email step', async () => {
    await runDepsUntil(world.deps, new Date(clock.nowMs() + 3 * DAY));
    const rows = await database.db
      .select({ to: mailboxMessages.to, n: sql<number>`count(*)::int` })
      .from(mailboxMessages)
      .groupBy(mailboxMessages.to);
    const count = Object.fromEntries(rows.map((r) => [r.to, r.n]));
    expect(count).toEqual({ [p1().email]: 1, [p2().email]: 2, [p3().email]: 1 });
  });

  it('a restarted poller, and a UIDVALIDITY change, import nothing twice', async () => {
    const before = await database.db.select().from(inboxMessages);
    expect(await sync()).toMatchObject({ read: 0 });
    // The server renumbered its UIDs: the whole INBOX is read again, every message is known already.
    await database.db
      .update(mailboxSync)
      .set({ uidValidity: 1, lastUid: 0 })
      .where(eq(mailboxSync.integrationId, integration.id));
    expect(await sync()).toMatchObject({ read: 3, replies: 0, autoReplies: 0, bounces: 0 });
    expect(await database.db.select().from(inboxMessages)).toHaveLength(before.length);
    const [state] = await database.db.select().from(mailboxSync);
    expect(state!.lastUid).toBe(3);
    expect(state!.uidValidity).not.toBe(1);
  });

  it('a sync killed while handling a reply loses nothing and counts it once after the restart', async () => {
    const [second] = await database.db
      .select()
      .from(mailboxMessages)
      .where(and(eq(mailboxMessages.to, p2().email), eq(mailboxMessages.subject, 'Follow-up')));
    await dovecot.append(
      ME,
      IMAP_PASSWORD,
      [
        `From: ${p2().email}`,
        `To: ${ME}`,
        'Subject: Re: Follow-up',
        'Message-ID: <reply-2@prospects.example.org>',
        `In-Reply-To: ${second!.messageId}`,
        '',
        'Back from holiday: yes, please send details.',
        '',
      ].join('\r\n'),
    );
    const [row] = await database.db.select().from(integrations).where(eq(integrations.id, integration.id));
    await expect(
      syncMailbox(
        {
          ...deps(),
          crashHook: () => {
            throw new Error('killed');
          },
        },
        row!,
      ),
    ).rejects.toThrow('killed');
    const threadOfP2 = () =>
      database.db.select().from(inboxMessages).where(eq(inboxMessages.prospectId, p2().id));
    expect(await threadOfP2()).toHaveLength(1);
    // Its last step is done: the reply still counts for the campaign (replied_at), once.
    expect((await rowOf(p2().id)).repliedAt).toBeNull();
    expect(await sync()).toMatchObject({ read: 1, replies: 1 });
    expect(await sync()).toMatchObject({ read: 0 });
    expect(await threadOfP2()).toHaveLength(2);
    expect((await rowOf(p2().id)).repliedAt).not.toBeNull();
  });

  it("a refused IMAP login marks the integration down ('reconnect it')", async () => {
    // The mailbox's stored IMAP password no longer works (e.g. an app password revoked).
    const [current] = await database.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, integration.id));
    const settings = secrets.decryptJson<SmtpSettings>(current!.settingsEnc!);
    await database.db
      .update(integrations)
      .set({
        settingsEnc: secrets.encryptJson({ ...settings, imap: { ...settings.imap!, password: 'wrong' } }),
      })
      .where(eq(integrations.id, integration.id));
    expect(await sync()).toMatchObject({ down: true });
    const [row] = await database.db.select().from(integrations).where(eq(integrations.id, integration.id));
    expect(row).toMatchObject({ status: 'disconnected' });
    expect(row!.lastError).toMatch(/auth/i);
    await expect(
      createAccountMailbox(database.db, secrets, undefined, undefined, LOOPBACK_EGRESS).send(
        integration.credentialId,
        {
          to: 'someone@example.org',
          subject: 'S',
          text: 'T',
        },
      ),
    ).rejects.toThrow('This email integration is down, reconnect it');
  });
});
