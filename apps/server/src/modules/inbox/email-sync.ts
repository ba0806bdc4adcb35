import { createHash } from 'node:crypto';
import type { EgressPolicy } from '../../lib/egress/index.js';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  actions,
  emailUnsubscribes,
  inboxAttachments,
  integrations,
  mailboxInbound,
  mailboxMessages,
  mailboxSync,
  prospects,
  type IntegrationRow,
  type MailboxMessageRow,
} from '../../db/schema/index.js';
import { normalizeEmail } from '@leadloop/domain';
import { clock } from '../../lib/clock.js';
import type { Secrets } from '../../lib/secrets.js';
import { inSpace } from '../../lib/scope.js';
import {
  fetchInbox,
  guardMailbox,
  ImapLoginError,
  INBOUND_MAILBOX_TYPES,
  type InboundEmail,
  type SmtpSettings,
} from '../../providers/mailbox/index.js';
import { excludeProspects, onInboundReply, pauseProspects } from '../engine/index.js';
import type { Realtime } from '../../lib/realtime.js';
import type { MailProviderConfig } from '../../config.js';
import { recordMessage } from './store.js';
import { safeFilename } from './attachments.js';
import { notifyAccountUsers } from './unread.js';
import { notifyReplies } from './reply-notifications.js';

export interface EmailSyncDeps {
  db: Db;
  secrets: Secrets;
  /** The egress rule every IMAP connection follows (config.egress): a typed host never reaches a private address. */
  egress: EgressPolicy;
  /** When given, users of the account see a new email at once (unread counter, new_message, reply bell). */
  realtime?: Realtime;
  log?: { warn(obj: unknown, msg?: string): void };
  /** Tests: called inside a message's transaction after its effects, to die mid-sync. */
  crashHook?: (uid: number) => void;
  /** OAuth apps and API endpoints of the Gmail / Graph mailboxes (api-email-sync.ts). */
  mailProviders?: MailProviderConfig;
  /** UIDs per IMAP round (default 200). */
  batch?: number;
}

export interface EmailSyncResult {
  read: number;
  replies: number;
  autoReplies: number;
  bounces: number;
  /** Spam complaints (ARF reports, RFC 5965). */
  complaints: number;
  unmatched: number;
  down?: boolean;
}

/**
 * Inbound mail of every connected SMTP + IMAP mailbox (issue 15, first slice): reads the INBOX from the
 * saved UIDVALIDITY / UID cursor and, per message, in ONE transaction: marks it handled
 * (`mailbox_inbound`, unique per integration and Message-ID), applies its effects, advances the cursor.
 * A crash re-reads from the cursor and the mark keeps a message from counting twice; a UIDVALIDITY
 * change re-reads the whole INBOX under the same marks.
 *
 * - reply (matched by In-Reply-To / References to a sent message, else the sender is the address the
 *   account last wrote to): an inbound email in the prospect's inbox thread, then the engine's
 *   onInboundReply — the same path as a network or SMS reply ('got reply').
 * - auto-reply: in the thread too, but not a reply for the engine.
 * - bounce (DSN): the sent message is marked bounced; a hard one (5.x.x) pauses the prospect's
 *   campaigns ('failed email', wait reason 'invalid email address') and the address is not written to again.
 * - a login / connection failure marks the integration down ('This email integration is down, reconnect it').
 */
export async function syncMailbox(
  deps: EmailSyncDeps,
  integration: IntegrationRow,
): Promise<EmailSyncResult> {
  const { db } = deps;
  const result: EmailSyncResult = {
    read: 0,
    replies: 0,
    autoReplies: 0,
    bounces: 0,
    complaints: 0,
    unmatched: 0,
  };
  const settings = integration.settingsEnc
    ? deps.secrets.decryptJson<SmtpSettings>(integration.settingsEnc)
    : null;
  if (!settings?.imap) return result;
  const [state] = await db.select().from(mailboxSync).where(eq(mailboxSync.integrationId, integration.id));
  let cursor = { uidValidity: state?.uidValidity ?? null, lastUid: state?.lastUid ?? 0 };
  let newest: InboundEmail | undefined;
  // One UID window per round (a first sync of a large mailbox takes many), each message committed on its own.
  for (;;) {
    let fetched: Awaited<ReturnType<typeof fetchInbox>>;
    try {
      fetched = await fetchInbox(settings.imap, cursor, deps.batch ?? 200, deps.egress);
    } catch (error) {
      if (!(error instanceof ImapLoginError)) throw error;
      const now = clock.now();
      await db
        .update(integrations)
        .set({
          status: 'disconnected',
          lastError: error.message || 'IMAP login failed',
          disconnectedAt: now,
          updatedAt: now,
        })
        .where(eq(integrations.id, integration.id));
      return { ...result, down: true };
    }
    const { uidValidity, messages } = fetched;
    if (cursor.uidValidity !== uidValidity) await saveCursor(db, integration, uidValidity, 0, null);
    for (const m of messages) {
      const handled = await db.transaction(async (tx) => {
        const h = await handle(tx as unknown as Db, integration, uidValidity, m);
        deps.crashHook?.(m.uid);
        return h;
      });
      result.read++;
      if (handled.kind === 'reply') result.replies++;
      else if (handled.kind === 'auto_reply') result.autoReplies++;
      else if (handled.kind === 'bounce') result.bounces++;
      else if (handled.kind === 'complaint') result.complaints++;
      else if (handled.kind === 'unmatched') result.unmatched++;
      if (handled.stored && deps.realtime)
        await tell(deps as EmailSyncDeps & { realtime: Realtime }, integration, handled);
    }
    newest = messages.at(-1) ?? newest;
    // A window that ended in a gap (deleted messages): the cursor moves past it.
    if (fetched.scannedTo > (messages.at(-1)?.uid ?? cursor.lastUid) && cursor.uidValidity === uidValidity)
      await saveCursor(db, integration, uidValidity, fetched.scannedTo, null);
    cursor = { uidValidity, lastUid: fetched.scannedTo };
    if (!fetched.more) break;
  }
  await db
    .update(mailboxSync)
    .set({
      lastSyncedAt: clock.now(),
      ...(newest ? { lastLagMs: Math.max(0, clock.nowMs() - newest.receivedAt.getTime()) } : {}),
    })
    .where(eq(mailboxSync.integrationId, integration.id));
  return result;
}

async function saveCursor(
  db: Db,
  integration: IntegrationRow,
  uidValidity: number,
  lastUid: number,
  at: Date | null,
) {
  await db
    .insert(mailboxSync)
    .values({
      integrationId: integration.id,
      credentialId: integration.credentialId,
      uidValidity,
      lastUid,
      lastSyncedAt: at,
    })
    .onConflictDoUpdate({ target: mailboxSync.integrationId, set: { uidValidity, lastUid } });
}

interface Handled {
  kind: 'reply' | 'auto_reply' | 'bounce' | 'complaint' | 'unmatched' | 'duplicate';
  /** The inbox message stored for a reply or an auto-reply. */
  stored?: { messageId: string; conversationId: string; prospectId: string; text: string };
}

/** The open inbox learns about the new email like a network one (`new_message`); a real reply also rings the bell. */
async function tell(deps: EmailSyncDeps & { realtime: Realtime }, integration: IntegrationRow, h: Handled) {
  const f = h.stored!;
  await notifyAccountUsers(deps.db, deps.realtime, integration.spaceId, integration.credentialId, {
    event: 'new_message',
    data: {
      space_id: integration.spaceId,
      credentials_id: integration.credentialId,
      conversation_id: f.conversationId,
      message_id: f.messageId,
      profile_id: f.prospectId,
      channel: 'email',
      text: f.text,
    },
  });
  if (h.kind === 'reply')
    await notifyReplies(
      { db: deps.db, realtime: deps.realtime, log: deps.log },
      { id: integration.credentialId, spaceId: integration.spaceId },
      [f],
    );
}

async function handle(
  db: Db,
  integration: IntegrationRow,
  uidValidity: number,
  m: InboundEmail,
): Promise<Handled> {
  await saveCursor(db, integration, uidValidity, m.uid, null);
  const c = m.classification;
  const sent =
    c.kind === 'bounce' || c.kind === 'complaint'
      ? await sentByIds(
          db,
          integration.credentialId,
          c.originalMessageId ? [c.originalMessageId] : [],
          c.recipient,
        )
      : await sentByIds(db, integration.credentialId, m.refs, m.from);
  const prospectId = sent ? await prospectOf(db, integration.spaceId, sent) : null;
  const kind = !sent || !prospectId ? 'unmatched' : c.kind;
  const [mark] = await db
    .insert(mailboxInbound)
    .values({
      integrationId: integration.id,
      credentialId: integration.credentialId,
      messageKey: m.messageId ?? `uid:${uidValidity}:${m.uid}`,
      uidValidity,
      uid: m.uid,
      kind,
      sentMessageId: sent?.id ?? null,
      prospectId,
      from: m.from,
      subject: m.subject.slice(0, 500),
      receivedAt: m.receivedAt,
    })
    .onConflictDoNothing()
    .returning({ id: mailboxInbound.id });
  if (!mark) return { kind: 'duplicate' };
  if (!sent || !prospectId) return { kind: 'unmatched' };
  const base = { spaceId: integration.spaceId, credentialId: integration.credentialId, prospectId };

  if (c.kind === 'bounce') {
    await db
      .update(mailboxMessages)
      .set({ bouncedAt: m.receivedAt, bounce: `${c.hard ? 'hard' : 'soft'} ${c.status}` })
      .where(eq(mailboxMessages.id, sent.id));
    if (c.hard && sent.integrationId) await guardMailbox(db, sent.integrationId, m.receivedAt);
    if (c.hard)
      await pauseProspects(db, {
        spaceId: integration.spaceId,
        prospectId,
        reason: 'failed_email',
        waitReason: 'invalid_email',
      });
    return { kind: 'bounce' };
  }

  if (c.kind === 'complaint') {
    // RFC 5965 feedback: recorded on the sent message (counted by the mailbox guard), the address goes
    // on the workspace's blacklist like an unsubscribe, and the prospect's campaigns stop.
    await db
      .update(mailboxMessages)
      .set({ complainedAt: m.receivedAt })
      .where(eq(mailboxMessages.id, sent.id));
    await db
      .insert(emailUnsubscribes)
      .values({ spaceId: integration.spaceId, email: normalizeEmail(sent.to), source: 'complaint' })
      .onConflictDoNothing();
    await excludeProspects(db, {
      spaceId: integration.spaceId,
      prospectIds: [prospectId],
      reason: 'unsubscribed',
      credentialIds: null,
      now: m.receivedAt,
    });
    if (sent.integrationId) await guardMailbox(db, sent.integrationId, m.receivedAt);
    return { kind: 'complaint' };
  }

  const text = m.text || m.subject;
  const stored = await recordMessage(db, {
    ...base,
    channel: 'email',
    direction: 'inbound',
    subject: m.subject || null,
    text,
    status: 'received',
    sentAt: m.receivedAt,
    externalId: m.messageId ?? `imap:${integration.id}:${uidValidity}:${m.uid}`,
  });
  if (stored && m.attachments.length)
    await storeAttachments(db, integration, stored.messageId, prospectId, m);
  if (c.kind === 'reply') await onInboundReply(db, { ...base, at: m.receivedAt });
  return { kind: c.kind, stored: stored ? { ...stored, prospectId, text: text.slice(0, 300) } : undefined };
}

/** An inbound email's files, bound to its inbox message (downloadable from the thread like sent ones). */
async function storeAttachments(
  db: Db,
  integration: IntegrationRow,
  messageId: string,
  prospectId: string,
  m: InboundEmail,
) {
  await db.insert(inboxAttachments).values(
    m.attachments.map((a) => ({
      spaceId: integration.spaceId,
      // No user uploaded it: the account's mailbox received it.
      uploadedBy: integration.credentialId,
      messageId,
      prospectId,
      filename: safeFilename(a.filename),
      contentType: a.contentType,
      size: a.data.length,
      sha256: createHash('sha256').update(a.data).digest('hex'),
      data: a.data,
    })),
  );
}

/** The sent message an inbound one refers to: by Message-ID (In-Reply-To, References), else the last one to `address`. */
async function sentByIds(
  db: Db,
  credentialId: string,
  messageIds: string[],
  address: string | null,
): Promise<MailboxMessageRow | null> {
  if (messageIds.length) {
    const rows = await db
      .select()
      .from(mailboxMessages)
      .where(
        and(eq(mailboxMessages.credentialId, credentialId), inArray(mailboxMessages.messageId, messageIds)),
      );
    for (const id of messageIds) {
      const hit = rows.find((r) => r.messageId === id);
      if (hit) return hit;
    }
  }
  if (!address) return null;
  const [last] = await db
    .select()
    .from(mailboxMessages)
    .where(
      and(
        eq(mailboxMessages.credentialId, credentialId),
        sql`lower(${mailboxMessages.to}) = ${address.toLowerCase()}`,
      ),
    )
    .orderBy(sql`${mailboxMessages.sentAt} desc`)
    .limit(1);
  return last ?? null;
}

/** The prospect a sent message went to: its campaign step's prospect, else the workspace prospect with that address. */
async function prospectOf(db: Db, spaceId: string, sent: MailboxMessageRow): Promise<string | null> {
  if (sent.clientKey) {
    const [action] = await db
      .select({ prospectId: actions.prospectId })
      .from(actions)
      .where(and(eq(actions.idempotencyKey, sent.clientKey), isNotNull(actions.prospectId)));
    if (action?.prospectId) return action.prospectId;
  }
  const to = sent.to.trim().toLowerCase();
  const [p] = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(
      and(
        inSpace(prospects, spaceId),
        or(
          sql`lower(${prospects.workEmail}) = ${to}`,
          sql`lower(${prospects.personalEmail}) = ${to}`,
          sql`lower(${prospects.enrichedEmail}) = ${to}`,
        ),
      ),
    )
    .limit(1);
  return p?.id ?? null;
}

/**
 * One pass over every connected mailbox with IMAP settings — SMTP, or an API mailbox (Gmail, Graph, SES,
 * SendGrid) with an IMAP reader attached; one failing mailbox does not stop the others.
 */
export async function syncAllMailboxes(deps: EmailSyncDeps): Promise<number> {
  const rows = await deps.db
    .select()
    .from(integrations)
    .where(
      and(
        inArray(integrations.type, [...INBOUND_MAILBOX_TYPES]),
        eq(integrations.status, 'connected'),
        isNotNull(integrations.settingsEnc),
      ),
    );
  let read = 0;
  for (const row of rows) {
    try {
      read += (await syncMailbox(deps, row)).read;
    } catch (err) {
      deps.log?.warn({ err, integrationId: row.id }, 'email sync of a mailbox failed');
    }
  }
  return read;
}

/**
 * The same per-message pipeline for mailboxes read over an HTTP API (Gmail history, Graph delta; see
 * api-email-sync.ts): one transaction per message — mark, effects — so replies, auto-replies and bounces
 * behave exactly as over IMAP. Their cursor is saved by the caller once every message is handled.
 */
export async function ingestInbound(
  deps: EmailSyncDeps,
  integration: IntegrationRow,
  messages: InboundEmail[],
): Promise<EmailSyncResult> {
  const result: EmailSyncResult = {
    read: 0,
    replies: 0,
    autoReplies: 0,
    bounces: 0,
    complaints: 0,
    unmatched: 0,
  };
  for (const m of messages) {
    const handled = await deps.db.transaction(async (tx) => {
      const h = await handle(tx as unknown as Db, integration, 0, m);
      deps.crashHook?.(result.read);
      return h;
    });
    result.read++;
    if (handled.kind === 'reply') result.replies++;
    else if (handled.kind === 'auto_reply') result.autoReplies++;
    else if (handled.kind === 'bounce') result.bounces++;
    else if (handled.kind === 'complaint') result.complaints++;
    else if (handled.kind === 'unmatched') result.unmatched++;
    if (handled.stored && deps.realtime)
      await tell(deps as EmailSyncDeps & { realtime: Realtime }, integration, handled);
  }
  return result;
}
