import { CODES } from '@leadloop/domain';
import type { AppContext } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { findUserByEmail, findUserById, updateUser, toUserView } from '../users/index.js';
import { consumeCode, findCode, isUsable } from './codes.js';
import { sendRestoreEmail, withinMailBudget } from './emails.js';
import { hashPassword } from '../../lib/passwords.js';
import { revokeUserTokens } from '../../lib/tokens.js';

/** POST /auth/restore: always answers the same, whether the address has an account or not. */
export async function requestRestore(ctx: AppContext, email: string): Promise<{ sent: true }> {
  const user = await findUserByEmail(ctx.db, email);
  // Over the hourly budget nothing is sent, and the answer stays the same (no enumeration, no flooding).
  if (user && (await withinMailBudget(ctx, user.email, 'restore'))) await sendRestoreEmail(ctx, user);
  return { sent: true };
}

export async function checkRestoreCode(ctx: AppContext, code: string): Promise<{ valid: true }> {
  if (!isUsable(await findCode(ctx.db, code, 'restore'))) throw badRequest(CODES.restoreCodeInvalid);
  return { valid: true };
}

/** Single use: sets the password, confirms the email (the link proved it) and signs out every session. */
export async function setPasswordWithRestoreCode(ctx: AppContext, code: string, password: string) {
  const row = await findCode(ctx.db, code, 'restore');
  if (!isUsable(row)) throw badRequest(CODES.restoreCodeInvalid);
  const passwordHash = await hashPassword(password);
  if (!(await consumeCode(ctx.db, row))) throw badRequest(CODES.restoreCodeInvalid);
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw badRequest(CODES.restoreCodeInvalid);
  await revokeUserTokens(ctx.db, user.id);
  const updated = await updateUser(ctx.db, user.id, { passwordHash, emailConfirmed: true, status: 'active' });
  return { user: toUserView(updated) };
}
