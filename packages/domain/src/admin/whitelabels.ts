import { z } from 'zod';
import { LOGO_SHAPES } from '../spaces/enums.js';
import { SUPPORT_INTEGRATIONS } from '../integrations/enums.js';
import { MESSAGES } from '../messages/catalogue.js';
import { HOST_NAME_PATTERN, validateWhitelabelAuth } from './rules.js';
import { isImageUrl, isWebLink } from '../common/web-link.js';
import { BRAND_FEATURES } from './brand-features.js';

/**
 * A white label (000 §1, §6; 001 §3, §5): a brand Leadloop is sold under, stored as data. Its id in API
 * paths is its brand key — the value `users.brand` and `spaces.brand` carry.
 */
export const WHITELABEL_STATUSES = ['active', 'inactive'] as const;
export type WhitelabelStatus = (typeof WHITELABEL_STATUSES)[number];

/** A brand key: a lowercase slug (it appears in URLs and on every user and workspace row). */
export const brandKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, MESSAGES.brandKeyInvalid);

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, MESSAGES.colorInvalid);

/** A host name without scheme or port, lowercase (e.g. `app.acme.test`). */
export const hostNameSchema = z.string().trim().toLowerCase().regex(HOST_NAME_PATTERN, MESSAGES.hostInvalid);

/** A logo or favicon: an uploaded file's path or an http(s) URL (never `javascript:` or `data:`). */
const optionalImageUrl = z.string().trim().max(2000).refine(isImageUrl, MESSAGES.checkUrl).nullable();
/** A link customers open: an absolute http(s) URL only. */
const webLink = z.string().trim().min(1).max(2000).refine(isWebLink, MESSAGES.checkUrl);

export const whitelabelLinkSchema = z.object({
  label: z.string().trim().min(1).max(60),
  url: z.string().trim().min(1).max(2000),
});
/** A link as an admin saves it: its URL http(s) only. */
const whitelabelLinkBodySchema = whitelabelLinkSchema.extend({ url: webLink });

export const whitelabelColorsSchema = z.object({
  primary: hexColor,
  secondary: hexColor,
  accent: hexColor,
});

export const whitelabelSupportSchema = z.object({
  type: z.enum(SUPPORT_INTEGRATIONS),
  /** Display name shown next to the chat. */
  name: z.string().trim().max(100).nullable(),
  /** The integration's app / property / portal id (Tawk: `property/widget`). */
  app_id: z.string().trim().max(200).nullable(),
  user_id: z.string().trim().max(200).nullable(),
});

export const whitelabelAuthSchema = z.object({
  is_password_auth_enabled: z.boolean(),
  is_google_auth_enabled: z.boolean(),
  is_microsoft_auth_enabled: z.boolean(),
  is_ui_registration_enabled: z.boolean(),
  is_ghl_only_registration: z.boolean(),
});

export const whitelabelFlagsSchema = z.object({
  hide_health_panel: z.boolean(),
  hide_subscription_notices: z.boolean(),
  hide_seat_counts: z.boolean(),
  /** Features this brand alone has (the closed list of brand-features.ts; unknown stored names are dropped when read). */
  brand_features: z.array(z.enum(BRAND_FEATURES)).max(BRAND_FEATURES.length),
  /** Where the account panel's "Request a feature" link goes (brand feature `feature_requests`); absent on older rows. */
  feature_request_url: z.string().nullable().optional(),
});

export const whitelabelEmailSchema = z.object({
  sender_name: z.string().trim().max(100).nullable(),
  sender_email: z.string().trim().email(MESSAGES.enterCorrectEmail).nullable(),
  smtp_host: z.string().trim().max(255).nullable(),
  smtp_port: z.number().int().min(1).max(65535).nullable(),
  smtp_secure: z.boolean(),
  smtp_user: z.string().trim().max(255).nullable(),
});

/** The restricted brand (000 §6): a credential cap and no workspace creation, no logout. */
export const whitelabelRestrictionSchema = z.object({
  is_restricted: z.boolean(),
  /** `vendasta_bar.max_credentials`: accounts a workspace of this brand may connect (null = no cap). */
  max_credentials: z.number().int().min(0).max(10_000).nullable(),
});

/** Everything an admin sees of a white label (the SMTP password never leaves the server). */
export const whitelabelSchema = z.object({
  brand: z.string(),
  name: z.string(),
  status: z.enum(WHITELABEL_STATUSES),
  colors: whitelabelColorsSchema,
  logo_square_url: z.string().nullable(),
  logo_rectangle_url: z.string().nullable(),
  logo_shape: z.enum(LOGO_SHAPES),
  logo_height: z.number().int(),
  favicon_url: z.string().nullable(),
  support: whitelabelSupportSchema,
  sidebar_links: z.array(whitelabelLinkSchema),
  bottom_links: z.array(whitelabelLinkSchema),
  network_name: z.string(),
  email: whitelabelEmailSchema.extend({ has_smtp_password: z.boolean() }),
  auth: whitelabelAuthSchema,
  flags: whitelabelFlagsSchema,
  is_buzz: z.boolean(),
  restriction: whitelabelRestrictionSchema,
  is_billing_enabled: z.boolean(),
  client_link: z.string().nullable(),
  hosts: z.array(z.string()),
  allow_customer_domains: z.boolean(),
  /** Per-customer domains: a host name that opens one workspace of the brand, in the brand. */
  customer_hosts: z.array(
    z.object({ host: z.string(), space_id: z.string(), space_name: z.string().nullable() }),
  ),
  users_count: z.number().int(),
  created_at: z.string(),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

/** A workspace of a brand, as the customer-domain picker lists it. */
export const brandSpaceSchema = z.object({ _id: z.string(), name: z.string() });
export type BrandSpace = z.infer<typeof brandSpaceSchema>;

export const whitelabelListSchema = z.object({
  whitelabels: z.array(whitelabelSchema),
  counts: z.record(z.enum(WHITELABEL_STATUSES), z.number().int()),
});

/** POST /admin/whitelabels/create. */
export const whitelabelCreateBodySchema = z.object({
  brand: brandKeySchema,
  name: z.string().trim().min(1, MESSAGES.whitelabelNameRequired).max(100),
  primary_color: hexColor.optional(),
  hosts: z.array(hostNameSchema).max(20).optional(),
});
export type WhitelabelCreateBody = z.infer<typeof whitelabelCreateBodySchema>;

/** PUT /admin/whitelabels/{brand}: any section, each checked whole. */
export const whitelabelUpdateBodySchema = z
  .object({
    name: z.string().trim().min(1, MESSAGES.whitelabelNameRequired).max(100),
    status: z.enum(WHITELABEL_STATUSES),
    colors: whitelabelColorsSchema,
    logo_square_url: optionalImageUrl,
    logo_rectangle_url: optionalImageUrl,
    logo_shape: z.enum(LOGO_SHAPES),
    logo_height: z.number().int().min(16).max(120),
    favicon_url: optionalImageUrl,
    support: whitelabelSupportSchema,
    sidebar_links: z.array(whitelabelLinkBodySchema).max(20),
    bottom_links: z.array(whitelabelLinkBodySchema).max(20),
    network_name: z.string().trim().min(1).max(40),
    email: whitelabelEmailSchema.extend({
      /** A new SMTP password (sealed at rest); omitted keeps the stored one, null removes it. */
      smtp_password: z.string().max(500).nullable().optional(),
    }),
    auth: whitelabelAuthSchema,
    flags: whitelabelFlagsSchema.extend({ feature_request_url: webLink.nullable().optional() }),
    is_buzz: z.boolean(),
    restriction: whitelabelRestrictionSchema,
    is_billing_enabled: z.boolean(),
    client_link: webLink.nullable(),
    hosts: z.array(hostNameSchema).max(20),
    allow_customer_domains: z.boolean(),
    customer_hosts: z.array(z.object({ host: hostNameSchema, space_id: z.string().uuid() })).max(200),
  })
  .partial()
  .superRefine((body, ctx) => {
    if (body.auth) {
      const verdict = validateWhitelabelAuth(body.auth);
      if (verdict !== true) ctx.addIssue({ code: 'custom', path: ['auth'], message: verdict });
    }
    if (body.support && body.support.type !== 'none' && !body.support.app_id)
      ctx.addIssue({ code: 'custom', path: ['support', 'app_id'], message: MESSAGES.addSupportAppId });
  });
export type WhitelabelUpdateBody = z.infer<typeof whitelabelUpdateBodySchema>;

/** POST /admin/emails/test: test emails of the given kinds, sent to `email` as the user `user` would get them. */
export const EMAIL_TEST_TYPES = ['activation', 'restore', 'invite'] as const;
export const emailTestBodySchema = z.object({
  email: z.string().trim().email(MESSAGES.enterCorrectEmail),
  /** The user whose brand the emails wear (id or email); the brand key may be given instead. */
  user: z.string().trim().min(1),
  types: z.array(z.enum(EMAIL_TEST_TYPES)).min(1),
});
export const emailTestResultSchema = z.object({
  results: z.array(
    z.object({ type: z.enum(EMAIL_TEST_TYPES), status: z.string(), error: z.string().nullable() }),
  ),
});
