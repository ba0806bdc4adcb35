import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { RENDER_STATUSES, SCENE_KINDS, VIDEO_EVENT_TYPES } from './limits.js';

/**
 * Videos (feature video): the shapes the API answers with. The server registers them as response schemas
 * (checked in every test) and returns their types; the web imports the same types. One definition of each.
 */
export const sceneViewSchema = z.object({
  kind: z.enum(SCENE_KINDS),
  seconds: z.number(),
  text: z.string(),
  url: z.string().nullable(),
});

export const videoSchema = z.object({
  _id: idSchema,
  name: z.string(),
  created_by: idSchema.nullable(),
  /** The speaker's recording: null until one is recorded or uploaded. */
  recording: z
    .object({ content_type: z.string(), size: z.number().int(), duration_ms: z.number().int() })
    .nullable(),
  scenes: z.array(sceneViewSchema),
  trim_start_s: z.number(),
  trim_end_s: z.number().nullable(),
  cta_label: z.string().nullable(),
  cta_url: z.string().nullable(),
  /** A finished render's GIF (the sample preview's first, served on the public path), or null before one. */
  thumbnail_url: z.string().nullable(),
  renders: z.object({
    done: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int(),
    views: z.number().int(),
  }),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type Video = z.infer<typeof videoSchema>;

export const videoListSchema = z.object({ items: z.array(videoSchema) });
export type VideoList = z.infer<typeof videoListSchema>;

/** One personalised render: its public page is /v/{_id}. */
export const videoRenderSchema = z.object({
  _id: idSchema,
  video_id: idSchema,
  prospect_id: idSchema.nullable(),
  prospect_name: z.string().nullable(),
  status: z.enum(RENDER_STATUSES),
  /** 0–100 while rendering. */
  progress: z.number().int(),
  error: z.string().nullable(),
  /** The website could not be captured: the scene shows the fallback background (said on screen). */
  background_fallback: z.boolean(),
  size: z.number().int().nullable(),
  /** Served from another render with the same personalisation (nothing rendered twice). */
  reused: z.boolean(),
  views: z.number().int(),
  max_watch_percent: z.number().int(),
  cta_clicks: z.number().int(),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type VideoRender = z.infer<typeof videoRenderSchema>;

export const videoRenderListSchema = z.object({ items: z.array(videoRenderSchema) });
export type VideoRenderList = z.infer<typeof videoRenderListSchema>;

/** GET /public/videos/:id: what the public page /v/{videoId} shows (no workspace data beyond this). */
export const publicVideoSchema = z.object({
  _id: idSchema,
  title: z.string(),
  brand_name: z.string(),
  /** The sender's brand (its workspace's white label): the page wears its logo and colour. */
  brand_logo_url: z.string().nullable(),
  brand_color: z.string(),
  sender_name: z.string().nullable(),
  status: z.enum(RENDER_STATUSES),
  cta_label: z.string().nullable(),
  cta_url: z.string().nullable(),
  video_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
});
export type PublicVideo = z.infer<typeof publicVideoSchema>;

/** A recorded event (view, watch percentage, CTA click) for the prospect. */
export const videoEventSchema = z.object({
  _id: idSchema,
  type: z.enum(VIDEO_EVENT_TYPES),
  percent: z.number().int().nullable(),
  prospect_id: idSchema.nullable(),
  created_at: isoDateSchema,
});
export type VideoEvent = z.infer<typeof videoEventSchema>;

export const videoEventListSchema = z.object({ items: z.array(videoEventSchema) });

/** POST /public/videos/:id/events: the event was kept. */
export const videoEventRecordedSchema = z.object({ _id: idSchema, recorded: z.literal(true) });
