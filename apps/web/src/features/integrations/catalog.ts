import {
  CRM_INTEGRATION_TYPES,
  EMAIL_INTEGRATION_TYPES,
  INTEGRATION_CATEGORIES,
  MARKETING_INTEGRATION_TYPES,
  PRODUCTIVITY_INTEGRATION_TYPES,
  type IntegrationCategory,
} from '@leadloop/domain/integrations/enums';
import { hubProvider } from '@leadloop/domain/providers/catalogue';
import i18n from 'i18next';

/** How far a kind is built here: its own page, set up per account (email), or not available yet. */
export type KindAvailability = 'page' | 'perAccount' | 'notBuilt';

export interface IntegrationKind {
  type: string;
  category: IntegrationCategory;
  availability: KindAvailability;
  /** Where its page is, for the kinds that have one. */
  to?: string;
}

/** The automation category holds 001 §3's tools: api, dialer, webhook, zapier. */
const AUTOMATION: IntegrationKind[] = [
  { type: 'webhook', category: 'automation', availability: 'page', to: '/integrations/automation/webhook' },
  { type: 'api', category: 'automation', availability: 'page', to: '/integrations/api' },
  { type: 'zapier', category: 'automation', availability: 'page', to: '/integrations/automation/zapier' },
  { type: 'dialer', category: 'automation', availability: 'notBuilt' },
];

/** A kind as its provider's manifest places it in the hub (domain providers/<name>), or not built yet. */
const kinds = (category: IntegrationCategory, types: readonly string[]): IntegrationKind[] =>
  types.map((type) => {
    const hub = hubProvider(type)?.hub;
    if (hub?.category !== category) return { type, category, availability: 'notBuilt' };
    return hub.page
      ? { type, category, availability: hub.setup, to: hub.page }
      : { type, category, availability: hub.setup };
  });

/** Every category and kind of 001 §3, in the order the hub shows them. */
export const INTEGRATION_KINDS: IntegrationKind[] = [
  ...kinds('email', EMAIL_INTEGRATION_TYPES),
  // 000 §2 /integrations/converge_hub: an overview of what it would connect, marked not available.
  { type: 'converge_hub', category: 'crm', availability: 'notBuilt', to: '/integrations/converge_hub' },
  // The native CRM is the CRM screen itself; HubSpot and Pipedrive connect on theirs (/crm/manage/{integration}).
  ...kinds(
    'crm',
    CRM_INTEGRATION_TYPES.filter((t) => t !== 'default'),
  ),
  ...AUTOMATION,
  ...kinds('marketing', MARKETING_INTEGRATION_TYPES),
  ...kinds('productivity', PRODUCTIVITY_INTEGRATION_TYPES),
];

/** A webhook subscription that Zapier made (REST hook): its URL is on Zapier's hooks host. */
export const isZapierHook = (url: string) => /^https:\/\/hooks\.zapier\.com\//.test(url);

export const isCategory = (value: string | null): value is IntegrationCategory =>
  (INTEGRATION_CATEGORIES as readonly string[]).includes(value ?? '');
export { INTEGRATION_CATEGORIES };

/** Display names of the kinds not built yet (brand names are not translated); a built one's is in its manifest. */
const NAMES: Record<string, string> = {
  api: 'API',
  dialer: 'Dialer',
  webhook: 'Webhooks',
  zapier: 'Zapier',
  converge_hub: 'Converge hub',
  activecampaign: 'ActiveCampaign',
  'constant-contact': 'Constant Contact',
  mailchimp: 'Mailchimp',
  mailgun: 'Mailgun',
  airtable: 'Airtable',
  asana: 'Asana',
  clickUp: 'ClickUp',
  'google-calendar': 'Google Calendar',
  'google-docs': 'Google Docs',
  'google-sheets': 'Google Sheets',
  'microsoft-teams': 'Microsoft Teams',
  monday: 'monday.com',
  slack: 'Slack',
  typeform: 'Typeform',
  gohighlevel: 'GoHighLevel',
  'zendesk-sell': 'Zendesk Sell',
  sugarcrm: 'SugarCRM',
};
/** Kinds named by a common noun, not a brand: their name is translated (integrations:kindNames). */
const TRANSLATED_KINDS = ['ai_email_service', 'dialer', 'webhook'];
export const kindName = (type: string) =>
  (TRANSLATED_KINDS.includes(type) && i18n.exists(`integrations:kindNames.${type}`)
    ? i18n.t(`integrations:kindNames.${type}`)
    : null) ??
  hubProvider(type)?.label ??
  NAMES[type] ??
  type.replace(/(^|-)(\w)/g, (_m, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase());
