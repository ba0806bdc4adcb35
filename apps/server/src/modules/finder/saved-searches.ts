import { CODES } from '@leadloop/domain';
import type { SavedSearch, SavedSearchList, savedSearchBody } from '@leadloop/domain/finder/entities';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { finderSavedSearches } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';

const MAX_SAVED = 100;
type Row = typeof finderSavedSearches.$inferSelect;

const toView = (r: Row): SavedSearch => ({
  _id: r.id,
  name: r.name,
  filters: r.filters as SavedSearch['filters'],
  contact_info: r.contactInfo,
  exclude_existing: r.excludeExisting,
  created_at: r.createdAt.toISOString(),
});

/** The workspace's saved finder searches, newest first. */
export async function listSavedSearches(ctx: AppContext, scope: WorkspaceScope): Promise<SavedSearchList> {
  const rows = await ctx.db
    .select()
    .from(finderSavedSearches)
    .where(inSpace(finderSavedSearches, scope.spaceId))
    .orderBy(desc(finderSavedSearches.createdAt))
    .limit(MAX_SAVED);
  return { items: rows.map(toView) };
}

export async function saveSearch(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: z.infer<typeof savedSearchBody>,
): Promise<SavedSearch> {
  const [row] = await ctx.db
    .insert(finderSavedSearches)
    .values({
      spaceId: scope.spaceId,
      userId: scope.userId!,
      name: body.name,
      filters: body.filters,
      contactInfo: Object.fromEntries(Object.entries(body.contact_info).filter(([, v]) => v !== undefined)),
      excludeExisting: body.exclude_existing,
    })
    .returning();
  return toView(row!);
}

export async function deleteSavedSearch(ctx: AppContext, scope: WorkspaceScope, id: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(CODES.savedSearchNotFound);
  const deleted = await ctx.db
    .delete(finderSavedSearches)
    .where(and(eq(finderSavedSearches.id, id), inSpace(finderSavedSearches, scope.spaceId)))
    .returning({ id: finderSavedSearches.id });
  if (!deleted.length) throw notFound(CODES.savedSearchNotFound);
}
