import type { RealtimeEventName, RealtimePayload } from '@leadloop/domain/realtime/events';
import type { AppContext } from '../../lib/context.js';
import { spaceMembers } from '../../db/schema/index.js';
import type { CredentialRow } from './access.js';
import { credentialView } from './view.js';
import { inSpace } from '../../lib/scope.js';

/**
 * Real-time pushes about an account (000 §4): only admins and members who have access to it get them.
 * Failures never break the request that caused them.
 */
export async function emitCredentialEvent(ctx: AppContext, row: CredentialRow): Promise<void>;
export async function emitCredentialEvent<E extends RealtimeEventName>(
  ctx: AppContext,
  row: CredentialRow,
  event: E,
  data: RealtimePayload<E>,
): Promise<void>;
export async function emitCredentialEvent(
  ctx: AppContext,
  row: CredentialRow,
  event: RealtimeEventName = 'update_credentials',
  data?: RealtimePayload<RealtimeEventName>,
): Promise<void> {
  try {
    const members = await ctx.db.select().from(spaceMembers).where(inSpace(spaceMembers, row.spaceId));
    const payload = data ?? credentialView(row);
    for (const m of members) {
      if (m.isAdmin || m.availableCredentials.includes(row.id))
        // the overloads pair the event with its payload; without one it is update_credentials' own view
        ctx.realtime?.emitToUser(m.userId, event, payload as RealtimePayload<typeof event>);
    }
  } catch (error) {
    ctx.log.warn({ err: error, credentialId: row.id, event }, 'could not emit credential event');
  }
}
