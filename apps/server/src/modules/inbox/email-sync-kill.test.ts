import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { campaignProspects, inboxMessages, mailboxMessages } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { createSecrets } from '../../lib/secrets.js';
import type { Dovecot } from '../../test/dovecot.js';
import { emailCampaignWorld } from '../../test/email-campaign-world.js';
import { createSharedDatabase, type SharedDatabase } from '../../test/sim/sim-database.js';

const ME = 'killed-sync@example.com';
const IMAP_PASSWORD = 'imap-secret-2';
const SECRET = 'email-sync-kill-test';
const WORKER = fileURLToPath(new URL('../../test/email-sync-worker.ts', import.meta.url));
const ROOT = path.resolve(path.dirname(WORKER), '../../../..');

/** One sync pass in a child process; resolves with how it ended and what it printed. */
function syncInChild(shared: SharedDatabase, integrationId: string, killAtUid?: number) {
  return new Promise<{ signal: NodeJS.Signals | null; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...shared.env,
        SYNC_INTEGRATION: integrationId,
        SYNC_SECRET: SECRET,
        ...(killAtUid ? { SYNC_KILL_AT_UID: String(killAtUid) } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ signal, out }));
  });
}

/**
 * Issue 15: the process that syncs a mailbox is SIGKILLed while it handles a reply (inside the reply's
 * transaction). After a restart the reply is in the inbox once, the prospect is paused once, and a further
 * pass reads nothing.
 */
describe('email sync killed as a process', () => {
  let shared: SharedDatabase;
  let database: Database | null = null;
  let dovecot: Dovecot;
  let stopMail: (() => Promise<void>) | undefined;
  let integrationId: string;
  let wfId: string;
  let prospect: { id: string; email: string };
  let sentMessageId: string;

  const open = async () => (database ??= await shared.open());
  const close = async () => {
    await database?.close();
    database = null;
  };

  beforeAll(async () => {
    shared = await createSharedDatabase();
    const db = await open();
    const made = await emailCampaignWorld(db, {
      address: ME,
      imapPassword: IMAP_PASSWORD,
      secrets: createSecrets(SECRET),
      prospects: ['killed@prospects.example.org'],
      population: 400,
    });
    ({ dovecot, integrationId, wfId } = made);
    stopMail = made.stop;
    prospect = made.people[0]!;
    const [sent] = await db.db.select().from(mailboxMessages).where(eq(mailboxMessages.to, prospect.email));
    sentMessageId = sent!.messageId;
    await close(); // PGlite: the child process owns DATA_DIR while it runs
  }, 120_000);

  afterAll(async () => {
    clock.reset();
    await close();
    await stopMail?.();
    await shared?.drop();
  });

  it('a sync SIGKILLed inside the reply’s transaction loses nothing and counts the reply once after a restart', async () => {
    await dovecot.append(
      ME,
      IMAP_PASSWORD,
      [
        `From: Prospect <${prospect.email}>`,
        `To: ${ME}`,
        'Subject: Re: Hello',
        'Message-ID: <killed-reply@prospects.example.org>',
        `In-Reply-To: ${sentMessageId}`,
        '',
        'Yes, let us talk.',
        '',
      ].join('\r\n'),
    );
    const killed = await syncInChild(shared, integrationId, 1);
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.out).toBe('');

    const restarted = await syncInChild(shared, integrationId);
    expect(restarted.signal).toBeNull();
    expect(JSON.parse(restarted.out)).toMatchObject({ read: 1, replies: 1 });
    const again = await syncInChild(shared, integrationId);
    expect(JSON.parse(again.out)).toMatchObject({ read: 0, replies: 0 });

    const db = await open();
    const inbound = await db.db
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.prospectId, prospect.id), eq(inboxMessages.direction, 'inbound')));
    expect(inbound).toHaveLength(1);
    expect(inbound[0]!.text).toContain('let us talk');
    const [row] = await db.db
      .select()
      .from(campaignProspects)
      .where(and(eq(campaignProspects.prospectId, prospect.id), eq(campaignProspects.workflowId, wfId)));
    expect(row).toMatchObject({ status: 'paused', pausedReason: 'got_reply' });
    expect(row!.repliedAt).not.toBeNull();
  }, 120_000); // three child processes, each opening the database: ~10 s quiet, over 30 s on a loaded machine
});
