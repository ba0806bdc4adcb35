import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { api, expectAccessibleInBothThemes, linkFromOutbox, newUser, workspaceWithAccount } from './helpers';

/**
 * The admin console (issue 17): a white-label admin sees only its brand's customers; a platform admin
 * logs in as a customer, sees the banner and the customer's data, and back to admin ends it.
 * With SCREENSHOTS=1 it also captures the console light, dark and at 390 px (ADMIN_SHOTS, /tmp by default).
 */
const PLATFORM_ADMIN = 'platform-admin@e2e.example.com';
const SHOTS = process.env.ADMIN_SHOTS ?? '/tmp/admin-shots';

async function confirmed(request: APIRequestContext, firstName: string, email = newUser(firstName).email) {
  const anon = await api<{ token: string }>(request, 'post', '/auth/create_token', '', {});
  const { token, user } = await api<{ token: string; user: { _id: string } }>(
    request,
    'post',
    '/auth/sign_up',
    anon.token,
    { email, password: 'correct-horse-42', first_name: firstName, last_name: 'Tester' },
  );
  const link = await linkFromOutbox(request, email, 'activation_code');
  const code = new URL(link, 'http://x').searchParams.get('activation_code')!;
  await api(request, 'get', `/auth/check_activation_code?activation_code=${encodeURIComponent(code)}`, token);
  return { token, id: user._id, email };
}

/** Signs in through the API (the anonymous token first); null when the address has no account. */
async function signedIn(request: APIRequestContext, email: string, password: string) {
  const anon = await api<{ token: string }>(request, 'post', '/auth/create_token', '', {});
  const res = await request.post('/api/auth/sign_in', {
    headers: { authorization: `Bearer ${anon.token}` },
    data: { email, password },
  });
  const body = (await res.json()) as { ok: boolean; payload: { token: string } };
  return body.ok ? body.payload.token : null;
}

async function withWorkspace(request: APIRequestContext, token: string, name: string) {
  const space = await api<{ _id: string }>(request, 'post', '/space/create', token, { name });
  await api(request, 'post', '/users/set_space', token, { space_id: space._id });
  return space._id;
}

/** The platform admin: signed in when an earlier test (or a retry) made it, made here otherwise. */
async function platformAdmin(request: APIRequestContext) {
  const token = await signedIn(request, PLATFORM_ADMIN, 'correct-horse-42');
  if (token)
    return { token, id: (await api<{ _id: string }>(request, 'get', '/users/fetch_user', token))._id };
  const made = await confirmed(request, 'Platform', PLATFORM_ADMIN);
  await withWorkspace(request, made.token, 'Platform HQ');
  return made;
}

/** A page signed in with `token` once: later loads keep what the app stored (the login-as token). */
async function pageWith(
  browser: Browser,
  token: string,
  viewport = { width: 1366, height: 900 },
  theme = 'light',
) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ([t, th]) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', t);
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', th);
    },
    [token, theme] as const,
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
  return page;
}

const shot = (page: Page, name: string) =>
  process.env.SCREENSHOTS ? page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }) : undefined;

test('admin console: brand scope, login as customer with the banner, back to admin', async ({
  browser,
  request,
}) => {
  const admin = await platformAdmin(request);

  // a customer of the acme brand, a customer of the default brand, and acme's white-label admin
  // (a brand of its own each try: a retry must not count the first try's customers)
  const tag = Date.now().toString(36);
  const acme = `acme-${tag}`;
  const globexName = `Globex Shipping ${tag}`;
  const acmeCustomer = await confirmed(request, 'Rita');
  await api(request, 'post', `/admin/users/${acmeCustomer.id}/update`, admin.token, { brand: acme });
  const acmeSpace = await withWorkspace(request, acmeCustomer.token, 'Acme Rockets');
  // the customer we log in as has an account, so their campaigns screen opens as it would for them
  const world = await workspaceWithAccount(request, { firstName: 'Gus', workspace: globexName });
  const globexSpace = world.spaceId;
  const globex = {
    token: world.token,
    email: (await api<{ email: string }>(request, 'get', '/users/fetch_user', world.token)).email,
  };
  const wlAdmin = await confirmed(request, 'Wanda');
  await api(request, 'post', `/admin/users/${wlAdmin.id}/update`, admin.token, {
    brand: acme,
    admin_role: 'whitelabel_admin',
  });
  await withWorkspace(request, wlAdmin.token, 'Acme HQ');
  await api(request, 'post', `/admin/customers/${globexSpace}/update`, admin.token, {
    labels: ['vip'],
    note: 'Renewal call in March',
  });

  // the white-label admin: the /admin link, and its brand's customers only
  const wl = await pageWith(browser, wlAdmin.token);
  await wl.goto('/admin');
  await expect(wl).toHaveURL(/\/admin\/customers$/);
  await expect(wl.getByRole('link', { name: 'Admin', exact: true }).first()).toBeVisible();
  await expect(wl.getByRole('link', { name: 'Acme Rockets' })).toBeVisible();
  await expect(wl.getByText('2 customers')).toBeVisible();
  await expect(wl.getByText(globexName)).toHaveCount(0);
  await wl.goto(`/admin/customers/${globexSpace}`);
  await expect(wl.getByText('This customer could not be loaded')).toBeVisible();
  await wl.context().close();

  // a member without a role has no /admin
  const plain = await pageWith(browser, globex.token);
  await plain.goto('/admin/customers');
  await expect(plain).toHaveURL(/\/campaigns/);
  await expect(plain.getByRole('navigation').first()).toBeVisible();
  await expect(plain.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await plain.context().close();

  // the platform admin finds the customer, opens it and logs in as them
  const page = await pageWith(browser, admin.token);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByRole('link', { name: globexName })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(globex.email);
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  await shot(page, 'customers-light');
  await page.getByRole('link', { name: globexName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${globexSpace}$`));
  // the list stays on screen until the customer's lazy page has loaded: its "Notes" filter is not the note
  await expect(page.getByRole('heading', { name: globexName })).toBeVisible();
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('Renewal call in March');
  await shot(page, 'customer-light');
  await page.getByRole('button', { name: 'Log in as customer' }).click();

  await expect(page).toHaveURL(new RegExp(`/campaigns.*space=${globexSpace}`));
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText(`You are viewing as ${globex.email}`);
  // the customer's own data: their workspace, their profile
  await expect(page.getByText(globexName).first()).toBeVisible();
  const me = await page.evaluate(async () => {
    const res = await fetch('/api/users/fetch_user', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await res.json()) as { payload: { email: string } }).payload.email;
  });
  expect(me).toBe(globex.email);
  await shot(page, 'impersonation-banner');
  const customerToken = await page.evaluate(() => localStorage.getItem('token'));

  // back to admin: the customer's token stops working, the admin is back on the customer's page
  await banner.getByRole('button', { name: 'Back to admin' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${globexSpace}$`));
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(page.getByTestId('impersonation-audit')).toContainText(`${PLATFORM_ADMIN} as ${globex.email}`);
  await expect(page.getByTestId('impersonation-audit')).toContainText('ended');
  const after = await request.get('/api/users/fetch_user', {
    headers: { authorization: `Bearer ${customerToken}` },
  });
  expect(after.status()).toBe(401);

  if (process.env.SCREENSHOTS) {
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page.getByText(wlAdmin.email)).toBeVisible();
    await shot(page, 'users-light');
    await page.goto(`/admin/whitelabels/${acme}/managers`);
    await page.getByLabel('Name', { exact: true }).fill('Ann Sales');
    await page.getByRole('button', { name: 'Add manager' }).click();
    await expect(page.getByText('Ann Sales')).toBeVisible();
    await shot(page, 'managers-light');
    for (const [theme, viewport, suffix] of [
      ['dark', { width: 1366, height: 900 }, 'dark'],
      ['light', { width: 390, height: 844 }, '390'],
      ['dark', { width: 390, height: 844 }, '390-dark'],
    ] as const) {
      const p = await pageWith(browser, admin.token, viewport, theme);
      await p.goto('/admin/customers');
      await expect(p.getByText('Acme Rockets').first()).toBeVisible();
      await shot(p, `customers-${suffix}`);
      await p.goto(`/admin/customers/${acmeSpace}`);
      await expect(p.getByRole('heading', { name: 'Acme Rockets' })).toBeVisible();
      await shot(p, `customer-${suffix}`);
      await p.context().close();
    }
  }
});

test('admin console: plan screens read-only below super admin, customer domains, prepaid applied, demo users', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // the first test's platform admin, or made here when this test runs alone
  const admin = await platformAdmin(request);
  const brand = `gaps-${Date.now().toString(36)}`;
  await api(request, 'post', '/admin/whitelabels/create', admin.token, { brand, name: 'Gaps Co' });
  // a customer workspace of that brand, and the brand's white-label admin
  const customer = await confirmed(request, 'Cora');
  await api(request, 'post', `/admin/users/${customer.id}/update`, admin.token, { brand });
  await withWorkspace(request, customer.token, 'Cora Customer Co');
  const wlAdmin = await confirmed(request, 'Walt');
  await api(request, 'post', `/admin/users/${wlAdmin.id}/update`, admin.token, {
    brand,
    admin_role: 'whitelabel_admin',
  });
  await withWorkspace(request, wlAdmin.token, 'Gaps HQ');
  const plans = `/admin/whitelabels/${brand}/plans/1/features/base-features`;

  // 000 §6: a white-label admin reads plans, pricing and billing; only super admins edit them
  const wl = await pageWith(browser, wlAdmin.token);
  await wl.goto(plans);
  await expect(wl.getByTestId('plans-read-only')).toBeVisible();
  await expect(wl.getByRole('switch', { name: 'Plan offered' })).toBeDisabled();
  await expect(wl.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await shot(wl, 'plans-read-only-light');
  await wl.goto(`/admin/whitelabels/${brand}/pricing-empty`);
  await expect(wl.getByTestId('plans-read-only')).toBeVisible();
  await expect(wl.getByRole('button', { name: 'Add a price' })).toHaveCount(0);
  await wl.goto(`/admin/whitelabels/${brand}/billing`);
  await expect(wl.getByLabel('Stripe price ID')).toBeDisabled();
  // Only the brand's trial is theirs to set (issue 33): its form has the page's one Save.
  await expect(wl.getByRole('button', { name: 'Save' })).toHaveCount(1);
  await expect(wl.getByRole('combobox', { name: 'Trial plan' })).toBeEnabled();
  await wl.goto(`/admin/whitelabels/${brand}/options`);
  await expect(wl.getByRole('switch', { name: 'Customers may use their own domain' })).toBeDisabled();
  await wl.context().close();

  const page = await pageWith(browser, admin.token);
  await page.goto(plans);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByTestId('plans-read-only')).toHaveCount(0);

  // per-customer domains: a host name mapped to one of the brand's workspaces
  const host = `app.${brand}-customer.test`;
  await page.goto(`/admin/whitelabels/${brand}/options`);
  await page.getByRole('switch', { name: 'Customers may use their own domain' }).click();
  await page.getByRole('button', { name: 'Add customer domain' }).click();
  const hostInput = page.getByRole('textbox', { name: 'Customer host name' });
  await hostInput.fill('not a host');
  await expect(page.getByText('Enter a host name such as app.example.com')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await hostInput.fill(host);
  await page.getByRole('combobox', { name: 'Customer workspace' }).click();
  await page.getByRole('option', { name: 'Cora Customer Co' }).click();
  await shot(page, 'customer-domains-light');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  const onHost = await request.get('/api/brand', { headers: { host } });
  expect(((await onHost.json()) as { payload: { brand: string } }).payload.brand).toBe(brand);
  expect((await request.get(`/api/tls/ask?domain=${host}`)).status()).toBe(200);

  // a prepaid address: waiting, then applied when it signs up
  const prepaidEmail = newUser('Prepaid').email;
  await api(request, 'post', '/admin/prepaid_customers', admin.token, {
    email: prepaidEmail,
    stripe_customer: 'cus_e2e_prepaid',
    currency: 'usd',
    tier: 3,
    interval: 1,
  });
  await page.goto('/admin/prepaid');
  const row = page.getByRole('row').filter({ hasText: prepaidEmail });
  await expect(row).toContainText('Waiting for sign-up');
  const prepaid = await confirmed(request, 'Prepaid', prepaidEmail);
  const spaces = await api<{ _id: string }[]>(request, 'get', '/users/fetch_spaces', prepaid.token);
  expect(spaces).toHaveLength(1);
  await page.reload();
  await expect(row).toContainText('Applied');
  await expectAccessibleInBothThemes(page, 'admin prepaid');
  await shot(page, 'prepaid-light');

  // a demo user: the credentials shown once work, the workspace is a sample one
  const demoEmail = newUser('Demo').email;
  await page.goto('/admin/demo-users');
  await page.getByLabel('Email').fill(demoEmail);
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Demo');
  await page.getByRole('button', { name: 'Create demo user' }).click();
  await expect(page.getByTestId('demo-credentials')).toContainText(demoEmail);
  const password = (await page.getByTestId('demo-password').textContent())!;
  const demoToken = await signedIn(request, demoEmail, password);
  expect(demoToken).toBeTruthy();
  const demoSpaces = await api<{ sample_status: string | null }[]>(
    request,
    'get',
    '/users/fetch_spaces',
    demoToken!,
  );
  expect(demoSpaces.map((s) => s.sample_status)).toEqual([expect.stringMatching(/building|ready/)]);
  await expect(page.getByRole('row').filter({ hasText: demoEmail })).toContainText(/Preparing|Ready/);
  await expectAccessibleInBothThemes(page, 'admin demo users');
  await shot(page, 'demo-users-light');
  await page.context().close();

  if (process.env.SCREENSHOTS) {
    for (const [theme, viewport, suffix] of [
      ['dark', { width: 1366, height: 900 }, 'dark'],
      ['light', { width: 390, height: 844 }, '390'],
    ] as const) {
      const p = await pageWith(browser, admin.token, viewport, theme);
      for (const [path, name] of [
        ['/admin/demo-users', 'demo-users'],
        ['/admin/prepaid', 'prepaid'],
        [`/admin/whitelabels/${brand}/options`, 'customer-domains'],
      ] as const) {
        await p.goto(path);
        await expect(p.getByRole('heading').first()).toBeVisible();
        await p.waitForLoadState('networkidle');
        if (name === 'customer-domains') await p.getByTestId('customer-domains').scrollIntoViewIfNeeded();
        await shot(p, `${name}-${suffix}`);
      }
      await p.context().close();
      const w = await pageWith(browser, wlAdmin.token, viewport, theme);
      await w.goto(plans);
      await expect(w.getByTestId('plans-read-only')).toBeVisible();
      await shot(w, `plans-read-only-${suffix}`);
      await w.context().close();
    }
  }
});
