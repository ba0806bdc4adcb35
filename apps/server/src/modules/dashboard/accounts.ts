import { credentialDisplayName } from '@leadloop/domain/credentials/rules';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credentials } from '../../db/schema/index.js';
import { inSpace, mayUseAccount, type WorkspaceScope } from '../../lib/scope.js';

export type VisibleAccount = typeof credentials.$inferSelect & { name: string };

/**
 * The accounts the viewer may see on the dashboard — the reports' rule: a member their available
 * accounts, an admin every account — narrowed by an `accounts` filter. `live`: deleted ones left out
 * (what needs attention and what is planned today); otherwise kept, so history stays whole.
 */
export async function visibleAccounts(
  db: Db,
  scope: WorkspaceScope,
  options: { filter?: string[]; live?: boolean } = {},
): Promise<VisibleAccount[]> {
  const rows = await db
    .select()
    .from(credentials)
    .where(
      and(
        inSpace(credentials, scope),
        options.filter?.length ? inArray(credentials.id, options.filter) : undefined,
        options.live ? isNull(credentials.deletedAt) : undefined,
      ),
    )
    .orderBy(asc(credentials.username));
  return rows
    .filter((r) => mayUseAccount(scope, r.id))
    .map((r) => ({ ...r, name: credentialDisplayName(r.firstName, r.lastName, r.username) }));
}
