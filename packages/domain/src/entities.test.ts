import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as d from './index.js';

const id = '8c7e6a54-0d1b-4a43-9d36-2d6f3b0d1a11';
const now = '2026-01-01T00:00:00.000Z';

const credential = {
  _id: id,
  username: 'me@corp.com',
  first_name: 'Ann',
  last_name: 'Lee',
  full_name: 'Ann Lee',
  photo_link: null,
  status: 'active',
  account_type: 'sales_navigator',
  country_code: 'US',
  has_password: true,
  automation_type: 'cloud',
  proxy_type: 'basic',
  custom_proxy: null,
  no_proxy: false,
  timezone: 'UTC',
  work_hours_start: 9,
  work_hours_end: 18,
  use_browser: false,
  unread_count: 0,
  wait_for_authorization: false,
  required_2fa: null,
  two_factor: null,
  required_subscriptions: {},
  required_actions: {},
  link: null,
  is_code_expired: false,
  activity_dict: null,
  setting_proxy: null,
  auth_status: {},
};

/** One realistic sample per entity: it must parse. */
const SAMPLES: [string, z.ZodType, unknown][] = [
  [
    'User',
    d.userSchema,
    {
      _id: id,
      email: 'a@b.co',
      first_name: 'A',
      last_name: 'B',
      full_name: 'A B',
      avatar: null,
      brand: 'leadloop',
      status: 'active',
      email_confirmed: true,
      created_at: now,
      calendly_token: null,
      config: { name: 'Leadloop' },
    },
  ],
  [
    'Workspace',
    d.workspaceSchema,
    {
      _id: id,
      name: 'Acme',
      brand: 'leadloop',
      status: 'active',
      tier: 3,
      is_paid: true,
      payment_in_progress: false,
      is_billing_enabled: true,
      subscription_mode: 'stripe',
      photo: null,
      users: [
        {
          _id: id,
          first_name: 'A',
          last_name: 'B',
          email: 'a@b.co',
          avatar: null,
          is_admin: true,
          available_credentials: [],
          allowed_pages: null,
        },
      ],
      admins: [id],
      used_seats: 0,
      total_seats: 1,
      available_seats: 1,
      cloud_seats_available: 1,
      extension_seats_available: 0,
      credits_usage: { usage_by_type: { default: 0 }, available_by_type: { default: 100 } },
      show_crm: true,
      has_dialer: false,
      config: {},
    },
  ],
  [
    'Invite',
    d.inviteSchema,
    {
      _id: id,
      email: 'a@b.co',
      granted_access: 'member',
      allowed_pages: ['inbox'],
      status: 'sent',
      created_at: now,
      updated_at: now,
    },
  ],
  ['CodeInvite', d.codeInviteSchema, { _id: id, code: 'ABCDEFGHJKLM', created_at: now }],
  ['Credential', d.credentialSchema, credential],
  [
    'Country',
    d.countrySchema,
    { code: 'US', code3: 'USA', name: 'United States', number: '840', phone_code: '1' },
  ],
  ['Timezone option', d.timezoneOptionSchema, { name: '(GMT+01:00) Paris', value: 'Europe/Paris' }],
  ['Proxy country option', d.proxyCountryOptionSchema, { code: 'US', count: 0, type: 'residential' }],
  [
    'Session cookie',
    d.sessionCookieSchema,
    {
      domain: '.linkedin.com',
      hostOnly: false,
      httpOnly: true,
      name: 'li_at',
      path: '/',
      sameSite: 'no_restriction',
      secure: true,
      session: false,
      storeId: '0',
      value: 'x',
      id: 1,
    },
  ],
  [
    'Workflow',
    d.workflowSchema,
    {
      _id: id,
      name: 'Q1',
      status: 'active',
      searches: [
        {
          _id: id,
          url: 'https://www.linkedin.com/search/results/people/',
          limit: 100,
          status: 'active',
          custom_fields_keys: [],
        },
      ],
      sequence: [{ _id: id, type: 'message', delay: { days: 1, hours: 0 }, content: 'Hi' }],
      sequences_type: 'linear',
      settings: {},
      is_existing_people: false,
      is_include_talked_before: false,
      is_only_premium: false,
      is_link_tracking: true,
      is_email_only: false,
      is_ai_targeting: false,
      ai_targeting_settings: null,
      is_ai_employee: false,
      ai_employee_id: null,
      custom_domain: null,
      credentials: [id],
    },
  ],
  [
    'Prospect',
    d.prospectSchema,
    {
      _id: id,
      first_name: 'A',
      last_name: null,
      full_name: 'A',
      position: null,
      location: null,
      company: null,
      company_domain: null,
      personal_email: null,
      work_email: null,
      enriched_email: null,
      phone: null,
      twitter: null,
      website: null,
      custom_fields: {},
      campaign_status: 'pending',
      relation: null,
      wait_reason: 'out_of_credits',
    },
  ],
  ['Label', d.labelSchema, { _id: id, name: 'Hot', color: '#f00', type: 'profile', is_shared: true }],
  ['Signature', d.signatureSchema, { _id: id, name: 'Main', message: 'Best, Ann', is_default: true }],
  [
    'Voicemail audio',
    d.voicemailAudioSchema,
    { _id: id, name: 'Intro', file: '/files/x.wav', file_name: 'x.wav', agreed_to_terms: true },
  ],
  [
    'Custom domain',
    d.customDomainSchema,
    {
      _id: id,
      domain: 'go.acme.com',
      is_default_for_link_tracking: true,
      is_default_for_video_scenario: false,
      video_usage_counter: 0,
      workflow_usage_counter: 2,
    },
  ],
  ['Integration', d.integrationSchema, { _id: id, type: 'google', status: 'connected', email: 'a@b.co' }],
  ['Pipeline', d.pipelineSchema, { _id: id, name: 'Sales' }],
  [
    'Stage',
    d.stageSchema,
    { _id: id, name: 'Won', pipeline_id: id, probability: 100, data: { order: 3 }, crm_deals: [] },
  ],
  [
    'Deal',
    d.dealSchema,
    {
      _id: id,
      crm_stage: { _id: id },
      crm_owner: null,
      platform: 'default',
      name: 'Deal',
      amount: 1000,
      currency: 'usd',
      owner: null,
      probability: 50,
      status: 'open',
    },
  ],
  [
    'Task',
    d.taskSchema,
    {
      _id: id,
      type: 'call',
      name: 'Call back',
      info: null,
      prospect: id,
      created: now,
      due_date: null,
      priority: 100,
      status: 'open',
      assignee: null,
      account: null,
      campaign: null,
    },
  ],
  ['Webhook', d.webhookSchema, { _id: id, url: 'https://x.co/h', update_types: ['got_reply'] }],
  ['Manager', d.managerEntitySchema, { _id: id, type: 'sales', name: 'Ann', description: null }],
  [
    'Mailbox',
    d.mailboxSchema,
    {
      _id: id,
      email: 'ann@acme.com',
      sender_name: 'Aurora',
      domain: 'acme.com',
      warmup: {
        sending_period: 'weekdays',
        time_zone: 'UTC',
        work_start: 9,
        work_end: 18,
        per_day: 25,
        ramp_up_increment: 3,
        reply_rate_percent: 33,
      },
    },
  ],
  [
    'Dialer number',
    d.dialerNumberSchema,
    {
      id,
      number: '+12025550123',
      status: 'active',
      country: { country_code: 'US' },
      state: { name: 'NY' },
      region: null,
    },
  ],
  [
    'Call',
    d.callSchema,
    {
      id,
      direction: 'outgoing',
      duration: 42,
      start_date: now,
      phone_number: '+1',
      prospect_phone_number: '+2',
      record_url: null,
      name: null,
      created_at: now,
      profile: null,
    },
  ],
  [
    'Purchasable country',
    d.purchasableCountrySchema,
    { code: 'US', country_code: 'US', has_states: true, available_categories: ['local'] },
  ],
  [
    'State or region',
    d.phoneAreaSchema,
    {
      _id: id,
      name: 'Brooklyn',
      phones_available: 0,
      is_sms_supported: true,
      monthly_price: 10,
      installation_price: 5,
    },
  ],
  [
    'Price',
    d.priceSchema,
    {
      price_external_id: 'price_1',
      interval: 1,
      currency: 'usd',
      tier: 3,
      card_description: { name: 'Essential', features: [] },
    },
  ],
  [
    'Whitelabel price',
    d.whitelabelPriceSchema,
    { stripe_price_id: 'price_1', free_seats: 1, minimum_payment_quantity: 0 },
  ],
  [
    'Prepaid customer',
    d.prepaidCustomerSchema,
    { email: 'a@b.co', stripe_customer: 'cus_1', currency: 'usd', tier: 5, interval: 12 },
  ],
  [
    'Payment info',
    d.paymentInfoSchema,
    { currency: 'eur', current_base_price: 4900, tax_percent: 20, current_tax: 980, current_price: 5880 },
  ],
  [
    'Tier feature settings',
    d.tierFeatureSettingsSchema,
    {
      simple_features: { ai_features: { ai_powered_comments: true }, dialer_features: {} },
      limited_features: {
        campaigns: { is_limited: true, limit: 10 },
        email_integrations: { is_limited: false, limit: 0 },
      },
      credits_features: {},
      local_prices: { monthly: { usd: 4900 } },
      is_enabled: true,
    },
  ],
  ['Health index rule', d.healthIndexRuleSchema, { min: 0, max: 10, points: 5 }],
  [
    'Notification',
    d.notificationSchema,
    {
      _id: id,
      type: 'info',
      title: 'T',
      text: 'x',
      action: { type: 'router', text: 'Open', meta: { to: '/billing' } },
    },
  ],
  [
    'AI Employee save payload',
    d.aiEmployeeSavePayloadSchema,
    {
      credentials_id: id,
      profile: { id, name: 'Emma', photo: null, description: null },
      calendly_event: id,
      messaging_settings: { mode: 'automatic', is_follow_up_enabled: true, number_of_follow_ups: 3 },
      employee_settings: {
        objective: {
          problem: 'p',
          solution: 's',
          contact_reason: 'c',
          language: 'english',
          tone: 'conversational',
        },
        cases: [],
        free_value: [],
        faq: [{ question: 'q', answer: 'a' }],
      },
      targeting: { space: id, settings: { job_title: [{ name: 'CTO', value: 'cto' }] }, is_extend: false },
      generate_campaigns: { linkedin: 1, email: 0 },
    },
  ],
  [
    'AI Employee mini',
    d.aiEmployeeMiniSchema,
    {
      id,
      space: id,
      profile: { id, name: 'Emma', photo: null, description: null },
      calendly_event: null,
      messaging_settings: {
        mode: 'manual',
        manual_settings: { follow_up: 'days_0', assignee: id, priority: 100 },
        is_follow_up_enabled: true,
        number_of_follow_ups: 3,
      },
      employee_settings: {},
    },
  ],
  ['Calendly user', d.calendlyUserSchema, { id, first_name: 'A', last_name: 'B', user_avatar: null }],
  ['Calendly event type', d.calendlyEventTypeSchema, { _id: id, name: '30 min' }],
];

describe('entities (001 §3)', () => {
  it.each(SAMPLES)('%s parses a realistic sample', (_name, schema, sample) => {
    const r = schema.safeParse(sample);
    expect(r.success ? 'ok' : r.error.issues).toBe('ok');
  });

  it.each([
    ['Credential', d.credentialSchema, { ...credential, status: 'suspended' }],
    [
      'Invite',
      d.inviteSchema,
      {
        _id: id,
        email: 'a',
        granted_access: 'owner',
        allowed_pages: null,
        status: 'sent',
        created_at: now,
        updated_at: now,
      },
    ],
    [
      'Deal',
      d.dealSchema,
      {
        _id: id,
        crm_stage: { _id: id },
        crm_owner: null,
        platform: 'x',
        name: 'n',
        amount: 1,
        currency: 'usd',
        owner: null,
        probability: 1,
        status: 'pending',
      },
    ],
    ['Health index rule', d.healthIndexRuleSchema, { min: 10, max: 0, points: 1 }],
  ] as [string, z.ZodType, unknown][])('%s refuses values outside its enumerations', (_n, schema, sample) => {
    expect(schema.safeParse(sample).success).toBe(false);
  });

  it('secrets are input-only: output schemas drop passwords and cookies', () => {
    const leaked = {
      ...credential,
      password: 'hunter2',
      cookies: [{ name: 'li_at', value: 'secret' }],
      custom_proxy: {
        proxy_address: '1.2.3.4',
        domain: null,
        ports: { http: '80' },
        username: 'u',
        password: 'p',
        has_password: true,
      },
      two_factor: { username: 'a@b.co', password: 'x', status: null, update_password: false, link: null },
    };
    const out = JSON.stringify(d.credentialSchema.parse(leaked));
    expect(out).not.toContain('hunter2');
    expect(out).not.toContain('secret');
    expect(out).not.toMatch(/"password"/);
    expect(out).not.toMatch(/"cookies"/);
    const user = d.userSchema.parse({ ...(SAMPLES[0][2] as object), password: 'x', password_hash: 'y' });
    expect(Object.keys(user)).not.toContain('password');
    expect(Object.keys(user)).not.toContain('password_hash');
  });

  it('zero-availability regions are not selectable (001 §4)', () => {
    expect(d.isPhoneAreaSelectable({ phones_available: 0 })).toBe(false);
    expect(d.isPhoneAreaSelectable({ phones_available: 3 })).toBe(true);
  });
});
