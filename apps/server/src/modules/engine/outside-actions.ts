import type { Db } from '../../db/client.js';
import { actions } from '../../db/schema/index.js';
import { STEP_LIMIT_KIND } from './catalog.js';

/**
 * A message or email another area sent outside any campaign step (an AI Employee's answer), written to the
 * actions log as that step would be: done, with its daily limit kind, so the reports and the account's
 * limits count it. `key` is the sender's idempotency key: a second call with it writes nothing.
 */
export async function logActionSent(
  db: Db,
  a: {
    spaceId: string;
    credentialId: string;
    prospectId: string;
    type: 'message' | 'email';
    key: string;
    performedAt: Date;
    payload: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insert(actions)
    .values({
      spaceId: a.spaceId,
      credentialId: a.credentialId,
      prospectId: a.prospectId,
      type: a.type,
      limitKind: STEP_LIMIT_KIND[a.type] ?? null,
      idempotencyKey: a.key,
      status: 'done',
      payload: a.payload,
      startedAt: a.performedAt,
      performedAt: a.performedAt,
    })
    .onConflictDoNothing({ target: actions.idempotencyKey });
}
