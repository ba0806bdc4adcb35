import { MESSAGES } from '@leadloop/domain/messages/catalogue';
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
import { brandForHost } from '../brand/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { issueToken } from '../../lib/tokens.js';
import { createAccount } from './create-account.js';
import { sendActivationEmail } from './emails.js';

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
  if (!brand.auth.is_password_auth_enabled) throw forbidden(MESSAGES.signInMethodDisabled);
  const invited = Boolean(body.invite_code || tokenData.invite);
  if ((!brand.auth.is_ui_registration_enabled || brand.auth.is_ghl_only_registration) && !invited)
    throw forbidden(MESSAGES.registrationClosed);
  if (await findUserByEmail(ctx.db, body.email)) throw badRequest(MESSAGES.emailAlreadyExists);
  const space = body.invite_code ? await findSpaceByCode(ctx.db, body.invite_code) : undefined;
  if (body.invite_code && !space) throw notFound(MESSAGES.spaceNotFound);
  if (space) assertChoosable(space);

  const trackInfo: Record<string, string> = {};
  for (const key of ['ref', 'i'] as const) if (tokenData[key]) trackInfo[key] = tokenData[key];
  if (body.irclickid) trackInfo.irclickid = body.irclickid;
  if (body.track) trackInfo.track = body.track;

  const passwordHash = await hashPassword(body.password);
  const user = await createAccount(ctx, {
    email: body.email,
    passwordHash,
    firstName: body.first_name,
    lastName: body.last_name,
    phone: body.phone ?? null,
    brand: brand.brand,
    trackInfo,
  });

  if (space) {
    await addMember(ctx.db, space.id, user.id, { isAdmin: false });
    notifySpace(ctx, space.id);
  }
  await acceptInviteFromToken(ctx, user, tokenData.invite);
  await sendActivationEmail(ctx, user);
  const token = await issueToken(ctx.db, user.id);
  const fresh = (await findUserByEmail(ctx.db, user.email))!;
  return { token, user: toUserView(fresh) };
}
