/**
 * Brand-only features (000 §2, §6: "some features enabled for one brand only"): what a white label's
 * `flags.brand_features` may hold. Zod-free, for the shell and the admin screens.
 * - `changelog`: the header's changelog icon (release notes, marked new until opened once).
 * - `feature_requests`: the account panel's "Request a feature" link.
 * - `charts_admin`: the admin console's charts page in the navigation.
 */
export const BRAND_FEATURES = ['changelog', 'feature_requests', 'charts_admin'] as const;
export type BrandFeature = (typeof BRAND_FEATURES)[number];

const KNOWN = new Set<string>(BRAND_FEATURES);

export const isBrandFeature = (value: string): value is BrandFeature => KNOWN.has(value);

/** The known features of a stored list, each once, in catalogue order (older free-text entries are dropped). */
export const knownBrandFeatures = (values: readonly string[]): BrandFeature[] =>
  BRAND_FEATURES.filter((feature) => values.includes(feature));

/** Whether a brand has a brand-only feature. */
export const hasBrandFeature = (
  brand: { flags: { brand_features: readonly string[] } },
  feature: BrandFeature,
) => brand.flags.brand_features.includes(feature);
