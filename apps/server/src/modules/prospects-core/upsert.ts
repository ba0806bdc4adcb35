import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prospects } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';
import { personHashesOf, suppressedAmong } from '../../lib/person-hash.js';

export type ProspectInput = {
  profileLink: string;
  networkId: string;
  firstName?: string;
  lastName?: string;
  fullName?: string;
  position?: string | null;
  location?: string | null;
  company?: string | null;
  companyDomain?: string | null;
  personalEmail?: string | null;
  workEmail?: string | null;
  phone?: string | null;
  twitter?: string | null;
  website?: string | null;
  photoLink?: string | null;
  isPremium?: boolean;
  customFields?: Record<string, string>;
};

const searchTextOf = (p: ProspectInput) =>
  [p.firstName, p.lastName, p.fullName, p.company, p.position, p.workEmail, p.personalEmail, p.networkId]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .slice(0, 2000);

/**
 * Inserts people not yet in the workspace and fills empty fields of those that are (never overwrites
 * what is already known). Returns the prospect id for each network id.
 */
export async function upsertProspects(
  db: Db,
  spaceId: string,
  rows: ProspectInput[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  // A person erased on request (issue 42) never comes back, whichever way they are added.
  const suppressed = await suppressedAmong(db, rows.flatMap(personHashesOf));
  const allowed = suppressed.size
    ? rows.filter((r) => !personHashesOf(r).some((h) => suppressed.has(h)))
    : rows;
  const unique = [...new Map(allowed.map((r) => [r.networkId, r])).values()];
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500);
    await db
      .insert(prospects)
      .values(
        chunk.map((p) => ({
          spaceId,
          profileLink: p.profileLink,
          networkId: p.networkId,
          firstName: p.firstName ?? '',
          lastName: p.lastName ?? '',
          fullName: p.fullName || [p.firstName, p.lastName].filter(Boolean).join(' '),
          position: p.position ?? null,
          location: p.location ?? null,
          company: p.company ?? null,
          companyDomain: p.companyDomain ?? null,
          personalEmail: p.personalEmail ?? null,
          workEmail: p.workEmail ?? null,
          phone: p.phone ?? null,
          twitter: p.twitter ?? null,
          website: p.website ?? null,
          photoLink: p.photoLink ?? null,
          isPremium: p.isPremium ?? false,
          customFields: p.customFields ?? {},
          searchText: searchTextOf(p),
        })),
      )
      .onConflictDoUpdate({
        target: [prospects.spaceId, prospects.networkId],
        targetWhere: sql`network_id is not null`,
        set: {
          workEmail: sql`coalesce(${prospects.workEmail}, excluded.work_email)`,
          personalEmail: sql`coalesce(${prospects.personalEmail}, excluded.personal_email)`,
          company: sql`coalesce(${prospects.company}, excluded.company)`,
          position: sql`coalesce(${prospects.position}, excluded.position)`,
          customFields: sql`excluded.custom_fields || ${prospects.customFields}`,
          updatedAt: sql`now()`,
        },
      });
    const found = await db
      .select({ id: prospects.id, networkId: prospects.networkId })
      .from(prospects)
      .where(
        and(
          inSpace(prospects, spaceId),
          inArray(
            prospects.networkId,
            chunk.map((p) => p.networkId),
          ),
        ),
      );
    for (const row of found) if (row.networkId) ids.set(row.networkId, row.id);
  }
  return ids;
}
