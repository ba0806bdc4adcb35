import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { enrichmentRuns, prospects } from '../../db/schema/index.js';
import { upsertProspects } from '../prospects-core/index.js';
import type { AccountScope } from '../prospects/index.js';
import type { EnrichmentProvider } from '../../providers/enrichment/index.js';
import { apiClient, createTestApp, LOOPBACK_EGRESS, type TestApp } from '../../test/harness.js';
import { enrichmentWorld, type FakePerson } from '../../test/enrichment-world.js';
import { prospectsWorld } from '../../test/prospects-world.js';
import { BULK_CONCURRENCY, runBulkEnrich, startBulkEnrich } from './bulk.js';
import { enrichDepsFor } from './deps.js';
import { enrichOne } from './waterfall.js';

let t: TestApp;
let fakes: Awaited<ReturnType<typeof enrichmentWorld>>;
let w: Awaited<ReturnType<typeof prospectsWorld>>;
let call: ReturnType<typeof apiClient>;

/** A workspace prospect for a person (their network id is their email's local part). */
async function prospectOf(p: FakePerson): Promise<string> {
  const networkId = p.email.split('@')[0]!;
  const ids = await upsertProspects(w.db, w.admin.spaceId, [
    {
      profileLink: `https://network.sandbox.local/in/${networkId}`,
      networkId,
      firstName: p.firstName,
      lastName: p.lastName,
      company: p.domain,
      companyDomain: p.domain,
    },
  ]);
  return ids.get(networkId)!;
}

const person = (first: string, domain = 'acme.test', phone?: string): FakePerson =>
  fakes.person({
    firstName: first,
    lastName: 'Test',
    domain,
    email: `${first.toLowerCase()}@${domain}`,
    phone,
  });

const history = async (usageType: string) =>
  (
    await call('GET', '/api/credits/history', {
      token: w.admin.token,
      query: { ...w.q, usage_type: usageType, limit: '100' },
    })
  ).body.payload as { total: number; items: { amount: number; details: Record<string, string> }[] };

/** The waterfall these tests use: Hunter, then Apollo for emails; Apollo for phones. */
const hunterThenApollo = () =>
  call('PUT', '/api/enrichment/settings', {
    token: w.admin.token,
    query: w.q,
    body: { email_sources: ['hunter', 'apollo'], phone_sources: ['apollo'] },
  });

beforeAll(async () => {
  fakes = await enrichmentWorld();
  fakes.domain('acme.test');
  fakes.domain('anything.test', 'catch_all');
  t = await createTestApp({ egress: LOOPBACK_EGRESS, enrichment: fakes.config() });
  call = apiClient(t.app);
  w = await prospectsWorld(t.app, t.ctx);
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

describe('the waterfall settings', () => {
  it('start at the sandbox; an admin orders the sources this server reaches, for the fields they find', async () => {
    const get = await call('GET', '/api/enrichment/settings', { token: w.admin.token, query: w.q });
    expect(get.body.payload).toEqual({
      email_sources: ['sandbox'],
      phone_sources: ['sandbox'],
      catch_all_policy: 'skip',
      refresh_after_days: 90,
      available_sources: ['sandbox', 'apollo', 'hunter'],
    });
    const put = await call('PUT', '/api/enrichment/settings', {
      token: w.admin.token,
      query: w.q,
      body: { email_sources: ['hunter', 'apollo'], phone_sources: ['apollo'] },
    });
    expect(put.body.payload).toMatchObject({
      email_sources: ['hunter', 'apollo'],
      phone_sources: ['apollo'],
    });
    // Hunter finds no phones; a source listed twice is refused; a member may not change them.
    const bad = (body: object, token = w.admin.token) =>
      call('PUT', '/api/enrichment/settings', { token, query: w.q, body });
    expect((await bad({ phone_sources: ['hunter'] })).status).toBe(400);
    expect((await bad({ email_sources: ['apollo', 'apollo'] })).status).toBe(400);
    expect((await bad({ catch_all_policy: 'send' }, w.member.token)).status).toBe(403);
  });
});

describe('bulk enrichment through the waterfall (Hunter, then Apollo)', () => {
  it('the second source fills what the first missed; credits history lists exactly the verified hits, each naming its source', async () => {
    await hunterThenApollo();
    const viaHunter = person('Hana');
    const viaApollo = person('Abel', 'acme.test', '+1 555 0199');
    const nobody: FakePerson = {
      firstName: 'Nora',
      lastName: 'Test',
      domain: 'acme.test',
      email: 'nora@acme.test',
    };
    fakes.hunter.people.push(viaHunter);
    fakes.apollo.people.push(viaApollo);
    const ids = [await prospectOf(viaHunter), await prospectOf(viaApollo), await prospectOf(nobody)];

    const res = await call('POST', '/api/v2/looch/profiles/enrich', {
      token: w.admin.token,
      query: w.q,
      body: { ids },
    });
    expect(res.status).toBe(200);
    const run = await call('GET', `/api/enrichment/runs/${res.body.payload._id}`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(run.body.payload).toMatchObject({
      status: 'done',
      total: 3,
      processed: 3,
      found: 2,
      credits_spent: 2,
    });

    const rows = await w.db.select().from(prospects).where(eq(prospects.spaceId, w.admin.spaceId));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids[0]!)!.enrichedEmail).toBe('hana@acme.test');
    expect(byId.get(ids[1]!)).toMatchObject({ enrichedEmail: 'abel@acme.test', phone: '+1 555 0199' });
    expect(byId.get(ids[2]!)!.enrichedEmail).toBeNull();

    const hits = await history('prospect_finder_enrich');
    expect(hits.total).toBe(2);
    expect(hits.items.map((i) => [i.amount, i.details.prospect_id, i.details.source]).sort()).toEqual(
      [
        [-1, ids[0], 'hunter'],
        [-1, ids[1], 'apollo'],
      ].sort(),
    );

    const card = await call('GET', `/api/profiles/${ids[1]}/enrichment`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(card.body.payload).toMatchObject({
      email: { value: 'abel@acme.test', source: 'apollo', verification: 'valid', stale: false },
      phone: { value: '+1 555 0199', source: 'apollo' },
    });
    const none = await call('GET', `/api/profiles/${ids[2]}/enrichment`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(none.body.payload).toEqual({ email: null, phone: null });
  });

  it('a provider outage mid-waterfall charges nothing, and the resumed run asks only what was not answered and charges each hit once', async () => {
    await hunterThenApollo();
    const a = person('Ana');
    const b = person('Ben');
    const c = person('Cat');
    fakes.apollo.people.push(a, b);
    fakes.hunter.people.push(c);
    const ids = [await prospectOf(a), await prospectOf(b), await prospectOf(c)];
    const before = (await history('prospect_finder_enrich')).total;

    fakes.apollo.down = true;
    const res = await call('POST', '/api/v2/looch/profiles/enrich', {
      token: w.admin.token,
      query: w.q,
      body: { ids },
    });
    const runId = res.body.payload._id as string;
    // Hunter missed Ana, Apollo was down: the run stopped at Ana with the outage, nothing charged.
    expect(res.body.payload).toMatchObject({ status: 'running', processed: 0, credits_spent: 0 });
    expect(res.body.payload.error).toMatch(/apollo is unavailable: HTTP 503/);
    expect((await history('prospect_finder_enrich')).total).toBe(before);

    fakes.apollo.down = false;
    const hunterCalls = fakes.hunter.calls;
    const apolloCalls = fakes.apollo.calls;
    const deps = enrichDepsFor(t.ctx);
    const resumed = await runBulkEnrich(deps, runId);
    expect(resumed).toMatchObject({ status: 'done', processed: 3, found: 3, credits_spent: 3, error: null });
    // Hunter was asked for Ben and Cat only (its answer for Ana was kept); Apollo for Ana and Ben (email
    // and phone in one answer) and for Cat's phone.
    expect(fakes.hunter.calls - hunterCalls).toBe(2);
    expect(fakes.apollo.calls - apolloCalls).toBe(3);

    // The same run again (pg-boss redelivers it), and one prospect's waterfall repeated under the run's key
    // as after a crash between the charge and the cursor: no new charge.
    await runBulkEnrich(deps, runId);
    const [ana] = await w.db.select().from(prospects).where(eq(prospects.id, ids[0]!));
    const again = await enrichOne(
      deps,
      { ...ana!, enrichedEmail: null },
      {
        runKey: runId,
        origin: 'manual',
        category: 'prospect_finder_enrich',
        userId: null,
      },
    );
    expect(again).toMatchObject({ email: 'hit', creditsSpent: 0 });
    const after = await history('prospect_finder_enrich');
    expect(after.total - before).toBe(3);
    expect(
      after.items
        .filter((i) => ids.includes(i.details.prospect_id!))
        .map((i) => i.details.source)
        .sort(),
    ).toEqual(['apollo', 'apollo', 'hunter']);
    const [row] = await w.db.select().from(enrichmentRuns).where(eq(enrichmentRuns.id, runId));
    expect(row!.creditsSpent).toBe(3);
  });
});

describe('bulk enrichment at scale', () => {
  it('enriches one prospect first, then several at once, each verified hit charged once', async () => {
    await hunterThenApollo();
    const people = Array.from({ length: 12 }, (_, i) => person(`Many${i}`));
    fakes.hunter.people.push(...people);
    const ids: string[] = [];
    for (const p of people) ids.push(await prospectOf(p));
    const before = (await history('prospect_finder_enrich')).total;
    // Hunter, counting the calls in flight when each starts (a short wait stands for the network)
    const deps = enrichDepsFor(t.ctx);
    const hunter = deps.sources.hunter!;
    const inFlightAtStart: number[] = [];
    let inFlight = 0;
    const counting: EnrichmentProvider = {
      name: 'hunter',
      async findContact(q) {
        inFlightAtStart.push(++inFlight);
        try {
          await new Promise((r) => setTimeout(r, 20));
          return await hunter.findContact(q);
        } finally {
          inFlight -= 1;
        }
      },
    };
    const scope = { spaceId: w.admin.spaceId, userId: '', credentialIds: null } as unknown as AccountScope;
    const run = await startBulkEnrich(
      {},
      { ...deps, sources: { ...deps.sources, hunter: counting } },
      scope,
      {
        ids,
      },
    );
    expect(run).toMatchObject({ status: 'done', processed: 12, found: 12, credits_spent: 12 });
    expect(inFlightAtStart).toHaveLength(12);
    // the first prospect alone (a source that is down fails one prospect), then the window widens
    expect(inFlightAtStart.slice(0, 2)).toEqual([1, 1]);
    expect(Math.max(...inFlightAtStart)).toBeGreaterThan(2);
    expect(Math.max(...inFlightAtStart)).toBeLessThanOrEqual(BULK_CONCURRENCY);
    expect((await history('prospect_finder_enrich')).total - before).toBe(12);
  });
});

describe('catch-all domains follow the workspace policy', () => {
  it('skip: not stored nor charged; send: stored uncharged, its provenance says catch-all', async () => {
    const cat = fakes.person({
      firstName: 'Cora',
      lastName: 'Test',
      domain: 'anything.test',
      email: 'cora@anything.test',
    });
    fakes.hunter.people.push(cat);
    const id = await prospectOf(cat);
    const balance = async () =>
      (await call('GET', '/api/credits/balance', { token: w.admin.token, query: w.q })).body.payload.balance;
    const start = await balance();

    await call('PUT', '/api/enrichment/settings', {
      token: w.admin.token,
      query: w.q,
      body: { email_sources: ['hunter'], catch_all_policy: 'skip' },
    });
    const skipped = await call('POST', `/api/profiles/${id}/enrich`, { token: w.admin.token, query: w.q });
    expect(skipped.body.payload).toMatchObject({
      outcome: 'unverified',
      credits_spent: 0,
      prospect: { enriched_email: null },
    });

    await call('PUT', '/api/enrichment/settings', {
      token: w.admin.token,
      query: w.q,
      body: { catch_all_policy: 'send' },
    });
    const kept = await call('POST', `/api/profiles/${id}/enrich`, { token: w.admin.token, query: w.q });
    expect(kept.body.payload).toMatchObject({
      outcome: 'unverified',
      credits_spent: 0,
      prospect: { enriched_email: 'cora@anything.test' },
    });
    const card = await call('GET', `/api/profiles/${id}/enrichment`, { token: w.admin.token, query: w.q });
    expect(card.body.payload.email).toMatchObject({ source: 'hunter', verification: 'catch_all' });
    expect(await balance()).toBe(start);
  });
});
