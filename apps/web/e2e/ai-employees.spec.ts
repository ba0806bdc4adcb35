import { expect, test, type Page } from '@playwright/test';
import { signedInPage, workspaceWithAccount } from './helpers';

/**
 * Issue 38 (AI Employees, items 1 and 5). Run:
 *   npm run build && cd apps/web && E2E_PORT=5430 E2E_DATA_DIR=/tmp/e2e-employees npx playwright test -c playwright.config.ts e2e/ai-employees.spec.ts
 *
 * Onboarding from a company name (its site: this server, allow-listed on 127.0.0.1, researched offline), the
 * wizard with each of its validation messages once, the employee saved on the sandbox account, and a campaign
 * proposed by the Magic builder, reviewed, edited and created.
 */

const long = 'x'.repeat(251);

async function expectError(page: Page, text: string) {
  await expect(page.getByTestId('wizard-error')).toHaveText(text);
}

test('onboarding, the wizard and its messages, an employee on a sandbox account, a Magic campaign reviewed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const world = await workspaceWithAccount(request, {
    firstName: 'Ava',
    workspace: 'Employees',
    cookies: 'sandbox-session-cookie',
  });
  const page = await signedInPage(browser, world.token);

  // Onboarding: the base path goes to the intro; the company is researched and proposed.
  await page.goto(`/onboarding/ai-employee?space=${world.spaceId}`);
  await expect(page).toHaveURL(/\/onboarding\/ai-employee\/intro/);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Your objective, in a sentence').fill('Book demos with restaurant owners');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/company-search/);
  const host = new URL(page.url()).host;
  await page.getByLabel('Company name').fill('Leadloop');
  await page.getByLabel('Company website').fill(`http://${host}/`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/company-overview/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Leadloop at a glance' })).toBeVisible();
  await expect(page.getByTestId('overview-summary')).not.toBeEmpty();
  // 000 §2: the overview hides the language switcher
  await expect(page.getByRole('button', { name: /language/i })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create AI Employee' }).click();

  // The wizard opens with the proposal; each step says its rule.
  const wizard = page.getByRole('dialog', { name: 'Set up your AI Employee' });
  await expect(wizard).toBeVisible();
  const next = wizard.getByRole('button', { name: 'Next' });
  await next.click();
  await expectError(page, 'Please fill all required fields.');
  // a jump forward past a failing step does nothing
  await wizard.getByRole('button', { name: 'Q&A' }).click();
  await expect(page.getByTestId('wizard-step-targeting')).toBeVisible();
  await page.getByTestId('targeting-job-titles').fill('Restaurant owner');
  await page.getByTestId('targeting-job-titles').press('Enter');
  await next.click();

  await expect(page.getByTestId('objective-solution')).not.toHaveValue('');
  await page.getByTestId('objective-problem').fill('');
  await next.click();
  await expectError(page, 'Please fill all fields.');
  await page.getByTestId('objective-problem').fill('Tips reconciled by hand');
  await page.getByTestId('objective-contact_reason').fill('Hiring season');
  await page.getByTestId('objective-solution').fill(long);
  await next.click();
  await expectError(page, 'Max field length is 250 characters.');
  await page.getByTestId('objective-solution').fill('Automatic payroll for restaurants');
  await next.click();

  await page.getByTestId('case-0-whom').fill('A bistro chain');
  await page.getByTestId('case-0-problem').fill('Late payroll');
  await page.getByTestId('case-0-solution').fill('Payroll in one click');
  await wizard.getByLabel('With a link').click();
  await next.click();

  await expect(page.getByTestId('wizard-step-free_value')).toBeVisible();
  await wizard.getByRole('button', { name: 'Remove' }).click();
  await next.click();

  await page.getByTestId('faq-0-question').fill(long);
  await next.click();
  await expectError(page, 'Max question field length is 250 characters.');
  await page.getByTestId('faq-0-question').fill('How much does it cost?');
  await page.getByTestId('faq-0-answer').fill(long);
  await next.click();
  await expectError(page, 'Max answer field length is 250 characters.');
  await page.getByTestId('faq-0-answer').fill('');
  await next.click();
  await expectError(page, 'Please fill all Q&A fields.');
  await page.getByTestId('faq-0-answer').fill('From 49 EUR a month');
  await next.click();

  // No calendar yet: the last step is the connect step (no Finish button).
  await expect(wizard.getByRole('button', { name: 'Set up' })).toHaveCount(0);
  await wizard.getByLabel('Calendly personal access token').fill('sandbox-calendly-token-employees');
  await wizard.getByRole('button', { name: 'Connect Calendly' }).click();
  const setUp = wizard.getByRole('button', { name: 'Set up' });
  await setUp.click();
  await expectError(page, 'Please select an account');
  await page.getByTestId('settings-account').click();
  await page.getByRole('option').first().click();
  await setUp.click();
  await expectError(page, 'Please select a Calendly user');
  await page.getByTestId('settings-calendly-user').click();
  await page.getByRole('option').first().click();
  // the user's first event type is picked; cleared, the step says so
  await expect(page.getByTestId('settings-calendly-event')).not.toHaveValue('');
  await page.getByTestId('settings-calendly-event').locator('xpath=..').locator('button').click();
  await setUp.click();
  await expectError(page, 'Please select a Calendly event');
  await page.getByTestId('settings-calendly-event').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('generate-linkedin').fill('1');
  await setUp.click();
  await expect(page.getByText('AI Employee Aurora has been created.')).toBeVisible();

  // The save asked for one LinkedIn campaign: the Magic builder opens for this employee.
  await expect(page).toHaveURL(/\/ai-employees\/magic\?employee=.+linkedin=1/);
  await page.getByLabel('What should the campaign achieve?').fill('Book payroll demos');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByLabel('Search keywords')).toHaveValue('Restaurant owner');
  await expect(page.getByTestId('magic-audience-total')).toContainText('on the network');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Connection request')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('magic-0-step-1').fill('Hi {first_name}, reviewed and edited by hand.');
  await page.getByRole('button', { name: 'Create campaigns' }).click();
  await expect(page.getByText('1 campaign created, paused.')).toBeVisible();

  // The campaign is an ordinary campaign, paused, with the edited message, and the employee works on the account.
  await page.getByRole('link', { name: /Book payroll demos/ }).click();
  await expect(page).toHaveURL(/\/campaign\/edit\//);
  await expect(page.getByRole('heading', { name: 'Book payroll demos · LinkedIn' })).toBeVisible();
  await expect(page.getByText('keywords=Restaurant%20owner')).toBeVisible();
  await page.goto(`/ai-employees?space=${world.spaceId}`);
  const card = page.getByTestId('employee-Aurora');
  await expect(card.getByTestId(`binding-switch-${world.credentialId}`)).toBeChecked();
  await expect(card.getByText('1 campaign')).toBeVisible();
});
