import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { extensionActions } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { ExtensionQueue, ExtensionTask } from '../../providers/network/index.js';

type Row = typeof extensionActions.$inferSelect;
const taskOf = (r: Row): ExtensionTask => ({
  key: r.actionKey,
  status: r.status,
  result: (r.result as ExtensionTask['result']) ?? null,
});

/**
 * The extension's queue in extension_actions (the extension path's store, as credentialBrowserStore is the
 * browser path's): the engine's claims go in here; the extension API (extension-routes.ts) hands them out.
 */
export function credentialExtensionQueue(db: Db): ExtensionQueue {
  const one = async (credentialId: string, key: string) =>
    (
      await db
        .select()
        .from(extensionActions)
        .where(and(eq(extensionActions.credentialId, credentialId), eq(extensionActions.actionKey, key)))
    )[0];
  // A message's attempts each carry their own key and are found on the thread page by it (the engine's
  // recovery); a thread read is only a read. Neither answers an earlier row as invitations do.
  const insert = async (v: {
    credentialId: string;
    key: string;
    kind: string;
    memberId: string;
    note: string | null;
  }) => {
    const [row] = await db
      .insert(extensionActions)
      .values({
        credentialId: v.credentialId,
        actionKey: v.key,
        kind: v.kind,
        memberId: v.memberId,
        note: v.note,
        status: 'claimed',
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    return taskOf(row ?? (await one(v.credentialId, v.key))!);
  };
  return {
    async handOut({ credentialId, key, kind = 'invite', memberId, note }) {
      const same = await one(credentialId, key);
      if (same) return taskOf(same);
      if (kind !== 'invite') return insert({ credentialId, key, kind, memberId, note });
      // An earlier attempt of this invitation still held by the extension, or done with nobody having
      // read its result: that one is the invitation, not a second.
      const [earlier] = await db
        .select()
        .from(extensionActions)
        .where(
          and(
            eq(extensionActions.credentialId, credentialId),
            eq(extensionActions.kind, 'invite'),
            eq(extensionActions.memberId, memberId),
            or(
              eq(extensionActions.status, 'taken'),
              and(inArray(extensionActions.status, ['done', 'failed']), isNull(extensionActions.deliveredAt)),
            ),
          ),
        )
        .orderBy(desc(extensionActions.createdAt))
        .limit(1);
      if (earlier) return taskOf(earlier);
      return insert({ credentialId, key, kind, memberId, note });
    },
    async state(credentialId, key) {
      const row = await one(credentialId, key);
      return row ? taskOf(row) : null;
    },
    async withdraw(credentialId, key) {
      const rows = await db
        .update(extensionActions)
        .set({ status: 'withdrawn' })
        .where(
          and(
            eq(extensionActions.credentialId, credentialId),
            eq(extensionActions.actionKey, key),
            eq(extensionActions.status, 'claimed'),
          ),
        )
        .returning({ id: extensionActions.id });
      return rows.length > 0;
    },
    async delivered(credentialId, key) {
      await db
        .update(extensionActions)
        .set({
          deliveredAt: sql`coalesce(${extensionActions.deliveredAt}, ${clock.now().toISOString()}::timestamptz)`,
        })
        .where(and(eq(extensionActions.credentialId, credentialId), eq(extensionActions.actionKey, key)));
    },
    async lastInvitation(credentialId, memberId) {
      const [row] = await db
        .select()
        .from(extensionActions)
        .where(
          and(
            eq(extensionActions.credentialId, credentialId),
            eq(extensionActions.kind, 'invite'),
            eq(extensionActions.memberId, memberId),
            eq(extensionActions.status, 'done'),
          ),
        )
        .orderBy(desc(extensionActions.reportedAt))
        .limit(1);
      return row ? { ...taskOf(row), note: row.note } : null;
    },
  };
}
