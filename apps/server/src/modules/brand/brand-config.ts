/**
 * The brand (white-label) a user or workspace belongs to. Today there is one built-in brand; the
 * white-label feature plugs in here (look the key up in its table, fall back to the default).
 */
export interface BrandConfig {
  brand: string;
  name: string;
  colors: { primary: string; secondary: string; accent: string };
  logo_url: string | null;
  logo_shape: 'square' | 'rectangle';
  /** Support chat integration (001 §3 Support integrations). */
  support: { type: string; name: string | null; app_id: string | null; user_id: string | null };
  /** Display name of the professional network in this brand. */
  network_name: string;
  is_billing_enabled: boolean;
  client_link: string | null;
  /** The restricted brand cannot create workspaces (000 §6). */
  can_create_workspaces: boolean;
}

export const DEFAULT_BRAND = 'leadloop';

const BRANDS: Record<string, BrandConfig> = {
  [DEFAULT_BRAND]: {
    brand: DEFAULT_BRAND,
    name: 'Leadloop',
    colors: { primary: '#4f46e5', secondary: '#0ea5e9', accent: '#f59e0b' },
    logo_url: null,
    logo_shape: 'square',
    support: { type: 'none', name: null, app_id: null, user_id: null },
    network_name: 'LinkedIn',
    is_billing_enabled: false,
    client_link: null,
    can_create_workspaces: true,
  },
};

export function getBrand(key: string | null | undefined): BrandConfig {
  return BRANDS[key ?? DEFAULT_BRAND] ?? BRANDS[DEFAULT_BRAND]!;
}

/** The `config` block a User carries (001 §3 User.config). */
export function userBrandConfig(brandKey: string) {
  const brand = getBrand(brandKey);
  return {
    name: brand.name,
    color: brand.colors.primary,
    logo_shape: brand.logo_shape,
    is_billing_enabled: brand.is_billing_enabled,
    is_ghl_connected: false,
    support: { name: brand.support.name, app_id: brand.support.app_id, user_id: brand.support.user_id },
    client_link: brand.client_link,
  };
}
