import type {
  AccountType,
  AutomationType,
  CredentialStatus,
  ProxyType,
  Required2faKind,
  TwoFactorState,
} from '@leadloop/domain';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { spaces } from './spaces.js';
import { users } from './users.js';

/**
 * A connected network account (001 §3 Credential). Secrets live only in the `*_enc` columns, sealed by
 * lib/secrets.ts; nothing else holds them.
 */
export const credentials = pgTable(
  'credentials',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Login email, trimmed and lowercased. */
    username: text('username').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    photoLink: text('photo_link'),
    link: text('link'),
    /** active, invalid, inactive, blocked, deleted. */
    status: text('status').$type<CredentialStatus>().notNull().default('active'),
    accountType: text('account_type').$type<AccountType>().notNull().default('basic'),
    automationType: text('automation_type').$type<AutomationType>().notNull().default('cloud'),
    countryCode: text('country_code'),
    proxyType: text('proxy_type').$type<ProxyType>().notNull().default('basic'),
    noProxy: boolean('no_proxy').notNull().default(false),
    /** {proxy_address, domain, ports:{http}, username} — the password is in proxy_password_enc. */
    customProxy: jsonb('custom_proxy').$type<CustomProxy | null>(),
    proxyPasswordEnc: text('proxy_password_enc'),
    timezone: text('timezone').notNull().default('UTC'),
    workHoursStart: integer('work_hours_start').notNull().default(9),
    workHoursEnd: integer('work_hours_end').notNull().default(18),
    useBrowser: boolean('use_browser').notNull().default(false),
    passwordEnc: text('password_enc'),
    cookiesEnc: text('cookies_enc'),
    unreadCount: integer('unread_count').notNull().default(0),
    waitForAuthorization: boolean('wait_for_authorization').notNull().default(false),
    required2fa: text('required_2fa').$type<Required2faKind>(),
    /** {username, status, update_password, link, temporary_locked_at}; the password is in two_factor_password_enc. */
    twoFactor: jsonb('two_factor').$type<TwoFactorState | null>(),
    twoFactorPasswordEnc: text('two_factor_password_enc'),
    requiredSubscriptions: jsonb('required_subscriptions')
      .$type<Record<string, string | null>>()
      .notNull()
      .default({}),
    requiredActions: jsonb('required_actions').$type<Record<string, unknown>>().notNull().default({}),
    subscriptions: jsonb('subscriptions').$type<Record<string, unknown>>().notNull().default({}),
    salesError: text('sales_error'),
    connectLimitedAt: ts('connect_limited_at'),
    inmailLimitedAt: ts('inmail_limited_at'),
    loginLimitedAt: ts('login_limited_at'),
    hibernatedAt: ts('hibernated_at'),
    captchaAt: ts('captcha_at'),
    subscriptionExpiredAt: ts('subscription_expired_at'),
    lastActivityAt: ts('last_activity_at'),
    /** {stage, country_code, attempt_count, proxy_failed_until, proxy_address, ports, username, refreshes[]}. */
    settingProxy: jsonb('setting_proxy').$type<Record<string, unknown> | null>(),
    /** {security_code, phone, challenged_at, hard_challenge_count, must_change_password, wrong_password, logged_in_at}. */
    authStatus: jsonb('auth_status').$type<Record<string, any>>().notNull().default({}),
    /** Daily and weekly limits by kind (missing kinds use the domain defaults). */
    limits: jsonb('limits').$type<Record<string, number>>().notNull().default({}),
    /** Connection settings: withdraw of old invitations, connection-note characters. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('credentials_space_idx').on(t.spaceId),
    // One live account per login email per workspace ('Account with such email already exists').
    uniqueIndex('credentials_space_username_idx')
      .on(t.spaceId, sql`lower(${t.username})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export interface CustomProxy {
  proxy_address: string | null;
  domain: string | null;
  ports: { http: number | null };
  username: string | null;
}

/** People (profile URLs/ids) and companies a credential never contacts. */
export const credentialBlacklist = pgTable(
  'credential_blacklist',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** As entered (trimmed). */
    value: text('value').notNull(),
    /** Lowercased profile id or company name, for matching. */
    normalized: text('normalized').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('credential_blacklist_unique_idx').on(t.credentialId, t.kind, t.normalized)],
);

export const signatures = pgTable(
  'signatures',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    message: text('message').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('signatures_credential_idx').on(t.credentialId),
    uniqueIndex('signatures_one_default_idx')
      .on(t.credentialId)
      .where(sql`${t.isDefault}`),
  ],
);

export const voicemailAudios = pgTable(
  'voicemail_audios',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    /** Path relative to DATA_DIR/uploads/voicemails. */
    storedFile: text('stored_file').notNull(),
    durationMs: integer('duration_ms').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    agreedToTermsAt: ts('agreed_to_terms_at').notNull(),
    forwardNumber: text('forward_number'),
    createdAt: createdAt(),
  },
  (t) => [index('voicemail_audios_credential_idx').on(t.credentialId, t.createdAt)],
);
