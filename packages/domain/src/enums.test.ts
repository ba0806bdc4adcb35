import { describe, expect, it } from 'vitest';
import * as d from './index.js';

/** Every enumeration pinned to the spec's members and display order (000 §4, §6; 001 §3, §8, §9). */
describe('enumerations match the spec', () => {
  it.each<[string, readonly unknown[], unknown[]]>([
    [
      'credential statuses (000 §4)',
      d.CREDENTIAL_STATUSES,
      ['active', 'invalid', 'inactive', 'blocked', 'deleted'],
    ],
    [
      'prospect campaign statuses (000 §4)',
      d.PROSPECT_CAMPAIGN_STATUSES,
      ['excluded', 'pending', 'paused', 'active', 'campaign_paused', 'finished'],
    ],
    [
      'step approval statuses (000 §4)',
      d.STEP_APPROVAL_STATUSES,
      ['awaiting_approval', 'approved', 'hold', 'canceled', 'paused', 'complete'],
    ],
    ['relations', d.RELATIONS, ['gotReply', 'lead', 'customer', 'not_interested']],
    ['dialog marks', d.DIALOG_MARKS, ['read', 'unread', 'starred', 'archived']],
    ['search statuses', d.SEARCH_STATUSES, ['failed', 'active', 'finished', 'stopped', 'absent']],
    ['campaign statuses', d.CAMPAIGN_STATUSES, ['active', 'inactive', 'archived', 'deleted']],
    ['invite statuses', d.INVITE_STATUSES, ['sent', 'resent', 'revoked', 'accepted', 'declined']],
    ['granted access', d.GRANTED_ACCESS, ['member', 'admin']],
    ['domain statuses', d.DOMAIN_STATUSES, ['disabled', 'registering', 'ready']],
    ['integration statuses', d.INTEGRATION_STATUSES, ['connected', 'disconnected', 'disabled']],
    ['deal statuses', d.DEAL_STATUSES, ['open', 'won', 'lost', 'deleted']],
    [
      'AI conversation states',
      d.AI_CONVERSATION_STATES,
      [
        'generating_reply',
        'waiting_to_send_reply',
        'waiting_for_follow_up',
        'generating_follow_up',
        'waiting_to_send_follow_up',
        'waiting_for_approve',
        'waiting_for_reply',
        'waiting_for_reply_hard_no',
        'waiting_for_reply_out_of_office',
        'meeting_booked',
        'disabled',
        'calendly_event_disconnected',
      ],
    ],
    [
      'skipped-step reasons',
      d.SKIPPED_STEP_REASONS,
      [
        'task_failed',
        'user_skipped',
        'manual_resume',
        'no_comments',
        'message_exists',
        'no_actions',
        'no_emails',
        'already_connected',
        'already_enriched',
        'request_already_sent',
        'invite_already_sent',
        'already_inmailed',
        'next_step_done',
        'no_posts',
      ],
    ],
    [
      'paused-prospect reasons',
      d.PAUSED_PROSPECT_REASONS,
      [
        'contacted_before_campaign',
        'failed_email',
        'failed_message',
        'inmail_with_existing_dialog',
        'manual_stop',
        'got_reply',
        'calendly_meeting_booked',
        'contacted_by_agency',
      ],
    ],
    [
      'follow-up delays',
      d.FOLLOW_UP_DELAYS,
      ['days_0', 'days_1', 'days_2', 'days_3', 'weeks_1', 'weeks_2', 'months_1', 'months_3', 'months_6'],
    ],
    [
      'report periods',
      d.REPORT_PERIODS,
      ['days_3', 'weeks_1', 'weeks_2', 'months_1', 'months_3', 'months_6', 'years_1'],
    ],
    [
      'support integrations',
      d.SUPPORT_INTEGRATIONS,
      ['none', 'tawk', 'servicebell', 'hubspot', 'intercom', 'freshchat', 'chatra', 'leadconnector', 'crisp'],
    ],
    [
      'stat series',
      d.STAT_SERIES,
      [
        'emails_sent',
        'followed_profiles',
        'inmails_sent',
        'messages_sent',
        'new_interested',
        'new_leads',
        'request_sent',
        'viewed_profiles',
        'new_accepted',
        'new_replied',
        'email_opened',
        'email_clicked',
        'li_connect_by_email',
      ],
    ],
    [
      'event triggers',
      d.EVENT_TRIGGERS,
      [
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
      ],
    ],
    ['field defaults', d.FIELD_DEFAULTS, ['default', 'auto_increment', 'datetime', 'datetime_now', 'none']],
    ['feature statuses', d.FEATURE_STATUSES, ['active', 'upgrade', 'exist']],
    [
      'credit categories',
      d.CREDIT_CATEGORIES,
      [
        'enrich_email_phone',
        'prospect_finder_enrich',
        'ai_comment',
        'ai_message',
        'personality_type',
        'phone_installation',
        'phone_monthly_payment',
        'sms',
        'call',
        'inbox_ai_message',
        'ai_sentiment',
        'personalized_message',
        'magic_campaigns',
        'ai_assistant_in_campaigns',
      ],
    ],
    ['spend origins', d.SPEND_ORIGINS, ['workflow', 'manual', 'retry', 'auto']],
    [
      'daily limit kinds',
      d.DAILY_LIMIT_KINDS,
      [
        'profile_views',
        'sms',
        'voicemails',
        'connections_by_email',
        'connection_requests',
        'messages',
        'inmails',
        'pages_searched',
        'event_invites',
        'comments',
        'emails',
      ],
    ],
    [
      'AI labels',
      d.AI_LABELS,
      [
        'interested',
        'not_interested',
        'out_of_office',
        'making_an_introduction',
        'wrong_contact',
        'follow_up_later',
        'hard_no',
        'neutral',
      ],
    ],
    ['languages', d.AI_LANGUAGES, ['english', 'chinese', 'french', 'spanish', 'german', 'arabic']],
    ['tones', d.AI_TONES, ['professional', 'conversational', 'humorous', 'empathetic', 'simple', 'casual']],
    [
      'lead status colours',
      d.LEAD_STATUSES,
      [
        'new',
        'request_sent',
        'contacted',
        'connected',
        'unconnectable',
        'fetched_email',
        'viewed_message',
        'visited_link',
        'got_reply',
        'excluded',
        'interested',
        'lead',
        'stuck',
      ],
    ],
    ['label types', d.LABEL_TYPES, ['profile', 'ai_generated', 'space', 'template']],
    ['automation types', d.AUTOMATION_TYPES, ['cloud', 'extension']],
    ['proxy types', d.PROXY_TYPES, ['basic', 'residential']],
    ['pin types', d.PIN_TYPES, ['app', 'sms', 'email']],
    ['proxy setup stages', d.PROXY_SETUP_STAGES, ['start', 'success', 'fail']],
    [
      'automation change results',
      d.AUTOMATION_CHANGE_RESULTS,
      ['NEEDS_PASSWORD', 'NEEDS_LOCATION', 'SUCCESS'],
    ],
    [
      'integration categories',
      d.INTEGRATION_CATEGORIES,
      ['email', 'crm', 'automation', 'marketing', 'productivity'],
    ],
    [
      'email integration types',
      d.EMAIL_INTEGRATION_TYPES,
      ['google', 'sendgrid', 'microsoft', 'amazon', 'exchange', 'smtp', 'ai_email_service'],
    ],
    ['tool integrations', d.TOOL_INTEGRATION_TYPES, ['api', 'dialer', 'webhook', 'zapier']],
    [
      'marketing integrations',
      d.MARKETING_INTEGRATION_TYPES,
      ['activecampaign', 'constant-contact', 'mailchimp', 'mailgun'],
    ],
    [
      'productivity integrations',
      d.PRODUCTIVITY_INTEGRATION_TYPES,
      [
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
      ],
    ],
    ['notification types', d.NOTIFICATION_TYPES, ['info', 'warning', 'danger', 'error', 'success']],
    ['notification action types', d.NOTIFICATION_ACTION_TYPES, ['router', 'modal', 'link']],
    ['call directions', d.CALL_DIRECTIONS, ['incoming', 'outgoing']],
    ['manager types', d.MANAGER_TYPES, ['sales', 'success']],
    ['subscription modes', d.SUBSCRIPTION_MODES, ['disabled', 'stripe', 'manual', 'no_sub']],
    ['AI messaging modes', d.AI_MESSAGING_MODES, ['manual', 'automatic']],
    [
      'AI campaign channels',
      d.AI_CAMPAIGN_CHANNELS,
      ['linkedin', 'email', 'linkedin_email', 'linkedin_email_dialer'],
    ],
    [
      'AI wizard steps (000 §2)',
      d.AI_WIZARD_STEPS,
      ['targeting', 'objective', 'cases', 'free_value', 'faq', 'settings'],
    ],
    ['draft channels', d.DRAFT_CHANNELS, ['linkedIn', 'email', 'sms']],
    ['UI languages (000 §1)', d.UI_LANGUAGES, ['en', 'fr', 'de', 'pt', 'es']],
    [
      'allowed pages (000 §6)',
      d.ALLOWED_PAGES,
      [
        'dashboard',
        'search',
        'campaigns',
        'profiles',
        'inbox',
        'reports',
        'settings',
        'mailboxes',
        'pipeline',
        'templates',
        'integrations',
        'dialer',
        'notifications',
        'user_settings',
        'workspace_settings',
        'billing',
      ],
    ],
    [
      'prospect wait reasons (001 §8)',
      Object.values(d.PROSPECT_WAIT_REASON_LABELS),
      [
        'No required email type or invalid email address',
        'Run out of credits',
        'Invalid email address',
        'No required email type',
        'Invalid email integration',
        'Profile action declined',
        'Profile action on hold',
        'Could not get Sales Navigator link',
        'Profile is closed',
        'No company name',
        'InMail forbidden',
        'Needs API booster',
        'Needs Sales Navigator subscription',
        'Profile is not premium',
        'Could not find used video template',
        'Closed for messaging in group or event',
        'No required phone type or invalid phone number',
        'Invalid Dialer phone',
        'InMail over 1900 characters',
        'Connection request over 200 characters',
        'Profile closed in Sales Navigator',
        'Last extension task failed',
      ],
    ],
  ])('%s', (_name, actual, expected) => {
    expect([...actual]).toEqual(expected);
  });

  it('feature flags are exactly the 41 of 001 §3', () => {
    expect(d.FEATURE_FLAGS).toHaveLength(41);
    expect(new Set(d.FEATURE_FLAGS).size).toBe(41);
    expect(d.FEATURE_FLAGS.slice(0, 3)).toEqual(['icebreakers', 'calendly', 'calling']);
    expect(d.FEATURE_FLAGS.slice(-3)).toEqual(['allow_residential_proxies', 'cloud', 'extension']);
  });

  it('numbered enumerations carry the spec numbers', () => {
    expect(d.TIERS).toEqual({ free: 0, basic: 1, growth: 3, scale: 5, unlimited: 7, supreme: 9 });
    expect(d.TIER_ALIASES).toEqual({ growth: 'essential', scale: 'pro' });
    expect(d.INTERVALS).toEqual({ custom: 0, monthly: 1, quarterly: 3, annual: 12, lifetime: 12000 });
    expect(d.PRIORITIES).toEqual({ urgent: 500, high: 400, medium: 300, low: 200, no_priority: 100 });
    expect(d.DEFAULT_PRIORITY).toBe(100);
    expect(d.COMPANY_SIZES.map((s) => [s.label, s.code])).toEqual([
      ['1-10', 3],
      ['11-50', 1],
      ['51-200', 4],
      ['201-500', 2],
      ['501-1000', 5],
      ['1001-5000', 7],
      ['5001-10,000', 8],
      ['10,001+', 9],
    ]);
  });

  it('display labels follow the spec wording', () => {
    expect(d.CREDENTIAL_STATUS_LABELS.blocked).toBe('Suspended');
    expect(d.STEP_APPROVAL_STATUS_LABELS.canceled).toBe('Skipped');
    expect(d.FOLLOW_UP_DELAY_LABELS.days_0).toBe('Same day');
    expect(d.INTERVAL_LABELS.monthly).toBe('Monthly');
    expect(d.INTERVAL_LABELS.annual).toBe('Annual');
    expect(d.TIER_LABELS.growth).toBe('Essential');
    expect(d.TIER_LABELS.scale).toBe('Pro');
  });

  it('every label map covers exactly its enumeration', () => {
    const pairs: [readonly string[], Record<string, string>][] = [
      [d.CREDENTIAL_STATUSES, d.CREDENTIAL_STATUS_LABELS],
      [d.PROSPECT_CAMPAIGN_STATUSES, d.PROSPECT_CAMPAIGN_STATUS_LABELS],
      [d.STEP_APPROVAL_STATUSES, d.STEP_APPROVAL_STATUS_LABELS],
      [d.SKIPPED_STEP_REASONS, d.SKIPPED_STEP_REASON_LABELS],
      [d.PAUSED_PROSPECT_REASONS, d.PAUSED_PROSPECT_REASON_LABELS],
      [d.PROSPECT_WAIT_REASONS, d.PROSPECT_WAIT_REASON_LABELS],
      [d.RELATIONS, d.RELATION_LABELS],
      [d.STEP_TYPES, d.STEP_TYPE_LABELS],
      [d.AI_CONVERSATION_STATES, d.AI_CONVERSATION_STATE_LABELS],
      [d.AI_LABELS, d.AI_LABEL_LABELS],
      [d.AI_LANGUAGES, d.AI_LANGUAGE_LABELS],
      [d.FOLLOW_UP_DELAYS, d.FOLLOW_UP_DELAY_LABELS],
      [d.REPORT_PERIODS, d.REPORT_PERIOD_LABELS],
    ];
    for (const [values, labels] of pairs) expect(Object.keys(labels)).toEqual([...values]);
  });
});
