import { describe, expect, it } from 'vitest';
import * as d from './index.js';

/** The remaining enumerations (spec-derived or our documented choices), pinned so changes are deliberate. */
describe('more enumerations', () => {
  it.each<[string, readonly unknown[], unknown[]]>([
    [
      'credential extra states (000 §4)',
      d.CREDENTIAL_EXTRA_STATES,
      [
        'waiting_for_pin',
        'social_challenge',
        'waiting_for_authorization',
        'subscription_expired',
        'hibernated',
        'proxy_failed',
        'captcha_needed',
      ],
    ],
    [
      'verification states (000 §4)',
      d.VERIFICATION_STATES,
      [
        'syncing',
        'security_code_requested',
        'security_code_wrong',
        'security_code_expired',
        'logged_in',
        'blocked',
        'challenged',
      ],
    ],
    ['account types', d.ACCOUNT_TYPES, ['basic', 'premium', 'sales_navigator', 'recruiter']],
    ['required 2FA kinds', d.REQUIRED_2FA_KINDS, ['microsoft', 'other']],
    ['two-factor statuses', d.TWO_FACTOR_STATUSES, ['active', 'invalid', 'failed']],
    ['two-factor problem statuses (000 §4)', d.TWO_FACTOR_PROBLEM_STATUSES, ['invalid', 'failed']],
    ['seat types (001 §9)', d.SEAT_TYPES, ['cloud', 'extension']],
    [
      'add-account steps (000 §2)',
      d.ADD_ACCOUNT_STEPS,
      ['automation', 'location', 'schedule', 'credentials', 'verification', 'change_automation'],
    ],
    ['workspace statuses', d.WORKSPACE_STATUSES, ['active', 'blocked', 'deleted', 'unpaid']],
    [
      'workspace actions (000 §4)',
      d.WORKSPACE_ACTIONS,
      ['block', 'unblock', 'delete', 'restore', 'mark_unpaid'],
    ],
    ['logo shapes', d.LOGO_SHAPES, ['square', 'rectangle']],
    ['user statuses', d.USER_STATUSES, ['active', 'inactive']],
    [
      'roles (000 §6)',
      d.ROLES,
      ['platform_admin', 'workspace_admin', 'member', 'owner', 'manager', 'assignee'],
    ],
    [
      'campaign actions (000 §4)',
      d.CAMPAIGN_ACTIONS,
      ['pause', 'resume', 'rerun_searches', 'archive', 'delete', 'restore', 'duplicate', 'export'],
    ],
    ['sequence types', d.SEQUENCE_TYPES, ['linear', 'smart']],
    [
      'all step types',
      d.STEP_TYPES,
      [
        'view_profile',
        'follow',
        'like_last_post',
        'endorse_skills',
        'connection_request',
        'connect_by_email',
        'message',
        'inmail',
        'email',
        'delay',
        'webhook',
        'enrich',
        'condition',
        'voicemail',
        'sms',
        'call',
        'manual_task',
        'crm_push',
        'ai_comment',
      ],
    ],
    [
      'single-use steps (001 §5)',
      d.SINGLE_USE_STEP_TYPES,
      ['inmail', 'connection_request', 'connect_by_email'],
    ],
    [
      'message steps',
      d.MESSAGE_STEP_TYPES,
      ['connection_request', 'connect_by_email', 'message', 'inmail', 'email', 'sms'],
    ],
    [
      'search kinds',
      d.SEARCH_KINDS,
      [
        'people_search',
        'sales_navigator_search',
        'sales_navigator_list',
        'post_reactions',
        'event_attendees',
        'group_members',
        'csv',
        'prospect_finder',
      ],
    ],
    [
      'campaign setting flags (001 §3)',
      d.CAMPAIGN_SETTING_FLAGS,
      [
        'is_existing_people',
        'is_include_talked_before',
        'is_only_premium',
        'is_link_tracking',
        'is_email_only',
        'is_ai_targeting',
        'is_ai_employee',
      ],
    ],
    [
      'AI waiting-for-reply sub-states',
      d.AI_WAITING_FOR_REPLY_SUBSTATES,
      ['waiting_for_reply_hard_no', 'waiting_for_reply_out_of_office'],
    ],
    [
      'AI targeting fields (001 §3)',
      d.AI_TARGETING_FIELDS,
      ['job_title', 'country', 'state', 'industry', 'employee_count'],
    ],
    [
      'AI onboarding steps (000 §2)',
      d.AI_ONBOARDING_STEPS,
      ['intro', 'objective', 'company-search', 'company-searching', 'company-overview'],
    ],
    ['CRM manage platforms (000 §2)', d.CRM_MANAGE_PLATFORMS, ['pipedrive', 'hubspot', 'default']],
    ['task statuses', d.TASK_STATUSES, ['open', 'completed', 'canceled']],
    ['task types', d.TASK_TYPES, ['call', 'email', 'message', 'follow_up', 'meeting', 'other']],
    ['report tabs (000 §2)', d.REPORT_TABS, ['activity', 'audience', 'insight']],
    ['currencies', d.CURRENCIES, ['usd', 'eur', 'gbp', 'cad', 'aud']],
    ['snackbar types (000 §4)', d.SNACKBAR_TYPES, ['error', 'warning', 'success']],
    ['call states (000 §4)', d.CALL_STATES, ['connecting', 'connected', 'disconnected', 'failed']],
    ['call results', d.CALL_RESULTS, ['all', 'recorded', 'not_recorded']],
    [
      'contact info flags (001 §7)',
      d.CONTACT_INFO_FLAGS,
      ['email', 'work_email', 'phone', 'enriched_only', 'fresh_only', 'li_only'],
    ],
    ['themes', d.THEMES, ['light', 'dark']],
    [
      'limit features (001 §9)',
      d.LIMIT_FEATURES,
      [
        'campaigns',
        'daily_email_sending',
        'connected_emails',
        'pages_searched',
        'connection_requests',
        'inmails',
        'linkedin_messages',
        'voicemails',
      ],
    ],
    ['weekly limit kinds (001 §8)', d.WEEKLY_LIMIT_KINDS, ['connection_requests', 'inmails']],
    ['billing periods (001 §9)', d.BILLING_PERIODS, ['monthly', 'quarterly', 'annual', 'custom', 'lifetime']],
    ['custom domain targets', d.CUSTOM_DOMAIN_TARGETS, ['link_tracking', 'video_scenario']],
    [
      'revenue bands (001 §9)',
      d.REVENUE_BANDS,
      ['under_1m', '1m_10m', '10m_50m', '50m_100m', '100m_500m', '500m_1b', 'over_1b'],
    ],
    ['blacklist kinds', d.BLACKLIST_KINDS, ['profile', 'company']],
    ['message languages', d.MESSAGE_LANGUAGES, ['en', 'fr', 'de', 'pt', 'es']],
  ])('%s', (_name, actual, expected) => {
    expect([...actual]).toEqual(expected);
  });

  it('CRM kinds: about 20 (001 §3), default first, unique', () => {
    expect(d.CRM_INTEGRATION_TYPES).toHaveLength(20);
    expect(new Set(d.CRM_INTEGRATION_TYPES).size).toBe(20);
    expect(d.CRM_INTEGRATION_TYPES[0]).toBe('default');
    expect(d.toCrmManagePlatform('salesforce')).toBe('default');
    expect(d.toCrmManagePlatform('hubspot')).toBe('hubspot');
  });

  it('daily limit defaults and ceilings cover every kind, defaults within ceilings', () => {
    for (const k of d.DAILY_LIMIT_KINDS) {
      expect(d.DAILY_LIMIT_DEFAULTS[k]).toBeGreaterThan(0);
      expect(d.DAILY_LIMIT_DEFAULTS[k]).toBeLessThanOrEqual(d.DAILY_LIMIT_MAX[k]);
    }
    for (const k of d.WEEKLY_LIMIT_KINDS)
      expect(d.WEEKLY_LIMIT_DEFAULTS[k]).toBeLessThanOrEqual(d.WEEKLY_LIMIT_MAX[k]);
  });

  it('period arithmetic', () => {
    const from = new Date('2026-01-31T00:00:00Z');
    expect(d.addPeriod(from, 'days_0').toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(d.addPeriod(from, 'weeks_2').toISOString()).toBe('2026-02-14T00:00:00.000Z');
    expect(d.addPeriod(new Date('2026-01-15T00:00:00Z'), 'months_3').toISOString()).toBe(
      '2026-04-15T00:00:00.000Z',
    );
    expect(d.periodStart(new Date('2026-06-15T00:00:00Z'), 'years_1').toISOString()).toBe(
      '2025-06-15T00:00:00.000Z',
    );
    expect(d.periodStart(new Date('2026-06-15T00:00:00Z'), 'days_3').toISOString()).toBe(
      '2026-06-12T00:00:00.000Z',
    );
  });
});
