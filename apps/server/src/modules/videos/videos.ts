import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  SCENARIO_MIN_DELAY_SECONDS,
  VIDEO_FILE_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  type VideoBody,
  type VideoUpdate,
  CODES,
} from '@leadloop/domain';
import type { Video, VideoList } from '@leadloop/domain/videos/entities';
import { videoEvents, videoFiles, videoRenders, videos } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import type { UploadedFile } from '../../lib/uploads.js';
import { probeFile } from './ffmpeg.js';

type Row = typeof videos.$inferSelect;

/** Loads a video of the caller's workspace (404 for another workspace's or a malformed id). */
export async function loadVideo(db: Db, scope: WorkspaceScope, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound(CODES.videoNotFound);
  const [row] = await db
    .select()
    .from(videos)
    .where(and(inSpace(videos, scope), eq(videos.id, id)));
  if (!row) throw notFound(CODES.videoNotFound);
  return row;
}

/** Every member uses the workspace's videos; their author and the workspace's admins change them. */
function assertMayEdit(scope: WorkspaceScope, row: Row) {
  if (!scope.isAdmin && row.createdBy !== scope.userId) throw forbidden(CODES.forbidden);
}

/** The trimmed part must last at least a second (001 §5: a too-small delay is refused). */
function trimOf(startS: number, endS: number | null) {
  if (endS !== null && endS - startS < SCENARIO_MIN_DELAY_SECONDS) throw badRequest(CODES.delayTooSmall);
  return {
    trimStartMs: Math.round(startS * 1000),
    trimEndMs: endS === null ? null : Math.round(endS * 1000),
  };
}

async function toViews(db: Db, scope: WorkspaceScope, rows: Row[]): Promise<Video[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const fileIds = rows.map((r) => r.recordingFileId).filter((f): f is string => !!f);
  const [counts, views, files, thumbs] = await Promise.all([
    db
      .select({
        videoId: videoRenders.videoId,
        done: sql<number>`count(*) filter (where ${videoRenders.status} = 'done')::int`,
        failed: sql<number>`count(*) filter (where ${videoRenders.status} = 'failed')::int`,
        pending: sql<number>`count(*) filter (where ${videoRenders.status} in ('pending', 'rendering'))::int`,
      })
      .from(videoRenders)
      .where(and(inSpace(videoRenders, scope), inArray(videoRenders.videoId, ids)))
      .groupBy(videoRenders.videoId),
    db
      .select({ videoId: videoRenders.videoId, views: sql<number>`count(*)::int` })
      .from(videoEvents)
      .innerJoin(videoRenders, eq(videoRenders.id, videoEvents.renderId))
      .where(
        and(inSpace(videoEvents, scope), inArray(videoRenders.videoId, ids), eq(videoEvents.type, 'view')),
      )
      .groupBy(videoRenders.videoId),
    fileIds.length
      ? db
          .select({ id: videoFiles.id, contentType: videoFiles.contentType, size: videoFiles.size })
          .from(videoFiles)
          .where(and(inSpace(videoFiles, scope), inArray(videoFiles.id, fileIds)))
      : [],
    // The picture of a video (the step editor's picker): its sample preview's GIF, else its newest render's.
    db
      .selectDistinctOn([videoRenders.videoId], { videoId: videoRenders.videoId, id: videoRenders.id })
      .from(videoRenders)
      .where(
        and(
          inSpace(videoRenders, scope),
          inArray(videoRenders.videoId, ids),
          eq(videoRenders.status, 'done'),
          isNotNull(videoRenders.thumbnailFileId),
        ),
      )
      .orderBy(
        videoRenders.videoId,
        sql`${videoRenders.prospectId} is null desc`,
        desc(videoRenders.updatedAt),
      ),
  ]);
  const thumbOf = new Map(thumbs.map((t) => [t.videoId, `/api/public/videos/${t.id}/thumbnail`]));
  const viewsOf = new Map(views.map((v) => [v.videoId, v.views]));
  const byVideo = new Map(counts.map((c) => [c.videoId, c]));
  const byFile = new Map(files.map((f) => [f.id, f]));
  return rows.map((row) => {
    const file = row.recordingFileId ? byFile.get(row.recordingFileId) : undefined;
    const c = byVideo.get(row.id);
    return {
      _id: row.id,
      name: row.name,
      created_by: row.createdBy,
      recording: file
        ? { content_type: file.contentType, size: file.size, duration_ms: row.durationMs }
        : null,
      scenes: row.scenes.map((s) => ({ kind: s.kind, seconds: s.seconds, text: s.text, url: s.url ?? null })),
      trim_start_s: row.trimStartMs / 1000,
      trim_end_s: row.trimEndMs === null ? null : row.trimEndMs / 1000,
      cta_label: row.ctaLabel,
      cta_url: row.ctaUrl,
      thumbnail_url: thumbOf.get(row.id) ?? null,
      renders: {
        done: c?.done ?? 0,
        failed: c?.failed ?? 0,
        pending: c?.pending ?? 0,
        views: viewsOf.get(row.id) ?? 0,
      },
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function listVideos(ctx: AppContext, scope: WorkspaceScope): Promise<VideoList> {
  const rows = await ctx.db
    .select()
    .from(videos)
    .where(inSpace(videos, scope))
    .orderBy(desc(videos.updatedAt));
  return { items: await toViews(ctx.db, scope, rows) };
}

export async function getVideo(ctx: AppContext, scope: WorkspaceScope, id: string): Promise<Video> {
  const [view] = await toViews(ctx.db, scope, [await loadVideo(ctx.db, scope, id)]);
  return view!;
}

export async function createVideo(ctx: AppContext, scope: WorkspaceScope, body: VideoBody): Promise<Video> {
  const [row] = await ctx.db
    .insert(videos)
    .values({
      spaceId: scope.spaceId,
      createdBy: scope.userId,
      name: body.name,
      scenes: body.scenes,
      ctaLabel: body.cta_label ?? null,
      ctaUrl: body.cta_url ?? null,
      ...trimOf(body.trim_start_s ?? 0, body.trim_end_s ?? null),
    })
    .returning();
  ctx.realtime.emitToSpace(scope.spaceId, 'video_render', { videos: true });
  const [view] = await toViews(ctx.db, scope, [row!]);
  return view!;
}

export async function updateVideo(
  ctx: AppContext,
  scope: WorkspaceScope,
  id: string,
  body: VideoUpdate,
): Promise<Video> {
  const row = await loadVideo(ctx.db, scope, id);
  assertMayEdit(scope, row);
  const trim =
    body.trim_start_s !== undefined || body.trim_end_s !== undefined
      ? trimOf(
          body.trim_start_s ?? row.trimStartMs / 1000,
          body.trim_end_s !== undefined
            ? body.trim_end_s
            : row.trimEndMs === null
              ? null
              : row.trimEndMs / 1000,
        )
      : {};
  const [next] = await ctx.db
    .update(videos)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.scenes !== undefined ? { scenes: body.scenes } : {}),
      ...(body.cta_label !== undefined ? { ctaLabel: body.cta_label } : {}),
      ...(body.cta_url !== undefined ? { ctaUrl: body.cta_url } : {}),
      ...trim,
      updatedAt: clock.now(),
    })
    .where(and(inSpace(videos, scope), eq(videos.id, id)))
    .returning();
  const [view] = await toViews(ctx.db, scope, [next!]);
  return view!;
}

export async function deleteVideo(ctx: AppContext, scope: WorkspaceScope, id: string) {
  const row = await loadVideo(ctx.db, scope, id);
  assertMayEdit(scope, row);
  await ctx.db.delete(videos).where(and(inSpace(videos, scope), eq(videos.id, id)));
  return { _id: id };
}

const VIDEO_TYPES: { type: string; ext: string; test: (b: Buffer) => boolean }[] = [
  {
    type: 'video/webm',
    ext: 'webm',
    test: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  },
  { type: 'video/mp4', ext: 'mp4', test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' },
];

/**
 * POST /videos/:id/recording: the speaker's recording (MediaRecorder WebM from the browser, or an uploaded
 * MP4/MOV/WebM). Its type is read from its first bytes and its streams decoded once: a file that is not a
 * playable video, or whose sound cannot be decoded ('Failed to load audio.'), is refused.
 */
export async function saveRecording(
  ctx: AppContext,
  scope: WorkspaceScope,
  id: string,
  file: UploadedFile,
): Promise<Video> {
  const row = await loadVideo(ctx.db, scope, id);
  assertMayEdit(scope, row);
  if (file.data.length > VIDEO_FILE_MAX_BYTES) throw new AppError(413, CODES.fileTooLarge);
  const kind = VIDEO_TYPES.find((t) => t.test(file.data));
  if (!kind) throw badRequest(CODES.videoFileUnsupported);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'leadloop-rec-'));
  let probe;
  try {
    const tmp = path.join(dir, `in.${kind.ext}`);
    await fs.writeFile(tmp, file.data);
    probe = await probeFile(tmp, ctx.config.video.ffmpegPath);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  if (!probe.hasVideo || probe.durationMs <= 0) throw badRequest(CODES.videoFileUnsupported);
  if (probe.hasAudio && probe.audioBroken) throw badRequest(CODES.failedToLoadAudio);
  if (probe.durationMs > VIDEO_MAX_SECONDS * 1000) throw badRequest(CODES.fileTooLarge);
  const sha256 = crypto.createHash('sha256').update(file.data).digest('hex');
  await ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(videoFiles)
      .values({
        spaceId: scope.spaceId,
        contentType: kind.type,
        size: file.data.length,
        sha256,
        data: file.data,
      })
      .returning({ id: videoFiles.id });
    await tx
      .update(videos)
      .set({ recordingFileId: stored!.id, durationMs: probe.durationMs, updatedAt: clock.now() })
      .where(and(inSpace(videos, scope), eq(videos.id, id)));
    if (row.recordingFileId)
      await tx
        .delete(videoFiles)
        .where(and(inSpace(videoFiles, scope), eq(videoFiles.id, row.recordingFileId)));
  });
  return getVideo(ctx, scope, id);
}
