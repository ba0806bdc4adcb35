import type { RegisterJobs } from '../../lib/job-registry.js';
import type { AppContext } from '../../lib/context.js';
import { dropUnwantedRender, queueRendersAhead, RENDER_QUEUE, type RenderJob } from './ahead.js';
import { renderPendingVideos, renderVideo } from './render.js';

/** One `videos.render` job: a render queued ahead for a campaign is first dropped if no longer wanted. */
export async function runRenderJob(ctx: AppContext, data: RenderJob): Promise<void> {
  if (data.campaign && (await dropUnwantedRender(ctx, data.space_id, data.render_id))) return;
  await renderVideo(ctx, data.space_id, data.render_id);
}

/**
 * `videos.render`: a render asked for on screen, or queued ahead for a campaign prospect (`videos.queue-ahead`,
 * ahead.ts), runs in the queue (any worker); the periodic sweep renders what the engine asked for at a step
 * and what a stopped process left. A render is claimed once whichever finds it.
 */
export const registerVideoJobs: RegisterJobs = (registry, ctx) => {
  registry.queue<RenderJob>(RENDER_QUEUE, (data) => runRenderJob(ctx, data));
  registry.periodic('videos.queue-ahead', 15, async () => {
    await queueRendersAhead(ctx, (job) => runRenderJob(ctx, job));
  });
  registry.periodic('videos.sweep', 3, () => renderPendingVideos(ctx));
};
