import { eq, sql } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type { EMAIL_TEST_TYPES } from '@leadloop/domain/admin/whitelabels';
import { users, whitelabels } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { assertBrandVisible, type AdminScope } from '../../lib/admin-guard.js';
import { isUuid } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/errors.js';
import { activationMail, inviteMail, restoreMail } from '../../providers/mail/index.js';
import { mailBrandOf } from './mail-brand.js';

type TestType = (typeof EMAIL_TEST_TYPES)[number];

/** The brand the test emails wear: the user's (by id or email), or a brand key given directly. */
async function brandKeyOf(ctx: AppContext, who: string): Promise<{ brand: string; firstName: string }> {
  const [user] = await ctx.db
    .select({ brand: users.brand, firstName: users.firstName })
    .from(users)
    .where(isUuid(who) ? eq(users.id, who) : sql`lower(${users.email}) = ${who.toLowerCase()}`);
  if (user) return user;
  const [brand] = await ctx.db
    .select({ brand: whitelabels.brand })
    .from(whitelabels)
    .where(eq(whitelabels.brand, who));
  if (brand) return { brand: brand.brand, firstName: '' };
  throw notFound(CODES.userNotFound);
}

/**
 * POST /admin/emails/test: the chosen kinds of email, as that user's brand sends them (sender, layout,
 * its own SMTP server when configured), to `email`. Links point at the brand's address with a sample code.
 */
export async function sendTestEmails(
  ctx: AppContext,
  scope: AdminScope,
  body: { email: string; user: string; types: TestType[] },
) {
  const who = await brandKeyOf(ctx, body.user);
  assertBrandVisible(scope, who.brand);
  const { brand, mail, baseUrl } = await mailBrandOf(ctx, who.brand);
  const results = [];
  for (const type of [...new Set(body.types)]) {
    const message =
      type === 'activation'
        ? activationMail(
            brand.name,
            body.email,
            who.firstName,
            `${baseUrl}/auth/activate-email?activation_code=test`,
          )
        : type === 'restore'
          ? restoreMail(brand.name, body.email, `${baseUrl}/auth/restore-password?restore_code=test`)
          : inviteMail(
              brand.name,
              body.email,
              brand.name,
              'Sample workspace',
              `${baseUrl}/space/accept-invite?invite=test`,
            );
    const row = await ctx.mailer.send({
      ...message,
      kind: `test_${type}`,
      subject: `[Test] ${message.subject}`,
      brand: mail,
    });
    results.push({ type, status: row.status, error: row.error ?? null });
  }
  return { results };
}
