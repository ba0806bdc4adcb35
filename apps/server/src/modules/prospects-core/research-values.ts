import { and, desc, inArray } from 'drizzle-orm';
import {
  researchHostOf,
  researchPlaceholderValues,
  type RenderValues,
} from '@leadloop/domain/campaigns/placeholders';
import type { Db } from '../../db/client.js';
import { inSpace } from '../../lib/scope.js';
import { aiCompanyResearches, type prospects } from '../../db/schema/index.js';

type ProspectRow = typeof prospects.$inferSelect;

/**
 * The `{research_summary}` / `{research_points}` values of a prospect (issue 36): the workspace's newest
 * company research of the prospect's company (its domain, else its website). None: empty values, so each
 * placeholder's fallback is used, as for any empty field.
 */
export async function researchValuesOf(
  db: Db,
  spaceId: string,
  prospect: Pick<ProspectRow, 'companyDomain' | 'website'>,
): Promise<RenderValues> {
  const host = researchHostOf(prospect.companyDomain) ?? researchHostOf(prospect.website);
  if (!host) return researchPlaceholderValues(null);
  const [research] = await db
    .select({ summary: aiCompanyResearches.summary, points: aiCompanyResearches.points })
    .from(aiCompanyResearches)
    .where(
      and(
        inSpace(aiCompanyResearches, spaceId),
        inArray(aiCompanyResearches.hostName, [host, `www.${host}`]),
      ),
    )
    .orderBy(desc(aiCompanyResearches.createdAt))
    .limit(1);
  return researchPlaceholderValues(research);
}
