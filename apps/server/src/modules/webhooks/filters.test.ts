import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignProspects, prospects, workflows } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';
import { egressWorld, type EgressWorld } from '../../test/egress-world.js';
import { upsertProspects } from '../prospects-core/index.js';
import { deliverDue } from './delivery.js';
import { emitWebhookEvents } from './outbox.js';

interface Got {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Issue 36: subscriptions filtered by campaign and label, and field mapping with defaults (001 §3). */
describe('webhook filters and field mapping', { timeout: 120_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let world: EgressWorld;
  let server: http.Server;
  let base = '';
  const got: Got[] = [];
  let a: Awaited<ReturnType<typeof userWithSpace>>;
  beforeAll(async () => {
    world = await egressWorld();
    t = await createTestApp({ egress: world.policy });
    call = apiClient(t.app);
    a = await userWithSpace(t.app, 'Filters');
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        got.push({ path: req.url ?? '', headers: req.headers, body });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.2', r));
    base = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await world.close();
    await t.close();
  });

  const q = () => ({ token: a.token, query: { space: a.spaceId } });
  const subscribe = async (path: string, extra: Record<string, unknown>) => {
    const res = await call('POST', '/api/integrations/webhooks', {
      ...q(),
      body: { url: `${base}${path}`, update_types: ['add_label', 'mark_as_lead'], ...extra },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.payload as { _id: string; secret: string };
  };
  const received = (path: string, secret: string) =>
    got
      .filter((g) => g.path === path)
      .map(
        (g) =>
          new Webhook(secret).verify(g.body, g.headers as Record<string, string>) as {
            type: string;
            timestamp: string;
            data: Record<string, unknown>;
          },
      );

  it('a hook filtered by campaign or label receives only the events about matching prospects', async () => {
    const ids = [
      ...(
        await upsertProspects(
          t.ctx.db,
          a.spaceId,
          ['in-campaign', 'labelled', 'neither'].map((n) => ({
            profileLink: `https://network.sandbox.local/in/${n}`,
            networkId: n,
            firstName: n,
            lastName: 'F',
          })),
        )
      ).values(),
    ];
    const [inCampaign, labelled, neither] = ids as [string, string, string];
    const credentialId = randomUUID();
    const [wf] = await t.ctx.db
      .insert(workflows)
      .values({ spaceId: a.spaceId, credentialId, name: 'Filtered' })
      .returning();
    const [otherWf] = await t.ctx.db
      .insert(workflows)
      .values({ spaceId: a.spaceId, credentialId, name: 'Other' })
      .returning();
    await t.ctx.db.insert(campaignProspects).values([
      { spaceId: a.spaceId, workflowId: wf!.id, prospectId: inCampaign, credentialId },
      { spaceId: a.spaceId, workflowId: otherWf!.id, prospectId: neither, credentialId },
    ]);
    const label = await call('POST', '/api/labels/create', {
      ...q(),
      body: { name: 'VIP', color: '#123456', is_shared: true },
    });
    const labelId = label.body.payload._id as string;
    const other = await call('POST', '/api/labels/create', {
      ...q(),
      body: { name: 'Cold', color: '#654321', is_shared: true },
    });

    const byCampaign = await subscribe('/campaign', { workflow_ids: [wf!.id] });
    const byLabel = await subscribe('/label', { label_ids: [labelId] });
    const all = await subscribe('/all', {});
    const listed = await call('GET', '/api/integrations/webhooks', q());
    expect(listed.body.payload.find((h: { _id: string }) => h._id === byCampaign._id)).toMatchObject({
      workflow_ids: [wf!.id],
      label_ids: [],
      field_mapping: [],
    });

    // The on/off switch sends no filters: they stay as they were.
    const toggled = await call('PUT', `/api/integrations/webhooks/${byCampaign._id}`, {
      ...q(),
      body: { url: `${base}/campaign`, update_types: ['add_label', 'mark_as_lead'], enabled: true },
    });
    expect(toggled.body.payload.workflow_ids).toEqual([wf!.id]);

    // A label put on each prospect by hand, the VIP one on `labelled` only; then each is marked a lead.
    for (const [id, l] of [
      [inCampaign, other.body.payload._id],
      [labelled, labelId],
      [neither, other.body.payload._id],
    ] as const) {
      expect(
        (await call('PUT', `/api/profiles/${id}/labels`, { ...q(), body: { labels: [l] } })).status,
      ).toBe(200);
      expect(
        (await call('PUT', `/api/profiles/${id}/relation`, { ...q(), body: { relation: 'lead' } })).status,
      ).toBe(200);
    }
    // An engine-style event naming its campaign, about a prospect outside it: the campaign is the event's.
    await emitWebhookEvents(t.ctx.db, [
      {
        spaceId: a.spaceId,
        type: 'mark_as_lead',
        key: `filters-test:${randomUUID()}`,
        data: { prospect_id: neither, workflow_id: wf!.id },
      },
    ]);
    await deliverDue(t.ctx);

    const about = (path: string, secret: string) =>
      received(path, secret)
        .map((b) => `${b.type}:${String(b.data.prospect_id)}`)
        .sort();
    expect(about('/campaign', byCampaign.secret)).toEqual(
      [`add_label:${inCampaign}`, `mark_as_lead:${inCampaign}`, `mark_as_lead:${neither}`].sort(),
    );
    expect(about('/label', byLabel.secret)).toEqual(
      [`add_label:${labelled}`, `mark_as_lead:${labelled}`].sort(),
    );
    expect(about('/all', all.secret)).toHaveLength(7);

    // Taking the label off: later events about that prospect no longer reach the label's hook.
    await t.ctx.db.update(prospects).set({ labels: [] }).where(eq(prospects.id, labelled));
    await call('PUT', `/api/profiles/${labelled}/relation`, { ...q(), body: { relation: null } });
    await call('PUT', `/api/profiles/${labelled}/relation`, { ...q(), body: { relation: 'lead' } });
    await deliverDue(t.ctx);
    expect(about('/label', byLabel.secret)).toHaveLength(2);
    expect(about('/all', all.secret)).toHaveLength(8);
  });

  it('field mapping renames and limits the fields sent, with defaults for missing values', async () => {
    const hook = await subscribe('/mapped', {
      field_mapping: [
        { field: 'prospect_id', name: 'contact' },
        { field: 'label_id', name: 'tag', default: 'default', value: 'untagged' },
        { field: 'source', default: 'default', value: 'leadloop' },
        { field: 'event_time', default: 'datetime' },
        { field: 'sent_at', default: 'datetime_now' },
        { field: 'number', default: 'auto_increment' },
        { field: 'missing', default: 'none' },
      ],
    });
    const [p] = [
      ...(
        await upsertProspects(t.ctx.db, a.spaceId, [
          {
            profileLink: 'https://network.sandbox.local/in/mapped',
            networkId: 'mapped',
            firstName: 'Map',
            lastName: 'Ped',
          },
        ])
      ).values(),
    ];
    await call('PUT', `/api/profiles/${p}/relation`, { ...q(), body: { relation: 'lead' } });
    clock.advance(60_000); // sent a minute after the event
    try {
      await deliverDue(t.ctx);
    } finally {
      clock.reset();
    }
    const [body, ...more] = received('/mapped', hook.secret);
    expect(more).toEqual([]);
    expect(body!.type).toBe('mark_as_lead');
    expect(body!.data).toEqual({
      contact: p,
      tag: 'untagged',
      source: 'leadloop',
      event_time: body!.timestamp,
      sent_at: expect.any(String),
      number: expect.any(Number),
    });
    expect(Date.parse(body!.data.sent_at as string) - Date.parse(body!.timestamp)).toBeGreaterThanOrEqual(
      60_000,
    );
    // The delivery log shows what was sent.
    const log = await call('GET', `/api/integrations/webhooks/${hook._id}/deliveries`, q());
    expect(JSON.parse(log.body.payload[0].request_body).data).toEqual(body!.data);
  });
});
