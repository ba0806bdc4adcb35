import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.js';
import { mailboxMessages, trackedLinks } from '../../db/schema/index.js';
import { requireAccount, type WorkspaceScope } from '../../lib/scope.js';

/**
 * Test hook (LEADLOOP_TEST_HOOKS=1): an account's last campaign emails as the recipient got them, with the
 * prospect they went to — the browser test clicks a tracked link in one like the recipient would.
 */
export async function lastCampaignEmails(ctx: AppContext, scope: WorkspaceScope, credentialId: string) {
  const account = await requireAccount(ctx.db, scope, credentialId);
  const rows = await ctx.db
    .select({
      to: mailboxMessages.to,
      subject: mailboxMessages.subject,
      text: mailboxMessages.text,
      html: mailboxMessages.html,
      prospect_id: trackedLinks.prospectId,
      unsubscribe_id: trackedLinks.id,
    })
    .from(mailboxMessages)
    .leftJoin(
      trackedLinks,
      and(eq(trackedLinks.actionKey, mailboxMessages.clientKey), eq(trackedLinks.kind, 'unsubscribe')),
    )
    .where(and(eq(mailboxMessages.credentialId, account.id), eq(mailboxMessages.isTest, false)))
    .orderBy(desc(mailboxMessages.sentAt))
    .limit(10);
  return rows;
}
