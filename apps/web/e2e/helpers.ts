import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

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
  /** `accountFlags`: sandbox markers for the account's email (e.g. 'basic': never premium). */
  options: { firstName: string; workspace: string; cookies?: string; accountFlags?: string },
): Promise<World> {
  const token = await confirmedUser(request, options.firstName);
  const space = await api<{ _id: string }>(request, 'post', '/space/create', token, {
    name: options.workspace,
  });
  await api(request, 'post', '/users/set_space', token, { space_id: space._id });
  const flags = options.accountFlags ? `+${options.accountFlags}` : '';
  const accountEmail = `sandbox-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}${flags}@example.com`;
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

/**
 * Leaving a page with unsaved input asks (beforeunload): this user confirms, as one who reloads or moves
 * on deliberately. Other dialogs are dismissed, as Playwright does when no one listens.
 */
export function confirmLeavingPages(page: Page) {
  page.on('dialog', (d) => {
    if (d.type() === 'beforeunload') return void d.accept();
    // A test's own listener (a confirm it accepts) answers first; unanswered, it is dismissed.
    setTimeout(() => void d.dismiss().catch(() => undefined), 0);
  });
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
      // only on the first load: a theme switched during the test survives its reloads
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', th);
    },
    [token, theme] as const,
  );
  const page = await context.newPage();
  confirmLeavingPages(page);
  page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${m.text()}`));
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}\n${error.stack ?? ''}`));
  return page;
}

/**
 * Waits until no CSS transition or finite animation runs on the page (a menu, modal or popover has finished
 * opening); endless ones (a spinner, a pulse) never finish and are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  const running = () =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length;
  await expect.poll(() => page.evaluate(running)).toBe(0);
}

/** The WCAG 2.1 A/AA rules axe checks (issue 12); a violation of impact serious or critical fails the test. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is and fails with each serious/critical violation's rule, targets and help.
 * Elements hidden from everyone (closed menus, transitions) are skipped by axe itself.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => true));
  let results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  // Colours read while the theme's variables are being swapped (a re-render of the provider) are Mantine's
  // defaults for a moment: a contrast finding must hold a second later to count.
  // (read again until it is gone, for at most a second: a finding still there then counts)
  const contrast = () => results.violations.some((v) => v.id === 'color-contrast');
  for (const until = Date.now() + 1000; contrast() && Date.now() < until;) {
    await settled(page);
    results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  }
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const scheme = await page.locator('html').getAttribute('data-mantine-color-scheme');
  const report = blocking
    .map(
      (v) =>
        `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .slice(0, 6)
          .map(
            (n) =>
              `    ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
          )
          .join('\n'),
    )
    .join('\n');
  expect(
    blocking.map((v) => v.id),
    `axe on ${screen} (${scheme ?? 'light'} theme):\n${report}`,
  ).toEqual([]);
  // one h1 per screen, the screen's title (shown, or read only by assistive technology)
  await expect(page.locator('h1'), `${screen}: one h1`).toHaveCount(1);
}

/**
 * Switches the colour scheme as a user does, with the header's theme toggle (no reload: the flow's state
 * stays); where the toggle is not shown, through the stored scheme and a reload.
 */
export async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-mantine-color-scheme')) === theme) return;
  const toggle = page.getByTestId('theme-toggle').first();
  if (await toggle.isVisible()) {
    // from the keyboard: a click would hover the toggle and fade its tooltip in over the screen axe reads
    await toggle.focus();
    await page.keyboard.press('Enter');
  } else {
    await page.evaluate((th) => localStorage.setItem('theme', th), theme);
    await page.reload();
  }
  await expect(html).toHaveAttribute('data-mantine-color-scheme', theme);
}

/** axe in both themes: the page as it is, then in the other scheme, then the scheme is put back. */
export async function expectAccessibleInBothThemes(page: Page, screen: string): Promise<void> {
  const current =
    (await page.locator('html').getAttribute('data-mantine-color-scheme')) === 'dark' ? 'dark' : 'light';
  await expectAccessible(page, screen);
  await switchTheme(page, current === 'light' ? 'dark' : 'light');
  await expectAccessible(page, screen);
  await switchTheme(page, current);
}

/** The server's clock back to real time: a spec that moves it gives it back, and one that reads dates as the
 * browser's today starts from it. */
export async function resetServerClock(request: APIRequestContext): Promise<void> {
  await request.post('/api/test/clock', { data: { reset: true } });
}

/** Runs the engine (test hook) while moving the server clock forward, then syncs the inbox so replies pause prospects. */
export async function advance(
  request: APIRequestContext,
  token: string,
  spaceId: string,
  credentialId: string,
  ms: number,
) {
  await api(request, 'post', '/test/engine/tick', token, { advance_ms: ms });
  await api(request, 'post', `/inbox/sync?space=${spaceId}`, token, { credentials_id: credentialId });
}
