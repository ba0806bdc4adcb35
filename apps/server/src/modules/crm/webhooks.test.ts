import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmLinks } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import {
  hubspotSignatureV3,
  loadConnection,
  startHubSpotFake,
  startPipedriveFake,
  type HubSpotFake,
  type PipedriveFake,
} from '../../providers/crm/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { prospectsWorld } from '../../test/prospects-world.js';

const SECRET = 's3cret';
const PATH = {
  hubspot: '/api/integrations/crm/hubspot/webhook',
  pipedrive: '/api/integrations/crm/pipedrive/webhook',
} as const;

/**
 * Deal changes made in HubSpot / Pipedrive arrive by the platforms' webhooks, registered on connect
 * through the real clients against local fakes; each delivery is authenticated the platform's way
 * (HubSpot's X-HubSpot-Signature-v3 with a fresh timestamp, Pipedrive's HTTP basic auth) and applied with
 * the poll's conflict rule (the later modified time wins). The 5-minute poll stays as the safety net.
 */
describe.each(['hubspot', 'pipedrive'] as const)('%s webhooks', (platform) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof prospectsWorld>>;
  let fake: HubSpotFake | PipedriveFake;
  let dealId: string;
  let linkId: string;
  const hubspot = () => fake as HubSpotFake;
  const pipedrive = () => fake as PipedriveFake;

  beforeAll(async () => {
    fake = platform === 'hubspot' ? await startHubSpotFake() : await startPipedriveFake();
    const app = {
      clientId: 'leadloop-app',
      clientSecret: SECRET,
      apiBase: fake.url,
      authBase: fake.url,
      ...(platform === 'hubspot' ? { appId: '4711', developerApiKey: 'dev-key' } : {}),
    };
    t = await createTestApp({ crm: { [platform]: app } });
    w = await prospectsWorld(t.app, t.ctx);
    const call = apiClient(t.app);
    const base = `/api/integrations/crm/${platform}`;
    const start = await call('GET', `${base}/login`, { token: w.admin.token, query: w.q });
    const state = new URL(start.body.payload.url).searchParams.get('state')!;
    const done = await call('GET', `${base}/login`, {
      token: w.admin.token,
      query: { ...w.q, code: 'good-code', state },
    });
    expect(done.body.payload.info.connected).toBe(true);

    // A deal on the platform, linked to a prospect as a push would have left it (stage as seen then).
    const seen = new Date(clock.nowMs() - 60_000);
    if (platform === 'hubspot') {
      dealId = '5001';
      const at = seen.toISOString();
      hubspot().deals.set(dealId, {
        id: dealId,
        properties: {
          dealname: 'Ada pilot',
          pipeline: 'default',
          dealstage: 'appointmentscheduled',
          hubspot_owner_id: '100',
          hs_lastmodifieddate: at,
        },
        createdAt: at,
        updatedAt: at,
        archived: false,
        contactIds: [],
      });
    } else {
      dealId = '5001';
      const at = seen
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d{3}Z$/, '');
      pipedrive().deals.set(5001, {
        id: 5001,
        title: 'Ada pilot',
        value: 1000,
        currency: 'USD',
        pipeline_id: 1,
        stage_id: 11,
        owner_id: 700,
        person_id: null,
        status: 'open',
        update_time: at,
        add_time: at,
      });
    }
    const [link] = await t.ctx.db
      .insert(crmLinks)
      .values({
        spaceId: w.admin.spaceId,
        prospectId: w.p.ada,
        platform,
        recordType: 'deal',
        recordId: dealId,
        name: 'Ada pilot',
        stageName: platform === 'hubspot' ? 'Appointment scheduled' : 'Qualified',
        remoteModifiedAt: new Date(Math.floor(seen.getTime() / 1000) * 1000),
      })
      .returning();
    linkId = link!.id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const link = async () => (await t.ctx.db.select().from(crmLinks).where(eq(crmLinks.id, linkId)))[0]!;
  /** A change made on the platform itself, `offsetMs` from now. */
  const moveOnPlatform = (stage: 'second' | 'third', offsetMs: number) => {
    const at = new Date(Math.floor((clock.nowMs() + offsetMs) / 1000) * 1000);
    if (platform === 'hubspot')
      hubspot().editDeal(dealId, { dealstage: stage === 'second' ? 'qualifiedtobuy' : 'contractsent' }, at);
    else pipedrive().editDeal(Number(dealId), { stage_id: stage === 'second' ? 12 : 13 }, at);
  };
  const stageName = (stage: 'second' | 'third') =>
    platform === 'hubspot'
      ? stage === 'second'
        ? 'Qualified to buy'
        : 'Contract sent'
      : stage === 'second'
        ? 'Contact made'
        : 'Proposal made';

  /** The body the platform sends for a change of this deal. */
  const delivery = () =>
    JSON.stringify(
      platform === 'hubspot'
        ? [
            {
              eventId: 1,
              subscriptionId: 1,
              portalId: 4242,
              appId: 4711,
              occurredAt: clock.nowMs(),
              subscriptionType: 'deal.propertyChange',
              attemptNumber: 0,
              objectId: Number(dealId),
              changeSource: 'CRM',
              propertyName: 'dealstage',
              propertyValue: 'qualifiedtobuy',
            },
          ]
        : {
            meta: {
              action: 'change',
              entity: 'deal',
              entity_id: dealId,
              company_id: '77',
              version: '2.0',
              timestamp: new Date().toISOString(),
            },
            data: { id: Number(dealId), stage_id: 12 },
            previous: { stage_id: 11 },
          },
    );

  const post = (body: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: PATH[platform],
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const signed = (body: string, timestamp = clock.nowMs(), secret = SECRET) => ({
    'x-hubspot-request-timestamp': String(timestamp),
    'x-hubspot-signature-v3': hubspotSignatureV3(
      secret,
      'POST',
      `${t.ctx.config.publicUrl}${PATH.hubspot}`,
      body,
      String(timestamp),
    ),
  });
  const basic = (user: string, password: string) => ({
    authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
  });
  /** What the platform was given on connect (HubSpot: the app's target; Pipedrive: the hook's credentials). */
  const registered = () => pipedrive().webhooks[0]!;
  const genuine = (body: string) =>
    platform === 'hubspot'
      ? signed(body)
      : basic(registered().http_auth_user!, registered().http_auth_password!);

  it('connecting registers the webhook with the platform through its API', async () => {
    const target = `${t.ctx.config.publicUrl}${PATH[platform]}`;
    if (platform === 'hubspot') {
      expect(hubspot().webhooks.targetUrl).toBe(target);
      expect(
        hubspot()
          .webhooks.subscriptions.map((s) => `${s.eventType}:${s.propertyName}`)
          .sort(),
      ).toEqual([
        'deal.propertyChange:dealname',
        'deal.propertyChange:dealstage',
        'deal.propertyChange:hubspot_owner_id',
        'deal.propertyChange:pipeline',
      ]);
      expect(fake.calls.some((c) => c.method === 'PUT' && c.path === '/webhooks/v3/4711/settings')).toBe(
        true,
      );
    } else {
      const connection = (await loadConnection(t.ctx.db, w.admin.spaceId, 'pipedrive'))!;
      expect(pipedrive().webhooks).toHaveLength(1);
      expect(registered()).toMatchObject({
        subscription_url: target,
        event_action: 'change',
        event_object: 'deal',
        http_auth_user: connection.id,
        version: '2.0',
      });
      expect(registered().http_auth_password!.length).toBeGreaterThanOrEqual(32);
    }
  });

  it(
    platform === 'hubspot'
      ? 'a forged or stale signature is refused with 401 and changes nothing'
      : 'a delivery without the webhook’s basic auth is refused with 401 and changes nothing',
    async () => {
      moveOnPlatform('second', 1_000);
      const body = delivery();
      const refusals =
        platform === 'hubspot'
          ? [
              {},
              signed(body, clock.nowMs(), 'not-the-secret'),
              { ...signed(body), 'x-hubspot-signature-v3': signed(`${body} `)['x-hubspot-signature-v3'] },
              // Signed right, but six minutes old: a replay.
              signed(body, clock.nowMs() - 6 * 60_000),
            ]
          : [
              {},
              basic(registered().http_auth_user!, 'wrong-password'),
              basic('00000000-0000-4000-8000-000000000000', registered().http_auth_password!),
              { authorization: `Bearer ${registered().http_auth_password!}` },
            ];
      for (const headers of refusals) {
        const res = await post(body, headers);
        expect(res.statusCode).toBe(401);
      }
      const after = await link();
      expect(after.stageName).toBe(platform === 'hubspot' ? 'Appointment scheduled' : 'Qualified');
    },
  );

  it(`a ${platform === 'hubspot' ? 'HubSpot' : 'Pipedrive'} webhook updates a deal within seconds`, async () => {
    const body = delivery();
    const started = Date.now();
    const res = await post(body, genuine(body));
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ updated: 1 });
    const after = await link();
    expect(after.stageName).toBe(stageName('second'));
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('the conflict rule of the poll holds: an older change never overwrites a newer one', async () => {
    // The platform reports a change dated before the one the link holds (a late, out-of-order delivery).
    moveOnPlatform('third', -120_000);
    const body = delivery();
    const res = await post(body, genuine(body));
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ updated: 0 });
    expect((await link()).stageName).toBe(stageName('second'));
    // A newer change wins.
    moveOnPlatform('third', 5_000);
    const again = await post(body, genuine(body));
    expect(again.json().payload).toEqual({ updated: 1 });
    expect((await link()).stageName).toBe(stageName('third'));
  });

  it.runIf(platform === 'pipedrive')(
    'Pipedrive webhooks v1 bodies are read too; a delivery for another company changes nothing',
    async () => {
      moveOnPlatform('second', 10_000);
      const v1 = (company: number) =>
        JSON.stringify({
          v: 1,
          event: 'updated.deal',
          meta: { action: 'updated', object: 'deal', id: Number(dealId), company_id: company },
          current: { id: Number(dealId), stage_id: 12 },
          previous: { id: Number(dealId), stage_id: 13 },
        });
      const elsewhere = await post(v1(78), genuine(v1(78)));
      expect(elsewhere.json().payload).toEqual({ updated: 0 });
      expect((await link()).stageName).toBe(stageName('third'));
      const res = await post(v1(77), genuine(v1(77)));
      expect(res.json().payload).toEqual({ updated: 1 });
      expect((await link()).stageName).toBe(stageName('second'));
    },
  );

  it('the screens’ calls: suggestions tell what is connected and what the team asked for; export_duplicates finds every record holding an email', async () => {
    const call = apiClient(t.app);
    const token = w.admin.token;
    expect(
      (
        await call('POST', '/api/space/crm_suggestion', {
          token,
          query: w.q,
          body: { crm_suggestion: 'Zoho' },
        })
      ).status,
    ).toBe(200);
    const asked = await call('GET', '/api/integrations/crm/suggestions', { token, query: w.q });
    expect(asked.status).toBe(200);
    expect(asked.body.payload.suggestions).toEqual(['Zoho']);
    expect(asked.body.payload.platforms).toContainEqual({ platform, connected: true });
    expect(asked.body.payload.platforms).toContainEqual({
      platform: platform === 'hubspot' ? 'pipedrive' : 'hubspot',
      connected: false,
    });

    // The prospect's email is also a contact on the platform.
    if (platform === 'hubspot')
      hubspot().contacts.set('7001', {
        id: '7001',
        properties: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@engines.io' },
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        archived: false,
        contactIds: [],
      });
    else
      pipedrive().persons.set(7001, {
        id: 7001,
        name: 'Ada Lovelace',
        emails: [{ value: 'ada@engines.io', primary: true, label: 'work' }],
        org_name: null,
        update_time: '2026-01-01 00:00:00',
      });
    const found = await call('POST', '/api/integrations/crm/export_duplicates', {
      token,
      query: w.q,
      body: { email: ' ADA@engines.io ' },
    });
    expect(found.status).toBe(200);
    expect(found.body.payload.duplicates).toEqual([
      { platform: 'default', record_id: w.p.ada, name: expect.stringMatching(/^ada/i) },
      { platform, record_id: '7001', name: 'Ada Lovelace' },
    ]);
    const none = await call('POST', '/api/integrations/crm/export_duplicates', {
      token,
      query: w.q,
      body: { email: 'nobody@example.org' },
    });
    expect(none.body.payload.duplicates).toEqual([]);
  });
});
