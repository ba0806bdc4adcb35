import { and, eq, sql } from 'drizzle-orm';
import { renderTemplate, type VideoEventBody, CODES } from '@leadloop/domain';
import type { PublicVideo } from '@leadloop/domain/videos/entities';
import {
  prospects,
  spaces,
  users,
  videoEvents,
  videoFiles,
  videoRenders,
  videos,
} from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../lib/auth-guard.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';
import { brandOf } from '../brand/index.js';
import { SAMPLE_VALUES } from './render.js';

/**
 * The public page /v/{videoId} (000 §2: no navigation, no header): the id is a render's — an unguessable
 * uuid per prospect — so the page shows that prospect's video and records what they do with it.
 */
async function loadPublic(db: Db, id: string) {
  if (!isUuid(id)) throw notFound(CODES.videoNotFound);
  // The render's own workspace is read from the row the unguessable id names; every later read filters by it.
  const [row] = await db
    .select({ render: videoRenders, video: videos })
    .from(videoRenders)
    .innerJoin(videos, eq(videos.id, videoRenders.videoId))
    .where(eq(videoRenders.id, id));
  if (!row) throw notFound(CODES.videoNotFound);
  return row;
}

export async function publicVideo(ctx: AppContext, id: string): Promise<PublicVideo> {
  const { render, video } = await loadPublic(ctx.db, id);
  const spaceId = render.spaceId;
  const [space] = await ctx.db.select({ brand: spaces.brand }).from(spaces).where(eq(spaces.id, spaceId));
  const [sender] = video.createdBy
    ? await ctx.db
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, video.createdBy))
    : [];
  const [p] = render.prospectId
    ? await ctx.db
        .select({ first: prospects.firstName, company: prospects.company })
        .from(prospects)
        .where(and(inSpace(prospects, spaceId), eq(prospects.id, render.prospectId)))
    : [];
  const values = p ? { first_name: p.first, company: p.company } : SAMPLE_VALUES;
  const done = render.status === 'done' && render.fileId;
  const brand = await brandOf(ctx.db, space?.brand);
  return {
    _id: render.id,
    title: renderTemplate(video.scenes[0]?.text || video.name, values) || video.name,
    brand_name: brand.name,
    brand_logo_url: brand.logo_url,
    brand_color: brand.colors.primary,
    sender_name: sender ? `${sender.first} ${sender.last}`.trim() || null : null,
    status: render.status,
    cta_label: video.ctaLabel,
    cta_url: video.ctaUrl,
    video_url: done ? `/api/public/videos/${render.id}/file` : null,
    thumbnail_url: done && render.thumbnailFileId ? `/api/public/videos/${render.id}/thumbnail` : null,
  };
}

/** Longest answer to one range request: the player asks for the rest as it plays. */
const CHUNK_MAX = 2 * 1024 * 1024;

export interface FilePart {
  status: 200 | 206 | 416;
  contentType: string;
  size: number;
  start: number;
  end: number;
  data: Buffer;
}

/**
 * The render's MP4 (or its GIF thumbnail), with HTTP ranges so the player can seek: `bytes=a-b`, `bytes=a-`,
 * `bytes=-n`. Only the asked bytes are read (substring on the bytea), at most 2 MB per answer.
 */
export async function publicFile(
  ctx: AppContext,
  id: string,
  which: 'file' | 'thumbnail',
  range: string | undefined,
): Promise<FilePart> {
  const { render } = await loadPublic(ctx.db, id);
  const fileId = which === 'file' ? render.fileId : render.thumbnailFileId;
  if (render.status !== 'done' || !fileId) throw notFound(CODES.videoNotFound);
  const [meta] = await ctx.db
    .select({ size: videoFiles.size, contentType: videoFiles.contentType })
    .from(videoFiles)
    .where(and(inSpace(videoFiles, render.spaceId), eq(videoFiles.id, fileId)));
  if (!meta) throw notFound(CODES.videoNotFound);
  const size = meta.size;
  let start = 0;
  let end = size - 1;
  let status: FilePart['status'] = 200;
  const m = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (range && which === 'file') {
    if (!m || (m[1] === '' && m[2] === ''))
      return { status: 416, contentType: meta.contentType, size, start: 0, end: 0, data: Buffer.alloc(0) };
    if (m[1] === '') {
      start = Math.max(0, size - Number(m[2]));
    } else {
      start = Number(m[1]);
      end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    }
    if (start >= size || start > end)
      return { status: 416, contentType: meta.contentType, size, start: 0, end: 0, data: Buffer.alloc(0) };
    end = Math.min(end, start + CHUNK_MAX - 1);
    status = 206;
  }
  const [part] = await ctx.db
    .select({ data: sql<Buffer>`substring(${videoFiles.data} from ${start + 1} for ${end - start + 1})` })
    .from(videoFiles)
    .where(and(inSpace(videoFiles, render.spaceId), eq(videoFiles.id, fileId)));
  const raw = part?.data as unknown as Buffer | Uint8Array | string;
  const data = Buffer.isBuffer(raw)
    ? raw
    : typeof raw === 'string'
      ? Buffer.from(raw.replace(/^\\x/, ''), 'hex')
      : Buffer.from(raw);
  return { status, contentType: meta.contentType, size, start, end, data };
}

/** A view, a watch percentage or a CTA click, recorded for the render's prospect. */
export async function recordVideoEvent(ctx: AppContext, id: string, body: VideoEventBody) {
  const { render } = await loadPublic(ctx.db, id);
  await ctx.db.insert(videoEvents).values({
    spaceId: render.spaceId,
    renderId: render.id,
    prospectId: render.prospectId,
    type: body.type,
    percent: body.type === 'watch' ? (body.percent ?? 0) : null,
  });
  ctx.realtime.emitToSpace(render.spaceId, 'video_render', { video_event: render.id });
  return { _id: render.id, recorded: true as const };
}
