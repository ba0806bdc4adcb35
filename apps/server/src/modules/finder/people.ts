import { CODES } from '@leadloop/domain';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import {
  PeopleSearchUnavailableError,
  peopleFor,
  type PeopleSearchProvider,
} from '../../providers/people/index.js';

/** Runs `work` against the context's people provider; a provider that fails answers 503 with its reason logged. */
export async function withPeople<T>(
  ctx: AppContext,
  work: (people: PeopleSearchProvider) => Promise<T>,
): Promise<T> {
  try {
    return await work(peopleFor(ctx));
  } catch (error) {
    if (!(error instanceof PeopleSearchUnavailableError)) throw error;
    ctx.log.warn({ err: error.cause }, 'people search provider failed');
    throw new AppError(503, CODES.peopleSearchUnavailable);
  }
}
