import { and, eq, isNull, lt } from 'drizzle-orm';
import { HIBERNATION_DAYS } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { credentials } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import type { RegisterJobs } from '../../lib/job-registry.js';
import { NETWORK_ERROR_OUTCOMES, type NetworkErrorCode } from '../../providers/network/index.js';
import { patchForError, saveAndEmit } from './login.js';

/** Marks active accounts with no activity for over 30 days as hibernated (for a periodic job). */
export async function hibernateInactiveCredentials(db: Db, now = clock.now()): Promise<number> {
  const cutoff = new Date(now.getTime() - HIBERNATION_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .update(credentials)
    .set({ hibernatedAt: now, updatedAt: now })
    .where(
      and(
        eq(credentials.status, 'active'),
        isNull(credentials.deletedAt),
        isNull(credentials.hibernatedAt),
        lt(credentials.lastActivityAt, cutoff),
      ),
    )
    .returning({ id: credentials.id });
  return rows.length;
}

/** For the engine: record that an account acted (keeps it out of hibernation). */
export async function touchCredentialActivity(
  db: Db,
  credentialId: string,
  now = clock.now(),
): Promise<void> {
  await db
    .update(credentials)
    .set({ lastActivityAt: now, hibernatedAt: null })
    .where(eq(credentials.id, credentialId));
}

/**
 * For the engine: record on the account what a network failure means for it — the weekly invitation or
 * InMail limit (connect_limited_at / inmail_limited_at), or an account problem (wrong password, suspended,
 * challenge, proxy…), so the account's status and explanation follow. Other failures change nothing.
 */
export async function recordNetworkFailure(
  ctx: AppContext,
  credentialId: string,
  code: NetworkErrorCode,
): Promise<void> {
  const [row] = await ctx.db.select().from(credentials).where(eq(credentials.id, credentialId));
  if (!row) return;
  const now = clock.now();
  if (code === 'weekly_invitation_limit' || code === 'pending_invitations_cap') {
    await saveAndEmit(ctx, row, { connectLimitedAt: now }, { notify: true });
  } else if (code === 'inmail_limit') {
    await saveAndEmit(ctx, row, { inmailLimitedAt: now }, { notify: true });
  } else if (NETWORK_ERROR_OUTCOMES[code].kind === 'account') {
    await saveAndEmit(ctx, row, patchForError(row, code === 'not_logged_in' ? 'login_required' : code), {
      notify: true,
    });
  }
}

/**
 * Hourly sweep, once per hour across all processes: marks hibernated accounts. (The API already shows an
 * account idle for 30 days as hibernated without it; the sweep makes the engine skip it too.)
 */
export const registerCredentialJobs: RegisterJobs = (registry, ctx) => {
  registry.periodic('credentials.maintenance', 3600, () => hibernateInactiveCredentials(ctx.db));
};
