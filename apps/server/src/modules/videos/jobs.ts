import type { RegisterJobs } from '../../lib/job-registry.js';
import { RENDER_QUEUE, renderVideo } from './render.js';

/** `videos.render`: one personalised render per job (any worker; a failed render says why on its row). */
export const registerVideoJobs: RegisterJobs = (registry, ctx) => {
  registry.queue<{ render_id: string; space_id: string }>(RENDER_QUEUE, (data) =>
    renderVideo(ctx, data.space_id, data.render_id),
  );
};
