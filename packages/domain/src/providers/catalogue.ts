import type { FeatureFlag } from '../tiers/enums.js';
import { aiMailbox } from './ai-mailbox/manifest.js';
import { amazonSes } from './amazon-ses/manifest.js';
import { calendly } from './calendly/manifest.js';
import { cloudBrowser } from './cloud-browser/manifest.js';
import { exchange } from './exchange/manifest.js';
import { gmail } from './gmail/manifest.js';
import { googleSignIn } from './google-sign-in/manifest.js';
import { hubspot } from './hubspot/manifest.js';
import { leadloopCrm } from './leadloop-crm/manifest.js';
import type { ProviderKind, ProviderManifest } from './manifest.js';
import { microsoftSignIn } from './microsoft-sign-in/manifest.js';
import { offlineAi } from './offline-ai/manifest.js';
import { openai } from './openai/manifest.js';
import { outlook } from './outlook/manifest.js';
import { pipedrive } from './pipedrive/manifest.js';
import { sandboxNetwork } from './sandbox-network/manifest.js';
import { sandboxPeople } from './sandbox-people/manifest.js';
import { apollo } from './apollo/manifest.js';
import { sandboxPayments } from './sandbox-payments/manifest.js';
import { sandboxSignIn } from './sandbox-sign-in/manifest.js';
import { sandboxTelephony } from './sandbox-telephony/manifest.js';
import { sandboxDomains } from './sandbox-domains/manifest.js';
import { gandi } from './gandi/manifest.js';
import { sendgrid } from './sendgrid/manifest.js';
import { smtp } from './smtp/manifest.js';
import { stripe } from './stripe/manifest.js';
import { twilio } from './twilio/manifest.js';

export * from './manifest.js';

/**
 * The provider catalogue: every manifest (one folder each, providers/<name>/manifest.ts), in the order the
 * hub shows them. The server registers an implementation per entry (apps/server/src/providers/registry.ts,
 * checked by its test), the web hub lists the ones with a `hub` place, billing gates the ones with a feature.
 * Adding a provider: its folder and manifest, one line here, its implementation registered on the server.
 */
export const PROVIDERS = [
  gmail,
  sendgrid,
  outlook,
  amazonSes,
  exchange,
  smtp,
  aiMailbox,
  leadloopCrm,
  pipedrive,
  hubspot,
  calendly,
  sandboxPayments,
  stripe,
  offlineAi,
  openai,
  sandboxNetwork,
  cloudBrowser,
  sandboxSignIn,
  googleSignIn,
  microsoftSignIn,
  sandboxPeople,
  apollo,
  sandboxTelephony,
  twilio,
  sandboxDomains,
  gandi,
] as const satisfies readonly ProviderManifest[];

export type Provider = (typeof PROVIDERS)[number];
export type ProviderName<K extends ProviderKind> = Extract<Provider, { kind: K }>['name'];

export const providersOf = <K extends ProviderKind>(kind: K): Extract<Provider, { kind: K }>[] =>
  PROVIDERS.filter((p): p is Extract<Provider, { kind: K }> => p.kind === kind);

/** The provider listed in the hub under this integration type, if one is built. */
export const hubProvider = (type: string): ProviderManifest | undefined =>
  (PROVIDERS as readonly ProviderManifest[]).find((p) => p.hub && p.name === type);

/** The providers' own pages gated on their plan feature (billing's FEATURE_PAGES reads them). */
export const PROVIDER_FEATURE_PAGES: readonly (readonly [page: string, feature: FeatureFlag])[] = (
  PROVIDERS as readonly ProviderManifest[]
).flatMap((p) => (p.hub?.page && p.hub.gated && p.feature ? [[p.hub.page, p.feature] as const] : []));

/** The plan features of one kind's providers, in catalogue order (billing's feature groups read them). */
export const providerFeatures = (kind: ProviderKind): FeatureFlag[] =>
  (PROVIDERS as readonly ProviderManifest[]).flatMap((p) =>
    p.kind === kind && p.feature ? [p.feature] : [],
  );
