import { expect, test } from '@playwright/test';
import { api, signedInPage, workspaceWithAccount } from './helpers';

/** 000 §2 /search (feature prospect_finder): three filters, the count, 25 people into a new campaign. */
test('finder: search with three filters, see the count, add 25 people to a new campaign', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const world = await workspaceWithAccount(request, { firstName: 'Finder', workspace: 'Finder test' });
  const filters = { seniority: ['manager'], company_size: [3, 1], industry: ['Software Development'] };
  const q = `space=${world.spaceId}`;
  // The same search through the API: the count the screen must show (the first call also builds the database).
  const expected = await api<{ total: number }>(
    request,
    'get',
    `/v2/looch/profiles?${q}&count_only=true&filters=${encodeURIComponent(JSON.stringify(filters))}`,
    world.token,
  );
  expect(expected.total).toBeGreaterThan(25);

  const page = await signedInPage(browser, world.token);
  await page.goto(`/search?${q}`);
  await expect(page).toHaveURL(/\/profiles\/search-prospects/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search prospects' })).toBeVisible();
  await expect(page.getByTestId('finder-count')).toContainText(' people');

  await page.getByTestId('finder-filter-seniority').click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('finder-filter-company_size').click();
  await page.getByRole('option', { name: '1-10', exact: true }).click();
  await page.getByRole('option', { name: '11-50', exact: true }).click();
  await page.keyboard.press('Escape');
  // Industry: type-ahead values from GET /looch/filters/industry.
  await page.getByTestId('finder-filter-industry').fill('softw');
  await page.getByRole('option', { name: 'Software Development' }).click();
  await page.keyboard.press('Escape');

  const count = page.getByTestId('finder-count');
  await expect(count).toHaveText(`1–25 of ${expected.total} people`);
  await expect(page.getByTestId('finder-row')).toHaveCount(25);

  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  await expect(page.getByTestId('finder-selected')).toHaveText('25 selected');
  await page.getByRole('button', { name: 'Add to campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to a campaign' });
  await expect(dialog.getByText('25 chosen people will be added.')).toBeVisible();
  await dialog.getByLabel('Campaign name').fill('Finder picks');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('25 prospects added to Finder picks')).toBeVisible();

  // The campaign holds them: one prospect-finder search with 25 added; the page now marks them.
  const campaigns = await api<{ items: { _id: string; name: string }[] }>(
    request,
    'get',
    `/workflows?${q}&query=Finder%20picks`,
    world.token,
  );
  const campaign = await api<{ searches: { kind: string; added_count: number }[] }>(
    request,
    'get',
    `/workflows/${campaigns.items[0]!._id}?${q}`,
    world.token,
  );
  expect(campaign.searches).toEqual([expect.objectContaining({ kind: 'prospect_finder', added_count: 25 })]);
  await expect(page.getByText('In workspace')).toHaveCount(25);
});
