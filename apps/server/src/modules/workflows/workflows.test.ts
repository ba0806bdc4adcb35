import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@leadloop/domain';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { addMemberByCode, multipart, userWithSpace } from '../../test/fixtures.js';
import { credentialBlacklist, credentials, spaces } from '../../db/schema/index.js';
import { featureNotInPlan } from '@leadloop/domain/messages/format';
import { clock } from '../../lib/clock.js';

const csv = (text: string) => multipart('file', 'people.csv', 'text/csv', Buffer.from(text));

describe('workflows API', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let a: Awaited<ReturnType<typeof userWithSpace>>;
  let b: Awaited<ReturnType<typeof userWithSpace>>;
  let credA: string;
  const q = () => ({ space: a.spaceId });

  beforeAll(async () => {
    t = await createTestApp({}, undefined, {
      sandboxNetwork: { seed: 5, population: 1500, challengeRate: 0 },
    });
    call = apiClient(t.app);
    a = await userWithSpace(t.app, 'A');
    b = await userWithSpace(t.app, 'B');
    const [row] = await t.ctx.db
      .insert(credentials)
      .values({
        spaceId: a.spaceId,
        username: 'acct@example.com',
        timezone: 'UTC',
        workHoursStart: 0,
        workHoursEnd: 0,
      })
      .returning();
    credA = row!.id;
    await t.ctx.network.login({
      account: { credentialId: credA, username: 'acct@example.com' },
      password: 'x',
    });
  });
  afterAll(async () => {
    clock.reset();
    await t.close();
  });

  const create = (body: Record<string, unknown>, token = a.token, query = q()) =>
    call('POST', '/api/workflows', {
      token,
      query,
      body: { credentials_id: credA, name: 'Outreach', ...body },
    });

  it('a step of a feature the plan lacks is refused on save (free tier: no email step)', async () => {
    await t.ctx.db.update(spaces).set({ tier: 0 }).where(eq(spaces.id, a.spaceId));
    try {
      const res = await create({ sequence: [{ type: 'email', subject: 'Hi', content: 'Hello' }] });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        key: 'featureNotInPlan',
        message: featureNotInPlan('email_automation'),
      });
      const ok = await create({ name: 'Free one', sequence: [{ type: 'view_profile' }] });
      expect(ok.status).toBe(200);
      await call('POST', `/api/workflows/${ok.body.payload._id}/delete_async`, {
        token: a.token,
        query: q(),
      });
    } finally {
      await t.ctx.db.update(spaces).set({ tier: 9 }).where(eq(spaces.id, a.spaceId));
    }
  });

  it('creates a linear campaign, reads it, lists it (paged, query) and fetches all', async () => {
    const res = await create({
      sequence: [
        { type: 'view_profile' },
        { type: 'connection_request', content: 'Hi {first_name:there}', delay_hours: 2 },
        { type: 'message', delay_days: 1, content: 'Thanks {first_name}' },
      ],
    });
    expect(res.status).toBe(200);
    const wf = res.body.payload;
    expect(wf.sequences_type).toBe('linear');
    expect(wf.sequence.map((s: { type: string }) => s.type)).toEqual([
      'view_profile',
      'connection_request',
      'message',
    ]);
    expect(wf.status).toBe('inactive');
    const got = await call('GET', `/api/workflows/${wf._id}`, { token: a.token, query: q() });
    expect(got.body.payload.name).toBe('Outreach');
    await create({ name: 'Second one', sequence: [{ type: 'follow' }] });
    const list = await call('GET', '/api/workflows', {
      token: a.token,
      query: { ...q(), query: 'second', limit: '1' },
    });
    expect(list.body.payload.total).toBe(1);
    expect(list.body.payload.items[0].name).toBe('Second one');
    const page = (offset: string) =>
      call('GET', '/api/workflows', { token: a.token, query: { ...q(), limit: '1', offset } });
    const second = await page('1');
    expect([second.body.payload.total, second.body.payload.items.length]).toEqual([2, 1]);
    const past = await page('5');
    expect([past.body.payload.total, past.body.payload.items.length]).toEqual([2, 0]);
    const fetched = await call('GET', '/api/workflows/fetch', { token: a.token, query: q() });
    expect(fetched.body.payload.length).toBe(2);
  });

  it('refuses sequences that break the step rules, with the spec messages', async () => {
    const cases: [unknown[], string][] = [
      [
        [
          { type: 'inmail', content: 'a' },
          { type: 'inmail', content: 'b' },
        ],
        MESSAGES.oneInmailStep,
      ],
      [[{ type: 'connection_request' }, { type: 'connection_request' }], MESSAGES.oneConnectionRequestStep],
      [
        [{ type: 'connection_request' }, { type: 'connect_by_email' }],
        MESSAGES.connectionByEmailBeforeRequest,
      ],
      [[{ type: 'connection_request', content: 'x'.repeat(201) }], MESSAGES.connectionNoteTooLong],
      [[{ type: 'inmail', content: 'x'.repeat(1901) }], MESSAGES.inmailTooLong],
      [[{ type: 'message', content: 'x', send_at: '2001-01-01T00:00:00Z' }], MESSAGES.messageToPast],
    ];
    for (const [sequence, message] of cases) {
      const res = await create({ sequence });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const unbalanced = await create({ sequence: [{ type: 'message', content: 'Hi {first_name' }] });
    expect(unbalanced.status).toBe(400);
    const unknownField = await create({ sequence: [{ type: 'message', hacker: true }] });
    expect(unknownField.status).toBe(400);
  });

  it('accepts a smart sequence with a condition and refuses a broken graph', async () => {
    const nodes = [
      { id: 'invite', type: 'connection_request' },
      { id: 'check', type: 'condition', condition: { kind: 'accepted_within', days: 3 } },
      { id: 'thanks', type: 'message', content: 'Thanks!' },
      { id: 'mail', type: 'email', subject: 'Hello', content: 'Hi {first_name}' },
    ];
    const links = [
      { from: 'invite', to: 'check' },
      { from: 'check', to: 'thanks', branch: 'yes' },
      { from: 'check', to: 'mail', branch: 'no' },
    ];
    const ok = await create({ sequences_nodes: nodes, sequences_links: links });
    expect(ok.status).toBe(200);
    expect(ok.body.payload.sequences_type).toBe('smart');
    const loop = await create({
      sequences_nodes: nodes,
      sequences_links: [...links, { from: 'thanks', to: 'invite' }],
    });
    expect(loop.status).toBe(400);
    expect(loop.body.message).toBe(MESSAGES.wrongBlock);
  });

  it('checks search URLs: a valid kind, and not twice in a campaign', async () => {
    const wf = (await create({ sequence: [{ type: 'view_profile' }] })).body.payload;
    const url = 'https://www.linkedin.com/search/results/people/?keywords=founder';
    const first = await call('POST', `/api/workflows/${wf._id}/searches`, {
      token: a.token,
      query: q(),
      body: { url, limit: 15 },
    });
    expect(first.status).toBe(200);
    expect(first.body.payload.status).toBe('finished');
    expect(first.body.payload.found_count).toBe(15);
    const again = await call('POST', `/api/workflows/${wf._id}/searches`, {
      token: a.token,
      query: q(),
      body: { url: url.replace('https://www.', 'http://'), limit: 5 },
    });
    expect(again.body.message).toBe(MESSAGES.duplicateSearch);
    const bad = await call('POST', `/api/workflows/${wf._id}/searches`, {
      token: a.token,
      query: q(),
      body: { url: 'https://example.com/people', limit: 5 },
    });
    expect(bad.body.message).toBe(MESSAGES.invalidSearchUrl);
    const detail = await call('GET', `/api/workflows/${wf._id}`, { token: a.token, query: q() });
    expect(detail.body.payload.prospects_count.total).toBe(15);
    const listed = await call('GET', '/api/workflows', { token: a.token, query: { ...q(), limit: '100' } });
    const inList = listed.body.payload.items.find((w: { _id: string }) => w._id === wf._id);
    expect(inList.prospects_count).toEqual(detail.body.payload.prospects_count);
    // Two keywords in any order find people; a search that finds nobody says so ('absent', issue 12).
    const twoWords = await call('POST', `/api/workflows/${wf._id}/searches`, {
      token: a.token,
      query: q(),
      body: { url: 'https://www.linkedin.com/search/results/people/?keywords=Founder%20fintech', limit: 5 },
    });
    expect(twoWords.body.payload).toMatchObject({ status: 'finished', found_count: 5 });
    // Plain keywords are the people search for them (issue 35): the same search, so a duplicate.
    const keywords = await call('POST', `/api/workflows/${wf._id}/searches`, {
      token: a.token,
      query: q(),
      body: { url: 'founder fintech', limit: 5 },
    });
    expect(keywords.body.message).toBe(MESSAGES.duplicateSearch);
    const typed = await call('POST', `/api/workflows/${wf._id}/searches`, {
      token: a.token,
      query: q(),
      body: { url: 'fintech  CTO', limit: 5 },
    });
    expect(typed.body.payload).toMatchObject({
      url: 'https://www.linkedin.com/search/results/people/?keywords=fintech%20CTO',
      kind: 'people_search',
    });
    const nobody = await call('POST', `/api/workflows/${wf._id}/searches`, {
      token: a.token,
      query: q(),
      body: { url: 'https://www.linkedin.com/search/results/people/?keywords=founder%20qqzzyy', limit: 5 },
    });
    expect(nobody.body.payload).toMatchObject({ status: 'absent', found_count: 0 });
  });

  it('imports a CSV with a report for every line: accepted, duplicated, blacklisted, refused', async () => {
    const wf = (await create({ sequence: [{ type: 'view_profile' }] })).body.payload;
    await t.ctx.db.insert(credentialBlacklist).values({
      spaceId: a.spaceId,
      credentialId: credA,
      kind: 'profile',
      value: 'banned-person',
      normalized: 'banned-person',
    });
    const file = [
      'First Name,Company,LinkedIn URL,Favourite colour',
      'Ann,Acme,https://www.linkedin.com/in/ann-a/,blue',
      'Bob,Beta,linkedin.com/in/bob-b,green',
      'Ann again,Acme,https://linkedin.com/in/ANN-A,red',
      'No link,Gamma,,',
      '',
      'Banned,Delta,https://www.linkedin.com/in/banned-person,',
    ].join('\n');
    const body = csv(file);
    const preview = await call('POST', `/api/workflows/${wf._id}/upload_csv`, {
      token: a.token,
      query: q(),
      body: body.body,
      headers: { 'content-type': body.contentType },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.payload.profile_column).toBe('LinkedIn URL');
    const res = await call('POST', `/api/workflows/${wf._id}/set_data_from_csv_file`, {
      token: a.token,
      query: q(),
      body: body.body,
      headers: { 'content-type': body.contentType },
    });
    expect(res.status).toBe(200);
    const { summary, lines } = res.body.payload;
    expect(summary).toMatchObject({ accepted: 2, duplicated: 1, blacklisted: 1, refused: 2 });
    expect(lines.map((l: { line: number; status: string }) => `${l.line}:${l.status}`)).toEqual([
      '2:accepted',
      '3:accepted',
      '4:duplicated',
      '5:refused',
      '6:refused',
      '7:blacklisted',
    ]);
    const again = await call('POST', `/api/workflows/${wf._id}/set_data_from_csv_file`, {
      token: a.token,
      query: q(),
      body: body.body,
      headers: { 'content-type': body.contentType },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.noAcceptedLines);
    const noColumn = csv('name,company\nAnn,Acme\n');
    const r2 = await call('POST', `/api/workflows/${wf._id}/set_data_from_csv_file`, {
      token: a.token,
      query: q(),
      body: noColumn.body,
      headers: { 'content-type': noColumn.contentType },
    });
    expect(r2.body.message).toBe(MESSAGES.csvProfileColumnMissing);
    const big = csv('profile_link\n' + 'https://www.linkedin.com/in/x\n'.repeat(190_000));
    const r3 = await call('POST', `/api/workflows/${wf._id}/set_data_from_csv_file`, {
      token: a.token,
      query: q(),
      body: big.body,
      headers: { 'content-type': big.contentType },
    });
    expect(r3.body.message).toBe(MESSAGES.maxCsvSize);
  });

  it('keeps campaigns inside their workspace and behind available_credentials', async () => {
    const wf = (await create({ sequence: [{ type: 'view_profile' }] })).body.payload;
    const fromB = await call('GET', `/api/workflows/${wf._id}`, {
      token: b.token,
      query: { space: b.spaceId },
    });
    expect(fromB.status).toBe(404);
    const bInA = await call('GET', `/api/workflows/${wf._id}`, { token: b.token, query: q() });
    expect(bInA.status).toBe(403);
    const member = await addMemberByCode(t.app, a);
    // A campaign on an account the member may not use is as invisible as another workspace's (one 404).
    const denied = await call('GET', `/api/workflows/${wf._id}`, { token: member.token, query: q() });
    expect(denied.status).toBe(404);
    expect(denied.body.message).toBe(MESSAGES.campaignNotFound);
    const memberList = await call('GET', '/api/workflows', { token: member.token, query: q() });
    expect(memberList.body.payload.total).toBe(0);
    const createAsMember = await create({ sequence: [] }, member.token);
    expect(createAsMember.status).toBe(404);
    expect(createAsMember.body.message).toBe(MESSAGES.credentialsNotFound);
  });

  it('pauses, resumes, archives, deletes asynchronously and restores', async () => {
    const wf = (await create({ sequence: [{ type: 'view_profile' }, { type: 'follow' }] })).body.payload;
    // Recruiters: people no earlier search of this file brought into another campaign (a founder may have
    // "Sales" among their skills, and a person already in a campaign of the workspace is not added again).
    await call('POST', `/api/workflows/${wf._id}/searches`, {
      token: a.token,
      query: q(),
      body: { url: 'https://www.linkedin.com/search/results/people/?keywords=recruiter', limit: 4 },
    });
    const on = await call('POST', `/api/workflows/${wf._id}/update_status`, {
      token: a.token,
      query: q(),
      body: { status: 'active' },
    });
    expect(on.body.payload.status).toBe('active');
    const off = await call('POST', `/api/workflows/${wf._id}/update_status`, {
      token: a.token,
      query: q(),
      body: { status: 'inactive', with_ai_employee: true },
    });
    expect(off.body.payload.prospects_count.campaign_paused).toBe(4);
    expect(off.body.payload.ai_employee_paused).toBe(true);
    await call('POST', `/api/workflows/${wf._id}/archive`, { token: a.token, query: q() });
    const archived = await call('GET', '/api/workflows', {
      token: a.token,
      query: { ...q(), archived_only: 'true' },
    });
    expect(archived.body.payload.items.map((w: { _id: string }) => w._id)).toContain(wf._id);
    await call('POST', `/api/workflows/${wf._id}/restore`, { token: a.token, query: q() });
    const del = await call('POST', `/api/workflows/${wf._id}/delete_async`, { token: a.token, query: q() });
    expect(del.body.payload.status).toBe('deleted');
    const deleted = await call('GET', '/api/workflows', {
      token: a.token,
      query: { ...q(), deleted_only: 'true' },
    });
    expect(deleted.body.payload.items.map((w: { _id: string }) => w._id)).toContain(wf._id);
    const restored = await call('POST', `/api/workflows/${wf._id}/restore`, { token: a.token, query: q() });
    expect(restored.body.payload.status).toBe('inactive');
    expect(restored.body.payload.prospects_count.total).toBe(4);
  });

  it('runs through the engine hook and explains where each prospect stands', async () => {
    clock.advance(Date.parse('2026-03-02T09:00:00Z') - clock.nowMs());
    const wf = (
      await create({
        sequence: [
          { type: 'view_profile' },
          { type: 'connection_request', delay_days: 1, content: 'Hi {first_name}' },
          { type: 'message', manual_approval: true, content: 'Hello' },
        ],
      })
    ).body.payload;
    await call('POST', `/api/workflows/${wf._id}/searches`, {
      token: a.token,
      query: q(),
      body: { url: 'https://www.linkedin.com/search/results/people/?keywords=manager', limit: 3 },
    });
    await call('POST', `/api/workflows/${wf._id}/update_status`, {
      token: a.token,
      query: q(),
      body: { status: 'active' },
    });
    const tick = await call('POST', '/api/test/engine/tick', {
      token: a.token,
      body: { advance_ms: 3_600_000 },
    });
    expect(tick.status).toBe(200);
    const list = await call('GET', `/api/workflows/${wf._id}/prospects`, { token: a.token, query: q() });
    expect(list.body.payload.total).toBe(3);
    for (const p of list.body.payload.items) {
      expect(p.status).toBe('active');
      expect(p.steps.find((s: { id: string }) => s.id === 's1')?.status).toBe('complete');
      expect(p.next_step.type).toBe('connection_request');
      expect(p.held_by.code).toBe('delay');
      expect(new Date(p.earliest_at).getTime()).toBeGreaterThan(clock.nowMs());
    }
    const one = await call('GET', `/api/workflows/${wf._id}/prospects/${list.body.payload.items[0]._id}`, {
      token: a.token,
      query: q(),
    });
    expect(one.body.payload._id).toBe(list.body.payload.items[0]._id);
    const rates = await call('GET', `/api/workflows/${wf._id}/rates`, { token: a.token, query: q() });
    expect(rates.body.payload.steps[0].done).toBe(3);
    expect(rates.body.payload.forecast.prospects_remaining).toBe(3);
    // Everyone is past the first step: the forecast's date is the sequence's end (issue 35).
    expect(rates.body.payload.forecast.state).toBe('scheduled');
    expect(rates.body.payload.forecast.ends_at).toBeTruthy();
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/workflows/${wf._id}/export_csv`,
      query: q(),
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body.split('\r\n').length).toBe(5);
  });

  it('duplicates campaigns to other accounts of the workspace', async () => {
    const wf = (await create({ name: 'Template', sequence: [{ type: 'view_profile' }] })).body.payload;
    const [other] = await t.ctx.db
      .insert(credentials)
      .values({ spaceId: a.spaceId, username: 'other@example.com' })
      .returning();
    const res = await call('POST', '/api/credentials/duplicate_workflows', {
      token: a.token,
      query: q(),
      body: { workflow_ids: [wf._id], credentials_ids: [other!.id] },
    });
    expect(res.status).toBe(200);
    const copies = await call('GET', '/api/workflows', {
      token: a.token,
      query: { ...q(), credentials_id: other!.id },
    });
    expect(copies.body.payload.items.map((w: { name: string }) => w.name)).toEqual(['Template']);
    const [foreign] = await t.ctx.db
      .insert(credentials)
      .values({ spaceId: b.spaceId, username: 'b@example.com' })
      .returning();
    const cross = await call('POST', '/api/credentials/duplicate_workflows', {
      token: a.token,
      query: q(),
      body: { workflow_ids: [wf._id], credentials_ids: [foreign!.id] },
    });
    expect(cross.status).toBe(404);
    expect(await t.ctx.db.select().from(credentials).where(eq(credentials.spaceId, b.spaceId))).toHaveLength(
      1,
    );
  });
});
