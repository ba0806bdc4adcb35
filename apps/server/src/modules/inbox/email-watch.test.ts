import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LOOPBACK_EGRESS, createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import {
  campaignProspects,
  inboxAttachments,
  inboxMessages,
  integrations,
  mailboxInbound,
  mailboxMessages,
  mailboxSync,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { createSecrets } from '../../lib/secrets.js';
import { createRealtime } from '../../lib/realtime.js';
import type { Dovecot } from '../../test/dovecot.js';
import { emailCampaignWorld } from '../../test/email-campaign-world.js';
import { startMailboxWatchers, type MailboxWatchers } from './email-watch.js';
import { mailboxSyncStatus } from './mailbox-status.js';

const ME = 'idle@example.com';
const IMAP_PASSWORD = 'imap-idle-1';

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
};

/**
 * Issue 15: IMAP IDLE against a real Dovecot. Two watcher sets stand for two worker processes: a reply
 * appended to the INBOX pauses its prospect within seconds (no 30-s sweep runs here), once.
 */
describe('replies over IMAP IDLE (Dovecot)', () => {
  let database: Database;
  let dovecot: Dovecot;
  let stopMail: (() => Promise<void>) | undefined;
  let integrationId: string;
  let wfId: string;
  const people: { id: string; email: string }[] = [];
  const watchers: MailboxWatchers[] = [];
  const secrets = createSecrets('email-watch-test');

  beforeAll(async () => {
    database = await createTestDatabase();
    const made = await emailCampaignWorld(database, {
      address: ME,
      imapPassword: IMAP_PASSWORD,
      secrets,
      prospects: ['idle1@prospects.example.org', 'idle2@prospects.example.org'],
    });
    ({ dovecot, integrationId, wfId } = made);
    stopMail = made.stop;
    people.push(...made.people);
    // Real time from here on: the lag is measured on the wall clock.
    clock.reset();
  }, 120_000);

  afterAll(async () => {
    for (const w of watchers) await w.stop();
    await stopMail?.();
    await database?.close();
  });

  const rowOf = async (prospectId: string) =>
    (
      await database.db
        .select()
        .from(campaignProspects)
        .where(and(eq(campaignProspects.prospectId, prospectId), eq(campaignProspects.workflowId, wfId)))
    )[0]!;

  const reply = async (to: { email: string }, id: string) => {
    const [sent] = await database.db.select().from(mailboxMessages).where(eq(mailboxMessages.to, to.email));
    await dovecot.append(
      ME,
      IMAP_PASSWORD,
      [
        `From: ${to.email}`,
        `To: ${ME}`,
        'Subject: Re: Hello',
        `Message-ID: <${id}@prospects.example.org>`,
        `In-Reply-To: ${sent!.messageId}`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="M"',
        '',
        '--M',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Yes, tell me more.',
        '',
        '> First email',
        '--M',
        'Content-Type: application/pdf; name="brief.pdf"',
        'Content-Disposition: attachment; filename="brief.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('%PDF-1.4 brief').toString('base64'),
        '--M--',
        '',
      ].join('\r\n'),
    );
  };

  it('two processes watch the mailbox over IDLE', async () => {
    const deps = () => ({ db: database.db, secrets, egress: LOOPBACK_EGRESS, realtime: createRealtime() });
    watchers.push(startMailboxWatchers(deps(), { refreshMs: 60_000, backoffMs: 100 }));
    watchers.push(startMailboxWatchers(deps(), { refreshMs: 60_000, backoffMs: 100 }));
    expect(await until(async () => watchers.every((w) => w.watching().includes(integrationId)))).toBe(true);
    const [state] = await database.db
      .select()
      .from(mailboxSync)
      .where(eq(mailboxSync.integrationId, integrationId));
    expect(state).toMatchObject({ mode: 'idle', watchError: null });
  });

  it('a reply pauses its prospect within seconds, counted once across both processes', async () => {
    const p = people[0]!;
    const started = Date.now();
    await reply(p, 'idle-reply-1');
    expect(await until(async () => (await rowOf(p.id)).status === 'paused')).toBe(true);
    const lagMs = Date.now() - started;
    console.info(`IMAP IDLE: append → prospect paused in ${lagMs} ms`);
    expect(lagMs).toBeLessThan(5000);
    expect(await rowOf(p.id)).toMatchObject({ pausedReason: 'got_reply' });
    // Let the second process's sync finish too: still one message, one mark.
    await new Promise((r) => setTimeout(r, 500));
    expect(
      await database.db.select().from(inboxMessages).where(eq(inboxMessages.prospectId, p.id)),
    ).toHaveLength(1);
    expect(await database.db.select().from(mailboxInbound)).toHaveLength(1);
    // Its attached file is kept with the message, downloadable from the thread.
    const files = await database.db.select().from(inboxAttachments);
    expect(files.map((f) => [f.filename, f.contentType, f.data.toString()])).toEqual([
      ['brief.pdf', 'application/pdf', '%PDF-1.4 brief'],
    ]);
    const [state] = await database.db
      .select()
      .from(mailboxSync)
      .where(eq(mailboxSync.integrationId, integrationId));
    expect(state!.lastLagMs).not.toBeNull();
    expect(state!.lastLagMs!).toBeLessThan(5000);
    // What the account's "Email sending" card shows: live over IDLE, the lag, today's sends against the limit.
    const [status] = await mailboxSyncStatus(database.db, secrets, [state!.credentialId]);
    // (the campaign's two emails went out on the test's March day: today's count is 0, against the account's limit)
    expect(status).toMatchObject({
      sync: 'live',
      email: ME,
      sent_today: 0,
      daily_limit: 1e6,
      watch_error: null,
    });
    expect(status!.last_lag_ms).toBe(state!.lastLagMs);
  });

  it('a dropped IDLE connection reconnects by itself (backoff) and is live again', async () => {
    dovecot.kick(ME);
    expect(
      await until(async () => {
        const [state] = await database.db
          .select()
          .from(mailboxSync)
          .where(eq(mailboxSync.integrationId, integrationId));
        return state!.watchError !== null;
      }),
    ).toBe(true);
    expect(
      await until(async () => {
        const [state] = await database.db
          .select()
          .from(mailboxSync)
          .where(eq(mailboxSync.integrationId, integrationId));
        return state!.watchError === null && watchers.every((w) => w.watching().includes(integrationId));
      }),
    ).toBe(true);
  });

  it('a disconnected mailbox is no longer watched, and stop() closes every connection', async () => {
    await database.db
      .update(integrations)
      .set({ status: 'disconnected', updatedAt: new Date() })
      .where(eq(integrations.id, integrationId));
    await watchers[0]!.refresh();
    expect(watchers[0]!.watching()).toEqual([]);
    await watchers[1]!.stop();
    expect(watchers[1]!.watching()).toEqual([]);
    // Nobody watches: a reply now waits for the sweep (not applied by a closed watcher).
    await reply(people[1]!, 'idle-reply-2');
    await new Promise((r) => setTimeout(r, 800));
    expect((await rowOf(people[1]!.id)).status).toBe('active');
  });
});
