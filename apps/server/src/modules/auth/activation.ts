import { CODES } from '@leadloop/domain';
import type { AppContext } from '../../lib/context.js';
import type { UserRow } from '../../lib/auth-guard.js';
import { badRequest, tooManyRequests } from '../../lib/errors.js';
import { findUserById, updateUser, toUserView } from '../users/index.js';
import { consumeCode, findCode, isUsable } from './codes.js';
import { sendActivationEmail, withinMailBudget } from './emails.js';

/** GET /auth/activate_email: (re)sends the activation link; nothing to do once confirmed. */
export async function resendActivation(ctx: AppContext, user: UserRow) {
  if (user.emailConfirmed) return { sent: false, email_confirmed: true };
  if (!(await withinMailBudget(ctx, user.email, 'activation'))) throw tooManyRequests(CODES.tooManyRequests);
  await sendActivationEmail(ctx, user);
  return { sent: true, email_confirmed: false };
}

/**
 * GET /auth/check_activation_code: confirms the email of the code's user. Opening the same link again
 * after it worked still answers with the (confirmed) user rather than an error.
 */
export async function checkActivationCode(ctx: AppContext, code: string) {
  const row = await findCode(ctx.db, code, 'activation');
  if (!row) throw badRequest(CODES.activationCodeInvalid);
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw badRequest(CODES.activationCodeInvalid);
  if (user.emailConfirmed && row.usedAt) return { user: toUserView(user) };
  if (!isUsable(row) || !(await consumeCode(ctx.db, row))) throw badRequest(CODES.activationCodeInvalid);
  const updated = await updateUser(ctx.db, user.id, { emailConfirmed: true });
  ctx.realtime.emitToUser(user.id, 'update_user', { _id: user.id });
  return { user: toUserView(updated) };
}
