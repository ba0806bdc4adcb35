import type { FinderFilterValues, FinderPerson, FinderProfiles } from '@leadloop/domain/finder/entities';
import { companySizeLabel } from '@leadloop/domain/finder/filters';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.js';
import { prospects } from '../../db/schema/index.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import type { FoundPerson } from '../../providers/people/index.js';
import { withPeople } from './people.js';
import type { FinderFilterKey } from '@leadloop/domain/finder/entities';
import { peopleQueryOf } from './query.js';
import type { ProfilesQuery } from './schemas.js';

/** The network ids among `people` that are already prospects of the workspace. */
async function inWorkspace(ctx: AppContext, spaceId: string, people: FoundPerson[]): Promise<Set<string>> {
  const ids = people.flatMap((p) => (p.networkId ? [p.networkId] : []));
  if (!ids.length) return new Set();
  const rows = await ctx.db
    .select({ networkId: prospects.networkId })
    .from(prospects)
    .where(
      and(inSpace(prospects, spaceId), isNotNull(prospects.networkId), inArray(prospects.networkId, ids)),
    );
  return new Set(rows.map((r) => r.networkId!));
}

const toView = (p: FoundPerson, known: Set<string>): FinderPerson => ({
  _id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  full_name: [p.firstName, p.lastName].filter(Boolean).join(' '),
  title: p.title,
  seniority: p.seniority,
  company: p.company,
  company_domain: p.companyDomain,
  company_size: companySizeLabel(p.companySize),
  industry: p.industry,
  location: p.location,
  country_code: p.countryCode,
  keywords: p.keywords,
  linkedin_url: p.profileUrl,
  has_email: p.hasEmail,
  has_phone: p.hasPhone,
  job_last_updated: p.jobLastUpdated.toISOString(),
  in_workspace: Boolean(p.networkId && known.has(p.networkId)),
});

/** GET /v2/looch/profiles: one page of the people database and the count of everyone who matches. */
export async function searchProfiles(
  ctx: AppContext,
  scope: WorkspaceScope,
  q: ProfilesQuery,
): Promise<FinderProfiles> {
  const page = await withPeople(ctx, (people) =>
    people.search(
      peopleQueryOf(q, scope.spaceId, { page: q.page - 1, pageSize: q.page_size, countOnly: q.count_only }),
    ),
  );
  const known = await inWorkspace(ctx, scope.spaceId, page.people);
  // A provider that cannot leave workspace people out itself (Apollo) is filtered here, page by page.
  const people = q.exclude_existing_people
    ? page.people.filter((p) => !p.networkId || !known.has(p.networkId))
    : page.people;
  return {
    items: people.map((p) => toView(p, known)),
    total: page.total,
    page: q.page,
    page_size: q.page_size,
  };
}

/** GET /looch/filters/{filterKey}: the type-ahead values matching `query`, minus the excluded ones. */
export async function filterValues(
  ctx: AppContext,
  key: FinderFilterKey,
  q: { query: string; offset: number; limit: number; excluded_values?: string[] },
): Promise<FinderFilterValues> {
  const found = await withPeople(ctx, (people) =>
    people.filterValues(key, {
      query: q.query.trim(),
      excluded: q.excluded_values ?? [],
      offset: q.offset,
      limit: q.limit,
    }),
  );
  return {
    items: found.items.map((i) => ({ string_value: i.label, saved_value: i.value })),
    has_more: found.hasMore,
  };
}
