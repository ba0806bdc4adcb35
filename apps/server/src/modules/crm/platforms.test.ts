import { MESSAGES } from '@leadloop/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmConnections, notifications } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';
import {
  createCrmRuntime,
  setCrmRuntime,
  startHubSpotFake,
  startPipedriveFake,
  type HubSpotFake,
  type PipedriveFake,
} from '../../providers/crm/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { prospectsWorld } from '../../test/prospects-world.js';

/**
 * HubSpot and Pipedrive through their real clients (the official @hubspot/api-client; Pipedrive's v2
 * HTTP API) against local fakes of their HTTP APIs on 127.0.0.1: the same routes answer the same shapes
 * as the native CRM; OAuth with refresh; pagination; 429 with Retry-After; a refused token flags the
 * workspace and notifies. Nothing here reaches the internet.
 */
describe.each(['hubspot', 'pipedrive'] as const)('%s through the CRM routes', (platform) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof prospectsWorld>>;
  let call: ReturnType<typeof apiClient>;
  let fake: HubSpotFake | PipedriveFake;
  const waits: number[] = [];
  const base = `/api/integrations/crm/${platform}`;

  beforeAll(async () => {
    fake =
      platform === 'hubspot'
        ? await startHubSpotFake({ pageSize: 2 })
        : await startPipedriveFake({ pageSize: 2 });
    const app = { clientId: 'leadloop-app', clientSecret: 's3cret', apiBase: fake.url, authBase: fake.url };
    t = await createTestApp({ crm: { [platform]: app } });
    setCrmRuntime(
      t.ctx,
      createCrmRuntime(t.ctx.config.crm, {
        backoff: {
          retries: 4,
          baseMs: 1,
          maxMs: 5_000,
          sleep: async (ms) => void waits.push(ms),
        },
      }),
    );
    call = apiClient(t.app);
    w = await prospectsWorld(t.app, t.ctx);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const admin = () => w.admin.token;
  const get = (path: string, query: Record<string, string> = {}, token = admin()) =>
    call('GET', `${base}/${path}`, { token, query: { ...w.q, ...query } });

  async function connect() {
    const start = await get('login');
    expect(start.status).toBe(200);
    const url = new URL(start.body.payload.url);
    expect(url.origin).toBe(fake.url);
    expect(url.searchParams.get('client_id')).toBe('leadloop-app');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.ctx.config.publicUrl}/crm/manage/${platform}`);
    const done = await get('login', { code: 'good-code', state: url.searchParams.get('state')! });
    expect(done.status).toBe(200);
    return done.body.payload;
  }

  it('connects over OAuth: the tokens are sealed at rest, never answered, and the workspace shows the CRM as connected', async () => {
    const before = await get('crm_info');
    expect(before.body.payload).toMatchObject({ platform, connected: false, is_sandbox: false });
    const refused = await get('owners');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES.crmNotConnected);
    // A member cannot connect the workspace's CRM; a forged state is refused.
    expect((await get('login', {}, w.member.token)).status).toBe(403);
    const forged = await get('login', { code: 'good-code', state: 'v1:forged:state:x' });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(MESSAGES.crmLoginFailed);

    const login = await connect();
    expect(login).toMatchObject({ url: null, info: { platform, connected: true, is_expired: false } });
    expect(login.info.account_name).toBeTruthy();
    const [row] = await t.ctx.db
      .select()
      .from(crmConnections)
      .where(and(inSpace(crmConnections, w.admin.spaceId), eq(crmConnections.platform, platform)));
    expect(row!.tokensEnc.startsWith('v1:')).toBe(true);
    expect(row!.tokensEnc).not.toMatch(/at-\d|rt-\d/);
    const info = await get('crm_info');
    expect(JSON.stringify(info.body)).not.toMatch(/at-\d|rt-\d|tokens/);
    const space = await call('GET', '/api/space/info', { token: admin(), query: w.q });
    expect(space.body.payload.crm_tokens).toMatchObject({ [platform]: true });
  });

  it('answers the native shapes: owners across pages, pipelines with their stages as board columns, companies with q and limit', async () => {
    const owners = await get('owners');
    expect(owners.status).toBe(200);
    // The fake answers two per page: three owners mean two pages were read.
    expect(owners.body.payload).toHaveLength(3);
    expect(owners.body.payload[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      email: expect.stringContaining('@'),
    });
    const pipelines = await get('pipelines');
    expect(pipelines.body.payload.length).toBeGreaterThan(0);
    const board = await get('stages', { pipeline_id: pipelines.body.payload[0]._id });
    expect(board.status).toBe(200);
    expect(board.body.payload.stages.length).toBeGreaterThanOrEqual(4);
    expect(board.body.payload.stages[0]).toMatchObject({ data: { order: 0 }, deals: [], deals_count: 0 });
    const companies = await get('companies', { q: 'acme', limit: '10' });
    expect(companies.status).toBe(200);
    expect(companies.body.payload.map((c: { name: string }) => c.name)).toContain('Acme Corporation');
    expect((await get('companies', { limit: '11' })).status).toBe(400);
    expect((await get('currencies')).body.payload).toContain('usd');
    expect((await get('user')).body.payload.email).toContain('@');
  });

  it('moves a deal to another stage on the platform and answers it as a board card', async () => {
    const when = new Date().toISOString();
    let id: string;
    let target: string;
    if (platform === 'hubspot') {
      id = '7001';
      target = 'contractsent';
      (fake as HubSpotFake).deals.set(id, {
        id,
        properties: {
          dealname: 'Moved deal',
          amount: '100',
          deal_currency_code: 'USD',
          pipeline: 'default',
          dealstage: 'appointmentscheduled',
          hs_lastmodifieddate: when,
        },
        createdAt: when,
        updatedAt: when,
        archived: false,
        contactIds: [],
      });
    } else {
      id = '7001';
      target = '13';
      const t0 = when.replace('T', ' ').replace(/\.\d{3}Z$/, '');
      (fake as PipedriveFake).deals.set(7001, {
        id: 7001,
        title: 'Moved deal',
        value: 100,
        currency: 'USD',
        pipeline_id: 1,
        stage_id: 11,
        owner_id: 700,
        person_id: null,
        status: 'open',
        update_time: t0,
        add_time: t0,
      });
    }
    const res = await call('PATCH', `${base}/deals/${id}/update`, {
      token: admin(),
      query: w.q,
      body: { new_position: 0, crm_stage: target },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      _id: id,
      name: 'Moved deal',
      crm_stage: { _id: target },
      platform,
    });
  });

  it('backs off on 429 for as long as Retry-After says, then succeeds', async () => {
    waits.length = 0;
    fake.throttle(2, 3);
    const owners = await get('owners');
    expect(owners.status).toBe(200);
    expect(owners.body.payload).toHaveLength(3);
    expect(waits).toEqual([3000, 3000]);
    // Still throttled after every repeat: the caller gets the catalogue's "try again" (503), not a crash.
    fake.throttle(10, 1);
    const gaveUp = await get('owners');
    expect(gaveUp.status).toBe(503);
    expect(gaveUp.body.message).toBe(MESSAGES.crmUnavailable);
    fake.throttle(0);
  });

  it('refreshes an expired access token once and goes on; a revoked one flags the workspace and notifies its people', async () => {
    fake.expireAccessTokens();
    const tokenCalls = () => fake.calls.filter((c) => c.path.endsWith('/token')).length;
    const before = tokenCalls();
    expect((await get('pipelines')).status).toBe(200);
    expect(tokenCalls()).toBe(before + 1);
    expect((await get('pipelines')).status).toBe(200);
    expect(tokenCalls()).toBe(before + 1);

    fake.revokeAll();
    const refused = await get('owners');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES.crmConnectionExpired);
    expect((await get('crm_info')).body.payload).toMatchObject({ connected: false, is_expired: true });
    const space = (await call('GET', '/api/space/info', { token: admin(), query: w.q })).body.payload;
    expect(space.crm_tokens[platform]).toBe(false);
    if (platform === 'hubspot') expect(space.notifications.is_expired_hubspot_token).toBe(true);
    const notes = await t.ctx.db.select().from(notifications).where(inSpace(notifications, w.admin.spaceId));
    expect(notes.filter((n) => n.event === 'crm_token_expired').length).toBeGreaterThanOrEqual(1);
    // Connecting again clears the flag.
    await connect();
    const again = (await call('GET', '/api/space/info', { token: admin(), query: w.q })).body.payload;
    expect(again.crm_tokens[platform]).toBe(true);
    if (platform === 'hubspot') expect(again.notifications.is_expired_hubspot_token).toBe(false);
  });

  it("another workspace cannot read this one's CRM", async () => {
    const res = await call('GET', `${base}/owners`, { token: w.other.token, query: w.q });
    expect(res.status).toBe(403);
  });
});
