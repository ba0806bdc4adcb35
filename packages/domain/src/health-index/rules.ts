import { MESSAGES } from '../messages/catalogue.js';

/**
 * Health index (issue 17, 001 §3 Health index rule: min, max, points). Each rule belongs to one trigger —
 * a figure measured from the customer's (or account's) real data — and gives its points when the figure is
 * in [min, max) (max null: no upper bound). A customer's index is the sum of the points of the rules that
 * match, kept within 0–100. Zod-free, so a screen may import it.
 */
export const HEALTH_INDEX_TRIGGERS = [
  /** Campaign actions done in the last 7 days (engine activity). */
  'actions_7d',
  /** Inbound replies received in the last 30 days. */
  'replies_30d',
  /** Share of the last 7 days' actions that failed, percent (0–100). */
  'failed_actions_percent_7d',
  /** Connected accounts in the active status (for an account: 1 when it is active). */
  'active_accounts',
  /** Credit balance now (customers only). */
  'credits_balance',
  /** Days since the last action done (999 when none). */
  'days_since_last_action',
  /** Accounts whose network pages no longer match the browser driver's selectors (for an account: 1 or 0). */
  'pages_layout_changed',
] as const;
export type HealthIndexTrigger = (typeof HEALTH_INDEX_TRIGGERS)[number];

/** `days_since_last_action` of a customer or account that has done no action yet. */
export const NO_ACTION_DAYS = 999;

/** Triggers measured per connected account as well as per customer. */
export const CREDENTIAL_TRIGGERS: readonly HealthIndexTrigger[] = [
  'actions_7d',
  'replies_30d',
  'failed_actions_percent_7d',
  'active_accounts',
  'days_since_last_action',
  'pages_layout_changed',
];

export const HEALTH_POINTS_LIMIT = 100;
export const HEALTH_INDEX_MAX = 100;
/** Bands shown on the statistics: below 40 at risk, below 70 needs attention, else healthy. */
export const HEALTH_BANDS = { atRisk: 40, attention: 70 } as const;
export type HealthBand = 'at_risk' | 'attention' | 'healthy';
export const healthBand = (score: number): HealthBand =>
  score < HEALTH_BANDS.atRisk ? 'at_risk' : score < HEALTH_BANDS.attention ? 'attention' : 'healthy';

export interface HealthRuleInput {
  trigger: HealthIndexTrigger;
  min: number;
  max: number | null;
  points: number;
}

/** The rules a fresh database starts with (our defaults; the admin edits them). */
export const DEFAULT_HEALTH_RULES: HealthRuleInput[] = [
  { trigger: 'actions_7d', min: 1, max: 50, points: 15 },
  { trigger: 'actions_7d', min: 50, max: null, points: 30 },
  { trigger: 'replies_30d', min: 1, max: 10, points: 15 },
  { trigger: 'replies_30d', min: 10, max: null, points: 25 },
  { trigger: 'failed_actions_percent_7d', min: 0, max: 10, points: 15 },
  { trigger: 'active_accounts', min: 1, max: null, points: 20 },
  { trigger: 'credits_balance', min: 10, max: null, points: 10 },
  { trigger: 'days_since_last_action', min: 14, max: null, points: -20 },
];

const overlaps = (a: HealthRuleInput, b: HealthRuleInput) =>
  a.min < (b.max ?? Infinity) && b.min < (a.max ?? Infinity);

/**
 * A rule is refused when min is not below max, when points are outside ±100 or zero, or when its range
 * overlaps another rule of the same trigger (a figure would count twice). `others`: the other rules.
 */
export function validateHealthRule(rule: HealthRuleInput, others: readonly HealthRuleInput[]): true | string {
  if (rule.max !== null && rule.min >= rule.max) return MESSAGES.healthRuleMinBelowMax;
  if (rule.points === 0 || Math.abs(rule.points) > HEALTH_POINTS_LIMIT) return MESSAGES.healthRulePoints;
  if (rule.trigger === 'failed_actions_percent_7d' && (rule.max ?? 0) > 100)
    return MESSAGES.healthRulePercent;
  if (others.some((o) => o.trigger === rule.trigger && overlaps(o, rule))) return MESSAGES.healthRuleOverlap;
  return true;
}

/** The index from measured figures: the points of every matching rule, kept within 0–100. */
export function scoreFromFigures(
  figures: Partial<Record<HealthIndexTrigger, number>>,
  rules: readonly HealthRuleInput[],
): { score: number; matched: { trigger: HealthIndexTrigger; value: number; points: number }[] } {
  const matched: { trigger: HealthIndexTrigger; value: number; points: number }[] = [];
  for (const rule of rules) {
    const value = figures[rule.trigger];
    if (value === undefined) continue;
    if (value >= rule.min && value < (rule.max ?? Infinity))
      matched.push({ trigger: rule.trigger, value, points: rule.points });
  }
  const sum = matched.reduce((s, m) => s + m.points, 0);
  return { score: Math.max(0, Math.min(HEALTH_INDEX_MAX, sum)), matched };
}

/** Notification thresholds per brand (PUT /admin/whitelabels/{id}/health_index {triggers, emails}). */
export const HEALTH_NOTIFY_MAX_THRESHOLDS = 5;
export const HEALTH_NOTIFY_MAX_EMAILS = 10;
