import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.js';
import { users } from './users.js';

/** One-time codes sent by email (activation, password restore). Stored only as a SHA-256 hash. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'activation' or 'restore'. */
    kind: text('kind').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_codes_hash_idx').on(t.codeHash),
    index('auth_codes_user_idx').on(t.userId, t.kind),
  ],
);

/** Sign-in attempts per email and IP, kept in the database so the limit holds across processes. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: id(),
    /** The email as typed, trimmed and lower-cased (the user may not exist). */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_attempts_key_idx').on(t.email, t.ip, t.createdAt)],
);

/** Grants a signed-in user gave to a third-party OAuth client (POST /oauth/accept). */
export const oauthGrants = pgTable(
  'oauth_grants',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    state: text('state').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_grants_user_idx').on(t.userId)],
);
