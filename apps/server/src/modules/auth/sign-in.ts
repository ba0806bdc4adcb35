import { CODES } from '@leadloop/domain';
import type { SignInBody } from '@leadloop/domain/auth/rules';
import type { AppContext } from '../../lib/context.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { findUserByEmail, updateUser, toUserView } from '../users/index.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.js';
import { assertSignInAllowed, recordSignInAttempt } from './rate-limit.js';
import { issueToken } from '../../lib/tokens.js';
import { brandForHost, brandOf } from '../brand/index.js';
import { recordAudit } from '../../lib/audit.js';

/**
 * POST /auth/sign_in. A wrong email and a wrong password get the same answer and take the same time.
 * Failures are counted per email and IP in the database (429 after 10 in 15 minutes).
 */
export async function signIn(ctx: AppContext, body: SignInBody, ip: string, host?: string) {
  // 001 §5: the brand the address belongs to decides which sign-in methods exist.
  const site = await brandForHost(ctx.db, host);
  if (!site.brand.auth.is_password_auth_enabled) throw forbidden(CODES.signInMethodDisabled);
  const email = body.email.trim().toLowerCase();
  await assertSignInAllowed(ctx.db, email, ip);
  const user = await findUserByEmail(ctx.db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  await recordSignInAttempt(ctx.db, email, ip, !!user && valid);
  if (!user || !valid) throw badRequest(CODES.wrongPassword);
  // A brand's own address signs in its own users only; the main address (unknown host) signs in anyone.
  if (site.known && user.brand !== site.brand.brand) throw forbidden(CODES.wrongBrandAccount);
  if (!(await brandOf(ctx.db, user.brand)).auth.is_password_auth_enabled)
    throw forbidden(CODES.signInMethodDisabled);
  // Signing in after a sign-out everywhere makes the user active again (001 §3: inactive = logged out).
  const active = user.status === 'active' ? user : await updateUser(ctx.db, user.id, { status: 'active' });
  const token = await issueToken(ctx.db, user.id);
  await recordAudit(ctx.db, { action: 'sign_in', actorId: user.id, brand: user.brand, details: { ip } });
  return { token, user: toUserView(active) };
}
