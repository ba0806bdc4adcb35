import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { PASSWORD, lastMailLink, queryParam, signUpUser, uniqueEmail } from '../../test/fixtures.js';
import { clock } from '../../lib/clock.js';

describe('auth', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let anon: string;
  beforeAll(async () => {
    // The rate-limit test speaks from two client IPs via X-Forwarded-For.
    t = await createTestApp({ trustProxy: true });
    call = apiClient(t.app);
    anon = (await call('POST', '/api/auth/create_token', { body: { ref: 'partner-7', i: 'x1' } })).body
      .payload.token;
  });
  afterAll(() => t.close());

  describe('tokens', () => {
    it('create_token gives an anonymous token that validates to no user', async () => {
      const res = await call('GET', '/api/auth/validate_token', { token: anon });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true, payload: { user: null } });
    });

    it('an unknown token is 401 Token is not valid', async () => {
      const res = await call('GET', '/api/auth/validate_token', { token: 'nope' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        ok: false,
        message: MESSAGES.tokenNotValid,
        code: 401,
        key: 'tokenNotValid',
      });
    });

    it('no token at all is 401', async () => {
      expect((await call('GET', '/api/auth/validate_token')).status).toBe(401);
    });

    it('logout revokes the token', async () => {
      const { token } = await signUpUser(t.app);
      expect((await call('GET', '/api/auth/logout', { token })).status).toBe(200);
      const res = await call('GET', '/api/auth/validate_token', { token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(MESSAGES.tokenNotValid);
    });
  });

  describe('sign up', () => {
    it('creates the user, returns a new bound token and keeps referral data', async () => {
      const email = uniqueEmail('signup');
      const res = await call('POST', '/api/auth/sign_up', {
        token: anon,
        body: {
          email: `  ${email.toUpperCase()} `,
          password: PASSWORD,
          first_name: 'Grace',
          last_name: 'Hopper',
          irclickid: 'clk1',
        },
      });
      expect(res.status).toBe(200);
      const { token, user } = res.body.payload;
      expect(token).not.toBe(anon);
      expect(user).toMatchObject({
        email,
        first_name: 'Grace',
        full_name: 'Grace Hopper',
        email_confirmed: false,
        status: 'active',
        current_space_id: null,
      });
      expect(user.track_info).toEqual({ ref: 'partner-7', i: 'x1', irclickid: 'clk1' });
      expect(user).not.toHaveProperty('passwordHash');
      expect(JSON.stringify(res.body)).not.toContain('argon2');
      const validated = await call('GET', '/api/auth/validate_token', { token });
      expect(validated.body.payload.user._id).toBe(user._id);
    });

    it('refuses a taken email whatever its case and spacing', async () => {
      const { email } = await signUpUser(t.app);
      const res = await call('POST', '/api/auth/sign_up', {
        token: anon,
        body: { email: ` ${email.toUpperCase()}`, password: PASSWORD, first_name: 'A', last_name: 'B' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.emailAlreadyExists);
    });

    it.each([
      [{ email: 'not-an-email' }, MESSAGES.notValidEmail],
      [{ email: '' }, MESSAGES.pleaseEnterEmail],
      [{ password: 'short' }, 'Password must be at least 8 characters'],
      [{ password: 'x'.repeat(41) }, 'Password must be at most 40 characters'],
      [{ first_name: '  ' }, MESSAGES.firstNameRequired],
      [{ last_name: undefined }, MESSAGES.lastNameRequired],
      [{ invite_code: 'ABC' }, 'Invite code must be 12 characters long'],
      [{ phone: 'call me' }, MESSAGES.wrongPhone],
    ])('validates %o', async (override, message) => {
      const body = { email: uniqueEmail(), password: PASSWORD, first_name: 'A', last_name: 'B', ...override };
      const res = await call('POST', '/api/auth/sign_up', { token: anon, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message, code: 400 });
    });

    it('two simultaneous sign-ups with one address create one account', async () => {
      const email = uniqueEmail('race');
      const body = { email, password: PASSWORD, first_name: 'R', last_name: 'C' };
      const results = await Promise.all([
        call('POST', '/api/auth/sign_up', { token: anon, body }),
        call('POST', '/api/auth/sign_up', { token: anon, body: { ...body, email: email.toUpperCase() } }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.status === 400)!.body.message).toBe(MESSAGES.emailAlreadyExists);
    });

    it('accepts a form-encoded body', async () => {
      const email = uniqueEmail('form');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign_up',
        headers: { authorization: `Bearer ${anon}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          email,
          password: PASSWORD,
          first_name: 'F',
          last_name: 'G',
          phone: '',
        }).toString(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().payload.user.email).toBe(email);
    });

    it('sends the activation email with a link to the web app', async () => {
      const { email } = await signUpUser(t.app);
      const link = await lastMailLink(t.app, email, 'activation');
      expect(link).toMatch(/\/auth\/activate-email\?activation_code=/);
    });
  });

  describe('sign in', () => {
    it('returns a new token for the right password, case-insensitive email', async () => {
      const { email, user } = await signUpUser(t.app);
      const res = await call('POST', '/api/auth/sign_in', {
        token: anon,
        body: { email: email.toUpperCase(), password: PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(res.body.payload.user._id).toBe(user._id);
      expect((await call('GET', '/api/users/fetch_user', { token: res.body.payload.token })).status).toBe(
        200,
      );
    });

    it('wrong password and unknown email get the same 400', async () => {
      const { email } = await signUpUser(t.app);
      const wrong = await call('POST', '/api/auth/sign_in', {
        token: anon,
        body: { email, password: 'wrong-password' },
      });
      const unknown = await call('POST', '/api/auth/sign_in', {
        token: anon,
        body: { email: uniqueEmail('ghost'), password: PASSWORD },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(MESSAGES.wrongPassword);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('needs at least an anonymous token', async () => {
      expect(
        (await call('POST', '/api/auth/sign_in', { body: { email: 'a@b.co', password: 'x' } })).status,
      ).toBe(401);
    });

    it('answers 429 after 10 failures per email and IP in 15 minutes, and lets in again later', async () => {
      const { email } = await signUpUser(t.app);
      for (let i = 0; i < 10; i++) {
        const res = await call('POST', '/api/auth/sign_in', {
          token: anon,
          body: { email, password: `wrong-${i}-pass` },
        });
        expect(res.status).toBe(400);
      }
      const blocked = await call('POST', '/api/auth/sign_in', {
        token: anon,
        body: { email, password: PASSWORD },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        ok: false,
        message: MESSAGES.signInLimit,
        code: 429,
        key: 'signInLimit',
      });
      // Another IP is counted separately.
      const otherIp = await call('POST', '/api/auth/sign_in', {
        token: anon,
        body: { email, password: PASSWORD },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(otherIp.status).toBe(200);
      clock.advance(15 * 60 * 1000 + 1000);
      try {
        expect(
          (await call('POST', '/api/auth/sign_in', { token: anon, body: { email, password: PASSWORD } }))
            .status,
        ).toBe(200);
      } finally {
        clock.reset();
      }
    });
  });

  describe('restore password', () => {
    it('mails a one-hour single-use link; setting the password signs out every session', async () => {
      const { email, token: oldToken } = await signUpUser(t.app);
      expect((await call('POST', '/api/auth/restore', { body: { email } })).body).toEqual({
        ok: true,
        payload: { sent: true },
      });
      const link = await lastMailLink(t.app, email, 'restore');
      expect(link).toContain('/auth/restore-password?restore_code=');
      const code = queryParam(link, 'restore_code');

      expect(
        (await call('GET', '/api/auth/check_restore_code', { query: { restore_code: code } })).body.payload,
      ).toEqual({ valid: true });
      const short = await call('POST', '/api/auth/set_password_with_restore_code', {
        body: { restore_code: code, password: 'short' },
      });
      expect(short.body.message).toBe('Password must be at least 8 characters');

      const set = await call('POST', '/api/auth/set_password_with_restore_code', {
        body: { restore_code: code, password: 'brand new pass' },
      });
      expect(set.status).toBe(200);
      expect(set.body.payload.user.email_confirmed).toBe(true);
      expect((await call('GET', '/api/auth/validate_token', { token: oldToken })).status).toBe(401);

      const again = await call('POST', '/api/auth/set_password_with_restore_code', {
        body: { restore_code: code, password: 'another pass 2' },
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(MESSAGES.restoreCodeInvalid);
      expect(
        (
          await call('POST', '/api/auth/sign_in', {
            token: anon,
            body: { email, password: 'brand new pass' },
          })
        ).status,
      ).toBe(200);
    });

    it('a code works once even when used twice at the same moment', async () => {
      const { email } = await signUpUser(t.app);
      await call('POST', '/api/auth/restore', { body: { email } });
      const code = queryParam(await lastMailLink(t.app, email, 'restore'), 'restore_code');
      const results = await Promise.all(
        ['first password 1', 'second password 2'].map((password) =>
          call('POST', '/api/auth/set_password_with_restore_code', {
            body: { restore_code: code, password },
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    });

    it('a code expires after one hour', async () => {
      const { email } = await signUpUser(t.app);
      await call('POST', '/api/auth/restore', { body: { email } });
      const code = queryParam(await lastMailLink(t.app, email, 'restore'), 'restore_code');
      clock.advance(60 * 60 * 1000 + 1);
      try {
        const res = await call('GET', '/api/auth/check_restore_code', { query: { restore_code: code } });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(MESSAGES.restoreCodeInvalid);
      } finally {
        clock.reset();
      }
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const email = uniqueEmail('nobody');
      const res = await call('POST', '/api/auth/restore', { body: { email } });
      expect(res.body).toEqual({ ok: true, payload: { sent: true } });
      expect((await call('GET', '/api/test/outbox', { query: { to: email } })).body.payload).toEqual([]);
    });

    it('sends at most 5 restore mails an hour to one address, answering the same', async () => {
      const { email } = await signUpUser(t.app);
      for (let i = 0; i < 7; i++) {
        expect((await call('POST', '/api/auth/restore', { body: { email } })).body).toEqual({
          ok: true,
          payload: { sent: true },
        });
      }
      const mails = (await call('GET', '/api/test/outbox', { query: { to: email } })).body.payload as {
        kind: string;
      }[];
      expect(mails.filter((m) => m.kind === 'restore')).toHaveLength(5);
    });

    it('a missing or unknown code is a 400 that does not look like a bad token', async () => {
      const res = await call('GET', '/api/auth/check_restore_code');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.oneTimeCodeInvalid);
      expect(
        (await call('GET', '/api/auth/check_restore_code', { query: { restore_code: 'abc' } })).body.message,
      ).toBe(MESSAGES.restoreCodeInvalid);
    });
  });

  describe('email activation', () => {
    it('the emailed code confirms the email; opening it twice is fine', async () => {
      const { email, token } = await signUpUser(t.app);
      const code = queryParam(await lastMailLink(t.app, email, 'activation'), 'activation_code');
      const res = await call('GET', '/api/auth/check_activation_code', { query: { activation_code: code } });
      expect(res.status).toBe(200);
      expect(res.body.payload.user.email_confirmed).toBe(true);
      expect(
        (await call('GET', '/api/auth/check_activation_code', { query: { activation_code: code } })).status,
      ).toBe(200);
      expect((await call('GET', '/api/users/fetch_user', { token })).body.payload.email_confirmed).toBe(true);
      expect((await call('GET', '/api/auth/activate_email', { token })).body.payload).toEqual({
        sent: false,
        email_confirmed: true,
      });
    });

    it('activate_email resends a new link and the old one stops working', async () => {
      const { email, token } = await signUpUser(t.app);
      const first = queryParam(await lastMailLink(t.app, email, 'activation'), 'activation_code');
      expect((await call('GET', '/api/auth/activate_email', { token })).body.payload).toEqual({
        sent: true,
        email_confirmed: false,
      });
      const second = queryParam(await lastMailLink(t.app, email, 'activation'), 'activation_code');
      expect(second).not.toBe(first);
      const old = await call('GET', '/api/auth/check_activation_code', { query: { activation_code: first } });
      expect(old.status).toBe(400);
      expect(old.body.message).toBe(MESSAGES.activationCodeInvalid);
      expect(
        (await call('GET', '/api/auth/check_activation_code', { query: { activation_code: second } })).status,
      ).toBe(200);
    });

    it('activate_email resends at most 5 mails an hour', async () => {
      const { token } = await signUpUser(t.app);
      for (let i = 0; i < 4; i++)
        expect((await call('GET', '/api/auth/activate_email', { token })).status).toBe(200);
      const res = await call('GET', '/api/auth/activate_email', { token });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(MESSAGES.tooManyRequests);
    });

    it('activate_email needs a signed-in user', async () => {
      expect((await call('GET', '/api/auth/activate_email', { token: anon })).status).toBe(401);
    });
  });

  describe('oauth', () => {
    it('records the grant of a signed-in user', async () => {
      const { token } = await signUpUser(t.app);
      const res = await call('POST', '/api/oauth/accept', {
        token,
        body: { state: 's1', client_id: 'zapier' },
      });
      expect(res.body).toEqual({ ok: true, payload: { accepted: true, redirect_url: null } });
      expect(
        (await call('POST', '/api/oauth/accept', { token: anon, body: { state: 's1', client_id: 'z' } }))
          .status,
      ).toBe(401);
      expect((await call('POST', '/api/oauth/accept', { token, body: { state: 's1' } })).status).toBe(400);
    });
  });
});
