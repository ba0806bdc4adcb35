import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  campaignProspects,
  inboxMessages,
  integrations,
  mailboxMessages,
  prospects,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { createSecrets } from '../../lib/secrets.js';
import { campaignMailerFrom, runDepsUntil } from '../engine/index.js';
import { engineWorld } from '../../test/engine-world.js';
import { createAccountMailbox, type SmtpSettings } from '../../providers/mailbox/index.js';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp.js';
import { dovecotAvailable, startDovecot, type Dovecot } from '../../test/dovecot.js';
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
describe.skipIf(!dovecotAvailable())('email sync killed as a process', () => {
  let shared: SharedDatabase;
  let database: Database | null = null;
  let dovecot: Dovecot;
  let smtp: FakeSmtp;
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
    clock.advance(Date.parse('2026-03-02T08:00:00Z') - clock.nowMs());
    const world = await engineWorld(db, { population: 400 });
    world.deps.options = { ...world.deps.options, minGapSeconds: 1, maxGapSeconds: 2 };
    dovecot = await startDovecot([{ user: ME, password: IMAP_PASSWORD }]);
    smtp = await startFakeSmtp({ login: () => ({ username: ME, password: 'smtp-secret' }) });
    const acc = await world.account({
      username: ME,
      timezone: 'UTC',
      start: 0,
      end: 0,
      limits: { emails: 1e6 },
    });
    const secrets = createSecrets(SECRET);
    const settings: SmtpSettings = {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      username: ME,
      password: 'smtp-secret',
      imap: { host: '127.0.0.1', port: dovecot.port, secure: false, username: ME, password: IMAP_PASSWORD },
    };
    const [row] = await db.db
      .insert(integrations)
      .values({
        spaceId: world.space.id,
        credentialId: acc.id,
        type: 'smtp',
        status: 'connected',
        email: ME,
        settingsEnc: secrets.encryptJson(settings),
        connectedAt: clock.now(),
      })
      .returning();
    integrationId = row!.id;
    world.deps.mail = campaignMailerFrom(createAccountMailbox(db.db, secrets, () => clock.now()));
    const wf = await world.campaign(acc.id, [
      { type: 'email', delay_days: 0, delay_hours: 0, subject: 'Hello {first_name}', content: 'First email' },
      { type: 'email', delay_days: 2, delay_hours: 0, subject: 'Follow-up', content: 'Second email' },
    ]);
    wfId = wf.id;
    const [id] = await world.audience(wf, 1);
    prospect = { id: id!, email: 'killed@prospects.example.org' };
    await db.db.update(prospects).set({ workEmail: prospect.email }).where(eq(prospects.id, prospect.id));
    await runDepsUntil(world.deps, new Date(clock.nowMs() + 3_600_000));
    const [sent] = await db.db.select().from(mailboxMessages).where(eq(mailboxMessages.to, prospect.email));
    sentMessageId = sent!.messageId;
    await close(); // PGlite: the child process owns DATA_DIR while it runs
  }, 120_000);

  afterAll(async () => {
    clock.reset();
    await close();
    await dovecot?.stop();
    await smtp?.close();
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
  });
});
