import { MESSAGES } from '@leadloop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { campaignProspects, tasks } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { prospectsWorld } from '../../test/prospects-world.js';
import { notifyOverdueTasks } from './notify-tasks.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof prospectsWorld>>;
let call: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
  w = await prospectsWorld(t.app, t.ctx);
});
afterAll(() => t.close());

const inHours = (h: number) => new Date(clock.nowMs() + h * 3_600_000).toISOString();
const names = (body: { payload: { items: { name: string }[] } }) => body.payload.items.map((i) => i.name);

describe('tasks', () => {
  it('create from the prospect: defaults (assignee = me, no priority), the account and names filled in', async () => {
    const res = await call('POST', '/api/tasks', {
      token: w.member.token,
      query: w.q,
      body: { name: '  Call Ada about pricing ', type: 'call', prospect: w.p.ada, due_date: inHours(2) },
    });
    expect(res.status).toBe(200);
    const task = res.body.payload;
    expect(task).toMatchObject({
      name: 'Call Ada about pricing',
      type: 'call',
      status: 'open',
      priority: 100,
      assignee: w.member.user._id,
      prospect: w.p.ada,
      account: w.c1.id,
      prospect_name: 'ada Tester',
      comments_count: 0,
      from_step: false,
    });
    const read = await call('GET', `/api/tasks/${task._id}`, { token: w.member.token, query: w.q });
    expect(read.body.payload._id).toBe(task._id);
  });

  it('filters: mine, overdue, due today, priority, prospect, campaign, account; paginated', async () => {
    const make = (body: Record<string, unknown>, token = w.admin.token) =>
      call('POST', '/api/tasks', { token, query: w.q, body });
    await make({
      name: 'Overdue urgent',
      due_date: inHours(-30),
      priority: 500,
      assignee: w.member.user._id,
    });
    await make({ name: 'Later low', due_date: inHours(24 * 5), priority: 200 });
    await make({ name: 'Campaign task', campaign: w.w2.id, prospect: w.p.cyd });
    const mine = await call('GET', '/api/tasks', { token: w.member.token, query: { ...w.q, mine: 'true' } });
    expect(names(mine.body)).toEqual(['Overdue urgent', 'Call Ada about pricing']);
    const overdue = await call('GET', '/api/tasks', {
      token: w.admin.token,
      query: { ...w.q, overdue: '1' },
    });
    expect(names(overdue.body)).toEqual(['Overdue urgent']);
    const today = await call('GET', '/api/tasks', {
      token: w.admin.token,
      query: { ...w.q, due_today: 'true', tz: 'UTC' },
    });
    const todayStart = new Date(clock.now().toISOString().slice(0, 10));
    for (const item of today.body.payload.items)
      expect(new Date(item.due_date).getTime()).toBeGreaterThanOrEqual(todayStart.getTime());
    const urgent = await call('GET', '/api/tasks', {
      token: w.admin.token,
      query: { ...w.q, priority: '500' },
    });
    expect(names(urgent.body)).toEqual(['Overdue urgent']);
    const byProspect = await call('GET', '/api/tasks', {
      token: w.admin.token,
      query: { ...w.q, prospect: w.p.ada },
    });
    expect(names(byProspect.body)).toEqual(['Call Ada about pricing']);
    const byCampaign = await call('GET', '/api/tasks', {
      token: w.admin.token,
      query: { ...w.q, campaign: w.w2.id },
    });
    expect(byCampaign.body.payload.items[0]).toMatchObject({
      name: 'Campaign task',
      account: w.c2.id,
      campaign_name: 'Agencies',
    });
    const byAccount = await call('GET', '/api/tasks', {
      token: w.admin.token,
      query: { ...w.q, account: w.c2.id },
    });
    expect(names(byAccount.body)).toEqual(['Campaign task']);
    const page1 = await call('GET', '/api/tasks', {
      token: w.admin.token,
      query: { ...w.q, page_size: '2' },
    });
    const page2 = await call('GET', '/api/tasks', {
      token: w.admin.token,
      query: { ...w.q, page_size: '2', page: '2' },
    });
    expect(page1.body.payload.total).toBe(4);
    expect(names(page1.body)).toEqual(['Overdue urgent', 'Call Ada about pricing']);
    expect(page2.body.payload.items).toHaveLength(2);
  });

  it('complete with one call, reopen, reassign; completed tasks leave the open list', async () => {
    const list = await call('GET', '/api/tasks', { token: w.member.token, query: { ...w.q, mine: 'true' } });
    const id = list.body.payload.items[0]._id;
    const done = await call('PUT', `/api/tasks/${id}`, {
      token: w.member.token,
      query: w.q,
      body: { status: 'completed' },
    });
    expect(done.body.payload.status).toBe('completed');
    expect(done.body.payload.completed_at).not.toBeNull();
    const open = await call('GET', '/api/tasks', { token: w.member.token, query: { ...w.q, mine: 'true' } });
    expect(open.body.payload.items.map((i: { _id: string }) => i._id)).not.toContain(id);
    const reopened = await call('PUT', `/api/tasks/${id}`, {
      token: w.member.token,
      query: w.q,
      body: { status: 'open' },
    });
    expect(reopened.body.payload).toMatchObject({ status: 'open', completed_at: null });
    const reassigned = await call('PUT', `/api/tasks/${id}`, {
      token: w.member.token,
      query: w.q,
      body: { assignee: w.admin.user._id, priority: 400 },
    });
    expect(reassigned.body.payload).toMatchObject({ assignee: w.admin.user._id, priority: 400 });
    const outsider = await call('PUT', `/api/tasks/${id}`, {
      token: w.admin.token,
      query: w.q,
      body: { assignee: w.other.user._id },
    });
    expect(outsider.status).toBe(400);
    expect(outsider.body.message).toBe(MESSAGES.taskAssigneeNotMember);
  });

  it('comments: add and list oldest first, counted on the task', async () => {
    const created = await call('POST', '/api/tasks', {
      token: w.admin.token,
      query: w.q,
      body: { name: 'Discuss' },
    });
    const url = `/api/tasks/${created.body.payload._id}/comments`;
    await call('POST', url, { token: w.admin.token, query: w.q, body: { text: 'First' } });
    await call('POST', url, { token: w.admin.token, query: w.q, body: { text: ' Second ' } });
    const list = await call('GET', url, { token: w.admin.token, query: w.q });
    expect(list.body.payload.map((c: { text: string }) => c.text)).toEqual(['First', 'Second']);
    expect(list.body.payload[0].author).toBe(w.admin.user._id);
    const task = await call('GET', `/api/tasks/${created.body.payload._id}`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(task.body.payload.comments_count).toBe(2);
    const empty = await call('POST', url, { token: w.admin.token, query: w.q, body: { text: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MESSAGES.required);
  });

  it('members see only tasks of their accounts or assigned to them; other workspaces see nothing', async () => {
    const theirs = await call('POST', '/api/tasks', {
      token: w.admin.token,
      query: w.q,
      body: { name: 'Cyd follow-up', prospect: w.p.cyd },
    });
    expect(theirs.body.payload.account).toBe(w.c2.id);
    const id = theirs.body.payload._id;
    const memberList = await call('GET', '/api/tasks', {
      token: w.member.token,
      query: { ...w.q, status: 'all' },
    });
    expect(names(memberList.body)).not.toContain('Cyd follow-up');
    expect((await call('GET', `/api/tasks/${id}`, { token: w.member.token, query: w.q })).status).toBe(404);
    expect(
      (
        await call('PUT', `/api/tasks/${id}`, {
          token: w.member.token,
          query: w.q,
          body: { status: 'completed' },
        })
      ).status,
    ).toBe(404);
    // Assigned to the member, it becomes theirs to see.
    await call('PUT', `/api/tasks/${id}`, {
      token: w.admin.token,
      query: w.q,
      body: { assignee: w.member.user._id },
    });
    expect((await call('GET', `/api/tasks/${id}`, { token: w.member.token, query: w.q })).status).toBe(200);
    // A member cannot create a task on a prospect or an account outside their accounts.
    expect(
      (
        await call('POST', '/api/tasks', {
          token: w.member.token,
          query: w.q,
          body: { name: 'x', prospect: w.p.cyd },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/tasks', {
          token: w.member.token,
          query: w.q,
          body: { name: 'x', account: w.c2.id },
        })
      ).status,
    ).toBe(404);
    // Another workspace: its own list is empty, our ids are 404, our workspace is 403.
    const q2 = { space: w.other.spaceId };
    expect((await call('GET', '/api/tasks', { token: w.other.token, query: q2 })).body.payload.total).toBe(0);
    expect((await call('GET', `/api/tasks/${id}`, { token: w.other.token, query: q2 })).status).toBe(404);
    expect((await call('DELETE', `/api/tasks/${id}`, { token: w.other.token, query: q2 })).status).toBe(404);
    expect((await call('GET', '/api/tasks', { token: w.other.token, query: w.q })).status).toBe(403);
    expect(
      (
        await call('POST', '/api/tasks', {
          token: w.other.token,
          query: q2,
          body: { name: 'x', prospect: w.p.ada },
        })
      ).status,
    ).toBe(404);
  });

  it('delete: the author, the assignee or an admin', async () => {
    const created = await call('POST', '/api/tasks', {
      token: w.admin.token,
      query: w.q,
      body: { name: 'Admin only', account: w.c1.id },
    });
    const id = created.body.payload._id;
    expect((await call('DELETE', `/api/tasks/${id}`, { token: w.member.token, query: w.q })).status).toBe(
      403,
    );
    expect((await call('DELETE', `/api/tasks/${id}`, { token: w.admin.token, query: w.q })).status).toBe(200);
    expect((await call('GET', `/api/tasks/${id}`, { token: w.admin.token, query: w.q })).status).toBe(404);
  });

  it('refuses bad input with the spec’s texts', async () => {
    const post = (body: unknown) => call('POST', '/api/tasks', { token: w.admin.token, query: w.q, body });
    const blank = await post({ name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(MESSAGES.taskMessageRequired);
    expect((await post({})).body.message).toBe(MESSAGES.taskMessageRequired);
    const priority = await post({ name: 'x', priority: 250 });
    expect(priority.status).toBe(400);
    expect(priority.body.message).toBe(MESSAGES.taskInvalidPriority);
    const due = await post({ name: 'x', due_date: 'tomorrow' });
    expect(due.status).toBe(400);
    expect(due.body.message).toBe(MESSAGES.taskInvalidDueDate);
    expect((await post({ name: 'x', type: 'dance' })).status).toBe(400);
    expect((await post({ name: 'x', extra: 1 })).status).toBe(400);
    expect((await post({ name: 'x'.repeat(2001) })).status).toBe(400);
    const tz = await call('GET', '/api/tasks', {
      token: w.admin.token,
      query: { ...w.q, due_today: '1', tz: 'Mars/Base' },
    });
    expect(tz.body.message).toBe(MESSAGES.invalidTimezone);
    expect(
      (await call('GET', '/api/tasks/not-a-uuid', { token: w.admin.token, query: w.q })).body.message,
    ).toBe(MESSAGES.taskNotFound);
  });

  it('completing a campaign step’s task wakes the waiting prospect; deleting it cancels it instead', async () => {
    const [cp] = await w.db
      .select()
      .from(campaignProspects)
      .where(and(eq(campaignProspects.prospectId, w.p.ada), eq(campaignProspects.workflowId, w.w1.id)));
    const later = new Date(clock.nowMs() + 86_400_000);
    await w.db
      .update(campaignProspects)
      .set({ nextRunAt: later, waitReason: 'waiting_for_task' })
      .where(eq(campaignProspects.id, cp!.id));
    const [stepTask] = await w.db
      .insert(tasks)
      .values({
        spaceId: w.admin.spaceId,
        type: 'call',
        name: 'Step task',
        prospectId: w.p.ada,
        credentialId: w.c1.id,
        workflowId: w.w1.id,
        assigneeId: w.member.user._id,
        campaignProspectId: cp!.id,
        nodeId: 'n1',
        dueDate: later,
      })
      .returning();
    const seen = await call('GET', `/api/tasks/${stepTask!.id}`, { token: w.member.token, query: w.q });
    expect(seen.body.payload).toMatchObject({ from_step: true, campaign_name: 'Founders' });
    await call('PUT', `/api/tasks/${stepTask!.id}`, {
      token: w.member.token,
      query: w.q,
      body: { status: 'completed' },
    });
    const [woken] = await w.db.select().from(campaignProspects).where(eq(campaignProspects.id, cp!.id));
    expect(woken!.nextRunAt!.getTime()).toBeLessThanOrEqual(clock.nowMs());
    // Reopened and deleted: a step's task is canceled, not removed (the step moves on).
    await call('PUT', `/api/tasks/${stepTask!.id}`, {
      token: w.member.token,
      query: w.q,
      body: { status: 'open' },
    });
    expect(
      (await call('DELETE', `/api/tasks/${stepTask!.id}`, { token: w.member.token, query: w.q })).status,
    ).toBe(200);
    const [kept] = await w.db.select().from(tasks).where(eq(tasks.id, stepTask!.id));
    expect(kept!.status).toBe('canceled');
  });

  it('the assignee is notified of a task someone else gave them, and once when it is overdue', async () => {
    const bell = async (token: string) =>
      (await call('GET', '/api/notifications', { token, query: { ...w.q, limit: '100' } })).body.payload
        .items as { event: string; params: Record<string, string> }[];
    const given = await call('POST', '/api/tasks', {
      token: w.admin.token,
      query: w.q,
      body: { name: 'Send the deck', due_date: inHours(-1), assignee: w.member.user._id },
    });
    expect(given.status).toBe(200);
    const assigned = (await bell(w.member.token)).filter(
      (n) => n.event === 'task_assigned' && n.params.name === 'Send the deck',
    );
    expect(assigned).toHaveLength(1);
    // giving oneself a task notifies nobody
    await call('POST', '/api/tasks', { token: w.admin.token, query: w.q, body: { name: 'Mine alone' } });
    expect((await bell(w.admin.token)).some((n) => n.params.name === 'Mine alone')).toBe(false);

    await notifyOverdueTasks(t.ctx);
    await notifyOverdueTasks(t.ctx);
    const overdue = (await bell(w.member.token)).filter(
      (n) => n.event === 'task_overdue' && n.params.name === 'Send the deck',
    );
    expect(overdue).toHaveLength(1);

    // a pass reads only tasks whose assignee was not told yet
    const pending = () =>
      w.db
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          sql`status = 'open' and assignee_id is not null and overdue_notified_to is distinct from assignee_id
            and due_date < ${clock.now()}`,
        );
    expect(await pending()).toHaveLength(0);
    // given to someone else, the task is overdue news to them: they are told once too
    const taskId = (given.body.payload as { _id: string })._id;
    await call('PUT', `/api/tasks/${taskId}`, {
      token: w.admin.token,
      query: w.q,
      body: { assignee: w.admin.user._id },
    });
    expect(await pending()).toHaveLength(1);
    expect(await notifyOverdueTasks(t.ctx)).toBe(1);
    expect(await notifyOverdueTasks(t.ctx)).toBe(0);
    const told = (await bell(w.admin.token)).filter(
      (n) => n.event === 'task_overdue' && n.params.name === 'Send the deck',
    );
    expect(told).toHaveLength(1);
  });
});
