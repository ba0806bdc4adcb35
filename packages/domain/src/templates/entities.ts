import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { TEMPLATE_CHANNELS } from './limits.js';

/**
 * Templates: the shapes the API answers with. The server registers them as response schemas (checked in
 * every test) and returns their types; the web imports the same types. One definition of each.
 */
export const templateSchema = z.object({
  _id: idSchema,
  channel: z.enum(TEMPLATE_CHANNELS),
  name: z.string(),
  subject: z.string().nullable(),
  /** The body (plain text for email; its HTML part is `html`). */
  text: z.string(),
  html: z.string().nullable(),
  label_ids: z.array(idSchema),
  /** Shared with the workspace (every member sees it) or personal (its author only). */
  is_shared: z.boolean(),
  created_by: idSchema.nullable(),
  author_name: z.string().nullable(),
  /** The caller may edit or delete it: its author, or a workspace admin for a shared one. */
  can_edit: z.boolean(),
  usage_count: z.number().int(),
  last_used_at: isoDateSchema.nullable(),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type Template = z.infer<typeof templateSchema>;

/** GET /templates: the templates the caller sees, filtered; counts per channel for the tabs. */
export const templateListSchema = z.object({
  items: z.array(templateSchema),
  total: z.number().int(),
  by_channel: z.record(z.string(), z.number().int()),
});
export type TemplateList = z.infer<typeof templateListSchema>;

/** POST /templates/:id/use: the template's new usage count. */
export const templateUsageSchema = z.object({ _id: idSchema, usage_count: z.number().int() });
export type TemplateUsage = z.infer<typeof templateUsageSchema>;

/** GET /templates/export: portable templates (no ids, authors or labels). */
export const templateExportSchema = z.object({
  version: z.literal(1),
  templates: z.array(
    z.object({
      channel: z.enum(TEMPLATE_CHANNELS),
      name: z.string(),
      subject: z.string().nullable(),
      text: z.string(),
      html: z.string().nullable(),
      is_shared: z.boolean(),
    }),
  ),
});
export type TemplateExport = z.infer<typeof templateExportSchema>;

/** POST /templates/import: how many were created. */
export const templateImportResultSchema = z.object({ created: z.number().int() });
