import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';
import { engineWorld } from '../../test/engine-world.js';
import { actions, campaignProspects, credentials } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { tick } from '../../modules/engine/engine.js';
import { ExtensionNetwork, RoutingNetwork } from '../../providers/network/index.js';
import { credentialExtensionQueue, credentialNetworkKind } from './index.js';

const START = Date.parse('2026-01-05T09:00:00Z');

describe('the extension API: only claimed actions are handed out, results are reported once', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  let owner: Awaited<ReturnType<typeof userWithSpace>>;
  const q = () => ({ space: owner.spaceId });

  async function account(username: string, automationType: 'cloud' | 'extension' = 'extension') {
    const [row] = await t.ctx.db
      .insert(credentials)
      .values({
        spaceId: owner.spaceId,
        username,
        automationType,
        timezone: 'Europe/Paris',
        workHoursStart: 0,
        workHoursEnd: 23,
      })
      .returning();
    return row!;
  }
  const tokenFor = async (credentialId: string) =>
    (
      await call('POST', `/api/credentials/${credentialId}/extension_token`, {
        token: owner.token,
        query: q(),
      })
    ).body.payload.token as string;
  /** The engine with the extension path, its wait for a pick-up set per test. */
  function engineWith(pickupMs: number) {
    world.deps.network = new RoutingNetwork({
      drivers: {
        function: world.network,
        extension: new ExtensionNetwork({
          queue: credentialExtensionQueue(t.ctx.db),
          pickupMs,
          pollMs: 20,
        }),
      },
      webConfigured: true,
      kindOf: credentialNetworkKind(t.ctx.db),
    });
    return world.deps;
  }
  async function invitationCampaign(credentialId: string) {
    // The campaign includes prospects talked to before (else each would first be a thread read for the extension).
    const wf = await world.campaign(
      credentialId,
      [{ type: 'connection_request', delay_days: 0, delay_hours: 0, content: 'Hi {first_name}' }],
      { isIncludeTalkedBefore: true },
    );
    const [prospectId] = await world.audience(wf, 1);
    return { wf, prospectId: prospectId! };
  }
  /** Engine passes until one acts (the first starts the prospect's sequence, the next claims its step). */
  const run = async (deps: ReturnType<typeof engineWith>) => {
    for (let i = 0; i < 4; i++) {
      const acted = await tick(deps);
      if (acted) return acted;
    }
    return 0;
  };
  const waitFor = async <T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> => {
    for (let i = 0; i < 200; i++) {
      const v = await read();
      if (ok(v)) return v;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('timed out');
  };

  beforeAll(async () => {
    clock.advance(START - clock.nowMs());
    t = await createTestApp();
    call = apiClient(t.app);
    owner = await userWithSpace(t.app);
    world = await engineWorld(t.ctx.database, { spaceId: owner.spaceId, population: 300 });
  }, 30_000);
  afterAll(async () => {
    clock.reset();
    await t?.close();
  });

  it("an extension account's token reaches the extension's routes only, and only for that account", async () => {
    const cloud = await account('cloud@example.com', 'cloud');
    expect(
      (await call('POST', `/api/credentials/${cloud.id}/extension_token`, { token: owner.token, query: q() }))
        .status,
    ).toBe(403);
    const ext = await account('ext-token@example.com');
    const token = await tokenFor(ext.id);
    const session = await call('GET', '/api/extension/session', { token });
    expect(session.body.payload).toEqual({
      credential_id: ext.id,
      username: 'ext-token@example.com',
      network_url: null,
    });
    // The guard: an extension token is refused on every other route, even of its workspace.
    expect((await call('GET', '/api/credentials/fetch', { token, query: q() })).status).toBe(403);
    const spaceRoute = await call('GET', '/api/space/info', { token, query: q() });
    expect(spaceRoute.status, JSON.stringify(spaceRoute.body)).toBe(403);
    // A signed-in session is not an extension.
    expect((await call('GET', '/api/extension/actions', { token: owner.token, query: q() })).status).toBe(
      403,
    );
  });

  it('the owner sees when the extension last called, and a new token or a revocation stops the old one', async () => {
    const ext = await account('ext-seen@example.com');
    const state = () =>
      call('GET', `/api/credentials/${ext.id}/extension_token`, { token: owner.token, query: q() }).then(
        (r) => r.body.payload as { issued_at: string | null; last_seen_at: string | null },
      );
    expect(await state()).toEqual({ issued_at: null, last_seen_at: null });
    const first = await tokenFor(ext.id);
    expect((await state()).issued_at).toEqual(expect.any(String));
    expect((await call('GET', '/api/extension/session', { token: first })).status).toBe(200);
    await waitFor(state, (s) => s.last_seen_at !== null);
    // The extension's token cannot read or make tokens itself.
    expect(
      (await call('GET', `/api/credentials/${ext.id}/extension_token`, { token: first, query: q() })).status,
    ).toBe(403);
    const second = await tokenFor(ext.id);
    expect((await call('GET', '/api/extension/session', { token: first })).status).toBe(401);
    expect((await call('GET', '/api/extension/session', { token: second })).status).toBe(200);
    const revoked = await call('DELETE', `/api/credentials/${ext.id}/extension_token`, {
      token: owner.token,
      query: q(),
    });
    expect(revoked.body.payload).toEqual({ issued_at: null, last_seen_at: null });
    expect((await call('GET', '/api/extension/session', { token: second })).status).toBe(401);
  });

  it('hands out what the engine claimed, once; a repeated report answers the first', async () => {
    const ext = await account('ext-one@example.com');
    const other = await account('ext-other@example.com');
    const token = await tokenFor(ext.id);
    const otherToken = await tokenFor(other.id);
    const { prospectId } = await invitationCampaign(ext.id);
    // Enrolled, not claimed yet: nothing to do.
    expect((await call('GET', '/api/extension/actions', { token })).body.payload).toEqual([]);

    const running = run(engineWith(30_000));
    const handed = await waitFor(
      async () => (await call('GET', '/api/extension/actions', { token })).body.payload as any[],
      (list) => list.length > 0,
    );
    const [claimed] = await t.ctx.db
      .select()
      .from(actions)
      .where(and(eq(actions.prospectId, prospectId), eq(actions.status, 'started')));
    expect(handed).toEqual([
      {
        key: claimed!.idempotencyKey,
        kind: 'invite',
        member_id: expect.any(String),
        note: expect.stringMatching(/^Hi /),
        text: null,
        status: 'claimed',
      },
    ]);
    expect((await call('GET', '/api/extension/actions', { token: otherToken })).body.payload).toEqual([]);
    const key = encodeURIComponent(handed[0].key);
    // A report before taking it changes nothing.
    const early = await call('POST', `/api/extension/actions/${key}/result`, {
      token,
      body: { status: 'done', invitation_id: 'early', note_sent: true },
    });
    expect(early.body.payload.status).toBe('claimed');
    expect((await call('POST', `/api/extension/actions/${key}/take`, { token: otherToken })).status).toBe(
      404,
    );
    expect((await call('POST', `/api/extension/actions/${key}/take`, { token })).body.payload.status).toBe(
      'taken',
    );
    expect((await call('GET', '/api/extension/actions', { token })).body.payload).toEqual([]);

    const report = { status: 'done', invitation_id: 'inv-1', note_sent: true };
    const first = await call('POST', `/api/extension/actions/${key}/result`, { token, body: report });
    expect(first.body.payload.status).toBe('done');
    const again = await call('POST', `/api/extension/actions/${key}/result`, {
      token,
      body: { status: 'failed', code: 'invitation_already_sent' },
    });
    expect(again.status).toBe(200);
    expect(again.body.payload.status).toBe('done');
    expect(await running).toBe(1);
    const [done] = await t.ctx.db.select().from(actions).where(eq(actions.id, claimed!.id));
    expect(done).toMatchObject({
      status: 'done',
      payload: expect.objectContaining({ external_id: 'inv-1' }),
    });
    const [cp] = await t.ctx.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.prospectId, prospectId));
    expect(cp!.invitedAt).toBeTruthy();
  });

  it('an action nobody took in time is withdrawn and never handed out', async () => {
    const ext = await account('ext-late@example.com');
    const token = await tokenFor(ext.id);
    const { prospectId } = await invitationCampaign(ext.id);
    await run(engineWith(50));
    const [first] = await t.ctx.db.select().from(actions).where(eq(actions.prospectId, prospectId));
    expect(first!.status).not.toBe('done');
    expect((await call('GET', '/api/extension/actions', { token })).body.payload).toEqual([]);
    const key = encodeURIComponent(first!.idempotencyKey);
    const took = await call('POST', `/api/extension/actions/${key}/take`, { token });
    expect(took.body.payload.status).toBe('withdrawn');
    const [cp] = await t.ctx.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.prospectId, prospectId));
    expect(cp!).toMatchObject({ status: 'active', invitedAt: null });
  });

  it('a message goes the same way: handed out with its text, taken, reported once, read back from the thread', async () => {
    const ext = await account('ext-message@example.com');
    const other = await account('ext-message-other@example.com');
    const token = await tokenFor(ext.id);
    const otherToken = await tokenFor(other.id);
    const driver = new ExtensionNetwork({ queue: credentialExtensionQueue(t.ctx.db), pollMs: 20 });
    const acct = { credentialId: ext.id, username: ext.username };
    const kinds = { kinds: 'invite,message,thread' };
    const pending = () =>
      call('GET', '/api/extension/actions', { token, query: kinds }).then((r) => r.body.payload as any[]);

    // The engine reads the conversation before a message: the extension reads the thread page for it.
    const reading = driver.getConversationState(acct, 'https://network.sandbox.local/in/m-7/');
    const [read] = await waitFor(pending, (list) => list.length > 0);
    expect(read).toMatchObject({
      kind: 'thread',
      member_id: 'm-7',
      note: null,
      text: null,
      status: 'claimed',
    });
    const readKey = encodeURIComponent(read.key);
    await call('POST', `/api/extension/actions/${readKey}/take`, { token });
    const page = {
      status: 'done',
      conversation_id: 'c-1',
      has_reply: true,
      messages: [
        { id: 'msg-0', direction: 'inbound', client_key: null, sent_at: '2026-01-05T08:00:00.000Z' },
      ],
    };
    expect(
      (await call('POST', `/api/extension/actions/${readKey}/result`, { token, body: page })).body.payload
        .status,
    ).toBe('done');
    const state = await reading;
    expect(state).toMatchObject({ conversationId: 'c-1', hasReply: true });
    expect(state.messages).toEqual([
      expect.objectContaining({ id: 'msg-0', direction: 'inbound', clientKey: null }),
    ]);

    const sending = driver.sendMessage(acct, 'm-7', 'Thanks for connecting, Ada.', {
      clientKey: 'msg-key-1',
    });
    const handed = await waitFor(pending, (list) => list.length > 0);
    expect(handed).toEqual([
      {
        key: 'msg-key-1',
        kind: 'message',
        member_id: 'm-7',
        note: null,
        text: 'Thanks for connecting, Ada.',
        status: 'claimed',
      },
    ]);
    // An extension that performs only invitations (it names no kinds) is never handed a message.
    expect((await call('GET', '/api/extension/actions', { token })).body.payload).toEqual([]);
    // Another account's extension neither sees nor takes it.
    expect((await call('GET', '/api/extension/actions', { token: otherToken })).body.payload).toEqual([]);
    expect((await call('POST', '/api/extension/actions/msg-key-1/take', { token: otherToken })).status).toBe(
      404,
    );
    expect((await call('POST', '/api/extension/actions/msg-key-1/take', { token })).body.payload.status).toBe(
      'taken',
    );
    expect(await pending()).toEqual([]);
    // A report of another kind (an invitation's) does not settle a message.
    const wrong = await call('POST', '/api/extension/actions/msg-key-1/result', {
      token,
      body: { status: 'done', invitation_id: 'inv-x', note_sent: false },
    });
    expect(wrong.body.payload.status).toBe('taken');
    const first = await call('POST', '/api/extension/actions/msg-key-1/result', {
      token,
      body: { status: 'done', message_id: 'msg-1', sent_at: '2026-01-05T09:00:05.000Z' },
    });
    expect(first.body.payload.status).toBe('done');
    const again = await call('POST', '/api/extension/actions/msg-key-1/result', {
      token,
      body: { status: 'failed', code: 'message_exists' },
    });
    expect(again.status).toBe(200);
    expect(again.body.payload.status).toBe('done');
    expect(await sending).toEqual({ id: 'msg-1', sentAt: new Date('2026-01-05T09:00:05.000Z') });
    // The same key again (the engine's retry) answers the same message: it is not handed out twice.
    expect(
      await driver.sendMessage(acct, 'm-7', 'Thanks for connecting, Ada.', { clientKey: 'msg-key-1' }),
    ).toEqual({
      id: 'msg-1',
      sentAt: new Date('2026-01-05T09:00:05.000Z'),
    });
    expect(await pending()).toEqual([]);
    // The extension token still reaches nothing else.
    expect((await call('GET', '/api/credentials/fetch', { token, query: q() })).status).toBe(403);
  });

  it('a message nobody took in time is withdrawn and reports unavailable', async () => {
    const ext = await account('ext-message-late@example.com');
    const token = await tokenFor(ext.id);
    const driver = new ExtensionNetwork({
      queue: credentialExtensionQueue(t.ctx.db),
      pickupMs: 50,
      pollMs: 20,
    });
    await expect(
      driver.sendMessage({ credentialId: ext.id, username: ext.username }, 'm-8', 'Hello', {
        clientKey: 'late-1',
      }),
    ).rejects.toMatchObject({ code: 'unavailable' });
    expect((await call('POST', '/api/extension/actions/late-1/take', { token })).body.payload.status).toBe(
      'withdrawn',
    );
  });
});
