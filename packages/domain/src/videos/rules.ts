import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { maxLength } from '../messages/format.js';
import { NAME_MAX, requiredText, urlSchema } from '../common/text.js';
import { validateTemplate } from '../campaigns/placeholders.js';
import { SCENARIO_MIN_DELAY_SECONDS } from '../templates/rules.js';
import {
  CTA_LABEL_MAX,
  SCENE_KINDS,
  SCENE_SECONDS_MAX,
  SCENE_TEXT_MAX,
  VIDEO_EVENT_TYPES,
  VIDEO_MAX_SECONDS,
  VIDEO_SCENES_MAX,
} from './limits.js';

export * from './limits.js';

const optionalUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  urlSchema().nullable().optional(),
);

/**
 * One scene of the scenario. `seconds` is how long it lasts (001 §5: a too-small delay is refused); the last
 * scene runs to the end of the recording. `text` is the on-screen personal text, placeholders checked by the
 * campaign steps' parser. A website scene without `url` shows the prospect's own website.
 */
export const sceneSchema = z.strictObject({
  kind: z.enum(SCENE_KINDS),
  seconds: z.coerce
    .number()
    .min(SCENARIO_MIN_DELAY_SECONDS, MESSAGES.delayTooSmall)
    .max(SCENE_SECONDS_MAX, maxLength(SCENE_SECONDS_MAX)),
  text: z
    .string()
    .trim()
    .max(SCENE_TEXT_MAX, maxLength(SCENE_TEXT_MAX))
    .superRefine((v, ctx) => {
      const r = validateTemplate(v);
      if (r !== true) ctx.addIssue({ code: 'custom', message: r });
    })
    .default(''),
  url: optionalUrl,
});
export type Scene = z.infer<typeof sceneSchema>;

const videoFields = {
  name: requiredText(MESSAGES.videoNameRequired, NAME_MAX),
  scenes: z.array(sceneSchema).max(VIDEO_SCENES_MAX, maxLength(VIDEO_SCENES_MAX)),
  cta_label: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(CTA_LABEL_MAX, maxLength(CTA_LABEL_MAX)).nullable().optional(),
  ),
  cta_url: optionalUrl,
  /** Trim: the part of the recording used, in seconds (end null: to the end). */
  trim_start_s: z.coerce.number().min(0).max(VIDEO_MAX_SECONDS, maxLength(VIDEO_MAX_SECONDS)),
  trim_end_s: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce.number().min(0).max(VIDEO_MAX_SECONDS, maxLength(VIDEO_MAX_SECONDS)).nullable(),
  ),
};

/** POST /videos: a new video (a name; scenes and the call to action may come later). */
export const videoBodySchema = z.strictObject({
  ...videoFields,
  trim_start_s: videoFields.trim_start_s.optional(),
  trim_end_s: videoFields.trim_end_s.optional(),
  scenes: videoFields.scenes.default([{ kind: 'website', seconds: 5, text: 'Hi {first_name:there}!' }]),
});
export type VideoBody = z.infer<typeof videoBodySchema>;

/** PUT /videos/:id: any of the fields. */
export const videoUpdateSchema = z.strictObject(videoFields).partial();
export type VideoUpdate = z.infer<typeof videoUpdateSchema>;

/** POST /videos/:id/renders: a render for one prospect, or for the sample prospect (a preview). */
export const renderBodySchema = z.strictObject({ prospect_id: z.uuid().nullable().optional() });

/** POST /public/videos/:id/events: what the public page saw. */
export const videoEventBodySchema = z.strictObject({
  type: z.enum(VIDEO_EVENT_TYPES),
  percent: z.coerce.number().int().min(0).max(100).optional(),
});
export type VideoEventBody = z.infer<typeof videoEventBodySchema>;
