import { and, asc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type { BrandSpace, WhitelabelUpdateBody } from '@leadloop/domain/admin/whitelabels';
import { spaces, whitelabelHosts } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../lib/context.js';
import { assertBrandVisible, type AdminScope } from '../../lib/admin-guard.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like.js';

// Per-customer domains (issue 17): a brand that allows them maps a host name to one of its workspaces;
// a request on that host wears the brand (brandForHost), and the TLS proxy's ask endpoint accepts it.

export type HostRow = typeof whitelabelHosts.$inferSelect & { spaceName: string | null };

/** The host rows of some brands, each customer host with its workspace's name. */
export async function hostRowsOf(db: Db, where: SQL | undefined): Promise<HostRow[]> {
  return db
    .select({
      host: whitelabelHosts.host,
      brand: whitelabelHosts.brand,
      spaceId: whitelabelHosts.spaceId,
      createdAt: whitelabelHosts.createdAt,
      spaceName: spaces.name,
    })
    .from(whitelabelHosts)
    .leftJoin(spaces, eq(spaces.id, whitelabelHosts.spaceId))
    .where(where);
}

/**
 * A customer domain names one workspace of the brand (not deleted; else "Can not find space"), each host once in
 * the request (its own hosts included); a host another brand or customer holds is refused by the
 * table's key when written.
 */
export async function assertCustomerHosts(
  db: Db,
  brand: string,
  customers: NonNullable<WhitelabelUpdateBody['customer_hosts']>,
  ownHosts: string[],
): Promise<void> {
  const names = [...ownHosts, ...customers.map((c) => c.host)];
  if (new Set(names).size !== names.length) throw conflict(CODES.hostTaken);
  const ids = [...new Set(customers.map((c) => c.space_id))];
  if (!ids.length) return;
  const found = await db
    .select({ id: spaces.id })
    .from(spaces)
    .where(and(inArray(spaces.id, ids), eq(spaces.brand, brand), ne(spaces.status, 'deleted')));
  if (found.length !== ids.length) throw badRequest(CODES.spaceNotFound);
}

/** GET /admin/whitelabels/{brand}/spaces?q=: the brand's workspaces a customer domain may name. */
export async function brandSpaces(
  ctx: AppContext,
  scope: AdminScope,
  brand: string,
  q?: string,
): Promise<BrandSpace[]> {
  assertBrandVisible(scope, brand);
  const search = q?.trim();
  const rows = await ctx.db
    .select({ _id: spaces.id, name: spaces.name })
    .from(spaces)
    .where(
      and(
        eq(spaces.brand, brand),
        ne(spaces.status, 'deleted'),
        search ? ilike(spaces.name, containsPattern(search)) : undefined,
      ),
    )
    .orderBy(asc(spaces.name))
    .limit(50);
  return rows;
}
