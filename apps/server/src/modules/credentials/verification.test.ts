import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CREDENTIAL_ACTIVITY_TEXTS, CREDENTIAL_MESSAGES, MESSAGES } from '@leadloop/domain';
import { credentials } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import {
  ACCOUNT_PASSWORD,
  cloudBody,
  credentialsTestApp,
  extensionBody,
  workspace,
} from '../../test/credentials-helpers.js';
import { hibernateInactiveCredentials } from './maintenance.js';

const MIN = 60_000;

describe('account statuses and verification', () => {
  let t: Awaited<ReturnType<typeof credentialsTestApp>>;
  let ws: Awaited<ReturnType<typeof workspace>>;
  beforeAll(async () => {
    t = await credentialsTestApp();
    ws = await workspace(t, { cloud: 50, extension: 5 });
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const create = async (email: string, extra: Record<string, unknown> = {}) => {
    const res = await t.call('POST', '/api/credentials/create', {
      token: ws.token,
      query: ws.q,
      body: cloudBody(email, extra),
    });
    expect(res.status).toBe(200);
    return res.body.payload;
  };
  const post = (id: string, action: string, body?: unknown) =>
    t.call('POST', `/api/credentials/${id}/${action}`, { token: ws.token, query: ws.q, body });
  const fetchOne = async (id: string) =>
    (await t.call('GET', `/api/credentials/${id}/fetch`, { token: ws.token, query: ws.q })).body.payload;
  const mailedCode = async (to: string) => {
    const [mail] = await t.ctx.mailer.outbox(to, 1);
    return /(\d{6})/.exec(mail!.text)![1]!;
  };

  it('security code by email: waiting for PIN, wrong code, expiry after 60 minutes, resend, then active', async () => {
    const cred = await create('pin+pin@example.com');
    expect(cred.activity_dict.status).toBe('waiting_for_pin');
    expect(cred.activity_dict.text).toContain('your email');
    expect(cred.auth_status.security_code).toMatchObject({ pin_type: 'email', is_wrong: false });
    const code = await mailedCode('pin+pin@example.com');
    const wrong = await post(cred._id, 'send', { code: code === '000001' ? '000002' : '000001' });
    expect(wrong.body).toMatchObject({ code: 400, message: CREDENTIAL_MESSAGES.securityCodeWrong });
    expect((await fetchOne(cred._id)).activity_dict.status).toBe('security_code_wrong');
    expect((await post(cred._id, 'send', { code: '12ab56' })).body.message).toBe(MESSAGES.securityCodeFormat);
    clock.advance(59 * MIN);
    expect((await fetchOne(cred._id)).is_code_expired).toBe(false);
    clock.advance(2 * MIN);
    const expired = await fetchOne(cred._id);
    expect(expired).toMatchObject({
      is_code_expired: true,
      activity_dict: { status: 'security_code_expired' },
    });
    expect((await post(cred._id, 'send', { code })).body.message).toBe(
      CREDENTIAL_MESSAGES.securityCodeExpired,
    );
    const resent = await post(cred._id, 'send', { resend: true });
    expect(resent.body.payload).toMatchObject({
      is_code_expired: false,
      activity_dict: { status: 'waiting_for_pin' },
    });
    const fresh = await mailedCode('pin+pin@example.com');
    const done = await post(cred._id, 'send', { code: fresh });
    expect(done.body.payload).toMatchObject({
      status: 'active',
      activity_dict: { status: 'active' },
      auth_status: { security_code: null },
    });
  });

  it('app-type code expires after 10 minutes and is confirmed with 000000', async () => {
    const cred = await create('app+app@example.com');
    expect(cred.activity_dict).toMatchObject({ status: 'waiting_for_pin' });
    expect(cred.activity_dict.text).toContain('network app');
    clock.advance(11 * MIN);
    expect((await fetchOne(cred._id)).activity_dict.status).toBe('security_code_expired');
    await post(cred._id, 'send', { resend: true });
    expect((await post(cred._id, 'send', { code: '000000' })).body.payload.status).toBe('active');
  });

  it('phone request: 15 minutes to add a number, then resend, then an SMS code', async () => {
    const cred = await create('ph+phone@example.com');
    expect(cred.activity_dict.status).toBe('phone_requested');
    const phone = { number: '2025550100', country_code: 'US', phone_code: '+1' };
    expect((await post(cred._id, 'send_phone', { ...phone, number: '55' })).body.message).toBe(
      MESSAGES.addCorrectPhone,
    );
    clock.advance(16 * MIN);
    expect((await fetchOne(cred._id)).activity_dict).toMatchObject({
      status: 'phone_request_expired',
      text: MESSAGES.phoneRequestExpired,
    });
    expect((await post(cred._id, 'send_phone', phone)).body).toMatchObject({
      code: 400,
      message: MESSAGES.phoneRequestExpired,
    });
    expect((await post(cred._id, 'resend_phone')).body.payload.activity_dict.status).toBe('phone_requested');
    const sent = await post(cred._id, 'send_phone', phone);
    expect(sent.body.payload.auth_status.security_code.pin_type).toBe('sms');
    expect(sent.body.payload.activity_dict.status).toBe('waiting_for_pin');
  });

  it('two-factor: required, wrong data shows the problem, update_password needs confirmation first', async () => {
    const cred = await create('tf+2fa@example.com');
    expect(cred).toMatchObject({
      required_2fa: 'microsoft',
      activity_dict: { status: 'two_factor_required' },
    });
    const put = (body: Record<string, unknown>) =>
      t.call('PUT', `/api/credentials/${cred._id}/two_factor`, { token: ws.token, query: ws.q, body });
    expect((await put({ username: 'not-an-email', password: 'x' })).status).toBe(400);
    const wrong = await put({ username: ' TF@Outlook.com ', password: 'wrong-2fa' });
    expect(wrong.body.payload).toMatchObject({
      two_factor: {
        username: 'tf@outlook.com',
        status: 'invalid',
        update_password: true,
        has_password: true,
      },
      activity_dict: { status: 'two_factor_problem', text: MESSAGES.twoFactorWrong },
    });
    expect((await put({ username: 'tf@outlook.com', password: 'right-2fa' })).body.message).toBe(
      CREDENTIAL_MESSAGES.confirmTwoFactorPasswordUpdate,
    );
    const ok = await put({ username: 'tf@outlook.com', password: 'right-2fa', confirmed: true });
    expect(ok.body.payload).toMatchObject({
      status: 'active',
      two_factor: { status: 'active', update_password: false },
      activity_dict: { status: 'active' },
    });
    expect(JSON.stringify(ok.body)).not.toContain('right-2fa');
    const other = await create('tf2+2fa-other@example.com');
    expect(other).toMatchObject({
      required_2fa: 'other',
      activity_dict: { status: 'two_factor_unsupported', text: MESSAGES.twoFactorOnlyMicrosoft },
    });
  });

  it('captcha, app authorization and social challenge are cleared by reconnecting (do_auth)', async () => {
    const captcha = await create('c+captcha@example.com');
    expect(captcha.activity_dict).toMatchObject({
      status: 'captcha_needed',
      text: CREDENTIAL_ACTIVITY_TEXTS.captcha_needed.text,
    });
    expect((await post(captcha._id, 'do_auth')).body.payload.activity_dict.status).toBe('active');
    const auth = await create('a+authorize@example.com');
    expect(auth).toMatchObject({
      wait_for_authorization: true,
      activity_dict: { status: 'waiting_for_authorization' },
    });
    expect((await post(auth._id, 'do_auth')).body.payload).toMatchObject({
      wait_for_authorization: false,
      status: 'active',
    });
    const blocked = await create('b+blocked@example.com');
    expect(blocked).toMatchObject({ status: 'blocked', activity_dict: { status: 'blocked' } });
    expect(blocked.auth_status.challenged_at).toBeTruthy();
  });

  it('wrong password makes the account invalid; the wizard resumes at the credentials step', async () => {
    const cred = await create('wp@example.com', { password: 'wrong-password' });
    expect(cred).toMatchObject({ status: 'invalid', auth_status: { wrong_password: true } });
    const info = await t.call('GET', `/api/credentials/${cred._id}/onboarding_info`, {
      token: ws.token,
      query: ws.q,
    });
    expect(info.body.payload).toMatchObject({ step: 'credentials', done: false });
    const fixed = await post(cred._id, 'update', { password: ACCOUNT_PASSWORD });
    expect(fixed.body.payload.status).toBe('active');
    expect(
      (await t.call('GET', `/api/credentials/${cred._id}/onboarding_info`, { token: ws.token, query: ws.q }))
        .body.payload,
    ).toMatchObject({ step: null, done: true });
  });

  it('proxy failure pauses with a countdown; refresh_proxy at most twice a day', async () => {
    const cred = await create('px+proxyfail@example.com');
    expect(cred.setting_proxy).toMatchObject({ stage: 'fail', attempt_count: 1, country_code: 'US' });
    expect(cred.setting_proxy.proxy_failed_until).toBeGreaterThan(Date.now() / 1000);
    expect(cred.activity_dict.status).toBe('proxy_failed');
    expect(cred.activity_dict.text).toMatch(/retry in 15 min/);
    expect(JSON.stringify(cred.setting_proxy)).not.toContain('refreshes');
    const ok = await create('px2@example.com');
    expect((await post(ok._id, 'refresh_proxy')).status).toBe(200);
    expect((await post(ok._id, 'refresh_proxy')).status).toBe(200);
    expect((await post(ok._id, 'refresh_proxy')).body.message).toBe(CREDENTIAL_MESSAGES.proxyRefreshLimit);
    clock.advance(24 * 60 * MIN + MIN);
    expect((await post(ok._id, 'refresh_proxy')).status).toBe(200);
  });

  it('custom proxy: validated by the proxy form rules, password never returned', async () => {
    const cred = await create('cp@example.com');
    const bad = await post(cred._id, 'proxy', {
      custom_proxy: {
        proxy_address: '300.1.1.1',
        domain: null,
        ports: { http: '8080' },
        username: 'u',
        password: 'proxy-pass-77',
      },
    });
    expect(bad.body.message).toBe(MESSAGES.invalidIp);
    const good = await post(cred._id, 'proxy', {
      custom_proxy: {
        proxy_address: '10.1.2.3',
        domain: null,
        ports: { http: '8080' },
        username: 'u',
        password: 'proxy-pass-77',
      },
    });
    expect(good.body.payload.custom_proxy).toEqual({
      proxy_address: '10.1.2.3',
      domain: null,
      ports: { http: 8080 },
      username: 'u',
      has_password: true,
    });
    const shown = await t.call('GET', `/api/credentials/${cred._id}/proxy`, { token: ws.token, query: ws.q });
    expect(JSON.stringify(shown.body)).not.toContain('proxy-pass-77');
    expect(shown.body.payload.setting_proxy).toMatchObject({ proxy_address: '10.1.2.3', username: 'u' });
  });

  it('hibernated after 30 days without activity; reconnecting wakes it', async () => {
    const cred = await create('sleepy@example.com');
    clock.advance(31 * 24 * 60 * MIN);
    expect((await fetchOne(cred._id)).activity_dict.status).toBe('hibernated');
    expect(await hibernateInactiveCredentials(t.ctx.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.ctx.db.select().from(credentials).where(eq(credentials.id, cred._id));
    expect(row!.hibernatedAt).toBeTruthy();
    expect((await post(cred._id, 'do_auth')).body.payload).toMatchObject({
      hibernated_at: null,
      activity_dict: { status: 'active' },
    });
  });

  it('subscription expired and weekly connection limit explain themselves', async () => {
    const cred = await create('subs@example.com');
    await t.ctx.db
      .update(credentials)
      .set({ subscriptionExpiredAt: clock.now() })
      .where(eq(credentials.id, cred._id));
    expect((await fetchOne(cred._id)).activity_dict.status).toBe('subscription_expired');
    await post(cred._id, 'check_sales');
    await t.ctx.db
      .update(credentials)
      .set({ connectLimitedAt: clock.now() })
      .where(eq(credentials.id, cred._id));
    expect((await fetchOne(cred._id)).activity_dict.status).toBe('connect_limited');
    clock.advance(8 * 24 * 60 * MIN);
    await post(cred._id, 'do_auth');
    expect((await fetchOne(cred._id)).activity_dict.status).toBe('active');
  });

  it('automation type change: NEEDS_PASSWORD, NEEDS_LOCATION, seat check, SUCCESS', async () => {
    const small = await workspace(t, { cloud: 1, extension: 1 });
    const call = (method: 'POST', url: string, body?: unknown) =>
      t.call(method, url, { token: small.token, query: small.q, body });
    const ext = (await call('POST', '/api/credentials/create', extensionBody('switch@example.com'))).body
      .payload;
    const cloud = (await call('POST', '/api/credentials/create', cloudBody('taken@example.com'))).body
      .payload;
    const change = (target: string) =>
      call('POST', `/api/credentials/${ext._id}/automation_type`, { automation_type: target });
    expect((await change('cloud')).body.payload.result).toBe('NEEDS_PASSWORD');
    await call('POST', `/api/credentials/${ext._id}/update`, { password: ACCOUNT_PASSWORD });
    expect((await change('cloud')).body.payload.result).toBe('NEEDS_LOCATION');
    await call('POST', `/api/credentials/${ext._id}/update`, { country_code: 'DE' });
    expect((await change('cloud')).body).toMatchObject({ code: 400, message: MESSAGES.needSeat });
    await call('POST', `/api/credentials/${cloud._id}/delete`);
    const done = await change('cloud');
    expect(done.body.payload).toMatchObject({
      result: 'SUCCESS',
      credentials: { automation_type: 'cloud', status: 'active' },
    });
    expect((await change('cloud')).body.payload.result).toBe('SUCCESS');
    expect((await change('bogus')).status).toBe(400);
  });

  it('no response contained a stored secret', () => {
    for (const body of t.responses) {
      for (const secret of [ACCOUNT_PASSWORD, 'wrong-2fa', 'right-2fa', 'proxy-pass-77', 'AQEDATsecret'])
        expect(body).not.toContain(secret);
    }
  });
});
