import { and, eq } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import {
  prospectPlaceholderValues,
  renderTemplate,
  validateTemplate,
} from '@leadloop/domain/campaigns/placeholders';
import type { SentTestEmail } from '@leadloop/domain/tracking/entities';
import type { AppContext } from '../../lib/context.js';
import { mailboxMessages, prospects } from '../../db/schema/index.js';
import { badRequest, invalid, notFound } from '../../lib/errors.js';
import { isUuid, randomToken } from '../../lib/ids.js';
import { inSpace, requireAccount, type WorkspaceScope } from '../../lib/scope.js';
import { mailboxFor, MailboxError } from '../../providers/mailbox/index.js';
import { placeholderValuesOf } from '../prospects-core/index.js';

/** Who fills the placeholders when no prospect is chosen. */
const SAMPLE_PERSON = {
  first_name: 'Alex',
  last_name: 'Martin',
  full_name: 'Alex Martin',
  position: 'Head of Sales',
  company: 'Northwind',
  company_domain: 'northwind.example',
  location: 'Lyon, France',
};

/**
 * POST /steps/send_email/test: the email step rendered for a prospect of the workspace (or a sample
 * person) and sent through the chosen account's mailbox to the address the user gives. Marked as a test
 * (`mailbox_messages.is_test`, an X-Leadloop-Test header, its own client key): no tracking, no unsubscribe
 * link, and it counts toward neither the sending limits nor the stats (both read campaign steps' emails).
 */
export async function sendTestEmail(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: { credentials_id: string; to: string; subject: string; content: string; prospect_id?: string | null },
): Promise<SentTestEmail> {
  const account = await requireAccount(ctx.db, scope, body.credentials_id);
  for (const text of [body.subject, body.content]) {
    const check = validateTemplate(text);
    if (check !== true) throw invalid(check);
  }
  let values = prospectPlaceholderValues(SAMPLE_PERSON);
  if (body.prospect_id) {
    if (!isUuid(body.prospect_id)) throw notFound(CODES.prospectNotFound);
    const [prospect] = await ctx.db
      .select()
      .from(prospects)
      .where(and(inSpace(prospects, scope), eq(prospects.id, body.prospect_id)));
    if (!prospect) throw notFound(CODES.prospectNotFound);
    values = placeholderValuesOf(prospect);
  }
  const sender = { sender_first_name: account.firstName ?? '', sender_last_name: account.lastName ?? '' };
  const subject = renderTemplate(body.subject, { ...values, ...sender }) || '(no subject)';
  const content = renderTemplate(body.content, { ...values, ...sender });
  try {
    const sent = await mailboxFor(ctx).send(account.id, {
      to: body.to,
      subject: `[Test] ${subject}`,
      text: content,
      clientKey: `test:${randomToken(12)}`,
      headers: { 'X-Leadloop-Test': '1' },
    });
    await ctx.db.update(mailboxMessages).set({ isTest: true }).where(eq(mailboxMessages.id, sent.id));
    return { message_id: sent.messageId, to: sent.to, subject, content, is_test: true };
  } catch (error) {
    if (error instanceof MailboxError)
      throw error.code === 'integration_down'
        ? badRequest(CODES.emailIntegrationDown)
        : badRequest(CODES.mailboxRefused, { reason: error.message.slice(0, 200) });
    throw error;
  }
}
