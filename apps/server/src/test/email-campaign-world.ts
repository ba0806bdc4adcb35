import { eq } from 'drizzle-orm';
import { LOOPBACK_EGRESS } from './harness.js';
import type { Database } from '../db/client.js';
import { integrations, prospects } from '../db/schema/index.js';
import { clock } from '../lib/clock.js';
import type { Secrets } from '../lib/secrets.js';
import { campaignMailerFrom, runDepsUntil } from '../modules/engine/index.js';
import { createAccountMailbox, type SmtpSettings } from '../providers/mailbox/index.js';
import { engineWorld } from './engine-world.js';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp.js';
import { startDovecot, type Dovecot } from './dovecot.js';

/**
 * An account whose SMTP + IMAP mailbox (a fake SMTP server, a private Dovecot) sent the first step of a
 * two-email campaign to one prospect per address given, an hour into 2026-03-02 on the simulated clock.
 * The IMAP tests append replies to `dovecot` and sync `integrationId`.
 */
export async function emailCampaignWorld(
  database: Database,
  options: {
    address: string;
    imapPassword: string;
    secrets: Secrets;
    prospects: string[];
    population?: number;
  },
) {
  const { address, imapPassword, secrets } = options;
  clock.advance(Date.parse('2026-03-02T08:00:00Z') - clock.nowMs());
  const world = await engineWorld(database, { population: options.population ?? 500 });
  world.deps.options = { ...world.deps.options, minGapSeconds: 1, maxGapSeconds: 2 };
  const dovecot: Dovecot = await startDovecot([{ user: address, password: imapPassword }]);
  const smtp: FakeSmtp = await startFakeSmtp({
    login: () => ({ username: address, password: 'smtp-secret' }),
  });
  const account = await world.account({
    username: address,
    timezone: 'UTC',
    start: 0,
    end: 0,
    limits: { emails: 1e6 },
  });
  const settings: SmtpSettings = {
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    username: address,
    password: 'smtp-secret',
    imap: { host: '127.0.0.1', port: dovecot.port, secure: false, username: address, password: imapPassword },
  };
  const [integration] = await database.db
    .insert(integrations)
    .values({
      spaceId: world.space.id,
      credentialId: account.id,
      type: 'smtp',
      status: 'connected',
      email: address,
      settingsEnc: secrets.encryptJson(settings),
      connectedAt: clock.now(),
    })
    .returning();
  world.deps.mail = campaignMailerFrom(
    createAccountMailbox(database.db, secrets, () => clock.now(), undefined, LOOPBACK_EGRESS),
  );
  const campaign = await world.campaign(account.id, [
    { type: 'email', delay_days: 0, delay_hours: 0, subject: 'Hello', content: 'First email' },
    { type: 'email', delay_days: 2, delay_hours: 0, subject: 'Follow-up', content: 'Second email' },
  ]);
  const people: { id: string; email: string }[] = [];
  for (const [i, id] of (await world.audience(campaign, options.prospects.length)).entries()) {
    const email = options.prospects[i]!;
    await database.db.update(prospects).set({ workEmail: email }).where(eq(prospects.id, id));
    people.push({ id, email });
  }
  await runDepsUntil(world.deps, new Date(clock.nowMs() + 3_600_000));
  return {
    world,
    dovecot,
    smtp,
    integrationId: integration!.id,
    wfId: campaign.id,
    people,
    async stop() {
      await dovecot.stop();
      await smtp.close();
    },
  };
}
