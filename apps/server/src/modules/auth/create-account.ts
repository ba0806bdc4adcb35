import { CODES } from '@leadloop/domain';
import { users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { isListedAdmin } from '../users/index.js';

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  brand: string;
  trackInfo?: Record<string, string>;
  emailConfirmed?: boolean;
  /** Made by the sandbox sign-in (users.sandbox_only). */
  sandboxOnly?: boolean;
}

/**
 * The one path that writes a new user (password sign-up and every sign-in provider that creates
 * users): the row, platform admin by ADMIN_EMAILS, then what other areas do for a new account
 * (`ctx.accountCreated`: a prepaid customer's plan is applied).
 */
export async function createAccount(ctx: AppContext, account: NewAccount) {
  let user;
  try {
    [user] = await ctx.db
      .insert(users)
      .values({
        email: account.email,
        passwordHash: account.passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone ?? null,
        brand: account.brand,
        isPlatformAdmin: isListedAdmin(ctx.config.adminEmails, account.email),
        emailConfirmed: account.emailConfirmed ?? false,
        sandboxOnly: account.sandboxOnly ?? false,
        trackInfo: account.trackInfo ?? {},
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(CODES.emailAlreadyExists);
    throw error;
  }
  if (!user) throw new Error('user insert returned nothing');
  await ctx.accountCreated(user);
  return user;
}
