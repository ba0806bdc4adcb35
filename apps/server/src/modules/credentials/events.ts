import type { AppContext } from '../../lib/context.js';
import { spaceMembers } from '../../db/schema/index.js';
import type { CredentialRow } from './access.js';
import { credentialView } from './view.js';
import { inSpace } from '../../lib/scope.js';

/**
 * Real-time pushes about an account (000 §4): only admins and members who have access to it get them.
 * Failures never break the request that caused them.
 */
export async function emitCredentialEvent(
  ctx: AppContext,
  row: CredentialRow,
  event = 'update_credentials',
  data?: unknown,
): Promise<void> {
  try {
    const members = await ctx.db.select().from(spaceMembers).where(inSpace(spaceMembers, row.spaceId));
    const payload = data ?? credentialView(row);
    for (const m of members) {
      if (m.isAdmin || m.availableCredentials.includes(row.id))
        ctx.realtime?.emitToUser(m.userId, event, payload);
    }
  } catch (error) {
    ctx.log.warn({ err: error, credentialId: row.id, event }, 'could not emit credential event');
  }
}
