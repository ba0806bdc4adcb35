import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { integrations, mailboxSync, type IntegrationRow } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import {
  API_INBOX_TYPES,
  fetchApiInbox,
  isIntegrationFailure,
  markApiMailboxDown,
  type ApiMailboxDeps,
} from '../../providers/mailbox/index.js';
import { ingestInbound, type EmailSyncDeps, type EmailSyncResult } from './email-sync.js';

/**
 * Inbound mail of Gmail and Microsoft Graph (Outlook, Exchange Online) mailboxes: new inbox messages
 * since the saved cursor (Gmail history id, Graph delta link) go through the same pipeline as IMAP
 * (email-sync.ts `ingestInbound`: reply matching, auto-replies, bounces, exactly-once marks). The cursor
 * is saved after every message is handled, so a crash re-reads and the marks keep each message once.
 * A revoked grant or an unreachable provider marks the integration down.
 */
export async function syncApiMailbox(
  deps: EmailSyncDeps,
  integration: IntegrationRow,
): Promise<EmailSyncResult> {
  const empty: EmailSyncResult = {
    read: 0,
    replies: 0,
    autoReplies: 0,
    bounces: 0,
    complaints: 0,
    unmatched: 0,
  };
  if (!deps.mailProviders) return empty;
  const api: ApiMailboxDeps = {
    db: deps.db,
    secrets: deps.secrets,
    config: deps.mailProviders,
    now: () => clock.now(),
  };
  const [state] = await deps.db
    .select()
    .from(mailboxSync)
    .where(eq(mailboxSync.integrationId, integration.id));
  let fetched: Awaited<ReturnType<typeof fetchApiInbox>>;
  try {
    fetched = await fetchApiInbox(api, integration, state?.cursor ?? null);
  } catch (error) {
    if (!isIntegrationFailure(error)) throw error;
    await markApiMailboxDown(api, integration, (error as Error).message);
    return { ...empty, down: true };
  }
  const result = await ingestInbound(deps, integration, fetched.messages);
  const newest = fetched.messages.reduce<Date | null>(
    (max, m) => (!max || m.receivedAt > max ? m.receivedAt : max),
    null,
  );
  const values = {
    cursor: fetched.cursor,
    lastSyncedAt: clock.now(),
    ...(newest ? { lastLagMs: Math.max(0, clock.nowMs() - newest.getTime()) } : {}),
  };
  await deps.db
    .insert(mailboxSync)
    .values({ integrationId: integration.id, credentialId: integration.credentialId, ...values })
    .onConflictDoUpdate({ target: mailboxSync.integrationId, set: values });
  return result;
}

/** One pass over every connected Gmail / Graph mailbox; one failing mailbox does not stop the others. */
export async function syncApiMailboxes(deps: EmailSyncDeps): Promise<number> {
  if (!deps.mailProviders) return 0;
  const rows = await deps.db
    .select()
    .from(integrations)
    .where(
      and(
        inArray(integrations.type, [...API_INBOX_TYPES]),
        eq(integrations.status, 'connected'),
        isNotNull(integrations.settingsEnc),
      ),
    );
  let read = 0;
  for (const row of rows) {
    try {
      read += (await syncApiMailbox(deps, row)).read;
    } catch (err) {
      deps.log?.warn({ err, integrationId: row.id }, 'email sync of an API mailbox failed');
    }
  }
  return read;
}
