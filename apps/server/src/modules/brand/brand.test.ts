import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@leadloop/domain';
import { users, whitelabels } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { PASSWORD, signUpUser, uniqueEmail } from '../../test/fixtures.js';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp.js';
import { AuthCache } from '../../lib/auth-cache.js';
import { getBrand } from './brand-config.js';

const ACME = 'acme.leadloop.test';

describe('white labels: brands as data, chosen by host name', { timeout: 60_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof signUpUser>>;
  let smtp: FakeSmtp;
  const onHost = (host: string) => ({ host });

  /** Signs up through the anonymous token, on a host name. */
  async function signUpOn(host: string, extra: Record<string, unknown> = {}) {
    const anon = await call('POST', '/api/auth/create_token', { body: {}, headers: onHost(host) });
    const email = uniqueEmail('brand');
    const res = await call('POST', '/api/auth/sign_up', {
      token: anon.body.payload.token,
      headers: onHost(host),
      body: { email, password: PASSWORD, first_name: 'Bo', last_name: 'Brand', ...extra },
    });
    return { res, email, token: res.body.payload?.token as string };
  }

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    smtp = await startFakeSmtp();
    admin = await signUpUser(t.app);
    await t.ctx.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.email, admin.email));
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('a platform admin creates a brand; its host answers its brand, other hosts the default', async () => {
    const created = await call('POST', '/api/admin/whitelabels/create', {
      token: admin.token,
      body: { brand: 'acme', name: 'Acme Reach', primary_color: '#12b886', hosts: [ACME] },
    });
    expect(created.status).toBe(200);
    expect(created.body.payload).toMatchObject({ brand: 'acme', status: 'active', hosts: [ACME] });

    const onAcme = await call('GET', '/api/brand', { headers: onHost(`${ACME}:5305`) });
    expect(onAcme.body.payload).toMatchObject({
      brand: 'acme',
      name: 'Acme Reach',
      colors: { primary: '#12b886' },
    });
    const onMain = await call('GET', '/api/brand', { headers: onHost('localhost') });
    expect(onMain.body.payload).toMatchObject({ brand: 'leadloop', name: 'Leadloop' });

    const again = await call('POST', '/api/admin/whitelabels/create', {
      token: admin.token,
      body: { brand: 'acme', name: 'Twice' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.whitelabelExists);

    // the on-demand TLS "ask": known host names only
    expect((await call('GET', '/api/tls/ask', { query: { domain: ACME } })).status).toBe(200);
    expect((await call('GET', '/api/tls/ask', { query: { domain: 'evil.example.com' } })).status).toBe(404);
  });

  it('a change is seen at once, and a change notice from another process empties the copy', async () => {
    await call('PUT', '/api/admin/whitelabels/acme', {
      token: admin.token,
      body: {
        colors: { primary: '#fa5252', secondary: '#0ea5e9', accent: '#f59e0b' },
        network_name: 'ProNet',
      },
    });
    const res = await call('GET', '/api/brand', { headers: onHost(ACME) });
    expect(res.body.payload).toMatchObject({ colors: { primary: '#fa5252' }, network_name: 'ProNet' });

    // Another process writes directly; the trigger's notice ('brands') makes this one read again.
    await t.ctx.db.update(whitelabels).set({ name: 'Acme Renamed' }).where(eq(whitelabels.brand, 'acme'));
    new AuthCache().invalidate('brands');
    await expect.poll(() => getBrand('acme').name).toBe('Acme Renamed');
  });

  it('sidebar and bottom links reach customers as http(s) links only; a script link is refused', async () => {
    const links = {
      sidebar_links: [{ label: 'Academy', url: 'https://academy.acme.test/start' }],
      bottom_links: [{ label: 'Help', url: 'http://help.acme.test' }],
    };
    const saved = await call('PUT', '/api/admin/whitelabels/acme', { token: admin.token, body: links });
    expect(saved.status).toBe(200);
    expect((await call('GET', '/api/brand', { headers: onHost(ACME) })).body.payload).toMatchObject(links);

    for (const url of ['javascript:alert(1)', 'data:text/html,hi', '/relative', 'academy.acme.test']) {
      const refused = await call('PUT', '/api/admin/whitelabels/acme', {
        token: admin.token,
        body: { bottom_links: [{ label: 'Bad', url }] },
      });
      expect(refused.status, url).toBe(400);
      expect(refused.body.message).toBe(MESSAGES.checkUrl);
    }
    const badImage = await call('PUT', '/api/admin/whitelabels/acme', {
      token: admin.token,
      body: { favicon_url: 'javascript:alert(1)' },
    });
    expect(badImage.status).toBe(400);

    // a row written before the rule (or by hand) still shows customers no script link
    await t.ctx.db
      .update(whitelabels)
      .set({ sidebarLinks: [{ label: 'Bad', url: 'javascript:alert(1)' }, links.sidebar_links[0]!] })
      .where(eq(whitelabels.brand, 'acme'));
    new AuthCache().invalidate('brands');
    await expect
      .poll(
        async () => (await call('GET', '/api/brand', { headers: onHost(ACME) })).body.payload.sidebar_links,
      )
      .toEqual(links.sidebar_links);
    await t.ctx.db.update(whitelabels).set({ sidebarLinks: [] }).where(eq(whitelabels.brand, 'acme'));
  });

  it('brand-only features are a closed list; older free-text entries are dropped when read', async () => {
    const flags = { hide_health_panel: false, hide_subscription_notices: false, hide_seat_counts: false };
    const refused = await call('PUT', '/api/admin/whitelabels/acme', {
      token: admin.token,
      body: { flags: { ...flags, brand_features: ['teleport'] } },
    });
    expect(refused.status).toBe(400);
    const saved = await call('PUT', '/api/admin/whitelabels/acme', {
      token: admin.token,
      body: {
        flags: { ...flags, brand_features: ['changelog'], feature_request_url: 'https://ideas.acme.test' },
      },
    });
    expect(saved.status).toBe(200);
    // a row written before the list existed keeps only the names the list knows
    await t.ctx.db
      .update(whitelabels)
      .set({ flags: { ...flags, brand_features: ['old-beta', 'charts_admin'] as never } })
      .where(eq(whitelabels.brand, 'acme'));
    new AuthCache().invalidate('brands');
    await expect
      .poll(async () => (await call('GET', '/api/brand', { headers: onHost(ACME) })).body.payload.flags)
      .toEqual({ ...flags, brand_features: ['charts_admin'], feature_request_url: null });
    const listed = await call('GET', '/api/admin/whitelabels/acme', { token: admin.token });
    expect(listed.body.payload.flags.brand_features).toEqual(['charts_admin']);
  });

  it('sign-up on a brand host belongs to that brand; its activation email wears it', async () => {
    const { res, email } = await signUpOn(ACME);
    expect(res.status).toBe(200);
    expect(res.body.payload.user).toMatchObject({ brand: 'acme', config: { name: 'Acme Renamed' } });
    const outbox = await call('GET', '/api/test/outbox', { query: { to: email } });
    const mail = outbox.body.payload[0];
    expect(mail.subject).toContain('Acme Renamed');
    expect(mail.from).toContain('Acme Renamed');
    expect(mail.html).toContain('#fa5252');
    expect(mail.links[0]).toMatch(
      new RegExp(`^http://${ACME.replace(/\./g, '\\.')}(:\\d+)?/auth/activate-email`),
    );
  });

  it('enforces the brand rules: registration closed, password sign-in off, another brand on its host', async () => {
    const auth = {
      is_password_auth_enabled: true,
      is_google_auth_enabled: false,
      is_microsoft_auth_enabled: false,
      is_ui_registration_enabled: false,
      is_ghl_only_registration: true,
    };
    const bad = await call('PUT', '/api/admin/whitelabels/acme', {
      token: admin.token,
      body: { auth },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.whitelabelPasswordWithGhlOnly);

    await call('PUT', '/api/admin/whitelabels/acme', {
      token: admin.token,
      body: { auth: { ...auth, is_ghl_only_registration: false } },
    });
    const closed = await signUpOn(ACME);
    expect(closed.res.status).toBe(403);
    expect(closed.res.body.message).toBe(MESSAGES.registrationClosed);

    // a default-brand user cannot sign in on the brand's own address
    const anon = await call('POST', '/api/auth/create_token', { body: {} });
    const wrong = await call('POST', '/api/auth/sign_in', {
      token: anon.body.payload.token,
      headers: onHost(ACME),
      body: { email: admin.email, password: PASSWORD },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(MESSAGES.wrongBrandAccount);

    await call('PUT', '/api/admin/whitelabels/acme', {
      token: admin.token,
      body: { auth: { ...auth, is_ghl_only_registration: false, is_ui_registration_enabled: true } },
    });
  });

  it('the restricted brand cannot create a workspace nor pass its credential cap', async () => {
    const owner = await signUpOn(ACME);
    const space = await call('POST', '/api/space/create', { token: owner.token, body: { name: 'Before' } });
    expect(space.status).toBe(200);
    await call('PUT', '/api/admin/whitelabels/acme', {
      token: admin.token,
      body: { restriction: { is_restricted: true, max_credentials: 0 } },
    });
    const refused = await call('POST', '/api/space/create', { token: owner.token, body: { name: 'After' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.cannotCreateWorkspace);
    expect((await call('GET', '/api/brand', { headers: onHost(ACME) })).body.payload.is_restricted).toBe(
      true,
    );

    const credential = await call('POST', '/api/credentials/create', {
      token: owner.token,
      query: { space: space.body.payload._id },
      body: {
        email: 'seller@example.com',
        password: 'secret-pass-1',
        country_code: 'US',
        timezone: 'America/New_York',
      },
    });
    expect(credential.status).toBe(403);
    expect(credential.body.message).toBe(MESSAGES.credentialCapReached);
    await call('PUT', '/api/admin/whitelabels/acme', {
      token: admin.token,
      body: { restriction: { is_restricted: false, max_credentials: null } },
    });
  });

  it("refuses non-admins and another brand's white-label admin; a brand admin edits only the look", async () => {
    const member = await signUpUser(t.app);
    for (const [method, url] of [
      ['GET', '/api/admin/whitelabels'],
      ['GET', '/api/admin/whitelabels/acme'],
      ['PUT', '/api/admin/whitelabels/acme'],
    ] as const) {
      const res = await call(method, url, {
        token: member.token,
        body: method === 'PUT' ? { name: 'X' } : undefined,
      });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    const other = await signUpUser(t.app);
    await t.ctx.db
      .update(users)
      .set({ adminRole: 'whitelabel_admin', brand: 'leadloop' })
      .where(eq(users.email, other.email));
    const foreign = await call('PUT', '/api/admin/whitelabels/acme', {
      token: other.token,
      body: { name: 'Mine' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(MESSAGES.otherBrandsCustomer);
    const list = await call('GET', '/api/admin/whitelabels', { token: other.token });
    expect(list.body.payload.whitelabels.map((w: { brand: string }) => w.brand)).toEqual(['leadloop']);
    const create = await call('POST', '/api/admin/whitelabels/create', {
      token: other.token,
      body: { brand: 'mine', name: 'Mine' },
    });
    expect(create.status).toBe(403);

    const own = await signUpOn(ACME);
    await t.ctx.db.update(users).set({ adminRole: 'whitelabel_admin' }).where(eq(users.email, own.email));
    const look = await call('PUT', '/api/admin/whitelabels/acme', {
      token: own.token,
      body: { name: 'Acme' },
    });
    expect(look.status).toBe(200);
    const status = await call('PUT', '/api/admin/whitelabels/acme', {
      token: own.token,
      body: { status: 'inactive' },
    });
    expect(status.status).toBe(403);
  });

  it("sends test emails through the brand's own SMTP server", async () => {
    const saved = await call('PUT', '/api/admin/whitelabels/acme', {
      token: admin.token,
      body: {
        email: {
          sender_name: 'Acme Team',
          sender_email: 'hello@acme.test',
          smtp_host: '127.0.0.1',
          smtp_port: smtp.port,
          smtp_secure: false,
          smtp_user: null,
          smtp_password: 'sealed-secret',
        },
      },
    });
    expect(saved.body.payload.email).toMatchObject({
      has_smtp_password: true,
      sender_email: 'hello@acme.test',
    });
    expect(JSON.stringify(saved.body.payload)).not.toContain('sealed-secret');
    const [row] = await t.ctx.db.select().from(whitelabels).where(eq(whitelabels.brand, 'acme'));
    expect(row!.smtpPasswordEnc).not.toContain('sealed-secret');

    const res = await call('POST', '/api/admin/emails/test', {
      token: admin.token,
      body: { email: 'qa@example.com', user: 'acme', types: ['activation', 'invite'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.results).toEqual([
      { type: 'activation', status: 'sent', error: null },
      { type: 'invite', status: 'sent', error: null },
    ]);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[0]!.from).toBe('hello@acme.test');
    expect(smtp.received[0]!.raw).toContain('Acme Team');
  });
});
