import type { FeatureFlag } from '../tiers/enums.js';
import { providerFeatures } from '../providers/catalogue.js';

/**
 * The white label's plan pages (000 §2 /admin/whitelabels/{wl}/plans/{tier}/features/{page}): which
 * feature flags each page edits. Every flag of 001 §3 is on exactly one page. Zod-free, for the screens.
 */
export const PLAN_FEATURE_PAGES = {
  'base-features': [
    'smart_sequences',
    'dash_tasks',
    'video',
    'icebreakers',
    'connection_booster',
    'inmail_booster',
    'link_tracking',
    'social_automation',
    'allow_residential_proxies',
  ],
  'search-types': [
    'prospect_finder',
    'instant_searches',
    'social_targeting',
    'post_targeting',
    'event_targeting',
    'group_targeting',
    'api_targeting',
    'ai_targeting',
  ],
  integrations: ['calendly', 'webhook_integration', 'zapier_integration', 'enrichment'],
  'crm-integrations': providerFeatures('crm'),
  'dialer-features': ['calling', 'sms', 'voicemail'],
  'ai-email-features': ['ai_domain', 'mailbox_slot'],
  'email-features': ['email_automation', 'email_warming'],
  'seats-type': ['cloud', 'extension'],
  'ai-features': [
    'ai_magic_campaigns',
    'ai_employee_messages',
    'ai_assistant_in_campaigns',
    'ai_assistant_in_inbox',
    'ai_powered_comments',
    'ai_powered_labels',
    'ai_powered_personality_type',
    'ai_company_researches',
  ],
} as const satisfies Record<string, readonly FeatureFlag[]>;
export type PlanFeaturePage = keyof typeof PLAN_FEATURE_PAGES;
export const PLAN_FEATURE_PAGE_NAMES = Object.keys(PLAN_FEATURE_PAGES) as PlanFeaturePage[];

/** Kinds of a brand's prices (the {type} of /admin/billing/{brand}/prices/{type}/{priceId}). */
export const BRAND_PRICE_TYPES = ['plan', 'seat', 'credits'] as const;
export type BrandPriceType = (typeof BRAND_PRICE_TYPES)[number];
