import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { users } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { lastMailLink, queryParam, signUpUser, uniqueEmail } from '../../test/fixtures.js';
import { clock } from '../../lib/clock.js';

const ACME = 'acme.sso.test';
/** Platform admins by ADMIN_EMAILS: one signs up with a password, the other has no account yet. */
const LISTED_ADMIN = 'boss@admin.sso.test';
const NEXT_ADMIN = 'next-boss@admin.sso.test';
const ALL_ON = {
  is_password_auth_enabled: true,
  is_google_auth_enabled: true,
  is_microsoft_auth_enabled: true,
  is_ui_registration_enabled: true,
  is_ghl_only_registration: false,
};

describe('sign in with Google / Microsoft (sandbox provider, SANDBOX_GRANTS=1)', { timeout: 60_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof signUpUser>>;

  async function setAuth(auth: Partial<typeof ALL_ON>) {
    const res = await call('PUT', '/api/admin/whitelabels/acme', {
      token: admin.token,
      body: { auth: { ...ALL_ON, ...auth } },
    });
    expect(res.status).toBe(200);
  }

  /** Like the web app: an anonymous token, then the start call on the brand's address. */
  async function start(provider: 'google' | 'microsoft', host = ACME, token?: string) {
    const session =
      token ??
      (await call('POST', '/api/auth/create_token', { body: {}, headers: { host } })).body.payload.token;
    const res = await call<{ url: string }>('POST', `/api/auth/sso/${provider}/start`, {
      token: session,
      headers: { host },
    });
    return { res, session, url: res.body.payload?.url ? new URL(res.body.payload.url) : undefined };
  }

  /** The person on the sandbox's consent page: continues as `identity` (or cancels). */
  async function consent(url: URL, identity: Record<string, unknown>, host = ACME) {
    const p = url.searchParams;
    const res = await call<{ redirect_url: string }>('POST', '/api/auth/sso/sandbox/consent', {
      headers: { host },
      body: {
        redirect_uri: p.get('redirect_uri'),
        state: p.get('state'),
        nonce: p.get('nonce'),
        code_challenge: p.get('code_challenge'),
        ...identity,
      },
    });
    return new URL(res.body.payload.redirect_url);
  }

  /** The provider sends the browser back; our callback redirects to the web app. */
  async function callback(back: URL, host = ACME) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { host },
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string, 'http://web');
    expect(location.pathname).toBe('/auth/sso/done');
    return { code: location.searchParams.get('code'), error: location.searchParams.get('error'), location };
  }

  const exchange = (session: string, loginCode: string, host = ACME) =>
    call('POST', '/api/auth/sso/exchange', {
      token: session,
      headers: { host },
      body: { login_code: loginCode },
    });

  /** The whole way through, as a person who continues as `email`. */
  async function signInAs(provider: 'google' | 'microsoft', email: string, host = ACME) {
    const { session, url } = await start(provider, host);
    const back = await consent(url!, { email, first_name: 'Gia', last_name: 'Google' }, host);
    const done = await callback(back, host);
    return { session, ...done };
  }

  beforeAll(async () => {
    t = await createTestApp({ sandboxGrants: true, adminEmails: [LISTED_ADMIN, NEXT_ADMIN] });
    call = apiClient(t.app);
    admin = await signUpUser(t.app);
    await t.ctx.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.email, admin.email));
    const created = await call('POST', '/api/admin/whitelabels/create', {
      token: admin.token,
      body: { brand: 'acme', name: 'Acme Reach', primary_color: '#12b886', hosts: [ACME] },
    });
    expect(created.status).toBe(200);
  });
  afterAll(() => t.close());

  it('a new person signs up with Google: confirmed email, the site’s brand, no activation email', async () => {
    const email = uniqueEmail('gia');
    const { url } = await start('google');
    // The sandbox's consent page, on our own address, with what a real provider gets.
    expect(url!.pathname).toBe('/auth/sso/sandbox');
    expect(Object.fromEntries(url!.searchParams)).toMatchObject({
      provider: 'google',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: `http://${ACME}:3000/api/auth/sso/google/callback`,
    });
    expect(url!.searchParams.get('state')).toHaveLength(43);

    const { session, code, location } = await signInAs('google', email);
    expect(code).toBeTruthy();
    expect(location.href).not.toContain(session);
    const res = await exchange(session, code!);
    expect(res.status).toBe(200);
    const { token, user } = res.body.payload as { token: string; user: Record<string, unknown> };
    expect(user).toMatchObject({ email, brand: 'acme', email_confirmed: true, first_name: 'Gia' });
    expect(token).not.toBe(session);
    const me = await call('GET', '/api/auth/validate_token', { token });
    expect(me.body.payload.user.email).toBe(email);
    const outbox = await call('GET', '/api/test/outbox', { query: { to: email } });
    expect(outbox.body.payload).toEqual([]);
  });

  it('an existing user of the brand signs in with Microsoft (no second account)', async () => {
    const email = uniqueEmail('mia');
    const first = await signInAs('google', email);
    const firstUser = (await exchange(first.session, first.code!)).body.payload.user;
    const again = await signInAs('microsoft', email.toUpperCase());
    const res = await exchange(again.session, again.code!);
    expect(res.status).toBe(200);
    expect(res.body.payload.user._id).toBe(firstUser._id);
  });

  it('a login code works once, for the browser that started, and for one minute', async () => {
    const email = uniqueEmail('once');
    const { session, code } = await signInAs('google', email);
    const stranger = (await call('POST', '/api/auth/create_token', { body: {} })).body.payload.token;
    const stolen = await exchange(stranger, code!);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(MESSAGES.ssoLinkExpired);
    expect((await exchange(session, code!)).status).toBe(200);
    const replayed = await exchange(session, code!);
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe(MESSAGES.ssoLinkExpired);

    const late = await signInAs('google', email);
    clock.advance(61_000);
    try {
      expect((await exchange(late.session, late.code!)).body.message).toBe(MESSAGES.ssoLinkExpired);
    } finally {
      clock.reset();
    }
  });

  it('a state is single use and expires after 10 minutes', async () => {
    const { url } = await start('google');
    const back = await consent(url!, { email: uniqueEmail('state') });
    expect((await callback(back)).code).toBeTruthy();
    expect(await callback(back)).toMatchObject({ code: null, error: 'ssoLinkExpired' });

    const slow = await start('google');
    const slowBack = await consent(slow.url!, { email: uniqueEmail('slow') });
    clock.advance(11 * 60_000);
    try {
      expect(await callback(slowBack)).toMatchObject({ code: null, error: 'ssoLinkExpired' });
    } finally {
      clock.reset();
    }
    // A state made for Google does not finish a Microsoft sign-in.
    const mixed = await start('google');
    const mixedBack = await consent(mixed.url!, { email: uniqueEmail('mix') });
    mixedBack.pathname = '/api/auth/sso/microsoft/callback';
    expect(await callback(mixedBack)).toMatchObject({ error: 'ssoLinkExpired' });
  });

  it('cancelling, an unverified address and a forged code sign nobody in', async () => {
    const { url } = await start('google');
    expect(await callback(await consent(url!, { cancelled: true }))).toMatchObject({
      error: 'ssoNotGranted',
    });

    const unverified = await start('google');
    const back = await consent(unverified.url!, { email: uniqueEmail('unv'), email_verified: false });
    expect(await callback(back)).toMatchObject({ error: 'ssoEmailNotVerified' });

    const forged = await start('google');
    const forgedBack = await consent(forged.url!, { email: uniqueEmail('forged') });
    forgedBack.searchParams.set('code', 'v1:made:up:code');
    expect(await callback(forgedBack)).toMatchObject({ error: 'ssoNotGranted' });
  });

  it('a user of another brand is never signed in on this brand’s address', async () => {
    const other = await signUpUser(t.app); // the default brand
    expect(await signInAs('google', other.email)).toMatchObject({ code: null, error: 'wrongBrandAccount' });
    // …nor the brand's user on the main address
    const acmeUser = uniqueEmail('acme');
    const made = await signInAs('google', acmeUser);
    await exchange(made.session, made.code!);
    expect(await signInAs('google', acmeUser, 'localhost')).toMatchObject({ error: 'wrongBrandAccount' });
  });

  it('follows the brand’s authorization methods and registration rules (001 §5)', async () => {
    await setAuth({ is_google_auth_enabled: false });
    const off = await start('google');
    expect(off.res.status).toBe(403);
    expect(off.res.body.message).toBe(MESSAGES.signInMethodDisabled);
    expect((await start('microsoft')).res.status).toBe(200);

    // Turned off while the person was at the provider: refused at the callback too.
    await setAuth({});
    const { url } = await start('google');
    const back = await consent(url!, { email: uniqueEmail('mid') });
    await setAuth({ is_google_auth_enabled: false });
    expect(await callback(back)).toMatchObject({ error: 'signInMethodDisabled' });

    // Registration closed: a known user signs in, a new address is refused.
    await setAuth({});
    const known = uniqueEmail('known');
    const made = await signInAs('google', known);
    expect((await exchange(made.session, made.code!)).status).toBe(200);
    await setAuth({ is_ui_registration_enabled: false });
    expect(await signInAs('google', uniqueEmail('new'))).toMatchObject({ error: 'registrationClosed' });
    const back2 = await signInAs('google', known);
    expect((await exchange(back2.session, back2.code!)).status).toBe(200);
    // GHL-only registration (password sign-in off, as 001 §5 requires with it)
    await setAuth({
      is_password_auth_enabled: false,
      is_ui_registration_enabled: false,
      is_ghl_only_registration: true,
    });
    expect(await signInAs('microsoft', uniqueEmail('ghl'))).toMatchObject({ error: 'registrationClosed' });
    const ghlKnown = await signInAs('microsoft', known);
    expect((await exchange(ghlKnown.session, ghlKnown.code!)).status).toBe(200);
    await setAuth({});
  });

  it('the sandbox sends the browser back to our own callback only', async () => {
    const { url } = await start('google');
    const res = await call('POST', '/api/auth/sso/sandbox/consent', {
      headers: { host: ACME },
      body: {
        redirect_uri: 'https://evil.example.com/api/auth/sso/google/callback',
        state: url!.searchParams.get('state'),
        nonce: 'n',
        code_challenge: 'c',
        email: uniqueEmail('evil'),
      },
    });
    expect(res.status).toBe(400);
  });

  it('a default start (no SANDBOX_GRANTS): the five-request takeover gets no session, no button shows', async () => {
    const plain = await createTestApp();
    try {
      const r = apiClient(plain.app);
      const victim = await signUpUser(plain.app);
      const brand = await r('GET', '/api/brand');
      expect(brand.body.payload.auth).toMatchObject({ google: false, microsoft: false, sso_sandbox: false });
      // 1–2: an anonymous token, then the start: refused, no state is made.
      const anon = (await r('POST', '/api/auth/create_token', { body: {} })).body.payload.token;
      const started = await r('POST', '/api/auth/sso/google/start', { token: anon });
      expect(started.status).toBe(400);
      expect(started.body.message).toBe(MESSAGES.cannotGetOauthUrl);
      // 3: the consent page's answer with the victim's address, made by hand: refused.
      const consented = await r('POST', '/api/auth/sso/sandbox/consent', {
        headers: { host: 'localhost:3000' },
        body: {
          redirect_uri: 'http://localhost:3000/api/auth/sso/google/callback',
          state: 's'.repeat(43),
          nonce: 'n',
          code_challenge: 'c',
          email: victim.email,
        },
      });
      expect(consented.status).toBe(400);
      expect(consented.body.message).toBe(MESSAGES.cannotGetOauthUrl);
      // 4–5: the callback gives no login code, so the exchange has no session to give.
      const back = await plain.app.inject({
        method: 'GET',
        url: `/api/auth/sso/google/callback?code=forged&state=${'s'.repeat(43)}`,
      });
      expect(new URL(back.headers.location as string, 'http://web').searchParams.get('code')).toBeNull();
      const exchanged = await r('POST', '/api/auth/sso/exchange', {
        token: anon,
        body: { login_code: 'forged' },
      });
      expect(exchanged.status).toBe(400);
      expect(exchanged.body.payload).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('with SANDBOX_GRANTS=1 the sandbox never signs in a password user nor an admin: it makes new accounts only', async () => {
    const refused = { code: null, error: 'ssoSandboxNewAccountsOnly' };
    expect((await call('GET', '/api/brand', { headers: { host: ACME } })).body.payload.auth).toMatchObject({
      google: true,
      sso_sandbox: true,
    });
    const victim = await signUpUser(t.app); // a password user of the default brand
    expect(await signInAs('google', victim.email, 'localhost')).toMatchObject(refused);
    expect(await signInAs('microsoft', victim.email.toUpperCase(), 'localhost')).toMatchObject(refused);
    // Platform admins: by ADMIN_EMAILS (signed up with a password, or not signed up yet), and by the console.
    await signUpUser(t.app, { email: LISTED_ADMIN });
    expect(await signInAs('google', LISTED_ADMIN, 'localhost')).toMatchObject(refused);
    expect(await signInAs('google', NEXT_ADMIN, 'localhost')).toMatchObject(refused);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, NEXT_ADMIN))).toEqual([]);
    expect(await signInAs('google', admin.email, 'localhost')).toMatchObject(refused);

    // An account the sandbox made signs in again until it has a password of its own, or admin rights.
    const made = uniqueEmail('made');
    const first = await signInAs('google', made, 'localhost');
    expect((await exchange(first.session, first.code!, 'localhost')).status).toBe(200);
    const again = await signInAs('google', made, 'localhost');
    expect((await exchange(again.session, again.code!, 'localhost')).status).toBe(200);
    await call('POST', '/api/auth/restore', { body: { email: made } });
    const restoreCode = queryParam(await lastMailLink(t.app, made, 'restore'), 'restore_code');
    const set = await call('POST', '/api/auth/set_password_with_restore_code', {
      body: { restore_code: restoreCode, password: 'my own password 1' },
    });
    expect(set.status).toBe(200);
    expect(await signInAs('google', made, 'localhost')).toMatchObject(refused);

    const promoted = uniqueEmail('promoted');
    const p = await signInAs('microsoft', promoted, 'localhost');
    expect((await exchange(p.session, p.code!, 'localhost')).status).toBe(200);
    await t.ctx.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.email, promoted));
    expect(await signInAs('microsoft', promoted, 'localhost')).toMatchObject(refused);
  });

  it('in real mode without a client id, the start call answers Can not get OAuth url', async () => {
    const real = await createTestApp({ sso: { mode: 'real' } });
    try {
      const r = apiClient(real.app);
      const anon = (await r('POST', '/api/auth/create_token', { body: {} })).body.payload.token;
      const res = await r('POST', '/api/auth/sso/google/start', { token: anon });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.cannotGetOauthUrl);
    } finally {
      await real.close();
    }
  });
});
