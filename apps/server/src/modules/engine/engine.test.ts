import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { actions, campaignProspects, prospects, sandboxMessages } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { randomUUID } from 'node:crypto';
import { onInboundReply, runDepsUntil } from './engine.js';
import { abVariant } from './schedule.js';
import { engineWorld } from '../../test/engine-world.js';
import { replySync } from '../../test/reply-sync.js';

const DAY = 24 * 3_600_000;
const START = Date.parse('2026-01-05T00:00:00Z');
const setClock = (ms: number) => clock.advance(ms - clock.nowMs());

describe('engine on a simulated clock over 30 days', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  const injected = new Map<string, number>();
  const accounts: {
    id: string;
    timezone: string;
    start: number;
    end: number;
    daily: Record<string, number>;
    weeklyConnections: number;
  }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    setClock(START);
    world = await engineWorld(database, { population: 2000 });
    const specs = [
      {
        username: 'east@example.com',
        timezone: 'America/New_York',
        start: 9,
        end: 17,
        limits: { connection_requests: 4, messages: 3, profile_views: 5, weekly_connection_requests: 10 },
      },
      {
        username: 'tokyo@example.com',
        timezone: 'Asia/Tokyo',
        start: 8,
        end: 18,
        limits: { connection_requests: 3, messages: 4, profile_views: 6, weekly_connection_requests: 9 },
      },
    ];
    for (const spec of specs) {
      const acc = await world.account(spec);
      accounts.push({
        id: acc.id,
        timezone: spec.timezone,
        start: spec.start,
        end: spec.end,
        daily: spec.limits,
        weeklyConnections: spec.limits.weekly_connection_requests,
      });
      const wf = await world.campaign(acc.id, [
        { type: 'view_profile', delay_days: 0, delay_hours: 0 },
        {
          type: 'connection_request',
          delay_days: 0,
          delay_hours: 1,
          variants: [
            { content: 'Hi {first_name}, glad to connect.' },
            { content: 'Hello {first_name:there}! Shall we connect?' },
          ],
        },
        { type: 'message', delay_days: 1, delay_hours: 0, content: 'Thanks for connecting, {first_name}.' },
        { type: 'message', delay_days: 2, delay_hours: 0, content: 'Any thoughts, {first_name}?' },
      ]);
      await world.audience(wf, Number(process.env.ENGINE_N ?? 14));
    }
    const syncNetwork = replySync(world.db, world.space.id);
    // Replies on another channel (e.g. email) on day 3: two running prospects per account answer.
    const sync = async () => {
      await syncNetwork();
      if (injected.size || clock.nowMs() < START + 3 * DAY) return;
      for (const acc of accounts) {
        const running = await world.db
          .select()
          .from(campaignProspects)
          .where(and(eq(campaignProspects.credentialId, acc.id), eq(campaignProspects.status, 'active')))
          .limit(2);
        for (const r of running) {
          await onInboundReply(world.db, {
            spaceId: world.space.id,
            credentialId: acc.id,
            prospectId: r.prospectId,
          });
          injected.set(r.prospectId, clock.nowMs());
        }
      }
    };
    const t0 = Date.now();
    await runDepsUntil(world.deps, new Date(START + Number(process.env.ENGINE_DAYS ?? 30) * DAY), sync);
    console.log('sim done', Date.now() - t0, 'ms');
  }, 600_000);
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  async function doneActions(credentialId: string) {
    return world.db
      .select()
      .from(actions)
      .where(and(eq(actions.credentialId, credentialId), eq(actions.status, 'done')));
  }

  it('made progress: every account sent invitations and messages', async () => {
    for (const acc of accounts) {
      const done = await doneActions(acc.id);
      expect(done.filter((a) => a.type === 'connection_request').length).toBeGreaterThanOrEqual(10);
      expect(done.filter((a) => a.type === 'message').length).toBeGreaterThan(0);
    }
  });

  it('never exceeds a daily limit in the account time zone, nor the weekly connection limit', async () => {
    for (const acc of accounts) {
      const done = await doneActions(acc.id);
      const perDay = new Map<string, number>();
      for (const a of done) {
        if (!a.limitKind) continue;
        const day = DateTime.fromJSDate(a.performedAt!, { zone: acc.timezone }).toISODate();
        const key = `${a.limitKind}:${day}`;
        perDay.set(key, (perDay.get(key) ?? 0) + 1);
      }
      for (const [key, n] of perDay)
        expect(n, key).toBeLessThanOrEqual(acc.daily[key.split(':')[0]!] ?? 1000);
      const invites = done
        .filter((a) => a.limitKind === 'connection_requests')
        .map((a) => a.performedAt!.getTime())
        .sort((x, y) => x - y);
      for (let i = 0; i < invites.length; i++) {
        const inWindow = invites.filter((t) => t > invites[i]! - 7 * DAY && t <= invites[i]!).length;
        expect(inWindow).toBeLessThanOrEqual(acc.weeklyConnections);
      }
    }
  });

  it('sends nothing outside work hours in the account time zone, and spaces actions', async () => {
    for (const acc of accounts) {
      const done = (await doneActions(acc.id)).sort(
        (x, y) => x.performedAt!.getTime() - y.performedAt!.getTime(),
      );
      for (const a of done) {
        const hour = DateTime.fromJSDate(a.performedAt!, { zone: acc.timezone }).hour;
        expect(hour >= acc.start && hour < acc.end, `${a.type} at ${a.performedAt!.toISOString()}`).toBe(
          true,
        );
      }
      for (let i = 1; i < done.length; i++) {
        expect(done[i]!.performedAt!.getTime() - done[i - 1]!.performedAt!.getTime()).toBeGreaterThanOrEqual(
          59_000,
        );
      }
    }
  });

  it('sends no step to a prospect after their reply', async () => {
    const replies = await world.db
      .select()
      .from(sandboxMessages)
      .where(eq(sandboxMessages.direction, 'inbound'));
    const firstReply = new Map<string, number>();
    for (const r of replies) {
      const key = `${r.credentialId}:${r.memberId}`;
      if (r.sentAt.getTime() <= clock.nowMs())
        firstReply.set(key, Math.min(firstReply.get(key) ?? Infinity, r.sentAt.getTime()));
    }
    expect(injected.size).toBeGreaterThan(0);
    const all = await world.db
      .select({ a: actions, networkId: prospects.networkId })
      .from(actions)
      .innerJoin(prospects, eq(prospects.id, actions.prospectId))
      .where(eq(actions.status, 'done'));
    for (const { a, networkId } of all) {
      const replyAt = firstReply.get(`${a.credentialId}:${networkId}`);
      if (replyAt !== undefined)
        expect(a.performedAt!.getTime(), `${a.type} after reply`).toBeLessThan(replyAt);
      const injectedAt = injected.get(a.prospectId!);
      if (injectedAt !== undefined)
        expect(a.performedAt!.getTime(), `${a.type} after email reply`).toBeLessThanOrEqual(injectedAt);
    }
    const paused = await world.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.pausedReason, 'got_reply'));
    expect(paused.length).toBeGreaterThan(0);
    for (const row of paused) expect(row.status).toBe('paused');
  });

  it('splits A/B variants about 50/50', async () => {
    const invites = await world.db
      .select()
      .from(actions)
      .where(and(eq(actions.type, 'connection_request'), eq(actions.status, 'done')));
    const a = invites.filter((x) => x.variant === 'A').length;
    const b = invites.filter((x) => x.variant === 'B').length;
    expect(a + b).toBe(invites.length);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    // The pick itself, on many prospects: 50/50 within 4 %.
    let picksA = 0;
    for (let i = 0; i < 4000; i++) if (abVariant(randomUUID(), 's2') === 'A') picksA++;
    expect(Math.abs(picksA - 2000) / 4000).toBeLessThan(0.04);
  });

  it('keeps one action per (prospect, step): idempotency keys are unique and nothing was sent twice', async () => {
    const outbound = await world.db
      .select()
      .from(sandboxMessages)
      .where(eq(sandboxMessages.direction, 'outbound'));
    const keys = outbound.map((m) => m.clientKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
