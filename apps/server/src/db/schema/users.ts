import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AdminRole, UserStatus } from '@leadloop/domain';
import { createdAt, id, ts, updatedAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored trimmed; unique case-insensitively (see the index). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    avatar: text('avatar'),
    brand: text('brand').notNull().default('leadloop'),
    /** 'active' or 'inactive' (inactive means logged out everywhere). */
    status: text('status').$type<UserStatus>().notNull().default('active'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    /** The admin console role (lib/admin-guard.ts); a platform admin without one is a super admin. */
    adminRole: text('admin_role').$type<AdminRole>(),
    currentSpaceId: uuid('current_space_id'),
    trackInfo: jsonb('track_info').$type<Record<string, string>>().notNull().default({}),
    /**
     * Made by the sandbox sign-in (SANDBOX_GRANTS=1) and without a password of its own yet: the only accounts
     * the sandbox identity may sign in again. Setting a password clears it (users/queries.ts `updateUser`).
     */
    sandboxOnly: boolean('sandbox_only').notNull().default(false),
    calendlyToken: jsonb('calendly_token').$type<{ id: string; calendly_user_id: string } | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Bearer tokens: opaque to clients, stored only as a SHA-256 hash, revocable. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What an anonymous token carried when it was created (ref, invite, i). */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    /** API tokens (/integrations/api): the workspace they are bound to, their name and expiry. */
    spaceId: uuid('space_id'),
    name: text('name'),
    expiresAt: ts('expires_at'),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId),
    index('auth_tokens_space_idx').on(t.spaceId),
  ],
);
