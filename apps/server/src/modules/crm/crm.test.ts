import { MESSAGES } from '@leadloop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { prospectsWorld } from '../../test/prospects-world.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof prospectsWorld>>;
let call: ReturnType<typeof apiClient>;
const base = '/api/integrations/crm/default';

beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
  w = await prospectsWorld(t.app, t.ctx);
});
afterAll(() => t.close());

type Column = { _id: string; name: string; deals: { _id: string; name: string }[]; deals_count: number };
const admin = () => w.admin.token;

async function board(pipelineId: string, token = admin(), owner?: string) {
  const res = await call('GET', `${base}/stages`, {
    token,
    query: { ...w.q, pipeline_id: pipelineId, ...(owner ? { owner } : {}) },
  });
  expect(res.status).toBe(200);
  return res.body.payload.stages as Column[];
}
const names = (col: Column) => col.deals.map((d) => d.name);

async function pipelineWith(stages: string[], name = 'Sales') {
  const res = await call('POST', `${base}/pipeline`, { token: admin(), query: w.q, body: { name, stages } });
  expect(res.status).toBe(200);
  const cols = await board(res.body.payload._id);
  return { id: res.body.payload._id as string, stages: cols.map((c) => c._id) };
}
async function deal(stage: string, name: string, extra: Record<string, unknown> = {}, token = admin()) {
  const res = await call('POST', `${base}/deals`, {
    token,
    query: w.q,
    body: { name, crm_stage: stage, amount: 1000, currency: 'EUR', ...extra },
  });
  expect(res.status).toBe(200);
  return res.body.payload as { _id: string; owner: string; position: string; currency: string };
}
const move = (id: string, body: Record<string, unknown>, token = admin(), owner?: string) =>
  call('PATCH', `${base}/deals/${id}/update`, {
    token,
    query: { ...w.q, ...(owner ? { owner } : {}) },
    body,
  });

describe('native CRM: pipelines and stages', () => {
  it('a pipeline is made with ordered stages; stages are renamed, reordered and refused with the spec texts', async () => {
    const p = await pipelineWith(['New', 'Talking', 'Won']);
    const list = await call('GET', `${base}/pipelines`, { token: w.member.token, query: w.q });
    expect(list.body.payload.map((x: { name: string }) => x.name)).toContain('Sales');
    const added = await call('POST', `${base}/stage`, {
      token: admin(),
      query: w.q,
      body: { name: 'Demo', pipeline_id: p.id, order: 2, probability: '45' },
    });
    expect(added.status).toBe(200);
    expect(added.body.payload).toMatchObject({ name: 'Demo', probability: 45, data: { order: 2 } });
    expect((await board(p.id)).map((c) => c.name)).toEqual(['New', 'Talking', 'Demo', 'Won']);
    const moved = await call('PUT', `${base}/stages/${p.stages[2]}/update`, {
      token: admin(),
      query: w.q,
      body: { name: 'Closed won', pipeline_id: p.id, probability: 100, order: 0 },
    });
    expect(moved.status).toBe(200);
    expect((await board(p.id)).map((c) => c.name)).toEqual(['Closed won', 'New', 'Talking', 'Demo']);

    const badName = await call('POST', `${base}/stage`, {
      token: admin(),
      query: w.q,
      body: { name: ' -- ', pipeline_id: p.id, order: 0, probability: 10 },
    });
    expect(badName.status).toBe(400);
    expect(badName.body.message).toBe(MESSAGES.enterValidName);
    const badProbability = await call('PUT', `${base}/stages/${p.stages[0]}/update`, {
      token: admin(),
      query: w.q,
      body: { name: 'New', pipeline_id: p.id, probability: 0 },
    });
    expect(badProbability.status).toBe(400);
    expect(badProbability.body.message).toBe('Probability must be a positive number');
    const badPipeline = await call('POST', `${base}/pipeline`, {
      token: admin(),
      query: w.q,
      body: { name: '' },
    });
    expect(badPipeline.body.message).toBe('Enter valid name');
    const renamed = await call('PUT', `${base}/pipelines/${p.id}/update`, {
      token: admin(),
      query: w.q,
      body: { name: 'Enterprise' },
    });
    expect(renamed.body.payload).toEqual({ _id: p.id, name: 'Enterprise' });
  });

  it('stages given by name ramp up to the last one, where a deal is won: 100 % (the web default Lead, Qualified, Won)', async () => {
    const p = await pipelineWith(['Lead', 'Qualified', 'Won'], 'Ramp');
    const cols = (await board(p.id)) as (Column & { probability: number })[];
    expect(cols.map((c) => [c.name, c.probability])).toEqual([
      ['Lead', 10],
      ['Qualified', 55],
      ['Won', 100],
    ]);
  });

  it('deleting a stage moves its deals after those of the chosen stage, in their order', async () => {
    const p = await pipelineWith(['A', 'B', 'C']);
    await deal(p.stages[0]!, 'a1');
    await deal(p.stages[1]!, 'b1');
    await deal(p.stages[1]!, 'b2');
    const refused = await call('DELETE', `${base}/stages/${p.stages[1]}/delete`, {
      token: admin(),
      query: w.q,
      body: { stage_id: p.stages[1], stage_to_move: p.stages[1] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES.stageToMoveInvalid);
    const other = await pipelineWith(['X']);
    const foreignStage = await call('DELETE', `${base}/stages/${p.stages[1]}/delete`, {
      token: admin(),
      query: w.q,
      body: { stage_id: p.stages[1], stage_to_move: other.stages[0] },
    });
    expect(foreignStage.body.message).toBe(MESSAGES.stageToMoveInvalid);
    const lastOne = await call('DELETE', `${base}/stages/${other.stages[0]}/delete`, {
      token: admin(),
      query: w.q,
      body: { stage_id: other.stages[0], stage_to_move: other.stages[0] },
    });
    expect(lastOne.body.message).toBe(MESSAGES.pipelineKeepsOneStage);

    const ok = await call('DELETE', `${base}/stages/${p.stages[1]}/delete`, {
      token: admin(),
      query: w.q,
      body: { stage_id: p.stages[1], stage_to_move: p.stages[0] },
    });
    expect(ok.status).toBe(200);
    const cols = await board(p.id);
    expect(cols.map((c) => c.name)).toEqual(['A', 'C']);
    expect(names(cols[0]!)).toEqual(['a1', 'b1', 'b2']);
  });
});

describe('native CRM: deals on the board', () => {
  it('new deals join the bottom of their stage; moves within and across stages keep their order on reload', async () => {
    const p = await pipelineWith(['Lead', 'Won']);
    const [s1, s2] = p.stages as [string, string];
    const d = [];
    for (const n of ['one', 'two', 'three', 'four']) d.push(await deal(s1, n));
    expect(d[0]!.owner).toBe(w.admin.user._id);
    expect(d[0]!.currency).toBe('eur');
    expect(names((await board(p.id))[0]!)).toEqual(['one', 'two', 'three', 'four']);

    expect((await move(d[3]!._id, { new_position: 0 })).status).toBe(200); // four to the top
    expect((await move(d[0]!._id, { new_position: 2 })).status).toBe(200); // one before three
    let cols = await board(p.id);
    expect(names(cols[0]!)).toEqual(['four', 'two', 'one', 'three']);

    await move(d[1]!._id, { new_position: 0, crm_stage: s2 }); // two to Won
    await move(d[2]!._id, { new_position: 5, crm_stage: s2 }); // three to Won's bottom
    await move(d[0]!._id, { new_position: 1, crm_stage: s2 }); // one between them
    cols = await board(p.id);
    expect(names(cols[0]!)).toEqual(['four']);
    expect(names(cols[1]!)).toEqual(['two', 'one', 'three']);
    expect(cols[1]!.deals_count).toBe(3);

    // Many drops in one place never run out of keys.
    for (let i = 0; i < 40; i++)
      await move(i % 2 ? d[0]!._id : d[2]!._id, { new_position: 1, crm_stage: s2 });
    cols = await board(p.id);
    expect(cols[1]!.deals).toHaveLength(3);

    const page = await call('GET', `${base}/stages/${s2}`, {
      token: admin(),
      query: { ...w.q, offset: '1', limit: '1' },
    });
    expect(page.body.payload.deals).toHaveLength(1);
    expect(page.body.payload.has_more).toBe(true);
  });

  it('a deal handed to another owner leaves the owner-filtered view; new_position counts in the filtered view', async () => {
    const p = await pipelineWith(['Lead']);
    const [s] = p.stages as [string];
    const a = await deal(s, 'mine A');
    await deal(s, 'theirs', { owner: w.member.user._id });
    const b = await deal(s, 'mine B');
    expect(names((await board(p.id, admin(), 'me'))[0]!)).toEqual(['mine A', 'mine B']);
    // In the filtered view, index 0 is "mine A": B goes just before it.
    await move(b._id, { new_position: 0 }, admin(), 'me');
    expect(names((await board(p.id))[0]!)).toEqual(['mine B', 'mine A', 'theirs']);

    const handed = await call('PUT', `${base}/deals/${a._id}/update`, {
      token: admin(),
      query: w.q,
      body: { owner: w.member.user._id },
    });
    expect(handed.status).toBe(200);
    expect(handed.body.payload.owner).toBe(w.member.user._id);
    expect(names((await board(p.id, admin(), 'me'))[0]!)).toEqual(['mine B']);
    expect(names((await board(p.id, admin(), w.member.user._id))[0]!)).toEqual(['mine A', 'theirs']);

    // Won: it leaves the open board and shows with the won deals.
    await call('PUT', `${base}/deals/${b._id}/update`, {
      token: admin(),
      query: w.q,
      body: { status: 'won' },
    });
    expect(names((await board(p.id))[0]!)).toEqual(['mine A', 'theirs']);
    const won = await call('GET', `${base}/stages`, {
      token: admin(),
      query: { ...w.q, pipeline_id: p.id, status: 'won' },
    });
    expect(names(won.body.payload.stages[0])).toEqual(['mine B']);

    const notMember = await call('PUT', `${base}/deals/${a._id}/update`, {
      token: admin(),
      query: w.q,
      body: { owner: w.other.user._id },
    });
    expect(notMember.status).toBe(400);
    expect(notMember.body.message).toBe(MESSAGES.dealOwnerNotMember);
    const badAmount = await call('POST', `${base}/deals`, {
      token: admin(),
      query: w.q,
      body: { name: 'x', crm_stage: s, amount: -1 },
    });
    expect(badAmount.body.message).toBe(MESSAGES.dealAmountInvalid);
    const badCurrency = await call('POST', `${base}/deals`, {
      token: admin(),
      query: w.q,
      body: { name: 'x', crm_stage: s, currency: 'xyz' },
    });
    expect(badCurrency.body.message).toBe(MESSAGES.currencyInvalid);
  });

  it('members see the deals they own or made and those of their accounts; other workspaces see nothing', async () => {
    const p = await pipelineWith(['Lead']);
    const [s] = p.stages as [string];
    await deal(s, 'admin only');
    await deal(s, 'for member', { owner: w.member.user._id });
    const c1Lead = await call('POST', `${base}/mark_as_lead`, {
      token: admin(),
      query: w.q,
      body: { prospect: w.p.ada },
    });
    const c2Lead = await call('POST', `${base}/mark_as_lead`, {
      token: admin(),
      query: w.q,
      body: { prospect: w.p.cyd },
    });
    expect(c1Lead.status).toBe(200);
    const memberView = await call('GET', `${base}/stages`, {
      token: w.member.token,
      query: { ...w.q, pipeline_id: p.id },
    });
    expect(names(memberView.body.payload.stages[0])).toEqual(['for member']);
    const seen = await call('GET', `${base}/deals/${c1Lead.body.payload._id}`, {
      token: w.member.token,
      query: w.q,
    });
    expect(seen.status).toBe(200); // ada is of c1, the member's account
    const hidden = await call('GET', `${base}/deals/${c2Lead.body.payload._id}`, {
      token: w.member.token,
      query: w.q,
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(MESSAGES.dealNotFound);
    const cantMove = await move(c2Lead.body.payload._id, { new_position: 0 }, w.member.token);
    expect(cantMove.status).toBe(404);

    const foreign = await call('GET', `${base}/stages`, {
      token: w.other.token,
      query: { space: w.admin.spaceId, pipeline_id: p.id },
    });
    expect(foreign.status).toBe(403);
    const ownSpace = { space: w.other.spaceId };
    const crossId = await call('GET', `${base}/stages`, {
      token: w.other.token,
      query: { ...ownSpace, pipeline_id: p.id },
    });
    expect(crossId.status).toBe(404);
    expect(crossId.body.message).toBe(MESSAGES.pipelineNotFound);
    const crossDeal = await call('POST', `${base}/deals`, {
      token: w.other.token,
      query: ownSpace,
      body: { name: 'sneaky', crm_stage: s },
    });
    expect(crossDeal.status).toBe(404);
    expect(crossDeal.body.message).toBe(MESSAGES.stageNotFound);
    const crossLead = await call('POST', `${base}/mark_as_lead`, {
      token: w.other.token,
      query: ownSpace,
      body: { prospect: w.p.ada },
    });
    expect(crossLead.status).toBe(404);
  });

  it('mark as lead makes the prospect one deal, in the first stage, and shows it again on the next click', async () => {
    const first = await call('POST', `${base}/mark_as_lead`, {
      token: w.member.token,
      query: w.q,
      body: { prospect: w.p.bob },
    });
    expect(first.status).toBe(200);
    expect(first.body.payload).toMatchObject({
      status: 'open',
      prospect: { _id: w.p.bob },
      owner: w.member.user._id,
    });
    const [again, twice] = await Promise.all([
      call('POST', `${base}/mark_as_lead`, {
        token: w.member.token,
        query: w.q,
        body: { prospect: w.p.bob },
      }),
      call('POST', `${base}/mark_as_lead`, { token: admin(), query: w.q, body: { prospect: w.p.bob } }),
    ]);
    expect(again.body.payload._id).toBe(first.body.payload._id);
    expect(twice.body.payload._id).toBe(first.body.payload._id);
  });
});

describe('native CRM: concurrency', () => {
  it('two users dragging deals in one stage at the same time: one consistent order, no deal lost', async () => {
    const p = await pipelineWith(['Busy', 'Other']);
    const [s, o] = p.stages as [string, string];
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await deal(s, `d${i}`, { owner: w.member.user._id }))._id);
    const moves = [];
    for (let i = 0; i < 12; i++) {
      const token = i % 2 ? admin() : w.member.token;
      moves.push(
        move(ids[(i * 5) % 12]!, { new_position: i % 3, ...(i % 4 === 3 ? { crm_stage: o } : {}) }, token),
      );
      moves.push(move(ids[(i * 7 + 3) % 12]!, { new_position: 0 }, token));
    }
    const results = await Promise.all(moves);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const first = await board(p.id);
    const second = await board(p.id, w.member.token);
    const all = first.flatMap((c) => c.deals.map((d) => d._id));
    expect(all.sort()).toEqual([...ids].sort()); // every deal once
    expect(second.map(names)).toEqual(first.map(names)); // the same order for both users
    const keys = first.flatMap((c) => c.deals.map((d) => (d as unknown as { position: string }).position));
    expect(new Set(keys).size).toBe(keys.length); // no two deals share a place
  });
});
