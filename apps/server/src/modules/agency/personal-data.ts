/**
 * Every table whose columns may hold a prospect's personal data, classified for data-subject requests
 * (issue 42): `erase` — its rows about the person are found, exported and deleted; or `skip` with the
 * reason it holds no prospect's data (Leadloop's own users, brands, the sandbox network…).
 *
 * personal-data.test.ts reads the Drizzle schema and fails for any table with a personal column
 * (PERSONAL_COLUMN, or a link to a prospect) that is not listed here: add a table you create to this map.
 */
export type PersonalData = { erase: true } | { skip: string };

/** Column names that may hold or point at a person's data. */
export const PERSONAL_COLUMN =
  /(^|_)(email|emails|phone|first_name|last_name|full_name|name_of_person|profile_link|profile_url|from_address|to_address|from_number|to_number|payload|response_body|request_body|body|text|content|search_text|last_message_text|prospect_id|prospect_ids|campaign_prospect_id|member_id)$/;

const erase = { erase: true } as const;
const users = { skip: "a Leadloop user's or customer's own data, not a prospect's" } as const;

export const PERSONAL_DATA: Record<string, PersonalData> = {
  prospects: erase,
  campaign_prospects: erase,
  actions: erase,
  ai_reply_labels: erase,
  ai_step_texts: erase,
  calendly_bookings: erase,
  conversations: erase,
  crm_deals: erase,
  crm_links: erase,
  email_unsubscribes: erase,
  idempotency_keys: erase,
  inbox_attachments: erase,
  inbox_drafts: erase,
  inbox_messages: erase,
  mail_outbox: erase,
  mailbox_inbound: erase,
  mailbox_messages: erase,
  notifications: erase,
  prospect_label_events: erase,
  prospect_notes: erase,
  report_cp_changes: erase,
  report_exports: erase,
  sms_messages: erase,
  task_comments: erase,
  tasks: erase,
  tracked_links: erase,
  tracking_events: erase,
  video_events: erase,
  video_renders: erase,
  voicemail_drops: erase,
  webhook_deliveries: erase,
  webhook_events: erase,
  workflow_events: erase,
  prospect_consents: erase,
  dialer_calls: erase,
  ai_employee_drafts: erase,
  enrichment_provenance: erase,
  email_verifications: erase,
  enrichment_attempts: erase,
  enrichment_charges: erase,
  enrichment_run_items: erase,
  extension_actions: erase,
  admin_managers: users,
  calendly_connections: users,
  credentials: users,
  health_index_brand_settings: { skip: "a brand's staff addresses" },
  integrations: users,
  prepaid_customers: users,
  sign_in_attempts: users,
  space_invites: users,
  users,
  whitelabels: { skip: "a brand's settings" },
  templates: { skip: "the workspace's own message texts, with placeholders, not a person's data" },
  sandbox_accounts: { skip: 'the simulated network of the sandbox provider, not real people' },
  sandbox_invitations: { skip: 'the simulated network of the sandbox provider, not real people' },
  sandbox_members: { skip: 'the simulated network of the sandbox provider, not real people' },
  sandbox_messages: { skip: 'the simulated network of the sandbox provider, not real people' },
  sandbox_posts: { skip: 'the simulated network of the sandbox provider, not real people' },
  audit_log: { skip: 'names requests and users by id only, never a prospect' },
  data_requests: { skip: 'the request itself: its identifiers are emptied by the erasure' },
  finder_people: { skip: "the sandbox people database, derived from the simulated network's members" },
  ai_knowledge_passages: {
    skip: "the seller's own knowledge base (objective, Q&A, its site), not a prospect's",
  },
  ai_mailboxes: users,
};
