import { z } from 'zod';

/** 001 §3 Enumerations / 000 §6: tiers with their numbers. growth is shown as "essential", scale as "pro". */
export const TIERS = { free: 0, basic: 1, growth: 3, scale: 5, unlimited: 7, supreme: 9 } as const;
export type TierName = keyof typeof TIERS;
export type Tier = (typeof TIERS)[TierName];
export const TIER_NAMES = Object.keys(TIERS) as TierName[];
export const TIER_VALUES = Object.values(TIERS) as Tier[];
export const TIER_ALIASES: Partial<Record<TierName, string>> = { growth: 'essential', scale: 'pro' };
export const TIER_LABELS: Record<TierName, string> = {
  free: 'Free',
  basic: 'Basic',
  growth: 'Essential',
  scale: 'Pro',
  unlimited: 'Unlimited',
  supreme: 'Supreme',
};
export const tierSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.union(TIER_VALUES.map((t) => z.literal(t)) as unknown as [z.ZodLiteral<Tier>, z.ZodLiteral<Tier>]),
);
export const tierName = (tier: number): TierName | undefined =>
  TIER_NAMES.find((name) => TIERS[name] === tier);

/** 001 §3: intervals (months). */
export const INTERVALS = { custom: 0, monthly: 1, quarterly: 3, annual: 12, lifetime: 12000 } as const;
export type IntervalName = keyof typeof INTERVALS;
export type Interval = (typeof INTERVALS)[IntervalName];
export const INTERVAL_NAMES = Object.keys(INTERVALS) as IntervalName[];
/** 001 §9: interval labels shown (1 Monthly, 12 Annual) and billing period names. */
export const INTERVAL_LABELS: Record<IntervalName, string> = {
  custom: 'Custom',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annual: 'Annual',
  lifetime: 'Life time',
};
export const BILLING_PERIODS = ['monthly', 'quarterly', 'annual', 'custom', 'lifetime'] as const;

/** 001 §3 Feature flags. */
export const FEATURE_FLAGS = [
  'icebreakers',
  'calendly',
  'calling',
  'sms',
  'smart_sequences',
  'video',
  'dash_tasks',
  'prospect_finder',
  'connection_booster',
  'instant_searches',
  'inmail_booster',
  'link_tracking',
  'enrichment',
  'webhook_integration',
  'zapier_integration',
  'email_automation',
  'email_warming',
  'social_targeting',
  'post_targeting',
  'event_targeting',
  'group_targeting',
  'api_targeting',
  'native_crm',
  'pipedrive_crm',
  'hubspot_crm',
  'ai_magic_campaigns',
  'ai_employee_messages',
  'ai_assistant_in_campaigns',
  'ai_assistant_in_inbox',
  'ai_powered_comments',
  'ai_powered_labels',
  'ai_powered_personality_type',
  'ai_company_researches',
  'ai_domain',
  'mailbox_slot',
  'ai_targeting',
  'social_automation',
  'voicemail',
  'allow_residential_proxies',
  'cloud',
  'extension',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export const featureFlagSchema = z.enum(FEATURE_FLAGS);

/**
 * 001 §3 feature status. active: usable; upgrade: the plan lacks it, show the upgrade prompt instead
 * of acting (000 §6); exist: the plan includes it but it is not switched on for this workspace yet
 * (e.g. needs a connection), so screens show it as available (000 §2 '/settings … if the status exists').
 */
export const FEATURE_STATUSES = ['active', 'upgrade', 'exist'] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];
export type FeatureMap = Record<FeatureFlag, FeatureStatus>;
