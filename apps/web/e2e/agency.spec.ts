import { expect, test } from '@playwright/test';
import { signedInPage, workspaceWithAccount } from './helpers';

test('agency: a signed-in member opens the screen', async ({ browser, request }) => {
  const world = await workspaceWithAccount(request, { firstName: 'Agency', workspace: 'Agency test' });
  const page = await signedInPage(browser, world.token);
  await page.goto(`/agency?space=${world.spaceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agency' })).toBeVisible();
});
