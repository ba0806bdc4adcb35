import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { brandConfigSchema } from '../auth/entities.js';
import {
  ALLOWED_PAGES,
  GRANTED_ACCESS,
  INVITE_STATUSES,
  SUBSCRIPTION_MODES,
  WORKSPACE_STATUSES,
} from './enums.js';
import { INVITE_CODE_LENGTH } from './rules.js';
import { FEATURE_FLAGS, FEATURE_STATUSES } from '../tiers/enums.js';
import { SAMPLE_STATUSES } from '../sample-data/entities.js';

export const workspaceUserSchema = z.object({
  _id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  is_admin: z.boolean(),
  available_credentials: z.array(idSchema),
  allowed_pages: z.array(z.enum(ALLOWED_PAGES)).nullable(),
});
export type WorkspaceUser = z.infer<typeof workspaceUserSchema>;

/** 001 §3 Workspace (space). Status "active, blocked or other": other values pass as strings. */
export const workspaceSchema = z.object({
  _id: idSchema,
  name: z.string(),
  brand: z.string(),
  status: z.enum(WORKSPACE_STATUSES).or(z.string()),
  tier: z.number().int(),
  is_paid: z.boolean(),
  payment_in_progress: z.boolean(),
  is_billing_enabled: z.boolean(),
  subscription_mode: z.enum(SUBSCRIPTION_MODES),
  subscription: z
    .object({ tier: z.number().int(), interval: z.number().int(), currency: z.string(), amount: z.number() })
    .nullable()
    .optional(),
  photo: z.string().nullable(),
  created_at: isoDateSchema,
  users: z.array(workspaceUserSchema),
  admins: z.array(idSchema),
  used_seats: z.number().int(),
  subscription_used_seats: z.number().int().optional(),
  total_seats: z.number().int(),
  available_seats: z.number().int(),
  cloud_seats_available: z.number().int(),
  extension_seats_available: z.number().int(),
  extension_overusage: z.number().int().optional(),
  credits_usage: z.object({
    usage_by_type: z.object({ default: z.number() }).catchall(z.number()),
    available_by_type: z.object({ default: z.number() }).catchall(z.number()),
  }),
  features_settings: z
    .object({ seats_settings: z.object({ cloud: z.boolean() }).partial() })
    .partial()
    .optional(),
  vendasta_bar: z
    .object({ max_credentials: z.number().int(), addons: z.array(z.string()) })
    .partial()
    .optional(),
  show_crm: z.boolean(),
  has_dialer: z.boolean(),
  crm_tokens: z.record(z.string(), z.boolean()).optional(),
  ghl_space_id: z.string().nullable().optional(),
  info: z
    .object({ location: z.object({ country_code: z.string() }).partial() })
    .partial()
    .optional(),
  notifications: z.object({ is_expired_hubspot_token: z.boolean() }).partial().optional(),
  config: brandConfigSchema,
  /** A sample workspace ("Try it with sample data"): its state; null for a real workspace. */
  sample_status: z.enum(SAMPLE_STATUSES).nullable().optional(),
  /** The trial a new workspace starts on (issue 33): its tier, end and whole days left; null once over. */
  trial: z
    .object({ tier: z.number().int(), ends_at: isoDateSchema, days_left: z.number().int() })
    .nullable()
    .optional(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** Switcher list entry (foundation contract). */
export const spaceSummarySchema = z.object({
  _id: idSchema,
  name: z.string(),
  status: z.string(),
  photo: z.string().nullable(),
  is_admin: z.boolean(),
  users_count: z.number().int(),
  /** A sample workspace: its state (the switcher marks it); null for a real workspace. */
  sample_status: z.enum(SAMPLE_STATUSES).nullable().optional(),
});
export type SpaceSummary = z.infer<typeof spaceSummarySchema>;

/** 001 §3 Invite (+ 000 §4 status). */
export const inviteSchema = z.object({
  _id: idSchema,
  email: z.string(),
  granted_access: z.enum(GRANTED_ACCESS),
  allowed_pages: z.array(z.enum(ALLOWED_PAGES)).nullable(),
  status: z.enum(INVITE_STATUSES),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type Invite = z.infer<typeof inviteSchema>;

export const codeInviteSchema = z.object({
  _id: idSchema,
  code: z.string().length(INVITE_CODE_LENGTH),
  created_at: isoDateSchema,
});
export type CodeInvite = z.infer<typeof codeInviteSchema>;

/** POST /users/{id}/exit_from_space. */
export const memberExitSchema = z.object({ space_id: idSchema, user_id: idSchema });
/** POST /users/{id}/change_admin. */
export const adminChangeSchema = z.object({ user_id: idSchema, space_id: idSchema, is_admin: z.boolean() });
/** GET/PUT /users/{id}/allowed_pages (null: an admin, never limited). */
export const memberAllowedPagesSchema = z.object({
  allowed_pages: z.array(z.enum(ALLOWED_PAGES)).nullable(),
});
/** POST /users/{id}/set_credentials. */
export const availableCredentialsSchema = z.object({ available_credentials: z.array(idSchema) });
/** GET /users/get_available_credentials. */
export const memberCredentialsSchema = z.object({
  is_admin: z.boolean(),
  available_credentials: z.array(idSchema),
});

/** GET /space/features: the workspace's tier and what each feature flag allows (001 §3). */
export const spaceFeaturesSchema = z.object({
  tier: z.number().int(),
  features: z.record(z.enum(FEATURE_FLAGS), z.enum(FEATURE_STATUSES)),
});
export type SpaceFeatures = z.infer<typeof spaceFeaturesSchema>;

/** POST /space/subscriptions/validate: may the workspace use paid features right now. */
export const subscriptionCheckSchema = z.object({
  valid: z.boolean(),
  tier: z.number().int(),
  is_paid: z.boolean(),
  is_billing_enabled: z.boolean(),
  payment_in_progress: z.boolean(),
  subscription_mode: z.enum(SUBSCRIPTION_MODES),
});

/** POST /space/sign_up_settings: what joining by code grants. */
export const signUpSettingsSchema = z.object({
  granted_access: z.enum(GRANTED_ACCESS),
  allowed_pages: z.array(z.enum(ALLOWED_PAGES)).nullable(),
});

/** POST /space/crm_suggestion: the request as kept. */
export const crmSuggestionSchema = z.object({
  crm_suggestion: z.string(),
  user_id: idSchema,
  created_at: isoDateSchema,
});

/** PUT /space/admin/{id}/manual_credits: the balance after the grant. */
export const creditBalanceSchema = z.object({ balance: z.number().int() });

/** GET /space/invites: the invite (by email, or the workspace's join code) before signing in. */
export const invitePreviewSchema = z.object({
  _id: idSchema.nullable(),
  type: z.enum(['email', 'code']),
  space: z.object({ _id: idSchema, name: z.string(), photo: z.string().nullable() }),
  email: z.string().nullable(),
  granted_access: z.enum(GRANTED_ACCESS),
  status: z.enum(INVITE_STATUSES),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;
