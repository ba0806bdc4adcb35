import type { Db } from '../../db/client.js';
import { oauthGrants } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';

/** Records that the signed-in user granted a third-party client access (the client registry comes later). */
export async function recordOauthGrant(
  db: Db,
  userId: string,
  body: { client_id: string; state: string },
): Promise<{ accepted: true; redirect_url: null }> {
  await db.insert(oauthGrants).values({
    userId,
    clientId: body.client_id,
    state: body.state,
    createdAt: clock.now(),
  });
  return { accepted: true, redirect_url: null };
}
