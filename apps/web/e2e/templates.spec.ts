import { expect, test } from '@playwright/test';
import { signedInPage, workspaceWithAccount } from './helpers';

test('templates: a signed-in member opens the screen', async ({ browser, request }) => {
  const world = await workspaceWithAccount(request, { firstName: 'Templates', workspace: 'Templates test' });
  const page = await signedInPage(browser, world.token);
  await page.goto(`/templates?space=${world.spaceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
});
