import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import {
  actions,
  aiStepTexts,
  campaignProspects,
  creditBalances,
  creditLedger,
  sandboxActions,
  sandboxMembers,
  sandboxPosts,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { engineWorld, runThroughCrashes } from '../../test/engine-world.js';
import { upsertProspects } from '../prospects-core/upsert.js';
import { enrollProspects } from '../engine/enroll.js';
import { OfflineAi, type AiProvider } from '../../providers/ai/index.js';
import { SimulatedCrash } from '../engine/deps.js';
import { runDepsUntil } from '../engine/index.js';
import { creditsSummary } from '../credits/index.js';
import { createAiCommenter } from './comment.js';
import { aiCommentHandler } from './comment-step.js';

const HOUR = 3_600_000;
const START = Date.parse('2026-01-12T08:00:00Z'); // a Monday

/** A provider that never answers (a hung AI server). */
const hanging: AiProvider = Object.assign(new OfflineAi(), {
  generate: () => new Promise<never>(() => {}),
});

describe('the ai_comment step', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  let provider: AiProvider = hanging;
  let generated = 0;
  let withPosts: string[] = [];
  let withoutPosts = '';
  const config = { ...loadConfig({}), aiTimeoutMs: 200 };

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(START - clock.nowMs());
    world = await engineWorld(database, { population: 600 });
    world.steps.register(
      aiCommentHandler(createAiCommenter(() => ({ db: database.db, config, ai: provider }))),
    );
    const acc = await world.account({ username: 'commenter@example.com', timezone: 'UTC', start: 0, end: 0 });
    const wf = await world.campaign(acc.id, [{ type: 'ai_comment', delay_days: 0, delay_hours: 0 }]);
    // Three members who posted, one who never did.
    const authors = await database.db
      .selectDistinct({ id: sandboxPosts.authorId })
      .from(sandboxPosts)
      .orderBy(asc(sandboxPosts.authorId))
      .limit(3);
    const [silent] = await database.db
      .select()
      .from(sandboxMembers)
      .where(
        notInArray(sandboxMembers.id, database.db.select({ id: sandboxPosts.authorId }).from(sandboxPosts)),
      )
      .limit(1);
    const members = await database.db
      .select()
      .from(sandboxMembers)
      .where(sql`${sandboxMembers.id} in (${sql.join([...authors.map((a) => a.id), silent!.id], sql`, `)})`);
    const ids = await upsertProspects(
      database.db,
      world.space.id,
      members.map((m) => ({
        profileLink: `https://network.sandbox.local/in/${m.id}`,
        networkId: m.id,
        firstName: m.firstName,
        lastName: m.lastName,
        company: m.company,
        position: m.title,
      })),
    );
    await enrollProspects(database.db, wf, [...ids.values()], { now: clock.now() });
    const byMember = new Map(members.map((m) => [m.id, ids.get(m.id)!]));
    withPosts = authors.map((a) => byMember.get(a.id)!);
    withoutPosts = byMember.get(silent!.id)!;
  }, 120_000);
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  const comments = () => database.db.select().from(sandboxActions).where(eq(sandboxActions.kind, 'comment'));
  const cpOf = async (prospectId: string) =>
    (
      await database.db.select().from(campaignProspects).where(eq(campaignProspects.prospectId, prospectId))
    )[0]!;

  it('a generation that times out posts nothing and charges nothing; a prospect without posts is skipped', async () => {
    await runDepsUntil(world.deps, new Date(START + HOUR));
    expect(await comments()).toEqual([]);
    expect(await database.db.select().from(aiStepTexts)).toEqual([]);
    for (const id of withPosts)
      expect(await cpOf(id)).toMatchObject({ status: 'active', waitReason: 'ai_text_pending' });
    const [skipped] = await database.db.select().from(actions).where(eq(actions.prospectId, withoutPosts));
    expect(skipped).toMatchObject({ type: 'ai_comment', status: 'skipped', reason: 'no_posts' });
  });

  it('crashes after posting never post twice nor post without the written text; each comment is charged once', async () => {
    // A remote-like provider (charged), counting its generations.
    provider = Object.assign(new OfflineAi(), {
      name: 'remote-fake',
      offline: false,
      generate: async <T>(...args: Parameters<AiProvider['generate']>) => {
        generated++;
        return (await new OfflineAi().generate(...args)) as T;
      },
    }) as AiProvider;
    await creditsSummary(database.db, world.space.id);
    await database.db
      .update(creditBalances)
      .set({ balance: 10 })
      .where(eq(creditBalances.spaceId, world.space.id));
    // The process dies right after the network took each comment, once per prospect.
    const crashedOnce = new Set<string>();
    world.deps.crashHook = (point, key) => {
      if (point !== 'after_driver' || crashedOnce.has(key)) return;
      crashedOnce.add(key);
      throw new SimulatedCrash(point);
    };
    await runThroughCrashes(world.deps, () => new Date(START + 6 * HOUR), { maxRestarts: 50 });
    world.deps.crashHook = undefined;
    expect(crashedOnce.size).toBe(withPosts.length);

    const posted = await comments();
    expect(posted).toHaveLength(withPosts.length); // exactly once each
    const texts = await database.db.select().from(aiStepTexts);
    expect(texts).toHaveLength(withPosts.length);
    for (const c of posted) {
      const [post] = await database.db.select().from(sandboxPosts).where(eq(sandboxPosts.id, c.target));
      const text = (c.data as { text: string }).text;
      expect(texts.map((t) => t.text)).toContain(text);
      expect(text).toContain(post!.text.slice(0, 8)); // about what the post says
    }
    for (const id of withPosts) {
      expect(await cpOf(id)).toMatchObject({ status: 'finished' });
      const [done] = await database.db
        .select()
        .from(actions)
        .where(and(eq(actions.prospectId, id), eq(actions.status, 'done')));
      expect(done!.reason).toBe('message_exists'); // found on the network after the crash
    }
    expect(generated).toBe(withPosts.length); // never written twice
    const charged = await database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.category, 'ai_comment'));
    expect(charged.map((c) => c.amount)).toEqual(withPosts.map(() => -1));
  });
});
