import type { SpaceSummary, Workspace } from '@leadloop/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { spaceMembers, spaces, users } from '../../db/schema/index.js';
import type { SpaceRow } from '../../lib/auth-guard.js';
import { getBrand } from '../brand/index.js';
import { seatUsage } from './seats.js';
import { creditsSummary } from '../credits/index.js';
import { inSpace, inSpaces } from '../../lib/scope.js';
import { planFor } from '../../lib/plans.js';
import { trialView } from '../../lib/trial.js';

/** The Workspace shape of GET /space/info (001 §3 Workspace). */
export async function toWorkspaceView(db: Db, space: SpaceRow): Promise<Workspace> {
  const members = await db
    .select({ member: spaceMembers, user: users })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(inSpace(spaceMembers, space.id))
    .orderBy(asc(spaceMembers.createdAt));
  const brand = getBrand(space.brand);
  const config = space.config as Record<string, unknown>;
  const seats = await seatUsage(db, space.id);
  const credits = await creditsSummary(db, space.id);
  const plan = await planFor(db, space.tier);
  return {
    _id: space.id,
    name: space.name,
    brand: space.brand,
    status: space.status,
    tier: space.tier,
    is_paid: space.isPaid,
    payment_in_progress: space.paymentInProgress,
    is_billing_enabled: space.isBillingEnabled,
    subscription_mode: space.subscriptionMode,
    subscription: space.billing.subscription
      ? {
          tier: space.billing.subscription.tier,
          interval: space.billing.subscription.interval,
          currency: space.billing.subscription.currency,
          amount: space.billing.subscription.amount,
        }
      : null,
    features_settings: { seats_settings: { cloud: plan.features.cloud === 'active' } },
    photo: space.photo,
    created_at: space.createdAt.toISOString(),
    users: members.map(({ member, user }) => ({
      _id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      avatar: user.avatar,
      is_admin: member.isAdmin,
      available_credentials: member.availableCredentials,
      allowed_pages: member.isAdmin ? null : member.allowedPages,
    })),
    admins: members.filter(({ member }) => member.isAdmin).map(({ user }) => user.id),
    used_seats: seats.used_seats,
    total_seats: seats.total_seats,
    available_seats: seats.available_seats,
    cloud_seats_available: seats.cloud_seats_available,
    extension_seats_available: seats.extension_seats_available,
    credits_usage: { usage_by_type: credits.usage_by_type, available_by_type: credits.available_by_type },
    // The native CRM (feature native_crm, every tier) is built: the CRM item shows unless a workspace turns it off.
    show_crm: config.show_crm !== false,
    has_dialer: config.has_dialer === true,
    // Which CRMs the workspace has connected, and whether HubSpot refused its tokens (set by providers/crm).
    crm_tokens: (config.crm_tokens as Record<string, boolean> | undefined) ?? {},
    notifications: {
      is_expired_hubspot_token:
        (config.notifications as { is_expired_hubspot_token?: boolean } | undefined)
          ?.is_expired_hubspot_token === true,
    },
    config: {
      brand: space.brand,
      color: typeof config.color === 'string' ? config.color : brand.colors.primary,
      // the workspace's own (its appearance page), else the brand's
      logo_shape:
        config.logo_shape === 'rectangle' || config.logo_shape === 'square'
          ? config.logo_shape
          : brand.logo_shape,
      support: { name: brand.support.name, app_id: brand.support.app_id, user_id: brand.support.user_id },
      promote_kit_id: space.promotekitReferral,
    },
    sample_status: space.sampleStatus ?? null,
    trial: trialView(space),
  };
}

/** The SpaceSummary shape of the switcher (GET /users/fetch_spaces). */
export async function listSpaceSummaries(db: Db, userId: string): Promise<SpaceSummary[]> {
  const rows = await db
    .select({ space: spaces, isAdmin: spaceMembers.isAdmin })
    .from(spaceMembers)
    .innerJoin(spaces, eq(spaces.id, spaceMembers.spaceId))
    .where(eq(spaceMembers.userId, userId))
    .orderBy(asc(spaces.name));
  if (!rows.length) return [];
  const counts = await db
    .select({ spaceId: spaceMembers.spaceId, n: count() })
    .from(spaceMembers)
    .where(
      inSpaces(
        spaceMembers,
        rows.map((r) => r.space.id),
      ),
    )
    .groupBy(spaceMembers.spaceId);
  const byId = new Map(counts.map((c) => [c.spaceId, c.n]));
  return rows.map(({ space, isAdmin }) => ({
    _id: space.id,
    name: space.name,
    status: space.status,
    photo: space.photo,
    is_admin: isAdmin,
    users_count: byId.get(space.id) ?? 0,
    sample_status: space.sampleStatus ?? null,
  }));
}

export async function spaceSummary(db: Db, userId: string, spaceId: string) {
  const all = await listSpaceSummaries(db, userId);
  return all.find((s) => s._id === spaceId)!;
}
