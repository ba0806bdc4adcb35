import type { RenderStatus, Scene, VideoEventType } from '@leadloop/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { spaces } from './spaces.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Video files (recordings, renders, animated thumbnails). The bytes live in the database, not under
 * DATA_DIR: on PostgreSQL a worker renders and any API process serves the file (ranges read with
 * substring(), never the whole row); `sha256` lets a render with the same personalisation be reused.
 */
export const videoFiles = pgTable(
  'video_files',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('video_files_space_idx').on(t.spaceId)],
);

/** A video of the library (feature video): the speaker's recording and the scenario of scenes. */
export const videos = pgTable(
  'videos',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by'),
    name: text('name').notNull(),
    recordingFileId: uuid('recording_file_id').references(() => videoFiles.id, { onDelete: 'set null' }),
    durationMs: integer('duration_ms').notNull().default(0),
    /** Trim: the part of the recording the video uses (end null: to the end). */
    trimStartMs: integer('trim_start_ms').notNull().default(0),
    trimEndMs: integer('trim_end_ms'),
    scenes: jsonb('scenes').$type<Scene[]>().notNull().default([]),
    ctaLabel: text('cta_label'),
    ctaUrl: text('cta_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('videos_space_idx').on(t.spaceId)],
);

/**
 * One personalised render per prospect (prospect null: the sample-prospect preview). `cache_key` hashes
 * everything the output depends on (recording, scenes, resolved texts, backgrounds); a render whose key
 * matches a finished one reuses its file. Its id is the public page's /v/{videoId}.
 */
export const videoRenders = pgTable(
  'video_renders',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id'),
    status: text('status').$type<RenderStatus>().notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    cacheKey: text('cache_key'),
    reused: boolean('reused').notNull().default(false),
    backgroundFallback: boolean('background_fallback').notNull().default(false),
    fileId: uuid('file_id').references(() => videoFiles.id, { onDelete: 'set null' }),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => videoFiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('video_renders_video_prospect_idx')
      .on(t.videoId, t.prospectId)
      .where(sql`${t.prospectId} is not null`),
    index('video_renders_cache_idx').on(t.videoId, t.cacheKey),
    // The 3-s sweep reads only renders waiting or under way, not every render ever made.
    index('video_renders_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`status in ('pending', 'rendering')`),
  ],
);

/** What the public page saw: views, watch percentage, CTA clicks, recorded for the prospect. */
export const videoEvents = pgTable(
  'video_events',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    renderId: uuid('render_id')
      .notNull()
      .references(() => videoRenders.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id'),
    type: text('type').$type<VideoEventType>().notNull(),
    percent: integer('percent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('video_events_render_idx').on(t.renderId),
    index('video_events_prospect_idx').on(t.prospectId),
  ],
);
