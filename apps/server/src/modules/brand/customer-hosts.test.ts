import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@leadloop/domain';
import { spaces, users } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { signUpUser, userWithSpace } from '../../test/fixtures.js';

/** Per-customer domains: a brand that allows them maps a host name to one of its workspaces. */
describe('customer domains', { timeout: 60_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof signUpUser>>;
  let novaSpace: string;
  let otherSpace: string;
  const put = (body: Record<string, unknown>) =>
    call('PUT', '/api/admin/whitelabels/nova', { token: admin.token, body });

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    admin = await signUpUser(t.app);
    await t.ctx.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.email, admin.email));
    for (const [brand, host] of [
      ['nova', 'nova.leadloop.test'],
      ['orbit', 'orbit.leadloop.test'],
    ]) {
      const made = await call('POST', '/api/admin/whitelabels/create', {
        token: admin.token,
        body: { brand, name: brand.toUpperCase(), hosts: [host] },
      });
      expect(made.status).toBe(200);
    }
    novaSpace = (await userWithSpace(t.app, 'Nova Customer')).spaceId;
    otherSpace = (await userWithSpace(t.app, 'Orbit Customer')).spaceId;
    await t.ctx.db.update(spaces).set({ brand: 'nova' }).where(eq(spaces.id, novaSpace));
    await t.ctx.db.update(spaces).set({ brand: 'orbit' }).where(eq(spaces.id, otherSpace));
  });
  afterAll(() => t.close());

  it("maps a host to one of the brand's workspaces: the host wears the brand and the TLS ask accepts it", async () => {
    const picker = await call('GET', '/api/admin/whitelabels/nova/spaces', {
      token: admin.token,
      query: { q: 'nova' },
    });
    expect(picker.body.payload).toEqual([{ _id: novaSpace, name: 'Nova Customer' }]);

    const saved = await put({
      allow_customer_domains: true,
      customer_hosts: [{ host: 'App.Customer-One.test', space_id: novaSpace }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.payload.customer_hosts).toEqual([
      { host: 'app.customer-one.test', space_id: novaSpace, space_name: 'Nova Customer' },
    ]);
    expect(saved.body.payload.hosts).toEqual(['nova.leadloop.test']);

    const brand = await call('GET', '/api/brand', { headers: { host: 'app.customer-one.test' } });
    expect(brand.body.payload).toMatchObject({ brand: 'nova', name: 'NOVA' });
    const ask = await call('GET', '/api/tls/ask', { query: { domain: 'app.customer-one.test' } });
    expect(ask.status).toBe(200);
  });

  it('refuses a bad host name, a workspace of another brand, and a host already used', async () => {
    const bad = await put({ customer_hosts: [{ host: 'not a host', space_id: novaSpace }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.hostInvalid);

    const foreign = await put({ customer_hosts: [{ host: 'crm.customer-two.test', space_id: otherSpace }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(MESSAGES.spaceNotFound);

    for (const customer_hosts of [
      [{ host: 'orbit.leadloop.test', space_id: novaSpace }], // another brand's host
      [{ host: 'nova.leadloop.test', space_id: novaSpace }], // the brand's own host
      [
        { host: 'twice.customer.test', space_id: novaSpace },
        { host: 'twice.customer.test', space_id: novaSpace },
      ],
    ]) {
      const taken = await put({ customer_hosts });
      expect(taken.status, JSON.stringify(customer_hosts)).toBe(409);
      expect(taken.body.message).toBe(MESSAGES.hostTaken);
    }
    // Nothing refused was written: the first mapping stands.
    const now = await call('GET', '/api/admin/whitelabels/nova', { token: admin.token });
    expect(now.body.payload.customer_hosts.map((h: { host: string }) => h.host)).toEqual([
      'app.customer-one.test',
    ]);
    const other = await call('GET', '/api/tls/ask', { query: { domain: 'crm.customer-two.test' } });
    expect(other.status).toBe(404);
  });
});
