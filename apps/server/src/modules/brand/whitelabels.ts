import { and, count, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type {
  Whitelabel,
  WhitelabelCreateBody,
  WhitelabelStatus,
  WhitelabelUpdateBody,
} from '@leadloop/domain/admin/whitelabels';
import { users, whitelabelHosts, whitelabels } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppContext } from '../../lib/context.js';
import { assertBrandVisible, type AdminScope } from '../../lib/admin-guard.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { saveImage, type UploadedFile } from '../../lib/uploads.js';
import type { Db } from '../../db/client.js';
import { DEFAULT_BRAND, flagsOf, getBrand, reloadBrands, type WhitelabelRow } from './brand-config.js';
import { assertCustomerHosts, hostRowsOf, type HostRow } from './customer-hosts.js';

function toWhitelabel(row: WhitelabelRow, hosts: HostRow[], usersCount: number): Whitelabel {
  const { smtpPasswordEnc, ...rest } = row;
  return {
    brand: rest.brand,
    name: rest.name,
    status: rest.status,
    colors: rest.colors,
    logo_square_url: rest.logoSquareUrl,
    logo_rectangle_url: rest.logoRectangleUrl,
    logo_shape: rest.logoShape,
    logo_height: rest.logoHeight,
    favicon_url: rest.faviconUrl,
    support: rest.support,
    sidebar_links: rest.sidebarLinks,
    bottom_links: rest.bottomLinks,
    network_name: rest.networkName,
    email: { ...rest.email, has_smtp_password: Boolean(smtpPasswordEnc) },
    auth: rest.auth,
    flags: flagsOf(rest),
    is_buzz: rest.isBuzz,
    restriction: { is_restricted: rest.isRestricted, max_credentials: rest.maxCredentials },
    is_billing_enabled: rest.isBillingEnabled,
    client_link: rest.clientLink,
    hosts: hosts.filter((h) => h.brand === row.brand && !h.spaceId).map((h) => h.host),
    allow_customer_domains: rest.allowCustomerDomains,
    customer_hosts: hosts
      .filter((h) => h.brand === row.brand && h.spaceId)
      .map((h) => ({ host: h.host, space_id: h.spaceId!, space_name: h.spaceName })),
    users_count: usersCount,
    created_at: rest.createdAt.toISOString(),
  };
}

async function usersPerBrand(db: Db, brands: string[]): Promise<Map<string, number>> {
  if (!brands.length) return new Map();
  const rows = await db
    .select({ brand: users.brand, n: count() })
    .from(users)
    .where(inArray(users.brand, brands))
    .groupBy(users.brand);
  return new Map(rows.map((r) => [r.brand, r.n]));
}

/** GET /admin/whitelabels: by status; a white-label admin or manager sees only their own brand. */
export async function listWhitelabels(ctx: AppContext, scope: AdminScope, status?: WhitelabelStatus) {
  const visible = scope.brand === null ? undefined : eq(whitelabels.brand, scope.brand);
  const rows = await ctx.db
    .select()
    .from(whitelabels)
    .where(and(visible, status ? eq(whitelabels.status, status) : undefined))
    .orderBy(whitelabels.name);
  const counted = await ctx.db
    .select({ status: whitelabels.status, n: count() })
    .from(whitelabels)
    .where(visible)
    .groupBy(whitelabels.status);
  const hosts = rows.length
    ? await hostRowsOf(
        ctx.db,
        inArray(
          whitelabelHosts.brand,
          rows.map((r) => r.brand),
        ),
      )
    : [];
  const perBrand = await usersPerBrand(
    ctx.db,
    rows.map((r) => r.brand),
  );
  return {
    whitelabels: rows.map((row) => toWhitelabel(row, hosts, perBrand.get(row.brand) ?? 0)),
    counts: {
      active: counted.find((c) => c.status === 'active')?.n ?? 0,
      inactive: counted.find((c) => c.status === 'inactive')?.n ?? 0,
    },
  };
}

async function findRow(db: Db, brand: string): Promise<WhitelabelRow> {
  const [row] = await db.select().from(whitelabels).where(eq(whitelabels.brand, brand));
  if (!row) throw notFound(CODES.whitelabelNotFound);
  return row;
}

export async function getWhitelabel(ctx: AppContext, scope: AdminScope, brand: string): Promise<Whitelabel> {
  assertBrandVisible(scope, brand);
  const row = await findRow(ctx.db, brand);
  const hosts = await hostRowsOf(ctx.db, eq(whitelabelHosts.brand, brand));
  const perBrand = await usersPerBrand(ctx.db, [brand]);
  return toWhitelabel(row, hosts, perBrand.get(brand) ?? 0);
}

/**
 * POST /admin/whitelabels/create (platform admins): a new brand starting from the default brand's
 * settings, with its own name, key, colour and host names.
 */
export async function createWhitelabel(ctx: AppContext, scope: AdminScope, body: WhitelabelCreateBody) {
  const base = await findRow(ctx.db, DEFAULT_BRAND).catch(() => null);
  const fallback = getBrand(DEFAULT_BRAND);
  const primary = body.primary_color ?? base?.colors.primary ?? fallback.colors.primary;
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(whitelabels).values({
        brand: body.brand,
        name: body.name,
        status: 'active',
        colors: { ...(base?.colors ?? fallback.colors), primary },
        support: { type: 'none', name: null, app_id: null, user_id: null },
        networkName: base?.networkName ?? fallback.network_name,
        email: { ...fallback.email },
        auth: { ...(base?.auth ?? fallback.auth) },
        flags: { ...fallback.flags, brand_features: [] },
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      if (body.hosts?.length)
        await tx.insert(whitelabelHosts).values(body.hosts.map((host) => ({ host, brand: body.brand })));
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const [taken] = await ctx.db.select().from(whitelabels).where(eq(whitelabels.brand, body.brand));
      throw taken ? conflict(CODES.whitelabelExists) : conflict(CODES.hostTaken);
    }
    throw error;
  }
  await reloadBrands(ctx.db);
  return getWhitelabel(ctx, scope, body.brand);
}

/** Settings only platform (or super) admins change; a white-label admin edits the look, email and support. */
const PLATFORM_ONLY = [
  'status',
  'is_buzz',
  'restriction',
  'hosts',
  'allow_customer_domains',
  'customer_hosts',
  'is_billing_enabled',
  'flags',
] as const;

/** PUT /admin/whitelabels/{brand}: any section of the settings; hosts are replaced as a whole. */
export async function updateWhitelabel(
  ctx: AppContext,
  scope: AdminScope,
  brand: string,
  body: WhitelabelUpdateBody,
): Promise<Whitelabel> {
  assertBrandVisible(scope, brand);
  if (scope.brand !== null && PLATFORM_ONLY.some((key) => body[key] !== undefined))
    throw forbidden(CODES.onlyPlatformAdmins);
  const row = await findRow(ctx.db, brand);
  const allowCustomers = body.allow_customer_domains ?? row.allowCustomerDomains;
  if (body.customer_hosts?.length && !allowCustomers) throw badRequest(CODES.customerDomainsNotAllowed);
  if (body.customer_hosts?.length) {
    const own =
      body.hosts ??
      (await hostRowsOf(ctx.db, and(eq(whitelabelHosts.brand, brand), isNull(whitelabelHosts.spaceId)))).map(
        (h) => h.host,
      );
    await assertCustomerHosts(ctx.db, brand, body.customer_hosts, own);
  }

  const values: Partial<WhitelabelRow> = { updatedAt: clock.now() };
  if (body.name !== undefined) values.name = body.name;
  if (body.status !== undefined) values.status = body.status;
  if (body.colors !== undefined) values.colors = body.colors;
  if (body.logo_square_url !== undefined) values.logoSquareUrl = body.logo_square_url;
  if (body.logo_rectangle_url !== undefined) values.logoRectangleUrl = body.logo_rectangle_url;
  if (body.logo_shape !== undefined) values.logoShape = body.logo_shape;
  if (body.logo_height !== undefined) values.logoHeight = body.logo_height;
  if (body.favicon_url !== undefined) values.faviconUrl = body.favicon_url;
  if (body.support !== undefined) values.support = body.support;
  if (body.sidebar_links !== undefined) values.sidebarLinks = body.sidebar_links;
  if (body.bottom_links !== undefined) values.bottomLinks = body.bottom_links;
  if (body.network_name !== undefined) values.networkName = body.network_name;
  if (body.email !== undefined) {
    const { smtp_password, ...email } = body.email;
    values.email = email;
    if (smtp_password !== undefined)
      values.smtpPasswordEnc = smtp_password ? secretsFor(ctx).encrypt(smtp_password) : null;
  }
  if (body.auth !== undefined) values.auth = body.auth;
  if (body.flags !== undefined) values.flags = body.flags;
  if (body.is_buzz !== undefined) values.isBuzz = body.is_buzz;
  if (body.restriction !== undefined) {
    values.isRestricted = body.restriction.is_restricted;
    values.maxCredentials = body.restriction.max_credentials;
  }
  if (body.is_billing_enabled !== undefined) values.isBillingEnabled = body.is_billing_enabled;
  if (body.client_link !== undefined) values.clientLink = body.client_link;
  if (body.allow_customer_domains !== undefined) values.allowCustomerDomains = body.allow_customer_domains;

  try {
    await ctx.db.transaction(async (tx) => {
      await tx.update(whitelabels).set(values).where(eq(whitelabels.brand, brand));
      if (body.hosts !== undefined) {
        await tx
          .delete(whitelabelHosts)
          .where(and(eq(whitelabelHosts.brand, brand), isNull(whitelabelHosts.spaceId)));
        if (body.hosts.length)
          await tx.insert(whitelabelHosts).values([...new Set(body.hosts)].map((host) => ({ host, brand })));
      }
      if (body.customer_hosts !== undefined || !allowCustomers) {
        await tx
          .delete(whitelabelHosts)
          .where(and(eq(whitelabelHosts.brand, brand), isNotNull(whitelabelHosts.spaceId)));
        const customers = allowCustomers ? (body.customer_hosts ?? []) : [];
        if (customers.length)
          await tx
            .insert(whitelabelHosts)
            .values(customers.map((c) => ({ host: c.host, brand, spaceId: c.space_id })));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CODES.hostTaken);
    throw error;
  }
  // This process answers with the change at once; the others hear the trigger's notice.
  await reloadBrands(ctx.db);
  return getWhitelabel(ctx, scope, brand);
}

export const WHITELABEL_IMAGES = ['logo_square', 'logo_rectangle', 'favicon'] as const;

/** POST /admin/whitelabels/{brand}/image: a logo or the favicon, checked and stored like every upload. */
export async function saveWhitelabelImage(
  ctx: AppContext,
  scope: AdminScope,
  brand: string,
  kind: (typeof WHITELABEL_IMAGES)[number],
  file: UploadedFile,
) {
  assertBrandVisible(scope, brand);
  await findRow(ctx.db, brand);
  const url = await saveImage(ctx.config.dataDir, file, 1024 * 1024);
  const column =
    kind === 'logo_square'
      ? 'logo_square_url'
      : kind === 'logo_rectangle'
        ? 'logo_rectangle_url'
        : 'favicon_url';
  return updateWhitelabel(ctx, scope, brand, { [column]: url });
}

/**
 * GET /api/tls/ask: whether a certificate may be issued for this host name (a brand's or a customer's, the
 * main one, or a workspace's verified tracking domain).
 */
export async function isKnownHost(ctx: AppContext, host: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ host: whitelabelHosts.host })
    .from(whitelabelHosts)
    .innerJoin(whitelabels, eq(whitelabels.brand, whitelabelHosts.brand))
    .where(and(eq(whitelabelHosts.host, host), ne(whitelabels.status, 'inactive')));
  if (row) return true;
  const main = new URL(ctx.config.publicUrl).hostname.toLowerCase();
  return host === main || ctx.trackingHost(host);
}
