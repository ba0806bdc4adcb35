import { expect, test } from '@playwright/test';
import { api, expectAccessibleInBothThemes, signedInPage, workspaceWithAccount } from './helpers';

/**
 * Issue 19 (AI), web half. Run:
 *   npm run build && cd apps/web && E2E_PORT=4334 npx playwright test -c playwright.config.ts e2e/ai.spec.ts
 *
 * A sandbox member replies (test hook) and the real inbox sync stores it; the real `ai.label` job (every 5 s)
 * labels it with the built-in offline classifier. The assistant, company research and the credit refusal go
 * through the UI; the only other hook sets the workspace's credits to 0.
 */

const REPLY = 'Sounds interesting, could we set up a call next week to see a demo?';

test('a reply is labelled by AI, the assistant drafts a reply, a company research counts down attempts, and with no credits the assistant is refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const world = await workspaceWithAccount(request, {
    firstName: 'Aria',
    workspace: 'AI Lab',
    cookies: 'sandbox-session-cookie',
  });
  const q = `?space=${world.spaceId}`;
  const member = await api<{ first_name: string; last_name: string }>(
    request,
    'post',
    '/test/sandbox/member_writes',
    world.token,
    { credentials_id: world.credentialId, offset: 3, text: REPLY },
  );
  await api(request, 'post', `/inbox/sync${q}`, world.token, { credentials_id: world.credentialId });
  const name = `${member.first_name} ${member.last_name}`;

  // The reply is labelled in the background and the label shows in the thread (polled until it comes).
  const page = await signedInPage(browser, world.token);
  await page.goto('/inbox');
  await page.getByTestId('conversation-row').filter({ hasText: name }).click();
  await expect(page.getByTestId('message-inbound')).toContainText(REPLY);
  const label = page.getByTestId('thread-pane').getByTestId('ai-label');
  await expect(label).toHaveText('Interested', { timeout: 25_000 });
  // ...and beside it, in the prospect panel.
  await expect(page.getByTestId('prospect-panel').getByTestId('ai-label')).toHaveText('Interested');

  // A user correction is kept (the badge shows it, and the stats count it).
  await label.click();
  await page.getByRole('menuitem', { name: 'Follow up later' }).click();
  await expect(page.getByText('Label corrected')).toBeVisible();
  await expect(label).toHaveText('Follow up later');
  const stats = await api<{ corrected: number }>(request, 'get', `/ai/labels/stats${q}`, world.token);
  expect(stats.corrected).toBe(1);

  // The assistant drafts a reply into the composer from the thread, with the prospect's real first name.
  await page.getByTestId('ai-assistant').click();
  await page.getByRole('menuitem', { name: 'Suggest a reply' }).click();
  await expect(page.getByTestId('composer-text')).toHaveValue(new RegExp(`^Hi ${member.first_name},`));
  await expect(page.getByText(/Written offline from a template/)).toBeVisible();
  // ...and rewrites it shorter.
  const drafted = await page.getByTestId('composer-text').inputValue();
  await page.getByTestId('ai-assistant').click();
  await page.getByRole('menuitem', { name: 'Shorter' }).click();
  await expect
    .poll(async () => (await page.getByTestId('composer-text').inputValue()).length)
    .toBeLessThan(drafted.length);
  await expectAccessibleInBothThemes(page, 'inbox with AI label');

  // Company research: the app's own site on 127.0.0.1 (allow-listed for tests), attempts count down.
  await page.goto('/preferences/user/company-research');
  await expect(page.getByTestId('research-remaining')).toHaveText('Attempts left: 10/10');
  await expect(page.getByText('No research yet')).toBeVisible();
  const host = new URL(page.url()).host;
  await page.getByTestId('research-host').fill(`http://${host}/`);
  await page.getByTestId('research-objective').fill('What does this product do?');
  await page.getByTestId('research-submit').click();
  await expect(page.getByText('Research ready')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('research-remaining')).toHaveText('Attempts left: 9/10');
  await expect(page.getByTestId('research-results')).toContainText(host);
  await expectAccessibleInBothThemes(page, 'company research');

  // Credits fell in the ledger: one for the suggestion, one for the rewrite, one for the research.
  const history = await api<{ items: { usage_type: string; amount: number }[] }>(
    request,
    'get',
    `/credits/history${q}&skip=0&limit=10`,
    world.token,
  );
  expect(history.items.filter((i) => i.amount < 0).map((i) => i.usage_type)).toEqual([
    'ai_message',
    'inbox_ai_message',
    'inbox_ai_message',
  ]);

  // No credits left: the assistant is refused with a clear message, and nothing is written or sent.
  await api(request, 'post', `/test/ai/credits${q}`, world.token, { balance: 0 });
  await page.goto('/inbox');
  await page.getByTestId('conversation-row').filter({ hasText: name }).click();
  await page.getByTestId('composer-text').fill('');
  await page.getByTestId('ai-assistant').click();
  await page.getByRole('menuitem', { name: 'Suggest a reply' }).click();
  await expect(page.getByText('Run out of credits')).toBeVisible();
  await expect(page.getByTestId('composer-text')).toHaveValue('');
  await expect(page.getByTestId('message-outbound')).toHaveCount(0);
  await page.goto('/preferences/user/company-research');
  await page.getByTestId('research-host').fill(host);
  await page.getByTestId('research-objective').fill('Who are their customers?');
  await page.getByTestId('research-submit').click();
  await expect(page.getByText('Run out of credits')).toBeVisible();
  await expect(page.getByTestId('research-remaining')).toHaveText('Attempts left: 9/10');
});
