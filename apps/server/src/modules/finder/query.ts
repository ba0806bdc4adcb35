import type { PeopleQuery } from '../../providers/people/index.js';
import type { ProfilesQuery } from './schemas.js';

type SearchPart = Pick<
  ProfilesQuery,
  | 'filters'
  | 'email'
  | 'work_email'
  | 'phone'
  | 'enriched_only'
  | 'fresh_only'
  | 'li_only'
  | 'exclude_existing_people'
  | 'sort'
>;

/** A finder call's query as the people provider reads it. */
export function peopleQueryOf(
  q: SearchPart,
  spaceId: string,
  paging: { page: number; pageSize: number; countOnly?: boolean },
): PeopleQuery {
  return {
    filters: q.filters ?? {},
    contactInfo: {
      email: q.email,
      work_email: q.work_email,
      phone: q.phone,
      enriched_only: q.enriched_only,
      fresh_only: q.fresh_only,
      li_only: q.li_only,
    },
    excludeSpaceId: q.exclude_existing_people ? spaceId : undefined,
    sort: q.sort,
    ...paging,
  };
}
