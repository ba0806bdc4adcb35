import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import {
  advance,
  api,
  expectAccessibleInBothThemes,
  signedInPage,
  switchTheme,
  workspaceWithAccount,
} from './helpers';

/**
 * Issue 18 (webhooks, API tokens, OpenAPI), web half. Run:
 *   npm run build && cd apps/web && E2E_PORT=4313 npx playwright test -c playwright.config.ts integrations
 *
 * A receiver on 127.0.0.1 (allowed by EGRESS_ALLOW_HOSTS in playwright.config.ts) checks each delivery's
 * Standard Webhooks signature. Through the UI: the hub, a webhook, a test event delivered and logged, a
 * failing receiver (retrying, response 500), a replay once it is fixed; an API token used with fetch, revoked
 * (401); the API reference.
 */
const SEARCH_URL = 'https://www.linkedin.com/search/results/people/?keywords=fintech%20founder';
const OUT = process.cwd().endsWith('apps/web') ? 'e2e/screenshots' : 'apps/web/e2e/screenshots';

test('webhook deliveries signed, logged, retried and replayed; an API token works until revoked; /api/docs', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const receiver = { status: 200 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leadloop`;

  try {
    const world = await workspaceWithAccount(request, { firstName: 'Hooker', workspace: 'Hooks Inc' });
    const page = await signedInPage(browser, world.token);

    // The hub: every category, statuses; a kind with no native connection shows its Zapier recipe, followed
    // here from its card to the webhooks page it points at; the dialer's card is among the tools.
    await page.goto(`/integrations?space=${world.spaceId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    const webhookCard = page.getByTestId('integration-webhook');
    await expect(webhookCard.getByText('Not connected')).toBeVisible();
    await expect(page.getByText('Not available yet')).toHaveCount(0);
    await expect(page.getByTestId('integration-dialer')).toBeVisible();
    const asana = page.getByTestId('integration-asana');
    await expect(asana.getByText('Through Zapier')).toBeVisible();
    await asana.getByRole('link', { name: 'Open Asana' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Asana' })).toBeVisible();
    await expect(page.getByTestId('recipe-trigger')).toContainText('“Got a Reply”');
    await expect(page.getByTestId('recipe-action')).toContainText('“Asana — Create Task”');
    await expect(page.getByTestId('recipe-events')).toContainText('Got a reply');
    await page.getByRole('link', { name: 'webhooks page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await page.goto(`/integrations?space=${world.spaceId}`);
    await expect(page.getByTestId('integration-zapier').getByText('Not connected')).toBeVisible();
    await expect(page.getByTestId('integration-calendly').getByText('Not connected')).toBeVisible();
    await page.getByRole('tab', { name: 'CRM' }).click();
    await expect(page).toHaveURL(/type=crm/);
    await expect(page.getByTestId('integration-pipedrive')).toBeVisible();
    await expect(page.getByTestId('integration-webhook')).toHaveCount(0);
    await page.getByRole('tab', { name: 'All' }).click();
    await expectAccessibleInBothThemes(page, 'integrations hub');
    await page.screenshot({ path: `${OUT}/integrations-hub-light.png`, fullPage: true });

    // A webhook for got_reply and invite_accepted to the local receiver.
    await page.getByTestId('integration-webhook').getByRole('link', { name: /Open/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a webhook' }).click();
    await page.getByLabel('Callback URL').fill('http://10.1.2.3/hook');
    await page.getByRole('combobox', { name: 'Events' }).click();
    await page.getByRole('option', { name: 'Got a reply' }).click();
    await page.getByRole('option', { name: 'Invitation accepted' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await expect(page.getByText('private or local address')).toBeVisible();
    await page.getByLabel('Callback URL').fill(hookUrl);
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const secret = (await page.getByTestId('secret-value').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    const card = page.getByTestId('webhook-card');
    await expect(card.getByText(hookUrl)).toBeVisible();

    // A test event: delivered, signed, in the log.
    await card.getByRole('button', { name: 'Send a test event' }).click();
    await expect(card.getByTestId('delivery-row').first().getByText('Delivered')).toBeVisible();
    expect(received).toHaveLength(1);
    const payload = new Webhook(secret).verify(
      received[0]!.body,
      received[0]!.headers as Record<string, string>,
    );
    expect(payload).toMatchObject({ type: 'got_reply', data: { space_id: world.spaceId, test: true } });

    // A sandbox campaign on the test clock: its invitations are accepted and prospects reply; every
    // invite_accepted and got_reply reaches the receiver once, signed, and shows in the log.
    const wf = await api<{ _id: string }>(request, 'post', `/workflows?space=${world.spaceId}`, world.token, {
      credentials_id: world.credentialId,
      name: 'Hooked campaign',
      sequence: [
        { type: 'connection_request', content: 'Hi {first_name}, happy to connect!' },
        { type: 'message', delay_days: 1, content: 'Thanks for connecting, {first_name}!' },
      ],
      searches: [{ url: SEARCH_URL, limit: 20 }],
      status: 'active',
    });
    const types = () =>
      received
        .slice(1)
        .map(
          (r) =>
            (new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string })
              .type,
        );
    await expect
      .poll(
        async () => {
          await advance(request, world.token, world.spaceId, world.credentialId, 86_400_000);
          await api(request, 'post', '/test/jobs/run', world.token, { name: 'webhooks.deliver' });
          const got = types();
          return got.includes('invite_accepted');
        },
        { timeout: 150_000, intervals: [1000, 2000, 3000] },
      )
      .toBe(true);
    // Only the subscribed types arrive (the sandbox's replies are random: got_reply when one comes).
    expect(types().every((type) => type === 'invite_accepted' || type === 'got_reply')).toBe(true);
    console.log(`campaign deliveries: ${types().join(', ')}`);
    // Once each: no webhook-id twice.
    const ids = received.slice(1).map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(ids.length);
    await page.reload();
    await expect(
      card.getByTestId('delivery-row').filter({ hasText: 'invite_accepted' }).first(),
    ).toBeVisible();
    // Paused, so that only the test events below reach the receiver while it fails.
    await api(request, 'post', `/workflows/${wf._id}/update_status?space=${world.spaceId}`, world.token, {
      status: 'inactive',
    });
    await api(request, 'post', '/test/jobs/run', world.token, { name: 'webhooks.deliver' });

    // The receiver fails: the delivery waits for its retry, with the response code in the log.
    receiver.status = 500;
    await card.getByRole('button', { name: 'Send a test event' }).click();
    const failing = card.getByTestId('delivery-row').first();
    await expect(failing.getByText('Retrying')).toBeVisible();
    await expect(failing.getByText(/^500/)).toBeVisible();
    await page.screenshot({ path: `${OUT}/integrations-webhooks-light.png`, fullPage: true });
    await switchTheme(page, 'dark');
    await page.screenshot({ path: `${OUT}/integrations-webhooks-dark.png`, fullPage: true });
    await switchTheme(page, 'light');

    // Fixed: replay it now — a new line, delivered, same webhook-id as the failed attempt.
    receiver.status = 200;
    await failing.getByRole('button', { name: 'Replay' }).click();
    await expect(card.getByTestId('delivery-row').first().getByText('Delivered')).toBeVisible();
    await expect(card.getByTestId('delivery-row').first().getByText('Replayed manually')).toBeVisible();
    expect(received.at(-1)!.headers['webhook-id']).toBe(received.at(-2)!.headers['webhook-id']);
    // (after the toasts have gone: one caught fading in or out fails the contrast check)
    await expect(page.locator('[id^="snackbar-"]')).toHaveCount(0, { timeout: 20_000 });
    await expectAccessibleInBothThemes(page, 'webhooks');

    // An API token: shown once, works with fetch, revoked → 401.
    await page.goto(`/integrations/api?space=${world.spaceId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
    await page.getByLabel('Name').fill('Reporting script');
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = (await page.getByTestId('secret-value').textContent())!.trim();
    expect(token).toMatch(/^ll_/);
    await expect(page.getByTestId('token-row').filter({ hasText: 'Reporting script' })).toBeVisible();
    await expect(page.locator('[id^="snackbar-"]')).toHaveCount(0, { timeout: 20_000 });
    await expectAccessibleInBothThemes(page, 'api tokens');
    await page.screenshot({ path: `${OUT}/integrations-api-light.png`, fullPage: true });
    const base = new URL(page.url()).origin;
    const call = () =>
      fetch(`${base}/api/integrations/webhooks?space=${world.spaceId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const ok = await call();
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { payload: { url: string }[] }).payload[0]!.url).toBe(hookUrl);
    await page.getByRole('button', { name: 'Revoke Reporting script' }).click();
    await expect(page.getByTestId('token-row')).toHaveCount(0);
    expect((await call()).status).toBe(401);

    // The phone width.
    const phone = await signedInPage(browser, world.token, { width: 390, height: 844 });
    await phone.goto(`/integrations/automation/webhook?space=${world.spaceId}`);
    await expect(phone.getByTestId('webhook-card')).toBeVisible();
    await phone.screenshot({ path: `${OUT}/integrations-webhooks-390.png`, fullPage: true });
    await phone.goto(`/integrations?space=${world.spaceId}&type=automation`);
    await expect(phone.getByTestId('integration-webhook').getByText('Connected')).toBeVisible();
    await phone.screenshot({ path: `${OUT}/integrations-hub-390.png` });

    // Deleting a webhook asks first.
    await page.goto(`/integrations/automation/webhook?space=${world.spaceId}`);
    await page.getByTestId('webhook-card').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No webhooks yet')).toBeVisible();

    // Calendly (the offline sandbox: a token starting with `sandbox`), Zapier, and the Converge hub overview.
    await page.goto(`/integrations/calendly?space=${world.spaceId}`);
    // a real token would reach Calendly itself (no network here): the sandbox's refused token shows the refusal
    await page.getByLabel('Personal access token').fill('sandbox-invalid-token');
    await page.getByRole('button', { name: 'Connect Calendly' }).click();
    await expect(page.getByText('Calendly did not accept this access token')).toBeVisible();
    await page.getByLabel('Personal access token').fill('sandbox-calendly-token-e2e');
    await page.getByRole('button', { name: 'Connect Calendly' }).click();
    await expect(page.getByText('Bookings reach Leadloop')).toBeVisible();
    await expect(page.getByRole('radio', { name: '15 minute call' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByRole('button', { name: 'Connect Calendly' })).toBeVisible();
    await page.goto(`/integrations/automation/zapier?space=${world.spaceId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Zapier' })).toBeVisible();
    await expect(page.getByText('Mark a prospect as lead')).toBeVisible();
    await page.goto(`/integrations/converge_hub?space=${world.spaceId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Converge hub' })).toBeVisible();
    await expect(page.getByTestId('recipe-action')).toContainText('LeadConnector — Create/Update Contact');
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expect(page.locator('[id^="snackbar-"]')).toHaveCount(0, { timeout: 20_000 });
    await expectAccessibleInBothThemes(page, 'converge hub');

    // The API reference.
    // Swagger UI renders the operations as they scroll into view; the deep link opens the health call's own
    // (its tag and operationId come from the route: issue 36).
    await page.goto('/api/docs#/health/getHealth');
    await expect(page.getByText('Leadloop API').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: '/api/health', exact: true })).toBeVisible();
    const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/integrations/webhooks', '/api/integrations/api/tokens']),
    );
    await page.screenshot({ path: `${OUT}/integrations-api-docs.png` });
  } finally {
    server.close();
  }
});

/**
 * Issue 15, email category: each mailbox type's connect flow for the selected account. No OAuth app and no
 * provider host is configured in the browser tests (nothing may reach the internet), so: Gmail's connect
 * answers 'Can not get OAuth url', the SendGrid form refuses an empty key before any call, and a forged
 * OAuth return is refused.
 */
test('email mailboxes: connect flows, key form validation, OAuth return refused when forged', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const world = await workspaceWithAccount(request, { firstName: 'Mailer', workspace: 'Mail Inc' });
  const page = await signedInPage(browser, world.token);
  await page.goto(`/integrations?type=email&space=${world.spaceId}`);
  await expect(page.getByTestId('email-mailboxes')).toBeVisible();
  await expect(page.getByTestId('sandbox-active')).toBeVisible();
  const gmail = page.getByTestId('mailbox-google');
  await expect(gmail.getByText('Not connected')).toBeVisible();
  await gmail.getByRole('button', { name: 'Connect Gmail' }).click();
  await expect(page.getByTestId('mailbox-google-connect-error')).toHaveText('Can not get OAuth url');

  await page.getByTestId('mailbox-sendgrid').getByRole('button', { name: 'Connect SendGrid' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Check and save' }).click();
  await expect(dialog.getByText('Please enter the API key')).toBeVisible();
  await dialog.getByLabel('Sender email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Check and save' }).click();
  await expect(dialog.getByText('Not valid email')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expectAccessibleInBothThemes(page, 'integrations email');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${OUT}/integrations-email-mobile.png`, fullPage: true });

  await page.goto(`/integrations?state=forged-state-0123456789&code=abc&space=${world.spaceId}`);
  await expect(page.getByTestId('oauth-error')).toContainText(
    'This connection link expired or belongs to someone else, connect again',
  );
  await page.getByRole('button', { name: 'Back to integrations' }).click();
  await expect(page).toHaveURL(/type=email/);
  await expect(page.getByTestId('oauth-error')).toHaveCount(0);
});
