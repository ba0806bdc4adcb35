import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { recordMessage } from './store.js';
import { inboxWorld } from '../../test/inbox-world.js';

/** Opening a long conversation pages back by keyset (sent_at, id): nothing skipped, nothing twice. */
let t: TestApp;
let w: Awaited<ReturnType<typeof inboxWorld>>;
let call: ReturnType<typeof apiClient>;
let conversationId: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
  w = await inboxWorld(t.app, t.ctx);
  const base = Date.UTC(2026, 0, 5, 9);
  // 9 messages; three pairs share a timestamp (a time-only cursor would skip one of each pair).
  const times = [0, 1, 1, 2, 3, 3, 4, 5, 5].map((m) => new Date(base + m * 60_000));
  for (const [i, sentAt] of times.entries()) {
    const stored = await recordMessage(w.db, {
      spaceId: w.admin.spaceId,
      credentialId: w.c1.id,
      prospectId: w.pid(1),
      channel: 'linkedIn',
      direction: i % 2 ? 'outbound' : 'inbound',
      text: `m${i}`,
      status: i % 2 ? 'sent' : 'received',
      sentAt,
      externalId: `page-${i}`,
    });
    conversationId = stored!.conversationId;
  }
});
afterAll(() => t.close());

const open = (query: Record<string, string>) =>
  call('GET', `/api/inbox/conversations/${conversationId}`, {
    token: w.admin.token,
    query: { ...w.q, ...query },
  });

describe('GET /inbox/conversations/{id} paging', () => {
  it('walks back page by page with next_cursor; each page oldest first', async () => {
    const seen: string[][] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 10; guard++) {
      const res = await open(cursor ? { limit: '2', cursor } : { limit: '2' });
      expect(res.status).toBe(200);
      const texts = res.body.payload.messages.map((m: { text: string }) => m.text);
      seen.unshift(texts);
      const times = res.body.payload.messages.map((m: { sent_at: string }) => m.sent_at);
      expect([...times].sort()).toEqual(times);
      cursor = res.body.payload.next_cursor;
      expect(res.body.payload.has_more).toBe(cursor !== null);
      if (!cursor) break;
    }
    const all = seen.flat();
    expect(all).toHaveLength(9);
    expect(new Set(all).size).toBe(9);
    expect(seen[seen.length - 1]).toHaveLength(2);
  });

  it('first page is the newest messages; the ISO `before` still pages by time', async () => {
    const first = await open({ limit: '3' });
    expect(first.body.payload.messages.map((m: { text: string }) => m.text).sort()).toEqual([
      'm6',
      'm7',
      'm8',
    ]);
    const older = await open({ before: new Date(Date.UTC(2026, 0, 5, 9, 3)).toISOString(), limit: '50' });
    expect(older.body.payload.messages.map((m: { text: string }) => m.text).sort()).toEqual([
      'm0',
      'm1',
      'm2',
      'm3',
    ]);
    expect(older.body.payload.has_more).toBe(false);
  });

  it('refuses a broken cursor or time with 400', async () => {
    for (const q of <Record<string, string>[]>[
      { cursor: 'nonsense' },
      { cursor: Buffer.from('x|y').toString('base64url') },
      { before: 'later' },
    ])
      expect((await open(q)).status, JSON.stringify(q)).toBe(400);
    expect((await open({ limit: '500' })).status).toBe(400);
  });
});
