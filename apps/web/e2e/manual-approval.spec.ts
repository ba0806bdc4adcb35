import { expect, test } from '@playwright/test';
import { advance, api, resetServerClock, signedInPage, workspaceWithAccount } from './helpers';

/**
 * Issue 36 item 10: the manual-approval page. Run:
 *   npm run build && cd apps/web && E2E_PORT=4371 npx playwright test -c playwright.config.ts e2e/manual-approval.spec.ts
 *
 * A campaign's invitation waits for approval for three prospects; from the page (keyboard and buttons) one is
 * approved, one held and one canceled; then the engine runs: the approved invitation goes out, the held one
 * waits, the canceled one is skipped.
 */
const SEARCH_URL = 'https://www.linkedin.com/search/results/people/?keywords=fintech%20founder';

type Row = {
  _id: string;
  status: string;
  approval: string | null;
  prospect: { full_name: string; first_name: string };
  steps: { id: string; status: string; reason?: string }[];
};

test('approve, hold and cancel steps from the manual-approval page; the engine acts on each', async ({
  browser,
  request,
}) => {
  await resetServerClock(request);
  const world = await workspaceWithAccount(request, {
    firstName: 'Ada',
    workspace: 'Approvals',
    cookies: 'sandbox-session-cookie',
  });
  const q = `?space=${world.spaceId}`;
  const wf = await api<{ _id: string }>(request, 'post', `/workflows${q}`, world.token, {
    credentials_id: world.credentialId,
    name: 'Payroll invitations',
    sequence: [
      {
        type: 'connection_request',
        content: 'Hi {first_name:there}, shall we connect?',
        manual_approval: true,
      },
    ],
    searches: [{ url: SEARCH_URL, limit: 3 }],
    status: 'active',
  });
  const rows = async () =>
    (await api<{ items: Row[] }>(request, 'get', `/workflows/${wf._id}/prospects${q}`, world.token)).items;
  await expect
    .poll(
      async () => {
        await advance(request, world.token, world.spaceId, world.credentialId, 60_000);
        return (await rows()).filter((r) => r.approval === 'awaiting_approval').length;
      },
      { timeout: 40_000, intervals: [500, 1000, 2000] },
    )
    .toBe(3);

  const page = await signedInPage(browser, world.token);
  await page.goto('/preferences/user/manual-approval');
  const items = page.getByTestId('approval-item');
  await expect(items).toHaveCount(3);
  await expect(page.getByTestId('approval-keys')).toContainText('approve');
  // the message as it will be sent: the placeholder filled for that prospect
  const [toHold, toCancel, toApprove] = await items.getByTestId('approval-name').allTextContents();
  const firstName = (await rows()).find((r) => r.prospect.full_name === toHold)!.prospect.first_name;
  await expect(items.nth(0).getByTestId('approval-message')).toHaveText(`Hi ${firstName}, shall we connect?`);

  // keyboard: the first row is focused; h holds it
  await page.keyboard.press('h');
  await expect(items.filter({ hasText: toHold! })).toContainText('On hold');
  // j moves to the second, x selects it, and the bulk button cancels the selection
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await page.getByRole('button', { name: 'Cancel selected (1)' }).click();
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: toCancel! })).toHaveCount(0);
  // a row's own button approves
  await items.filter({ hasText: toApprove! }).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(toHold!);

  // The engine runs: the approved invitation goes out, the canceled one is skipped, the held one waits.
  await expect
    .poll(
      async () => {
        await advance(request, world.token, world.spaceId, world.credentialId, 3_600_000);
        const now = await rows();
        const of = (name: string) => now.find((r) => r.prospect.full_name === name)!;
        return [of(toApprove!), of(toCancel!)].map((r) => r.steps[0]?.status ?? 'none');
      },
      { timeout: 45_000, intervals: [500, 1000, 2000] },
    )
    .toEqual(['complete', 'skipped']);
  const after = await rows();
  const held = after.find((r) => r.prospect.full_name === toHold)!;
  expect(held).toMatchObject({ status: 'active', approval: 'hold', steps: [] });
  expect(after.find((r) => r.prospect.full_name === toCancel)!.steps[0]).toMatchObject({
    reason: 'user_skipped',
  });
  await expect(items).toHaveCount(1);
});
