import { aiMailbox } from '../providers/ai-mailbox/manifest.js';
import { amazonSes } from '../providers/amazon-ses/manifest.js';
import { calendly } from '../providers/calendly/manifest.js';
import { exchange } from '../providers/exchange/manifest.js';
import { gmail } from '../providers/gmail/manifest.js';
import { hubspot } from '../providers/hubspot/manifest.js';
import { leadloopCrm } from '../providers/leadloop-crm/manifest.js';
import { outlook } from '../providers/outlook/manifest.js';
import { pipedrive } from '../providers/pipedrive/manifest.js';
import { sendgrid } from '../providers/sendgrid/manifest.js';
import { smtp } from '../providers/smtp/manifest.js';

/** 001 §3 Integration status. */
export const INTEGRATION_STATUSES = ['connected', 'disconnected', 'disabled'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

export { INTEGRATION_CATEGORIES, type IntegrationCategory } from '../providers/manifest.js';

/** The mailbox providers, in the hub's order (each declared once in its manifest, providers/<name>). */
export const EMAIL_INTEGRATION_TYPES = [
  gmail.name,
  sendgrid.name,
  outlook.name,
  amazonSes.name,
  exchange.name,
  smtp.name,
  aiMailbox.name,
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
  calendly.name,
  'clickUp',
  'google-calendar',
  'google-docs',
  'google-sheets',
  'microsoft-teams',
  'monday',
  'slack',
  'typeform',
] as const;
/**
 * 001 §3 "CRM: about 20 kinds" — the spec does not list them; these are the common ones. The built ones
 * (the native CRM, Pipedrive, HubSpot) come from their manifests; the rest are not built yet.
 */
export const CRM_INTEGRATION_TYPES = [
  leadloopCrm.name,
  pipedrive.name,
  hubspot.name,
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
export const CRM_MANAGE_PLATFORMS = [pipedrive.name, hubspot.name, leadloopCrm.name] as const;
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
