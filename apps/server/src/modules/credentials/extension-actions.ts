import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credentials, extensionActions } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { ExtensionKind, ExtensionThreadMessage } from '../../providers/network/index.js';

type Row = typeof extensionActions.$inferSelect;
export const actionView = (r: Row) => ({
  key: r.actionKey,
  kind: r.kind as ExtensionKind,
  member_id: r.memberId,
  note: r.kind === 'invite' ? r.note : null,
  text: r.kind === 'message' ? r.note : null,
  status: r.status,
});
export type ExtensionReport =
  | { status: 'done'; invitation_id: string; sent_at?: string; note_sent: boolean }
  | { status: 'done'; message_id: string; sent_at?: string }
  | {
      status: 'done';
      conversation_id: string | null;
      has_reply: boolean;
      messages: ExtensionThreadMessage[];
    }
  | { status: 'failed'; code: string };

/** What the row keeps of a report (the shape ExtensionTask.result reads). */
function resultOf(report: ExtensionReport): Record<string, unknown> {
  if (report.status === 'failed') return { code: report.code };
  if ('messages' in report)
    return {
      conversation_id: report.conversation_id,
      has_reply: report.has_reply,
      messages: report.messages,
    };
  const sent_at = report.sent_at ?? clock.now().toISOString();
  if ('message_id' in report) return { id: report.message_id, sent_at };
  return { id: report.invitation_id, sent_at, note_sent: report.note_sent };
}

const byKey = (credentialId: string, key: string) =>
  and(eq(extensionActions.credentialId, credentialId), eq(extensionActions.actionKey, key));

/** The extension's side of extension_actions (the engine's side is extension-queue.ts). */
export async function extensionAction(db: Db, credentialId: string, key: string) {
  const [r] = await db.select().from(extensionActions).where(byKey(credentialId, key));
  if (!r) throw notFound();
  return actionView(r);
}

/** The account the extension acts for, and the network's pages it acts on. */
export async function extensionAccount(db: Db, credentialId: string, networkUrl: string | null) {
  const [account] = await db
    .select({ username: credentials.username })
    .from(credentials)
    .where(eq(credentials.id, credentialId));
  if (!account) throw notFound();
  return { credential_id: credentialId, username: account.username, network_url: networkUrl };
}

/** What the engine claimed for the account that nobody has taken yet, of the kinds the extension performs, oldest first. */
export async function claimedActions(db: Db, credentialId: string, kinds: readonly ExtensionKind[]) {
  if (kinds.length === 0) return [];
  const rows = await db
    .select()
    .from(extensionActions)
    .where(
      and(
        eq(extensionActions.credentialId, credentialId),
        eq(extensionActions.status, 'claimed'),
        inArray(extensionActions.kind, [...kinds]),
      ),
    )
    .orderBy(asc(extensionActions.createdAt))
    .limit(20);
  return rows.map(actionView);
}

/** claimed → taken, before the extension acts; answers the row as it now stands (taken only if it won). */
export async function takeAction(db: Db, credentialId: string, key: string) {
  await db
    .update(extensionActions)
    .set({ status: 'taken', takenAt: clock.now() })
    .where(and(byKey(credentialId, key), eq(extensionActions.status, 'claimed')));
  return extensionAction(db, credentialId, key);
}

/**
 * The result, once: only a taken action takes a report, and only a report of its kind (a message's report
 * on an invitation changes nothing); any later report answers the first.
 */
export async function reportAction(db: Db, credentialId: string, key: string, report: ExtensionReport) {
  const row = await extensionAction(db, credentialId, key);
  if (report.status === 'done' && kindOfReport(report) !== row.kind) return row;
  const result = resultOf(report);
  await db
    .update(extensionActions)
    .set({ status: report.status, result, reportedAt: clock.now() })
    .where(and(byKey(credentialId, key), eq(extensionActions.status, 'taken')));
  return extensionAction(db, credentialId, key);
}

const kindOfReport = (report: ExtensionReport): ExtensionKind =>
  'messages' in report ? 'thread' : 'message_id' in report ? 'message' : 'invite';
