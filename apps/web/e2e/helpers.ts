import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newUser(firstName: string): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName,
    lastName: 'Tester',
    email: `${firstName.toLowerCase()}-${id}@example.com`,
    password: 'correct-horse-42',
  };
}

export async function signUp(page: Page, user: TestUser): Promise<void> {
  if (!page.url().includes('/auth/sign-up')) await page.goto('/auth/sign-up');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Work email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/activate-email$/);
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
}

/** The path (and query) of a link from the last mail sent to `email` (test hook GET /api/test/outbox). */
export async function linkFromOutbox(
  request: APIRequestContext,
  email: string,
  contains: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { payload: { links: string[] }[] };
      link = body.payload.flatMap((mail) => mail.links).find((l) => l.includes(contains));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`; // the mail names PUBLIC_URL's host; stay on the test origin
}
