import {
  CRM_INTEGRATION_TYPES,
  EMAIL_INTEGRATION_TYPES,
  INTEGRATION_CATEGORIES,
  MARKETING_INTEGRATION_TYPES,
  PRODUCTIVITY_INTEGRATION_TYPES,
  type IntegrationCategory,
} from '@leadloop/domain/integrations/enums';

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

const kinds = (category: IntegrationCategory, types: readonly string[], availability: KindAvailability) =>
  types.map((type) => ({ type, category, availability }));

/** Every category and kind of 001 §3, in the order the hub shows them. */
export const INTEGRATION_KINDS: IntegrationKind[] = [
  ...kinds('email', EMAIL_INTEGRATION_TYPES, 'perAccount'),
  // 000 §2 /integrations/converge_hub: an overview of what it would connect, marked not available.
  { type: 'converge_hub', category: 'crm', availability: 'notBuilt', to: '/integrations/converge_hub' },
  // HubSpot and Pipedrive connect on the CRM screen (/crm/manage/{integration}); the other CRMs are not built.
  ...CRM_INTEGRATION_TYPES.filter((t) => t !== 'default').map((type): IntegrationKind =>
    type === 'hubspot' || type === 'pipedrive'
      ? { type, category: 'crm', availability: 'page', to: `/crm/manage/${type}` }
      : { type, category: 'crm', availability: 'notBuilt' },
  ),
  ...AUTOMATION,
  ...kinds('marketing', MARKETING_INTEGRATION_TYPES, 'notBuilt'),
  ...kinds('productivity', PRODUCTIVITY_INTEGRATION_TYPES, 'notBuilt').map((k) =>
    k.type === 'calendly' ? { ...k, availability: 'page' as const, to: '/integrations/calendly' } : k,
  ),
];

/** A webhook subscription that Zapier made (REST hook): its URL is on Zapier's hooks host. */
export const isZapierHook = (url: string) => /^https:\/\/hooks\.zapier\.com\//.test(url);

export const isCategory = (value: string | null): value is IntegrationCategory =>
  (INTEGRATION_CATEGORIES as readonly string[]).includes(value ?? '');
export { INTEGRATION_CATEGORIES };

/** Display names of the kinds (brand names are not translated). */
const NAMES: Record<string, string> = {
  google: 'Gmail',
  sendgrid: 'SendGrid',
  microsoft: 'Outlook',
  amazon: 'Amazon SES',
  exchange: 'Exchange',
  smtp: 'SMTP',
  ai_email_service: 'AI mailbox',
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
  calendly: 'Calendly',
  clickUp: 'ClickUp',
  'google-calendar': 'Google Calendar',
  'google-docs': 'Google Docs',
  'google-sheets': 'Google Sheets',
  'microsoft-teams': 'Microsoft Teams',
  monday: 'monday.com',
  slack: 'Slack',
  typeform: 'Typeform',
  hubspot: 'HubSpot',
  gohighlevel: 'GoHighLevel',
  'zendesk-sell': 'Zendesk Sell',
  sugarcrm: 'SugarCRM',
};
export const kindName = (type: string) =>
  NAMES[type] ??
  type.replace(/(^|-)(\w)/g, (_m, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase());
