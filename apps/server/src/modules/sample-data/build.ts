import { and, eq } from 'drizzle-orm';
import { SAMPLE_DAYS } from '@leadloop/domain/sample-data/entities';
import {
  conversations,
  credentials,
  labels,
  prospects,
  spaces,
  workflowSearches,
  workflows,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { inSpace } from '../../lib/scope.js';
import { secretsFor } from '../../lib/secrets.js';
import { type NetworkDriver } from '../../providers/network/index.js';
import { engineDeps, runDepsUntil, toGraph, type StepInput } from '../engine/index.js';
import { syncAccount } from '../inbox/index.js';
import { runSearch } from '../workflows/index.js';
import { notifySpace } from '../spaces/index.js';
import { addSampleDeals } from './deals.js';

const DAY = 86_400_000;
/** How often the replay syncs the inbox, in simulated time (the background sync runs every 15 s). */
const SYNC_EVERY_MS = 15 * 60_000;
/** People the sample campaign's search brings in: enough for replies, small enough to replay in seconds. */
export const SAMPLE_PEOPLE = 60;
/** The sample account's daily limits: its people are invited over about ten working days, not two. */
export const SAMPLE_DAILY_LIMITS = { profile_views: 8, connection_requests: 6 };
/** Second-degree connections, no keyword: a varied slice of the sandbox's members. */
export const SAMPLE_SEARCH_URL =
  'https://www.linkedin.com/search/results/people/?network=%5B%22S%22%5D&origin=FACETED_SEARCH';

const STEPS: StepInput[] = [
  { type: 'view_profile', delay_days: 0, delay_hours: 0 },
  {
    type: 'connection_request',
    delay_days: 0,
    delay_hours: 1,
    content: 'Hi {first_name}, I help B2B teams with their outbound. Glad to connect!',
  },
  {
    type: 'message',
    delay_days: 1,
    delay_hours: 0,
    content:
      'Thanks for connecting, {first_name}! How does {company:your team} find new customers today? Happy to share what works for teams like yours.',
  },
  {
    type: 'message',
    delay_days: 3,
    delay_hours: 0,
    content: 'Hi {first_name}, any thoughts? A 15-minute call next week could be worth it.',
  },
];

type Progress = (percent: number) => Promise<void>;

/**
 * The sample workspace's first 14 days, replayed: on its own clock (`clock.simulate`) starting 14 days
 * ago, a sandbox account signs in to the sandbox network, a campaign's search finds people, and the
 * real engine runs the campaign step by step while the real inbox sync brings in what the network
 * answers (acceptances, replies). The replay catches up with real time and stops there: from then on
 * the background engine and sync carry on with the workspace like any other (its clock has joined
 * real time). Nothing is written by hand but the account, the campaign and its labels — what a user
 * would set up.
 */
export async function replaySampleWorkspace(
  ctx: AppContext,
  input: { spaceId: string; userId: string },
  onProgress: Progress,
): Promise<void> {
  const startMs = clock.sharedNowMs() - SAMPLE_DAYS * DAY;
  await clock.simulate(startMs, async () => {
    const network = ctx.network;
    const account = await signInSampleAccount(ctx, input, network);
    const workflowId = await startSampleCampaign(ctx, input, account.id);
    const deps = { ...engineDeps(ctx), onlySpaceId: input.spaceId };
    const sync = { db: ctx.db, network, realtime: ctx.realtime, log: ctx.log };
    let lastSyncMs = -Infinity;
    let lastPercent = -1;
    const onTick = async () => {
      // The embedded database answers within this thread: without a turn of the event loop between
      // steps, the replay would hold every other request (and its own progress answers) until it ends.
      await new Promise((resolve) => setImmediate(resolve));
      const now = clock.nowMs();
      if (now - lastSyncMs >= SYNC_EVERY_MS) {
        await syncAccount(sync, account);
        lastSyncMs = now;
      }
      const percent = Math.min(99, Math.floor(((now - startMs) / (SAMPLE_DAYS * DAY)) * 100));
      if (percent > lastPercent) {
        lastPercent = percent;
        await onProgress(percent);
      }
    };
    // Real time moves on while the replay runs: catch up until less than a second is left.
    for (let round = 0; round < 10; round++) {
      const target = clock.sharedNowMs();
      if (target - clock.nowMs() < 1000) break;
      await runDepsUntil(deps, new Date(target), onTick);
    }
    await syncAccount(sync, account);
    const interested = await labelReplies(ctx, input, workflowId);
    await addSampleDeals(ctx, input, interested);
  });
}

async function signInSampleAccount(
  ctx: AppContext,
  input: { spaceId: string; userId: string },
  network: NetworkDriver,
) {
  const password = 'sample-data';
  const [row] = await ctx.db
    .insert(credentials)
    .values({
      spaceId: input.spaceId,
      createdBy: input.userId,
      username: `sample-${input.spaceId.slice(0, 8)}@sample.leadloop.local`,
      timezone: 'UTC',
      workHoursStart: 8,
      workHoursEnd: 19,
      // A new account warming up: a few views and invitations a day spread the campaign over the two
      // weeks, so the last days hold activity too (the dashboard opens on the last week).
      limits: SAMPLE_DAILY_LIMITS,
      passwordEnc: secretsFor(ctx).encrypt(password),
    })
    .returning();
  const account = { credentialId: row!.id, username: row!.username };
  // About one sign-in in ten asks for a security code, as on the real network; the next attempt passes.
  for (let attempt = 0; attempt < 10; attempt++) {
    const result = await network.login({ account, password });
    if (result.status !== 'logged_in') continue;
    const [signedIn] = await ctx.db
      .update(credentials)
      .set({
        firstName: result.self.firstName,
        lastName: result.self.lastName,
        photoLink: result.self.photoUrl,
        link: result.self.url,
        accountType: result.subscriptions.premium ? 'premium' : 'basic',
        lastActivityAt: clock.now(),
      })
      .where(eq(credentials.id, row!.id))
      .returning();
    return signedIn!;
  }
  throw new Error('the sandbox network did not sign the sample account in');
}

async function startSampleCampaign(
  ctx: AppContext,
  input: { spaceId: string; userId: string },
  credentialId: string,
): Promise<string> {
  const graph = toGraph({ sequence: STEPS });
  const [wf] = await ctx.db
    .insert(workflows)
    .values({
      spaceId: input.spaceId,
      credentialId,
      createdBy: input.userId,
      name: 'Second-degree outreach (sample)',
      status: 'active',
      nodes: graph.nodes,
      links: graph.links,
      sequencesType: graph.type,
    })
    .returning();
  const [search] = await ctx.db
    .insert(workflowSearches)
    .values({
      spaceId: input.spaceId,
      workflowId: wf!.id,
      source: 'url',
      url: SAMPLE_SEARCH_URL,
      kind: 'people_search',
      peopleLimit: SAMPLE_PEOPLE,
      status: 'active',
    })
    .returning();
  await runSearch(ctx, search!.id);
  return wf!.id;
}

const NOT_NOW = /not interested|not the right person|remove me|already have a solution/i;
const AWAY = /out of the office|on leave/i;

/**
 * Triages the replies as a user would: "Interested" for a positive answer, "Not now" for a refusal;
 * out-of-office answers stay unlabelled.
 */
async function labelReplies(
  ctx: AppContext,
  input: { spaceId: string; userId: string },
  workflowId: string,
): Promise<string[]> {
  const [interested, notNow] = await ctx.db
    .insert(labels)
    .values([
      {
        spaceId: input.spaceId,
        createdBy: input.userId,
        name: 'Interested',
        color: '#2f9e44',
        isShared: true,
      },
      { spaceId: input.spaceId, createdBy: input.userId, name: 'Not now', color: '#868e96', isShared: true },
    ])
    .returning();
  const replied = await ctx.db
    .select({ prospectId: conversations.prospectId, text: conversations.lastMessageText })
    .from(conversations)
    .where(and(inSpace(conversations, input.spaceId), eq(conversations.lastDirection, 'inbound')));
  const interestedIds: string[] = [];
  for (const r of replied) {
    if (AWAY.test(r.text)) continue;
    const label = NOT_NOW.test(r.text) ? notNow! : interested!;
    if (label === interested) interestedIds.push(r.prospectId);
    await ctx.db
      .update(prospects)
      .set({ labels: [label.id] })
      .where(and(inSpace(prospects, input.spaceId), eq(prospects.id, r.prospectId)));
  }
  ctx.realtime.emitToSpace(input.spaceId, 'update_workflow', { workflow_id: workflowId });
  notifySpace(ctx, input.spaceId);
  return interestedIds;
}

/** The workspace row's sample state. */
export async function setSampleState(
  ctx: AppContext,
  spaceId: string,
  state: { status?: 'building' | 'ready' | 'failed'; progress: number },
): Promise<void> {
  await ctx.db
    .update(spaces)
    .set({ sampleProgress: state.progress, ...(state.status ? { sampleStatus: state.status } : {}) })
    .where(eq(spaces.id, spaceId));
}
