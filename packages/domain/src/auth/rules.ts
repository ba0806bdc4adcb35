import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { passwordMax, passwordMin } from '../messages/format.js';
import { emailSchema } from '../common/email.js';
import { NAME_MAX, optionalText, requiredText } from '../common/text.js';
import { inviteCodeSchema } from '../spaces/rules.js';
import { optionalPhoneSchema } from '../common/phone.js';

/** 001 §5, §9: user passwords are 8 to 40 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 40;

export { emailSchema };

/** A user password (not trimmed: spaces are legitimate characters). */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN, passwordMin(PASSWORD_MIN))
  .max(PASSWORD_MAX, passwordMax(PASSWORD_MAX));

/** The sign-in password: any non-empty string (old accounts may predate the current rule). */
const signInPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(200, passwordMax(200));

/** 001 §5 'Passwords must match on reset': refusal text or true. */
export function passwordsMatch(password: string, confirmation: string): true | string {
  return password === confirmation ? true : MESSAGES.passwordsDoNotMatch;
}

export const signUpBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  first_name: requiredText(MESSAGES.firstNameRequired, NAME_MAX),
  last_name: requiredText(MESSAGES.lastNameRequired, NAME_MAX),
  phone: optionalPhoneSchema,
  invite_code: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    inviteCodeSchema.optional(),
  ),
  track: optionalText(2000),
  irclickid: optionalText(200),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.strictObject({
  email: emailSchema,
  password: signInPasswordSchema,
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const restoreBodySchema = z.strictObject({ email: emailSchema });
export type RestoreBody = z.infer<typeof restoreBodySchema>;

/**
 * Restore and activation codes are opaque random strings. (Not 'Token is not valid': the web treats that
 * text like a 401 and drops its session.)
 */
export const oneTimeCodeSchema = z
  .string({ error: MESSAGES.oneTimeCodeInvalid })
  .trim()
  .min(1, MESSAGES.oneTimeCodeInvalid)
  .max(200, MESSAGES.oneTimeCodeInvalid);

export const setPasswordWithRestoreCodeSchema = z.strictObject({
  password: passwordSchema,
  restore_code: oneTimeCodeSchema,
});
export type SetPasswordWithRestoreCodeBody = z.infer<typeof setPasswordWithRestoreCodeSchema>;

/** The reset form adds a confirmation field that must match ('Passwords do not match'). */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirm_password: z.string().max(PASSWORD_MAX) })
  .refine((v) => v.password === v.confirm_password, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  });

export const changePasswordBodySchema = z.strictObject({
  old_password: signInPasswordSchema,
  password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const updateUserBodySchema = z.strictObject({
  first_name: requiredText(MESSAGES.firstNameRequired, NAME_MAX).optional(),
  last_name: requiredText(MESSAGES.lastNameRequired, NAME_MAX).optional(),
  phone: optionalPhoneSchema,
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const userExistsBodySchema = z.strictObject({ email: emailSchema });
export const createTokenBodySchema = z.strictObject({
  ref: optionalText(200),
  invite: optionalText(200),
  i: optionalText(200),
});
export const oauthAcceptBodySchema = z.strictObject({
  state: requiredText(MESSAGES.required, 500),
  client_id: requiredText(MESSAGES.required, 200),
});

/** Sign in with Google / Microsoft (001 §5 authorization methods): the OpenID Connect providers. */
export const SSO_PROVIDERS = ['google', 'microsoft'] as const;
export const ssoProviderSchema = z.enum(SSO_PROVIDERS);
export type SsoProvider = z.infer<typeof ssoProviderSchema>;

/** The one-time login code the provider's callback hands the web app, exchanged for a token. */
export const ssoExchangeBodySchema = z.strictObject({
  login_code: requiredText(MESSAGES.ssoLinkExpired, 200),
});

/** The sandbox provider's consent page: who the person continues as (or that they cancelled). */
export const ssoSandboxConsentBodySchema = z.strictObject({
  redirect_uri: requiredText(MESSAGES.required, 2000),
  state: requiredText(MESSAGES.required, 500),
  nonce: requiredText(MESSAGES.required, 500),
  code_challenge: requiredText(MESSAGES.required, 200),
  email: emailSchema.optional(),
  first_name: optionalText(NAME_MAX),
  last_name: optionalText(NAME_MAX),
  email_verified: z.boolean().default(true),
  cancelled: z.boolean().default(false),
});
export type SsoSandboxConsentBody = z.infer<typeof ssoSandboxConsentBodySchema>;
