import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../lib/context.js';
import { requireAccount, type WorkspaceScope } from '../../lib/scope.js';
import { actions, credentials, inboxSyncState, prospects, spaces } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { Realtime } from '../../lib/realtime.js';
import type { NetworkDriver, NetworkMessage } from '../../providers/network/index.js';
import { onInboundReply } from '../engine/index.js';
import { normalizeProfileLink, upsertProspects } from '../prospects-core/index.js';
import { smsFor, type SmsProvider } from '../../providers/sms/index.js';
import { networkChannel } from './channels.js';
import { syncSms } from './sms-sync.js';
import { recordMessage } from './store.js';
import { notifyAccountUsers } from './unread.js';
import { notifyReplies } from './reply-notifications.js';
import { inSpace, notInSpaces } from '../../lib/scope.js';

type CredentialRow = typeof credentials.$inferSelect;
export interface SyncDeps {
  db: Db;
  network: NetworkDriver;
  /** The SMS carrier (default: the database's sandbox carrier). */
  sms?: SmsProvider;
  realtime: Realtime;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

/** Pages read per account per run, so one busy account cannot starve the others. */
const MAX_PAGES_PER_RUN = 20;

/**
 * Pulls new messages of one account from its driver (and its SMS carrier) since the stored cursors and stores them. A new
 * inbound message marks the prospect gotReply and pauses it in its campaigns at once (engine's
 * onInboundReply), then reaches the open inbox: `update_unread_counter` and `new_message` to every user
 * who may use the account. Sync lag (message time → stored) is kept per account.
 */
export async function syncAccount(
  deps: SyncDeps,
  cred: CredentialRow,
): Promise<{ stored: number; inbound: number }> {
  const { db } = deps;
  const account = { credentialId: cred.id, username: cred.username };
  const [state] = await db.select().from(inboxSyncState).where(eq(inboxSyncState.credentialId, cred.id));
  let cursor = state?.cursor ?? null;
  let stored = 0;
  let smsStored = 0;
  let inbound = 0;
  let lastLag: number | null = null;
  let maxLag = state?.maxLagMs ?? 0;
  let totalLag = 0;
  const fresh: {
    conversationId: string;
    messageId: string;
    prospectId: string;
    text: string;
    channel: string;
  }[] = [];
  try {
    // SMS first (its own cursor): delivery outcomes and replies to our SMS.
    const smsPart = await syncSms(db, deps.sms ?? smsFor(db), cred);
    // Counted apart: the lag figures are the network's (message time → stored).
    smsStored = smsPart.stored;
    inbound += smsPart.stored;
    fresh.push(...smsPart.fresh);
  } catch (error) {
    deps.log?.warn({ err: error, credentialId: cred.id }, 'inbox SMS sync failed');
  }
  try {
    for (let page = 0; page < MAX_PAGES_PER_RUN; page++) {
      const messages = await deps.network.listMessages(account, cursor);
      const conversations = await deps.network.listConversations(account, cursor);
      if (!messages.items.length) break;
      const memberOf = new Map(conversations.items.map((c) => [c.id, c.memberId]));
      const prospectOf = await prospectsFor(deps, cred, [
        ...new Set(
          messages.items.map((m) => memberOf.get(m.conversationId)).filter((v): v is string => Boolean(v)),
        ),
      ]);
      const steps = await campaignSteps(db, messages.items);
      for (const m of messages.items) {
        const memberId = memberOf.get(m.conversationId);
        const prospectId = memberId ? prospectOf.get(memberId) : undefined;
        if (!prospectId) continue;
        const step = m.clientKey ? steps.get(m.clientKey) : undefined;
        const result = await recordMessage(db, {
          spaceId: cred.spaceId,
          credentialId: cred.id,
          prospectId,
          channel: networkChannel(m.kind),
          direction: m.direction,
          text: m.text,
          subject: m.subject,
          status: m.direction === 'inbound' ? 'received' : 'sent',
          sentAt: m.sentAt,
          externalId: m.id,
          externalConversationId: m.conversationId,
          workflowId: step?.workflowId ?? null,
          nodeId: step?.nodeId ?? null,
        });
        if (!result) continue;
        stored++;
        const lag = Math.max(0, clock.nowMs() - m.sentAt.getTime());
        lastLag = lag;
        maxLag = Math.max(maxLag, lag);
        totalLag += lag;
        if (m.direction === 'inbound') {
          inbound++;
          await onInboundReply(db, {
            spaceId: cred.spaceId,
            credentialId: cred.id,
            prospectId,
            at: m.sentAt,
          });
          fresh.push({ ...result, prospectId, text: m.text.slice(0, 300), channel: networkChannel(m.kind) });
        }
      }
      if (!messages.nextCursor || messages.nextCursor === cursor) break;
      cursor = messages.nextCursor;
    }
    await saveState(db, cred, { cursor, stored, lastLag, maxLag, totalLag, error: null });
  } catch (error) {
    await saveState(db, cred, {
      cursor,
      stored,
      lastLag,
      maxLag,
      totalLag,
      error: (error as Error).message ?? String(error),
    });
    deps.log?.warn({ err: error, credentialId: cred.id }, 'inbox sync failed');
  }
  for (const f of fresh) {
    await notifyAccountUsers(db, deps.realtime, cred.spaceId, cred.id, {
      event: 'new_message',
      data: {
        space_id: cred.spaceId,
        credentials_id: cred.id,
        conversation_id: f.conversationId,
        message_id: f.messageId,
        profile_id: f.prospectId,
        channel: f.channel,
        text: f.text,
      },
    });
  }
  if (!fresh.length && stored) await notifyAccountUsers(db, deps.realtime, cred.spaceId, cred.id);
  await notifyReplies(deps, cred, fresh);
  return { stored: stored + smsStored, inbound };
}

async function saveState(
  db: Db,
  cred: CredentialRow,
  s: {
    cursor: string | null;
    stored: number;
    lastLag: number | null;
    maxLag: number;
    totalLag: number;
    error: string | null;
  },
) {
  const now = clock.now();
  await db
    .insert(inboxSyncState)
    .values({
      credentialId: cred.id,
      spaceId: cred.spaceId,
      cursor: s.cursor,
      lastSyncAt: now,
      lastError: s.error,
      messagesSynced: s.stored,
      lastLagMs: s.lastLag,
      maxLagMs: s.maxLag,
      totalLagMs: s.totalLag,
    })
    .onConflictDoUpdate({
      target: inboxSyncState.credentialId,
      set: {
        cursor: s.cursor,
        lastSyncAt: now,
        lastError: s.error,
        messagesSynced: sql`${inboxSyncState.messagesSynced} + ${s.stored}`,
        lastLagMs: s.lastLag === null ? sql`${inboxSyncState.lastLagMs}` : s.lastLag,
        maxLagMs: s.maxLag,
        totalLagMs: sql`${inboxSyncState.totalLagMs} + ${s.totalLag}`,
      },
    });
}

/** Prospect ids for network members; people who wrote first and are not prospects yet are added. */
async function prospectsFor(
  deps: SyncDeps,
  cred: CredentialRow,
  memberIds: string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!memberIds.length) return out;
  const known = await deps.db
    .select({ id: prospects.id, networkId: prospects.networkId })
    .from(prospects)
    .where(and(inSpace(prospects, cred.spaceId), inArray(prospects.networkId, memberIds)));
  for (const k of known) out.set(k.networkId!, k.id);
  const missing = memberIds.filter((id) => !out.has(id));
  const inputs = [];
  for (const memberId of missing) {
    const link = normalizeProfileLink(`https://network.sandbox.local/in/${memberId}`);
    try {
      const p = await deps.network.fetchProfile({ credentialId: cred.id, username: cred.username }, memberId);
      inputs.push({
        profileLink: normalizeProfileLink(p.url)?.link ?? link?.link ?? memberId,
        networkId: memberId,
        firstName: p.firstName,
        lastName: p.lastName,
        company: p.company,
        position: p.title,
        location: p.location,
        photoLink: p.photoUrl,
      });
    } catch {
      inputs.push({ profileLink: link?.link ?? memberId, networkId: memberId });
    }
  }
  if (inputs.length)
    for (const [networkId, id] of await upsertProspects(deps.db, cred.spaceId, inputs))
      out.set(networkId, id);
  return out;
}

/** Campaign step of messages the engine sent: its clientKey is the action's idempotency key. */
async function campaignSteps(db: Db, messages: NetworkMessage[]) {
  const keys = [
    ...new Set(
      messages.map((m) => m.clientKey).filter((k): k is string => Boolean(k) && !k!.startsWith('inbox:')),
    ),
  ];
  const out = new Map<string, { workflowId: string | null; nodeId: string | null }>();
  if (!keys.length) return out;
  const rows = await db
    .select({ key: actions.idempotencyKey, workflowId: actions.workflowId, nodeId: actions.nodeId })
    .from(actions)
    .where(inArray(actions.idempotencyKey, keys));
  for (const r of rows) out.set(r.key, { workflowId: r.workflowId, nodeId: r.nodeId });
  return out;
}

/**
 * Every live, active account's sync (one pass of the periodic job). A workspace being replayed on its
 * own clock (a sample workspace while it builds) is synced by its replay, in its simulated time.
 */
export async function syncAll(deps: SyncDeps): Promise<number> {
  const replaying = await deps.db
    .select({ id: spaces.id })
    .from(spaces)
    .where(eq(spaces.sampleStatus, 'building'));
  const creds = await deps.db
    .select()
    .from(credentials)
    .where(
      and(
        isNull(credentials.deletedAt),
        eq(credentials.status, 'active'),
        replaying.length
          ? notInSpaces(
              credentials,
              replaying.map((r) => r.id),
            )
          : undefined,
      ),
    );
  let stored = 0;
  for (const cred of creds) stored += (await syncAccount(deps, cred)).stored;
  return stored;
}

/** Sync lag per account (GET /inbox/sync_status). */
export async function syncStatus(db: Db, credentialIds: string[]) {
  if (!credentialIds.length) return [];
  const rows = await db
    .select()
    .from(inboxSyncState)
    .where(inArray(inboxSyncState.credentialId, credentialIds));
  const byId = new Map(rows.map((r) => [r.credentialId, r]));
  return credentialIds.map((id) => {
    const r = byId.get(id);
    return {
      credentials_id: id,
      last_sync_at: r?.lastSyncAt?.toISOString() ?? null,
      messages_synced: r?.messagesSynced ?? 0,
      last_lag_ms: r?.lastLagMs ?? null,
      avg_lag_ms: r && r.messagesSynced ? Math.round(r.totalLagMs / r.messagesSynced) : null,
      max_lag_ms: r?.maxLagMs ?? null,
      last_error: r?.lastError ?? null,
    };
  });
}

/** POST /inbox/sync: one account's sync now, for a caller who may use the account. */
export async function syncNow(ctx: AppContext, scope: WorkspaceScope, credentialId: string) {
  const cred = await requireAccount(ctx.db, scope, credentialId);
  const result = await syncAccount(
    { db: ctx.db, network: ctx.network, realtime: ctx.realtime, log: ctx.log },
    cred,
  );
  const [status] = await syncStatus(ctx.db, [cred.id]);
  return { ...result, status };
}
