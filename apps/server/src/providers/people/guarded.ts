import type { PeopleSearchProvider } from './provider.js';

/** Raised when the people provider could not answer (down, refused by the egress, a bad answer). */
export class PeopleSearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super('people search unavailable', { cause });
  }
}

/** The provider with every failure of its own turned into PeopleSearchUnavailableError. */
export function guarded(provider: PeopleSearchProvider): PeopleSearchProvider {
  const wrap =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      call(...args).catch((error: unknown) => {
        throw new PeopleSearchUnavailableError(error);
      });
  return {
    name: provider.name,
    search: wrap((q) => provider.search(q)),
    byIds: wrap((ids) => provider.byIds(ids)),
    filterValues: wrap((key, q) => provider.filterValues(key, q)),
  };
}
