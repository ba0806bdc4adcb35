import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { addMemberByCode, userWithSpace } from '../../test/fixtures.js';
import { campaignProspects, credentials, prospects, spaceMembers, workflows } from '../../db/schema/index.js';

/** GET /workflows/approvals: the manual-approval queue, and the approve / hold / cancel calls it feeds. */
describe('manual-approval queue', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let a: Awaited<ReturnType<typeof userWithSpace>>;
  let b: Awaited<ReturnType<typeof userWithSpace>>;
  let member: Awaited<ReturnType<typeof addMemberByCode>>;
  const wfs: Record<string, string> = {};

  const account = async (spaceId: string, username: string) =>
    (await t.ctx.db.insert(credentials).values({ spaceId, username }).returning())[0]!.id;

  /** A campaign whose one step waits for approval, with prospects standing on it. */
  async function campaign(
    owner: { token: string; spaceId: string },
    credentialId: string,
    name: string,
    people: { first: string; approval: string; status?: string }[],
  ) {
    const res = await call('POST', '/api/workflows', {
      token: owner.token,
      query: { space: owner.spaceId },
      body: {
        credentials_id: credentialId,
        name,
        sequence: [
          { type: 'message', manual_approval: true, content: 'Hi {first_name:there}, how is {company}?' },
        ],
      },
    });
    expect(res.status).toBe(200);
    const [wf] = await t.ctx.db.select().from(workflows).where(eq(workflows.id, res.body.payload._id));
    for (const person of people) {
      const [p] = await t.ctx.db
        .insert(prospects)
        .values({
          spaceId: owner.spaceId,
          profileLink: `https://www.linkedin.com/in/${person.first.toLowerCase()}-${name.length}`,
          firstName: person.first,
          fullName: `${person.first} Doe`,
          company: `${person.first} Corp`,
        })
        .returning();
      await t.ctx.db.insert(campaignProspects).values({
        spaceId: owner.spaceId,
        workflowId: wf!.id,
        prospectId: p!.id,
        credentialId,
        status: person.status ?? 'active',
        currentNodeId: wf!.nodes[0]!.id,
        nodeEnteredAt: new Date(),
        approval: person.approval,
        waitReason: person.approval,
      });
    }
    return wf!.id;
  }

  const queue = (token: string, spaceId: string) =>
    call('GET', '/api/workflows/approvals', { token, query: { space: spaceId } });

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    a = await userWithSpace(t.app, 'A');
    b = await userWithSpace(t.app, 'B');
    member = await addMemberByCode(t.app, a);
    const mine = await account(a.spaceId, 'mine@example.com');
    const notMine = await account(a.spaceId, 'not-mine@example.com');
    const foreign = await account(b.spaceId, 'b@example.com');
    await t.ctx.db
      .update(spaceMembers)
      .set({ availableCredentials: [mine] })
      .where(and(eq(spaceMembers.spaceId, a.spaceId), eq(spaceMembers.userId, member.user._id)));
    wfs.mine = await campaign(a, mine, 'Mine', [
      { first: 'Ana', approval: 'awaiting_approval' },
      { first: 'Ben', approval: 'hold' },
      { first: 'Cy', approval: 'approved' },
      { first: 'Dee', approval: 'awaiting_approval', status: 'paused' },
    ]);
    wfs.notMine = await campaign(a, notMine, 'Not mine', [{ first: 'Eve', approval: 'awaiting_approval' }]);
    wfs.foreign = await campaign(b, foreign, 'Foreign', [{ first: 'Fox', approval: 'awaiting_approval' }]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists only the steps awaiting approval or on hold that the caller may see, each with its message', async () => {
    const admin = await queue(a.token, a.spaceId);
    expect(admin.status).toBe(200);
    const names = (r: typeof admin) =>
      r.body.payload.items.map((i: { prospect: { full_name: string } }) => i.prospect.full_name).sort();
    // the admin sees every account of the workspace, never another workspace's steps
    expect(names(admin)).toEqual(['Ana Doe', 'Ben Doe', 'Eve Doe']);
    expect(admin.body.payload.total).toBe(3);
    const ana = admin.body.payload.items.find(
      (i: { prospect: { full_name: string } }) => i.prospect.full_name === 'Ana Doe',
    );
    expect(ana).toMatchObject({
      workflow: { _id: wfs.mine, name: 'Mine' },
      approval: 'awaiting_approval',
      message: 'Hi Ana, how is Ana Corp?',
      step: { index: 0, type: 'message' },
    });
    // a member sees only the campaigns of the accounts they may use
    const own = await queue(member.token, a.spaceId);
    expect(names(own)).toEqual(['Ana Doe', 'Ben Doe']);
    expect(own.body.payload.total).toBe(2);
    const other = await queue(b.token, b.spaceId);
    expect(names(other)).toEqual(['Fox Doe']);
    const paged = await call('GET', '/api/workflows/approvals', {
      token: a.token,
      query: { space: a.spaceId, offset: '1', limit: '1' },
    });
    expect(paged.body.payload).toMatchObject({ total: 3, offset: 1, limit: 1 });
    expect(paged.body.payload.items).toHaveLength(1);
  });

  it('approve, hold and cancel leave the queue as the engine will act; a step out of reach is refused', async () => {
    const items = (await queue(member.token, a.spaceId)).body.payload.items as {
      _id: string;
      workflow: { _id: string };
      prospect: { full_name: string };
      approval: string;
    }[];
    const approve = (wfId: string, id: string, approval: string, token = member.token) =>
      call('POST', `/api/workflows/${wfId}/prospects/${id}/approval`, {
        token,
        query: { space: a.spaceId },
        body: { approval },
      });
    const ana = items.find((i) => i.prospect.full_name === 'Ana Doe')!;
    const ben = items.find((i) => i.prospect.full_name === 'Ben Doe')!;
    expect((await approve(ana.workflow._id, ana._id, 'hold')).status).toBe(200);
    let after: typeof items = (await queue(member.token, a.spaceId)).body.payload.items;
    expect(after.map((i) => [i.prospect.full_name, i.approval]).sort()).toEqual([
      ['Ana Doe', 'hold'],
      ['Ben Doe', 'hold'],
    ]);
    expect((await approve(ana.workflow._id, ana._id, 'approved')).status).toBe(200);
    expect((await approve(ben.workflow._id, ben._id, 'canceled')).status).toBe(200);
    after = (await queue(member.token, a.spaceId)).body.payload.items;
    expect(after).toEqual([]);
    const rows = await t.ctx.db
      .select({ approval: campaignProspects.approval })
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, wfs.mine!));
    expect(rows.map((r) => r.approval).sort()).toEqual([
      'approved',
      'approved',
      'awaiting_approval',
      'canceled',
    ]);
    // the member may not act on a campaign of an account they may not use, nor anyone on another workspace's
    const eve = (await queue(a.token, a.spaceId)).body.payload.items[0];
    expect((await approve(wfs.notMine!, eve._id, 'approved')).status).toBe(404);
    const fox = (await queue(b.token, b.spaceId)).body.payload.items[0];
    expect((await approve(wfs.foreign!, fox._id, 'approved', a.token)).status).toBe(404);
  });
});
