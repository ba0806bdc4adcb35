import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { spaces } from '../../db/schema/index.js';
import type { AdminScope } from '../../lib/admin-guard.js';

/** Whose workspaces a request reaches: a platform admin's all, a brand admin's their brand's, an owner's one. */
export type RequestScope =
  | { kind: 'platform'; userId: string }
  | { kind: 'brand'; userId: string; brand: string }
  | { kind: 'space'; userId: string; spaceId: string };

export const adminRequestScope = (admin: AdminScope): RequestScope =>
  admin.brand === null
    ? { kind: 'platform', userId: admin.userId }
    : { kind: 'brand', userId: admin.userId, brand: admin.brand };

/** The workspace ids in scope; null: every workspace. */
export async function spaceIdsOf(db: Db, scope: RequestScope): Promise<string[] | null> {
  if (scope.kind === 'platform') return null;
  if (scope.kind === 'space') return [scope.spaceId];
  const rows = await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.brand, scope.brand));
  return rows.map((r) => r.id);
}

/** The brand of each of these workspaces (to check a brand admin groups only their own). */
export async function brandsOf(db: Db, spaceIds: string[]): Promise<Map<string, string>> {
  if (!spaceIds.length) return new Map();
  const rows = await db
    .select({ id: spaces.id, brand: spaces.brand })
    .from(spaces)
    .where(inArray(spaces.id, spaceIds));
  return new Map(rows.map((r) => [r.id, r.brand]));
}
