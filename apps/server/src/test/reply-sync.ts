import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { credentials, prospects, sandboxMessages } from '../db/schema/index.js';
import { clock } from '../lib/clock.js';
import { onInboundReply } from '../modules/engine/engine.js';

/** Stands in for the inbox sync in engine tests: every reply the sandbox delivered so far reaches the engine. */
export function replySync(db: Db, spaceId: string) {
  const seen = new Set<string>();
  let watermark = new Date(0);
  return async function sync(): Promise<void> {
    const now = clock.now();
    const rows = await db
      .select({
        id: sandboxMessages.id,
        memberId: sandboxMessages.memberId,
        credentialId: sandboxMessages.credentialId,
        sentAt: sandboxMessages.sentAt,
      })
      .from(sandboxMessages)
      .where(
        and(
          eq(sandboxMessages.direction, 'inbound'),
          lte(sandboxMessages.sentAt, now),
          gte(sandboxMessages.sentAt, watermark),
        ),
      );
    watermark = new Date(now.getTime() - 1);
    const fresh = rows.filter((r) => !seen.has(r.id));
    if (!fresh.length) return;
    const people = await db
      .select({ id: prospects.id, networkId: prospects.networkId })
      .from(prospects)
      .where(
        and(
          eq(prospects.spaceId, spaceId),
          inArray(
            prospects.networkId,
            fresh.map((r) => r.memberId),
          ),
        ),
      );
    const byMember = new Map(people.map((p) => [p.networkId, p.id]));
    const creds = new Set(
      (await db.select({ id: credentials.id }).from(credentials).where(eq(credentials.spaceId, spaceId))).map(
        (c) => c.id,
      ),
    );
    for (const r of fresh) {
      seen.add(r.id);
      const prospectId = byMember.get(r.memberId);
      if (prospectId && creds.has(r.credentialId))
        await onInboundReply(db, { spaceId, credentialId: r.credentialId, prospectId, at: r.sentAt });
    }
  };
}
