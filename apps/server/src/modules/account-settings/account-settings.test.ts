import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_LIMIT_DEFAULTS, MESSAGES, WEEKLY_LIMIT_DEFAULTS } from '@leadloop/domain';
import { addMemberByCode } from '../../test/fixtures.js';
import {
  ACCOUNT_PASSWORD,
  cloudBody,
  credentialsTestApp,
  workspace,
} from '../../test/credentials-helpers.js';
import { blacklistedProfiles, isBlacklisted } from './blacklist.js';

describe('account settings API', () => {
  let t: Awaited<ReturnType<typeof credentialsTestApp>>;
  let ws: Awaited<ReturnType<typeof workspace>>;
  let id: string;
  const url = (p: string) => `/api/credentials/${id}/${p}`;
  beforeAll(async () => {
    t = await credentialsTestApp();
    ws = await workspace(t, { cloud: 3 });
    id = (
      await t.call('POST', '/api/credentials/create', {
        token: ws.token,
        query: ws.q,
        body: cloudBody('settings@example.com'),
      })
    ).body.payload._id;
  });
  afterAll(() => t.close());

  it('limits: defaults for every daily kind and the weekly ones; partial updates; ceilings', async () => {
    const res = await t.call('GET', url('limits'), { token: ws.token, query: ws.q });
    expect(res.body.payload).toMatchObject({
      daily: DAILY_LIMIT_DEFAULTS,
      weekly: WEEKLY_LIMIT_DEFAULTS,
      can_edit: true,
    });
    const put = await t.call('PUT', url('limits'), {
      token: ws.token,
      query: ws.q,
      body: { daily: { connection_requests: 25, messages: '40' }, weekly: { connection_requests: 150 } },
    });
    expect(put.body.payload.daily).toMatchObject({
      connection_requests: 25,
      messages: 40,
      profile_views: DAILY_LIMIT_DEFAULTS.profile_views,
    });
    expect(put.body.payload.weekly.connection_requests).toBe(150);
    expect(
      (
        await t.call('PUT', url('limits'), {
          token: ws.token,
          query: ws.q,
          body: { daily: { connection_requests: 5000 } },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('PUT', url('limits'), {
          token: ws.token,
          query: ws.q,
          body: { daily: { unknown_kind: 5 } },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call('GET', url('limits'), { token: ws.token, query: ws.q })).body.payload.daily
        .connection_requests,
    ).toBe(25);
  });

  it("limits: 'Admin has prohibited change of limits' for members when the admin locked them", async () => {
    const member = await addMemberByCode(t.app, ws);
    await t.call('POST', `/api/users/${member.user._id}/set_credentials`, {
      token: ws.token,
      body: { space_id: ws.spaceId, credentials: [id] },
    });
    expect(
      (
        await t.call('PUT', url('limits'), {
          token: member.token,
          query: ws.q,
          body: { daily: { comments: 3 } },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('PUT', '/api/credentials/limits_policy', {
          token: member.token,
          query: ws.q,
          body: { prohibit_change: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('PUT', '/api/credentials/limits_policy', {
          token: ws.token,
          query: ws.q,
          body: { prohibit_change: true },
        })
      ).status,
    ).toBe(200);
    const refused = await t.call('PUT', url('limits'), {
      token: member.token,
      query: ws.q,
      body: { daily: { comments: 4 } },
    });
    expect(refused.body).toMatchObject({ ok: false, code: 403, message: MESSAGES.adminProhibitedLimits });
    expect(
      (await t.call('GET', url('limits'), { token: member.token, query: ws.q })).body.payload,
    ).toMatchObject({ can_edit: false, daily: { comments: 3 } });
    expect(
      (await t.call('PUT', url('limits'), { token: ws.token, query: ws.q, body: { daily: { comments: 4 } } }))
        .status,
    ).toBe(200);
  });

  it('location: country, timezone and work hours (0–23, end after start)', async () => {
    const put = await t.call('PUT', url('location'), {
      token: ws.token,
      query: ws.q,
      body: { country_code: 'fr', timezone: 'Europe/Paris', work_hours_start: 7, work_hours_end: 16 },
    });
    expect(put.body.payload).toMatchObject({
      country_code: 'FR',
      timezone: 'Europe/Paris',
      work_hours_start: 7,
      work_hours_end: 16,
      status: 'active',
    });
    expect(
      (await t.call('GET', url('location'), { token: ws.token, query: ws.q })).body.payload,
    ).toMatchObject({ country_code: 'FR', setting_proxy: { country_code: 'FR' } });
    expect(
      (await t.call('PUT', url('location'), { token: ws.token, query: ws.q, body: { work_hours_end: 24 } }))
        .body.message,
    ).toBe(MESSAGES.workHoursRange);
    expect(
      (
        await t.call('PUT', url('location'), {
          token: ws.token,
          query: ws.q,
          body: { timezone: 'Mars/Base' },
        })
      ).body.message,
    ).toBe(MESSAGES.invalidTimezone);
  });

  it('blacklist: people and companies, replaced per list, used by campaigns', async () => {
    const put = await t.call('PUT', url('blacklist'), {
      token: ws.token,
      query: ws.q,
      body: { values: ['https://network.sandbox.local/in/Jane-Doe-1a2b/', 'john-roe', 'john-roe', ''] },
    });
    expect(put.body.payload).toEqual({
      profile: ['https://network.sandbox.local/in/Jane-Doe-1a2b/', 'john-roe'],
      company: [],
    });
    await t.call('PUT', url('blacklist'), {
      token: ws.token,
      query: ws.q,
      body: { kind: 'company', values: 'Acme Labs\nGlobex  Inc' },
    });
    expect(
      (await t.call('GET', url('blacklist'), { token: ws.token, query: ws.q })).body.payload.company,
    ).toEqual(['Acme Labs', 'Globex  Inc']);
    expect(await isBlacklisted(t.ctx.db, id, { profile: 'jane-doe-1a2b' })).toBe(true);
    expect(await isBlacklisted(t.ctx.db, id, { company: 'globex inc' })).toBe(true);
    expect(await isBlacklisted(t.ctx.db, id, { profile: 'someone-else', company: 'Initech' })).toBe(false);
    expect([...(await blacklistedProfiles(t.ctx.db, id, ['John-Roe', 'x']))]).toEqual(['john-roe']);
    expect(
      (
        await t.call('PUT', url('blacklist'), {
          token: ws.token,
          query: ws.q,
          body: { values: 'x'.repeat(600) },
        })
      ).status,
    ).toBe(400);
  });

  it('signatures: create, rename, default is exclusive, delete', async () => {
    const a = await t.call('POST', url('signatures'), {
      token: ws.token,
      query: ws.q,
      body: { name: 'Formal', message: 'Best regards,\nJane', is_default: true },
    });
    const b = await t.call('POST', url('signatures'), {
      token: ws.token,
      query: ws.q,
      body: { name: 'Casual', message: 'Cheers', is_default: true },
    });
    expect(b.body.payload).toMatchObject({ name: 'Casual', is_default: true });
    let list = (await t.call('GET', url('signatures'), { token: ws.token, query: ws.q })).body.payload;
    expect(list.map((s: { is_default: boolean }) => s.is_default)).toEqual([false, true]);
    const patched = await t.call('PATCH', `${url('signatures')}/${a.body.payload._id}`, {
      token: ws.token,
      query: ws.q,
      body: { is_default: true, name: 'Formal 2' },
    });
    expect(patched.body.payload).toMatchObject({ name: 'Formal 2', is_default: true });
    list = (await t.call('GET', url('signatures'), { token: ws.token, query: ws.q })).body.payload;
    expect(
      list.filter((s: { is_default: boolean }) => s.is_default).map((s: { _id: string }) => s._id),
    ).toEqual([a.body.payload._id]);
    expect(
      (
        await t.call('POST', url('signatures'), {
          token: ws.token,
          query: ws.q,
          body: { name: '', message: 'x' },
        })
      ).body.message,
    ).toBe(MESSAGES.nameRequired);
    expect(
      (await t.call('DELETE', `${url('signatures')}/${b.body.payload._id}`, { token: ws.token, query: ws.q }))
        .status,
    ).toBe(200);
    expect(
      (await t.call('DELETE', `${url('signatures')}/${b.body.payload._id}`, { token: ws.token, query: ws.q }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('GET', url('signatures'), { token: ws.token, query: ws.q })).body.payload,
    ).toHaveLength(1);
  });

  it('connection settings: withdraw old invitations and the connection-note characters', async () => {
    expect(
      (await t.call('GET', url('connection'), { token: ws.token, query: ws.q })).body.payload,
    ).toMatchObject({ withdraw: { enabled: false, days: 21 }, connection_chars: 300 });
    await t.call('POST', url('update_withdraw'), {
      token: ws.token,
      query: ws.q,
      body: { enabled: 'true', days: '30' },
    });
    expect(
      (await t.call('GET', url('connection'), { token: ws.token, query: ws.q })).body.payload.withdraw,
    ).toEqual({ enabled: true, days: 30 });
  });

  it('settings of an account in another workspace are out of reach', async () => {
    const other = await workspace(t);
    expect((await t.call('GET', url('limits'), { token: other.token, query: other.q })).status).toBe(404);
    expect(
      (await t.call('PUT', url('blacklist'), { token: other.token, query: other.q, body: { values: ['x'] } }))
        .status,
    ).toBe(404);
    expect((await t.call('GET', url('signatures'), { token: other.token, query: other.q })).status).toBe(404);
  });

  it('no response contained the account password', () => {
    expect(t.responses.length).toBeGreaterThan(30);
    for (const body of t.responses) expect(body).not.toContain(ACCOUNT_PASSWORD);
  });
});
