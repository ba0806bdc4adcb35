import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, resetServerClock, signedInPage, workspaceWithAccount, type World } from './helpers';

/**
 * Issue 38 (AI Employees). Run:
 *   npm run build && cd apps/web && E2E_PORT=5430 E2E_DATA_DIR=/tmp/e2e-employees npx playwright test -c playwright.config.ts e2e/ai-employees.spec.ts
 *
 * Onboarding from a company name alone (found offline in the sandbox people directory), the wizard with each
 * of its validation messages once, the employee saved on the sandbox account in manual mode, and a campaign
 * proposed by the Magic builder, reviewed, edited and created. Then sandbox prospects reply (test hook): one
 * answer is approved in the review queue and sent, an opt-out is escalated and never answered, the employee
 * is edited to automatic mode and the next answer leaves after its undo window (the server clock moved past
 * it, no sleep); finally the employee is deleted from its list.
 */

// The flow moves the server's clock; the specs after it read dates as the browser's today.
test.afterAll(async ({ request }) => {
  await resetServerClock(request);
});

const long = 'x'.repeat(251);

async function expectError(page: Page, text: string) {
  await expect(page.getByTestId('wizard-error')).toHaveText(text);
}

/** A sandbox member writes to the account; the inbox sync stores it and the employee's draft pass runs. */
async function prospectWrites(request: APIRequestContext, world: World, offset: number, text: string) {
  const member = await api<{ first_name: string; last_name: string }>(
    request,
    'post',
    '/test/sandbox/member_writes',
    world.token,
    { credentials_id: world.credentialId, offset, text },
  );
  await api(request, 'post', `/inbox/sync?space=${world.spaceId}`, world.token, {
    credentials_id: world.credentialId,
  });
  const name = `${member.first_name} ${member.last_name}`;
  // the draft pass, until the reply is in the review queue (drafted, scheduled or escalated)
  await expect
    .poll(async () => {
      await api(request, 'post', '/test/jobs/run', world.token, { name: 'ai-knowledge.draft' });
      const queue = await api<{ items: { prospect: { name: string } }[] }>(
        request,
        'get',
        `/ai-knowledge/drafts?space=${world.spaceId}`,
        world.token,
      );
      return queue.items.some((d) => d.prospect.name === name);
    })
    .toBe(true);
  return { first: member.first_name, name };
}

/** The account panel's menu item (where the AI items live). */
async function openFromMenu(page: Page, testId: string) {
  await page.getByTestId('account-panel').click();
  await page.getByTestId(testId).click();
}

/** The prospect's thread in the inbox: what the account sent them. */
async function sentTo(page: Page, name: string) {
  await page.goto('/inbox');
  await page.getByTestId('conversation-row').filter({ hasText: name }).click();
  await expect(page.getByTestId('message-inbound').first()).toBeVisible();
  return page.getByTestId('message-outbound');
}

test('onboarding, the wizard and its messages, a Magic campaign reviewed, replies answered under supervision', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const started = Date.now();
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
  // The user's company: one of the sandbox directory's, by its name alone (no website).
  const [directory] = (
    await api<{ items: { string_value: string }[] }>(
      request,
      'get',
      `/looch/filters/company?space=${world.spaceId}&limit=1`,
      world.token,
    )
  ).items;
  const company = directory!.string_value;
  await page.getByLabel('Company name').fill(company);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/company-overview/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: `${company} at a glance` })).toBeVisible();
  await expect(page.getByTestId('overview-summary')).toContainText(`${company} is a`);
  await expect(page.getByTestId('overview-source')).toContainText('.example');
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
  // Manual mode: every answer waits for a person.
  await wizard.getByText('Manual approval').click();
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

  // Replies. Manual mode: the answer waits for approval, each sentence beside the passage it rests on.
  const asks = await prospectWrites(
    request,
    world,
    0,
    'Sounds interesting, tell me more about your payroll.',
  );
  // An opt-out is escalated to a person, never answered.
  const optOut = await prospectWrites(
    request,
    world,
    2,
    'Please stop writing to me and remove me from your list.',
  );
  await openFromMenu(page, 'ai-knowledge-link');
  await expect(page).toHaveURL(/\/ai-knowledge/);
  const draft = page.getByTestId('ai-draft').filter({ hasText: asks.name });
  await expect(draft.getByText('Waiting for your approval')).toBeVisible();
  const table = draft.getByRole('table', { name: 'Draft reply' });
  await expect(table.getByText(/^(Objective|Case study|Q&A)/).first()).toBeVisible();
  const escalated = page.getByTestId('ai-draft').filter({ hasText: optOut.name });
  await expect(escalated.getByText('Escalated to you')).toBeVisible();
  await expect(escalated.getByText('The prospect opted out or said a firm no')).toBeVisible();
  await expect(escalated.getByRole('button', { name: 'Approve and send' })).toHaveCount(0);
  await draft.getByRole('button', { name: 'Approve and send' }).click();
  await expect(page.getByText('Reply approved and sent.')).toBeVisible();
  await expect(draft).toHaveCount(0);
  await expect(await sentTo(page, asks.name)).toContainText(asks.first);

  // Edited from its list to automatic mode: the next answer leaves on its own after the undo window.
  await openFromMenu(page, 'ai-employees-link');
  await page.getByTestId('employee-Aurora').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit AI Employee' });
  await edit.getByRole('button', { name: 'Settings' }).click();
  await edit.getByText('Automatic', { exact: true }).click();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('AI Employee Aurora has been updated.')).toBeVisible();
  const later = await prospectWrites(request, world, 1, 'Sounds good, tell me more about your payroll.');
  await page.goto('/ai-knowledge');
  const scheduled = page.getByTestId('ai-draft').filter({ hasText: later.name });
  await expect(scheduled.getByRole('timer')).toHaveText(/Sending in [12]:\d\d/);
  expect(await (await sentTo(page, later.name)).count()).toBe(0); // not before the window ends
  await request.post('/api/test/clock', { data: { advance_ms: 121_000 } });
  await api(request, 'post', '/test/jobs/run', world.token, { name: 'ai-knowledge.send' });
  await expect(await sentTo(page, later.name)).toContainText(later.first);
  // The opt-out is still waiting for a person, unanswered.
  await expect(await sentTo(page, optOut.name)).toHaveCount(0);
  await page.goto('/ai-knowledge');
  await expect(page.getByTestId('ai-draft').filter({ hasText: later.name })).toHaveCount(0);
  await expect(page.getByTestId('ai-draft').filter({ hasText: optOut.name })).toBeVisible();

  // Deleted from its list, after a confirmation.
  await page.goto(`/ai-employees?space=${world.spaceId}`);
  await page.getByTestId('employee-Aurora').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Aurora?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Aurora was deleted.')).toBeVisible();
  await expect(page.getByTestId('employee-Aurora')).toHaveCount(0);
  console.log(`ai-employees flow: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
