import { createRequire } from 'node:module';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAPIER_ACTION_LABELS,
  ZAPIER_RECIPES,
  ZAPIER_TRIGGER_LABELS,
} from '@leadloop/domain/integrations/recipes';
import { createTestApp, type TestApp } from '../../../apps/server/src/test/harness.js';
import { leadloopClient } from '../../../apps/server/src/test/api-client/index.js';
import { userWithSpace } from '../../../apps/server/src/test/fixtures.js';
import { engineWorld } from '../../../apps/server/src/test/engine-world.js';
import { deliverDue } from '../../../apps/server/src/modules/webhooks/delivery.js';

const require = createRequire(import.meta.url);
const zapier = require('zapier-platform-core');
const App = require('../index.js');
const tester = zapier.createAppTester(App);
const realRequest = http.request;
const appTester = async (method: unknown, bundle: unknown) => {
  try {
    return await tester(method, bundle);
  } finally {
    http.request = realRequest;
  }
};

/**
 * Issue 35: the hub's cards that work through Zapier show a recipe (apps/web integrations' recipe page). This
 * follows every recipe's Leadloop half with the real Zapier app: the trigger it names exists under that label
 * and subscribes a webhook shown on the webhooks page; the action it names exists under that label and runs.
 */
describe('integration recipes through Zapier', { timeout: 120_000 }, () => {
  let t: TestApp;
  /** The API as the document types it, signed in as the workspace's admin. */
  let api: ReturnType<typeof leadloopClient>;
  let a: Awaited<ReturnType<typeof userWithSpace>>;
  let authData: { base_url: string; api_token: string };
  let hookUrl: string;
  const caught: string[] = [];
  let catcher: http.Server;

  beforeAll(async () => {
    t = await createTestApp({ egress: { allowHosts: ['127.0.0.1'], dnsServers: [] } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    a = await userWithSpace(t.app, 'Recipes');
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    api = leadloopClient({ baseUrl, token: a.token });
    const made = await api.POST('/api/integrations/api/tokens', {
      params: { query: { space: a.spaceId } },
      body: { name: 'Zapier', expires_in_days: 30 },
    });
    authData = { base_url: baseUrl, api_token: made.data!.payload.token };
    catcher = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => (caught.push(body), res.writeHead(200).end('ok')));
    });
    await new Promise<void>((r) => catcher.listen(0, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${(catcher.address() as AddressInfo).port}/hooks/catch/1/recipe`;
  });
  afterAll(async () => {
    await new Promise((r) => catcher.close(r));
    await t.close();
  });

  it('names the Zapier app’s triggers and actions exactly as Zapier shows them', () => {
    for (const [event, label] of Object.entries(ZAPIER_TRIGGER_LABELS))
      expect(App.triggers[event]?.display.label, event).toBe(label);
    for (const [action, label] of Object.entries(ZAPIER_ACTION_LABELS))
      expect(App.creates[action]?.display.label, action).toBe(label);
  });

  it('every outbound recipe’s trigger subscribes a webhook listed on the webhooks page, and delivers', async () => {
    const events = new Set(
      Object.values(ZAPIER_RECIPES).flatMap((r) => (r.direction === 'out' ? r.events : [])),
    );
    for (const event of events) {
      const sub = await appTester(App.triggers[event].operation.performSubscribe, {
        authData,
        targetUrl: `${hookUrl}/${event}`,
      });
      expect(sub, event).toMatchObject({ event });
    }
    const page = await api.GET('/api/integrations/webhooks', { params: { query: { space: a.spaceId } } });
    const listed = page.data!.payload.filter((w) => w.url.startsWith(hookUrl));
    expect(new Set(listed.flatMap((w) => w.update_types))).toEqual(events);

    // The CRM recipes' event, followed to the end: marking a prospect as lead reaches the zap's hook.
    const world = await engineWorld(t.ctx.database, { spaceId: a.spaceId, population: 300 });
    const acc = await world.account({ username: 'wh@example.com', timezone: 'UTC', start: 0, end: 0 });
    const wf = await world.campaign(acc.id, [{ type: 'view_profile', delay_days: 0, delay_hours: 0 }]);
    const added = await appTester(App.creates.add_to_campaign.operation.perform, {
      authData,
      inputData: { campaign_id: wf.id, profile_link: 'https://network.sandbox.local/in/recipe-person' },
    });
    await appTester(App.creates.mark_as_lead.operation.perform, {
      authData,
      inputData: { prospect_id: added.prospect_id },
    });
    caught.length = 0;
    await deliverDue(t.ctx);
    expect(caught.map((b) => JSON.parse(b).type)).toContain('mark_as_lead');
  });

  it('every inbound recipe’s Leadloop action runs with what the app’s trigger gives (a form entry)', async () => {
    const [wf] = await appTester(App.triggers.campaign_list.operation.perform, { authData });
    for (const recipe of Object.values(ZAPIER_RECIPES)) {
      if (recipe.direction !== 'in') continue;
      const done = await appTester(App.creates[recipe.action].operation.perform, {
        authData,
        inputData: {
          campaign_id: wf.id,
          profile_link: 'https://network.sandbox.local/in/form-person',
          first_name: 'Fay',
          email: 'fay@example.com',
        },
      });
      expect(done, recipe.zapierApp).toMatchObject({ outcome: 'added' });
    }
  });
});
