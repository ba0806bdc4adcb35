import type { AdminConfig, ManagerKind } from '@leadloop/domain/admin/entities';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { spaces } from './spaces.js';
import { users } from './users.js';

/** 001 §3 Manager: a brand's sales, success or Buzz manager; round-robin ones get new customers in turn. */
export const adminManagers = pgTable(
  'admin_managers',
  {
    id: id(),
    brand: text('brand').notNull(),
    kind: text('kind').$type<ManagerKind>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    email: text('email'),
    roundRobin: boolean('round_robin').notNull().default(false),
    /** The last time round-robin gave this manager a customer (the next goes to the one waiting longest). */
    lastAssignedAt: ts('last_assigned_at'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_managers_brand_idx').on(t.brand, t.kind)],
);

/** What the admin console keeps about a customer (a workspace): labels, note, flags and managers. */
export const adminCustomers = pgTable('admin_customers', {
  spaceId: uuid('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  labels: jsonb('labels').$type<string[]>().notNull().default([]),
  note: text('note'),
  isLiApprove: boolean('is_li_approve').notNull().default(false),
  salesManagerId: uuid('sales_manager_id').references(() => adminManagers.id, { onDelete: 'set null' }),
  successManagerId: uuid('success_manager_id').references(() => adminManagers.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * Login as customer (audited): which admin acted as which user in which workspace, from when until when.
 * The token issued for it carries the row's id (`auth_tokens.data.impersonation`) and expires with it.
 */
export const adminImpersonations = pgTable(
  'admin_impersonations',
  {
    id: id(),
    adminUserId: uuid('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    tokenId: uuid('token_id'),
    startedAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [index('admin_impersonations_space_idx').on(t.spaceId, t.startedAt)],
);

/** The platform's admin settings (GET/POST /admin/config), one row per key. */
export const adminSettings = pgTable('admin_settings', {
  key: text('key').primaryKey(),
  data: jsonb('data').$type<Partial<AdminConfig>>().notNull(),
  updatedAt: updatedAt(),
});

/** 001 §3 Prepaid customer: a customer who paid outside the app, matched by email at sign-up. */
export const prepaidCustomers = pgTable('prepaid_customers', {
  id: id(),
  email: text('email').notNull(),
  stripeCustomer: text('stripe_customer').notNull(),
  currency: text('currency').notNull(),
  tier: integer('tier').notNull(),
  interval: integer('interval').notNull(),
  brand: text('brand').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** Set once, when the address signs up (the claim is `UPDATE … WHERE used_at IS NULL`). */
  usedAt: ts('used_at'),
  usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
  /** The workspace the prepaid plan was applied to. */
  spaceId: uuid('space_id').references(() => spaces.id, { onDelete: 'set null' }),
});

/** Demo users an admin made (sales demos): the user and the workspace made with them. */
export const adminDemoUsers = pgTable('admin_demo_users', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  spaceId: uuid('space_id').references(() => spaces.id, { onDelete: 'set null' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
