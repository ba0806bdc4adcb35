import { CODES } from '@leadloop/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SampleDeleted, SampleWorkspace } from '@leadloop/domain/sample-data/entities';
import {
  credentials,
  sandboxAccounts,
  sandboxActions,
  sandboxInvitations,
  sandboxMessages,
  spaceMembers,
  spaces,
  users,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import type { SpaceRow, UserRow } from '../../lib/auth-guard.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { sendOrRun } from '../../lib/jobs.js';
import { inSpace, sqlInSpace } from '../../lib/scope.js';
import { createSpace, notifySpace } from '../spaces/index.js';
import { replaySampleWorkspace, setSampleState } from './build.js';

export const SAMPLE_QUEUE = 'sample.build';
export const SAMPLE_WORKSPACE_NAME = 'Sample workspace';

const view = (space: Pick<SpaceRow, 'id' | 'sampleStatus' | 'sampleProgress'>): SampleWorkspace => ({
  space_id: space.id,
  status: space.sampleStatus ?? 'ready',
  progress: space.sampleStatus === 'ready' ? 100 : space.sampleProgress,
});

/**
 * POST /sample_data/create: a new workspace marked as a sample, whose first 14 days are then replayed in
 * the background (see build.ts). Answers at once with its state; the screen follows the progress.
 */
export async function createSampleWorkspace(ctx: AppContext, user: UserRow): Promise<SampleWorkspace> {
  // One at a time: asking again (a second click, another tab) opens the sample the user already has.
  const [existing] = await ctx.db
    .select({ id: spaces.id, sampleStatus: spaces.sampleStatus, sampleProgress: spaces.sampleProgress })
    .from(spaces)
    .innerJoin(spaceMembers, eq(spaces.id, spaceMembers.spaceId))
    .where(
      and(
        eq(spaceMembers.userId, user.id),
        eq(spaceMembers.isAdmin, true),
        inArray(spaces.sampleStatus, ['building', 'ready']),
      ),
    )
    .limit(1);
  if (existing) return view(existing);
  const created = await createSpace(ctx, user, { name: SAMPLE_WORKSPACE_NAME });
  const [space] = await ctx.db
    .update(spaces)
    .set({ sampleStatus: 'building', sampleProgress: 0 })
    .where(eq(spaces.id, created._id))
    .returning();
  const data = { spaceId: space!.id, userId: user.id };
  await sendOrRun(ctx, SAMPLE_QUEUE, data, () => buildSampleWorkspace(ctx, data));
  if (ctx.jobs) return view(space!);
  // Run in this request (tests, tools): answer with where it ended.
  const [done] = await ctx.db.select().from(spaces).where(eq(spaces.id, space!.id));
  return view(done ?? space!);
}

/** The queued job: replays the workspace, then marks it ready (or failed, with the cause in the log). */
export async function buildSampleWorkspace(
  ctx: AppContext,
  data: { spaceId: string; userId: string },
): Promise<void> {
  const [space] = await ctx.db.select().from(spaces).where(eq(spaces.id, data.spaceId));
  if (!space || space.sampleStatus !== 'building') return;
  // A retried job (its process stopped mid-replay) cannot resume a half-made replay: it says so.
  const [started] = await ctx.db
    .select({ id: credentials.id })
    .from(credentials)
    .where(inSpace(credentials, space.id));
  if (started) {
    await setSampleState(ctx, space.id, { status: 'failed', progress: space.sampleProgress });
    notifySpace(ctx, space.id);
    return;
  }
  const started0 = performance.now();
  try {
    await replaySampleWorkspace(ctx, data, async (progress) => {
      await setSampleState(ctx, space.id, { progress });
      ctx.realtime.emitToSpace(space.id, 'sample_progress', { space_id: space.id, progress });
    });
    await setSampleState(ctx, space.id, { status: 'ready', progress: 100 });
    ctx.log.info(
      { spaceId: space.id, ms: Math.round(performance.now() - started0) },
      'sample workspace ready',
    );
  } catch (error) {
    ctx.log.error({ err: error, spaceId: space.id }, 'sample workspace failed');
    await setSampleState(ctx, space.id, { status: 'failed', progress: 0 });
  }
  notifySpace(ctx, space.id);
}

/** GET /sample_data/status: where the replay is. A real workspace is refused. */
export function sampleStatus(space: SpaceRow): SampleWorkspace {
  if (!space.sampleStatus) throw badRequest(CODES.notASampleWorkspace);
  return view(space);
}

/**
 * POST /sample_data/delete (an admin of the sample workspace): removes the workspace and everything in
 * it, and the sandbox network's memory of its account. A real workspace is refused.
 */
export async function deleteSampleWorkspace(ctx: AppContext, space: SpaceRow): Promise<SampleDeleted> {
  if (!space.sampleStatus) throw badRequest(CODES.notASampleWorkspace);
  const accounts = (
    await ctx.db.select({ id: credentials.id }).from(credentials).where(inSpace(credentials, space.id))
  ).map((a) => a.id);
  // Stop the engine and the sync from picking it up while it goes.
  await setSampleState(ctx, space.id, { status: 'building', progress: 0 });
  const tables = rowsOf<{ name: string }>(
    await ctx.db.execute(sql`select table_name as name from information_schema.columns
      where table_schema = current_schema() and column_name = 'space_id' and table_name <> 'spaces'`),
  ).map((t) => t.name);
  // Tables refer to each other: delete what is free to go, round after round.
  let left = tables;
  for (let round = 0; left.length && round < 10; round++) {
    const next: string[] = [];
    for (const name of left) {
      try {
        await ctx.db.execute(sql`delete from ${sql.identifier(name)} t where ${sqlInSpace('t', space.id)}`);
      } catch {
        next.push(name);
      }
    }
    left = next;
  }
  if (accounts.length) {
    await ctx.db.delete(sandboxMessages).where(inArray(sandboxMessages.credentialId, accounts));
    await ctx.db.delete(sandboxInvitations).where(inArray(sandboxInvitations.credentialId, accounts));
    await ctx.db.delete(sandboxActions).where(inArray(sandboxActions.credentialId, accounts));
    await ctx.db.delete(sandboxAccounts).where(inArray(sandboxAccounts.credentialId, accounts));
  }
  await ctx.db.update(users).set({ currentSpaceId: null }).where(eq(users.currentSpaceId, space.id));
  await ctx.db.delete(spaces).where(eq(spaces.id, space.id));
  notifySpace(ctx, space.id);
  return { space_id: space.id, deleted: true };
}
