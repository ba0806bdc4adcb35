import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { prospectSchema } from '../prospects/entities.js';
import {
  BULK_ENRICH_MAX,
  BULK_ENRICH_STATUSES,
  CATCH_ALL_POLICIES,
  EMAIL_VERIFICATION_RESULTS,
  ENRICHMENT_SOURCES,
} from './enums.js';

const sourceList = z
  .array(z.enum(ENRICHMENT_SOURCES))
  .max(ENRICHMENT_SOURCES.length)
  .refine((l) => new Set(l).size === l.length, { message: 'A source is listed twice' });

/** GET/PUT /enrichment/settings: the workspace's waterfall, its catch-all policy and re-enrichment age. */
export const enrichmentSettingsSchema = z.object({
  email_sources: sourceList,
  phone_sources: sourceList,
  catch_all_policy: z.enum(CATCH_ALL_POLICIES),
  refresh_after_days: z.number().int().min(1).max(3650),
  /** The sources this server can reach (the rest are not configured). */
  available_sources: z.array(z.enum(ENRICHMENT_SOURCES)),
});
export type EnrichmentSettings = z.infer<typeof enrichmentSettingsSchema>;
export const enrichmentSettingsBody = z.strictObject({
  email_sources: sourceList.optional(),
  phone_sources: sourceList.optional(),
  catch_all_policy: z.enum(CATCH_ALL_POLICIES).optional(),
  refresh_after_days: z.number().int().min(1).max(3650).optional(),
});
export type EnrichmentSettingsBody = z.infer<typeof enrichmentSettingsBody>;

/** Where one enriched field came from, when, and what its check said. */
export const fieldProvenanceSchema = z.object({
  value: z.string(),
  source: z.enum(ENRICHMENT_SOURCES),
  found_at: isoDateSchema,
  verification: z.enum(EMAIL_VERIFICATION_RESULTS),
  /** Older than the workspace's re-enrichment age: the next enrichment looks again. */
  stale: z.boolean(),
});
export type FieldProvenance = z.infer<typeof fieldProvenanceSchema>;

/** GET /profiles/{id}/enrichment: the provenance of the prospect's enriched email and phone. */
export const prospectEnrichmentSchema = z.object({
  email: fieldProvenanceSchema.nullable(),
  phone: fieldProvenanceSchema.nullable(),
});
export type ProspectEnrichment = z.infer<typeof prospectEnrichmentSchema>;

/**
 * POST /v2/looch/profiles/enrich (001 §6): the workspace prospects to enrich — ids, profile links, else the
 * newest `limit`. The spec's people-database `filters` belong to the finder's search, not taken here.
 */
export const bulkEnrichBody = z.strictObject({
  ids: z.array(idSchema).max(BULK_ENRICH_MAX).optional(),
  linkedin_urls: z.array(z.string().max(500)).max(BULK_ENRICH_MAX).optional(),
  limit: z.number().int().min(1).max(BULK_ENRICH_MAX).optional(),
});
export type BulkEnrichBody = z.infer<typeof bulkEnrichBody>;

/** A bulk enrichment run and its progress. */
export const enrichRunSchema = z.object({
  _id: idSchema,
  status: z.enum(BULK_ENRICH_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  found: z.number().int(),
  credits_spent: z.number().int(),
  error: z.string().nullable(),
  created_at: isoDateSchema,
  finished_at: isoDateSchema.nullable(),
});
export type EnrichRun = z.infer<typeof enrichRunSchema>;
export const enrichRunListSchema = z.object({ items: z.array(enrichRunSchema) });

/** One prospect's waterfall: the prospect after it, credits spent, and each field's provenance. */
export const waterfallResultSchema = z.object({
  prospect: prospectSchema,
  credits_spent: z.number().int(),
  enrichment: prospectEnrichmentSchema,
});
