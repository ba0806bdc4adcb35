import type { ContactInfo, FinderFilters } from '@leadloop/domain/finder/entities';

/** What the finder screen searches for: filters, contact-info flags, exclusion, page (1-based). */
export interface SearchState {
  filters: FinderFilters;
  contactInfo: ContactInfo;
  excludeExisting: boolean;
  page: number;
}

export const EMPTY_SEARCH: SearchState = { filters: {}, contactInfo: {}, excludeExisting: false, page: 1 };

/** The query string of GET /v2/looch/profiles and add_to_workflow for a search. */
export function searchQuery(s: SearchState): Record<string, string | number | boolean | undefined> {
  const filters = Object.fromEntries(Object.entries(s.filters).filter(([, v]) => v && v.length));
  const flags = Object.fromEntries(Object.entries(s.contactInfo).filter(([, v]) => v));
  return {
    filters: Object.keys(filters).length ? JSON.stringify(filters) : undefined,
    ...flags,
    exclude_existing_people: s.excludeExisting || undefined,
  };
}

/** How many filters and flags are set (the "clear" button shows when any is). */
export const activeCount = (s: SearchState): number =>
  Object.values(s.filters).filter((v) => v && v.length).length +
  Object.values(s.contactInfo).filter(Boolean).length +
  (s.excludeExisting ? 1 : 0);
