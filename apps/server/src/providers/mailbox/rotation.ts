import { and, gte, inArray, sql } from 'drizzle-orm';
import { rampUpLimit } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { mailboxMessages, type IntegrationRow } from '../../db/schema/index.js';
import { MailboxError, type MailboxRotation } from './mailbox.js';

/**
 * Which of an account's connected mailboxes — of any kind: SMTP, Gmail, Graph, SES, SendGrid (issue 36) —
 * sends a campaign email (issue 15, sending rules).
 *
 * - Each mailbox has a daily limit: its own `daily_limit`, else the account's `emails` daily limit
 *   (001 §9). Its count is every email it sent since the start of the account's local day (campaign
 *   mail and inbox replies alike); only campaign mail is held by it.
 * - The rule: among the mailboxes with room, the one with the MOST room left; a tie goes to the one
 *   that sent least recently (then the oldest mailbox). Consecutive campaign emails therefore
 *   alternate between equal mailboxes, and fuller ones are used less.
 * - No mailbox with room: `MailboxError('limit')` with `retryAt` (the next day's work start) — the
 *   step waits for tomorrow, nothing is sent over a limit.
 * - Spacing and work hours are the engine's (every action of an account is spaced by a random gap and
 *   only runs inside the account's work hours), so each mailbox's own sends are at least that far apart.
 *
 * Two workers sending for the same account at the same instant could both see the last free slot; the
 * engine's per-account spacing keeps an account's sends apart, so this does not happen in practice.
 */
export interface MailboxLoad {
  integration: IntegrationRow;
  limit: number;
  sentToday: number;
  lastSentAt: Date | null;
}

/** Today's count and last send of each mailbox (one statement). */
export async function mailboxLoads(
  db: Db,
  mailboxes: IntegrationRow[],
  dayStart: Date,
  defaultLimit: number,
): Promise<MailboxLoad[]> {
  if (!mailboxes.length) return [];
  const rows = await db
    .select({
      integrationId: mailboxMessages.integrationId,
      n: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${mailboxMessages.sentAt})`,
    })
    .from(mailboxMessages)
    .where(
      and(
        inArray(
          mailboxMessages.integrationId,
          mailboxes.map((m) => m.id),
        ),
        gte(mailboxMessages.sentAt, dayStart),
        // warm-up messages between pool mailboxes are not campaign mail
        sql`coalesce(${mailboxMessages.clientKey}, '') not like 'warmup%'`,
      ),
    )
    .groupBy(mailboxMessages.integrationId);
  const byId = new Map(rows.map((r) => [r.integrationId, r]));
  return mailboxes.map((integration) => {
    const r = byId.get(integration.id);
    return {
      integration,
      limit: Math.min(integration.dailyLimit ?? defaultLimit, rampLimit(integration, dayStart)),
      sentToday: r?.n ?? 0,
      lastSentAt: r?.last ? new Date(r.last) : null,
    };
  });
}

/**
 * A mailbox on a bought domain (issue 39) is new to receiving servers: its campaign limit follows the ramp
 * (001 §9: rising to 25 a day over its first 13 days, counted from the day it was made).
 */
function rampLimit(integration: IntegrationRow, dayStart: Date): number {
  if (integration.type !== 'ai_email_service' || !integration.connectedAt) return Infinity;
  const day = Math.ceil((dayStart.getTime() - integration.connectedAt.getTime()) / 86_400_000) + 1;
  return rampUpLimit(Math.max(1, day));
}

/** The rule above, on loads already read (pure: unit-tested). */
export function pickMailbox(loads: MailboxLoad[]): MailboxLoad | null {
  const open = loads.filter((l) => l.sentToday < l.limit);
  open.sort(
    (a, b) =>
      b.limit - b.sentToday - (a.limit - a.sentToday) ||
      (a.lastSentAt?.getTime() ?? 0) - (b.lastSentAt?.getTime() ?? 0) ||
      a.integration.createdAt.getTime() - b.integration.createdAt.getTime(),
  );
  return open[0] ?? null;
}

export async function rotate(
  db: Db,
  mailboxes: IntegrationRow[],
  rotation: MailboxRotation,
): Promise<IntegrationRow> {
  const picked = pickMailbox(await mailboxLoads(db, mailboxes, rotation.dayStart, rotation.dailyLimit));
  if (!picked) throw new MailboxError('Daily email limit reached', 'limit', rotation.retryAt);
  return picked.integration;
}
