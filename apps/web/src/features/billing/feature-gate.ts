import { featureForPage } from '@leadloop/domain/billing/pages';
import type { FeatureFlag } from '@leadloop/domain';

/** The plan feature `pathname` needs and the workspace's tier lacks, or null (also while not known). */
export function lackingFeature(pathname: string, features?: Record<string, string>): FeatureFlag | null {
  const feature = featureForPage(pathname);
  return feature && features && features[feature] !== 'active' ? feature : null;
}

/**
 * 000 §4: a route needing a feature the tier lacks goes to campaigns when the workspace has accounts,
 * else to adding one; null when the page may open.
 */
export function featureGateTarget(
  pathname: string,
  features: Record<string, string> | undefined,
  credentialsCount: number | undefined,
): { to: string; feature: FeatureFlag } | null {
  const feature = lackingFeature(pathname, features);
  if (!feature) return null;
  return { to: credentialsCount === 0 ? '/credentials/add' : '/campaigns', feature };
}
