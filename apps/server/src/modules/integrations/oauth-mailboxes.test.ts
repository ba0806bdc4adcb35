import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { inboxMessages, integrations, mailboxInbound, prospects } from '../../db/schema/index.js';
import { secretsFor } from '../../lib/secrets.js';
import { mailProviderConfig } from '../../config.js';
import { mailboxFor, type OAuthSettings } from '../../providers/mailbox/index.js';
import { cloudBody, credentialsTestApp, workspace } from '../../test/credentials-helpers.js';
import { startFakeGmail, type FakeGmail } from '../../test/fakes/gmail.js';
import { startFakeGraph, type FakeGraph } from '../../test/fakes/graph.js';
import { syncApiMailbox } from '../inbox/index.js';

const DOWN = 'This email integration is down, reconnect it';

/**
 * Gmail (google) and Microsoft Graph (microsoft, exchange) mailboxes through their official clients
 * against local fakes of their HTTP APIs and OAuth token endpoints: connect with code + PKCE, send,
 * refresh before expiry and after an early 401, 429 Retry-After, inbound replies by history / delta,
 * a provider outage and a revoked grant ('This email integration is down, reconnect it').
 */
let gmailFake: FakeGmail;
let graphFake: FakeGraph;
let t: Awaited<ReturnType<typeof credentialsTestApp>>;
let owner: Awaited<ReturnType<typeof workspace>>;

// One app for both providers (each type gets its own account): the fakes start first, the config points at them.
beforeAll(async () => {
  gmailFake = await startFakeGmail();
  graphFake = await startFakeGraph();
  const env = {
    GOOGLE_OAUTH_CLIENT_ID: gmailFake.oauth.clientId,
    GOOGLE_OAUTH_CLIENT_SECRET: gmailFake.oauth.clientSecret,
    GOOGLE_OAUTH_AUTH_URL: `${gmailFake.url}/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${gmailFake.url}/token`,
    GMAIL_API_URL: `${gmailFake.url}/`,
    MICROSOFT_OAUTH_CLIENT_ID: graphFake.oauth.clientId,
    MICROSOFT_OAUTH_CLIENT_SECRET: graphFake.oauth.clientSecret,
    MICROSOFT_OAUTH_AUTH_URL: `${graphFake.url}/common/oauth2/v2.0/authorize`,
    MICROSOFT_OAUTH_TOKEN_URL: `${graphFake.url}/common/oauth2/v2.0/token`,
    GRAPH_API_URL: `${graphFake.url}/v1.0`,
  };
  t = await credentialsTestApp({ mailProviders: mailProviderConfig(env, 'http://app.test') });
  owner = await workspace(t, { cloud: 4 });
});
afterAll(async () => {
  await t?.close();
  await gmailFake?.close();
  await graphFake?.close();
});

describe.each([
  { type: 'google', transport: 'gmail' },
  { type: 'exchange', transport: 'graph' },
] as const)('$type mailbox over OAuth', ({ type, transport }) => {
  let fake: FakeGmail | FakeGraph;
  const LEAD = `lead.${type}@prospect.example.org`;
  let credId: string;
  let prospectId: string;
  const q = () => ({ ...owner.q, credentials_id: credId });
  const row = async () =>
    (
      await t.ctx.db
        .select()
        .from(integrations)
        .where(and(eq(integrations.credentialId, credId), eq(integrations.type, type)))
    )[0]!;
  const sync = async () =>
    syncApiMailbox(
      {
        db: t.ctx.db,
        secrets: secretsFor(t.ctx),
        egress: t.ctx.config.egress,
        mailProviders: t.ctx.config.mailProviders,
      },
      await row(),
    );
  const connect = async () => {
    const res = await t.call('POST', `/api/integrations/${type}/connect`, { token: owner.token, query: q() });
    expect(res.status).toBe(200);
    const back = fake.oauth.approve(res.body.payload.url);
    return t.call('POST', '/api/integrations/oauth/callback', {
      token: owner.token,
      query: owner.q,
      body: { code: back.code, state: back.state },
    });
  };
  const sealed = async () => secretsFor(t.ctx).decryptJson<OAuthSettings>((await row()).settingsEnc!);
  const seal = async (change: Partial<OAuthSettings>) =>
    t.ctx.db
      .update(integrations)
      .set({ settingsEnc: secretsFor(t.ctx).encryptJson({ ...(await sealed()), ...change }) })
      .where(eq(integrations.id, (await row()).id));
  const send = (subject: string) =>
    mailboxFor(t.ctx).send(credId, { to: LEAD, subject, text: `Body of ${subject}` });

  beforeAll(async () => {
    fake = type === 'google' ? gmailFake : graphFake;
    const created = await t.call('POST', '/api/credentials/create', {
      token: owner.token,
      query: owner.q,
      body: cloudBody(`jane.${type}@acme.test`),
    });
    credId = created.body.payload._id;
    [{ id: prospectId }] = await t.ctx.db
      .insert(prospects)
      .values({ spaceId: owner.spaceId, profileLink: `https://network/in/lead-${type}`, workEmail: LEAD })
      .returning({ id: prospects.id });
  });
  it('connect sends the browser to the consent page with PKCE S256 and a sealed state; a forged state connects nothing', async () => {
    const res = await t.call('POST', `/api/integrations/${type}/connect`, { token: owner.token, query: q() });
    const url = new URL(res.body.payload.url);
    expect(url.origin).toBe(fake.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe('http://app.test/integrations');
    const forged = await t.call('POST', '/api/integrations/oauth/callback', {
      token: owner.token,
      query: owner.q,
      body: { code: 'x', state: 'v1:forged-state-value:abc:def' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(
      'This connection link expired or belongs to someone else, connect again',
    );
    // The same link in another user's session is refused too (the state is bound to who started it).
    const stranger = await workspace(t);
    const stolen = await t.call('POST', '/api/integrations/oauth/callback', {
      token: stranger.token,
      query: stranger.q,
      body: { code: fake.oauth.approve(url.href).code, state: url.searchParams.get('state')! },
    });
    expect(stolen.status).toBe(400);
    expect(
      await t.ctx.db.select().from(integrations).where(eq(integrations.credentialId, credId)),
    ).toHaveLength(0);
  });

  it('the callback trades the code for tokens, reads the address, seals the refresh token', async () => {
    const res = await connect();
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ type, status: 'connected', email: fake.email, error: null });
    expect(fake.oauth.counts.codes).toBe(1);
    const [refresh] = [...fake.oauth.refreshTokens];
    expect((await row()).settingsEnc).not.toContain(refresh);
    expect((await sealed()).refresh_token).toBe(refresh);
    for (const body of t.responses) expect(body).not.toContain(refresh!);
    // The first inbound pass sets the cursor (old mail is not imported).
    expect((await sync()).read).toBe(0);
  });

  it('the account sends through the provider with its own Message-ID', async () => {
    const mail = await send('First email');
    expect(mail.transport).toBe(transport);
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]).toContain(`Message-ID: ${mail.messageId}`);
    expect(fake.sent[0]).toContain('Subject: First email');
  });

  it('a token about to expire is refreshed before the send; one revoked early (401) is refreshed and retried', async () => {
    await seal({ expires_at: Date.now() + 60_000 });
    const before = fake.oauth.counts.refreshes;
    await send('Near expiry');
    expect(fake.oauth.counts.refreshes).toBe(before + 1);
    fake.oauth.accessTokens.clear();
    await send('After a 401');
    expect(fake.oauth.counts.refreshes).toBe(before + 2);
    expect(fake.sent.map((m) => /Subject: (.*)/.exec(m)?.[1]?.trim())).toEqual([
      'First email',
      'Near expiry',
      'After a 401',
    ]);
  });

  it('a 429 answer is retried after its Retry-After', async () => {
    fake.trouble.throttle(1, 1);
    await send('Throttled');
    expect(fake.trouble.throttled.count).toBe(1);
    expect(fake.trouble.throttled.waits[0]).toBeGreaterThanOrEqual(900);
    expect(fake.sent).toHaveLength(4);
  });

  it('a reply comes back through the inbox pipeline once; an out-of-office is not a reply', async () => {
    const first = fake.sent[0]!;
    const messageId = /Message-ID: (<[^>]+>)/.exec(first)![1]!;
    fake.deliver(
      `From: Lead <${LEAD}>\r\nTo: ${fake.email}\r\nSubject: Re: First email\r\nMessage-ID: <reply-1@prospect.example.org>\r\nIn-Reply-To: ${messageId}\r\nDate: ${new Date().toUTCString()}\r\n\r\nYes, let's talk on Monday.\r\n`,
    );
    fake.deliver(
      `From: Lead <${LEAD}>\r\nTo: ${fake.email}\r\nSubject: Out of office\r\nAuto-Submitted: auto-replied\r\nMessage-ID: <ooo-1@prospect.example.org>\r\nIn-Reply-To: ${messageId}\r\nDate: ${new Date().toUTCString()}\r\n\r\nI am away.\r\n`,
    );
    const result = await sync();
    expect(result).toMatchObject({ read: 2, replies: 1, autoReplies: 1 });
    const inbound = await t.ctx.db
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.prospectId, prospectId), eq(inboxMessages.direction, 'inbound')));
    expect(inbound.map((m) => m.text).sort()).toEqual(['I am away.', "Yes, let's talk on Monday."]);
    expect(inbound.every((m) => m.channel === 'email')).toBe(true);
    expect((await sync()).read).toBe(0);
    expect(
      await t.ctx.db.select().from(mailboxInbound).where(eq(mailboxInbound.credentialId, credId)),
    ).toHaveLength(2);
  });

  it("a provider outage makes the mailbox 'This email integration is down, reconnect it'; reconnecting fixes it", async () => {
    fake.trouble.down = true;
    await expect(send('During the outage')).rejects.toThrow(DOWN);
    const list = await t.call('GET', `/api/credentials/${credId}/integrations`, {
      token: owner.token,
      query: owner.q,
    });
    expect(list.body.payload.find((i: { type: string }) => i.type === type)).toMatchObject({
      status: 'disconnected',
      error: DOWN,
    });
    fake.trouble.down = false;
    expect((await connect()).body.payload).toMatchObject({ status: 'connected', error: null });
    expect((await send('Back again')).transport).toBe(transport);
  });

  it('a revoked grant takes the mailbox down at the next sync, with the catalogue text', async () => {
    fake.oauth.revoke();
    expect(await sync()).toMatchObject({ down: true });
    expect((await row()).status).toBe('disconnected');
    await expect(send('After revoke')).rejects.toThrow(DOWN);
    const list = await t.call('GET', `/api/credentials/${credId}/integrations`, {
      token: owner.token,
      query: owner.q,
    });
    expect(list.body.payload.find((i: { type: string }) => i.type === type)?.error).toBe(DOWN);
  });
});
