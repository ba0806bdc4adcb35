import type { RegisterJobs } from '../../lib/job-registry.js';
import { RENDER_QUEUE, renderPendingVideos, renderVideo } from './render.js';

/**
 * `videos.render`: a render asked for on screen runs at once in the queue (any worker); the periodic sweep
 * renders what campaigns asked for and what a stopped process left. A render is claimed once either way.
 */
export const registerVideoJobs: RegisterJobs = (registry, ctx) => {
  registry.queue<{ render_id: string; space_id: string }>(RENDER_QUEUE, (data) =>
    renderVideo(ctx, data.space_id, data.render_id),
  );
  registry.periodic('videos.sweep', 3, () => renderPendingVideos(ctx));
};
