import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { USER_STATUSES, LOGO_SHAPES } from '../spaces/enums.js';
import { SUPPORT_INTEGRATIONS } from '../integrations/enums.js';
import { ADMIN_ROLES } from '../admin/roles.js';
import { BRAND_FEATURES } from '../admin/brand-features.js';

/** 001 §3 config (brand look and support) shared by User and Workspace. */
export const brandConfigSchema = z.object({
  name: z.string().optional(),
  color: z.string().optional(),
  brand: z.string().optional(),
  logo_shape: z.enum(LOGO_SHAPES).optional(),
  is_billing_enabled: z.boolean().optional(),
  is_ghl_connected: z.boolean().optional(),
  promote_kit_id: z.string().nullable().optional(),
  support: z
    .object({
      name: z.enum(SUPPORT_INTEGRATIONS).or(z.string()).nullable(),
      app_id: z.string().nullable().optional(),
      user_id: z.string().nullable().optional(),
    })
    .partial()
    .optional(),
  client_link: z.string().nullable().optional(),
});
export type BrandConfig = z.infer<typeof brandConfigSchema>;

/** 001 §3 User, as the API returns it (foundation contract). No password, ever. */
export const userSchema = z.object({
  _id: idSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  brand: z.string(),
  status: z.enum(USER_STATUSES),
  email_confirmed: z.boolean(),
  created_at: isoDateSchema,
  is_platform_admin: z.boolean(),
  /** The admin console role (000 §6); null for customers. Shows the /admin link and the mobile admin tab. */
  admin_role: z.enum(ADMIN_ROLES).nullable().optional(),
  current_space_id: idSchema.nullable(),
  calendly_token: z.object({ id: z.string(), calendly_user_id: z.string().optional() }).nullable(),
  /** The referral data the user signed up with (irclickid, ref, i…). */
  track_info: z.object({ irclickid: z.string().optional() }).catchall(z.string()).nullable().optional(),
  config: brandConfigSchema,
});
export type User = z.infer<typeof userSchema>;

/** POST /auth/sign_up and /auth/sign_in: the session token and the user. */
export const authResultSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

/** GET /auth/validate_token: the user behind the token (null for an anonymous token). */
export const tokenSessionSchema = z.object({ user: userSchema.nullable() });
export type TokenSession = z.infer<typeof tokenSessionSchema>;

/** Brand (white-label) public configuration (foundation contract GET /brand). */
export const brandSchema = z.object({
  brand: z.string(),
  name: z.string(),
  colors: z.object({ primary: z.string() }).catchall(z.string()),
  logo_url: z.string().nullable(),
  logo_shape: z.enum(LOGO_SHAPES),
  support: z.object({
    type: z.string(),
    name: z.string().nullable(),
    app_id: z.string().nullable(),
    user_id: z.string().nullable(),
  }),
  /** Display name of the professional network in this brand. */
  network_name: z.string(),
  is_billing_enabled: z.boolean(),
  client_link: z.string().nullable(),
  /** Logos (square for the collapsed shell, rectangle for the header) and their height in px (35 default). */
  logo_square_url: z.string().nullable(),
  logo_rectangle_url: z.string().nullable(),
  logo_height: z.number(),
  favicon_url: z.string().nullable(),
  sidebar_links: z.array(z.object({ label: z.string(), url: z.string() })),
  bottom_links: z.array(z.object({ label: z.string(), url: z.string() })),
  /**
   * Which sign-in buttons and whether the sign-up form show (001 §5 white-label rules). Google / Microsoft
   * show only where the server has a sign-in provider; `sso_sandbox`: the buttons lead to the sandbox.
   */
  auth: z.object({
    password: z.boolean(),
    google: z.boolean(),
    microsoft: z.boolean(),
    registration: z.boolean(),
    sso_sandbox: z.boolean(),
  }),
  flags: z.object({
    hide_health_panel: z.boolean(),
    hide_subscription_notices: z.boolean(),
    hide_seat_counts: z.boolean(),
    brand_features: z.array(z.enum(BRAND_FEATURES)),
    feature_request_url: z.string().nullable().optional(),
  }),
  is_buzz: z.boolean(),
  /** The restricted brand (000 §6): no workspace creation, no logout, a credential cap. */
  is_restricted: z.boolean(),
  max_credentials: z.number().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

/** POST /auth/create_token: an anonymous token carrying referral and invite data. */
export const anonymousTokenSchema = z.object({ token: z.string() });
/** GET /auth/logout. */
export const loggedOutSchema = z.object({ logged_out: z.literal(true) });
/** POST /auth/restore: the restore email went out (also for an unknown address: nothing is revealed). */
export const restoreSentSchema = z.object({ sent: z.literal(true) });
/** GET /auth/check_restore_code. */
export const restoreCodeValidSchema = z.object({ valid: z.literal(true) });
/** The user after a change that signs them in or confirms them (restore, activation). */
export const userResultSchema = z.object({ user: userSchema });
/** GET /auth/activate_email: whether an activation email went out. */
export const activationSentSchema = z.object({ sent: z.boolean(), email_confirmed: z.boolean() });
/** POST /oauth/accept. */
export const oauthGrantSchema = z.object({ accepted: z.literal(true), redirect_url: z.string().nullable() });
/** POST /users/exists. */
export const userExistsSchema = z.object({ exists: z.boolean() });

/** POST /auth/sso/{provider}/start: the provider's sign-in page to send the browser to. */
export const ssoStartSchema = z.object({ url: z.string() });
/** POST /auth/sso/sandbox/consent: where the sandbox provider sends the browser back. */
export const ssoSandboxRedirectSchema = z.object({ redirect_url: z.string() });
