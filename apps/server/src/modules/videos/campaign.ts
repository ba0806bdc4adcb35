import { and, eq } from 'drizzle-orm';
import { parseTemplate, VIDEO_PLACEHOLDER } from '@leadloop/domain/campaigns/placeholders';
import { videoRenders, videos } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../lib/auth-guard.js';
import { inSpace } from '../../lib/scope.js';

export type VideoLink =
  | { kind: 'none' }
  | { kind: 'ready'; url: string }
  | { kind: 'wait'; reason: 'video_render_pending' | 'video_render_failed' | 'video_template_not_found' };

/** The `{video:ID}` placeholder's video id in a step's texts ('' when it names none), or undefined without one. */
export function videoIdIn(texts: string[]): string | undefined {
  return texts
    .flatMap((t) => parseTemplate(t).placeholders)
    .find((p) => p.name === VIDEO_PLACEHOLDER)
    ?.fallback?.trim();
}

/**
 * The campaign step's `{video:ID}` for one prospect (one video per message, a domain rule): the link to
 * their own render's page when it is ready. Otherwise the step waits — the render is asked for (the
 * `videos.sweep` job renders it), or it failed — and a message never carries a broken link.
 */
export async function videoLinkFor(
  db: Db,
  input: { spaceId: string; prospectId: string; texts: string[]; publicUrl: string },
): Promise<VideoLink> {
  const id = videoIdIn(input.texts);
  if (id === undefined) return { kind: 'none' };
  if (!id || !isUuid(id)) return { kind: 'wait', reason: 'video_template_not_found' };
  const [video] = await db
    .select({ id: videos.id, recording: videos.recordingFileId })
    .from(videos)
    .where(and(inSpace(videos, input.spaceId), eq(videos.id, id)));
  if (!video?.recording) return { kind: 'wait', reason: 'video_template_not_found' };
  const [render] = await db
    .insert(videoRenders)
    .values({ spaceId: input.spaceId, videoId: id, prospectId: input.prospectId })
    .onConflictDoNothing()
    .returning({ id: videoRenders.id, status: videoRenders.status });
  const row =
    render ??
    (
      await db
        .select({ id: videoRenders.id, status: videoRenders.status })
        .from(videoRenders)
        .where(
          and(
            inSpace(videoRenders, input.spaceId),
            eq(videoRenders.videoId, id),
            eq(videoRenders.prospectId, input.prospectId),
          ),
        )
    )[0];
  if (row?.status === 'done') return { kind: 'ready', url: `${input.publicUrl}/v/${row.id}` };
  if (row?.status === 'failed') return { kind: 'wait', reason: 'video_render_failed' };
  return { kind: 'wait', reason: 'video_render_pending' };
}
