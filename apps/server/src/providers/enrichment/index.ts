import type { EnrichmentSource } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import type { EgressPolicy } from '../../lib/egress/index.js';
import { ApolloEnrichment } from './apollo.js';
import { HunterEnrichment } from './hunter.js';
import type { EnrichmentProvider } from './provider.js';
import { SandboxEnrichment } from './sandbox.js';
import { SmtpEmailVerifier } from './smtp-verify.js';
import { SandboxEmailVerifier, type EmailVerifier } from './verify.js';

export * from './provider.js';
export { SandboxEnrichment } from './sandbox.js';
export { ApolloEnrichment } from './apollo.js';
export { HunterEnrichment } from './hunter.js';
export { SmtpEmailVerifier, type SmtpVerifierOptions } from './smtp-verify.js';
export { SandboxEmailVerifier, emailSyntaxOk, type EmailVerification, type EmailVerifier } from './verify.js';

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

/** What the enrichment sources and the email check need from the configuration. */
export interface EnrichmentSetup {
  db: Db;
  egress: EgressPolicy;
  enrichment: {
    apollo: { url: string; key: string } | null;
    hunter: { url: string; key: string } | null;
    verifier: 'sandbox' | 'smtp';
    dnsServers: readonly string[];
    smtpPort: number;
    heloName: string;
  };
}

export type EnrichmentSources = Partial<Record<EnrichmentSource, EnrichmentProvider>>;

/** The waterfall's sources this server can reach: the sandbox always, the real ones when configured. */
export function createEnrichmentSources(setup: EnrichmentSetup): EnrichmentSources {
  const { apollo, hunter } = setup.enrichment;
  return {
    sandbox: new SandboxEnrichment(setup.db),
    ...(apollo ? { apollo: new ApolloEnrichment(apollo, setup.egress) } : {}),
    ...(hunter ? { hunter: new HunterEnrichment(hunter, setup.egress) } : {}),
  };
}

/** The email check the configuration picks (EMAIL_VERIFIER). */
export function createEmailVerifier(setup: EnrichmentSetup): EmailVerifier {
  const e = setup.enrichment;
  return e.verifier === 'smtp'
    ? new SmtpEmailVerifier({
        dnsServers: e.dnsServers,
        port: e.smtpPort,
        heloName: e.heloName,
        egress: setup.egress,
      })
    : new SandboxEmailVerifier();
}
