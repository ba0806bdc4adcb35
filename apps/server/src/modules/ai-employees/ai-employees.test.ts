import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  aiEmployeeSupervision,
  aiEmployees,
  aiMagicGenerations,
  aiPrompts,
  creditLedger,
  spaces,
  workflows,
  workflowSearches,
} from '../../db/schema/index.js';
import { apiClient, createTestApp, LOOPBACK_EGRESS, type TestApp } from '../../test/harness.js';
import { inboxWorld } from '../../test/inbox-world.js';
import { peopleFor } from '../../providers/people/index.js';

let t: TestApp;
let call: ReturnType<typeof apiClient>;
let w: Awaited<ReturnType<typeof inboxWorld>>;
let site: http.Server;
let siteHost = '';
let hits = 0;

beforeAll(async () => {
  t = await createTestApp({ egress: LOOPBACK_EGRESS });
  call = apiClient(t.app);
  w = await inboxWorld(t.app, t.ctx);
  // The user's own company site, on 127.0.0.1 (allow-listed for the test like an operator would).
  site = http.createServer((_req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<html><head><title>Orbit Labs</title><meta name="description" content="Orbit Labs builds payroll software for restaurants."></head>
      <body><p>Restaurants lose hours every week reconciling tips and shift work by hand. Orbit Labs serves 2,000 restaurants in France and Spain with automatic payroll.</p></body></html>`);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteHost = `127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.close();
  await t.close();
});

const long = 'x'.repeat(251);
/** A save payload every step of which passes (001 §3). */
const valid = () => ({
  credentials_id: w.c1.id,
  profile: { id: 'profile-aurora', name: 'Aurora', photo: null, description: 'Payroll for restaurants' },
  calendly_user: 'sandbox-user-1',
  calendly_event: 'sandbox-event-1',
  messaging_settings: { mode: 'automatic', is_follow_up_enabled: true, number_of_follow_ups: 3 },
  employee_settings: {
    objective: {
      problem: 'Tips reconciled by hand',
      solution: 'Automatic payroll',
      contact_reason: 'Hiring season',
      language: 'english',
      tone: 'conversational',
    },
    cases: [{ whom: 'A bistro chain', problem: 'Late payroll', solution: 'Orbit payroll', link: null }],
    free_value: [
      { type: 'Audit', how_to_get: 'Reply yes', impact: 'Two hours saved', link: 'https://x.test' },
    ],
    faq: [{ question: 'Price?', answer: 'From 49 EUR a month' }],
  },
  targeting: {
    settings: { job_title: [{ name: 'Owner', value: 'owner' }], industry: [{ name: 'Food', value: 'food' }] },
    is_extend: false,
  },
});
type Payload = ReturnType<typeof valid>;

const post = (body: unknown, token = w.admin.token) =>
  call('POST', '/api/employees', { token, query: w.q, body });

describe('AI Employees: the entity and its calls (001 §7)', () => {
  it('refuses each wizard rule with its exact message (001 §5), in the wizard order', async () => {
    const cases: [string, (p: Payload) => void][] = [
      ['Please fill all required fields.', (p) => (p.targeting.settings.job_title = [])],
      ['Please fill all fields.', (p) => (p.employee_settings.objective.problem = ' ')],
      ['Max field length is 250 characters.', (p) => (p.employee_settings.objective.solution = long)],
      ['Please fill all fields.', (p) => (p.employee_settings.cases[0]!.whom = '')],
      ['Max field length is 250 characters.', (p) => (p.employee_settings.free_value[0]!.impact = long)],
      ['Please fill all fields.', (p) => (p.employee_settings.free_value[0]!.link = '')],
      ['Max question field length is 250 characters.', (p) => (p.employee_settings.faq[0]!.question = long)],
      ['Max answer field length is 250 characters.', (p) => (p.employee_settings.faq[0]!.answer = long)],
      ['Please fill all Q&A fields.', (p) => (p.employee_settings.faq[0]!.answer = '')],
      ['Please select an account', (p) => ((p as { credentials_id: string | null }).credentials_id = null)],
      [
        'Please select a Calendly user',
        (p) => Object.assign(p, { calendly_user: null, calendly_event: null }),
      ],
      ['Please select a Calendly event', (p) => Object.assign(p, { calendly_event: null })],
      ['Number of follow-ups must be from 1 to 5', (p) => (p.messaging_settings.number_of_follow_ups = 6)],
    ];
    for (const [message, spoil] of cases) {
      const body = valid();
      spoil(body);
      const res = await post(body);
      expect({ message, got: res.body.message, status: res.status }).toEqual({
        message,
        got: message,
        status: 400,
      });
    }
    const [n] = await t.ctx.db.select().from(aiEmployees).where(eq(aiEmployees.spaceId, w.admin.spaceId));
    expect(n).toBeUndefined();
  });

  it('creates, lists, reads, updates and deletes; other workspaces and members are refused', async () => {
    const created = await post({ ...valid(), generate_campaigns: { linkedin: 1, email: 1 } });
    expect(created.status).toBe(200);
    expect(created.body.payload).toMatchObject({ profile: { name: 'Aurora' }, campaigns_count: 2 });
    const id = created.body.payload.id;

    const list = await call('GET', '/api/employees', { token: w.admin.token, query: w.q });
    expect(list.body.payload.total).toBe(1);
    expect(list.body.payload.items[0]).toMatchObject({
      id,
      space: w.admin.spaceId,
      bindings: [{ credentials_id: w.c1.id, profile_id: 'profile-aurora', enabled: true }],
      employee_settings: { faq: [{ question: 'Price?' }] },
    });
    const one = await call('GET', `/api/employees/${id}`, { token: w.member.token, query: w.q });
    expect(one.body.payload.employee_settings.objective.problem).toBe('Tips reconciled by hand');

    const patched = await call('PATCH', `/api/employees/${id}`, {
      token: w.admin.token,
      query: w.q,
      body: { profile: { ...valid().profile, name: 'Emma' } },
    });
    expect(patched.body.payload.profile.name).toBe('Emma');
    const badPatch = await call('PATCH', `/api/employees/${id}`, {
      token: w.admin.token,
      query: w.q,
      body: { employee_settings: { ...valid().employee_settings, faq: [{ question: 'Q', answer: '' }] } },
    });
    expect(badPatch.body.message).toBe('Please fill all Q&A fields.');

    // another workspace: its own space refuses, its space with this id finds nothing
    const foreign = await call('GET', `/api/employees/${id}`, { token: w.other.token, query: w.q });
    expect(foreign.status).toBe(403);
    const otherQ = { space: w.other.spaceId };
    const notThere = await call('GET', `/api/employees/${id}`, { token: w.other.token, query: otherQ });
    expect(notThere.status).toBe(404);
    const otherDelete = await call('DELETE', `/api/employees/${id}`, { token: w.other.token, query: otherQ });
    expect(otherDelete.status).toBe(404);

    // a member may not delete (workspace admins only)
    const memberDelete = await call('DELETE', `/api/employees/${id}`, { token: w.member.token, query: w.q });
    expect(memberDelete.status).toBe(403);
    // a member may not save an employee on an account they may not use
    const onC2 = await post({ ...valid(), credentials_id: w.c2.id }, w.member.token);
    expect(onC2.status).toBe(404);

    const profiles = await call('GET', '/api/employees/employee_profiles', {
      token: w.admin.token,
      query: w.q,
    });
    expect(profiles.body.payload.profiles).toHaveLength(8);
    expect(profiles.body.payload.profiles[0].name).toBe('Aurora');

    const gone = await call('DELETE', `/api/employees/${id}`, { token: w.admin.token, query: w.q });
    expect(gone.body.payload).toEqual({ id, deleted: true });
    expect((await call('GET', `/api/employees/${id}`, { token: w.admin.token, query: w.q })).status).toBe(
      404,
    );
  });

  it("saving the wizard indexes the employee's knowledge and sets its supervision (grounded replies read them)", async () => {
    const created = await post(valid());
    const id = created.body.payload.id;
    const knowledge = await call('GET', `/api/ai-knowledge/employees/${id}/knowledge`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(knowledge.status).toBe(200);
    const texts = JSON.stringify(knowledge.body.payload);
    expect(texts).toContain('From 49 EUR a month');
    expect(texts).toContain('Automatic payroll');
    const supervision = await call('GET', `/api/ai-knowledge/employees/${id}/supervision`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(supervision.body.payload).toMatchObject({
      credentials_id: w.c1.id,
      messaging_settings: { mode: 'automatic' },
    });
    // An edit of the Q&A is what the next grounded reply reads.
    const edited = {
      ...valid().employee_settings,
      faq: [{ question: 'Price?', answer: 'From 59 EUR a month' }],
    };
    await call('PATCH', `/api/employees/${id}`, {
      token: w.admin.token,
      query: w.q,
      body: { employee_settings: edited },
    });
    const after = await call('GET', `/api/ai-knowledge/employees/${id}/knowledge`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(JSON.stringify(after.body.payload)).toContain('From 59 EUR a month');
    expect(JSON.stringify(after.body.payload)).not.toContain('From 49 EUR a month');
    await call('DELETE', `/api/employees/${id}`, { token: w.admin.token, query: w.q });
    // deleted, it answers no more: no supervision holds its account, its knowledge is gone
    const [left] = await t.ctx.db
      .select()
      .from(aiEmployeeSupervision)
      .where(eq(aiEmployeeSupervision.employeeId, id));
    expect(left).toBeUndefined();
    const forgotten = await call('GET', `/api/ai-knowledge/employees/${id}/knowledge`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(forgotten.body.payload.passages).toEqual([]);
  });

  it('binds to accounts, enables and disables, unbinds; statistics count them', async () => {
    const id = (await post(valid())).body.payload.id;
    const body = { profile_id: 'profile-aurora', credentials_id: w.c2.id, employee_id: id };
    // the member may use c1 only
    const denied = await call('POST', '/api/employees/bind', { token: w.member.token, query: w.q, body });
    expect(denied.status).toBe(404);
    const foreign = await call('POST', '/api/employees/bind', {
      token: w.admin.token,
      query: w.q,
      body: { ...body, credentials_id: w.c3.id },
    });
    expect(foreign.status).toBe(404);
    const bound = await call('POST', '/api/employees/bind', { token: w.admin.token, query: w.q, body });
    expect(bound.body.payload).toEqual({
      employee_id: id,
      credentials_id: w.c2.id,
      enabled: true,
      bound: true,
    });

    const off = await call('POST', '/api/employees/disable', { token: w.admin.token, query: w.q, body });
    expect(off.body.payload.enabled).toBe(false);
    let stats = await call('GET', '/api/employees/statistics', { token: w.admin.token, query: w.q });
    expect(stats.body.payload.employees.find((e: { id: string }) => e.id === id)).toMatchObject({
      accounts: 2,
      enabled_accounts: 1,
      campaigns: 0,
    });
    const on = await call('POST', '/api/employees/enable', { token: w.admin.token, query: w.q, body });
    expect(on.body.payload.enabled).toBe(true);

    const unbound = await call('POST', '/api/employees/unbind', {
      token: w.admin.token,
      query: w.q,
      body: { profile_id: 'profile-aurora', credentials_id: w.c2.id },
    });
    expect(unbound.body.payload.bound).toBe(false);
    stats = await call('GET', '/api/employees/statistics', { token: w.admin.token, query: w.q });
    expect(stats.body.payload.employees.find((e: { id: string }) => e.id === id)).toMatchObject({
      accounts: 1,
      enabled_accounts: 1,
    });
    const again = await call('POST', '/api/employees/enable', { token: w.admin.token, query: w.q, body });
    expect(again.status).toBe(404);
  });

  it('answers replies only on its enabled account: disabled, unbound or moved away it drafts nothing', async () => {
    const manual = { ...valid(), messaging_settings: { ...valid().messaging_settings, mode: 'manual' } };
    const id = (await post(manual)).body.payload.id;
    const binding = { profile_id: 'profile-aurora', credentials_id: w.c1.id, employee_id: id };
    const as = { token: w.admin.token, query: w.q };
    /** A member writes to c1; the inbox sync stores it and the employee's draft pass runs. Drafted? */
    const reply = async (offset: number) => {
      const who = (
        await call('POST', '/api/test/sandbox/member_writes', {
          token: w.admin.token,
          body: { credentials_id: w.c1.id, offset, text: 'Sounds interesting, tell me more.' },
        })
      ).body.payload;
      await call('POST', '/api/inbox/sync', { ...as, body: { credentials_id: w.c1.id } });
      await call('POST', '/api/test/jobs/run', {
        token: w.admin.token,
        body: { name: 'ai-knowledge.draft' },
      });
      const queue = await call('GET', '/api/ai-knowledge/drafts', {
        ...as,
        query: { ...w.q, employee_id: id },
      });
      return queue.body.payload.items.some(
        (d: { prospect: { name: string } }) => d.prospect.name === `${who.first_name} ${who.last_name}`,
      );
    };
    expect(await reply(11)).toBe(true);

    await call('POST', '/api/employees/disable', { ...as, body: binding });
    expect(await reply(12)).toBe(false);
    // Back on: what came in meanwhile stays unanswered (not answered late); new replies are.
    await call('POST', '/api/employees/enable', { ...as, body: binding });
    await call('POST', '/api/test/jobs/run', { token: w.admin.token, body: { name: 'ai-knowledge.draft' } });
    const queue = await call('GET', '/api/ai-knowledge/drafts', {
      ...as,
      query: { ...w.q, employee_id: id },
    });
    expect(queue.body.payload.items).toHaveLength(1);
    expect(await reply(13)).toBe(true);

    await call('POST', '/api/employees/unbind', {
      ...as,
      body: { profile_id: 'profile-aurora', credentials_id: w.c1.id },
    });
    expect(await reply(14)).toBe(false);
    // Bound again, then another employee takes the account: this one answers there no more.
    await call('POST', '/api/employees/bind', { ...as, body: binding });
    expect(await reply(15)).toBe(true);
    const other = (await post({ ...manual, profile: { ...manual.profile, name: 'Boreal' } })).body.payload.id;
    expect(await reply(16)).toBe(false);
    const taken = await call('GET', '/api/ai-knowledge/drafts', {
      ...as,
      query: { ...w.q, employee_id: other },
    });
    expect(taken.body.payload.items).toHaveLength(1);
  });

  it("load_from_company researches the user's own site once and proposes the overview", async () => {
    const query = { ...w.q, company_name: 'Orbit Labs', host_name: siteHost };
    const first = await call('GET', '/api/employees/load_from_company', { token: w.admin.token, query });
    expect(first.status).toBe(200);
    expect(first.body.payload).toMatchObject({
      company_name: 'Orbit Labs',
      summary: 'Orbit Labs builds payroll software for restaurants.',
      offline: true,
      profile: { description: 'Orbit Labs: Orbit Labs builds payroll software for restaurants.' },
      employee_settings: {
        objective: { solution: 'Orbit Labs builds payroll software for restaurants.', language: 'english' },
        faq: [{ question: 'What does Orbit Labs do?' }],
      },
    });
    expect(first.body.payload.points.join(' ')).toContain('2,000 restaurants');
    const seen = hits;
    const second = await call('GET', '/api/employees/load_from_company', { token: w.admin.token, query });
    expect(second.body.payload.research_id).toBe(first.body.payload.research_id);
    expect(hits).toBe(seen); // reused, not fetched (nor charged) again
  });

  it('load_from_company without a site finds the company by its name in the people directory, offline', async () => {
    const seen = hits;
    // the directory's largest company, asked for in lower case
    const [company] = (
      await peopleFor(t.ctx).filterValues('company', { query: '', excluded: [], offset: 0, limit: 1 })
    ).items;
    const name = company!.label;
    const found = await call('GET', '/api/employees/load_from_company', {
      token: w.admin.token,
      query: { ...w.q, company_name: name.toLowerCase() },
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const p = found.body.payload;
    expect(p).toMatchObject({
      company_name: name,
      host_name: `${name.toLowerCase().replace(/[^a-z]/g, '')}.example`,
      source: 'directory',
      research_id: null,
      offline: true,
    });
    expect(p.summary).toMatch(new RegExp(`^${name} is a .+ company of .+ employees\\.$`));
    expect(p.points.join(' ')).toMatch(/people in .+ include /);
    expect(p.employee_settings.objective.solution).toBe(p.summary);
    expect(hits).toBe(seen); // no site read
    const unknown = await call('GET', '/api/employees/load_from_company', {
      token: w.admin.token,
      query: { ...w.q, company_name: 'Nowhere Widgets Zeta' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No company of that name was found. Add its website to research it.');
  });

  it('is a plan feature: ai_employee_messages for /employees, ai_magic_campaigns for the builder', async () => {
    await t.ctx.db.update(spaces).set({ tier: 5 }).where(eq(spaces.id, w.other.spaceId));
    const q = { space: w.other.spaceId };
    const employees = await call('GET', '/api/employees', { token: w.other.token, query: q });
    expect(employees.status).toBe(403);
    expect(employees.body.message).toContain('(ai_employee_messages)');
    const magic = await call('GET', '/api/magic_campaigns/00000000-0000-4000-8000-000000000000', {
      token: w.other.token,
      query: q,
    });
    expect(magic.status).toBe(404); // scale has Magic campaigns: passes the gate
    await t.ctx.db.update(spaces).set({ tier: 3 }).where(eq(spaces.id, w.other.spaceId));
    const refused = await call('GET', '/api/magic_campaigns/00000000-0000-4000-8000-000000000000', {
      token: w.other.token,
      query: q,
    });
    expect(refused.status).toBe(403);
    await t.ctx.db
      .update(spaces)
      .set({ tier: 9 })
      .where(and(eq(spaces.id, w.other.spaceId)));
  });
});

describe('the Magic campaign builder (issue 38 §5)', () => {
  const magicSpends = async () =>
    (
      await t.ctx.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.spaceId, w.admin.spaceId), eq(creditLedger.category, 'magic_campaigns')))
    ).length;
  const generate = (body: Record<string, unknown>) =>
    call('POST', '/api/magic_campaigns/generate', { token: w.admin.token, query: w.q, body });

  it('proposes audience, sequences and messages; charged once per generation, also on retry and race', async () => {
    const generationId = randomUUID();
    const body = {
      generation_id: generationId,
      credentials_id: w.c1.id,
      goal: 'book demos of automatic payroll',
      target: 'founder',
      generate_campaigns: { linkedin: 1, linkedin_email_dialer: 1 },
    };
    const [a, b] = await Promise.all([generate(body), generate(body)]);
    expect(a.status).toBe(200);
    expect(b.body.payload.id).toBe(a.body.payload.id);
    const p = a.body.payload;
    expect(p).toMatchObject({ credits: 1, offline: true, workflow_ids: [] });
    expect(p.proposal.audience.search_url).toContain('keywords=founder');
    expect(p.proposal.audience.total).toBeGreaterThan(0);
    expect(p.proposal.audience.sample.length).toBeGreaterThan(0);
    expect(p.proposal.campaigns.map((c: { channel: string }) => c.channel)).toEqual([
      'linkedin',
      'linkedin_email_dialer',
    ]);
    expect(p.proposal.campaigns[0].steps.map((s: { type: string }) => s.type)).toEqual([
      'connection_request',
      'message',
      'message',
    ]);
    expect(p.proposal.campaigns[1].steps.map((s: { type: string }) => s.type)).toContain('manual_task');
    expect(await magicSpends()).toBe(1);
    const prompts = () => t.ctx.db.select().from(aiPrompts).where(eq(aiPrompts.kind, 'magic_campaign'));
    const asked = (await prompts()).length;
    const retry = await generate(body);
    expect(retry.body.payload.id).toBe(p.id);
    expect(await magicSpends()).toBe(1);
    // the retry answered the stored proposal: the provider was not asked again
    expect((await prompts()).length).toBe(asked);
    expect((await prompts()).filter((r) => r.status === 'done')).toHaveLength(1);
    // a new generation is a new charge
    await generate({ ...body, generation_id: randomUUID(), generate_campaigns: { linkedin: 1 } });
    expect(await magicSpends()).toBe(2);
  });

  it('a racing request that stored the same generation first wins; this one rolls back its charge', async () => {
    const generationId = randomUUID();
    const spent = await magicSpends();
    const real = t.ctx.ai;
    let otherId = '';
    // the provider answers while another request (same key) stores its proposal
    t.ctx.ai = Object.assign(Object.create(real), {
      generate: async (request: Parameters<typeof real.generate>[0]) => {
        if (!otherId)
          otherId = (
            await t.ctx.db
              .insert(aiMagicGenerations)
              .values({
                spaceId: w.admin.spaceId,
                generationKey: generationId,
                credentialId: w.c1.id,
                input: { goal: 'theirs' },
                proposal: {
                  audience: { keywords: 'cto', search_url: 'u', limit: 1, total: 0, sample: [] },
                  campaigns: [
                    {
                      channel: 'linkedin',
                      name: 'Theirs',
                      steps: [{ type: 'message', delay_days: 0, subject: null, content: 'Hi' }],
                    },
                  ],
                },
                credits: 1,
              })
              .returning()
          )[0]!.id;
        return real.generate(request);
      },
    });
    try {
      const res = await generate({
        generation_id: generationId,
        credentials_id: w.c1.id,
        goal: 'mine',
        target: 'cto',
        generate_campaigns: { linkedin: 1 },
      });
      expect(res.status).toBe(200);
      expect(res.body.payload).toMatchObject({ id: otherId, goal: 'theirs' });
      expect(await magicSpends()).toBe(spent);
    } finally {
      t.ctx.ai = real;
    }
  });

  it('refuses no campaign or more than five, and a target-less request without an employee', async () => {
    const base = { credentials_id: w.c1.id, goal: 'demos', target: 'cto' };
    const none = await generate({ ...base, generation_id: randomUUID(), generate_campaigns: {} });
    expect(none.body.message).toBe('Please fill all required fields.');
    const six = await generate({
      ...base,
      generation_id: randomUUID(),
      generate_campaigns: { linkedin: 3, email: 3 },
    });
    expect(six.body.message).toBe('Up to 5 campaigns can be generated at once.');
    const untargeted = await generate({
      credentials_id: w.c1.id,
      goal: 'demos',
      generation_id: randomUUID(),
      generate_campaigns: { linkedin: 1 },
    });
    expect(untargeted.status).toBe(400);
    const foreign = await generate({
      ...base,
      credentials_id: w.c3.id,
      generation_id: randomUUID(),
      generate_campaigns: { linkedin: 1 },
    });
    expect(foreign.status).toBe(404);
  });

  it("creates the reviewed campaigns through the campaigns' path, once, with the employee and its targeting", async () => {
    const employeeId = (await post(valid())).body.payload.id;
    const gen = await generate({
      generation_id: randomUUID(),
      credentials_id: w.c1.id,
      goal: 'book demos',
      employee_id: employeeId,
      generate_campaigns: { linkedin: 1 },
    });
    expect(gen.body.payload.proposal.audience.keywords).toBe('owner food');
    const campaigns = gen.body.payload.proposal.campaigns;
    campaigns[0].name = 'Owners, reviewed';
    campaigns[0].steps[1].content = 'Hi {first_name}, edited by hand.';
    const review = { audience: { keywords: 'founder', limit: 20 }, campaigns };
    const url = `/api/magic_campaigns/${gen.body.payload.id}/create`;
    const made = await call('POST', url, { token: w.admin.token, query: w.q, body: review });
    expect(made.status).toBe(200);
    expect(made.body.payload.campaigns_count).toBe(1);
    const [wf] = await t.ctx.db
      .select()
      .from(workflows)
      .where(eq(workflows.id, made.body.payload.workflow_ids[0]));
    expect(wf).toMatchObject({
      name: 'Owners, reviewed',
      status: 'inactive',
      isAiEmployee: true,
      aiEmployeeId: employeeId,
      isAiTargeting: true,
    });
    expect(wf!.nodes.map((n) => n.content)).toContain('Hi {first_name}, edited by hand.');
    const searches = await t.ctx.db
      .select()
      .from(workflowSearches)
      .where(eq(workflowSearches.workflowId, wf!.id));
    expect(searches[0]).toMatchObject({ kind: 'people_search', peopleLimit: 20 });
    // an ordinary campaign: the campaigns' own call reads it
    const read = await call('GET', `/api/workflows/${wf!.id}`, { token: w.admin.token, query: w.q });
    expect(read.body.message).toBeUndefined();
    expect(read.body.payload).toMatchObject({ is_ai_employee: true, ai_employee_id: employeeId });
    const again = await call('POST', url, { token: w.admin.token, query: w.q, body: review });
    expect(again.body.payload.workflow_ids).toEqual(made.body.payload.workflow_ids);
    const stats = await call('GET', '/api/employees/statistics', { token: w.admin.token, query: w.q });
    expect(stats.body.payload.employees.find((e: { id: string }) => e.id === employeeId).campaigns).toBe(1);
    const otherQ = { space: w.other.spaceId };
    const foreign = await call('POST', url, { token: w.other.token, query: otherQ, body: review });
    expect(foreign.status).toBe(404);
  });
});
