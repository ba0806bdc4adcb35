import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { trackingEvents } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';

/**
 * A prospect's opens and clicks of tracked messages, newest first, as timeline lines (kind 'tracking').
 * `accounts`: the accounts the viewer may see (null: all of the workspace).
 */
export async function trackingTimeline(
  db: Db,
  spaceId: string,
  prospectId: string,
  accounts: string[] | null,
  limit = 200,
) {
  const rows = await db
    .select()
    .from(trackingEvents)
    .where(
      and(
        inSpace(trackingEvents, spaceId),
        eq(trackingEvents.prospectId, prospectId),
        accounts ? inArray(trackingEvents.credentialId, accounts.length ? accounts : ['']) : undefined,
      ),
    )
    .orderBy(desc(trackingEvents.createdAt))
    .limit(limit);
  return rows.map((e) => ({
    kind: 'tracking' as const,
    _id: e.id,
    type: e.type,
    status: 'done',
    ...(e.url ? { text: e.url } : {}),
    credentials_id: e.credentialId,
    workflow_id: e.workflowId,
    step: null,
    at: e.createdAt.toISOString(),
  }));
}
