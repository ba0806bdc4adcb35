import type { Brand } from '@leadloop/domain/auth/entities';
import { isWebLink } from '@leadloop/domain/common/web-link';
import { knownBrandFeatures } from '@leadloop/domain/admin/brand-features';
import type { Db } from '../../db/client.js';
import { whitelabelHosts, whitelabels } from '../../db/schema/index.js';
import { onCacheNotice } from '../../lib/auth-cache.js';

export type WhitelabelRow = typeof whitelabels.$inferSelect;

/**
 * The brand (white label) a user, workspace or request belongs to, read from the `whitelabels` table.
 * Each process keeps every brand in memory (there are few): loaded at start, reloaded as a change commits
 * (migration 0038's triggers notify the auth cache's channel with 'brands'), and at most a minute old
 * otherwise (a few seconds when change notices do not reach this process).
 */
export interface BrandConfig {
  brand: string;
  name: string;
  status: 'active' | 'inactive';
  colors: { primary: string; secondary: string; accent: string };
  logo_url: string | null;
  logo_square_url: string | null;
  logo_rectangle_url: string | null;
  logo_shape: 'square' | 'rectangle';
  logo_height: number;
  favicon_url: string | null;
  /** Support chat integration (001 §3 Support integrations). */
  support: { type: string; name: string | null; app_id: string | null; user_id: string | null };
  sidebar_links: { label: string; url: string }[];
  bottom_links: { label: string; url: string }[];
  /** Display name of the professional network in this brand. */
  network_name: string;
  is_billing_enabled: boolean;
  client_link: string | null;
  auth: WhitelabelRow['auth'];
  flags: WhitelabelRow['flags'];
  is_buzz: boolean;
  /** The restricted brand (000 §6): no workspace creation, no logout, `max_credentials` per workspace. */
  is_restricted: boolean;
  max_credentials: number | null;
  can_create_workspaces: boolean;
  email: WhitelabelRow['email'];
  smtp_password_enc: string | null;
  /** The brand's own host names (the first one is where its emails link to). */
  hosts: string[];
  allow_customer_domains: boolean;
}

export const DEFAULT_BRAND = 'leadloop';

/** The default brand as the migration seeds it: what a process answers before its first load. */
const BUILT_IN: BrandConfig = {
  brand: DEFAULT_BRAND,
  name: 'Leadloop',
  status: 'active',
  colors: { primary: '#4f46e5', secondary: '#0ea5e9', accent: '#f59e0b' },
  logo_url: null,
  logo_square_url: null,
  logo_rectangle_url: null,
  logo_shape: 'square',
  logo_height: 35,
  favicon_url: null,
  support: { type: 'none', name: null, app_id: null, user_id: null },
  sidebar_links: [],
  bottom_links: [],
  network_name: 'LinkedIn',
  is_billing_enabled: true,
  client_link: null,
  auth: {
    is_password_auth_enabled: true,
    is_google_auth_enabled: true,
    is_microsoft_auth_enabled: true,
    is_ui_registration_enabled: true,
    is_ghl_only_registration: false,
  },
  flags: {
    hide_health_panel: false,
    hide_subscription_notices: false,
    hide_seat_counts: false,
    brand_features: [],
  },
  is_buzz: false,
  is_restricted: false,
  max_credentials: null,
  can_create_workspaces: true,
  email: {
    sender_name: null,
    sender_email: null,
    smtp_host: null,
    smtp_port: null,
    smtp_secure: false,
    smtp_user: null,
  },
  smtp_password_enc: null,
  hosts: [],
  allow_customer_domains: false,
};

/** A row's flags with only the brand features the catalogue knows (older rows may hold free text). */
export const flagsOf = (row: Pick<WhitelabelRow, 'flags'>): WhitelabelRow['flags'] => ({
  ...row.flags,
  brand_features: knownBrandFeatures(row.flags.brand_features),
  feature_request_url: row.flags.feature_request_url ?? null,
});

export function toBrandConfig(row: WhitelabelRow, hosts: string[]): BrandConfig {
  const logo = row.logoShape === 'rectangle' ? row.logoRectangleUrl : row.logoSquareUrl;
  return {
    brand: row.brand,
    name: row.name,
    status: row.status,
    colors: row.colors,
    logo_url: logo ?? row.logoSquareUrl ?? row.logoRectangleUrl,
    logo_square_url: row.logoSquareUrl,
    logo_rectangle_url: row.logoRectangleUrl,
    logo_shape: row.logoShape,
    logo_height: row.logoHeight,
    favicon_url: row.faviconUrl,
    support: row.support,
    // only http(s) links reach a customer, whatever an older row holds
    sidebar_links: row.sidebarLinks.filter((link) => isWebLink(link.url)),
    bottom_links: row.bottomLinks.filter((link) => isWebLink(link.url)),
    network_name: row.networkName,
    is_billing_enabled: row.isBillingEnabled,
    client_link: row.clientLink,
    auth: row.auth,
    flags: flagsOf(row),
    is_buzz: row.isBuzz,
    is_restricted: row.isRestricted,
    max_credentials: row.maxCredentials,
    can_create_workspaces: !row.isRestricted,
    email: row.email,
    smtp_password_enc: row.smtpPasswordEnc,
    hosts,
    allow_customer_domains: row.allowCustomerDomains,
  };
}

interface Snapshot {
  brands: Map<string, BrandConfig>;
  /** host → brand key and, for a customer's domain, its workspace. */
  hosts: Map<string, { brand: string; spaceId: string | null }>;
  at: number;
}

const NOTIFIED_TTL_MS = 60_000;
const POLLED_TTL_MS = 5_000;
let snapshot: Snapshot | null = null;
let source: Db | null = null;
let notified = false;
let loading: Promise<Snapshot> | null = null;
/** Bumped by every invalidation: a load that started before one does not count as fresh. */
let generation = 0;

onCacheNotice({
  payload: 'brands',
  invalidate: () => {
    generation++;
    if (snapshot) snapshot.at = 0;
    if (source) void reloadBrands(source).catch(() => undefined);
  },
  setNotified: (on) => {
    notified = on;
    if (snapshot) snapshot.at = 0;
  },
});

const isStale = (s: Snapshot) => performance.now() - s.at > (notified ? NOTIFIED_TTL_MS : POLLED_TTL_MS);

/** Drops the copy and its database, as a new process starts (the test files share a worker's modules). */
export function forgetBrands(): void {
  generation++;
  snapshot = null;
  source = null;
  loading = null;
}

/** Reads every brand and host name (one query each); concurrent callers share one read. */
export function reloadBrands(db: Db): Promise<Snapshot> {
  source = db;
  if (loading) return loading;
  const started = generation;
  loading = (async () => {
    try {
      const [rows, hostRows] = await Promise.all([
        db.select().from(whitelabels),
        db.select().from(whitelabelHosts),
      ]);
      const hosts = new Map(hostRows.map((h) => [h.host, { brand: h.brand, spaceId: h.spaceId }]));
      const brands = new Map(
        rows.map((row) => [
          row.brand,
          toBrandConfig(
            row,
            hostRows.filter((h) => h.brand === row.brand && !h.spaceId).map((h) => h.host),
          ),
        ]),
      );
      const next: Snapshot = { brands, hosts, at: started === generation ? performance.now() : 0 };
      snapshot = next;
      return next;
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/** The brands as this process knows them, read again first when stale. */
async function current(db: Db): Promise<Snapshot> {
  if (snapshot && !isStale(snapshot) && source === db) return snapshot;
  return reloadBrands(db);
}

/**
 * A brand by key, from the copy in memory (synchronous: views call it). An unknown key answers the
 * default brand. A stale copy is refreshed in the background.
 */
export function getBrand(key: string | null | undefined): BrandConfig {
  if (snapshot && source && isStale(snapshot)) void reloadBrands(source).catch(() => undefined);
  const brands = snapshot?.brands;
  return brands?.get(key ?? DEFAULT_BRAND) ?? brands?.get(DEFAULT_BRAND) ?? BUILT_IN;
}

/** A brand by key, read fresh enough for a decision (sign-up, a limit, an email). */
export async function brandOf(db: Db, key: string | null | undefined): Promise<BrandConfig> {
  await current(db);
  return getBrand(key);
}

/** A host name without port, lowercase (`App.Acme.test:5173` → `app.acme.test`). */
export function normalizeHost(host: string | undefined | null): string {
  if (!host) return '';
  const name = host.trim().toLowerCase();
  return name.startsWith('[') ? name : name.replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * The brand a host name chooses: a brand's custom domain or a customer's domain (`known` true), else the
 * default brand (`known` false: localhost, the main domain).
 */
export async function brandForHost(
  db: Db,
  host: string | undefined | null,
): Promise<{ brand: BrandConfig; known: boolean; spaceId: string | null }> {
  const s = await current(db);
  const hit = s.hosts.get(normalizeHost(host));
  const brand = hit ? s.brands.get(hit.brand) : undefined;
  if (!hit || !brand) return { brand: getBrand(DEFAULT_BRAND), known: false, spaceId: null };
  return { brand, known: true, spaceId: hit.spaceId };
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

/**
 * What GET /api/brand shows anyone: no email settings, no hosts. `signIn` is the server's sign-in provider
 * (providers/sso): with none, the brand's Google / Microsoft buttons do not show.
 */
export function publicBrand(brand: BrandConfig, signIn: 'sandbox' | 'real' | 'off'): Brand {
  return {
    brand: brand.brand,
    name: brand.name,
    colors: brand.colors,
    logo_url: brand.logo_url,
    logo_shape: brand.logo_shape,
    support: brand.support,
    network_name: brand.network_name,
    is_billing_enabled: brand.is_billing_enabled,
    client_link: brand.client_link,
    logo_square_url: brand.logo_square_url,
    logo_rectangle_url: brand.logo_rectangle_url,
    logo_height: brand.logo_height,
    favicon_url: brand.favicon_url,
    sidebar_links: brand.sidebar_links,
    bottom_links: brand.bottom_links,
    auth: {
      password: brand.auth.is_password_auth_enabled,
      google: brand.auth.is_google_auth_enabled && signIn !== 'off',
      microsoft: brand.auth.is_microsoft_auth_enabled && signIn !== 'off',
      registration: brand.auth.is_ui_registration_enabled && !brand.auth.is_ghl_only_registration,
      sso_sandbox: signIn === 'sandbox',
    },
    flags: brand.flags,
    is_buzz: brand.is_buzz,
    is_restricted: brand.is_restricted,
    max_credentials: brand.max_credentials,
  };
}
