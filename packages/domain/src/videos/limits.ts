// Video constructor limits without zod, for screens that only show them (rules.ts builds the schemas).

/** Scene kinds (feature video): the prospect's website behind the speaker's bubble, a static image, full face. */
export const SCENE_KINDS = ['website', 'image', 'face'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** Render states of one personalised video. */
export const RENDER_STATUSES = ['pending', 'rendering', 'done', 'failed'] as const;
export type RenderStatus = (typeof RENDER_STATUSES)[number];

/** What the public page records for the prospect. */
export const VIDEO_EVENT_TYPES = ['view', 'watch', 'cta'] as const;
export type VideoEventType = (typeof VIDEO_EVENT_TYPES)[number];

/** Our ceilings (not in spec): a recording's size and length, scenes per video, on-screen text. */
export const VIDEO_FILE_MAX_BYTES = 25 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 180;
export const VIDEO_SCENES_MAX = 6;
export const SCENE_TEXT_MAX = 120;
export const SCENE_SECONDS_MAX = 180;
export const CTA_LABEL_MAX = 40;
/** The output: 720p, the speaker's bubble in the corner of website and image scenes. */
export const RENDER_WIDTH = 1280;
export const RENDER_HEIGHT = 720;
