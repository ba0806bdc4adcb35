import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('notes per profile', () => {
  it('create, list newest first, shown on the card, edit and delete', async () => {
    const url = `/api/profiles/${w.p.ada}/notes`;
    const a = await call('POST', url, {
      token: w.member.token,
      query: w.q,
      body: { text: '  Met at the conference ' },
    });
    expect(a.status).toBe(200);
    expect(a.body.payload.text).toBe('Met at the conference');
    await call('POST', url, { token: w.admin.token, query: w.q, body: { text: 'Follow up in May' } });
    const list = await call('GET', url, { token: w.member.token, query: w.q });
    expect(list.body.payload.map((n: { text: string }) => n.text)).toEqual([
      'Follow up in May',
      'Met at the conference',
    ]);
    const card = await call('GET', `/api/profiles/${w.p.ada}`, { token: w.admin.token, query: w.q });
    expect(card.body.payload.notes).toHaveLength(2);
    const edited = await call('PUT', `${url}/${a.body.payload._id}`, {
      token: w.member.token,
      query: w.q,
      body: { text: 'Met at the fair' },
    });
    expect(edited.body.payload.text).toBe('Met at the fair');
    const adminNote = list.body.payload[0]._id;
    expect(
      (
        await call('PUT', `${url}/${adminNote}`, {
          token: w.member.token,
          query: w.q,
          body: { text: 'mine' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('DELETE', `${url}/${a.body.payload._id}`, { token: w.admin.token, query: w.q })).status,
    ).toBe(200);
    expect((await call('GET', url, { token: w.member.token, query: w.q })).body.payload).toHaveLength(1);
  });
  it('refuses empty, huge and unknown input', async () => {
    const url = `/api/profiles/${w.p.ada}/notes`;
    for (const body of [{ text: '   ' }, { text: 'x'.repeat(5001) }, { text: 'ok', extra: true }, {}]) {
      expect(
        (await call('POST', url, { token: w.admin.token, query: w.q, body })).status,
        JSON.stringify(body).slice(0, 40),
      ).toBe(400);
    }
  });
  it('no notes on prospects outside the member’s accounts or workspace', async () => {
    expect(
      (
        await call('POST', `/api/profiles/${w.p.cyd}/notes`, {
          token: w.member.token,
          query: w.q,
          body: { text: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('GET', `/api/profiles/${w.p.eve}/notes`, { token: w.admin.token, query: w.q })).status,
    ).toBe(404);
    const note = await call('POST', `/api/profiles/${w.p.eve}/notes`, {
      token: w.other.token,
      query: { space: w.other.spaceId },
      body: { text: 'theirs' },
    });
    expect(
      (
        await call('DELETE', `/api/profiles/${w.p.eve}/notes/${note.body.payload._id}`, {
          token: w.admin.token,
          query: w.q,
        })
      ).status,
    ).toBe(404);
  });
});
