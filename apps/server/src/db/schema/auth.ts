import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.js';
import { authTokens, users } from './users.js';

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

/**
 * Sign in with Google / Microsoft (modules/auth/sso*.ts): one row per attempt. The `state` sent to the
 * provider (stored as a hash, single use, short-lived) finds it again at the callback; a successful
 * callback records the user and a one-time login code (a hash, usable only by the session that started).
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    id: id(),
    provider: text('provider').$type<'google' | 'microsoft'>().notNull(),
    stateHash: text('state_hash').notNull(),
    /** The bearer token (often anonymous) of the browser that started: only it may use the login code. */
    tokenId: uuid('token_id')
      .notNull()
      .references(() => authTokens.id, { onDelete: 'cascade' }),
    /** What that token carried (invite, ref, i): a new user gets it as at sign-up. */
    tokenData: jsonb('token_data').$type<Record<string, string>>().notNull().default({}),
    /** The brand of the address the sign-in started on. */
    brand: text('brand').notNull(),
    /** OpenID Connect nonce and the PKCE verifier (sealed with lib/secrets.ts). */
    nonce: text('nonce').notNull(),
    verifierEnc: text('verifier_enc').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    stateUsedAt: ts('state_used_at'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    codeUsedAt: ts('code_used_at'),
    /** Until when the state (before the callback) or the login code (after it) is accepted. */
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sso_logins_state_idx').on(t.stateHash),
    uniqueIndex('sso_logins_code_idx').on(t.codeHash),
    index('sso_logins_created_idx').on(t.createdAt),
  ],
);
