import type { AllowedPage, GrantedAccess, InviteStatus, SubscriptionMode } from '@leadloop/domain';
import { NEW_WORKSPACE_TIER } from '@leadloop/domain/billing/catalogue';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { users } from './users.js';

export const spaces = pgTable(
  'spaces',
  {
    id: id(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default('leadloop'),
    /** active, blocked, deleted, … (only active can be chosen). */
    status: text('status').notNull().default('active'),
    /** New workspaces start on their brand's trial tier (billing/catalogue.ts NEW_WORKSPACE_TIER by default). */
    tier: integer('tier').notNull().default(NEW_WORKSPACE_TIER),
    /**
     * Where the trial ends (issue 33): the billing job then moves the workspace to its brand's end tier.
     * null: no trial running (over, paid, or a workspace made before trials ended).
     */
    trialEndsAt: ts('trial_ends_at'),
    isPaid: boolean('is_paid').notNull().default(true),
    paymentInProgress: boolean('payment_in_progress').notNull().default(false),
    isBillingEnabled: boolean('is_billing_enabled').notNull().default(true),
    subscriptionMode: text('subscription_mode').$type<SubscriptionMode>().notNull().default('no_sub'),
    /** Seats bought, per automation type. Used seats are counted from credentials, never stored. */
    cloudSeats: integer('cloud_seats').notNull().default(1),
    extensionSeats: integer('extension_seats').notNull().default(1),
    /**
     * The subscription (001 §3: tier, interval, currency, amount) plus the payment provider's ids
     * (customer_id, subscription_id) and the period; {} before the first purchase.
     */
    billing: jsonb('billing').$type<SpaceBilling>().notNull().default({}),
    photo: text('photo'),
    promotekitReferral: text('promotekit_referral'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * A sample workspace ("Try it with sample data"): building (its first 14 days are being replayed on
     * its own clock; the background engine and inbox sync leave it alone), ready, failed. null: a real one.
     */
    sampleStatus: text('sample_status').$type<'building' | 'ready' | 'failed'>(),
    /** Percent of the replay done while building. */
    sampleProgress: integer('sample_progress').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The trial job's minute pass reads only the running trials.
  (t) => [
    index('spaces_trial_ends_idx')
      .on(t.trialEndsAt)
      .where(sql`${t.trialEndsAt} is not null`),
  ],
);

/** Membership of a user in a space, with role, page and account access. */
export const spaceMembers = pgTable(
  'space_members',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** null = every page; otherwise the page keys of 000 §6 the member may open. */
    allowedPages: jsonb('allowed_pages').$type<AllowedPage[] | null>(),
    /** Credential ids a member may use (admins see all). */
    availableCredentials: jsonb('available_credentials').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.userId] }), index('space_members_user_idx').on(t.userId)],
);

/** Email invites to a space (001 §3 Invite). The link carries a random token stored only as its hash. */
export const spaceInvites = pgTable(
  'space_invites',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    /** Stored trimmed; compared case-insensitively. */
    email: text('email').notNull(),
    /** 'member' or 'admin'. */
    grantedAccess: text('granted_access').$type<GrantedAccess>().notNull(),
    /** null = every page. */
    allowedPages: jsonb('allowed_pages').$type<AllowedPage[] | null>(),
    /** sent, resent, revoked, accepted, declined. */
    status: text('status').$type<InviteStatus>().notNull().default('sent'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    respondedAt: ts('responded_at'),
  },
  (t) => [
    uniqueIndex('space_invites_token_idx').on(t.tokenHash),
    index('space_invites_space_idx').on(t.spaceId),
    index('space_invites_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** The one join-by-code invite every space has (12 characters); renewing replaces the row. */
export const spaceCodeInvites = pgTable(
  'space_code_invites',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('space_code_invites_space_idx').on(t.spaceId),
    uniqueIndex('space_code_invites_code_idx').on(t.code),
  ],
);

export interface SpaceBilling {
  subscription?: { tier: number; interval: number; currency: string; amount: number; period: string };
  customer_id?: string;
  subscription_id?: string;
  /** Where the next invoice falls (ISO). */
  renews_at?: string;
}
