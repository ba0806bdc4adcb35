import { and, eq, inArray, isNotNull, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credentials, mailboxInbound, mailboxMessages } from '../../db/schema/index.js';
import { onPlansWith } from '../../lib/plans.js';
import { clock } from '../../lib/clock.js';
import { MailboxError, type AccountMailbox } from '../../providers/mailbox/index.js';

/** How long after a temporary failure (DSN 4.x.x) an email is sent again. */
export const SOFT_BOUNCE_RETRY_HOURS = 4;
export const SOFT_BOUNCE_RETRY_SECONDS = 600;
const RETRY_SUFFIX = ':retry';
/** Marks a soft bounce whose retry the mailbox refused (the address hard-bounced since, the mailbox is down). */
const REFUSED = '; retry refused';

/**
 * A campaign email that came back with a temporary failure (a soft bounce, DSN 4.x.x, recorded by the email
 * sync) is sent once more, SOFT_BOUNCE_RETRY_HOURS after the bounce, through the account's mailbox. The
 * retry's client key is the original's plus ':retry', so a pass that dies between the send and its record
 * cannot send it twice, and a retry is never retried: a second soft bounce stays recorded, a hard one pauses
 * the prospect as any hard bounce does. An email the prospect has answered since is not sent again, nor a
 * test send; an address that hard-bounced meanwhile is refused by the mailbox itself.
 */
export async function retrySoftBounces(
  deps: { db: Db; mailbox: AccountMailbox; log?: { warn(obj: unknown, msg?: string): void } },
  now: Date = clock.now(),
): Promise<number> {
  const before = new Date(now.getTime() - SOFT_BOUNCE_RETRY_HOURS * 3_600_000);
  const due = await deps.db
    .select()
    .from(mailboxMessages)
    .where(
      and(
        like(mailboxMessages.bounce, 'soft %'),
        sql`${mailboxMessages.bounce} not like ${`%${REFUSED}`}`,
        lt(mailboxMessages.bouncedAt, before),
        isNotNull(mailboxMessages.clientKey),
        eq(mailboxMessages.isTest, false),
        // a workspace whose plan no longer has email automation sends no retry (as the engine sends no step)
        inArray(
          mailboxMessages.credentialId,
          deps.db
            .select({ id: credentials.id })
            .from(credentials)
            .where(await onPlansWith(deps.db, 'email_automation', credentials.spaceId)),
        ),
        sql`${mailboxMessages.clientKey} not like ${`%${RETRY_SUFFIX}`}`,
        sql`not exists (select 1 from ${mailboxMessages} r where r.credential_id = ${mailboxMessages.credentialId}
          and r.client_key = ${mailboxMessages.clientKey} || ${RETRY_SUFFIX})`,
        sql`not exists (select 1 from ${mailboxInbound} i where i.sent_message_id = ${mailboxMessages.id}
          and i.kind = 'reply')`,
      ),
    )
    .orderBy(mailboxMessages.bouncedAt)
    .limit(100);
  let sent = 0;
  for (const m of due) {
    try {
      await deps.mailbox.send(m.credentialId, {
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
        inReplyTo: m.inReplyTo,
        clientKey: `${m.clientKey}${RETRY_SUFFIX}`,
        at: now,
      });
      sent++;
    } catch (error) {
      if (!(error instanceof MailboxError)) throw error;
      deps.log?.warn({ err: error, messageId: m.messageId }, 'soft-bounce retry refused');
      await deps.db
        .update(mailboxMessages)
        .set({ bounce: `${m.bounce}${REFUSED}` })
        .where(eq(mailboxMessages.id, m.id));
    }
  }
  return sent;
}
