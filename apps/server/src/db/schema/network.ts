import { boolean, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.js';

/**
 * The sandbox professional network's own world (providers/network/sandbox). Nothing here is Leadloop
 * data: it is what the simulated network holds, so tests can count what the network received.
 */
export const sandboxPopulation = pgTable('sandbox_population', {
  id: integer('id').primaryKey(),
  seed: integer('seed').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

export const sandboxMembers = pgTable(
  'sandbox_members',
  {
    /** Public id, the slug of /in/<id>. */
    id: text('id').primaryKey(),
    seq: integer('seq').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    headline: text('headline').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    companyId: text('company_id').notNull(),
    industry: text('industry').notNull(),
    location: text('location').notNull(),
    countryCode: text('country_code').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull(),
    email: text('email'),
    phone: text('phone'),
    premium: boolean('premium').notNull(),
    openProfile: boolean('open_profile').notNull(),
    /** How likely the member accepts an invitation / answers a message (0..1). */
    acceptRate: real('accept_rate').notNull(),
    replyRate: real('reply_rate').notNull(),
    /** Names, headline, title, company, industry and skills, lower-cased with accents folded (search). */
    searchText: text('search_text'),
  },
  (t) => [uniqueIndex('sandbox_members_seq_idx').on(t.seq)],
);

export const sandboxPosts = pgTable(
  'sandbox_posts',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id').notNull(),
    text: text('text').notNull(),
    postedDaysAgo: integer('posted_days_ago').notNull(),
    likes: integer('likes').notNull(),
  },
  (t) => [index('sandbox_posts_author_idx').on(t.authorId)],
);

/** A connected Leadloop account as the network sees it (keyed by the credential id). */
export const sandboxAccounts = pgTable('sandbox_accounts', {
  credentialId: text('credential_id').primaryKey(),
  username: text('username').notNull(),
  memberId: text('member_id').notNull(),
  premium: boolean('premium').notNull(),
  salesNavigator: boolean('sales_navigator').notNull(),
  recruiter: boolean('recruiter').notNull(),
  inmailCredits: integer('inmail_credits').notNull(),
  loginCount: integer('login_count').notNull().default(0),
  loggedInAt: ts('logged_in_at'),
  /** A pending challenge: {kind, pin_type, code_hash, requested_at}. */
  challenge: jsonb('challenge').$type<Record<string, any> | null>(),
  restrictedUntil: ts('restricted_until'),
  createdAt: createdAt(),
});

export const sandboxInvitations = pgTable(
  'sandbox_invitations',
  {
    id: text('id').primaryKey(),
    credentialId: text('credential_id').notNull(),
    memberId: text('member_id').notNull(),
    note: text('note'),
    clientKey: text('client_key'),
    sentAt: ts('sent_at').notNull(),
    /** Decided at send time (seeded): when the member accepts / declines, or null for never. */
    acceptAt: ts('accept_at'),
    declineAt: ts('decline_at'),
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [
    index('sandbox_invitations_account_idx').on(t.credentialId, t.sentAt),
    index('sandbox_invitations_member_idx').on(t.credentialId, t.memberId),
  ],
);

/** Messages and InMails both ways; inbound replies are written ahead with a future sent_at. */
export interface SandboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
}

export const sandboxMessages = pgTable(
  'sandbox_messages',
  {
    id: text('id').primaryKey(),
    credentialId: text('credential_id').notNull(),
    memberId: text('member_id').notNull(),
    direction: text('direction').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    /** positive, negative, out_of_office for scheduled replies. */
    replyKind: text('reply_kind'),
    clientKey: text('client_key'),
    /** Files sent with an outbound message (what the recipient would see; the bytes stay in the inbox). */
    attachments: jsonb('attachments').$type<SandboxAttachment[]>(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [
    index('sandbox_messages_account_idx').on(t.credentialId, t.sentAt),
    index('sandbox_messages_member_idx').on(t.credentialId, t.memberId),
  ],
);

/** Every other action: view, follow, like, endorse, comment, withdraw. */
export const sandboxActions = pgTable(
  'sandbox_actions',
  {
    id: text('id').primaryKey(),
    credentialId: text('credential_id').notNull(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    clientKey: text('client_key'),
    at: ts('at').notNull(),
  },
  (t) => [index('sandbox_actions_account_idx').on(t.credentialId, t.kind, t.at)],
);
