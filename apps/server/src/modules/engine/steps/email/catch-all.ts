import { CATCH_ALL_SKIPPED_REASON, CATCH_ALL_WAIT_REASON, type CatchAllPolicy } from '@leadloop/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { emailVerifications, enrichmentSettings } from '../../../../db/schema/index.js';
import { inSpace } from '../../../../lib/scope.js';

/**
 * The workspace's catch-all policy (issue 37 item 4), read when an email step is about to send: an address
 * the enrichment's check found to be on a catch-all domain is sent, skipped, or held for the user, as the
 * workspace chose (no choice made: skipped). Any other address is sent.
 */
export async function catchAllHold(
  db: Db,
  spaceId: string,
  address: string,
): Promise<{ kind: 'skipped'; reason: string } | { kind: 'wait'; reason: string } | null> {
  const [row] = await db
    .select({ result: emailVerifications.result, policy: enrichmentSettings.catchAllPolicy })
    .from(emailVerifications)
    .leftJoin(enrichmentSettings, inSpace(enrichmentSettings, spaceId))
    .where(and(inSpace(emailVerifications, spaceId), eq(emailVerifications.email, address.toLowerCase())));
  if (row?.result !== 'catch_all') return null;
  const policy = (row.policy ?? 'skip') as CatchAllPolicy;
  if (policy === 'send') return null;
  return policy === 'skip'
    ? { kind: 'skipped', reason: CATCH_ALL_SKIPPED_REASON }
    : { kind: 'wait', reason: CATCH_ALL_WAIT_REASON };
}
