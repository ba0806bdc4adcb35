import { expect, test } from '@playwright/test';
import { signedInPage, workspaceWithAccount } from './helpers';

test('finder: a signed-in member opens the screen', async ({ browser, request }) => {
  const world = await workspaceWithAccount(request, { firstName: 'Finder', workspace: 'Finder test' });
  const page = await signedInPage(browser, world.token);
  await page.goto(`/finder?space=${world.spaceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Finder' })).toBeVisible();
});
