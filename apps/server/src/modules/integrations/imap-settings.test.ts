import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrations } from '../../db/schema/index.js';
import { secretsFor } from '../../lib/secrets.js';
import type { SmtpSettings } from '../../providers/mailbox/index.js';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp.js';
import { startDovecot, type Dovecot } from '../../test/dovecot.js';
import { cloudBody, credentialsTestApp, workspace } from '../../test/credentials-helpers.js';
import { LOOPBACK_EGRESS } from '../../test/harness.js';
import { syncAllMailboxes } from '../inbox/index.js';

const USER = 'jane@acme.test';
const IMAP_PASSWORD = 'Imap-App-Password-42';

/** add_smtp with IMAP settings (issue 15): the IMAP login is verified, stored sealed, never returned. */
describe('integrations API: IMAP settings of an SMTP mailbox', () => {
  let t: Awaited<ReturnType<typeof credentialsTestApp>>;
  let smtp: FakeSmtp;
  let dovecot: Dovecot;
  let owner: Awaited<ReturnType<typeof workspace>>;
  let credId: string;
  const body = (extra: Record<string, unknown> = {}) => ({
    email: USER,
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    username: USER,
    password: 'Smtp-Pa55',
    imap_host: '127.0.0.1',
    imap_port: dovecot.port,
    imap_secure: false,
    imap_password: IMAP_PASSWORD,
    ...extra,
  });
  const add = (b: Record<string, unknown>) =>
    t.call('PUT', '/api/integrations/smtp/new/add_smtp', {
      token: owner.token,
      query: { ...owner.q, credentials_id: credId },
      body: b,
    });

  beforeAll(async () => {
    // the test's SMTP and IMAP servers listen on 127.0.0.1, which the egress rule refuses unless allow-listed
    t = await credentialsTestApp({ egress: LOOPBACK_EGRESS });
    smtp = await startFakeSmtp({ login: () => ({ username: USER, password: 'Smtp-Pa55' }) });
    dovecot = await startDovecot([{ user: USER, password: IMAP_PASSWORD }]);
    owner = await workspace(t, { cloud: 3 });
    const created = await t.call('POST', '/api/credentials/create', {
      token: owner.token,
      query: owner.q,
      body: cloudBody(USER),
    });
    credId = created.body.payload._id;
  }, 60_000);
  afterAll(async () => {
    await dovecot?.stop();
    await smtp?.close();
    await t?.close();
  });

  it('a wrong IMAP password is refused with the server reason and nothing is saved', async () => {
    const res = await add(body({ imap_password: 'wrong' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Could not sign in to the IMAP server: /);
    expect(await t.ctx.db.select().from(integrations)).toHaveLength(0);
  });

  it('a working IMAP login is stored sealed with the SMTP settings and never returned', async () => {
    const res = await add(body());
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ type: 'smtp', status: 'connected', error: null });
    expect(JSON.stringify(res.body)).not.toContain(IMAP_PASSWORD);
    const [row] = await t.ctx.db.select().from(integrations);
    expect(row!.settingsEnc).not.toContain(IMAP_PASSWORD);
    const settings = secretsFor(t.ctx).decryptJson<SmtpSettings>(row!.settingsEnc!);
    // The IMAP login defaults to the SMTP username.
    expect(settings.imap).toEqual({
      host: '127.0.0.1',
      port: dovecot.port,
      secure: false,
      username: USER,
      password: IMAP_PASSWORD,
    });
  });

  it("an IMAP server that stops answering makes the mailbox 'This email integration is down, reconnect it'", async () => {
    await dovecot.stop();
    await syncAllMailboxes({ db: t.ctx.db, secrets: secretsFor(t.ctx), egress: t.ctx.config.egress });
    const list = await t.call('GET', `/api/credentials/${credId}/integrations`, {
      token: owner.token,
      query: owner.q,
    });
    expect(list.body.payload.find((i: { type: string }) => i.type === 'smtp')).toMatchObject({
      status: 'disconnected',
      error: 'This email integration is down, reconnect it',
    });
  });
});
