import type { Db } from '../../db/client.js';
import type { AppContext } from '../../lib/context.js';
import {
  SandboxEmailVerifier,
  SandboxEnrichment,
  createEmailVerifier,
  createEnrichmentSources,
} from '../../providers/enrichment/index.js';
import type { RegisterSteps } from '../engine/index.js';
import { enrichStepHandler } from './enrich-step.js';

/**
 * The campaign steps this area owns: enrich. Sources and the email check come from the app's
 * configuration, built on first use (a context without one, e.g. a bare engine test, gets the sandbox).
 */
export const registerEnrichmentSteps: RegisterSteps = (registry, ctx) => {
  registry.register(enrichStepHandler((db) => stepSources(ctx, db)));
};

function stepSources(ctx: AppContext, db: Db) {
  if (!ctx.config)
    return { sources: { sandbox: new SandboxEnrichment(db) }, verifier: new SandboxEmailVerifier() };
  const setup = { db, egress: ctx.config.egress, enrichment: ctx.config.enrichment };
  return { sources: createEnrichmentSources(setup), verifier: createEmailVerifier(setup) };
}
