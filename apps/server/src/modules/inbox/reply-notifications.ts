import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prospects } from '../../db/schema/index.js';
import type { Realtime } from '../../lib/realtime.js';
import { notify } from '../notifications/index.js';

interface FreshReply {
  messageId: string;
  prospectId: string;
  text: string;
}

/**
 * "Reply received" in the bell of everyone who may use the account (issue 14 item 6), once per
 * message however often the sync sees it. The action opens the conversation in the inbox.
 */
export async function notifyReplies(
  deps: { db: Db; realtime: Realtime; log?: { warn(obj: unknown, msg?: string): void } },
  cred: { id: string; spaceId: string },
  fresh: FreshReply[],
): Promise<void> {
  if (!fresh.length) return;
  const people = await deps.db
    .select({
      id: prospects.id,
      fullName: prospects.fullName,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
    })
    .from(prospects)
    .where(inArray(prospects.id, [...new Set(fresh.map((f) => f.prospectId))]));
  const nameOf = new Map(
    people.map((p) => [p.id, p.fullName || `${p.firstName} ${p.lastName}`.trim() || 'A prospect']),
  );
  for (const f of fresh) {
    const name = nameOf.get(f.prospectId) ?? 'A prospect';
    await notify(deps, {
      spaceId: cred.spaceId,
      to: { credentialId: cred.id },
      event: 'reply_received',
      type: 'success',
      title: `New reply from ${name}`,
      text: f.text,
      params: { name, text: f.text },
      action: {
        type: 'router',
        text: 'Open conversation',
        meta: { path: `/inbox/${f.prospectId}?selectedCred=${cred.id}` },
      },
      dedupeKey: `reply:${f.messageId}`,
    });
  }
}
