/** Query keys of the finder; every key starts with 'finder'. */
export const finderKeys = {
  all: ['finder'] as const,
  profiles: (query: object) => ['finder', 'profiles', query] as const,
  filterValues: (key: string, query: string, excluded: string[]) =>
    ['finder', 'filters', key, query, excluded] as const,
  savedSearches: ['finder', 'saved-searches'] as const,
};
