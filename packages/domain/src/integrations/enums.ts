/** 001 §3 Integration status. */
export const INTEGRATION_STATUSES = ['connected', 'disconnected', 'disabled'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/** 001 §3 integration categories. */
export const INTEGRATION_CATEGORIES = ['email', 'crm', 'automation', 'marketing', 'productivity'] as const;
export type IntegrationCategory = (typeof INTEGRATION_CATEGORIES)[number];

export const EMAIL_INTEGRATION_TYPES = [
  'google',
  'sendgrid',
  'microsoft',
  'amazon',
  'exchange',
  'smtp',
  'ai_email_service',
] as const;
export type EmailIntegrationType = (typeof EMAIL_INTEGRATION_TYPES)[number];

export const TOOL_INTEGRATION_TYPES = ['api', 'dialer', 'webhook', 'zapier'] as const;
export const MARKETING_INTEGRATION_TYPES = [
  'activecampaign',
  'constant-contact',
  'mailchimp',
  'mailgun',
] as const;
export const PRODUCTIVITY_INTEGRATION_TYPES = [
  'airtable',
  'asana',
  'calendly',
  'clickUp',
  'google-calendar',
  'google-docs',
  'google-sheets',
  'microsoft-teams',
  'monday',
  'slack',
  'typeform',
] as const;
/** 001 §3 "CRM: about 20 kinds" — the spec does not list them; these are the common ones. */
export const CRM_INTEGRATION_TYPES = [
  'default',
  'pipedrive',
  'hubspot',
  'salesforce',
  'zoho',
  'close',
  'copper',
  'freshsales',
  'insightly',
  'keap',
  'nutshell',
  'agile',
  'capsule',
  'nimble',
  'streak',
  'zendesk-sell',
  'dynamics',
  'sugarcrm',
  'bitrix24',
  'gohighlevel',
] as const;
export type CrmIntegrationType = (typeof CRM_INTEGRATION_TYPES)[number];
/** 000 §2 /crm/manage/{integration}: allowed values, others become default. */
export const CRM_MANAGE_PLATFORMS = ['pipedrive', 'hubspot', 'default'] as const;
export type CrmManagePlatform = (typeof CRM_MANAGE_PLATFORMS)[number];
export const toCrmManagePlatform = (value: string): CrmManagePlatform =>
  (CRM_MANAGE_PLATFORMS as readonly string[]).includes(value) ? (value as CrmManagePlatform) : 'default';

/** 001 §3 event triggers (webhooks and automations). */
export const EVENT_TRIGGERS = [
  'mark_as_customer',
  'mark_as_lead',
  'meet_booked',
  'message_sent',
  'invite_sent',
  'invite_accepted',
  'got_reply',
  'new_message',
  'add_label',
  'add_ai_label',
  'delete_label',
  'new_email',
  'email_sent',
  'clicked_email_link',
  'clicked_message_link',
] as const;
export type EventTrigger = (typeof EVENT_TRIGGERS)[number];

/** 001 §3 field defaults. */
export const FIELD_DEFAULTS = ['default', 'auto_increment', 'datetime', 'datetime_now', 'none'] as const;
export type FieldDefault = (typeof FIELD_DEFAULTS)[number];

/** 001 §3 support integrations (white-label support chat). */
export const SUPPORT_INTEGRATIONS = [
  'none',
  'tawk',
  'servicebell',
  'hubspot',
  'intercom',
  'freshchat',
  'chatra',
  'leadconnector',
  'crisp',
] as const;
export type SupportIntegration = (typeof SUPPORT_INTEGRATIONS)[number];

/** API token lifetimes offered (days); 0 = never expires. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365, 0] as const;
export const API_TOKEN_NAME_MAX = 60;
