import type { Db } from '../../db/client.js';
import type { EgressPolicy } from '../../lib/egress/index.js';
import { ApolloPeople } from './apollo.js';
import { guarded } from './guarded.js';
import type { PeopleSearchProvider } from './provider.js';
import { SandboxPeople } from './sandbox/sandbox-people.js';

export * from './provider.js';
export { ApolloPeople, apolloSearchBody } from './apollo.js';
export { SandboxPeople } from './sandbox/sandbox-people.js';
export { ensureFinderPopulation } from './sandbox/population.js';
export { PeopleSearchUnavailableError } from './guarded.js';

/** The factories of the people providers by manifest name (providers/registry.ts). */
export const PEOPLE_PROVIDERS = {
  sandbox: (db: Db, ensureNetwork: () => Promise<unknown>) => new SandboxPeople(db, ensureNetwork),
  apollo: (
    options: { baseUrl: string; apiKey: string; egress: EgressPolicy },
    catalogue: Pick<PeopleSearchProvider, 'filterValues'>,
  ) => new ApolloPeople(options, catalogue),
};

interface PeopleHost {
  db: Db;
  config: {
    peopleSearch: { provider: 'sandbox' | 'apollo'; apolloUrl: string; apolloApiKey: string | undefined };
    egress: EgressPolicy;
  };
  network: object;
}

const providers = new WeakMap<object, PeopleSearchProvider>();

/**
 * The people provider of an app context, built once per context from its configuration: Apollo when
 * PEOPLE_PROVIDER=apollo (its type-ahead values from the sandbox catalogue), else the sandbox, which makes
 * sure the sandbox network's population exists first (the network's own `ensureReady`). A failure of the
 * provider's own surfaces as PeopleSearchUnavailableError.
 */
export function peopleFor(ctx: PeopleHost): PeopleSearchProvider {
  let provider = providers.get(ctx);
  if (provider) return provider;
  const network = ctx.network as { ensureReady?: () => Promise<unknown> };
  const sandbox = PEOPLE_PROVIDERS.sandbox(ctx.db, () => network.ensureReady?.() ?? Promise.resolve());
  const { peopleSearch, egress } = ctx.config;
  provider = guarded(
    peopleSearch.provider === 'apollo'
      ? PEOPLE_PROVIDERS.apollo(
          { baseUrl: peopleSearch.apolloUrl, apiKey: peopleSearch.apolloApiKey ?? '', egress },
          sandbox,
        )
      : sandbox,
  );
  providers.set(ctx, provider);
  return provider;
}
