import type { FeatureFlag } from '../tiers/enums.js';

/** 001 §3 integration categories (the hub's sections). */
export const INTEGRATION_CATEGORIES = ['email', 'crm', 'automation', 'marketing', 'productivity'] as const;
export type IntegrationCategory = (typeof INTEGRATION_CATEGORIES)[number];

/** The kinds of external system Leadloop reaches (one folder each under apps/server/src/providers). */
export const PROVIDER_KINDS = [
  'crm',
  'mail',
  'calendar',
  'payments',
  'ai',
  'network',
  'sso',
  'people',
  'telephony',
  'domains',
] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/**
 * One provider, declared once: the server registers its implementation under `name`, the web hub lists it
 * and billing gates it, all from this record (data only: no server code here).
 */
export interface ProviderManifest {
  kind: ProviderKind;
  /** Stable id: the integration type, the stored provider name, the key the server registers under. */
  name: string;
  /** Display name (a brand name: not translated). */
  label: string;
  /** The settings (environment variables) an operator sets for the real service; none: works as is. */
  configures: readonly string[];
  /** Offline (`sandbox`), the real service (`real`), or both (the sandbox until configured / by token). */
  modes: readonly ('sandbox' | 'real')[];
  /**
   * Its place in the integrations hub: category, and its own page or a per-account set-up. `gated`: the
   * router sends a tier without `feature` away from the page (billing FEATURE_PAGES).
   */
  hub?: { category: IntegrationCategory; setup: 'page' | 'perAccount'; page?: string; gated?: boolean };
  /** The plan feature it needs (billing's catalogue): pages and routes under it are gated on it. */
  feature?: FeatureFlag;
}

/** Checks a manifest's shape and keeps its literal name. */
export const defineProvider = <const M extends ProviderManifest>(manifest: M): M => manifest;
