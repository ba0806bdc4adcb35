import type { FeatureFlag } from '@leadloop/domain';

/**
 * Each plan feature's routes, written from the spec (001 §3 feature flags, §7 calls) and the screens that use
 * them — on purpose NOT read from lib/route-features.ts: the free-tier sweep (lib/route-features.test.ts) holds
 * the guard against this table, so a route of a feature classified `free` there (or under another feature)
 * fails it. A rule is `METHOD /api/path` or a prefix `/api/area/*` (any method); the most specific rule wins
 * (exact, then the longest prefix).
 */
export const FEATURE_ROUTES: Partial<Record<FeatureFlag, readonly string[]>> = {
  // Connecting a mailbox in any way (001 §7 "Other integrations": connect, add_smtp; the OAuth return; API keys).
  email_automation: [
    'PUT /api/integrations/:integration/:id/add_smtp',
    'POST /api/integrations/:integration/connect',
    'POST /api/integrations/oauth/callback',
    'PUT /api/integrations/amazon/:id/add_key',
    'PUT /api/integrations/sendgrid/:id/add_key',
    '/api/steps/*',
  ],
  webhook_integration: ['/api/integrations/webhooks/*'],
  zapier_integration: ['/api/integrations/api/*', '/api/zapier/*'],
  enrichment: ['POST /api/profiles/:id/enrich', '/api/enrichment/*', 'POST /api/v2/looch/profiles/enrich'],
  prospect_finder: ['/api/v2/looch/*', '/api/looch/*'],
  calendly: ['/api/integrations/calendly/*'],
  native_crm: ['/api/integrations/crm/*'],
  hubspot_crm: ['/api/integrations/crm/hubspot/*'],
  pipedrive_crm: ['/api/integrations/crm/pipedrive/*'],
  link_tracking: ['/api/tracking/*'],
  ai_domain: ['/api/mailboxes/domains/*', 'POST /api/mailboxes/domains'],
  mailbox_slot: ['POST /api/mailboxes'],
  email_warming: ['GET /api/mailboxes/:id/warmup', 'PUT /api/mailboxes/:id/warmup'],
  dash_tasks: ['/api/tasks/*'],
  video: ['/api/videos/*'],
  voicemail: ['/api/voicemail/*'],
  calling: ['/api/dialer/*'],
  icebreakers: ['/api/ai/preview/*'],
  ai_powered_labels: ['/api/ai/labels/*', '/api/ai/auto_labels/*'],
  ai_assistant_in_inbox: ['/api/ai/assistant/*'],
  ai_assistant_in_campaigns: ['/api/ai/builder/*'],
  ai_powered_personality_type: ['/api/ai/personality/*'],
  ai_company_researches: ['/api/ai/company_researches/*'],
  ai_employee_messages: ['/api/employees/*', '/api/ai-knowledge/*'],
  ai_magic_campaigns: ['/api/magic_campaigns/*'],
};

/** Calls a provider makes to us (signed, no workspace token) under a feature's prefix: open whatever the plan. */
export const OPEN_BY_DESIGN: readonly string[] = [
  'POST /api/integrations/calendly/webhook/:id',
  'POST /api/integrations/crm/hubspot/webhook',
  'POST /api/integrations/crm/pipedrive/webhook',
];

/**
 * Features with no route of their own, and where their gate sits instead, so a new flag needs a decision.
 * Campaign steps (STEP_FEATURES) are refused on save; the rest have no screen or call in this product yet.
 */
export const FEATURES_WITHOUT_ROUTES: Partial<Record<FeatureFlag, string>> = {
  sms: 'campaign step (STEP_FEATURES)',
  smart_sequences: 'campaign step (STEP_FEATURES: condition)',
  ai_powered_comments: 'campaign step (STEP_FEATURES: ai_comment)',
  cloud: 'cloud seats (spaces/seats.ts)',
  extension: 'extension seats',
  social_automation: 'the product itself (every tier)',
  connection_booster: 'no booster in this product',
  inmail_booster: 'no booster in this product',
  instant_searches: 'campaign searches (every tier)',
  email_warming: 'no warm-up in this product',
  social_targeting: 'no AI targeting in this product',
  post_targeting: 'no AI targeting in this product',
  event_targeting: 'no AI targeting in this product',
  group_targeting: 'no AI targeting in this product',
  api_targeting: 'no AI targeting in this product',
  ai_targeting: 'no AI targeting in this product',
  ai_domain: 'no AI domains in this product',
  mailbox_slot: 'no mailbox shop in this product',
  allow_residential_proxies: 'proxy type of an account (credentials)',
};

export function ruleMatches(rule: string, method: string, url: string): boolean {
  if (!rule.endsWith('/*')) return rule === `${method} ${url}`;
  const base = rule.slice(0, -2);
  return url === base || url.startsWith(`${base}/`);
}

/** How specific a rule is: an exact route beats every prefix, a longer prefix a shorter one. */
const weight = (rule: string) => (rule.endsWith('/*') ? rule.length : Number.MAX_SAFE_INTEGER);

/** The feature a route belongs to by this table (undefined: none, or open by design). */
export function expectedFeature(method: string, url: string): FeatureFlag | undefined {
  if (OPEN_BY_DESIGN.includes(`${method} ${url}`)) return undefined;
  let best: { feature: FeatureFlag; weight: number } | undefined;
  for (const [feature, rules] of Object.entries(FEATURE_ROUTES) as [FeatureFlag, readonly string[]][])
    for (const rule of rules)
      if (ruleMatches(rule, method, url) && (!best || weight(rule) > best.weight))
        best = { feature, weight: weight(rule) };
  return best?.feature;
}
