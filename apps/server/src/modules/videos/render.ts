import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { MESSAGES, renderTemplate, type RenderValues, type Scene, CODES } from '@leadloop/domain';
import type { VideoRender, VideoRenderList } from '@leadloop/domain/videos/entities';
import { prospects, videoEvents, videoFiles, videoRenders, videos } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { sendOrRun } from '../../lib/jobs.js';
import { onPlansWith } from '../../lib/plans.js';
import { inSpace, systemScope, type WorkspaceScope } from '../../lib/scope.js';
import { placeholderValuesOf } from '../prospects-core/index.js';
import { captureWebsite, drawLayer, type Layer } from './capture.js';
import { maskArgs, renderArgs, thumbnailArgs } from './compose.js';
import { runFfmpeg } from './ffmpeg.js';
import { loadVideo } from './videos.js';
import { leftItsCampaigns, RENDER_QUEUE } from './ahead.js';

/** The sample prospect a preview is rendered for (the templates editor's sample). */
export const SAMPLE_VALUES: RenderValues = {
  first_name: 'Jane',
  last_name: 'Cooper',
  full_name: 'Jane Cooper',
  position: 'Head of Sales',
  company: 'Northwind',
  company_domain: 'northwind.io',
  website: 'https://northwind.io',
};

type RenderRow = typeof videoRenders.$inferSelect;

async function renderView(db: Db, row: RenderRow): Promise<VideoRender> {
  const [stats] = await db
    .select({
      views: sql<number>`count(*) filter (where ${videoEvents.type} = 'view')::int`,
      watch: sql<number>`coalesce(max(${videoEvents.percent}) filter (where ${videoEvents.type} = 'watch'), 0)::int`,
      cta: sql<number>`count(*) filter (where ${videoEvents.type} = 'cta')::int`,
    })
    .from(videoEvents)
    .where(and(inSpace(videoEvents, row.spaceId), eq(videoEvents.renderId, row.id)));
  const [file] = row.fileId
    ? await db
        .select({ size: videoFiles.size })
        .from(videoFiles)
        .where(and(inSpace(videoFiles, row.spaceId), eq(videoFiles.id, row.fileId)))
    : [];
  const [p] = row.prospectId
    ? await db
        .select({ name: prospects.fullName, first: prospects.firstName, last: prospects.lastName })
        .from(prospects)
        .where(and(inSpace(prospects, row.spaceId), eq(prospects.id, row.prospectId)))
    : [];
  return {
    _id: row.id,
    video_id: row.videoId,
    prospect_id: row.prospectId,
    prospect_name: p ? p.name || `${p.first} ${p.last}`.trim() : null,
    status: row.status,
    progress: row.progress,
    error: row.error,
    background_fallback: row.backgroundFallback,
    size: file?.size ?? null,
    reused: row.reused,
    views: stats?.views ?? 0,
    max_watch_percent: stats?.watch ?? 0,
    cta_clicks: stats?.cta ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listRenders(
  ctx: AppContext,
  scope: WorkspaceScope,
  videoId: string,
): Promise<VideoRenderList> {
  await loadVideo(ctx.db, scope, videoId);
  const rows = await ctx.db
    .select()
    .from(videoRenders)
    .where(and(inSpace(videoRenders, scope), eq(videoRenders.videoId, videoId)))
    .orderBy(sql`${videoRenders.createdAt} desc`)
    .limit(200);
  return { items: await Promise.all(rows.map((r) => renderView(ctx.db, r))) };
}

export async function getRender(ctx: AppContext, scope: WorkspaceScope, id: string): Promise<VideoRender> {
  if (!isUuid(id)) throw notFound(CODES.videoNotFound);
  const [row] = await ctx.db
    .select()
    .from(videoRenders)
    .where(and(inSpace(videoRenders, scope), eq(videoRenders.id, id)));
  if (!row) throw notFound(CODES.videoNotFound);
  return renderView(ctx.db, row);
}

/**
 * POST /videos/:id/renders: asks for the prospect's personalised video (or the sample preview). One render
 * row per prospect and video; asking again renders anew only if the video or the prospect changed (the
 * cache key decides at render time). The work runs in the `videos.render` queue.
 */
export async function requestRender(
  ctx: AppContext,
  scope: WorkspaceScope,
  videoId: string,
  prospectId: string | null,
): Promise<VideoRender> {
  const video = await loadVideo(ctx.db, scope, videoId);
  if (!video.recordingFileId) throw badRequest(CODES.videoRecordingRequired);
  if (prospectId) {
    const [p] = await ctx.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(and(inSpace(prospects, scope), eq(prospects.id, prospectId)));
    if (!p) throw notFound(CODES.prospectNotFound);
  }
  const reset = { status: 'pending' as const, progress: 0, error: null, updatedAt: clock.now() };
  const [row] = prospectId
    ? await ctx.db
        .insert(videoRenders)
        .values({ spaceId: scope.spaceId, videoId, prospectId })
        .onConflictDoUpdate({
          target: [videoRenders.videoId, videoRenders.prospectId],
          targetWhere: isNotNull(videoRenders.prospectId),
          set: reset,
        })
        .returning()
    : await ctx.db.insert(videoRenders).values({ spaceId: scope.spaceId, videoId }).returning();
  await sendOrRun(ctx, RENDER_QUEUE, { render_id: row!.id, space_id: scope.spaceId }, () =>
    renderVideo(ctx, scope.spaceId, row!.id),
  );
  return getRender(ctx, scope, row!.id);
}

let maskFile: Promise<string> | null = null;
function bubbleMask(ffmpegPath: string | undefined): Promise<string> {
  if (!maskFile) {
    const file = path.join(os.tmpdir(), `leadloop-bubble-mask-${process.pid}.png`);
    maskFile = runFfmpeg(maskArgs(file), { timeoutMs: 30_000, ffmpegPath })
      .then(() => file)
      .catch((e: unknown) => {
        maskFile = null;
        throw e;
      });
  }
  return maskFile;
}

const withProtocol = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
const hostLabel = (url: string | null) => {
  try {
    return url ? new URL(withProtocol(url)).hostname.replace(/^www\./, '') : '';
  } catch {
    return '';
  }
};

/** What one render's output depends on; renders of the same video with the same key share one file. */
function cacheKeyOf(recordingSha: string, scenes: Scene[], texts: string[], urls: (string | null)[]) {
  return crypto
    .createHash('sha256')
    .update(
      JSON.stringify({ v: 1, recordingSha, scenes: scenes.map((s) => [s.kind, s.seconds]), texts, urls }),
    )
    .digest('hex');
}

async function setRender(
  db: Db,
  spaceId: string,
  id: string,
  values: Partial<typeof videoRenders.$inferInsert>,
) {
  await db
    .update(videoRenders)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(inSpace(videoRenders, spaceId), eq(videoRenders.id, id)));
}

/** A render left 'rendering' this long belongs to a process that stopped: it is rendered again. */
const STALE_RENDER_MS = 10 * 60_000;

/**
 * `videos.sweep` (every 3 s): renders what campaigns asked for (renders queued ahead, ahead.ts; the engine
 * adds a pending render when a step with a video comes due without one) and anything a stopped process
 * left half done.
 */
export async function renderPendingVideos(ctx: AppContext, limit = 3): Promise<number> {
  await ctx.db
    .update(videoRenders)
    .set({ status: 'pending' })
    .where(
      and(
        eq(videoRenders.status, 'rendering'),
        lt(videoRenders.updatedAt, new Date(clock.nowMs() - STALE_RENDER_MS)),
      ),
    );
  const due = await ctx.db
    .select({ id: videoRenders.id, spaceId: videoRenders.spaceId })
    .from(videoRenders)
    // Only workspaces whose plan has video (a downgraded one's renders wait for an upgrade), and not a
    // render queued ahead whose prospect left its campaigns (its job drops it: ahead.ts).
    .where(
      and(
        eq(videoRenders.status, 'pending'),
        await onPlansWith(ctx.db, 'video', videoRenders.spaceId),
        sql`not exists (select 1 from video_renders r where r.id = ${videoRenders.id} and ${leftItsCampaigns})`,
      ),
    )
    .orderBy(asc(videoRenders.createdAt))
    .limit(limit);
  for (const r of due) await renderVideo(ctx, r.spaceId, r.id);
  return due.length;
}

/**
 * Renders one personalised video: personal texts from the prospect's fields (fallbacks when empty), each
 * website scene's background captured (the prospect's site unless the scene names one; a visible fallback
 * when it fails), the pictures drawn, then ffmpeg. Output and GIF thumbnail stored in the database.
 * Idempotent: a finished render is left as it is; a retried one starts over.
 */
export async function renderVideo(ctx: AppContext, spaceId: string, renderId: string): Promise<void> {
  const scope = systemScope(spaceId);
  // Claimed once: a render asked for in a request and found by the sweep is rendered by one of them.
  const [render] = await ctx.db
    .update(videoRenders)
    .set({ status: 'rendering', updatedAt: clock.now() })
    .where(
      and(inSpace(videoRenders, scope), eq(videoRenders.id, renderId), eq(videoRenders.status, 'pending')),
    )
    .returning();
  if (!render) return;
  const [video] = await ctx.db
    .select()
    .from(videos)
    .where(and(inSpace(videos, scope), eq(videos.id, render.videoId)));
  if (!video?.recordingFileId) {
    await setRender(ctx.db, spaceId, renderId, { status: 'failed', error: MESSAGES.videoRecordingRequired });
    return;
  }
  const [recording] = await ctx.db
    .select()
    .from(videoFiles)
    .where(and(inSpace(videoFiles, scope), eq(videoFiles.id, video.recordingFileId)));
  let values = SAMPLE_VALUES;
  if (render.prospectId) {
    const [p] = await ctx.db
      .select()
      .from(prospects)
      .where(and(inSpace(prospects, scope), eq(prospects.id, render.prospectId)));
    if (p) values = placeholderValuesOf(p);
  }
  const scenes = video.scenes.length ? video.scenes : [{ kind: 'face' as const, seconds: 1, text: '' }];
  const texts = scenes.map((s) => renderTemplate(s.text, values));
  const ownSite =
    (values.website ? String(values.website) : '') ||
    (values.company_domain ? String(values.company_domain) : '');
  const urls = scenes.map((s) =>
    s.kind === 'website'
      ? s.url || ownSite
        ? withProtocol(s.url || ownSite)
        : null
      : s.kind === 'image'
        ? (s.url ?? null)
        : null,
  );
  const cacheKey = cacheKeyOf(
    `${recording!.sha256}:${video.trimStartMs}:${video.trimEndMs}`,
    scenes,
    texts,
    urls,
  );
  if (render.cacheKey === cacheKey && render.fileId) {
    // asked again with nothing changed: the file it has is the answer
    await setRender(ctx.db, spaceId, renderId, { status: 'done', progress: 100, error: null });
    return;
  }
  const [cached] = await ctx.db
    .select()
    .from(videoRenders)
    .where(
      and(
        inSpace(videoRenders, scope),
        eq(videoRenders.videoId, video.id),
        eq(videoRenders.cacheKey, cacheKey),
        eq(videoRenders.status, 'done'),
        ne(videoRenders.id, renderId),
        isNotNull(videoRenders.fileId),
      ),
    )
    .limit(1);
  if (cached) {
    await setRender(ctx.db, spaceId, renderId, {
      status: 'done',
      progress: 100,
      error: null,
      cacheKey,
      reused: true,
      backgroundFallback: cached.backgroundFallback,
      fileId: cached.fileId,
      thumbnailFileId: cached.thumbnailFileId,
    });
    ctx.realtime.emitToSpace(spaceId, 'video_render', { video_render: renderId });
    return;
  }
  await setRender(ctx.db, spaceId, renderId, {
    status: 'rendering',
    progress: 0,
    error: null,
    cacheKey,
    reused: false,
  });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'leadloop-render-'));
  try {
    const recordingPath = path.join(dir, 'recording');
    await fs.writeFile(recordingPath, recording!.data);
    const egress = { ...ctx.config.egress, chromiumPath: ctx.config.video.chromiumPath };
    const captures = new Map<string, Promise<Buffer | null>>();
    let fallback = false;
    const layers: string[] = [];
    for (const [i, scene] of scenes.entries()) {
      let background: Layer['background'] = { kind: 'none' };
      const url = urls[i];
      if (scene.kind === 'website') {
        if (url && !captures.has(url)) captures.set(url, captureWebsite(url, egress));
        const shot = url ? await captures.get(url)! : null;
        if (shot) background = { kind: 'jpeg', data: shot };
        else {
          fallback = true;
          background = { kind: 'fallback', label: hostLabel(url) || String(values.company ?? '') };
        }
      } else if (scene.kind === 'image' && url) background = { kind: 'image', url };
      const file = path.join(dir, `layer-${i}.png`);
      await fs.writeFile(
        file,
        await drawLayer({ background, text: texts[i]!, bubble: scene.kind !== 'face' }, egress),
      );
      layers.push(file);
    }
    const trimStartS = Math.min(video.trimStartMs, video.durationMs) / 1000;
    const trimEndS = Math.min(video.trimEndMs ?? video.durationMs, video.durationMs) / 1000;
    const durationS = Math.max(trimEndS - trimStartS, 0.5);
    const output = path.join(dir, 'out.mp4');
    let lastWrite = 0;
    await runFfmpeg(
      renderArgs({
        recording: recordingPath,
        trimStartS,
        mask: await bubbleMask(ctx.config.video.ffmpegPath),
        layers,
        scenes,
        durationS,
        output,
      }),
      {
        ffmpegPath: ctx.config.video.ffmpegPath,
        onProgress: (s) => {
          const now = Date.now();
          if (now - lastWrite < 1000) return;
          lastWrite = now;
          const progress = Math.min(99, Math.round((s / durationS) * 100));
          void setRender(ctx.db, spaceId, renderId, { progress }).catch(() => undefined);
          ctx.realtime.emitToSpace(spaceId, 'video_render', { video_render: renderId, progress });
        },
      },
    );
    const thumb = path.join(dir, 'thumb.gif');
    await runFfmpeg(thumbnailArgs(output, thumb), {
      timeoutMs: 60_000,
      ffmpegPath: ctx.config.video.ffmpegPath,
    });
    const [mp4, gif] = await Promise.all([fs.readFile(output), fs.readFile(thumb)]);
    const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
    await ctx.db.transaction(async (tx) => {
      const [f, t] = await tx
        .insert(videoFiles)
        .values([
          { spaceId, contentType: 'video/mp4', size: mp4.length, sha256: sha(mp4), data: mp4 },
          { spaceId, contentType: 'image/gif', size: gif.length, sha256: sha(gif), data: gif },
        ])
        .returning({ id: videoFiles.id });
      await tx
        .update(videoRenders)
        .set({
          status: 'done',
          progress: 100,
          backgroundFallback: fallback,
          fileId: f!.id,
          thumbnailFileId: t!.id,
          updatedAt: clock.now(),
        })
        .where(and(inSpace(videoRenders, scope), eq(videoRenders.id, renderId)));
    });
  } catch (error) {
    ctx.log.warn({ err: error, renderId }, 'video render failed');
    await setRender(ctx.db, spaceId, renderId, { status: 'failed', error: MESSAGES.videoRenderFailed });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
    ctx.realtime.emitToSpace(spaceId, 'video_render', { video_render: renderId });
  }
}
