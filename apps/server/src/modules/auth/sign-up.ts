import { CODES } from '@leadloop/domain';
import type { SignUpBody } from '@leadloop/domain/auth/rules';
import type { AppContext } from '../../lib/context.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { findUserByEmail, toUserView } from '../users/index.js';
import {
  addMember,
  findSpaceByCode,
  acceptInviteFromToken,
  assertChoosable,
  notifySpace,
} from '../spaces/index.js';
import { brandForHost, type BrandConfig } from '../brand/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { issueToken } from '../../lib/tokens.js';
import { createAccount, type NewAccount } from './create-account.js';
import { sendActivationEmail } from './emails.js';

type UserRow = Awaited<ReturnType<typeof createAccount>>;

/** 001 §5: a brand with UI registration off (or GHL-only) lets in invited people only. */
export function assertRegistrationOpen(brand: BrandConfig, invited: boolean): void {
  if ((!brand.auth.is_ui_registration_enabled || brand.auth.is_ghl_only_registration) && !invited)
    throw forbidden(CODES.registrationClosed);
}

/** The referral and tracking values a new user keeps (from the anonymous token and the form). */
export function trackInfoOf(
  tokenData: Record<string, string>,
  extra: Record<string, string | undefined> = {},
) {
  const trackInfo: Record<string, string> = {};
  for (const key of ['ref', 'i'] as const) if (tokenData[key]) trackInfo[key] = tokenData[key];
  for (const [key, value] of Object.entries(extra)) if (value) trackInfo[key] = value;
  return trackInfo;
}

/** A new user's fields (the shared account-creation path's). */
export type NewUser = NewAccount;

/**
 * Creates a user as every registration does (password sign-up, sign in with Google / Microsoft): the
 * account (createAccount: platform admin when listed, a prepaid customer's plan applied), joins the space
 * of the invite code (if any), accepts the email invite the anonymous token carried, and sends the
 * activation email unless the address is already confirmed.
 */
export async function registerUser(
  ctx: AppContext,
  fields: NewUser,
  tokenData: Record<string, string>,
  space?: { id: string },
): Promise<UserRow> {
  const user = await createAccount(ctx, fields);

  if (space) {
    await addMember(ctx.db, space.id, user.id, { isAdmin: false });
    notifySpace(ctx, space.id);
  }
  await acceptInviteFromToken(ctx, user, tokenData.invite);
  if (!user.emailConfirmed) await sendActivationEmail(ctx, user);
  return (await findUserByEmail(ctx.db, user.email))!;
}

/**
 * POST /auth/sign_up: creates the user, joins the space of invite_code (if any), accepts the email invite
 * the anonymous token carried (if it was sent to this address), issues a new token and sends the
 * activation email.
 */
export async function signUp(
  ctx: AppContext,
  body: SignUpBody,
  tokenData: Record<string, string>,
  host?: string,
) {
  // The address's brand (000 §1): the user belongs to it, and its rules (001 §5) decide who may register.
  const { brand } = await brandForHost(ctx.db, host);
  if (!brand.auth.is_password_auth_enabled) throw forbidden(CODES.signInMethodDisabled);
  assertRegistrationOpen(brand, Boolean(body.invite_code || tokenData.invite));
  if (await findUserByEmail(ctx.db, body.email)) throw badRequest(CODES.emailAlreadyExists);
  const space = body.invite_code ? await findSpaceByCode(ctx.db, body.invite_code) : undefined;
  if (body.invite_code && !space) throw notFound(CODES.spaceNotFound);
  if (space) assertChoosable(space);

  const user = await registerUser(
    ctx,
    {
      email: body.email,
      passwordHash: await hashPassword(body.password),
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone ?? null,
      brand: brand.brand,
      trackInfo: trackInfoOf(tokenData, { irclickid: body.irclickid, track: body.track }),
    },
    tokenData,
    space,
  );
  const token = await issueToken(ctx.db, user.id);
  return { token, user: toUserView(user) };
}
