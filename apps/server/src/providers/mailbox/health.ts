import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  BOUNCE_RATE_MAX,
  BOUNCE_WINDOW_SENDS,
  COMPLAINT_RATE_MAX,
  COMPLAINT_WINDOW_SENDS,
} from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { integrations, mailboxMessages } from '../../db/schema/index.js';

/** Why the guard paused a mailbox (the screens translate the code). */
export type PauseReason = 'bounce_rate' | 'complaint_rate';

export interface MailboxGuardFigures {
  sends: number;
  hardBounces: number;
  complaints: number;
  complaintSends: number;
}

/**
 * A mailbox's last sends (tests excluded): hard bounces among its last 200, complaints among its last
 * 1,000 (one statement).
 */
export async function guardFigures(db: Db, integrationId: string): Promise<MailboxGuardFigures> {
  const last = (n: number) =>
    db
      .select({ bounce: mailboxMessages.bounce, complainedAt: mailboxMessages.complainedAt })
      .from(mailboxMessages)
      .where(and(eq(mailboxMessages.integrationId, integrationId), eq(mailboxMessages.isTest, false)))
      .orderBy(desc(mailboxMessages.sentAt))
      .limit(n)
      .as(`last_${n}`);
  const bounceWindow = last(BOUNCE_WINDOW_SENDS);
  const complaintWindow = last(COMPLAINT_WINDOW_SENDS);
  const [row] = await db
    .select({
      sends: sql<number>`(select count(*)::int from ${bounceWindow})`,
      hardBounces: sql<number>`(select count(*)::int from ${bounceWindow} where ${bounceWindow.bounce} like 'hard%')`,
      complaintSends: sql<number>`(select count(*)::int from ${complaintWindow})`,
      complaints: sql<number>`(select count(*)::int from ${complaintWindow} where ${complaintWindow.complainedAt} is not null)`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/**
 * The rule (issue 39): over 2 % hard bounces of a 200-send window, or over 0.1 % complaints of a
 * 1,000-send window. The window is counted full even while the mailbox is young (5 hard bounces in its
 * first 30 sends pause it; 1 does not), so a single bad address cannot stop a new mailbox.
 */
export function pauseReasonOf(f: MailboxGuardFigures): PauseReason | null {
  if (f.hardBounces > BOUNCE_RATE_MAX * Math.max(f.sends, BOUNCE_WINDOW_SENDS)) return 'bounce_rate';
  if (f.complaints > COMPLAINT_RATE_MAX * Math.max(f.complaintSends, COMPLAINT_WINDOW_SENDS))
    return 'complaint_rate';
  return null;
}

/** After a bounce or a complaint is recorded: pause the mailbox when it crossed the rule. */
export async function guardMailbox(db: Db, integrationId: string, now: Date): Promise<PauseReason | null> {
  const reason = pauseReasonOf(await guardFigures(db, integrationId));
  if (reason)
    await db
      .update(integrations)
      .set({ pausedAt: now, pauseReason: reason, updatedAt: now })
      .where(and(eq(integrations.id, integrationId), isNull(integrations.pausedAt)));
  return reason;
}
