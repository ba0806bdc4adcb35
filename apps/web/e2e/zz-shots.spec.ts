import { test } from '@playwright/test';
import { signedInPage, settled, workspaceWithAccount } from './helpers';

const PATHS = [
  'profiles/search-prospects',
  'profiles/enrichment',
  'ai-employees',
  'ai-employees/magic',
  'onboarding/ai-employee/intro',
  'ai-knowledge',
  'mailboxes',
  'privacy',
];

test('screenshots of the new screens', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const world = await workspaceWithAccount(request, { firstName: 'Shots', workspace: 'Shots' });
  for (const [name, viewport, theme] of [
    ['light', { width: 1366, height: 900 }, 'light'],
    ['dark', { width: 1366, height: 900 }, 'dark'],
    ['390', { width: 390, height: 844 }, 'light'],
  ] as const) {
    const page = await signedInPage(browser, world.token, viewport, theme);
    for (const p of PATHS) {
      await page.goto(`/${p}?space=${world.spaceId}`);
      await page.waitForLoadState('networkidle');
      await settled(page);
      await page.screenshot({ path: `/tmp/shots/${p.replace(/\//g, '_')}-${name}.png`, fullPage: true });
    }
    await page.context().close();
  }
});
