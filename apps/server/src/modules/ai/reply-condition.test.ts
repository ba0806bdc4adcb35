import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AiLabel } from '@leadloop/domain';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { aiReplyLabels, campaignProspects, conversations, inboxMessages } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { engineWorld } from '../../test/engine-world.js';
import { onInboundReply, runDepsUntil } from '../engine/index.js';
import { replyLabelledCondition } from './reply-condition.js';

const HOUR = 3_600_000;
const START = Date.parse('2026-03-02T00:00:00Z');

/**
 * Issue 36: the "reply labelled interested" condition branches a smart sequence — an interested reply goes
 * down the yes branch, another label down the no branch, no reply within its days down the no branch too;
 * a reply to the question does not pause the prospect (the question decides), a later one does.
 */
describe('the "reply labelled …" condition', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  let rows: (typeof campaignProspects.$inferSelect)[] = [];

  const cpOf = async (prospectId: string) =>
    (await world.db.select().from(campaignProspects).where(eq(campaignProspects.prospectId, prospectId)))[0]!;

  async function reply(cp: typeof campaignProspects.$inferSelect, label: AiLabel, corrected?: AiLabel) {
    const at = clock.now();
    await world.db
      .insert(conversations)
      .values({
        spaceId: world.space.id,
        credentialId: cp.credentialId,
        prospectId: cp.prospectId,
        channel: 'linkedIn',
        lastMessageAt: at,
      })
      .onConflictDoNothing();
    const [conv] = await world.db
      .select()
      .from(conversations)
      .where(eq(conversations.prospectId, cp.prospectId));
    const [message] = await world.db
      .insert(inboxMessages)
      .values({
        spaceId: world.space.id,
        conversationId: conv!.id,
        credentialId: cp.credentialId,
        prospectId: cp.prospectId,
        channel: 'linkedIn',
        direction: 'inbound',
        text: 'An answer',
        status: 'received',
        sentAt: at,
      })
      .returning();
    await onInboundReply(world.db, {
      spaceId: world.space.id,
      credentialId: cp.credentialId,
      prospectId: cp.prospectId,
      at,
    });
    // the ai.label job's row (a user's correction, when given, counts instead of the AI's label)
    await world.db.insert(aiReplyLabels).values({
      spaceId: world.space.id,
      messageId: message!.id,
      conversationId: conv!.id,
      credentialId: cp.credentialId,
      prospectId: cp.prospectId,
      aiLabel: label,
      confidence: 0.9,
      provider: 'offline',
      correctedLabel: corrected ?? null,
      createdAt: at,
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(START - clock.nowMs());
    world = await engineWorld(database, { population: 200 });
    world.steps.registerCondition(replyLabelledCondition);
    const account = await world.account({ username: 'ai@example.com', timezone: 'UTC', start: 0, end: 0 });
    const wf = await world.campaign(
      account.id,
      [],
      {},
      {
        nodes: [
          { id: 'look', type: 'view_profile', delay_days: 0, delay_hours: 0 },
          {
            id: 'ask',
            type: 'condition',
            delay_days: 0,
            delay_hours: 0,
            condition: { kind: 'reply_labelled', label: 'interested', days: 2 },
          },
          { id: 'yes', type: 'follow', delay_days: 0, delay_hours: 0 },
          { id: 'no', type: 'like_last_post', delay_days: 0, delay_hours: 0 },
          { id: 'after', type: 'endorse_skills', delay_days: 1, delay_hours: 0 },
        ],
        links: [
          { from: 'look', to: 'ask' },
          { from: 'ask', to: 'yes', branch: 'yes' },
          { from: 'ask', to: 'no', branch: 'no' },
          { from: 'yes', to: 'after' },
        ],
      },
    );
    const ids = await world.audience(wf, 4);
    await runDepsUntil(world.deps, new Date(START + 6 * HOUR));
    rows = await Promise.all(ids.map(cpOf));
  }, 120_000);
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  it('waits on the question while no labelled reply is there', () => {
    for (const cp of rows) {
      expect(cp.status).toBe('active');
      expect(cp.currentNodeId).toBe('ask');
      expect(cp.waitReason).toBe('waiting_for_reply');
    }
  });

  it('sends an interested reply down the yes branch and another label down the no branch', async () => {
    const [interested, notInterested, corrected] = rows;
    await reply(interested!, 'interested');
    await reply(notInterested!, 'not_interested');
    await reply(corrected!, 'interested', 'follow_up_later');
    await runDepsUntil(world.deps, new Date(START + 12 * HOUR));
    const yes = await cpOf(interested!.prospectId);
    expect(yes.steps.ask?.reason).toBe('yes');
    expect(yes.steps.yes?.status).toBe('complete');
    expect(yes.steps.no).toBeUndefined();
    expect(yes.status).toBe('active'); // the reply was the question's: not paused, the branch runs on
    for (const other of [notInterested!, corrected!]) {
      const no = await cpOf(other.prospectId);
      expect(no.steps.ask?.reason, other.prospectId).toBe('no');
      expect(no.steps.no, 'the no branch ran (done or skipped, as the network allows)').toBeDefined();
      expect(no.steps.yes).toBeUndefined();
    }
  });

  it('answers no once its days pass without a reply', async () => {
    await runDepsUntil(world.deps, new Date(START + 3 * 24 * HOUR));
    const silent = await cpOf(rows[3]!.prospectId);
    expect(silent.steps.ask?.reason).toBe('no');
    expect(silent.steps.no).toBeDefined();
    expect(silent.steps.yes).toBeUndefined();
    expect(silent.repliedAt).toBeNull();
  });

  it('pauses a prospect whose reply comes after the question was answered', async () => {
    const [interested] = rows;
    await reply(interested!, 'neutral');
    const cp = await cpOf(interested!.prospectId);
    expect(cp.status).toBe('paused');
    expect(cp.pausedReason).toBe('got_reply');
    expect(cp.steps.after).toBeUndefined();
  });
});
