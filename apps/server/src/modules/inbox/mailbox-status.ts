import { and, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { EMAIL_INTEGRATION_TYPES, type MailboxSyncStatus } from '@leadloop/domain';
import { DAILY_LIMIT_DEFAULTS } from '@leadloop/domain/credentials/limits';
import type { Db } from '../../db/client.js';
import { credentials, integrations, mailboxMessages, mailboxSync } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { Secrets } from '../../lib/secrets.js';
import type { SmtpSettings } from '../../providers/mailbox/index.js';

/** A watcher renews `watched_at` every 30 s; older than this, nobody holds IDLE on the mailbox. */
const LIVE_WITHIN_MS = 2 * 60_000;

/** GET /inbox/email_sync_status: the connected (or down) mailboxes of these accounts, sync state and today's sends. */
export async function mailboxSyncStatus(
  db: Db,
  secrets: Secrets,
  credentialIds: string[],
): Promise<MailboxSyncStatus[]> {
  if (!credentialIds.length) return [];
  const rows = await db
    .select({ integration: integrations, sync: mailboxSync, credential: credentials })
    .from(integrations)
    .innerJoin(credentials, eq(credentials.id, integrations.credentialId))
    .leftJoin(mailboxSync, eq(mailboxSync.integrationId, integrations.id))
    .where(
      and(
        inArray(integrations.credentialId, credentialIds),
        inArray(integrations.type, [...EMAIL_INTEGRATION_TYPES]),
        or(eq(integrations.status, 'connected'), isNotNull(integrations.lastError)),
      ),
    )
    .orderBy(integrations.createdAt);
  if (!rows.length) return [];
  const now = clock.now();
  const sentToday = new Map<string, number>();
  // Each account's local day: one count per account (few mailboxes each).
  for (const credentialId of new Set(rows.map((r) => r.credential.id))) {
    const { credential } = rows.find((r) => r.credential.id === credentialId)!;
    const dayStart = DateTime.fromJSDate(now, { zone: credential.timezone || 'UTC' }).startOf('day');
    const counts = await db
      .select({ id: mailboxMessages.integrationId, n: sql<number>`count(*)::int` })
      .from(mailboxMessages)
      .where(
        and(
          eq(mailboxMessages.credentialId, credentialId),
          gte(mailboxMessages.sentAt, (dayStart.isValid ? dayStart : DateTime.fromJSDate(now)).toJSDate()),
        ),
      )
      .groupBy(mailboxMessages.integrationId);
    for (const c of counts) if (c.id) sentToday.set(c.id, c.n);
  }
  return rows.map(({ integration: i, sync, credential }) => {
    const settings = i.settingsEnc ? secrets.decryptJson<SmtpSettings>(i.settingsEnc) : null;
    const fresh = Boolean(sync?.watchedAt && now.getTime() - sync.watchedAt.getTime() < LIVE_WITHIN_MS);
    const state: MailboxSyncStatus['sync'] =
      i.status !== 'connected'
        ? 'down'
        : i.type === 'smtp' && !settings?.imap
          ? 'send_only'
          : sync?.mode === 'idle' && fresh
            ? sync.watchError
              ? 'reconnecting'
              : 'live'
            : 'polling';
    const accountLimit = (credential.limits as Record<string, unknown> | null)?.emails;
    return {
      _id: i.id,
      credentials_id: i.credentialId,
      type: i.type,
      email: i.email,
      sync: state,
      last_sync_at: sync?.lastSyncedAt?.toISOString() ?? null,
      last_lag_ms: sync?.lastLagMs ?? null,
      watch_error: state === 'reconnecting' ? (sync?.watchError ?? null) : null,
      sent_today: sentToday.get(i.id) ?? 0,
      daily_limit:
        i.dailyLimit ?? (typeof accountLimit === 'number' ? accountLimit : DAILY_LIMIT_DEFAULTS.emails),
    };
  });
}
