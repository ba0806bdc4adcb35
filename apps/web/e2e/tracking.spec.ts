import dns2 from 'dns2';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM } from './chromium';
import {
  advance,
  api,
  expectAccessible,
  expectAccessibleInBothThemes,
  signedInPage,
  workspaceWithAccount,
} from './helpers';

/**
 * Issue 15 (tracking), the browser half: add a custom tracking domain, verify it against a DNS server of
 * this test on 127.0.0.1 (the server asks it: TRACKING_DNS_SERVERS in playwright.config.ts), send a tracked
 * campaign email, click its link as the recipient and see the click on the prospect.
 * Run: npm run build && cd apps/web && E2E_PORT=5303 npx playwright test -c playwright.config.ts e2e/tracking.spec.ts
 */
const PORT = Number(process.env.E2E_PORT ?? 3170);
const DOMAIN = 'links.acme.test';
// the tracked link's host is the custom domain: the browser resolves it to this machine
test.use({
  launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, '--host-resolver-rules=MAP *.acme.test 127.0.0.1'] },
});

const OUT = process.cwd().endsWith('apps/web') ? 'e2e/screenshots' : 'apps/web/e2e/screenshots';
/** SCREENSHOTS=1 also writes the domains screen (light, dark, 390 px) to e2e/screenshots. */
const shoot = (page: Page, name: string) =>
  process.env.SCREENSHOTS
    ? page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true })
    : Promise.resolve();

const records = new Map<string, string>();
const { Packet } = dns2;
const dns = dns2.createServer({
  udp: true,
  handle: (request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [q] = request.questions;
    const target = q && records.get(q.name);
    if (q && target && q.type === Packet.TYPE.CNAME) {
      const answer = {
        name: q.name,
        type: Packet.TYPE.CNAME,
        class: Packet.CLASS.IN,
        ttl: 5,
        domain: target,
      };
      response.answers.push(answer as unknown as (typeof response.answers)[number]);
    }
    send(response);
  },
});
test.beforeAll(async () => {
  await dns.listen({ udp: { port: PORT + 1000, address: '127.0.0.1' } });
});
test.afterAll(() => dns.close());

const SEARCH_URL = 'https://www.linkedin.com/search/results/people/?keywords=saas%20founder';
/** A recipient's browser, not a headless one: the bot rule ignores crawler and headless user agents. */
const RECIPIENT_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

type Email = {
  to: string;
  text: string;
  html: string | null;
  prospect_id: string | null;
  unsubscribe_id: string;
};

test('add a tracking domain, verify it by DNS, click a tracked link and see the click on the prospect', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const world = await workspaceWithAccount(request, { firstName: 'Tara', workspace: 'Tracking Lab' });
  const q = `?space=${world.spaceId}`;
  const page = await signedInPage(browser, world.token);

  // The domains tab: empty, then a domain waiting for its CNAME record.
  await page.goto(`/preferences/workspace/domains/${world.spaceId}${q}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tracking domains' })).toBeVisible();
  await expect(page.getByText('No tracking domain yet')).toBeVisible();
  await page.getByTestId('tracking-domain-input').fill('not a domain');
  await page.getByTestId('tracking-domain-add').click();
  await expect(page.getByText('Enter a valid domain name')).toBeVisible();
  await page.getByTestId('tracking-domain-input').fill(DOMAIN);
  await page.getByTestId('tracking-domain-add').click();
  const card = page.getByTestId(`tracking-domain-${DOMAIN}`);
  await expect(card.getByTestId('tracking-domain-status')).toHaveText('Waiting for DNS');
  await expect(card.getByText('track.leadloop.test')).toBeVisible();
  await expect(card.getByText(/No CNAME record found/)).toBeVisible();
  await expect(card.getByTestId('tracking-domain-default-links')).toBeDisabled();
  await expectAccessibleInBothThemes(page, 'tracking domains (pending)');
  await shoot(page, 'tracking-domains-pending-light');

  // The record is created: "Check DNS now" finds it and the domain is ready.
  records.set(DOMAIN, 'track.leadloop.test');
  await card.getByTestId('tracking-domain-verify').click();
  await expect(card.getByTestId('tracking-domain-status')).toHaveText('Ready');
  await card.getByRole('switch', { name: 'Default for link tracking' }).click();
  await expect(card.getByTestId('tracking-domain-default-links')).toBeChecked();
  await expectAccessibleInBothThemes(page, 'tracking domains (ready)');
  await shoot(page, 'tracking-domains-ready-light');
  if (process.env.SCREENSHOTS) {
    const dark = await signedInPage(browser, world.token, { width: 1366, height: 900 }, 'dark');
    await dark.goto(`/preferences/workspace/domains/${world.spaceId}${q}`);
    await expect(dark.getByTestId(`tracking-domain-${DOMAIN}`)).toBeVisible();
    await shoot(dark, 'tracking-domains-dark');
    const phone = await signedInPage(browser, world.token, { width: 390, height: 844 });
    await phone.goto(`/preferences/workspace/domains/${world.spaceId}${q}`);
    await expect(phone.getByTestId(`tracking-domain-${DOMAIN}`)).toBeVisible();
    await shoot(phone, 'tracking-domains-390');
  }

  // A campaign with link tracking: its emails' links go through the verified domain.
  const target = `http://127.0.0.1:${PORT}/terms-of-use`;
  await api(request, 'post', `/workflows${q}`, world.token, {
    credentials_id: world.credentialId,
    name: 'Tracked outreach',
    is_link_tracking: true,
    sequence: [{ type: 'email', subject: 'Hi {first_name}', content: `Hello {first_name}, see ${target}` }],
    searches: [{ url: SEARCH_URL, limit: 6 }],
    status: 'active',
  });
  const emails = () =>
    api<Email[]>(
      request,
      'get',
      `/test/tracking/emails${q}&credentials_id=${world.credentialId}`,
      world.token,
    );
  await expect
    .poll(
      async () => {
        await advance(request, world.token, world.spaceId, world.credentialId, 10 * 60_000);
        return (await emails()).length;
      },
      { timeout: 120_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThan(0);
  // a while later (clicks within seconds of the send are a mail gateway's, not the person's)
  await api(request, 'post', '/test/engine/tick', world.token, { advance_ms: 5 * 60_000 });
  const [email] = await emails();
  const link = new RegExp(`http://${DOMAIN.replace(/\./g, '\\.')}:${PORT}/api/t/c/[\\w-]{22}`).exec(
    email!.text,
  )?.[0];
  expect(link, email!.text).toBeTruthy();
  expect(email!.html).toContain(`http://${DOMAIN}:${PORT}/api/t/o/`);

  // The recipient clicks: the redirect lands on the page the email linked to.
  const recipient = await browser.newContext({ userAgent: RECIPIENT_UA });
  const inbox = await recipient.newPage();
  await inbox.goto(link!);
  await expect(inbox).toHaveURL(target);

  // The email's unsubscribe link: one button puts the address on the workspace's blacklist.
  await inbox.goto(`/unsubscribe/${email!.unsubscribe_id}`);
  await expect(inbox.getByRole('heading', { level: 1, name: 'Unsubscribe?' })).toBeVisible();
  await shoot(inbox, 'tracking-unsubscribe');
  await inbox.getByTestId('unsubscribe-confirm').click();
  await expect(inbox.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expectAccessible(inbox, 'unsubscribe page');
  await recipient.close();

  // The click is on the prospect's activity.
  await page.goto(`/profiles/my-prospects/${email!.prospect_id}${q}`);
  await expect(page.getByTestId('prospect-timeline')).toContainText('Clicked a link in an email');
  await expect(page.getByTestId('prospect-timeline')).toContainText(target);
});
