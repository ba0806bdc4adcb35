import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@leadloop/domain';
import { prospects } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { prospectsWorld } from '../../test/prospects-world.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof prospectsWorld>>;
let call: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
  w = await prospectsWorld(t.app, t.ctx);
});
afterAll(() => t.close());

describe('labels (001 §7 Labels)', () => {
  it('creates with the spec rules: name ≤ 30, colour required; text colour by luminance', async () => {
    const dark = await call('POST', '/api/labels/create', {
      token: w.admin.token,
      query: w.q,
      body: { name: 'Hot', color: '#1a1a1a', is_shared: true },
    });
    expect(dark.status).toBe(200);
    expect(dark.body.payload).toMatchObject({
      name: 'Hot',
      color: '#1a1a1a',
      type: 'profile',
      is_shared: true,
      text_color: '#ffffff',
    });
    const light = await call('POST', '/api/labels/create', {
      token: w.admin.token,
      query: w.q,
      body: { name: 'Cold', color: '#f8f9fa', type: 'template' },
    });
    expect(light.body.payload).toMatchObject({ type: 'template', is_shared: false, text_color: '#1a1b1e' });
    const long = await call('POST', '/api/labels/create', {
      token: w.admin.token,
      query: w.q,
      body: { name: 'x'.repeat(31), color: '#fff' },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Message can not be longer than 30 characters');
    const noColour = await call('POST', '/api/labels/create', {
      token: w.admin.token,
      query: w.q,
      body: { name: 'A' },
    });
    expect(noColour.body.message).toBe(MESSAGES.colorRequired);
    expect(
      (
        await call('POST', '/api/labels/create', {
          token: w.admin.token,
          query: w.q,
          body: { name: 'A', color: '#fff', type: 'secret' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/labels/create', {
          token: w.admin.token,
          query: w.q,
          body: { name: 'A', color: '#fff', extra: 1 },
        })
      ).status,
    ).toBe(400);
    // form bodies work too
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/labels/create',
      query: w.q,
      headers: {
        authorization: `Bearer ${w.admin.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'name=Form&color=%23abc&is_shared=true',
    });
    expect(form.json().payload).toMatchObject({ name: 'Form', is_shared: true });
  });
  it('shared labels are seen by the workspace, private ones by their author only; nothing across workspaces', async () => {
    const mine = await call('POST', '/api/labels/create', {
      token: w.member.token,
      query: w.q,
      body: { name: 'Mine', color: '#123456' },
    });
    const admin = (
      await call('GET', '/api/labels/fetch', { token: w.admin.token, query: w.q })
    ).body.payload.map((l: { name: string }) => l.name);
    expect(admin).toEqual(['Cold', 'Form', 'Hot']);
    const member = (
      await call('GET', '/api/labels/fetch', { token: w.member.token, query: w.q })
    ).body.payload.map((l: { name: string }) => l.name);
    expect(member).toEqual(['Form', 'Hot', 'Mine']);
    expect(
      (await call('GET', '/api/labels/fetch', { token: w.member.token, query: { ...w.q, type: 'template' } }))
        .body.payload,
    ).toEqual([]);
    expect(
      (await call('GET', '/api/labels/fetch', { token: w.other.token, query: { space: w.other.spaceId } }))
        .body.payload,
    ).toEqual([]);
    expect((await call('GET', '/api/labels/fetch', { token: w.other.token, query: w.q })).status).toBe(403);
    expect(
      (
        await call('PUT', `/api/labels/${mine.body.payload._id}`, {
          token: w.other.token,
          query: { space: w.other.spaceId },
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
  });
  it('updates (author or admin) and deletes, taking the label off prospects', async () => {
    const hot = (
      await call('GET', '/api/labels/fetch', { token: w.admin.token, query: w.q })
    ).body.payload.find((l: { name: string }) => l.name === 'Hot');
    expect(
      (
        await call('PUT', `/api/labels/${hot._id}`, {
          token: w.member.token,
          query: w.q,
          body: { name: 'Mine now' },
        })
      ).status,
    ).toBe(403);
    const upd = await call('PUT', `/api/labels/${hot._id}`, {
      token: w.admin.token,
      query: w.q,
      body: { name: 'Hotter', color: '#ffffff' },
    });
    expect(upd.body.payload).toMatchObject({ name: 'Hotter', text_color: '#1a1b1e' });
    expect(
      (await call('PUT', `/api/labels/${hot._id}`, { token: w.admin.token, query: w.q, body: { name: '' } }))
        .body.message,
    ).toBe(MESSAGES.nameRequired);
    await call('PUT', `/api/profiles/${w.p.ada}/labels`, {
      token: w.admin.token,
      query: w.q,
      body: { labels: [hot._id] },
    });
    const del = await call('DELETE', `/api/labels/${hot._id}/delete`, { token: w.admin.token, query: w.q });
    expect(del.status).toBe(200);
    const [ada] = await w.db.select().from(prospects).where(eq(prospects.id, w.p.ada));
    expect(ada!.labels).toEqual([]);
    expect(
      (await call('DELETE', `/api/labels/${hot._id}/delete`, { token: w.admin.token, query: w.q })).status,
    ).toBe(404);
    expect(
      (await call('DELETE', '/api/labels/not-an-id/delete', { token: w.admin.token, query: w.q })).status,
    ).toBe(404);
  });
});

describe('GET /workers/fetch', () => {
  it('lists the workspace members for assignment', async () => {
    const res = await call('GET', '/api/workers/fetch', { token: w.member.token, query: w.q });
    expect(res.status).toBe(200);
    expect(res.body.payload.map((u: { _id: string }) => u._id).sort()).toEqual(
      [w.admin.user._id, w.member.user._id].sort(),
    );
    expect(res.body.payload.find((u: { _id: string }) => u._id === w.admin.user._id).is_admin).toBe(true);
    expect(JSON.stringify(res.body.payload)).not.toContain('password');
    expect((await call('GET', '/api/workers/fetch', { token: w.other.token, query: w.q })).status).toBe(403);
  });
});
