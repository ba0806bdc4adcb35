import dns2 from 'dns2';
import { expect, test } from '@playwright/test';
import { startDovecot, type Dovecot } from '../../server/src/test/dovecot';
import { api, resetServerClock, signedInPage, workspaceWithAccount } from './helpers';

/**
 * Issue 39, the browser half: buy a domain in the sandbox, see it registering then ready (server clock
 * moved), three mailboxes and a fourth refused, DNS verified by the server's real lookups, warm-up started
 * and its curve advancing on a moved clock, then a campaign sending from the mailboxes whose reply arrives over
 * IMAP. The DNS provider here is this test's name server on 127.0.0.1 (the server asks it:
 * TRACKING_DNS_SERVERS), publishing the records the app asks for; the mail stack's IMAP side is this test's
 * Dovecot (AI_MAIL_IMAP, its passwd-file AI_MAIL_IMAP_USERS: playwright.config.ts).
 * Run: npm run build && cd apps/web && E2E_PORT=5450 npx playwright test -c playwright.config.ts e2e/mailboxes.spec.ts
 */
const PORT = Number(process.env.E2E_PORT ?? 3170);
const DOMAIN = `northwind-${Date.now().toString(36)}.com`;
type Rec = { type: string; name: string; value: string };
let published: Rec[] = [];

const { Packet } = dns2;
const TYPES: Record<number, string> = {
  [Packet.TYPE.MX]: 'MX',
  [Packet.TYPE.TXT]: 'TXT',
  [Packet.TYPE.CNAME]: 'CNAME',
};
const dns = dns2.createServer({
  udp: true,
  handle: (request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [q] = request.questions;
    for (const r of published.filter(
      (p) => q && p.name === q.name.toLowerCase() && p.type === TYPES[q.type],
    )) {
      const base = { name: r.name, class: Packet.CLASS.IN, ttl: 5 };
      const answer =
        r.type === 'MX'
          ? { ...base, type: Packet.TYPE.MX, priority: 10, exchange: r.value.split(' ')[1] }
          : r.type === 'CNAME'
            ? { ...base, type: Packet.TYPE.CNAME, domain: r.value }
            : { ...base, type: Packet.TYPE.TXT, data: r.value.match(/.{1,255}/g) };
      response.answers.push(answer as unknown as (typeof response.answers)[number]);
    }
    send(response);
  },
});
let dovecot: Dovecot | undefined;
test.beforeAll(async () => {
  await dns.listen({ udp: { port: PORT + 1000, address: '127.0.0.1' } });
  dovecot = await startDovecot([{ user: 'postmaster@stack.test', password: 'stack-pass' }], {
    port: PORT + 1002,
    usersFile: `/tmp/leadloop-e2e-mail-${PORT}.users`,
  });
});
test.afterAll(async () => {
  await dns.close();
  await dovecot?.stop();
});

test('mailboxes: buy a domain, three mailboxes (a fourth refused), DNS verified, warm-up curve advances, a campaign reply arrives over IMAP', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const world = await workspaceWithAccount(request, { firstName: 'Mailboxes', workspace: 'Mailboxes test' });
  await api(request, 'post', `/test/space_tier?space=${world.spaceId}`, world.token, { tier: 9 });
  await request.post('/api/test/clock', { data: { advance_ms: 0 } });
  const page = await signedInPage(browser, world.token);

  await page.goto(`/mailboxes?space=${world.spaceId}`);
  await expect(page).toHaveURL(/\/mailboxes\/ai-emails\/overview/);
  // a workspace with no domain is asked to buy its first one
  await expect(page.getByText('No domain yet')).toBeVisible();
  await page.getByRole('link', { name: 'Buy your first domain' }).click();
  await expect(page.getByRole('tab', { name: 'Domains' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Find a domain').fill(DOMAIN);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText(`${DOMAIN} is available. Registration takes up to 1 h.`)).toBeVisible();
  await page.getByRole('button', { name: 'Buy' }).click();
  const card = page.getByTestId(`domain-${DOMAIN}`);
  await expect(card.getByTestId('domain-status')).toHaveText('Registering');

  // the registrar's hour passes on the server clock
  await request.post('/api/test/clock', { data: { advance_ms: 61 * 60_000 } });
  await page.reload();
  await expect(card.getByTestId('domain-status')).toHaveText('Ready');

  // the DNS provider publishes what the app asked for; the server's lookups find it
  const domains = await api<{ items: { name: string; records: Rec[] }[] }>(
    request,
    'get',
    `/mailboxes/domains?space=${world.spaceId}`,
    world.token,
  );
  published = domains.items.find((d) => d.name === DOMAIN)!.records;
  await card.getByRole('button', { name: 'Verify DNS' }).click();
  await expect(card.getByText('DNS verified')).toBeVisible();

  await page.getByRole('tab', { name: 'Mailboxes' }).click();
  for (const name of ['ann', 'bob', 'cara', 'dan']) {
    await page.getByLabel('Address').fill(name);
    await page.getByLabel('Sender name').fill(`${name} Lee`);
    // submitted from the keyboard: the success notices stack over the form's row as they arrive
    await page.getByLabel('Sender name').press('Enter');
    if (name !== 'dan') await expect(page.getByText(`${name}@${DOMAIN}`)).toBeVisible();
  }
  await expect(
    page.getByRole('alert').filter({ hasText: 'A domain can have at most 3 mailboxes' }),
  ).toBeVisible();
  await expect(page.getByTestId('mailbox-list').getByRole('row')).toHaveCount(4);

  // warm-up: start it on every mailbox (a pool of three), with the recommended settings
  const list = page.getByTestId('mailbox-list');
  for (const i of [2, 1, 0]) {
    await list.getByRole('link', { name: 'Warm-up' }).nth(i).click();
    await page.getByRole('combobox', { name: 'Sending period' }).click();
    await page.getByRole('option', { name: 'Every day' }).click();
    await page.getByRole('button', { name: 'Start warm-up' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    if (i) await page.getByRole('link', { name: 'Back to mailboxes' }).click();
  }
  // the end of two working days on the moved clock, one warm-up pass each
  const warm = async (ms: number) => {
    await request.post('/api/test/clock', { data: { advance_ms: ms } });
    await api(request, 'post', `/test/mailboxes/warmup?space=${world.spaceId}`, world.token, {});
  };
  const now = new Date(
    (await (await request.post('/api/test/clock', { data: { advance_ms: 0 } })).json()).payload.now,
  );
  const untilEvening =
    (((17 - now.getUTCHours() + 24) % 24) * 60 - now.getUTCMinutes() + 24 * 60) % (24 * 60);
  await warm((untilEvening + 10) * 60_000);
  await warm(24 * 3_600_000);
  await page.reload();
  await page.getByText('Table', { exact: true }).click();
  const rows = page.getByTestId('warmup-table').getByRole('row');
  // the last day shown is a whole working day: what the ramp planned went out
  const last = rows.last().getByRole('cell');
  await expect(last.nth(3)).not.toHaveText('0');
  await expect(last.nth(3)).toHaveText((await last.nth(2).textContent()) ?? '');

  // a campaign sends from the account's AI mailboxes (they pass the pre-launch SPF/DKIM/DMARC check)
  const q = `space=${world.spaceId}`;
  const member = await api<{ first_name: string; last_name: string }>(
    request,
    'post',
    '/test/sandbox/member_writes',
    world.token,
    { credentials_id: world.credentialId, offset: 3, text: 'Hello there' },
  );
  await api(request, 'post', `/inbox/sync?${q}`, world.token, { credentials_id: world.credentialId });
  const people = await api<{ items: { _id: string; full_name: string }[] }>(
    request,
    'get',
    `/profiles?${q}`,
    world.token,
  );
  const prospect = people.items.find((p) => p.full_name === `${member.first_name} ${member.last_name}`)!;
  await api(request, 'post', `/profiles/${prospect._id}/enrich?${q}`, world.token);
  const profile = await api<{ work_email: string | null; enriched_email: string | null }>(
    request,
    'get',
    `/profiles/${prospect._id}?${q}`,
    world.token,
  );
  const address = profile.work_email ?? profile.enriched_email!;
  const campaign = await api<{ _id: string }>(request, 'post', `/workflows?${q}`, world.token, {
    credentials_id: world.credentialId,
    name: 'From the new domain',
    status: 'active',
    is_email_only: true,
    sequence: [
      { type: 'email', subject: 'Quick question', content: 'Hi {first_name}, are you the right person?' },
      { type: 'email', delay_days: 3, subject: 'Following up', content: 'Any thoughts?' },
    ],
  });
  await api(request, 'post', `/profiles/bulk?${q}`, world.token, {
    action: 'move_to_campaign',
    ids: [prospect._id],
    workflow_id: campaign._id,
  });
  const place = async () =>
    (
      await api<{
        items: { prospect: { _id: string }; status: string; next_step: { index: number } | null }[];
      }>(request, 'get', `/workflows/${campaign._id}/prospects?${q}`, world.token)
    ).items.find((r) => r.prospect._id === prospect._id);
  await expect
    .poll(
      async () => {
        await api(request, 'post', '/test/engine/tick', world.token, { advance_ms: 5 * 60_000 });
        return (await place())?.next_step?.index ?? 0;
      },
      { timeout: 30_000 },
    )
    .toBe(1);

  // the prospect answers; the mail stack delivers it to the mailbox, the server reads it over IMAP
  dovecot!.deliver(
    `ann@${DOMAIN}`,
    [
      `From: ${member.first_name} <${address}>`,
      `To: ann@${DOMAIN}`,
      'Subject: Re: Quick question',
      `Message-ID: <reply-${Date.now()}@prospect.example>`,
      `Date: ${new Date().toUTCString()}`,
      '',
      'Yes, I am. Call me on Thursday.',
      '',
    ].join('\r\n'),
  );
  await expect.poll(async () => (await place())?.status, { timeout: 45_000 }).toBe('paused');
  await page.goto(`/inbox?${q}`);
  await page.getByTestId('conversation-row').filter({ hasText: 'Call me on Thursday' }).click();
  await expect(page.getByText('Paused: got a reply.')).toBeVisible();
  // the person's thread shows one channel at a time: the email one holds the reply
  const emailChannel = page.getByRole('radio', { name: 'Email' }).first();
  await page.locator(`label[for="${await emailChannel.getAttribute('id')}"]`).click();
  await expect(page.getByTestId('message-inbound').filter({ hasText: 'Call me on Thursday' })).toBeVisible();
  await resetServerClock(request);
});
