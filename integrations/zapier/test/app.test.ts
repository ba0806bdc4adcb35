import { createRequire } from 'node:module';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../apps/server/src/test/harness.js';
import { userWithSpace } from '../../../apps/server/src/test/fixtures.js';
import { engineWorld } from '../../../apps/server/src/test/engine-world.js';
import { campaignProspects, webhooks } from '../../../apps/server/src/db/schema/index.js';
import { deliverDue } from '../../../apps/server/src/modules/webhooks/delivery.js';
import { secretsFor } from '../../../apps/server/src/lib/secrets.js';
import { leadloopClient } from '../../../apps/server/src/test/api-client/index.js';

const require = createRequire(import.meta.url);
// The app as Zapier runs it (CommonJS), through zapier-platform-core's own tester.
const zapier = require('zapier-platform-core');
const App = require('../index.js');
const tester = zapier.createAppTester(App);
// Zapier's runtime patches node:http's `request` to log calls (its two-argument form); Leadloop, running in the
// same process here only, calls the three-argument form. Each run puts the real one back.
const realRequest = http.request;
const appTester = async (method: unknown, bundle: unknown) => {
  try {
    return await tester(method, bundle);
  } finally {
    http.request = realRequest;
  }
};

/**
 * The Zapier app's triggers and actions against a local Leadloop (buildApp on a fresh PGlite, listening on
 * 127.0.0.1), authenticated with an API token. Offline: the only network is the loopback interface.
 */
describe('Zapier app (integrations/zapier) against a local Leadloop', { timeout: 120_000 }, () => {
  let t: TestApp;
  /** The API as the document types it (apps/server/src/test/api-client), over HTTP with an API token. */
  let api: ReturnType<typeof leadloopClient>;
  let a: Awaited<ReturnType<typeof userWithSpace>>;
  let authData: { base_url: string; api_token: string };
  let hookUrl: string;
  const caught: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let catcher: http.Server;

  beforeAll(async () => {
    t = await createTestApp({ egress: { allowHosts: ['127.0.0.1'], dnsServers: [] } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    a = await userWithSpace(t.app, 'Zap');
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // Making an API token needs the signed-in session; everything after uses the token.
    const made = await leadloopClient({ baseUrl, token: a.token }).POST('/api/integrations/api/tokens', {
      params: { query: { space: a.spaceId } },
      body: { name: 'Zapier', expires_in_days: 30 },
    });
    authData = { base_url: baseUrl, api_token: made.data!.payload.token };
    api = leadloopClient({ baseUrl, token: authData.api_token });
    // Stands in for Zapier's hook URL: records what Leadloop delivers.
    catcher = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        caught.push({ headers: req.headers, body });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((r) => catcher.listen(0, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${(catcher.address() as AddressInfo).port}/hooks/catch/1/abc`;
  });
  afterAll(async () => {
    await new Promise((r) => catcher.close(r));
    await t.close();
  });

  it('the connection test names the workspace; a wrong token is refused', async () => {
    const me = await appTester(App.authentication.test, { authData });
    expect(me.payload).toMatchObject({ space_id: a.spaceId, space_name: 'Zap' });
    await expect(
      appTester(App.authentication.test, { authData: { ...authData, api_token: 'll_wrong' } }),
    ).rejects.toThrow();
  });

  it('actions: add a prospect to a campaign, add and remove a label, mark as lead', async () => {
    const world = await engineWorld(t.ctx.database, { spaceId: a.spaceId, population: 300 });
    const acc = await world.account({ username: 'wh@example.com', timezone: 'UTC', start: 0, end: 0 });
    const wf = await world.campaign(acc.id, [{ type: 'view_profile', delay_days: 0, delay_hours: 0 }]);
    const campaigns = await appTester(App.triggers.campaign_list.operation.perform, { authData });
    expect(campaigns).toEqual([{ id: wf.id, name: 'Campaign' }]);

    const added = await appTester(App.creates.add_to_campaign.operation.perform, {
      authData,
      inputData: {
        campaign_id: wf.id,
        profile_link: 'https://www.network.sandbox.local/in/Zap-Person/',
        first_name: 'Zoe',
        last_name: 'Apier',
        email: 'zoe@example.com',
      },
    });
    expect(added).toMatchObject({ campaign_id: wf.id, outcome: 'added' });
    const profile = (id: string) =>
      api.GET('/api/profiles/{id}', { params: { path: { id }, query: { space: a.spaceId } } });
    const shown = await profile(added.prospect_id);
    expect(shown.data?.payload).toMatchObject({
      first_name: 'Zoe',
      last_name: 'Apier',
      campaigns: [expect.objectContaining({ _id: wf.id })],
    });
    const rows = await t.ctx.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, wf.id));
    expect(rows.map((r) => r.prospectId)).toEqual([added.prospect_id]);
    const again = await appTester(App.creates.add_to_campaign.operation.perform, {
      authData,
      inputData: { campaign_id: wf.id, profile_link: 'network.sandbox.local/in/zap-person' },
    });
    expect(again).toMatchObject({ prospect_id: added.prospect_id, outcome: 'duplicated' });

    await api.POST('/api/labels/create', {
      params: { query: { space: a.spaceId } },
      body: { name: 'Hot', color: '#1a2b3c', is_shared: true },
    });
    const labels = await appTester(App.triggers.label_list.operation.perform, { authData });
    expect(labels.map((l: { name: string }) => l.name)).toEqual(['Hot']);
    const labelled = await appTester(App.creates.add_label.operation.perform, {
      authData,
      inputData: { email: 'ZOE@example.com', label: 'hot' },
    });
    expect(labelled).toMatchObject({ id: added.prospect_id, labels: [labels[0].id] });
    const unlabelled = await appTester(App.creates.remove_label.operation.perform, {
      authData,
      inputData: { prospect_id: added.prospect_id, label: labels[0].id },
    });
    expect(unlabelled.labels).toEqual([]);
    const lead = await appTester(App.creates.mark_as_lead.operation.perform, {
      authData,
      inputData: { profile_link: 'https://network.sandbox.local/in/zap-person' },
    });
    expect(lead).toMatchObject({ id: added.prospect_id, relation: 'lead' });
    expect((await profile(added.prospect_id)).data?.payload).toMatchObject({ relation: 'lead', labels: [] });
    // A prospect that does not exist is an error Zapier shows, with Leadloop's words.
    await expect(
      appTester(App.creates.mark_as_lead.operation.perform, {
        authData,
        inputData: { email: 'nobody@example.com' },
      }),
    ).rejects.toThrow('Prospect not found');
  });

  it('REST hook: subscribe, a signed delivery reaches the hook and is parsed; polling lists it; unsubscribe', async () => {
    const sub = await appTester(App.triggers.mark_as_lead.operation.performSubscribe, {
      authData,
      targetUrl: hookUrl,
    });
    expect(sub).toMatchObject({ id: expect.any(String), event: 'mark_as_lead' });
    const [row] = await t.ctx.db.select().from(webhooks).where(eq(webhooks.id, sub.id));
    expect(row).toMatchObject({ url: hookUrl, updateTypes: ['mark_as_lead'], enabled: true });

    const sample = await appTester(App.triggers.mark_as_lead.operation.performList, { authData });
    expect(sample).toEqual([expect.objectContaining({ type: 'mark_as_lead', sample: true })]);

    const prospect = await appTester(App.creates.add_to_campaign.operation.perform, {
      authData,
      inputData: {
        campaign_id: (await appTester(App.triggers.campaign_list.operation.perform, { authData }))[0].id,
        profile_link: 'https://network.sandbox.local/in/hook-person',
      },
    });
    await appTester(App.creates.mark_as_lead.operation.perform, {
      authData,
      inputData: { prospect_id: prospect.prospect_id },
    });
    caught.length = 0;
    await deliverDue(t.ctx);
    expect(caught).toHaveLength(1);
    // Signed per Standard Webhooks with the subscription's own secret (Zapier itself ignores the signature;
    // a receiver that checks it accepts this delivery and nothing altered or replayed late).
    const { body, headers } = caught[0]! as { body: string; headers: Record<string, string> };
    expect(headers['webhook-signature']).toMatch(/^v1,/);
    const secret = secretsFor(t.ctx).decrypt(row!.secretEnc);
    const receiver = new Webhook(secret);
    expect(receiver.verify(body, headers)).toMatchObject({ type: 'mark_as_lead' });
    const wrongKey = new Webhook('whsec_' + Buffer.from('x').toString('base64'));
    expect(() => wrongKey.verify(body, headers)).toThrow(/signature/);
    const tampered = body.replace(prospect.prospect_id, '00000000-0000-4000-8000-000000000000');
    expect(tampered).not.toBe(body);
    expect(() => receiver.verify(tampered, headers)).toThrow(/signature/);
    // The timestamp is signed: moved, the signature no longer matches; kept, it is too old later on.
    const moved = { ...headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) + 1) };
    expect(() => receiver.verify(body, moved)).toThrow(/signature/);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10 * 60_000);
      expect(() => receiver.verify(body, headers)).toThrow(/too old/);
    } finally {
      vi.useRealTimers();
    }

    const items = await appTester(App.triggers.mark_as_lead.operation.perform, {
      authData,
      cleanedRequest: JSON.parse(caught[0]!.body),
    });
    expect(items).toEqual([
      expect.objectContaining({
        type: 'mark_as_lead',
        prospect_id: prospect.prospect_id,
        id: expect.any(String),
      }),
    ]);
    const polled = await appTester(App.triggers.mark_as_lead.operation.performList, { authData });
    expect(polled[0]).toMatchObject({ type: 'mark_as_lead', prospect_id: prospect.prospect_id });
    expect(polled[0].sample).toBeUndefined();

    await appTester(App.triggers.mark_as_lead.operation.performUnsubscribe, {
      authData,
      subscribeData: sub,
    });
    expect(await t.ctx.db.select().from(webhooks).where(eq(webhooks.id, sub.id))).toHaveLength(0);
  });

  it('the app definition is valid for Zapier (its schema) and has a trigger per event', () => {
    // What `zapier validate` checks: the compiled definition against zapier-platform-schema.
    const { validateApp } = require('zapier-platform-core/src/tools/schema');
    expect(validateApp(App)).toEqual([]);
    expect(Object.keys(App.triggers).filter((k) => !k.endsWith('_list'))).toHaveLength(15);
  });
});
