import type { EventTrigger } from './enums.js';

/** The Leadloop Zapier app's triggers as Zapier shows them (integrations/zapier/triggers/events.js). */
export const ZAPIER_TRIGGER_LABELS: Readonly<Record<EventTrigger, string>> = {
  invite_sent: 'Invitation Sent',
  invite_accepted: 'Invitation Accepted',
  message_sent: 'Message Sent',
  got_reply: 'Got a Reply',
  new_message: 'New Message',
  email_sent: 'Email Sent',
  new_email: 'New Email',
  clicked_email_link: 'Clicked an Email Link',
  clicked_message_link: 'Clicked a Message Link',
  add_label: 'Label Added',
  add_ai_label: 'AI Label Added',
  delete_label: 'Label Removed',
  mark_as_lead: 'Marked as Lead',
  mark_as_customer: 'Marked as Customer',
  meet_booked: 'Meeting Booked',
};

/** The Leadloop Zapier app's actions (integrations/zapier/creates) as Zapier shows them. */
export const ZAPIER_ACTION_LABELS = {
  add_to_campaign: 'Add Prospect to Campaign',
  add_label: 'Add Label to Prospect',
  remove_label: 'Remove Label from Prospect',
  mark_as_lead: 'Mark Prospect as Lead',
} as const;
export type ZapierAction = keyof typeof ZAPIER_ACTION_LABELS;

/**
 * A tool with no native connection that works through Zapier: a zap whose trigger and action are named
 * exactly as Zapier shows them. Outbound: a Leadloop event (each one a webhook on the webhooks page) starts
 * the zap, and the tool's action runs. Inbound: the tool's trigger starts the zap, and a Leadloop action runs.
 */
export type ZapierRecipe =
  | { direction: 'out'; zapierApp: string; events: readonly EventTrigger[]; appAction: string }
  | { direction: 'in'; zapierApp: string; appTrigger: string; action: ZapierAction };

const out = (zapierApp: string, appAction: string, events: readonly EventTrigger[]): ZapierRecipe => ({
  direction: 'out',
  zapierApp,
  events,
  appAction,
});
const LEAD: readonly EventTrigger[] = ['mark_as_lead'];
const REPLY: readonly EventTrigger[] = ['got_reply'];

/** Each hub kind that works through Zapier, with its recipe (the app and action names are Zapier's own). */
export const ZAPIER_RECIPES: Readonly<Record<string, ZapierRecipe>> = {
  // CRMs: a prospect marked as lead becomes the CRM's lead or contact.
  converge_hub: out('LeadConnector', 'Create/Update Contact', LEAD),
  gohighlevel: out('LeadConnector', 'Create/Update Contact', LEAD),
  salesforce: out('Salesforce', 'Create Record', LEAD),
  zoho: out('Zoho CRM', 'Create Module Entry', LEAD),
  close: out('Close', 'Create Lead', LEAD),
  copper: out('Copper', 'Create Person', LEAD),
  freshsales: out('Freshsales Suite', 'Create Contact', LEAD),
  insightly: out('Insightly', 'Create Contact', LEAD),
  keap: out('Keap', 'Create/Update Contact', LEAD),
  nutshell: out('Nutshell', 'Create Person', LEAD),
  agile: out('Agile CRM', 'Create Contact', LEAD),
  capsule: out('Capsule CRM', 'Create Person', LEAD),
  nimble: out('Nimble', 'Create Contact', LEAD),
  streak: out('Streak', 'Create Box', LEAD),
  'zendesk-sell': out('Zendesk Sell', 'Create Lead', LEAD),
  dynamics: out('Microsoft Dynamics 365 CRM', 'Create Lead', LEAD),
  sugarcrm: out('SugarCRM', 'Create Lead', LEAD),
  bitrix24: out('Bitrix24', 'Create Lead', LEAD),
  // Marketing lists: a lead joins the list.
  activecampaign: out('ActiveCampaign', 'Create/Update Contact', LEAD),
  'constant-contact': out('Constant Contact', 'Create/Update Contact', LEAD),
  mailchimp: out('Mailchimp', 'Add/Update Subscriber', LEAD),
  // Productivity: replies become tasks, rows or messages; booked meetings calendar events.
  airtable: out('Airtable', 'Create Record', REPLY),
  asana: out('Asana', 'Create Task', REPLY),
  clickUp: out('ClickUp', 'Create Task', REPLY),
  monday: out('monday.com', 'Create Item', REPLY),
  'google-sheets': out('Google Sheets', 'Create Spreadsheet Row', ['invite_accepted', 'got_reply']),
  'google-calendar': out('Google Calendar', 'Create Detailed Event', ['meet_booked']),
  slack: out('Slack', 'Send Channel Message', REPLY),
  'microsoft-teams': out('Microsoft Teams', 'Send Channel Message', REPLY),
  typeform: { direction: 'in', zapierApp: 'Typeform', appTrigger: 'New Entry', action: 'add_to_campaign' },
};

export const zapierRecipe = (type: string): ZapierRecipe | undefined => ZAPIER_RECIPES[type];
