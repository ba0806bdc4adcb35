import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, confirmedUser, linkFromOutbox, signedInPage, workspaceWithAccount } from './helpers';

/**
 * The newcomer tour (issue 35): as a workspace admin and as a member, through every route of the router's table
 * (window.__leadloopRoutes, so a new route joins by itself) and a click on every menu item. It fails on a
 * "Not available yet", a menu link that ends on a not-found page (or on a catch-all's redirect), and a
 * validator's raw words on screen. Client-side navigation between the routes keeps it fast.
 */
test.describe.configure({ timeout: 120_000 });

/** Words only a wall shows: an unbuilt card, or a validator's own text that never went through the catalogue. */
const WALLS: [string, RegExp][] = [
  ['not available', /Not available yet/i],
  [
    'raw validator text',
    /Invalid UUID|^Required$|\bExpected (string|number|boolean|object|array)\b|invalid_type|String must contain|Invalid input/m,
  ],
];
const NOT_FOUND = 'This page does not exist';

/** Routes a visit would act on (leave, sign out, answer a mailed link) or that are not screens of the app. */
const SKIP = /^\/(auth\/(logout|sign-out)|api\/|oauth\/)/;
/** A route's parameters filled in: ids that exist nowhere, in no valid format either (a raw validator shows). */
const fill = (path: string) =>
  path
    .replace(/\/:[^/]+\?/g, '')
    .replace(/:[^/]+/g, 'tour')
    .replace(/\/\*$/, '')
    .replace(/\*$/, '') || '/';

interface Role {
  name: string;
  token: string;
  spaceId: string;
  /** Walk the whole route table too (the platform admin only clicks its menus: the routes are walked already). */
  walk: boolean;
}

/** playwright.config's ADMIN_EMAILS: a platform admin (made here, or signed in when a retry made it already). */
const PLATFORM_ADMIN = 'platform-admin@e2e.example.com';
const PASSWORD = 'correct-horse-42';

async function platformAdmin(request: APIRequestContext): Promise<Role> {
  const anon = (await api<{ token: string }>(request, 'post', '/auth/create_token', '', {})).token;
  const signIn = await request.post('/api/auth/sign_in', {
    headers: { authorization: `Bearer ${anon}` },
    data: { email: PLATFORM_ADMIN, password: PASSWORD },
  });
  let token = ((await signIn.json()) as { payload?: { token: string } }).payload?.token;
  if (!token) {
    token = (
      await api<{ token: string }>(request, 'post', '/auth/sign_up', anon, {
        email: PLATFORM_ADMIN,
        password: PASSWORD,
        first_name: 'Platform',
        last_name: 'Tour',
      })
    ).token;
    const link = await linkFromOutbox(request, PLATFORM_ADMIN, 'activation_code');
    const code = new URL(link, 'http://x').searchParams.get('activation_code')!;
    await api(
      request,
      'get',
      `/auth/check_activation_code?activation_code=${encodeURIComponent(code)}`,
      token,
    );
  }
  const space = await api<{ _id: string }>(request, 'post', '/space/create', token, { name: 'Platform HQ' });
  await api(request, 'post', '/users/set_space', token, { space_id: space._id });
  return { name: 'platform admin', token, spaceId: space._id, walk: false };
}

/** A member of the admin's workspace who may use its account (the sidebar's items need one). */
async function memberOf(
  request: APIRequestContext,
  admin: { token: string; spaceId: string; credentialId: string },
): Promise<Role> {
  const codes = await api<{ code: string }[]>(
    request,
    'get',
    `/space/${admin.spaceId}/code_invites`,
    admin.token,
  );
  const token = await confirmedUser(request, 'Member');
  await api(request, 'post', '/space/join', token, { invite_code: codes[0]!.code });
  await api(request, 'post', '/users/set_space', token, { space_id: admin.spaceId });
  const me = await api<{ _id: string }>(request, 'get', '/users/fetch_user', token);
  await api(request, 'post', `/users/${me._id}/set_credentials`, admin.token, {
    space_id: admin.spaceId,
    credentials: [admin.credentialId],
  });
  return { name: 'member', token, spaceId: admin.spaceId, walk: true };
}

/** What the page says that it should not; empty when it is no wall. */
async function wallsOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return WALLS.filter(([, re]) => re.test(text)).map(([what, re]) => `${what}: "${re.exec(text)![0]}"`);
}

/** Waits until the screen has loaded what it shows (no loader left), after a client-side move. */
async function loaded(page: Page) {
  await expect(page.locator('[role="status"]:visible')).toHaveCount(0, { timeout: 8_000 });
}

async function go(page: Page, to: string) {
  await page.evaluate((path) => (window as never as TourWindow).__leadloopRoutes.navigate(path), to);
  await loaded(page);
}
interface TourWindow {
  __leadloopRoutes: { paths: string[]; navigate: (to: string) => Promise<void> };
}

/** Every route, then every menu item (the sidebar; for the platform admin, the admin console's menu). */
async function tour(page: Page, role: Role): Promise<string[]> {
  const problems: string[] = [];
  // The shell's sidebar; the platform admin's admin console menu (its sections are the console's own routes).
  const [menu, home] = role.walk
    ? [page.locator('nav a[data-testid^="nav-"][href^="/"]'), '/campaigns/my-campaigns']
    : [page.locator('main nav a[href^="/admin/"]'), '/admin/customers'];
  await page.goto(`${home}?space=${role.spaceId}`);
  await expect(menu.first()).toBeVisible({ timeout: 20_000 });
  await loaded(page);
  const paths = await page.evaluate(() => (window as never as TourWindow).__leadloopRoutes.paths);
  const visits = role.walk ? [...new Set(paths.filter((p) => !SKIP.test(p)).map(fill))] : [];
  if (role.walk) expect(visits.length).toBeGreaterThan(40);
  for (const path of visits) {
    await go(page, path);
    for (const wall of await wallsOn(page)) problems.push(`${role.name} ${path}: ${wall}`);
  }

  await go(page, home);
  const links = await menu.evaluateAll((as) =>
    as.filter((a) => a.getAttribute('aria-disabled') !== 'true').map((a) => a.getAttribute('href')!),
  );
  expect(links.length, `${role.name}'s menu`).toBeGreaterThan(3);
  for (const href of [...new Set(links)]) {
    if (process.env.TOUR_LOG) console.log(`${role.name} clicks ${href}`);
    await go(page, home);
    await page.locator(`nav a[href="${href}"]`).first().click();
    await loaded(page);
    await addressSettled(page);
    const dead = await deadEnd(page, href);
    if (dead) problems.push(`${role.name} menu ${href}: ${dead}`);
  }
  return problems;
}

/** Waits out a redirect a screen makes once it renders (a catch-all's <Navigate>): the address stays put. */
async function addressSettled(page: Page) {
  let last = '';
  await expect
    .poll(
      () => {
        const [now, before] = [page.url(), last];
        last = now;
        return now === before;
      },
      { intervals: [150] },
    )
    .toBe(true);
  await loaded(page);
}

/** Why a followed link is a dead end: a not-found page, or a catch-all that sent it elsewhere; null when not. */
async function deadEnd(page: Page, href: string): Promise<string | null> {
  if (await page.getByText(NOT_FOUND).isVisible()) return 'not-found page';
  // Every screen has its one h1; a link whose address nothing answers renders none (an empty frame).
  const titled = await expect(page.locator('h1').first())
    .toBeVisible({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!titled) return 'an empty screen (no page title)';
  const [want, got] = [new URL(href, 'http://x').pathname, new URL(page.url()).pathname].map((p) =>
    p.split('/').filter(Boolean),
  );
  // A link may land deeper (/campaigns → /campaigns/my-campaigns), never in another area or admin section.
  const depth = want![0] === 'admin' ? 2 : 1;
  if (want!.slice(0, depth).join('/') !== got!.slice(0, depth).join('/'))
    return `sent to ${new URL(page.url()).pathname}`;
  const walls = await wallsOn(page);
  return walls.length ? walls.join('; ') : null;
}

test('a newcomer tour: every route and every menu item, as admin and as member, hits no wall', async ({
  browser,
  request,
}) => {
  const world = await workspaceWithAccount(request, { firstName: 'Tour', workspace: 'Tour Inc' });
  const roles: Role[] = [
    { name: 'admin', token: world.token, spaceId: world.spaceId, walk: true },
    await memberOf(request, world),
    await platformAdmin(request),
  ];
  const problems: string[] = [];
  for (const role of roles) {
    const page = await signedInPage(browser, role.token);
    problems.push(...(await tour(page, role)));
    await page.context().close();
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
