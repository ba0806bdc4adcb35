import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customDomains, videoRenders, videos } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';

const READY = 'links.acme.test';
const PENDING = 'pending.acme.test';
const FAILED = 'failed.acme.test';

describe('a verified tracking domain: certificate on demand and the public video page', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let dist: string;
  let spaceId: string;
  let renderId: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ webDist: dist, publicUrl: 'https://app.leadloop.test' });
    call = apiClient(t.app);
    spaceId = (await userWithSpace(t.app)).spaceId;
    const domain = (name: string, status: 'ready' | 'pending' | 'failed') => ({
      spaceId,
      domain: name,
      cnameTarget: 'app.leadloop.test',
      baseUrl: `https://${name}`,
      status,
    });
    await t.ctx.db
      .insert(customDomains)
      .values([domain(READY, 'ready'), domain(PENDING, 'pending'), domain(FAILED, 'failed')]);
    const [video] = await t.ctx.db.insert(videos).values({ spaceId, name: 'Hello' }).returning();
    const [render] = await t.ctx.db.insert(videoRenders).values({ spaceId, videoId: video!.id }).returning();
    renderId = render!.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const ask = async (domain: string) => (await call('GET', '/api/tls/ask', { query: { domain } })).status;

  it('the TLS ask approves a verified tracking domain and refuses an unknown, unverified or removed one', async () => {
    expect(await ask(READY)).toBe(200);
    expect(await ask('Links.Acme.test.')).toBe(200);
    expect(await ask('unknown.acme.test')).toBe(404);
    expect(await ask(PENDING)).toBe(404);
    expect(await ask(FAILED)).toBe(404);
    await t.ctx.db.delete(customDomains).where(eq(customDomains.domain, FAILED));
    expect(await ask(FAILED)).toBe(404);
  });

  it('serves the video page /v/<id> on the tracking domain, and its data; other pages go to the app', async () => {
    const page = await t.app.inject({ url: `/v/${renderId}`, headers: { host: READY } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
    const data = await call('GET', `/api/public/videos/${renderId}`, { headers: { host: READY } });
    expect(data.status).toBe(200);
    expect(data.body.payload).toMatchObject({ _id: renderId, title: 'Hello' });

    const other = await t.app.inject({ url: '/sign-in?next=%2F', headers: { host: READY } });
    expect(other.statusCode).toBe(302);
    expect(other.headers.location).toBe('https://app.leadloop.test/sign-in?next=%2F');
    // an unverified domain is no tracking domain: the app is served there as on any other host
    for (const host of ['app.leadloop.test', PENDING]) {
      const app = await t.app.inject({ url: '/sign-in', headers: { host } });
      expect(app.statusCode, host).toBe(200);
    }
  });
});
