import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { credentials, prospects, spaces, users } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { signUpUser, uniqueEmail, userWithSpace } from '../../test/fixtures.js';
import { applyPrepaid } from './prepaid.js';

/** Prepaid customers are matched when their address signs up; demo users open on sample data. */
describe('prepaid customers and demo users', { timeout: 300_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof userWithSpace>>;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { sandboxNetwork: { seed: 42, population: 5_000 } });
    call = apiClient(t.app);
    admin = await userWithSpace(t.app, 'Platform HQ');
    await t.ctx.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, admin.user._id));
  });
  afterAll(() => t.close());

  it('a prepaid address that signs up gets a workspace on the prepaid plan, once; the entry is marked used', async () => {
    const email = uniqueEmail();
    const created = await call('POST', '/api/admin/prepaid_customers', {
      token: admin.token,
      body: { email, stripe_customer: 'cus_prepaid_1', currency: 'eur', tier: 3, interval: 12 },
    });
    expect(created.status).toBe(200);
    expect(created.body.payload).toMatchObject({ email, used_at: null, space_id: null });

    // Signed up with the address in other case: still theirs.
    const customer = await signUpUser(t.app, { email: email.toUpperCase() });
    const list = await call('GET', '/api/users/fetch_spaces', { token: customer.token });
    expect(list.status).toBe(200);
    expect(list.body.payload).toHaveLength(1);
    const spaceId = list.body.payload[0]._id as string;
    const [space] = await t.ctx.db.select().from(spaces).where(eq(spaces.id, spaceId));
    expect(space).toMatchObject({ tier: 3, isPaid: true, subscriptionMode: 'manual' });
    expect(space!.billing).toMatchObject({
      customer_id: 'cus_prepaid_1',
      subscription: { tier: 3, interval: 12, currency: 'eur', period: 'annual' },
    });

    const entries = await call('GET', '/api/admin/prepaid_customers', { token: admin.token });
    const entry = (entries.body.payload as { _id: string }[]).find((e) => e._id === created.body.payload._id);
    expect(entry).toMatchObject({ used_by_email: customer.email.toLowerCase(), space_id: spaceId });
    expect(entry).toHaveProperty('used_at', expect.any(String));

    // Applying again (a retried hook) changes nothing: the entry is used.
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, customer.user._id));
    await applyPrepaid(t.ctx, row!);
    const again = await call('GET', '/api/users/fetch_spaces', { token: customer.token });
    expect(again.body.payload).toHaveLength(1);
  });

  it('an address without a prepaid entry signs up with no workspace', async () => {
    const plain = await signUpUser(t.app);
    const list = await call('GET', '/api/users/fetch_spaces', { token: plain.token });
    expect(list.body.payload).toHaveLength(0);
  });

  it('a demo user signs in with the password shown once and opens a sample workspace with data', async () => {
    const email = uniqueEmail();
    const made = await call('POST', '/api/admin/demo_users', {
      token: admin.token,
      body: { email, first_name: 'Demo', last_name: 'Buyer' },
    });
    expect(made.status).toBe(200);
    const { user, password } = made.body.payload as {
      user: { _id: string; space_id: string; sample_status: string };
      password: string;
    };
    // Tests run the replay in the request: the sample is ready on return.
    expect(user.sample_status).toBe('ready');
    const listed = await call('GET', '/api/admin/demo_users', { token: admin.token });
    expect(JSON.stringify(listed.body.payload)).not.toContain(password);

    const anon = await call('POST', '/api/auth/create_token', { body: {} });
    const signedIn = await call('POST', '/api/auth/sign_in', {
      token: anon.body.payload.token,
      body: { email, password },
    });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.payload.token as string;
    const list = await call('GET', '/api/users/fetch_spaces', { token });
    expect(list.body.payload.map((s: { _id: string }) => s._id)).toEqual([user.space_id]);
    const accounts = await t.ctx.db.select().from(credentials).where(eq(credentials.spaceId, user.space_id));
    expect(accounts.length).toBeGreaterThan(0);
    const people = await t.ctx.db.select().from(prospects).where(eq(prospects.spaceId, user.space_id));
    expect(people.length).toBeGreaterThan(0);

    const removed = await call('DELETE', `/api/admin/demo_users/${user._id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect(await t.ctx.db.select().from(spaces).where(eq(spaces.id, user.space_id))).toHaveLength(0);
  });
});
