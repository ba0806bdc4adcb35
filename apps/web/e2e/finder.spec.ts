import http from 'node:http';
import { expect, test } from '@playwright/test';
import { api, signedInPage, workspaceWithAccount } from './helpers';

type Found = { email: string; phone?: string };
type Person = { first_name: string; last_name: string; company_domain: string | null; full_name: string };
const keyOf = (first: string, last: string) => `${first} ${last}`.toLowerCase();

/**
 * Local stand-ins for Hunter's Email Finder and Apollo's People Enrichment, on the ports playwright.config.ts
 * gives the server (its port + 2000 and + 2010): each knows the people put in its map.
 */
async function fakeSources(serverPort: number) {
  const hunter = new Map<string, Found>();
  const apollo = new Map<string, Found>();
  const listen = (port: number, answer: (req: http.IncomingMessage, body: string) => object) =>
    new Promise<http.Server>((resolve) => {
      const server = http.createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () =>
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(req, body))),
        );
      });
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  const servers = [
    await listen(serverPort + 2010, (req) => {
      const q = new URL(req.url ?? '/', 'http://x').searchParams;
      const found = hunter.get(keyOf(q.get('first_name') ?? '', q.get('last_name') ?? ''));
      return { data: found ? { email: found.email, verification: { status: 'valid' } } : null };
    }),
    await listen(serverPort + 2000, (_req, body) => {
      const b = JSON.parse(body || '{}') as { first_name?: string; last_name?: string };
      const found = apollo.get(keyOf(b.first_name ?? '', b.last_name ?? ''));
      return {
        person: found
          ? {
              email: found.email,
              email_status: 'verified',
              phone_numbers: [{ sanitized_number: found.phone }],
            }
          : null,
      };
    }),
  ];
  return { hunter, apollo, close: () => Promise.all(servers.map((x) => new Promise((r) => x.close(r)))) };
}

/** The sandbox email check's catch-all bucket (providers/enrichment/verify.ts): such an address is not verified. */
function sandboxCatchAll(email: string) {
  let h = 0;
  for (const ch of email) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 10 === 0;
}
/** An address for the person that the sandbox check finds valid. */
function validAddress(p: Person, n = 0): string {
  const email = `${p.first_name}.${p.last_name}${n || ''}@${p.company_domain}`
    .toLowerCase()
    .replace(/[^a-z0-9.@]/g, '');
  return sandboxCatchAll(email) ? validAddress(p, n + 1) : email;
}

/** 000 §2 /search (feature prospect_finder): three filters, the count, 25 people into a new campaign. */
test('finder: search with three filters, see the count, add 25 people to a new campaign, enrich them through the waterfall', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const sources = await fakeSources(Number(new URL(testInfo.project.use.baseURL!).port));
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
  // The first page's 25 people (the ones the flow adds): Hunter knows four, Apollo four others (with a phone),
  // nobody the other seventeen.
  const first = await api<{ items: Person[] }>(
    request,
    'get',
    `/v2/looch/profiles?${q}&filters=${encodeURIComponent(JSON.stringify(filters))}`,
    world.token,
  );
  const viaHunter = first.items.slice(0, 4);
  const viaApollo = first.items.slice(4, 8);
  for (const p of viaHunter) sources.hunter.set(keyOf(p.first_name, p.last_name), { email: validAddress(p) });
  viaApollo.forEach((p, i) =>
    sources.apollo.set(keyOf(p.first_name, p.last_name), { email: validAddress(p), phone: `+1555010${i}` }),
  );

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

  // The workspace's waterfall: Hunter, then Apollo for email; Apollo for phone.
  const settings = await request.put(`/api/enrichment/settings?${q}`, {
    headers: { authorization: `Bearer ${world.token}` },
    data: { email_sources: ['hunter', 'apollo'], phone_sources: ['apollo'] },
  });
  expect(settings.ok()).toBe(true);

  // Enrich the 25 from My prospects; the run's progress under Prospects → Enrichment.
  await page.goto(`/profiles/my-prospects?${q}`);
  await expect(page.getByRole('checkbox', { name: /^Select (?!this page|all )/ })).toHaveCount(25);
  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  await page.getByRole('button', { name: 'Enrich email and phone' }).click();
  await expect(page.getByText('Bulk enrichment started')).toBeVisible();
  await page.goto(`/profiles/enrichment?${q}`);
  const run = page.getByTestId('enrich-runs').getByRole('row').nth(1);
  await expect(run.getByRole('cell').nth(1)).toHaveText(/Done: 25 of 25/);
  await expect(run.getByRole('cell').nth(2)).toHaveText('8');
  await expect(run.getByRole('cell').nth(3)).toHaveText('8');

  // The second source filled what the first missed: an Apollo person's card names Apollo, checked valid.
  const filled = viaApollo[0]!;
  await page.goto(`/profiles/my-prospects?${q}`);
  await page.getByRole('link', { name: filled.full_name }).first().click();
  const email = page.getByTestId('provenance-email');
  await expect(email).toContainText(validAddress(filled));
  await expect(email).toContainText('Apollo');
  await expect(email).toContainText('Verified');
  await expect(page.getByTestId('provenance-phone')).toContainText('+15550100');

  // The credits history lists exactly the verified hits: eight charges of one credit, each naming its source.
  await page.goto(`/billing/credits-history?${q}`);
  await page.getByRole('combobox', { name: 'Usage type' }).click();
  await page.getByRole('option', { name: 'Prospect finder enrich' }).click();
  await expect(page.getByTestId('credits-history').getByRole('row')).toHaveCount(1 + 8);
  await expect(page.getByTestId('credits-history').getByText('-1', { exact: true })).toHaveCount(8);
  const ledger = await api<{ items: { amount: number; details: { email?: string; source?: string } }[] }>(
    request,
    'get',
    `/credits/history?${q}&usage_type=prospect_finder_enrich&limit=100`,
    world.token,
  );
  expect(ledger.items.map((i) => `${i.details.source} ${i.details.email}`).sort()).toEqual(
    [
      ...viaHunter.map((p) => `hunter ${validAddress(p)}`),
      ...viaApollo.map((p) => `apollo ${validAddress(p)}`),
    ].sort(),
  );
  await sources.close();
});
