import { expect, test } from '@playwright/test';
import { signedInPage, workspaceWithAccount } from './helpers';

test('privacy: an owner erases a person after confirming, and the audit log shows it', async ({
  browser,
  request,
}) => {
  const world = await workspaceWithAccount(request, { firstName: 'Agency', workspace: 'Agency test' });
  const page = await signedInPage(browser, world.token);
  await page.goto(`/privacy?space=${world.spaceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await page.getByLabel('Email, phone or profile link').fill('erase.me@example.org');
  await page.getByRole('button', { name: 'Find records' }).click();
  await expect(page.getByTestId('data-request')).toContainText('Open');
  await page.getByRole('button', { name: 'Erase this person' }).click();
  const dialog = page.getByRole('dialog', { name: "Erase this person's data?" });
  await dialog.getByLabel('Type it again to confirm').fill('someone.else@example.org');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(dialog).toContainText('Type the same email address');
  await dialog.getByLabel('Type it again to confirm').fill('ERASE.ME@example.org');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('data-request')).toContainText('Erased');
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('Personal data erased');
});
