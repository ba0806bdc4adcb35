import {
  CRM_INTEGRATION_TYPES,
  EMAIL_INTEGRATION_TYPES,
  INTEGRATION_CATEGORIES,
  MARKETING_INTEGRATION_TYPES,
  PRODUCTIVITY_INTEGRATION_TYPES,
  type IntegrationCategory,
} from '@leadloop/domain/integrations/enums';
import { hubProvider } from '@leadloop/domain/providers/catalogue';
import { zapierRecipe } from '@leadloop/domain/integrations/recipes';
import i18n from 'i18next';
import { PHONE_NUMBERS_PATH } from '../dialer';

/** How a kind works here: its own page, set up per account (email), or through Zapier with a recipe. */
export type KindAvailability = 'page' | 'perAccount' | 'zapier';

export interface IntegrationKind {
  type: string;
  category: IntegrationCategory;
  availability: KindAvailability;
  /** Where its page is, for the kinds that have one (a recipe's page for the Zapier ones). */
  to?: string;
}

/**
 * Kinds of 001 §3 that are not shown at all: neither built nor workable through Zapier yet. AI mailboxes
 * come with their own issue (38); Mailgun only sends mail (a mailbox provider not built here);
 * Google Docs has no part in a prospect's journey a zap could carry.
 */
export const NOT_SHOWN: ReadonlySet<string> = new Set(['ai_email_service', 'mailgun', 'google-docs']);

/** The page of a kind that works through Zapier (000 §2 keeps /integrations/converge_hub its own address). */
export const recipePath = (type: string) =>
  type === 'converge_hub' ? '/integrations/converge_hub' : `/integrations/recipe/${type}`;

/** The automation category holds 001 §3's tools: api, dialer (its phone-numbers page), webhook, zapier. */
const AUTOMATION: IntegrationKind[] = [
  { type: 'webhook', category: 'automation', availability: 'page', to: '/integrations/automation/webhook' },
  { type: 'api', category: 'automation', availability: 'page', to: '/integrations/api' },
  { type: 'zapier', category: 'automation', availability: 'page', to: '/integrations/automation/zapier' },
  { type: 'dialer', category: 'automation', availability: 'page', to: PHONE_NUMBERS_PATH },
];

/** A kind as its provider's manifest places it in the hub (domain providers/<name>), else by its Zapier recipe. */
const kinds = (category: IntegrationCategory, types: readonly string[]): IntegrationKind[] =>
  types.flatMap((type): IntegrationKind[] => {
    if (NOT_SHOWN.has(type)) return [];
    const hub = hubProvider(type)?.hub;
    if (hub?.category === category)
      return [
        hub.page
          ? { type, category, availability: hub.setup, to: hub.page }
          : { type, category, availability: hub.setup },
      ];
    return zapierRecipe(type) ? [{ type, category, availability: 'zapier', to: recipePath(type) }] : [];
  });

/** The mailbox kinds shown in the email category (one card each, per account). */
export const EMAIL_KINDS = EMAIL_INTEGRATION_TYPES.filter((type) => !NOT_SHOWN.has(type));

/** Every category and kind of 001 §3 that works here, in the order the hub shows them. */
export const INTEGRATION_KINDS: IntegrationKind[] = [
  ...kinds('email', EMAIL_INTEGRATION_TYPES),
  // 000 §2 /integrations/converge_hub: GoHighLevel's white label, through Zapier's LeadConnector app.
  ...kinds('crm', ['converge_hub']),
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

/** Display names of the kinds without a manifest (brand names are not translated); a built one's is in its manifest. */
const NAMES: Record<string, string> = {
  api: 'API',
  webhook: 'Webhooks',
  zapier: 'Zapier',
  converge_hub: 'Converge hub',
  activecampaign: 'ActiveCampaign',
  'constant-contact': 'Constant Contact',
  mailchimp: 'Mailchimp',
  airtable: 'Airtable',
  asana: 'Asana',
  clickUp: 'ClickUp',
  'google-calendar': 'Google Calendar',
  'google-sheets': 'Google Sheets',
  'microsoft-teams': 'Microsoft Teams',
  monday: 'monday.com',
  slack: 'Slack',
  typeform: 'Typeform',
  gohighlevel: 'GoHighLevel',
  'zendesk-sell': 'Zendesk Sell',
  sugarcrm: 'SugarCRM',
  zoho: 'Zoho CRM',
  agile: 'Agile CRM',
  capsule: 'Capsule CRM',
  dynamics: 'Microsoft Dynamics 365',
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
