import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actions,
  campaignProspects,
  credentials,
  crmDeals,
  inboxMessages,
  labels,
  prospects,
  sandboxInvitations,
  sandboxMessages,
  spaces,
  workflowEvents,
  workflows,
} from '../../db/schema/index.js';
import { endedEarly } from '@leadloop/domain/campaigns/ended';
import { DASHBOARD_DEFAULT_PERIOD } from '@leadloop/domain/dashboard/entities';
import { clock } from '../../lib/clock.js';
import { addMemberByCode, userWithSpace } from '../../test/fixtures.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { engineDeps, runDepsUntil } from '../engine/index.js';

let t: TestApp;
let call: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { sandboxNetwork: { seed: 42, population: 5_000 } });
  call = apiClient(t.app);
});
afterAll(() => t.close());

describe('sample data', () => {
  let owner: Awaited<ReturnType<typeof userWithSpace>>;
  let sampleId: string;
  let accountId: string;

  // Its own time limit: the replay of 14 days is the work under test (~22 s on a quiet machine).
  it('creates a marked sample workspace whose 14 days ran through the engine, up to now', async () => {
    owner = await userWithSpace(t.app);
    const before = Date.now();
    const created = await call('POST', '/api/sample_data/create', { token: owner.token });
    expect(created.status).toBe(200);
    sampleId = created.body.payload.space_id;
    // Tests run the job in the request: it is ready on return.
    expect(created.body.payload).toEqual({ space_id: sampleId, status: 'ready', progress: 100 });
    const status = await call('GET', '/api/sample_data/status', {
      token: owner.token,
      query: { space: sampleId },
    });
    expect(status.body.payload.status).toBe('ready');
    const list = await call('GET', '/api/users/fetch_spaces', { token: owner.token });
    const entry = (list.body.payload as { _id: string; sample_status: string | null }[]).find(
      (s) => s._id === sampleId,
    );
    expect(entry?.sample_status).toBe('ready');
    expect(
      (list.body.payload as { _id: string; sample_status: string | null }[]).find(
        (s) => s._id === owner.spaceId,
      )?.sample_status,
    ).toBeNull();

    const [account] = await t.ctx.db.select().from(credentials).where(eq(credentials.spaceId, sampleId));
    accountId = account!.id;
    // The engine's actions: spread over the 14 days before now, none in the future.
    const done = await t.ctx.db
      .select()
      .from(actions)
      .where(and(eq(actions.credentialId, accountId), eq(actions.status, 'done')));
    const types = new Set(done.map((a) => a.type));
    expect(types).toContain('connection_request');
    expect(types).toContain('message');
    const times = done.map((a) => a.performedAt!.getTime());
    expect(Math.min(...times)).toBeLessThan(before - 10 * 86_400_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    // Every invitation the network holds was sent by a logged action (idempotency key = client key).
    const invitations = await t.ctx.db
      .select()
      .from(sandboxInvitations)
      .where(eq(sandboxInvitations.credentialId, accountId));
    const keys = new Set(done.map((a) => a.idempotencyKey));
    expect(invitations.length).toBeGreaterThan(20);
    for (const inv of invitations) expect(keys).toContain(inv.clientKey);
    // Acceptances the engine saw.
    const accepted = invitations.filter((i) => i.acceptAt && i.acceptAt.getTime() <= Date.now());
    expect(accepted.length).toBeGreaterThan(3);
    const events = await t.ctx.db
      .select()
      .from(workflowEvents)
      .where(eq(workflowEvents.credentialId, accountId));
    expect(events.some((e) => e.type === 'invite_accepted')).toBe(true);
  }, 120_000);

  it('replies are in the inbox because the inbox sync brought them from the network', async () => {
    const inbound = await t.ctx.db
      .select()
      .from(sandboxMessages)
      .where(and(eq(sandboxMessages.credentialId, accountId), eq(sandboxMessages.direction, 'inbound')));
    const arrived = inbound.filter((m) => m.sentAt.getTime() <= Date.now() - 1000);
    expect(arrived.length).toBeGreaterThan(0);
    const stored = await t.ctx.db
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.credentialId, accountId), eq(inboxMessages.direction, 'inbound')));
    expect(stored.map((m) => m.externalId).sort()).toEqual(arrived.map((m) => m.id).sort());
    const page = await call('GET', '/api/inbox/conversations', {
      token: owner.token,
      query: { space: sampleId },
    });
    expect(page.status).toBe(200);
    expect(page.body.payload.items.length).toBeGreaterThan(0);
    // A prospect who replied is paused in the campaign ('got reply'), as the sync does for real replies.
    const repliedProspects = [...new Set(stored.map((m) => m.prospectId))];
    const rows = await t.ctx.db
      .select()
      .from(campaignProspects)
      .where(inArray(campaignProspects.prospectId, repliedProspects));
    const unmarked = rows.filter((r) => r.status !== 'excluded' && r.repliedAt === null);
    expect(unmarked.map((r) => ({ status: r.status, reason: r.pausedReason }))).toEqual([]);
    // The replies were triaged with the workspace's labels.
    const made = await t.ctx.db.select().from(labels).where(eq(labels.spaceId, sampleId));
    expect(made.map((l) => l.name).sort()).toEqual(['Interested', 'Not now']);
    const labelled = await t.ctx.db.select().from(prospects).where(inArray(prospects.id, repliedProspects));
    expect(labelled.some((p) => p.labels.length > 0)).toBe(true);
  });

  it('the dashboard opens on a period holding the sample activity, not on zeros', async () => {
    const res = await call('GET', '/api/dashboard/my-dashboard', {
      token: owner.token,
      // No period: the server's default, which is also what the dashboard opens on.
      query: { space: sampleId, tz: 'UTC' },
    });
    expect(res.status).toBe(200);
    const kpis = new Map(
      (res.body.payload.kpis as { series: string; value: number; previous: number }[]).map((k) => [
        k.series,
        k,
      ]),
    );
    expect(DASHBOARD_DEFAULT_PERIOD).toBe('weeks_1');
    // Invitations still go out and are accepted in the last week (a warming account's daily limits).
    expect(kpis.get('request_sent')!.value).toBeGreaterThan(0);
    expect(kpis.get('new_accepted')!.value).toBeGreaterThan(0);
    expect(kpis.get('new_leads')!.value).toBeGreaterThan(0);
  });

  it('the sample has deals with realistic values in the pipeline stages', async () => {
    const deals = await t.ctx.db.select().from(crmDeals).where(eq(crmDeals.spaceId, sampleId));
    expect(deals.length).toBeGreaterThanOrEqual(3);
    for (const d of deals) {
      expect(d.amount).toBeGreaterThanOrEqual(1_000);
      expect(d.amount).toBeLessThanOrEqual(100_000);
      expect(d.prospectId).not.toBeNull();
    }
    expect(new Set(deals.map((d) => d.stageId)).size).toBeGreaterThanOrEqual(2);
    const board = await call('GET', '/api/integrations/crm/default/pipelines', {
      token: owner.token,
      query: { space: sampleId },
    });
    expect(board.status).toBe(200);
    expect(board.body.payload.length).toBeGreaterThan(0);
  });

  it('a finished prospect passed every step; one whose last steps were skipped reads "ended early"', async () => {
    const [wf] = await t.ctx.db.select().from(workflows).where(eq(workflows.spaceId, sampleId));
    const rows = await t.ctx.db
      .select()
      .from(campaignProspects)
      .where(and(eq(campaignProspects.workflowId, wf!.id), eq(campaignProspects.status, 'finished')));
    for (const cp of rows) {
      // The engine recorded every step of the sequence for it, done or skipped.
      expect(Object.keys(cp.steps).sort()).toEqual(wf!.nodes.map((n) => n.id).sort());
      // Finished without skipping its last steps: the sequence's last step was really done.
      if (!endedEarly(cp.steps)) expect(cp.steps[wf!.nodes.at(-1)!.id]?.status).toBe('complete');
    }
    // Through the API: "Finished" rows went through the sequence; the others carry the reason they ended.
    const page = await call('GET', `/api/workflows/${wf!.id}/prospects`, {
      token: owner.token,
      query: { space: sampleId, status: 'finished', limit: '100' },
    });
    expect(page.status).toBe(200);
    for (const item of page.body.payload.items as {
      status: string;
      steps: { status: string; at: string }[];
    }[]) {
      const ended = endedEarly(item.steps);
      const trailingDone =
        [...item.steps].sort((a, b) => a.at.localeCompare(b.at)).at(-1)?.status === 'complete';
      expect(Boolean(ended)).toBe(!trailingDone);
    }
  });

  it('while a sample workspace is replayed, the background engine leaves its rows alone', async () => {
    await t.ctx.db.update(spaces).set({ sampleStatus: 'building' }).where(eq(spaces.id, sampleId));
    const count = async () =>
      (await t.ctx.db.select().from(actions).where(eq(actions.credentialId, accountId))).length;
    const before = await count();
    try {
      await runDepsUntil(engineDeps(t.ctx), new Date(clock.nowMs() + 2 * 86_400_000));
      expect(await count()).toBe(before);
    } finally {
      clock.reset();
      await t.ctx.db.update(spaces).set({ sampleStatus: 'ready' }).where(eq(spaces.id, sampleId));
    }
  });

  it("another workspace's member can neither see nor delete it; a real workspace is not deleted this way", async () => {
    const stranger = await userWithSpace(t.app, 'Other');
    const seen = await call('GET', '/api/sample_data/status', {
      token: stranger.token,
      query: { space: sampleId },
    });
    expect(seen.status).toBe(403);
    const inbox = await call('GET', '/api/inbox/conversations', {
      token: stranger.token,
      query: { space: sampleId },
    });
    expect(inbox.status).toBe(403);
    const gone = await call('POST', '/api/sample_data/delete', {
      token: stranger.token,
      query: { space: sampleId },
    });
    expect(gone.status).toBe(403);
    const real = await call('POST', '/api/sample_data/delete', {
      token: owner.token,
      query: { space: owner.spaceId },
    });
    expect(real.status).toBe(400);
    expect(real.body.message).toBe('Only a sample workspace can be deleted this way');
  });

  it('asking again opens the same sample workspace instead of replaying a second one', async () => {
    const again = await call('POST', '/api/sample_data/create', { token: owner.token });
    expect(again.status).toBe(200);
    expect(again.body.payload).toEqual({ space_id: sampleId, status: 'ready', progress: 100 });
    const list = await call('GET', '/api/users/fetch_spaces', { token: owner.token });
    const samples = (list.body.payload as { sample_status: string | null }[]).filter((s) => s.sample_status);
    expect(samples).toHaveLength(1);
  });

  it('a member who is not an admin cannot delete it', async () => {
    const member = await addMemberByCode(t.app, { token: owner.token, spaceId: sampleId });
    const res = await call('POST', '/api/sample_data/delete', {
      token: member.token,
      query: { space: sampleId },
    });
    expect(res.status).toBe(403);
  });

  it('one call deletes the sample workspace and everything in it', async () => {
    const res = await call('POST', '/api/sample_data/delete', {
      token: owner.token,
      query: { space: sampleId },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ space_id: sampleId, deleted: true });
    expect(await t.ctx.db.select().from(spaces).where(eq(spaces.id, sampleId))).toEqual([]);
    expect(await t.ctx.db.select().from(actions).where(eq(actions.spaceId, sampleId))).toEqual([]);
    expect(await t.ctx.db.select().from(inboxMessages).where(eq(inboxMessages.spaceId, sampleId))).toEqual(
      [],
    );
    expect(
      await t.ctx.db.select().from(sandboxMessages).where(eq(sandboxMessages.credentialId, accountId)),
    ).toEqual([]);
    const list = await call('GET', '/api/users/fetch_spaces', { token: owner.token });
    expect((list.body.payload as { _id: string }[]).map((s) => s._id)).not.toContain(sampleId);
    const after = await call('GET', '/api/sample_data/status', {
      token: owner.token,
      query: { space: sampleId },
    });
    expect(after.status).toBeGreaterThanOrEqual(400);
  });
});
