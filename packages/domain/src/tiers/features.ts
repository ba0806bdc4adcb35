import { FEATURE_FLAGS, TIERS, type FeatureFlag, type FeatureMap, type TierName } from './enums.js';

/**
 * The lowest tier that includes each feature. THE SPEC IS SILENT on the mapping (001 §3 lists the flags,
 * 000 §6 says tiers gate features); this default follows how outreach tools usually package plans:
 * free gets the extension and the basics, basic adds cloud and email, growth adds the multichannel and
 * AI assistants, scale adds the advanced AI and targeting, unlimited adds AI Employees.
 * Platform admins override it per white-label and tier (Tier feature settings, 001 §3).
 */
export const FEATURE_MIN_TIER: Record<FeatureFlag, TierName> = {
  social_automation: 'free',
  extension: 'free',
  dash_tasks: 'free',
  link_tracking: 'free',
  native_crm: 'free',
  icebreakers: 'free',
  instant_searches: 'free',
  cloud: 'basic',
  email_automation: 'basic',
  webhook_integration: 'basic',
  zapier_integration: 'basic',
  enrichment: 'basic',
  prospect_finder: 'basic',
  calendly: 'basic',
  social_targeting: 'basic',
  post_targeting: 'basic',
  ai_assistant_in_inbox: 'basic',
  ai_powered_labels: 'basic',
  mailbox_slot: 'basic',
  smart_sequences: 'growth',
  video: 'growth',
  event_targeting: 'growth',
  group_targeting: 'growth',
  email_warming: 'growth',
  inmail_booster: 'growth',
  connection_booster: 'growth',
  pipedrive_crm: 'growth',
  hubspot_crm: 'growth',
  ai_assistant_in_campaigns: 'growth',
  ai_powered_comments: 'growth',
  ai_powered_personality_type: 'growth',
  sms: 'growth',
  calling: 'growth',
  voicemail: 'growth',
  api_targeting: 'scale',
  ai_magic_campaigns: 'scale',
  ai_company_researches: 'scale',
  ai_domain: 'scale',
  ai_targeting: 'scale',
  allow_residential_proxies: 'scale',
  ai_employee_messages: 'unlimited',
};

/** Default feature statuses for a tier number: 'active' when included, otherwise 'upgrade'. */
export function featuresForTier(tier: number): FeatureMap {
  const out = {} as FeatureMap;
  for (const flag of FEATURE_FLAGS) {
    out[flag] = tier >= TIERS[FEATURE_MIN_TIER[flag]] ? 'active' : 'upgrade';
  }
  return out;
}

/** The lowest tier number at which a feature becomes active (for the upgrade modal's target column). */
export const tierForFeature = (flag: FeatureFlag): number => TIERS[FEATURE_MIN_TIER[flag]];

/** A feature is usable only when its status is 'active'; unknown names are refused (and logged by the caller). */
export const isFeatureActive = (features: Partial<Record<string, string>>, flag: string) =>
  features[flag] === 'active';
