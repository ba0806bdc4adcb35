import type { AppContext } from '../../lib/context.js';
import type { UserRow } from '../../lib/auth-guard.js';
import { activationMail, restoreMail } from '../../providers/mail/templates.js';
import { getBrand } from '../brand/brand-config.js';
import { createCode } from './codes.js';

export async function sendActivationEmail(ctx: AppContext, user: UserRow): Promise<void> {
  const code = await createCode(ctx.db, user.id, 'activation');
  const url = `${ctx.config.publicUrl}/auth/activate-email?activation_code=${encodeURIComponent(code)}`;
  await ctx.mailer.send(activationMail(getBrand(user.brand).name, user.email, user.firstName, url));
}

export async function sendRestoreEmail(ctx: AppContext, user: UserRow): Promise<void> {
  const code = await createCode(ctx.db, user.id, 'restore');
  const url = `${ctx.config.publicUrl}/auth/restore-password?restore_code=${encodeURIComponent(code)}`;
  await ctx.mailer.send(restoreMail(getBrand(user.brand).name, user.email, url));
}
