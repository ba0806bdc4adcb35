import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  advance,
  api,
  linkFromOutbox,
  resetServerClock,
  settled,
  signedInPage,
  workspaceWithAccount,
} from './helpers';

/**
 * Issue 35 item 9: no text is cut and nothing runs off the screen. Every main screen, filled through the API
 * (a campaign with a long title whose prospects went through the sequence, a pipeline, a template, a task),
 * in English, French and German, at 1440 and 390 px. One page; the language by its stored choice (one load
 * per language), the screens by client-side navigation.
 * Run: E2E_PORT=4351 npx playwright test -c apps/web/playwright.config.ts overflow
 */

const SEARCH_URL = 'https://www.linkedin.com/search/results/people/?keywords=fintech%20founder';
const DAY_MS = 86_400_000;
const LONG_TITLE =
  'Fintech founders in Berlin, Paris and Lisbon — Q1 outreach after the webinar ' +
  'series-a-seed-founders-berlin-paris-lisbon-follow-up';
const LANGUAGES = ['en', 'fr', 'de'] as const;
const WIDTHS = [1440, 390] as const;

// The test moves the server clock days ahead: give the next spec file real time back.
test.afterAll(async ({ request }) => {
  await resetServerClock(request);
});

/**
 * What is cut on the page as it is: the page wider than the window, or a badge, title, tab, menu or
 * navigation label whose text is wider than its box and clipped (ellipsis or hidden overflow) without a
 * `title` giving the full text.
 */
function cutText(): string[] {
  const found: string[] = [];
  const root = document.scrollingElement!;
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''} "${((el instanceof HTMLInputElement ? el.value : el.textContent) ?? '').trim().slice(0, 50)}"`;
  if (root.scrollWidth > window.innerWidth + 1) {
    // the innermost elements that run past the window's right edge name the culprit
    const past = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 1 && el.checkVisibility(),
    );
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    found.push(
      `the page is ${root.scrollWidth}px wide in a ${window.innerWidth}px window (${innermost.slice(0, 3).map(name).join(', ')})`,
    );
  }
  const main = document.querySelector('main');
  if (main && main.scrollWidth > main.clientWidth + 1)
    found.push(`the main area is ${main.scrollWidth}px wide in ${main.clientWidth}px`);
  const selectors = [
    '.mantine-Badge-label',
    'h1',
    'h2',
    'h3',
    '[role=tab]',
    '[role=menuitem]',
    'nav a',
    'nav button',
    '.mantine-NavLink-label',
    '.mantine-Button-label',
    '.mantine-Anchor-root',
    'input[readonly]',
  ].join(',');
  for (const el of document.querySelectorAll<HTMLElement>(selectors)) {
    const text = el instanceof HTMLInputElement ? el.value : el.textContent;
    if (!el.checkVisibility() || !text?.trim()) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const style = getComputedStyle(el);
    // a chosen option (a select's read-only input) clips its text like a box with hidden overflow
    const clips =
      style.textOverflow === 'ellipsis' ||
      ['hidden', 'clip'].includes(style.overflowX) ||
      el.matches('input[readonly]');
    if (clips && el.scrollWidth > el.clientWidth + 1 && !el.closest('[title]')) {
      found.push(`${name(el)} is cut (${el.scrollWidth}px in ${el.clientWidth}px)`);
    }
  }
  return found;
}

/** The console's sections after customers (admin-nav.ts), as a platform admin sees them. */
const ADMIN_SECTIONS = [
  'whitelabels',
  'health-index',
  'monitoring',
  'plans',
  'pricing',
  'prepaid',
  'demo-users',
  'stripe',
  'users',
  'reports',
  'transactions',
  'config',
];
/** Sections with their own h1; the others share the console's, so the menu's current entry says they are there. */
const OWN_H1 = ['whitelabels', 'health-index', 'monitoring', 'plans', 'pricing'];
const PLATFORM_ADMIN = 'platform-admin@e2e.example.com';

/** The platform admin (ADMIN_EMAILS of playwright.config.ts) with a workspace: signed in, or made here. */
async function platformAdmin(request: APIRequestContext): Promise<string> {
  const anon = await api<{ token: string }>(request, 'post', '/auth/create_token', '', {});
  const signIn = await request.post('/api/auth/sign_in', {
    headers: { authorization: `Bearer ${anon.token}` },
    data: { email: PLATFORM_ADMIN, password: 'correct-horse-42' },
  });
  const signedIn = (await signIn.json()) as { ok: boolean; payload: { token: string } };
  if (signedIn.ok) return signedIn.payload.token;
  const { token } = await api<{ token: string }>(request, 'post', '/auth/sign_up', anon.token, {
    email: PLATFORM_ADMIN,
    password: 'correct-horse-42',
    first_name: 'Platform',
    last_name: 'Admin',
  });
  const link = await linkFromOutbox(request, PLATFORM_ADMIN, 'activation_code');
  const code = new URL(link, 'http://x').searchParams.get('activation_code')!;
  await api(request, 'get', `/auth/check_activation_code?activation_code=${encodeURIComponent(code)}`, token);
  const space = await api<{ _id: string }>(request, 'post', '/space/create', token, { name: 'Platform HQ' });
  await api(request, 'post', '/users/set_space', token, { space_id: space._id });
  return token;
}

/**
 * Client-side navigation (the router listens to popstate): the page, its chunks and its data stay warm.
 * The screen is there when an h1 other than the last screen's shows (or `ready`, for a view of the same
 * screen) and nothing loads any more.
 */
async function navigate(page: Page, path: string, ready?: string) {
  await page.evaluate((to) => {
    document.querySelector('h1')?.setAttribute('data-left', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator(ready ?? 'h1:not([data-left])').first()).toBeAttached();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

test('overflow: no text is cut on any main screen in English, French and German at 1440 and 390 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const world = await workspaceWithAccount(request, { firstName: 'Olga', workspace: 'Overflow check' });
  const { token, spaceId, credentialId } = world;
  const q = `?space=${spaceId}`;
  const wf = await api<{ _id: string }>(request, 'post', `/workflows${q}`, token, {
    credentials_id: credentialId,
    name: LONG_TITLE,
    sequence: [
      { type: 'view_profile' },
      { type: 'connection_request', content: 'Hi {first_name}, happy to connect!' },
      { type: 'message', delay_days: 1, content: 'Thanks for connecting, {first_name}!' },
    ],
    searches: [{ url: SEARCH_URL, limit: 25 }],
    status: 'active',
  });
  await expect
    .poll(
      async () => {
        await advance(request, token, spaceId, credentialId, 60_000);
        const rates = await api<{ totals: { prospects: number } }>(
          request,
          'get',
          `/workflows/${wf._id}/rates${q}`,
          token,
        );
        return rates.totals.prospects;
      },
      { timeout: 60_000, intervals: [1000, 2000] },
    )
    .toBeGreaterThan(0);
  // Three days of runs: viewed, invited, accepted, messaged and replied prospects side by side.
  for (let day = 0; day < 3; day++) await advance(request, token, spaceId, credentialId, DAY_MS);
  await api(request, 'post', `/integrations/crm/default/pipeline${q}`, token, {
    name: 'Enterprise deals in the DACH region',
    stages: ['Lead', 'Qualified', 'Won'],
  });
  await api(request, 'post', `/templates${q}`, token, {
    name: LONG_TITLE.slice(0, 100),
    channel: 'message',
    text: 'Hi {first_name}, thanks for connecting!',
  });

  const screens = [
    '/dashboard/my-dashboard',
    '/campaigns/my-campaigns',
    `/campaign/edit/${wf._id}`,
    `/campaign/edit/${wf._id}?view=prospects`,
    '/inbox',
    '/profiles/my-prospects',
    '/dashboard/my-tasks',
    '/crm',
    '/reports',
    '/templates/my-templates',
    '/templates/videos/constructor',
    '/integrations',
    '/settings/account',
    '/preferences/user/basic',
    `/preferences/workspace/basic/${spaceId}`,
    `/preferences/workspace/users/${spaceId}`,
  ].map((path) => path + (path.includes('?') ? `&space=${spaceId}` : q));

  const problems: string[] = [];
  const check = async (page: Page, label: string) => {
    for (const found of await page.evaluate(cutText)) problems.push(`${label}: ${found}`);
  };
  const setWidth = (page: Page, width: number) =>
    page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  /** A fresh load in the language (the app reads its stored choice at start). */
  const load = async (page: Page, path: string, language: string) => {
    await page.goto(path);
    await page.evaluate((lng) => localStorage.setItem('language', lng), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('h1').first()).toBeAttached();
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  };

  const page = await signedInPage(browser, token, { width: WIDTHS[0], height: 900 });
  const admin = await signedInPage(browser, await platformAdmin(request), { width: WIDTHS[0], height: 900 });
  for (const language of LANGUAGES) {
    await load(page, `/campaigns/my-campaigns${q}`, language);
    for (const width of WIDTHS) {
      await setWidth(page, width);
      for (const screen of screens) {
        await navigate(
          page,
          screen,
          screen.includes('view=prospects') ? '[data-testid=prospect-row]' : undefined,
        );
        await check(page, `${language} ${width}px ${screen.split('?')[0]}`);
      }
    }
    // The admin console: on phones its customers' pages only (000 §2), on a desktop every section.
    await setWidth(admin, 390);
    await load(admin, '/admin/customers', language);
    await check(admin, `${language} 390px /admin/customers`);
    await setWidth(admin, 1440);
    await check(admin, `${language} 1440px /admin/customers`);
    // The account menu, long for an admin, stays within a short window (it scrolls).
    await admin.setViewportSize({ width: 1440, height: 520 });
    await admin.getByTestId('account-panel').click();
    const menu = admin.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    await settled(admin);
    const bottom = await menu.evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
    if (bottom > 520)
      problems.push(`${language} 1440×520 account menu: runs to ${bottom}px, past the window`);
    await admin.keyboard.press('Escape');
    await setWidth(admin, 1440);
    for (const section of ADMIN_SECTIONS) {
      const current = `a[aria-current=page][href^="/admin/${section}"]`;
      await navigate(admin, `/admin/${section}`, OWN_H1.includes(section) ? undefined : current);
      await check(admin, `${language} 1440px /admin/${section}`);
    }
  }
  // A toast leaves the header's workspace switcher free (it opens below the header).
  await setWidth(page, 1440);
  await navigate(page, `/preferences/user/basic${q}`);
  await page.locator('input[autocomplete="given-name"]').fill('Olga Maria');
  await page.locator('form button[type=submit]').click();
  const toast = page.locator('.mantine-Notification-root').first();
  await expect(toast).toBeVisible();
  const [a, b] = [await toast.boundingBox(), await page.getByTestId('account-panel').boundingBox()];
  if (a && b && a.y < b.y + b.height && b.y < a.y + a.height && a.x < b.x + b.width && b.x < a.x + a.width)
    problems.push('a toast covers the workspace switcher');

  const unique = [...new Set(problems)];
  expect(unique, unique.join('\n')).toEqual([]);
});
