import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIERS } from '@leadloop/domain';
import { eq } from 'drizzle-orm';
import { MESSAGES, type AdminRole } from '@leadloop/domain';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { PNG, addMemberByCode, signUpUser, userWithSpace } from '../../test/fixtures.js';
import { apiRoutes, fillPath, routeKey } from '../../test/routes.js';
import { adminDemoUsers, adminImpersonations, credentials, spaces, users } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { assignRoundRobin } from './managers.js';

/**
 * The admin console (issue 17): every /api/admin route × role, customers filters and brand scope,
 * login as customer (expiry, audit, back to admin), roles and round-robin managers.
 */
describe('admin console', { timeout: 300_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let acme: Awaited<ReturnType<typeof userWithSpace>>;
  let globex: Awaited<ReturnType<typeof userWithSpace>>;
  let member: Awaited<ReturnType<typeof addMemberByCode>>;
  let superAdmin: Awaited<ReturnType<typeof userWithSpace>>;
  let acmeAdmin: Awaited<ReturnType<typeof signUpUser>>;
  let globexAdmin: Awaited<ReturnType<typeof signUpUser>>;
  let manager: Awaited<ReturnType<typeof signUpUser>>;

  async function setRole(userId: string, brand: string, role: AdminRole | null) {
    await t.ctx.db.update(users).set({ brand, adminRole: role }).where(eq(users.id, userId));
  }

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    acme = await userWithSpace(t.app, 'Acme Rockets');
    globex = await userWithSpace(t.app, 'Globex Shipping');
    member = await addMemberByCode(t.app, acme);
    superAdmin = await userWithSpace(t.app, 'Platform HQ');
    acmeAdmin = await signUpUser(t.app);
    globexAdmin = await signUpUser(t.app);
    manager = await signUpUser(t.app);
    await t.ctx.db.update(spaces).set({ brand: 'acme' }).where(eq(spaces.id, acme.spaceId));
    await t.ctx.db.update(spaces).set({ brand: 'globex' }).where(eq(spaces.id, globex.spaceId));
    await t.ctx.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, superAdmin.user._id));
    await setRole(acmeAdmin.user._id, 'acme', 'whitelabel_admin');
    await setRole(globexAdmin.user._id, 'globex', 'whitelabel_admin');
    await setRole(manager.user._id, 'acme', 'manager');
  });
  afterAll(() => t.close());

  const GUARD_REFUSALS = [
    MESSAGES.onlyPlatformAdmins,
    MESSAGES.onlySuperAdmins,
    MESSAGES.otherBrandsCustomer,
  ];
  const adminRoutesOf = () => apiRoutes(t.app).filter((r) => r.url.startsWith('/api/admin'));
  const fill = (url: string) => fillPath(url, { id: acme.spaceId, whitelabel: 'acme', brand: 'acme' });

  it('every admin route refuses anonymous callers, members and workspace admins; a platform admin passes', async () => {
    const routes = adminRoutesOf();
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const r of routes) {
      const url = fill(r.url);
      const method = r.method as 'GET';
      const anonymous = await call(method, url, { body: {} });
      expect(anonymous.status, `anonymous ${routeKey(r)}`).toBe(401);
      const asMember = await call(method, url, { token: member.token, body: {} });
      expect(asMember.status, `member ${routeKey(r)}`).toBe(403);
      const asWorkspaceAdmin = await call(method, url, {
        token: acme.token,
        body: {},
        query: { space: acme.spaceId },
      });
      expect(asWorkspaceAdmin.status, `workspace admin ${routeKey(r)}`).toBe(403);
      if (r.url.endsWith('/export')) {
        // a download (CSV or zip), not JSON: the guard lets a platform admin through all the same
        const download = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${superAdmin.token}` },
        });
        expect([401, 403], `platform admin ${routeKey(r)}`).not.toContain(download.statusCode);
        continue;
      }
      const asSuper = await call(method, url, { token: superAdmin.token, body: {} });
      // The guard lets a super admin through; a route's own rule may still refuse (buzz pricing: Buzz brands only).
      expect(asSuper.status, `platform admin ${routeKey(r)}`).not.toBe(401);
      expect(GUARD_REFUSALS, `platform admin ${routeKey(r)}`).not.toContain(asSuper.body.message);
    }
  });

  /**
   * Every admin route that takes one record (`:id`, `:whitelabel`, `:brand`), called on a REAL record of acme by
   * globex's white-label admin: exactly the brand refusal (403, otherBrandsCustomer); acme's own admin reaches
   * the same record (so the refusal is the brand check, not a missing record). Routes a white-label admin may
   * not use at all (platform, super) answer the role refusal to both and are left out here.
   */
  it("another brand's white-label admin gets the brand refusal on every admin route, on acme's real records", async () => {
    await t.ctx.db.update(users).set({ brand: 'acme' }).where(eq(users.id, acme.user._id));
    const [credential] = await t.ctx.db
      .insert(credentials)
      .values({ spaceId: acme.spaceId, username: 'acme-sender@example.com' })
      .returning();
    const made = async (url: string, token: string, body: object) => {
      const res = await call('POST', url, { token, body });
      expect(res.status, `${url}: ${res.body.message}`).toBe(200);
      return res.body.payload;
    };
    await made('/api/admin/whitelabels/create', superAdmin.token, { brand: 'acme', name: 'Acme' });
    const price = await made('/api/admin/billing/acme/prices', superAdmin.token, {
      type: 'plan',
      tier: 3,
      interval: 1,
      currency: 'usd',
      amount: 4900,
      price_external_id: 'price_acme_growth',
      card_description: { name: 'Essential', features: ['Unlimited campaigns'] },
    });
    const mgr = await made('/api/admin/managers', acmeAdmin.token, {
      whitelabel: 'acme',
      type: 'sales',
      name: 'Ann Acme',
    });
    const group = await made('/api/admin/agency-groups', acmeAdmin.token, {
      name: 'Acme agency',
      rule: 'any_channel',
      window_days: 30,
      space_ids: [acme.spaceId],
    });
    const dataRequest = await made('/api/admin/data-requests', acmeAdmin.token, {
      kind: 'email',
      value: 'nobody@acme.test',
    });
    // A demo user of acme (as POST /admin/demo_users writes it, without its sample replay).
    const demo = await signUpUser(t.app);
    await t.ctx.db.update(users).set({ brand: 'acme' }).where(eq(users.id, demo.user._id));
    await t.ctx.db.insert(adminDemoUsers).values({ userId: demo.user._id, createdBy: acmeAdmin.user._id });
    const png = (() => {
      const boundary = '----brandcheck';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nfavicon\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="i.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    })();
    /** Per route: the acme record its `:id` names and a body the route accepts. */
    const RECORDS: Record<string, { id?: string; body?: object; multipart?: typeof png }> = {
      'GET /api/admin/customers/:id/customer_info': { id: acme.spaceId },
      'POST /api/admin/customers/:id/update': { id: acme.spaceId, body: { name: 'Acme Rockets' } },
      'POST /api/admin/space/:id/set_li_approve': { id: acme.spaceId, body: { is_li_approve: true } },
      'POST /api/admin/space/:id/stripe/refresh': { id: acme.spaceId },
      'POST /api/admin/users/:id/update': { id: acme.user._id, body: { first_name: 'Wile' } },
      'POST /api/admin/users/:id/update_spaces': { id: acme.user._id, body: {} },
      'POST /api/admin/managers/:id/update': { id: mgr._id, body: { name: 'Ann B. Acme' } },
      'DELETE /api/admin/managers/:id': { id: mgr._id },
      'PUT /api/admin/agency-groups/:id': {
        id: group._id,
        body: { name: 'Acme agency', rule: 'any_channel', window_days: 14, space_ids: [acme.spaceId] },
      },
      'GET /api/admin/agency-groups/:id/overlap': { id: group._id },
      'DELETE /api/admin/agency-groups/:id': { id: group._id },
      'GET /api/admin/data-requests/:id': { id: dataRequest._id },
      'GET /api/admin/data-requests/:id/export': { id: dataRequest._id },
      'POST /api/admin/data-requests/:id/erase': {
        id: dataRequest._id,
        body: { confirm: 'nobody@acme.test' },
      },
      'DELETE /api/admin/demo_users/:id': { id: demo.user._id },
      'GET /api/admin/credentials/:id/health_index_statistics': { id: credential!.id },
      'GET /api/admin/whitelabels/:id/health_index': { id: 'acme' },
      'PUT /api/admin/whitelabels/:id/health_index': {
        id: 'acme',
        body: { triggers: [50], emails: ['ops@acme.test'] },
      },
      'GET /api/admin/whitelabels/:whitelabel': {},
      'PUT /api/admin/whitelabels/:whitelabel': { body: { name: 'Acme Rockets' } },
      'POST /api/admin/whitelabels/:whitelabel/image': { multipart: png },
      'GET /api/admin/billing/:brand/prices': {},
      'GET /api/admin/billing/:brand/prices/:type/:priceId': {},
      'GET /api/admin/billing/:brand/wl_prices': {},
      'GET /api/admin/billing/:brand/buzz_pricing': {},
      // the trial (issue 33): a workspace's end moved, a brand's trial read and set
      'POST /api/admin/space/:id/extend_trial': { id: acme.spaceId, body: { days: 7 } },
      'GET /api/admin/billing/:brand/trial': {},
      'PUT /api/admin/billing/:brand/trial': { body: { tier: TIERS.growth, days: 7, end_tier: TIERS.free } },
    };
    /** Routes on records that belong to no brand: every admin who may use them reads the same. */
    const NOT_BRAND_RECORDS = ['GET /api/admin/features/:id'];
    const send = (r: { method: string; url: string }, token: string) => {
      const rec = RECORDS[routeKey(r)] ?? {};
      const url = fillPath(r.url, {
        id: rec.id ?? '1',
        whitelabel: 'acme',
        brand: 'acme',
        type: 'plan',
        priceId: price._id,
      });
      return t.app.inject({
        method: r.method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, ...rec.multipart?.headers },
        payload: rec.multipart?.body ?? (rec.body as object | undefined),
      });
    };
    const brandChecked: string[] = [];
    // Deletions last: the records stay for the routes that read or edit them.
    const routes = adminRoutesOf()
      .filter((r) => /:(id|whitelabel|brand)\b/.test(r.url) && !NOT_BRAND_RECORDS.includes(routeKey(r)))
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const r of routes) {
      // Globex first: a deletion by acme's own admin would leave nothing to refuse.
      const foreign = await send(r, globexAdmin.token);
      const own = await send(r, acmeAdmin.token);
      if (r.url.endsWith('/export')) {
        // a download: the foreign admin gets the brand refusal, acme's own admin the file
        expect(RECORDS[routeKey(r)], `${routeKey(r)}: give it an acme record in RECORDS`).toBeDefined();
        expect(foreign.json(), routeKey(r)).toMatchObject({ ok: false, key: 'otherBrandsCustomer' });
        expect(own.statusCode, routeKey(r)).toBe(200);
        brandChecked.push(routeKey(r));
        continue;
      }
      const ownBody = own.json();
      if ([MESSAGES.onlyPlatformAdmins, MESSAGES.onlySuperAdmins].includes(ownBody.message)) {
        expect(foreign.json().message, routeKey(r)).toBe(ownBody.message);
        continue;
      }
      expect(RECORDS[routeKey(r)], `${routeKey(r)}: give it an acme record in RECORDS`).toBeDefined();
      expect(foreign.statusCode, routeKey(r)).toBe(403);
      expect(foreign.json(), routeKey(r)).toMatchObject({
        ok: false,
        key: 'otherBrandsCustomer',
        message: MESSAGES.otherBrandsCustomer,
      });
      // acme's own admin is not refused by the brand (nor told the record does not exist).
      expect(ownBody.key, routeKey(r)).not.toBe('otherBrandsCustomer');
      expect(own.statusCode, `${routeKey(r)}: ${ownBody.message}`).not.toBe(404);
      brandChecked.push(routeKey(r));
    }
    expect(brandChecked).toHaveLength(Object.keys(RECORDS).length);
    // The customers list below counts workspaces with accounts.
    await t.ctx.db.delete(credentials).where(eq(credentials.id, credential!.id));
  });

  it('shows admin_role in the user view (the web shows /admin only to admins)', async () => {
    const me = await call('GET', '/api/users/fetch_user', { token: acmeAdmin.token });
    expect(me.body.payload.admin_role).toBe('whitelabel_admin');
    const customer = await call('GET', '/api/users/fetch_user', { token: member.token });
    expect(customer.body.payload.admin_role).toBeNull();
    const platform = await call('GET', '/api/users/fetch_user', { token: superAdmin.token });
    expect(platform.body.payload.admin_role).toBe('super_admin');
  });

  it('customers: brand scope, filters, search and paging', async () => {
    const list = (token: string, query: Record<string, string> = {}) =>
      call('GET', '/api/admin/customers', { token, query });
    const names = (res: Awaited<ReturnType<typeof list>>) => {
      expect(res.status, res.body.message).toBe(200);
      return res.body.payload.customers.map((c: { name: string }) => c.name);
    };

    expect(names(await list(acmeAdmin.token))).toEqual(['Acme Rockets']);
    expect(names(await list(manager.token))).toEqual(['Acme Rockets']);
    expect(names(await list(globexAdmin.token, { brands: 'acme' }))).toEqual([]);
    const all = await list(superAdmin.token);
    expect(all.body.payload.total).toBe(3);

    await call('POST', `/api/admin/customers/${globex.spaceId}/update`, {
      token: superAdmin.token,
      body: { labels: ['vip'], note: 'Called on Monday' },
    });
    await call('POST', `/api/admin/space/${acme.spaceId}/set_unlimited`, {
      token: superAdmin.token,
      body: { is_unlimited: true },
    });
    expect(names(await list(superAdmin.token, { labels: 'vip' }))).toEqual(['Globex Shipping']);
    expect(names(await list(superAdmin.token, { note_filters: 'with_notes' }))).toEqual(['Globex Shipping']);
    expect(names(await list(superAdmin.token, { types: 'unlimited' }))).toEqual(['Acme Rockets']);
    expect(names(await list(superAdmin.token, { tier: '7' }))).toEqual(['Acme Rockets']);
    expect(names(await list(superAdmin.token, { brands: 'acme,globex', order: 'name' }))).toEqual([
      'Acme Rockets',
      'Globex Shipping',
    ]);
    expect(names(await list(superAdmin.token, { q: globex.email }))).toEqual(['Globex Shipping']);
    expect(names(await list(superAdmin.token, { q: 'rocket' }))).toEqual(['Acme Rockets']);
    expect(names(await list(superAdmin.token, { with_credentials: 'true' }))).toEqual([]);
    expect(names(await list(superAdmin.token, { subscription_types: 'manual' }))).toEqual(['Acme Rockets']);
    const page = await list(superAdmin.token, { order: 'name', limit: '1', offset: '1' });
    expect(names(page)).toEqual(['Globex Shipping']);
    expect(page.body.payload.total).toBe(3);
    expect((await list(superAdmin.token, { types: 'nope' })).status).toBe(400);
  });

  it('managers: round-robin gives new customers in turn; a manager with customers cannot be deleted', async () => {
    const make = (name: string) =>
      call('POST', '/api/admin/managers', {
        token: acmeAdmin.token,
        body: { whitelabel: 'acme', type: 'sales', name, round_robin: true },
      });
    const ann = (await make('Ann')).body.payload;
    const bob = (await make('Bob')).body.payload;
    const other = await call('POST', '/api/admin/managers', {
      token: acmeAdmin.token,
      body: { whitelabel: 'globex', type: 'sales', name: 'Eve' },
    });
    expect(other.status).toBe(403);
    const buzz = await call('POST', '/api/admin/managers', {
      token: acmeAdmin.token,
      body: { whitelabel: 'acme', type: 'buzz', name: 'Buzz' },
    });
    expect(buzz.body.message).toBe(MESSAGES.onlySuperAdmins);

    const second = await userWithSpace(t.app, 'Acme Two');
    await t.ctx.db.update(spaces).set({ brand: 'acme' }).where(eq(spaces.id, second.spaceId));
    expect(await assignRoundRobin(t.ctx)).toBe(2);
    const withManagers = await call('GET', '/api/admin/customers', {
      token: acmeAdmin.token,
      query: { managers: `${ann._id},${bob._id}` },
    });
    const assigned = withManagers.body.payload.customers.map(
      (c: { sales_manager: { name: string } }) => c.sales_manager.name,
    );
    expect(assigned.sort()).toEqual(['Ann', 'Bob']);
    expect(
      (
        await call('GET', '/api/admin/customers', {
          token: acmeAdmin.token,
          query: { without_sales_managers: 'true' },
        })
      ).body.payload.total,
    ).toBe(0);
    const del = await call('DELETE', `/api/admin/managers/${ann._id}`, { token: acmeAdmin.token });
    expect(del.body.message).toBe(MESSAGES.reassignBeforeDeletingManager);
  });

  it('login as customer: a time-limited, audited token; back to admin revokes it', async () => {
    const start = await call('POST', `/api/admin/customers/${globex.spaceId}/login_as`, {
      token: superAdmin.token,
    });
    expect(start.status).toBe(200);
    const { token, impersonation } = start.body.payload;
    expect(impersonation.target_email).toBe(globex.email);
    const asCustomer = await call('GET', '/api/users/fetch_user', { token });
    expect(asCustomer.body.payload.email).toBe(globex.email);
    const spaceCall = await call('GET', '/api/space/info', {
      token,
      query: { space: globex.spaceId },
    });
    expect(spaceCall.status).toBe(200);
    // the customer's token is no admin's: it opens nothing in the console
    expect((await call('GET', '/api/admin/customers', { token })).status).toBe(403);

    // audited: the customer's info lists it, with who and when
    const info = await call('GET', `/api/admin/customers/${globex.spaceId}/customer_info`, {
      token: superAdmin.token,
    });
    expect(info.body.payload.impersonations[0]).toMatchObject({
      _id: impersonation._id,
      admin_email: superAdmin.email,
      ended_at: null,
    });

    // back to admin: the token stops at once, the end is recorded
    const end = await call('POST', `/api/admin/impersonations/${impersonation._id}/end`, {
      token: superAdmin.token,
    });
    expect(end.body.payload.ended_at).not.toBeNull();
    expect((await call('GET', '/api/users/fetch_user', { token })).status).toBe(401);

    // a white-label admin may not log in as a customer
    const wl = await call('POST', `/api/admin/customers/${acme.spaceId}/login_as`, {
      token: acmeAdmin.token,
    });
    expect(wl.status).toBe(403);
  });

  it('the login-as token expires after the configured time', async () => {
    await call('POST', '/api/admin/config/update', {
      token: superAdmin.token,
      body: { config: { impersonation_minutes: 15 } },
    });
    const start = await call('POST', `/api/admin/customers/${acme.spaceId}/login_as`, {
      token: superAdmin.token,
    });
    const { token, impersonation } = start.body.payload;
    expect(new Date(impersonation.expires_at).getTime() - new Date(impersonation.started_at).getTime()).toBe(
      15 * 60_000,
    );
    expect((await call('GET', '/api/users/fetch_user', { token })).status).toBe(200);
    try {
      clock.advance(16 * 60_000);
      expect((await call('GET', '/api/users/fetch_user', { token })).status).toBe(401);
    } finally {
      clock.reset();
    }
    const [row] = await t.ctx.db
      .select()
      .from(adminImpersonations)
      .where(eq(adminImpersonations.id, impersonation._id));
    expect(row!.adminUserId).toBe(superAdmin.user._id);
    expect(row!.targetUserId).toBe(acme.user._id);
  });

  it('roles: only a super admin grants them, never to themselves', async () => {
    await t.ctx.db.update(users).set({ brand: 'acme' }).where(eq(users.id, member.user._id));
    const grant = (token: string, id: string, admin_role: AdminRole | null) =>
      call('POST', `/api/admin/users/${id}/update`, { token, body: { admin_role } });
    expect((await grant(acmeAdmin.token, member.user._id, 'manager')).body.message).toBe(
      MESSAGES.onlySuperAdmins,
    );
    expect((await grant(superAdmin.token, superAdmin.user._id, null)).body.message).toBe(
      MESSAGES.cannotChangeOwnRole,
    );
    const granted = await grant(superAdmin.token, member.user._id, 'platform_admin');
    expect(granted.body.payload.admin_role).toBe('platform_admin');
    expect((await call('GET', '/api/admin/validate', { token: member.token })).body.payload.role).toBe(
      'platform_admin',
    );
    await grant(superAdmin.token, member.user._id, null);
    expect((await call('GET', '/api/admin/validate', { token: member.token })).status).toBe(403);
  });

  it('manual credits go through the credits ledger', async () => {
    const res = await call('POST', `/api/admin/customers/${globex.spaceId}/uset_credits`, {
      token: superAdmin.token,
      body: { count: 250 },
    });
    expect(res.status).toBe(200);
    const info = await call('GET', `/api/admin/customers/${globex.spaceId}/customer_info`, {
      token: superAdmin.token,
    });
    expect(info.body.payload.credits).toBe(res.body.payload.balance);
    const summary = await call('GET', '/api/credits/summary', {
      token: globex.token,
      query: { space: globex.spaceId },
    });
    if (summary.status === 200)
      expect(JSON.stringify(summary.body.payload)).toContain(String(res.body.payload.balance));
  });

  it("customer_info lists the workspace's accounts; each opens its health statistics", async () => {
    const [account] = await t.ctx.db
      .insert(credentials)
      .values({ spaceId: globex.spaceId, username: 'globex-seller@example.com', firstName: 'Gina' })
      .returning();
    const info = await call('GET', `/api/admin/customers/${globex.spaceId}/customer_info`, {
      token: superAdmin.token,
    });
    expect(info.body.payload.accounts).toContainEqual({ _id: account!.id, name: 'Gina', status: 'active' });
    const health = await call('GET', `/api/admin/credentials/${account!.id}/health_index_statistics`, {
      token: superAdmin.token,
    });
    expect(health.status).toBe(200);
    expect(health.body.payload).toMatchObject({ credential_id: account!.id, space_id: globex.spaceId });
  });
});
