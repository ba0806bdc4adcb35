import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newUser(firstName: string): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName,
    lastName: 'Tester',
    email: `${firstName.toLowerCase()}-${id}@example.com`,
    password: 'correct-horse-42',
  };
}

export async function signUp(page: Page, user: TestUser): Promise<void> {
  if (!page.url().includes('/auth/sign-up')) await page.goto('/auth/sign-up');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Work email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/activate-email$/);
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
}

/** The path (and query) of a link from the last mail sent to `email` (test hook GET /api/test/outbox). */
export async function linkFromOutbox(
  request: APIRequestContext,
  email: string,
  contains: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { payload: { links: string[] }[] };
      link = body.payload.flatMap((mail) => mail.links).find((l) => l.includes(contains));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`; // the mail names PUBLIC_URL's host; stay on the test origin
}

/** One API call with a bearer token; fails the test with the server's message when `ok` is false. */
export async function api<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  token: string,
  data?: object,
): Promise<T> {
  const response = await request[method](`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  const body = (await response.json()) as { ok: boolean; payload: T; message?: string };
  expect(body.ok, `${path}: ${body.message}`).toBe(true);
  return body.payload;
}

/** The 6-digit code the sandbox network "sent" to the account's email (test hook outbox). */
export async function securityCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
      const mails = ((await response.json()) as { payload: { subject: string }[] }).payload;
      code = mails.map((m) => /\b(\d{6})\b/.exec(m.subject)?.[1]).find(Boolean) ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A user with a confirmed email, made through the API (foundation.spec.ts covers the UI for this). */
export async function confirmedUser(
  request: APIRequestContext,
  firstName: string,
  lastName = 'Tester',
): Promise<string> {
  const user = newUser(firstName);
  const anon = await api<{ token: string }>(request, 'post', '/auth/create_token', '', {});
  const { token } = await api<{ token: string }>(request, 'post', '/auth/sign_up', anon.token, {
    email: user.email,
    password: user.password,
    first_name: firstName,
    last_name: lastName,
  });
  const link = await linkFromOutbox(request, user.email, 'activation_code');
  const code = new URL(link, 'http://x').searchParams.get('activation_code')!;
  await api(request, 'get', `/auth/check_activation_code?activation_code=${encodeURIComponent(code)}`, token);
  return token;
}

export interface World {
  token: string;
  spaceId: string;
  credentialId: string;
}

/**
 * A confirmed user with a workspace and one sandbox account, signed in to the network. With a session
 * cookie the sandbox asks for no security code; without one it asks one login in ten, answered as a user would.
 */
export async function workspaceWithAccount(
  request: APIRequestContext,
  options: { firstName: string; workspace: string; cookies?: string },
): Promise<World> {
  const token = await confirmedUser(request, options.firstName);
  const space = await api<{ _id: string }>(request, 'post', '/space/create', token, {
    name: options.workspace,
  });
  await api(request, 'post', '/users/set_space', token, { space_id: space._id });
  const accountEmail = `sandbox-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}@example.com`;
  type Cred = { _id: string; auth_status: { security_code?: unknown } | null };
  const credential = await api<Cred>(request, 'post', `/credentials/create?space=${space._id}`, token, {
    email: accountEmail,
    password: 'sandbox-pass-1',
    country_code: 'US',
    timezone: 'UTC',
    work_hours_start: 0,
    work_hours_end: 23,
    ...(options.cookies ? { cookies: options.cookies } : {}),
  });
  const fresh = await api<Cred>(
    request,
    'get',
    `/credentials/${credential._id}/fetch?space=${space._id}`,
    token,
  );
  if (credential.auth_status?.security_code || fresh.auth_status?.security_code) {
    const code = await securityCode(request, accountEmail);
    await api(request, 'post', `/credentials/${credential._id}/send?space=${space._id}`, token, { code });
  }
  return { token, spaceId: space._id, credentialId: credential._id };
}

/** A desktop page already signed in with `token` (and a theme), logging browser errors to the test output. */
export async function signedInPage(
  browser: Browser,
  token: string,
  viewport = { width: 1366, height: 900 },
  theme = 'light',
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ([t, th]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('theme', th);
    },
    [token, theme] as const,
  );
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${m.text()}`));
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}\n${error.stack ?? ''}`));
  return page;
}
