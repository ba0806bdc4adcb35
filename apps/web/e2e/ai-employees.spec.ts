import { expect, test } from '@playwright/test';
import { signedInPage, workspaceWithAccount } from './helpers';

test('ai-employees: a signed-in member opens the screen', async ({ browser, request }) => {
  const world = await workspaceWithAccount(request, {
    firstName: 'AiEmployees',
    workspace: 'Ai Employees test',
  });
  const page = await signedInPage(browser, world.token);
  await page.goto(`/ai-employees?space=${world.spaceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ai Employees' })).toBeVisible();
});
