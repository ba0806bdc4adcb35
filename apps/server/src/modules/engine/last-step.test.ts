import { afterAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { actions, campaignProspects, sandboxInvitations } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { runDepsUntil } from './engine.js';
import { engineWorld } from '../../test/engine-world.js';

const DAY = 24 * 3_600_000;
let database: Database | undefined;
afterAll(async () => {
  clock.reset();
  await database?.close();
});

it('a prospect who never connects finishes at the last message step instead of starting the sequence over', async () => {
  database = await createTestDatabase();
  const world = await engineWorld(database, { population: 2000 });
  const account = await world.account({ username: 'last@example.com', timezone: 'UTC', start: 0, end: 24 });
  const wf = await world.campaign(account.id, [
    { type: 'connection_request', delay_days: 0, delay_hours: 0 },
    { type: 'message', delay_days: 1, delay_hours: 0, content: 'Thanks for connecting, {first_name}.' },
  ]);
  await world.audience(wf, 12);
  // Past the three weeks after which an unanswered invitation is given up.
  await runDepsUntil(world.deps, new Date(clock.nowMs() + 30 * DAY));
  const rows = await world.db.select().from(campaignProspects).where(eq(campaignProspects.workflowId, wf.id));
  const invitations = await world.db
    .select()
    .from(sandboxInvitations)
    .where(eq(sandboxInvitations.credentialId, account.id));
  // Some never connected (declined or unanswered): the case that used to loop.
  expect(invitations.some((i) => i.acceptAt === null)).toBe(true);
  for (const row of rows) {
    expect(row.status).toBe('finished');
    expect(row.nextRunAt).toBeNull();
  }
  // One invitation per prospect: nobody was invited twice by a restarted sequence.
  const sent = await world.db
    .select()
    .from(actions)
    .where(and(eq(actions.workflowId, wf.id), eq(actions.type, 'connection_request')));
  expect(sent.length).toBe(rows.length);
}, 120_000);
