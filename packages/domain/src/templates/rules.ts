import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { NAME_MAX, requiredText } from '../common/text.js';
import { zBool } from '../common/coerce.js';
import { maxLength } from '../messages/format.js';
import { INMAIL_MAX, MESSAGE_MAX } from '../campaigns/limits.js';
import { templateProblems, type TemplateDraft } from './checks.js';
import {
  TEMPLATE_CHANNELS,
  TEMPLATE_HTML_MAX,
  TEMPLATE_IMPORT_MAX,
  TEMPLATE_LABELS_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_OWNERS,
  TEMPLATE_SORTS,
} from './limits.js';

export * from './limits.js';
export * from './checks.js';

/** 001 §5: template and video need a name. */
export const templateNameSchema = requiredText(MESSAGES.templateNameRequired, TEMPLATE_NAME_MAX);
export const videoNameSchema = requiredText(MESSAGES.videoNameRequired, NAME_MAX);

/** 001 §5: a video scenario needs a recording or a name; a too-small delay is refused. */
export const SCENARIO_MIN_DELAY_SECONDS = 1;
export function validateScenario(s: {
  name?: string | null;
  recording_id?: string | null;
  delay_seconds?: number | null;
}): true | string {
  if (!(s.name ?? '').trim() && !s.recording_id) return MESSAGES.scenarioNeedsRecordingOrName;
  if (
    s.delay_seconds !== undefined &&
    s.delay_seconds !== null &&
    s.delay_seconds < SCENARIO_MIN_DELAY_SECONDS
  ) {
    return MESSAGES.delayTooSmall;
  }
  return true;
}

/** 001 §9: a video preview takes about 5 minutes; a report email up to 5 minutes. */
export const VIDEO_PREVIEW_MINUTES = 5;
export const videoNameBodySchema = z.strictObject({ name: videoNameSchema });

const nullableTrimmed = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().nullable().optional(),
);

const templateFields = {
  channel: z.enum(TEMPLATE_CHANNELS),
  name: templateNameSchema,
  subject: nullableTrimmed,
  text: requiredText(MESSAGES.required, Math.max(MESSAGE_MAX, INMAIL_MAX) + 1),
  html: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().max(TEMPLATE_HTML_MAX, maxLength(TEMPLATE_HTML_MAX)).nullable().optional(),
  ),
  label_ids: z.array(z.uuid()).max(TEMPLATE_LABELS_MAX, maxLength(TEMPLATE_LABELS_MAX)).optional(),
  is_shared: zBool().optional(),
};

const refineTemplate = (t: TemplateDraft, ctx: z.RefinementCtx) => {
  for (const p of templateProblems(t)) ctx.addIssue({ code: 'custom', message: p.message, path: [p.path] });
};

/** POST /templates: a new template (personal unless shared with the workspace). */
export const templateBodySchema = z.strictObject(templateFields).superRefine(refineTemplate);
export type TemplateBody = z.infer<typeof templateBodySchema>;

/** PUT /templates/:id: any of the fields; the channel's rules run on the merged template. */
export const templateUpdateSchema = z.strictObject(templateFields).partial();
export type TemplateUpdate = z.infer<typeof templateUpdateSchema>;

/** GET /templates: filters. */
export const templateQuerySchema = z.object({
  space: z.string().max(100).optional(),
  channel: z.enum(TEMPLATE_CHANNELS).optional(),
  label: z.uuid().optional(),
  owner: z.enum(TEMPLATE_OWNERS).default('all'),
  sort: z.enum(TEMPLATE_SORTS).default('updated'),
  q: z.string().trim().max(100).optional(),
});
export type TemplateQuery = z.infer<typeof templateQuerySchema>;

/** POST /templates/import: templates exported as JSON (labels are not carried across). */
export const templateImportSchema = z.strictObject({
  templates: z
    .array(
      z
        .object({ ...templateFields, label_ids: z.unknown().optional(), is_shared: zBool().optional() })
        .transform(({ label_ids: _drop, ...rest }) => rest)
        .superRefine(refineTemplate),
    )
    .min(1, MESSAGES.templateImportEmpty)
    .max(TEMPLATE_IMPORT_MAX, maxLength(TEMPLATE_IMPORT_MAX)),
});
export type TemplateImport = z.infer<typeof templateImportSchema>;
