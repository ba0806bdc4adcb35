import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { actions, campaignProspects, credentials, workflows } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { engineWorld } from '../../test/engine-world.js';
import { claimStep } from './claim.js';
import { onInboundReply, tick } from './engine.js';
import { performStep } from './perform.js';

/**
 * A claim first tries without a transaction (issue 13): a plain read, then one statement that leases the
 * row and logs the `started` action only while the row and the account's log are as read. Claims of one
 * account's rows made at the same moment — on PostgreSQL from separate connections, truly at once — still
 * let exactly one act; the others wait for its spacing.
 */
describe('claims made at once', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(Date.parse('2026-04-06T09:00:00Z') - clock.nowMs());
    world = await engineWorld(database, { population: 500 });
    world.deps.options.concurrency = 8;
  }, 300_000);
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  /** An account with a one-step campaign of `count` prospects, all started and due. */
  async function dueRows(username: string, count: number) {
    const account = await world.account({ username, timezone: 'UTC', start: 0, end: 0 });
    const wf = await world.campaign(account.id, [{ type: 'view_profile', delay_days: 0, delay_hours: 0 }]);
    await world.audience(wf, count);
    return { account, wf };
  }

  it.each([1, 2, 3])(
    'one of an account’s due rows acts, the others wait for its spacing (round %i)',
    async (round) => {
      const accounts = [];
      for (const n of [1, 2, 3, 4]) accounts.push(await dueRows(`at-once-${round}-${n}@example.com`, 3));
      await tick(world.deps); // the first look starts every sequence; nothing acts in that pass
      const rows = await database.db
        .select()
        .from(campaignProspects)
        .where(
          inArray(
            campaignProspects.workflowId,
            accounts.map((a) => a.wf.id),
          ),
        );
      expect(rows).toHaveLength(12);
      expect(rows.every((r) => r.status === 'active' && r.nextRunAt! <= clock.now())).toBe(true);

      const claims = await Promise.all(rows.map((r) => claimStep(world.deps, r.id)));

      for (const { account } of accounts) {
        const mine = claims.filter((_, i) => rows[i]!.credentialId === account.id);
        expect(mine.filter((c) => c.kind === 'act')).toHaveLength(1);
        for (const other of mine.filter((c) => c.kind !== 'act'))
          expect(other).toMatchObject({ kind: 'none', hold: { reason: 'spacing' } });
        const logged = await database.db
          .select()
          .from(actions)
          .where(and(eq(actions.credentialId, account.id), eq(actions.status, 'started')));
        const acting = mine.find((c) => c.kind === 'act');
        expect(logged.map((a) => a.id)).toEqual([acting?.kind === 'act' ? acting.action.id : null]);
      }
    },
  );

  it('an account changed since the read (here: made inactive) is decided by the locked claim', async () => {
    const { account, wf } = await dueRows('changed@example.com', 1);
    await tick(world.deps);
    const [row] = await database.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, wf.id));
    await database.db.update(credentials).set({ status: 'inactive' }).where(eq(credentials.id, account.id));
    const claim = await claimStep(world.deps, row!.id);
    expect(claim.kind).toBe('none');
    const [after] = await database.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.id, row!.id));
    expect(after).toMatchObject({ waitReason: 'account_not_active', status: 'active' });
    expect(await database.db.select().from(actions).where(eq(actions.credentialId, account.id))).toEqual([]);
  });

  it('a row the pass saw pending is claimed locked at once, and a stale sighting changes no decision', async () => {
    const { wf } = await dueRows('seen-pending@example.com', 2);
    const rows = await database.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, wf.id))
      .orderBy(campaignProspects.id);
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
    const preflight = await claimStep(world.deps, rows[0]!.id, { status: 'pending' });
    expect(preflight.kind).toBe('preflight');
    const [leased] = await database.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.id, rows[0]!.id));
    expect(leased!.nextRunAt!.getTime()).toBeGreaterThan(clock.nowMs());

    // The second row started meanwhile (its first look in a pass): the pass's "pending" is stale.
    await tick(world.deps);
    const [started] = await database.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.id, rows[1]!.id));
    expect(started).toMatchObject({ status: 'active' });
    const claim = await claimStep(world.deps, rows[1]!.id, { status: 'pending' });
    expect(claim.kind).toBe('act');
  });

  it('the last look before sending: a step that reads first looks again; one sent as claimed does not', async () => {
    async function claimedThenReplied(username: string, step: Record<string, unknown>) {
      const { wf } = await dueRows(username, 1);
      await database.db
        .update(workflows)
        .set({ nodes: wf.nodes.map((n) => ({ ...n, ...step })) })
        .where(eq(workflows.id, wf.id));
      await tick(world.deps);
      const [row] = await database.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.workflowId, wf.id));
      const claim = await claimStep(world.deps, row!.id);
      if (claim.kind !== 'act') throw new Error(`expected a step to act on, got ${claim.kind}`);
      await onInboundReply(database.db, {
        spaceId: row!.spaceId,
        credentialId: row!.credentialId,
        prospectId: row!.prospectId,
      });
      return performStep(world.deps, claim);
    }
    // A message composes its text (tracked links) between the claim and the send: it looks at the row again.
    await expect(
      claimedThenReplied('looks-again@example.com', { type: 'message', content: 'Hello {first_name}' }),
    ).resolves.toEqual({ kind: 'paused', reason: 'no_longer_active' });
    // A profile view goes out right after its claim, whose statement was the last look (the finalize then
    // keeps the reply's pause: finalize.test.ts).
    await expect(claimedThenReplied('sent-as-claimed@example.com', {})).resolves.toMatchObject({
      kind: 'done',
    });
  });
});
