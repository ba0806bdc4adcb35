import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { emailSchema } from '../common/email.js';
import { zInt } from '../common/coerce.js';
import { HEALTH_INDEX_TRIGGERS, HEALTH_NOTIFY_MAX_EMAILS, HEALTH_NOTIFY_MAX_THRESHOLDS } from './rules.js';

export const healthTriggerSchema = z.enum(HEALTH_INDEX_TRIGGERS);
const FIGURE_MAX = 1_000_000_000;

/** 001 §3 Health index rule: min, max, points (and the trigger it measures). */
export const healthRuleSchema = z.object({
  _id: idSchema,
  trigger: healthTriggerSchema,
  min: z.number().int(),
  max: z.number().int().nullable(),
  points: z.number().int(),
});
export type HealthRule = z.infer<typeof healthRuleSchema>;
export const healthRulesSchema = z.array(healthRuleSchema);

export const healthRuleBodySchema = z.strictObject({
  trigger: healthTriggerSchema,
  min: z.number().int().min(0).max(FIGURE_MAX),
  max: z.number().int().min(0).max(FIGURE_MAX).nullable().default(null),
  points: z.number().int().min(-1000).max(1000),
});
export type HealthRuleBody = z.infer<typeof healthRuleBodySchema>;

export const healthTriggersSchema = z.array(
  z.object({ trigger: healthTriggerSchema, per_credential: z.boolean() }),
);

const matchedSchema = z.object({ trigger: healthTriggerSchema, value: z.number(), points: z.number() });
const bandSchema = z.enum(['at_risk', 'attention', 'healthy']);

/** One customer's (workspace's) index. */
export const healthCustomerSchema = z.object({
  space_id: idSchema,
  name: z.string(),
  brand: z.string(),
  score: z.number().int(),
  band: bandSchema,
  figures: z.record(z.string(), z.number()),
  matched: z.array(matchedSchema),
  computed_at: isoDateSchema,
});
export type HealthCustomer = z.infer<typeof healthCustomerSchema>;

export const healthStatisticsQuery = z.object({
  brand: z.string().max(60).optional(),
  band: bandSchema.optional(),
  q: z.string().max(100).optional(),
  offset: zInt({ min: 0, max: 1_000_000 }).default(0),
  limit: zInt({ min: 1, max: 100 }).default(25),
});

export const healthStatisticsSchema = z.object({
  items: z.array(healthCustomerSchema),
  total: z.number().int(),
});

export const healthMainSchema = z.object({
  customers: z.number().int(),
  average: z.number().nullable(),
  bands: z.object({ at_risk: z.number().int(), attention: z.number().int(), healthy: z.number().int() }),
  /** Customers per 10-point bucket: [0–9, 10–19, … 90–100]. */
  histogram: z.array(z.number().int()),
  by_brand: z.array(z.object({ brand: z.string(), customers: z.number().int(), average: z.number() })),
  computed_at: isoDateSchema.nullable(),
});
export type HealthMain = z.infer<typeof healthMainSchema>;

export const healthRecalculateSchema = z.object({
  status: z.enum(['queued', 'done']),
  customers: z.number().int(),
  credentials: z.number().int(),
  notified: z.number().int(),
});

export const credentialHealthSchema = z.object({
  credential_id: idSchema,
  space_id: idSchema,
  name: z.string(),
  status: z.string(),
  score: z.number().int().nullable(),
  band: bandSchema.nullable(),
  figures: z.record(z.string(), z.number()),
  matched: z.array(matchedSchema),
  computed_at: isoDateSchema.nullable(),
});
export type CredentialHealth = z.infer<typeof credentialHealthSchema>;

/** PUT /admin/whitelabels/{id}/health_index: triggers are the thresholds (an index falling below one notifies). */
export const healthNotifyBodySchema = z.strictObject({
  triggers: z.array(z.number().int().min(1).max(100)).max(HEALTH_NOTIFY_MAX_THRESHOLDS),
  emails: z.array(emailSchema).max(HEALTH_NOTIFY_MAX_EMAILS),
});
export const healthNotifySchema = z.object({
  brand: z.string(),
  triggers: z.array(z.number().int()),
  emails: z.array(z.string()),
});
export type HealthNotify = z.infer<typeof healthNotifySchema>;

/**
 * GET /dashboard/health_index: the workspace's own index, as its members see it (000 §6 health panel; a
 * brand with `flags.hide_health_panel` shows none and the call answers 404). Accounts: those the caller may use.
 */
export const spaceHealthSchema = z.object({
  score: z.number().int().nullable(),
  band: bandSchema.nullable(),
  matched: z.array(matchedSchema),
  accounts: z.array(
    z.object({ credential_id: idSchema, name: z.string(), score: z.number().int(), band: bandSchema }),
  ),
  computed_at: isoDateSchema.nullable(),
});
export type SpaceHealth = z.infer<typeof spaceHealthSchema>;
