import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { PASSWORD, PNG, multipart, signUpUser, uniqueEmail, userWithSpace } from '../../test/fixtures.js';

describe('users', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
  });
  afterAll(() => t.close());

  const upload = (token: string, url: string, file: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': file.contentType },
      payload: file.body,
    });

  it('fetch_user returns the User shape with the brand config', async () => {
    const { token, email } = await signUpUser(t.app);
    const res = await call('GET', '/api/users/fetch_user', { token });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      avatar: null,
      brand: 'leadloop',
      status: 'active',
      is_platform_admin: false,
      calendly_token: null,
      config: { name: 'Leadloop', logo_shape: 'square', is_billing_enabled: true },
    });
    expect(typeof res.body.payload.created_at).toBe('string');
  });

  it('update changes names and phone and validates them', async () => {
    const { token } = await signUpUser(t.app);
    const res = await call('POST', '/api/users/update', {
      token,
      body: { first_name: ' Alan ', phone: '+44 (20) 7946-0958' },
    });
    expect(res.body.payload).toMatchObject({
      first_name: 'Alan',
      last_name: 'Lovelace',
      phone: '+44 (20) 7946-0958',
    });
    expect((await call('POST', '/api/users/update', { token, body: { first_name: '' } })).body.message).toBe(
      MESSAGES.firstNameRequired,
    );
    expect((await call('POST', '/api/users/update', { token, body: { phone: '12' } })).body.message).toBe(
      MESSAGES.wrongPhone,
    );
    expect((await call('POST', '/api/users/update', { token, body: { email: 'x@y.zz' } })).status).toBe(400);
  });

  it('save_photo stores a real image and serves it back publicly', async () => {
    const { token } = await signUpUser(t.app);
    const res = await upload(token, '/api/users/save_photo', multipart('file', 'me.png', 'image/png', PNG));
    expect(res.statusCode).toBe(200);
    const avatar = res.json().payload.avatar as string;
    expect(avatar).toMatch(/^\/api\/uploads\/[\w-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('save_photo refuses files that are not images whatever their name says, and files over 5 MB', async () => {
    const { token } = await signUpUser(t.app);
    const fake = await upload(
      token,
      '/api/users/save_photo',
      multipart('file', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(MESSAGES.imageTypeNotAllowed);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(
      token,
      '/api/users/save_photo',
      multipart('file', 'big.png', 'image/png', big),
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe(MESSAGES.fileTooLarge);
    const noFile = await call('POST', '/api/users/save_photo', { token, body: { file: 'hello' } });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe(MESSAGES.noFileProvided);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
  });

  it('change_password checks the old one and signs out other sessions', async () => {
    const { token, email } = await signUpUser(t.app);
    const anon = (await call('POST', '/api/auth/create_token', { body: {} })).body.payload.token;
    const other = (
      await call('POST', '/api/auth/sign_in', { token: anon, body: { email, password: PASSWORD } })
    ).body.payload.token;
    const wrong = await call('POST', '/api/users/change_password', {
      token,
      body: { old_password: 'not it at all', password: 'new password 1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MESSAGES.wrongPassword);
    const ok = await call('POST', '/api/users/change_password', {
      token,
      body: { old_password: PASSWORD, password: 'new password 1' },
    });
    expect(ok.status).toBe(200);
    expect((await call('GET', '/api/users/fetch_user', { token })).status).toBe(200);
    expect((await call('GET', '/api/users/fetch_user', { token: other })).status).toBe(401);
  });

  it('exists tells whether an address has an account (case-insensitive) and needs no token', async () => {
    const { email } = await signUpUser(t.app);
    expect(
      (await call('POST', '/api/users/exists', { body: { email: email.toUpperCase() } })).body.payload,
    ).toEqual({ exists: true });
    expect(
      (await call('POST', '/api/users/exists', { body: { email: uniqueEmail('none') } })).body.payload,
    ).toEqual({ exists: false });
    expect((await call('POST', '/api/users/exists', { body: { email: 'nope' } })).body.message).toBe(
      MESSAGES.notValidEmail,
    );
  });

  it('set_space chooses a space of the user, never someone else’s', async () => {
    const a = await userWithSpace(t.app, 'A');
    const b = await userWithSpace(t.app, 'B');
    const second = (await call('POST', '/api/space/create', { token: a.token, body: { name: 'A2' } })).body
      .payload;
    const res = await call('POST', '/api/users/set_space', {
      token: a.token,
      body: { space_id: second._id },
    });
    expect(res.body.payload.current_space_id).toBe(second._id);
    const foreign = await call('POST', '/api/users/set_space', {
      token: a.token,
      body: { space_id: b.spaceId },
    });
    expect(foreign.status).toBe(403);
    expect(
      (await call('POST', '/api/users/set_space', { token: a.token, body: { space_id: 'x' } })).status,
    ).toBe(404);
  });

  it('fetch_spaces lists the user’s spaces with role and member count', async () => {
    const a = await userWithSpace(t.app, 'Zeta');
    const res = await call('GET', '/api/users/fetch_spaces', { token: a.token });
    expect(res.body.payload).toEqual([
      {
        _id: a.spaceId,
        name: 'Zeta',
        status: 'active',
        photo: null,
        is_admin: true,
        users_count: 1,
        sample_status: null, // a real workspace, not a sample
      },
    ]);
  });
});
