import type { ProviderKind, ProviderName } from '@leadloop/domain/providers/catalogue';
import { AI_PROVIDERS } from './ai/index.js';
import { DOMAIN_PROVIDERS } from './domains/index.js';
import { PAYMENTS_PROVIDERS } from './payments/index.js';
import { PEOPLE_PROVIDERS } from './people/index.js';

/** Where a provider is implemented when its kind picks it per account or token rather than by a factory. */
type SourceFile = `${string}.ts`;

/**
 * The server's implementation of every provider in the domain catalogue (packages/domain providers/), by
 * kind and manifest name: the kinds the configuration chooses between give their factories (the
 * composition root builds from them); the kinds chosen per account, token or platform name the file that
 * implements each. A manifest without an implementation here fails typecheck, and registry.test.ts holds
 * both lists equal.
 */
export const PROVIDER_IMPLEMENTATIONS = {
  payments: PAYMENTS_PROVIDERS,
  ai: AI_PROVIDERS,
  crm: {
    default: '../modules/crm/index.ts',
    hubspot: 'crm/hubspot.ts',
    pipedrive: 'crm/pipedrive.ts',
  },
  mail: {
    google: 'mailbox/gmail.ts',
    microsoft: 'mailbox/graph.ts',
    exchange: 'mailbox/graph.ts',
    amazon: 'mailbox/ses.ts',
    sendgrid: 'mailbox/sendgrid.ts',
    smtp: 'mailbox/smtp.ts',
    ai_email_service: 'mailbox/sandbox.ts',
  },
  calendar: { calendly: 'calendar/calendly.ts' },
  network: { sandbox: 'network/sandbox/sandbox-network.ts', browser: 'network/browser/browser-network.ts' },
  sso: { sandbox: 'sso/sandbox.ts', google: 'sso/oidc.ts', microsoft: 'sso/oidc.ts' },
  people: PEOPLE_PROVIDERS,
  telephony: { sandbox: 'telephony/sandbox.ts', twilio: 'telephony/twilio.ts' },
  domains: DOMAIN_PROVIDERS,
} as const satisfies {
  [K in ProviderKind]: Record<ProviderName<K>, SourceFile | ((...args: never[]) => unknown)>;
};
