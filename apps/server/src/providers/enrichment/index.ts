import type { Db } from '../../db/client.js';
import type { EnrichmentProvider } from './provider.js';
import { SandboxEnrichment } from './sandbox.js';

export * from './provider.js';
export { SandboxEnrichment } from './sandbox.js';

const providers = new WeakMap<object, EnrichmentProvider>();

/** The enrichment provider of an app context: `ctx.enrichment` when set (tests, a real one), else the sandbox. */
export function enrichmentFor(ctx: { db: Db; enrichment?: EnrichmentProvider }): EnrichmentProvider {
  if (ctx.enrichment) return ctx.enrichment;
  let provider = providers.get(ctx);
  if (!provider) {
    provider = new SandboxEnrichment(ctx.db);
    providers.set(ctx, provider);
  }
  return provider;
}
