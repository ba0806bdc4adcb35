import { z } from 'zod';
import { AGENCY_RULES, AUDIT_ACTIONS, MAX_AGENCY_WINDOW_DAYS, PERSON_ID_KINDS } from './rules.js';

/**
 * Agencies and people's data (issue 42): the shapes the API answers with and the bodies it takes. The
 * server registers them as schemas; the web imports the same types.
 */
export const agencyGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The brand that owns the group; null: a platform admin's. */
  brand: z.string().nullable(),
  rule: z.enum(AGENCY_RULES),
  window_days: z.number().int(),
  spaces: z.array(z.object({ _id: z.string(), name: z.string(), brand: z.string() })),
});
export type AgencyGroup = z.infer<typeof agencyGroupSchema>;
export const agencyGroupsSchema = z.object({ items: z.array(agencyGroupSchema) });
export type AgencyGroups = z.infer<typeof agencyGroupsSchema>;

export const agencyGroupBodySchema = z.object({
  name: z.string().trim().min(1).max(120),
  rule: z.enum(AGENCY_RULES),
  window_days: z.number().int().min(1).max(MAX_AGENCY_WINDOW_DAYS),
  space_ids: z.array(z.string().uuid()).max(1000),
});
export type AgencyGroupBody = z.infer<typeof agencyGroupBodySchema>;

/**
 * A group's overlap before a campaign starts: how many people (by person hash) each pair of its workspaces
 * both hold. Counts only: never who they are.
 */
export const agencyOverlapSchema = z.object({
  spaces: z.array(z.object({ _id: z.string(), name: z.string(), people: z.number().int() })),
  pairs: z.array(z.object({ a: z.string(), b: z.string(), shared: z.number().int() })),
});
export type AgencyOverlap = z.infer<typeof agencyOverlapSchema>;

export const dataRequestBodySchema = z.object({
  kind: z.enum(PERSON_ID_KINDS),
  value: z.string().trim().min(1).max(500),
});
export type DataRequestBody = z.infer<typeof dataRequestBodySchema>;

/** A data-subject request: what was found (rows per table), never the person's data itself. */
export const dataRequestSchema = z.object({
  _id: z.string(),
  status: z.enum(['open', 'erased']),
  scope: z.enum(['platform', 'brand', 'space']),
  created_at: z.string(),
  erased_at: z.string().nullable(),
  found: z.record(z.string(), z.number()),
  total: z.number().int(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

/** The erasure is confirmed by typing the identifier again. */
export const dataRequestEraseBodySchema = z.object({ confirm: z.string().trim().min(1).max(500) });

export const auditEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  at: z.string(),
  /** The email of the user who acted (a Leadloop user, never a prospect). */
  actor: z.string().nullable(),
  space_id: z.string().nullable(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ items: z.array(auditEntrySchema) });
export type AuditLog = z.infer<typeof auditLogSchema>;
