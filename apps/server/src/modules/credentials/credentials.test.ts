import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@leadloop/domain';
import { credentials } from '../../db/schema/index.js';
import { addMemberByCode } from '../../test/fixtures.js';
import { recordNetworkFailure } from './maintenance.js';
import {
  ACCOUNT_PASSWORD,
  COOKIE_VALUE,
  cloudBody,
  credentialsTestApp,
  extensionBody,
  workspace,
} from '../../test/credentials-helpers.js';

describe('credentials API: create, seats, access, secrets', () => {
  let t: Awaited<ReturnType<typeof credentialsTestApp>>;
  beforeAll(async () => {
    t = await credentialsTestApp();
  });
  afterAll(() => t.close());

  it('adds a cloud account: signs in through the network and never returns the password', async () => {
    const ws = await workspace(t);
    const res = await t.call('POST', '/api/credentials/create', {
      token: ws.token,
      query: ws.q,
      body: cloudBody(' Jane.Doe@Example.com '),
    });
    expect(res.status).toBe(200);
    const cred = res.body.payload;
    expect(cred).toMatchObject({
      username: 'jane.doe@example.com',
      status: 'active',
      automation_type: 'cloud',
      country_code: 'US',
      has_password: true,
      work_hours_start: 9,
      work_hours_end: 17, // the default, within the 8-hour warning
    });
    expect(cred.activity_dict.status).toBe('active');
    // A sandbox account shows the login the user typed, never a generated name (issue 35 item 6).
    expect(cred.full_name).toBe('jane.doe@example.com');
    expect(cred).not.toHaveProperty('password');
    const [row] = await t.ctx.db.select().from(credentials).where(eq(credentials.id, cred._id));
    expect(row!.passwordEnc).toMatch(/^v1:/);
    expect(row!.passwordEnc).not.toContain(ACCOUNT_PASSWORD);
    const list = await t.call('GET', '/api/credentials/fetch', { token: ws.token, query: ws.q });
    expect(list.body.payload.map((c: { _id: string }) => c._id)).toEqual([cred._id]);
  });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    const ws = await workspace(t);
    const bad = async (body: Record<string, unknown>) =>
      (await t.call('POST', '/api/credentials/create', { token: ws.token, query: ws.q, body })).body;
    expect(await bad(cloudBody('a@example.com', { password: '' }))).toMatchObject({
      ok: false,
      code: 400,
      message: MESSAGES.passwordRequired,
    });
    expect((await bad(cloudBody('a@example.com', { country_code: undefined }))).message).toBe(
      MESSAGES.chooseCountry,
    );
    expect((await bad(cloudBody('not-an-email'))).code).toBe(400);
    expect((await bad(cloudBody('a@example.com', { work_hours_start: 24 }))).message).toBe(
      MESSAGES.workHoursRange,
    );
    expect((await bad(cloudBody('a@example.com', { status: 'active' }))).code).toBe(400);
    expect((await bad(cloudBody('a@example.com', { email: 'x'.repeat(5000) + '@example.com' }))).code).toBe(
      400,
    );
    expect(
      (await t.call('GET', '/api/credentials/fetch', { token: ws.token, query: ws.q })).body.payload,
    ).toEqual([]);
  });

  it('needs a free seat of the type: one cloud and one extension on the trial', async () => {
    const ws = await workspace(t);
    const create = (body: Record<string, unknown>) =>
      t.call('POST', '/api/credentials/create', { token: ws.token, query: ws.q, body });
    expect((await create(cloudBody('one@example.com'))).status).toBe(200);
    expect((await create(cloudBody('one@example.com'))).body.message).toBe(MESSAGES.emailAlreadyExists);
    expect((await create(cloudBody('two@example.com'))).body).toMatchObject({
      code: 400,
      message: MESSAGES.needSeat,
    });
    const ext = await create(extensionBody('three@example.com'));
    expect(ext.body.payload).toMatchObject({
      automation_type: 'extension',
      has_cookies: true,
      has_password: false,
    });
    expect((await create(extensionBody('four@example.com'))).body.message).toBe(MESSAGES.needSeat);
    const seats = await t.call('GET', '/api/credentials/seats', { token: ws.token, query: ws.q });
    expect(seats.body.payload).toMatchObject({
      used_seats: 2,
      total_seats: 2,
      available_seats: 0,
      cloud_seats_available: 0,
      extension_seats_available: 0,
    });
    // Deleting frees the seat (and the username).
    const list = (await t.call('GET', '/api/credentials/fetch', { token: ws.token, query: ws.q })).body
      .payload;
    const cloud = list.find((c: { automation_type: string }) => c.automation_type === 'cloud');
    expect(
      (await t.call('POST', `/api/credentials/${cloud._id}/delete`, { token: ws.token, query: ws.q })).status,
    ).toBe(200);
    expect(
      (await t.call('GET', `/api/credentials/${cloud._id}/fetch`, { token: ws.token, query: ws.q })).body,
    ).toMatchObject({ code: 404, message: MESSAGES.credentialsNotFound });
    expect((await create(cloudBody('one@example.com'))).status).toBe(200);
    const [deleted] = await t.ctx.db.select().from(credentials).where(eq(credentials.id, cloud._id));
    expect(deleted).toMatchObject({ status: 'deleted', passwordEnc: null });
  });

  it('no cloud seats on the tier, and the restricted brand cap', async () => {
    const noCloud = await workspace(t, { cloud: 0 });
    const res = await t.call('POST', '/api/credentials/create', {
      token: noCloud.token,
      query: noCloud.q,
      body: cloudBody('x@example.com'),
    });
    expect(res.body.message).toBe(MESSAGES.noCloudSeats);
    const capped = await workspace(t, { cloud: 5, config: { vendasta_bar: { max_credentials: 1 } } });
    expect(
      (
        await t.call('POST', '/api/credentials/create', {
          token: capped.token,
          query: capped.q,
          body: cloudBody('a@example.com'),
        })
      ).status,
    ).toBe(200);
    const second = await t.call('POST', '/api/credentials/create', {
      token: capped.token,
      query: capped.q,
      body: cloudBody('b@example.com'),
    });
    expect(second.body.message).toBe(MESSAGES.cantAddAnotherAccount);
  });

  it('members see only the accounts they were given; other workspaces see nothing', async () => {
    const ws = await workspace(t, { cloud: 3 });
    const member = await addMemberByCode(t.app, ws);
    const created = await t.call('POST', '/api/credentials/create', {
      token: ws.token,
      query: ws.q,
      body: cloudBody('shared@example.com'),
    });
    const id = created.body.payload._id;
    expect(
      (await t.call('GET', '/api/credentials/fetch', { token: member.token, query: ws.q })).body.payload,
    ).toEqual([]);
    expect(
      (await t.call('GET', `/api/credentials/${id}/fetch`, { token: member.token, query: ws.q })).status,
    ).toBe(404);
    expect(
      (await t.call('POST', `/api/credentials/${id}/delete`, { token: member.token, query: ws.q })).status,
    ).toBe(404);
    await t.call('POST', `/api/users/${member.user._id}/set_credentials`, {
      token: ws.token,
      body: { space_id: ws.spaceId, credentials: [id] },
    });
    expect(
      (await t.call('GET', `/api/credentials/${id}/fetch`, { token: member.token, query: ws.q })).status,
    ).toBe(200);
    // A member's own new account is theirs to use.
    const own = await t.call('POST', '/api/credentials/create', {
      token: member.token,
      query: ws.q,
      body: cloudBody('mine@example.com'),
    });
    expect(
      (await t.call('GET', '/api/credentials/fetch', { token: member.token, query: ws.q })).body.payload
        .map((c: { _id: string }) => c._id)
        .sort(),
    ).toEqual([id, own.body.payload._id].sort());
    const other = await workspace(t);
    expect(
      (await t.call('GET', `/api/credentials/${id}/fetch`, { token: other.token, query: other.q })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/credentials/${id}/fetch`, { token: other.token, query: ws.q })).status,
    ).toBe(403);
    expect((await t.call('GET', '/api/credentials/fetch', { query: ws.q })).status).toBe(401);
    expect(
      (await t.call('GET', '/api/credentials/not-a-uuid/fetch', { token: ws.token, query: ws.q })).status,
    ).toBe(404);
  });

  it('update sends and applies only changed fields; a new password reconnects an invalid account', async () => {
    const ws = await workspace(t);
    const created = await t.call('POST', '/api/credentials/create', {
      token: ws.token,
      query: ws.q,
      body: cloudBody('fix@example.com', { password: 'wrong-password' }),
    });
    expect(created.body.payload).toMatchObject({ status: 'invalid', activity_dict: { status: 'invalid' } });
    expect(created.body.payload.activity_dict.links[0].action).toBe('update_password');
    const id = created.body.payload._id;
    const tz = await t.call('POST', `/api/credentials/${id}/update`, {
      token: ws.token,
      query: ws.q,
      body: { timezone: 'Europe/Berlin', work_hours_start: 8 },
    });
    expect(tz.body.payload).toMatchObject({
      timezone: 'Europe/Berlin',
      work_hours_start: 8,
      work_hours_end: 17,
      country_code: 'US',
      status: 'invalid',
    });
    expect(
      (
        await t.call('POST', `/api/credentials/${id}/update`, {
          token: ws.token,
          query: ws.q,
          body: { work_hours_start: 19 },
        })
      ).body.message,
    ).toBe(MESSAGES.workHoursOrder);
    expect(
      (
        await t.call('POST', `/api/credentials/${id}/update`, {
          token: ws.token,
          query: ws.q,
          body: { password: 'abc' },
        })
      ).body.message,
    ).toBe(MESSAGES.accountPasswordMin);
    const fixed = await t.call('POST', `/api/credentials/${id}/update`, {
      token: ws.token,
      query: ws.q,
      body: { password: ACCOUNT_PASSWORD },
    });
    expect(fixed.body.payload).toMatchObject({
      status: 'active',
      timezone: 'Europe/Berlin',
      activity_dict: { status: 'active' },
    });
  });

  it('pause and resume, verify_email, reset_connection_chars, update_withdraw, check_sales, sync_dialogs', async () => {
    const ws = await workspace(t);
    const id = (
      await t.call('POST', '/api/credentials/create', {
        token: ws.token,
        query: ws.q,
        body: cloudBody('ops+salesnav@example.com'),
      })
    ).body.payload._id;
    const url = (p: string) => `/api/credentials/${id}/${p}`;
    expect(
      (await t.call('POST', url('pause'), { token: ws.token, query: ws.q, body: { paused: true } })).body
        .payload,
    ).toMatchObject({ status: 'inactive', activity_dict: { status: 'inactive' } });
    expect(
      (await t.call('POST', url('pause'), { token: ws.token, query: ws.q, body: { paused: 'false' } })).body
        .payload.status,
    ).toBe('active');
    await t.ctx.db
      .update(credentials)
      .set({ requiredActions: { verify_email: true } })
      .where(eq(credentials.id, id));
    expect(
      (await t.call('POST', url('verify_email'), { token: ws.token, query: ws.q })).body.payload
        .required_actions,
    ).toEqual({});
    expect(
      (await t.call('POST', url('reset_connection_chars'), { token: ws.token, query: ws.q })).status,
    ).toBe(200);
    const [row] = await t.ctx.db.select().from(credentials).where(eq(credentials.id, id));
    expect(row!.settings.connection_chars).toBe(300);
    expect(
      (
        await t.call('POST', url('update_withdraw'), {
          token: ws.token,
          query: ws.q,
          body: { enabled: true, days: 30 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', url('update_withdraw'), {
          token: ws.token,
          query: ws.q,
          body: { enabled: true, days: 2 },
        })
      ).status,
    ).toBe(400);
    const sales = await t.call('POST', url('check_sales'), { token: ws.token, query: ws.q });
    expect(sales.body.payload).toMatchObject({ account_type: 'sales_navigator', sales_error: null });
    expect(sales.body.payload.required_subscriptions.sales_navigator_at).toBeTruthy();
    const sync = await t.call('POST', url('sync_dialogs'), { token: ws.token, query: ws.q });
    expect(sync.body.payload).toMatchObject({ new_messages: 0, credentials: { unread_count: 0 } });
  });

  it('an extension account is signed in with its session cookie, never echoed back', async () => {
    const ws = await workspace(t);
    const res = await t.call('POST', '/api/credentials/create', {
      token: ws.token,
      query: ws.q,
      body: extensionBody('ext@example.com'),
    });
    expect(res.body.payload).toMatchObject({ status: 'active', has_cookies: true });
    expect(JSON.stringify(res.body)).not.toContain(COOKIE_VALUE);
  });

  it('pushes update_credentials only to admins and members with access; records network limits', async () => {
    const ws = await workspace(t, { cloud: 3 });
    const outsider = await addMemberByCode(t.app, ws);
    const insider = await addMemberByCode(t.app, ws);
    const id = (
      await t.call('POST', '/api/credentials/create', {
        token: ws.token,
        query: ws.q,
        body: cloudBody('rt@example.com'),
      })
    ).body.payload._id;
    await t.call('POST', `/api/users/${insider.user._id}/set_credentials`, {
      token: ws.token,
      body: { space_id: ws.spaceId, credentials: [id] },
    });
    const sent: { user: string; event: string; data: any }[] = [];
    const original = t.ctx.realtime.emitToUser;
    t.ctx.realtime.emitToUser = (user, event, data) => void sent.push({ user, event, data });
    try {
      await t.call('POST', `/api/credentials/${id}/update`, {
        token: ws.token,
        query: ws.q,
        body: { timezone: 'Asia/Tokyo' },
      });
      await recordNetworkFailure(t.ctx, id, 'weekly_invitation_limit');
    } finally {
      t.ctx.realtime.emitToUser = original;
    }
    const updates = sent.filter((e) => e.event === 'update_credentials');
    expect(new Set(updates.map((e) => e.user))).toEqual(new Set([ws.user._id, insider.user._id]));
    expect(updates.some((e) => e.user === outsider.user._id)).toBe(false);
    expect(updates[0]!.data).toMatchObject({ _id: id, timezone: 'Asia/Tokyo' });
    const after = await t.call('GET', `/api/credentials/${id}/fetch`, { token: ws.token, query: ws.q });
    expect(after.body.payload.activity_dict.status).toBe('connect_limited');
    await recordNetworkFailure(t.ctx, id, 'account_restricted');
    expect(
      (await t.call('GET', `/api/credentials/${id}/fetch`, { token: ws.token, query: ws.q })).body.payload
        .status,
    ).toBe('blocked');
  });

  it('no response in this file contained a stored secret', () => {
    expect(t.responses.length).toBeGreaterThan(40);
    for (const body of t.responses) {
      expect(body).not.toContain(ACCOUNT_PASSWORD);
      expect(body).not.toContain(COOKIE_VALUE);
      expect(body).not.toContain('wrong-password');
      expect(body).not.toMatch(/"(password|cookies|password_enc|cookies_enc)":/);
    }
  });
});
