import { and, count, eq, gt, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import type { UserRow } from '../../lib/auth-guard.js';
import { activationMail, restoreMail } from '../../providers/mail/index.js';
import { mailBrandOf } from '../brand/index.js';
import { createCode } from './codes.js';

export async function sendActivationEmail(ctx: AppContext, user: UserRow): Promise<void> {
  const code = await createCode(ctx.db, user.id, 'activation');
  const { brand, mail, baseUrl } = await mailBrandOf(ctx, user.brand);
  const url = `${baseUrl}/auth/activate-email?activation_code=${encodeURIComponent(code)}`;
  await ctx.mailer.send({ ...activationMail(brand.name, user.email, user.firstName, url), brand: mail });
}

export async function sendRestoreEmail(ctx: AppContext, user: UserRow): Promise<void> {
  const code = await createCode(ctx.db, user.id, 'restore');
  const { brand, mail, baseUrl } = await mailBrandOf(ctx, user.brand);
  const url = `${baseUrl}/auth/restore-password?restore_code=${encodeURIComponent(code)}`;
  await ctx.mailer.send({ ...restoreMail(brand.name, user.email, url), brand: mail });
}

/** At most this many activation or restore mails per address per hour, so the forms cannot flood an inbox. */
export const MAILS_PER_HOUR = 5;

export async function withinMailBudget(
  ctx: AppContext,
  to: string,
  kind: 'activation' | 'restore',
): Promise<boolean> {
  const since = new Date(clock.nowMs() - 60 * 60 * 1000);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`,
        eq(mailOutbox.kind, kind),
        gt(mailOutbox.createdAt, since),
      ),
    );
  return (row?.n ?? 0) < MAILS_PER_HOUR;
}
