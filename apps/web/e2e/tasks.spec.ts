import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  api,
  expectAccessibleInBothThemes,
  signedInPage,
  switchTheme,
  workspaceWithAccount,
  type World,
} from './helpers';

/**
 * Issue 14 item 5 (tasks), web half. Run:
 *   npm run build && cd apps/web && E2E_PORT=3181 npx playwright test -c playwright.config.ts tasks
 *
 * A sandbox member writes to the account (test hook) and the inbox sync stores it; then, through the UI:
 * create a task from the conversation, find it in my-tasks, see it in the bell once overdue, comment on it,
 * complete it.
 */

// Screenshots land in apps/web/e2e/screenshots (git-ignored) whether run from the root or from apps/web.
const OUT = process.cwd().endsWith('apps/web') ? 'e2e/screenshots' : 'apps/web/e2e/screenshots';
const TASK = 'Call back about the demo';

async function memberWrites(request: APIRequestContext, world: World, text: string) {
  const member = await api<{ first_name: string; last_name: string }>(
    request,
    'post',
    '/test/sandbox/member_writes',
    world.token,
    { credentials_id: world.credentialId, offset: 3, text },
  );
  await api(request, 'post', `/inbox/sync?space=${world.spaceId}`, world.token, {
    credentials_id: world.credentialId,
  });
  return `${member.first_name} ${member.last_name}`;
}

const taskRow = (page: Page) => page.getByTestId('task-row').filter({ hasText: TASK });

test('create a task from the inbox, see it in my-tasks and, once overdue, in the bell, comment on it and complete it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const world = await workspaceWithAccount(request, {
    firstName: 'Tara',
    workspace: 'Tasks Lab',
    cookies: 'sandbox-session-cookie',
  });
  const name = await memberWrites(request, world, 'Could you call me tomorrow about the demo?');
  const page = await signedInPage(browser, world.token);

  // Nothing to do yet: the empty state says where tasks come from.
  await page.goto('/dashboard/my-tasks');
  await expect(page.getByText('No tasks here')).toBeVisible();

  // From the conversation: Create task, name and priority, created.
  await page.goto('/inbox');
  await page.getByTestId('conversation-row').filter({ hasText: name }).click();
  await expect(page.getByTestId('message-inbound')).toBeVisible();
  await page.getByTestId('create-task').click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await expect(dialog).toContainText(name);
  // the name is required (001 §5 "Task message not empty")
  await dialog.getByTestId('task-create-submit').click();
  await expect(dialog).toContainText('Task message can not be empty');
  await dialog.getByTestId('task-name').fill(TASK);
  // due in an hour (the form takes the browser's local time)
  await dialog.getByLabel('Due date').fill(
    await page.evaluate(() => {
      const d = new Date(Date.now() + 3_600_000 - new Date().getTimezoneOffset() * 60_000);
      return d.toISOString().slice(0, 16);
    }),
  );
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await dialog.getByTestId('task-create-submit').click();
  await expect(page.getByText('Task created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // In my-tasks (assigned to me by default): the task, its priority, its prospect.
  await page.goto('/dashboard/my-tasks');
  const row = taskRow(page);
  await expect(row).toBeVisible();
  await expect(row).toContainText('High');
  await expect(row).toContainText(name);
  await expectAccessibleInBothThemes(page, 'my-tasks');
  await page.screenshot({ path: `${OUT}/tasks-my-tasks-light.png`, fullPage: true });
  await switchTheme(page, 'dark');
  await page.screenshot({ path: `${OUT}/tasks-my-tasks-dark.png`, fullPage: true });
  await switchTheme(page, 'light');

  // The due time passes: the overdue pass (every 5 minutes) rings the bell.
  try {
    await api(request, 'post', '/test/clock', world.token, { advance_ms: 2 * 3_600_000 });
    await api(request, 'post', '/test/jobs/run', world.token, { name: 'tasks.overdue' });
  } finally {
    await api(request, 'post', '/test/clock', world.token, { reset: true });
  }
  await page.reload();
  await page.getByTestId('notification-bell').click();
  await expect(
    page.getByTestId('notification-item').filter({ hasText: `Task overdue: ${TASK}` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Comments in the drawer.
  await row.getByRole('button', { name: TASK }).click();
  const drawer = page.getByTestId('task-drawer');
  await expect(drawer).toContainText('No comments yet.');
  await drawer.getByTestId('task-comment-input').fill('Left a voicemail, trying again at 4 pm');
  await drawer.getByRole('button', { name: 'Comment' }).click();
  await expect(drawer.getByTestId('task-comment')).toContainText('Left a voicemail');
  await expectAccessibleInBothThemes(page, 'my-tasks drawer');
  await page.screenshot({ path: `${OUT}/tasks-drawer-light.png` });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Complete with one click: it leaves the open list and shows under Done.
  await row.getByTestId('task-complete').click();
  await expect(page.getByText('Task completed')).toBeVisible();
  await expect(taskRow(page)).toHaveCount(0);
  // (a chip: its label is what a user clicks; the radio inside is visually hidden)
  const doneChip = await page.getByTestId('task-view-completed').getAttribute('id');
  await page.locator(`label[for="${doneChip}"]`).click();
  await expect(taskRow(page)).toBeVisible();
  await expect(taskRow(page).getByTestId('task-complete')).toBeChecked();

  // 390 px: readable, nothing wider than the screen.
  const phone = await signedInPage(browser, world.token, { width: 390, height: 844 });
  await phone.goto('/dashboard/my-tasks?view=completed');
  await expect(taskRow(phone)).toBeVisible();
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${OUT}/tasks-my-tasks-390.png`, fullPage: true });
  await expectAccessible390(phone);
});

async function expectAccessible390(page: Page) {
  await expectAccessibleInBothThemes(page, 'my-tasks 390 px');
}
