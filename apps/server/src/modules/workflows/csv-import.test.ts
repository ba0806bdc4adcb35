import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CODES, MESSAGES } from '@leadloop/domain';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { multipart, userWithSpace } from '../../test/fixtures.js';
import { credentialBlacklist, credentials, prospects, workflowSearches } from '../../db/schema/index.js';

const csv = (text: string) => multipart('file', 'leads.csv', 'text/csv', Buffer.from(text));

describe('CSV import into a campaign (issue 35 item 5)', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let a: Awaited<ReturnType<typeof userWithSpace>>;
  let credA: string;
  const q = () => ({ space: a.spaceId });

  beforeAll(async () => {
    t = await createTestApp({}, undefined, {
      sandboxNetwork: { seed: 7, population: 300, challengeRate: 0 },
    });
    call = apiClient(t.app);
    a = await userWithSpace(t.app, 'A');
    const [row] = await t.ctx.db
      .insert(credentials)
      .values({ spaceId: a.spaceId, username: 'csv@example.com', timezone: 'UTC' })
      .returning();
    credA = row!.id;
  });
  afterAll(() => t.close());

  const campaign = async (name: string) =>
    (
      await call('POST', '/api/workflows', {
        token: a.token,
        query: q(),
        body: { credentials_id: credA, name, sequence: [{ type: 'view_profile' }] },
      })
    ).body.payload as { _id: string };
  type Refusal = { key: string; summary: Record<string, number>; lines: object[] };
  const importFile = async (id: string, text: string) => {
    const body = csv(text);
    const res = await call('POST', `/api/workflows/${id}/set_data_from_csv_file`, {
      token: a.token,
      query: q(),
      body: body.body,
      headers: { 'content-type': body.contentType },
    });
    return { ...res, refusal: res.body as unknown as Refusal };
  };
  const searchesOf = (id: string) =>
    t.ctx.db.select().from(workflowSearches).where(eq(workflowSearches.workflowId, id));

  const FILE = [
    'name,profile',
    'Ann,https://www.linkedin.com/in/csv-ann/',
    'Bob,linkedin.com/in/csv-bob',
    'Ann twice,https://www.linkedin.com/in/CSV-ANN',
    'Nobody,not a link',
  ].join('\n');

  it('counts every line and gives each refused or duplicated line its reason and value', async () => {
    const wf = await campaign('First');
    const res = await importFile(wf._id, FILE);
    expect(res.status).toBe(200);
    expect(res.body.payload.summary).toEqual({
      lines: 4,
      accepted: 2,
      duplicated: 1,
      blacklisted: 0,
      refused: 1,
    });
    expect(res.body.payload.lines).toEqual([
      expect.objectContaining({ line: 2, status: 'accepted', value: 'https://www.linkedin.com/in/csv-ann/' }),
      expect.objectContaining({ line: 3, status: 'accepted' }),
      expect.objectContaining({
        line: 4,
        status: 'duplicated',
        reason: CODES.csvLineSameAs,
        params: { line: 2 },
        value: 'https://www.linkedin.com/in/CSV-ANN',
      }),
      expect.objectContaining({
        line: 5,
        status: 'refused',
        reason: CODES.csvLineNoProfileLink,
        value: 'not a link',
      }),
    ]);
    // The campaign's Setup reads the import as a source with its counts.
    const detail = await call('GET', `/api/workflows/${wf._id}`, { token: a.token, query: q() });
    const source = (detail.body.payload.searches as { source: string }[]).find((s) => s.source === 'csv');
    expect(source).toMatchObject({
      file_name: 'leads.csv',
      added_count: 2,
      csv_summary: { accepted: 2, duplicated: 1, refused: 1 },
    });

    // The same file again into the same campaign: every line is already there, and says so.
    const again = await importFile(wf._id, FILE);
    expect(again.status).toBe(400);
    expect(again.refusal.key).toBe(CODES.noAcceptedLines);
    const reasons = (again.refusal.lines as { line: number; reason: string }[]).map(
      (l) => `${l.line}:${l.reason}`,
    );
    expect(reasons).toEqual([
      `2:${CODES.csvLineInThisCampaign}`,
      `3:${CODES.csvLineInThisCampaign}`,
      `4:${CODES.csvLineSameAs}`,
      `5:${CODES.csvLineNoProfileLink}`,
    ]);
  });

  it('refuses a file whose people are in another campaign, naming it', async () => {
    const first = await campaign('Fintech founders');
    const people = [
      'profile',
      'https://www.linkedin.com/in/csv-dan/',
      'https://www.linkedin.com/in/csv-eve',
    ].join('\n');
    expect((await importFile(first._id, people)).status).toBe(200);
    const second = await campaign('Second');
    const res = await importFile(second._id, people);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.noAcceptedLines);
    expect(res.refusal.summary).toMatchObject({ lines: 2, accepted: 0, refused: 2 });
    expect(res.refusal.lines).toEqual([
      expect.objectContaining({
        line: 2,
        status: 'refused',
        reason: CODES.csvLineInCampaign,
        params: { campaign: 'Fintech founders' },
      }),
      expect.objectContaining({ line: 3, status: 'refused', reason: CODES.csvLineInCampaign }),
    ]);
    expect(await searchesOf(second._id)).toEqual([]);
  });

  it('keeps nothing of a refused file: no search, no new prospect', async () => {
    await t.ctx.db.insert(credentialBlacklist).values({
      spaceId: a.spaceId,
      credentialId: credA,
      kind: 'profile',
      value: 'csv-banned-new',
      normalized: 'csv-banned-new',
    });
    const wf = await campaign('Nothing kept');
    const before = await t.ctx.db.select().from(prospects).where(eq(prospects.spaceId, a.spaceId));
    const res = await importFile(
      wf._id,
      ['profile', 'https://www.linkedin.com/in/csv-banned-new/', 'nope'].join('\n'),
    );
    expect(res.status).toBe(400);
    expect(res.refusal.summary).toMatchObject({ accepted: 0, blacklisted: 1, refused: 1 });
    expect(await searchesOf(wf._id)).toEqual([]);
    const after = await t.ctx.db.select().from(prospects).where(eq(prospects.spaceId, a.spaceId));
    expect(after.map((p) => p.networkId).sort()).toEqual(before.map((p) => p.networkId).sort());
  });
});
