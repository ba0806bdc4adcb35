import type { FeatureFlag } from '../tiers/enums.js';
import { PROVIDER_FEATURE_PAGES } from '../providers/catalogue.js';

/**
 * Web pages that belong to a plan feature (000 §4 gating: "a route needing a feature the tier lacks"):
 * the router sends a workspace whose tier lacks the feature away and opens the upgrade modal. The API
 * routes behind these pages are gated on the server too (route-features.ts), with the same features.
 */
export const FEATURE_PAGES: readonly (readonly [prefix: string, feature: FeatureFlag])[] = [
  ['/integrations/automation', 'webhook_integration'],
  ['/integrations/api', 'zapier_integration'],
  // the providers' gated pages (the remote CRMs'), from their manifests
  ...PROVIDER_FEATURE_PAGES,
  ['/smart-sequences', 'smart_sequences'],
  ['/settings/voicemails', 'voicemail'],
  ['/my-tasks', 'dash_tasks'],
  ['/profiles/search-prospects', 'prospect_finder'],
  ['/search', 'prospect_finder'],
];

/** The feature a page needs, or null. */
export function featureForPage(pathname: string): FeatureFlag | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  for (const [prefix, feature] of FEATURE_PAGES)
    if (path === prefix || path.startsWith(`${prefix}/`)) return feature;
  return null;
}
