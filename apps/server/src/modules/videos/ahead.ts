import { sql, type SQL } from 'drizzle-orm';
import { workflows } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import type { AppContext } from '../../lib/context.js';
import { sendOrRun } from '../../lib/jobs.js';
import { onPlansWith } from '../../lib/plans.js';
import { sqlInSpace } from '../../lib/scope.js';

/**
 * Renders asked for ahead of time (issue 36): a prospect who enters a campaign whose steps name a video
 * (or is in one when such a step is added) gets their render queued then, not when the step comes due,
 * so the step waits only on renders not done yet.
 */

export const RENDER_QUEUE = 'videos.render';

/** A `videos.render` job's data; `campaign` marks a render queued ahead for a campaign prospect. */
export type RenderJob = { render_id: string; space_id: string; campaign?: '1' };

/** Statuses in which a campaign still owns a prospect (engine/enroll.ts RUNNING_PROSPECT_STATUSES). */
const RUNNING = sql`('pending', 'active', 'paused', 'campaign_paused')`;

/** The campaign's steps name the video (its id is in the graph: `{video:ID}` in a step's text). */
const namesVideo = (nodes: SQL, videoId: SQL) => sql`strpos(${nodes}::text, ${videoId}::text) > 0`;

/**
 * The render `r`'s prospect still runs in a campaign that names its video. A campaign render that is no
 * longer wanted (the prospect replied, was excluded or finished, the campaign was archived) is not made.
 */
export const stillWanted = sql`exists (
  select 1 from campaign_prospects cp join workflows w on w.id = cp.workflow_id
  where cp.prospect_id = r.prospect_id and cp.status in ${RUNNING}
    and w.archived_at is null and w.deleted_at is null and ${namesVideo(sql`w.nodes`, sql`r.video_id`)})`;

/** The render `r`'s prospect was in a campaign naming its video and left every one of them. */
export const leftItsCampaigns = sql`(r.prospect_id is not null and not ${stillWanted} and exists (
  select 1 from campaign_prospects cp join workflows w on w.id = cp.workflow_id
  where cp.prospect_id = r.prospect_id
    and ${namesVideo(sql`w.nodes`, sql`r.video_id`)}))`;

/**
 * `videos.queue-ahead`: one pending render per (video, prospect) for every prospect waiting to start or
 * running in a started campaign whose steps name a video with a recording, each sent to the `videos.render`
 * queue (durable; any worker renders it). A periodic pass rather than a call from each way in (imports,
 * searches, bulk adds, Zapier, a step added to a running campaign): one place sees them all. A render row
 * already there (done, under way, failed) is left as it is, so nothing is rendered twice.
 */
export async function queueRendersAhead(
  ctx: AppContext,
  renderNow: (job: RenderJob) => Promise<void>,
  limit = 200,
): Promise<number> {
  const plan = await onPlansWith(ctx.db, 'video', workflows.spaceId);
  /* eslint-disable no-restricted-syntax -- a campaign names only the videos of its own workspace */
  const queued = rowsOf<{ id: string; space_id: string }>(
    await ctx.db.execute(sql`
      insert into video_renders (space_id, video_id, prospect_id)
      select cp.space_id, v.id, cp.prospect_id
      from ${workflows}
      join campaign_prospects cp on cp.workflow_id = ${workflows.id}
      join videos v on v.space_id = ${workflows.spaceId} and v.recording_file_id is not null
        and ${namesVideo(sql`${workflows.nodes}`, sql`v.id`)}
      where ${workflows.status} = 'active' and ${workflows.archivedAt} is null and ${workflows.deletedAt} is null
        and ${workflows.nodes}::text ilike '%{video:%'
        and cp.status in ('pending', 'active')
        and ${plan}
        and not exists (
          select 1 from video_renders r where r.video_id = v.id and r.prospect_id = cp.prospect_id)
      limit ${limit}
      on conflict do nothing
      returning id, space_id`),
  );
  /* eslint-enable no-restricted-syntax */
  for (const r of queued) {
    const job: RenderJob = { render_id: r.id, space_id: r.space_id, campaign: '1' };
    await sendOrRun(ctx, RENDER_QUEUE, job, () => renderNow(job));
  }
  return queued.length;
}

/**
 * A render queued ahead, when its job runs: dropped (the row deleted, so a prospect who comes back is
 * queued again) if its prospect left the campaigns that wanted it while it waited in the queue.
 */
export async function dropUnwantedRender(ctx: AppContext, spaceId: string, renderId: string) {
  const dropped = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`
      delete from video_renders r
      where r.id = ${renderId} and ${sqlInSpace('r', spaceId)} and r.status = 'pending' and not ${stillWanted}
      returning r.id`),
  );
  return dropped.length > 0;
}
