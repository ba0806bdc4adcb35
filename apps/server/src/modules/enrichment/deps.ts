import type { Db } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import {
  createEmailVerifier,
  createEnrichmentSources,
  type EmailVerifier,
  type EnrichmentProvider,
  type EnrichmentSources,
} from '../../providers/enrichment/index.js';

/** What the waterfall needs: the database, the reachable sources, the email check and the time. */
export interface EnrichDeps {
  db: Db;
  sources: EnrichmentSources;
  verifier: EmailVerifier;
  now(): Date;
}

const built = new WeakMap<object, EnrichDeps>();

/**
 * The enrichment dependencies of an app, built once from its configuration. `ctx.enrichment` (a test's own
 * provider) stands in for the sandbox source.
 */
export function enrichDepsFor(ctx: AppContext): EnrichDeps {
  let deps = built.get(ctx);
  if (!deps) {
    const setup = { db: ctx.db, egress: ctx.config.egress, enrichment: ctx.config.enrichment };
    const given = (ctx as AppContext & { enrichment?: EnrichmentProvider }).enrichment;
    const sources = createEnrichmentSources(setup);
    deps = {
      db: ctx.db,
      sources: given ? { ...sources, sandbox: given } : sources,
      verifier: createEmailVerifier(setup),
      now: () => clock.now(),
    };
    built.set(ctx, deps);
  }
  return deps;
}
