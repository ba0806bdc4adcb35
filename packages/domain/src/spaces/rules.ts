import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { inviteCodeLength, maxLength } from '../messages/format.js';
import { emailSchema, firstDuplicateIndex } from '../common/email.js';
import { hexColorSchema, NAME_MAX, optionalText, requiredText } from '../common/text.js';
import { toArray, zBool } from '../common/coerce.js';
import { ALLOWED_PAGES, GRANTED_ACCESS, LOGO_SHAPES } from './enums.js';

export { ALLOWED_PAGES, GRANTED_ACCESS };

/** 001 §5, §9: invite codes are exactly 12 characters. */
export const INVITE_CODE_LENGTH = 12;

export const inviteCodeSchema = z
  .string({ error: inviteCodeLength(INVITE_CODE_LENGTH) })
  .trim()
  .length(INVITE_CODE_LENGTH, inviteCodeLength(INVITE_CODE_LENGTH));

/** 001 §5: 'Name is required'. */
export const workspaceNameSchema = requiredText(MESSAGES.nameRequired, NAME_MAX);

export const createSpaceBodySchema = z.strictObject({
  name: workspaceNameSchema,
  promotekit_referral: optionalText(200),
});
export type CreateSpaceBody = z.infer<typeof createSpaceBodySchema>;

export const joinSpaceBodySchema = z.strictObject({ invite_code: inviteCodeSchema });

export const grantedAccessSchema = z.enum(GRANTED_ACCESS);
export const allowedPageSchema = z.enum(ALLOWED_PAGES);

/** null means "every page" (admins, or members without restrictions). */
export const allowedPagesSchema = z.preprocess(
  (v) => (v === 'null' ? null : toArray(v)),
  z.array(allowedPageSchema).max(ALLOWED_PAGES.length).nullable(),
);

/** Maximum addresses in one invite request. */
export const INVITES_MAX_PER_REQUEST = 50;

export const invitesBodySchema = z.strictObject({
  emails: z.preprocess(
    toArray,
    z
      .array(emailSchema, { error: MESSAGES.pleaseEnterEmail })
      .min(1, MESSAGES.pleaseEnterEmail)
      .max(INVITES_MAX_PER_REQUEST, maxLength(INVITES_MAX_PER_REQUEST))
      .superRefine((emails, ctx) => {
        const i = firstDuplicateIndex(emails);
        if (i >= 0) ctx.addIssue({ code: 'custom', message: MESSAGES.emailAlreadyAdded, path: [i] });
      }),
  ),
  granted_access: grantedAccessSchema.default('member'),
  allowed_pages: allowedPagesSchema.optional(),
});
export type InvitesBody = z.infer<typeof invitesBodySchema>;

/**
 * The workspace's appearance (000 §2 appearance/{id}; 001 §3 config.color, config.logo_shape): its colour
 * (hex of 3 or 6 digits; null goes back to the brand's) and the shape of its logo.
 */
export const spaceAppearanceSchema = z.strictObject({
  color: hexColorSchema.nullable().optional(),
  logo_shape: z.enum(LOGO_SHAPES).optional(),
});
export type SpaceAppearance = z.infer<typeof spaceAppearanceSchema>;

export const updateSpaceBodySchema = z.strictObject({
  space_object: z.strictObject({
    name: workspaceNameSchema.optional(),
    config: spaceAppearanceSchema.optional(),
  }),
});
export type UpdateSpaceObject = z.infer<typeof updateSpaceBodySchema>['space_object'];

export const setSpaceBodySchema = z.strictObject({ space_id: z.string().trim().min(1).max(100) });
export const exitFromSpaceBodySchema = setSpaceBodySchema;
export const changeAdminBodySchema = z.strictObject({
  space_id: z.string().trim().min(1).max(100),
  is_admin: zBool(),
});
export const allowedPagesBodySchema = z.strictObject({ allowed_pages: allowedPagesSchema });
export const setCredentialsBodySchema = z.strictObject({
  space_id: z.string().trim().min(1).max(100),
  credentials: z.preprocess(toArray, z.array(z.string().trim().min(1).max(100)).max(1000)),
});

/**
 * POST /space/sign_up_settings (001 §7; body not shown in the spec): the access a person gets when they
 * join this workspace with its invite code.
 */
export const signUpSettingsBodySchema = z.strictObject({
  granted_access: grantedAccessSchema,
  allowed_pages: allowedPagesSchema.optional(),
});
export type SignUpSettingsBody = z.infer<typeof signUpSettingsBodySchema>;

/** PUT /space/admin/{id}/manual_credits (platform admins): credits granted by hand. */
export const MANUAL_CREDITS_MAX = 1_000_000;
export const manualCreditsBodySchema = z.strictObject({
  count: z.coerce.number().int().min(1).max(MANUAL_CREDITS_MAX),
});

/** POST /space/crm_suggestion: a CRM the team asks us to support. */
export const crmSuggestionBodySchema = z.strictObject({
  crm_suggestion: z.string().trim().min(1, MESSAGES.nameRequired).max(100),
});
