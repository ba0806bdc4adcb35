import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { integrations } from '../../db/schema/index.js';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp.js';
import { addMemberByCode } from '../../test/fixtures.js';
import { createAccountMailbox, mailboxFor } from '../../providers/mailbox/index.js';
import { DEFAULT_EGRESS } from '../../lib/egress/index.js';
import { secretsFor } from '../../lib/secrets.js';
import { cloudBody, credentialsTestApp, workspace } from '../../test/credentials-helpers.js';
import { LOOPBACK_EGRESS } from '../../test/harness.js';

const SMTP_PASSWORD = 'Smtp-Pa55-word-7391';

describe('integrations API: SMTP mailbox of an account', () => {
  let t: Awaited<ReturnType<typeof credentialsTestApp>>;
  let smtp: FakeSmtp;
  let port: number;
  let password = SMTP_PASSWORD;
  let owner: Awaited<ReturnType<typeof workspace>>;
  let credId: string;
  let integrationId: string;
  const smtpBody = (extra: Record<string, unknown> = {}) => ({
    email: 'jane@acme.test',
    sender_name: 'Jane Doe',
    host: '127.0.0.1',
    port,
    secure: false,
    username: 'jane@acme.test',
    password: SMTP_PASSWORD,
    ...extra,
  });

  beforeAll(async () => {
    // the test's SMTP and IMAP servers listen on 127.0.0.1, which the egress rule refuses unless allow-listed
    t = await credentialsTestApp({ egress: LOOPBACK_EGRESS });
    smtp = await startFakeSmtp({ login: () => ({ username: 'jane@acme.test', password }) });
    port = smtp.port;
    owner = await workspace(t, { cloud: 3 });
    const created = await t.call('POST', '/api/credentials/create', {
      token: owner.token,
      query: owner.q,
      body: cloudBody('jane@acme.test'),
    });
    expect(created.status).toBe(200);
    credId = created.body.payload._id;
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('a new account lists the built-in sandbox mailbox as its connected email', async () => {
    const res = await t.call('GET', `/api/credentials/${credId}/integrations`, {
      token: owner.token,
      query: owner.q,
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual([
      expect.objectContaining({
        _id: 'sandbox',
        type: 'sandbox',
        status: 'connected',
        email: 'jane@acme.test',
      }),
    ]);
  });

  it('add_smtp refuses bad input with clear messages and saves nothing', async () => {
    const q = { ...owner.q, credentials_id: credId };
    const cases: [Record<string, unknown>, string][] = [
      [smtpBody({ host: '' }), 'Please enter the SMTP server'],
      [smtpBody({ host: 'bad host!' }), 'Not a valid server name'],
      [smtpBody({ port: 70000 }), 'Port must be a number from 1 to 65535'],
      [smtpBody({ email: 'nope' }), 'Not valid email'],
      [smtpBody({ password: '' }), 'Please enter the SMTP password'],
      [smtpBody({ extra: 1 }), ''],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('PUT', '/api/integrations/smtp/new/add_smtp', {
        token: owner.token,
        query: q,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    }
    const wrong = await t.call('PUT', '/api/integrations/smtp/new/add_smtp', {
      token: owner.token,
      query: q,
      body: smtpBody({ password: 'wrong-password' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^Could not sign in to the SMTP server: /);
    const google = await t.call('PUT', '/api/integrations/google/new/add_smtp', {
      token: owner.token,
      query: q,
      body: smtpBody(),
    });
    expect(google.status).toBe(400);
    expect(await t.ctx.db.select().from(integrations)).toEqual([]);
  });

  it('add_smtp verifies the login, stores the settings sealed, pushes update_credentials_integrations', async () => {
    const sent: { event: string; data: any }[] = [];
    const original = t.ctx.realtime.emitToUser;
    t.ctx.realtime.emitToUser = (_u, event, data) => void sent.push({ event, data });
    try {
      const res = await t.call('PUT', '/api/integrations/smtp/new/add_smtp', {
        token: owner.token,
        query: { ...owner.q, credentials_id: credId },
        body: smtpBody(),
      });
      expect(res.status).toBe(200);
      expect(res.body.payload).toMatchObject({
        type: 'smtp',
        status: 'connected',
        email: 'jane@acme.test',
        error: null,
      });
      integrationId = res.body.payload._id;
    } finally {
      t.ctx.realtime.emitToUser = original;
    }
    const push = sent.find((s) => s.event === 'update_credentials_integrations');
    expect(push?.data.credentials_id).toBe(credId);
    expect(push?.data.integrations.map((i: any) => [i.type, i.status])).toEqual([
      ['sandbox', 'disabled'],
      ['smtp', 'connected'],
    ]);
    const [row] = await t.ctx.db.select().from(integrations);
    expect(row!.settingsEnc).toMatch(/^v1:/);
    expect(row!.settingsEnc).not.toContain(SMTP_PASSWORD);
  });

  it('the account then sends through its SMTP server', async () => {
    const before = smtp.received.length;
    const mail = await mailboxFor(t.ctx).send(credId, {
      to: 'lead@example.com',
      subject: 'Hello',
      text: 'Hi',
      // what tracking/compose.ts adds to campaign email (RFC 8058 one-click)
      headers: {
        'List-Unsubscribe': '<https://links.acme.test/api/t/u/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(mail.transport).toBe('smtp');
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.raw).toContain('Subject: Hello');
    expect(smtp.received.at(-1)!.raw).toContain('List-Unsubscribe: <https://links.acme.test/api/t/u/abc>');
    expect(smtp.received.at(-1)!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it("a login that fails later shows 'This email integration is down, reconnect it'; reconnecting fixes it", async () => {
    password = 'rotated-on-the-server';
    await expect(
      mailboxFor(t.ctx).send(credId, { to: 'lead@example.com', subject: 'Again', text: 'Hi' }),
    ).rejects.toThrow('This email integration is down, reconnect it');
    const list = await t.call('GET', `/api/credentials/${credId}/integrations`, {
      token: owner.token,
      query: owner.q,
    });
    expect(list.body.payload.find((i: any) => i.type === 'smtp')).toMatchObject({
      status: 'disconnected',
      error: 'This email integration is down, reconnect it',
    });
    password = SMTP_PASSWORD;
    const again = await t.call('PUT', `/api/integrations/smtp/${integrationId}/add_smtp`, {
      token: owner.token,
      query: { ...owner.q, credentials_id: credId },
      body: smtpBody(),
    });
    expect(again.status).toBe(200);
    expect(again.body.payload).toMatchObject({ _id: integrationId, status: 'connected', error: null });
  });

  it('a mail server on a private or loopback address is refused unless the operator allow-lists it (egress rule)', async () => {
    const allowed = t.ctx.config.egress;
    const before = smtp.connections();
    t.ctx.config.egress = DEFAULT_EGRESS;
    try {
      const res = await t.call('PUT', '/api/integrations/smtp/new/add_smtp', {
        token: owner.token,
        query: { ...owner.q, credentials_id: credId },
        body: smtpBody(),
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('127.0.0.1 is a private or local address');
      // the saved mailbox is not reached either: the send refuses and marks it down
      await expect(
        createAccountMailbox(t.ctx.db, secretsFor(t.ctx), undefined, undefined, DEFAULT_EGRESS).send(credId, {
          to: 'lead@example.com',
          subject: 'No',
          text: 'Hi',
        }),
      ).rejects.toThrow('This email integration is down, reconnect it');
      expect(smtp.connections()).toBe(before);
    } finally {
      t.ctx.config.egress = allowed;
    }
    const again = await t.call('PUT', `/api/integrations/smtp/${integrationId}/add_smtp`, {
      token: owner.token,
      query: { ...owner.q, credentials_id: credId },
      body: smtpBody(),
    });
    expect(again.body.payload).toMatchObject({ status: 'connected', error: null });
  });

  it('other workspaces and members without access are refused and cannot see or change anything', async () => {
    const stranger = await workspace(t);
    const member = await addMemberByCode(t.app, owner);
    for (const who of [
      { token: stranger.token, query: stranger.q },
      { token: stranger.token, query: owner.q },
      { token: member.token, query: owner.q },
    ]) {
      const list = await t.call('GET', `/api/credentials/${credId}/integrations`, who);
      expect(list.status, JSON.stringify(list.body)).toBeGreaterThanOrEqual(403);
      const add = await t.call('PUT', `/api/integrations/smtp/${integrationId}/add_smtp`, {
        ...who,
        query: { ...who.query, credentials_id: credId },
        body: smtpBody({ host: 'evil.example.com' }),
      });
      expect(add.status).toBeGreaterThanOrEqual(403);
      const off = await t.call('POST', '/api/integrations/smtp/disconnect', {
        ...who,
        query: { ...who.query, credentials_id: credId },
      });
      expect(off.status).toBeGreaterThanOrEqual(403);
    }
    const [row] = await t.ctx.db.select().from(integrations).where(eq(integrations.id, integrationId));
    expect(row!.status).toBe('connected');
  });

  it('disconnect forgets the settings and the sandbox mailbox takes over', async () => {
    const res = await t.call('POST', '/api/integrations/smtp/disconnect', {
      token: owner.token,
      query: { ...owner.q, credentials_id: credId },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ type: 'smtp', status: 'disconnected', error: null });
    const [row] = await t.ctx.db.select().from(integrations);
    expect(row!.settingsEnc).toBeNull();
    const list = await t.call('GET', `/api/credentials/${credId}/integrations`, {
      token: owner.token,
      query: owner.q,
    });
    expect(list.body.payload[0]).toMatchObject({ _id: 'sandbox', status: 'connected' });
    const mail = await mailboxFor(t.ctx).send(credId, {
      to: 'lead@example.com',
      subject: 'Sandbox',
      text: 'Hi',
    });
    expect(mail.transport).toBe('sandbox');
    const unknown = await t.call('POST', '/api/integrations/hubspot/disconnect', {
      token: owner.token,
      query: { ...owner.q, credentials_id: credId },
    });
    expect(unknown.status).toBe(404);
    const oauth = await t.call('POST', '/api/integrations/google/connect', {
      token: owner.token,
      query: { ...owner.q, credentials_id: credId },
    });
    expect(oauth.body.message).toBe('Can not get OAuth url');
  });

  it('no response in this file ever contained the SMTP password', () => {
    expect(t.responses.length).toBeGreaterThan(10);
    for (const body of t.responses) expect(body).not.toContain(SMTP_PASSWORD);
  });
});
