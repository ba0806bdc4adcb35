import { expect, test } from '@playwright/test';
import { signedInPage, workspaceWithAccount } from './helpers';

test('mailboxes: a signed-in member opens the screen', async ({ browser, request }) => {
  const world = await workspaceWithAccount(request, { firstName: 'Mailboxes', workspace: 'Mailboxes test' });
  const page = await signedInPage(browser, world.token);
  await page.goto(`/mailboxes?space=${world.spaceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mailboxes' })).toBeVisible();
});
