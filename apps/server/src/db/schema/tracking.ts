import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TrackingDomainStatus } from '@leadloop/domain/tracking/entities';
import { createdAt, id, ts } from './columns.js';
import { spaces } from './spaces.js';

/**
 * A workspace's custom tracking domain (001 §3 Custom domain, §7 Tracking domains). Its CNAME must point at
 * the server's tracking host; `ready` once DNS says so. A domain serves one workspace (unique by name), and
 * each default flag is exclusive within a workspace (partial unique indexes).
 */
export const customDomains = pgTable(
  'custom_domains',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    status: text('status').$type<TrackingDomainStatus>().notNull().default('pending'),
    /** Where its links point: `<scheme>://<domain>[:port]` (TRACKING_DOMAIN_URL at creation). */
    baseUrl: text('base_url').notNull(),
    cnameTarget: text('cname_target').notNull(),
    isDefaultForLinkTracking: boolean('is_default_for_link_tracking').notNull().default(false),
    isDefaultForVideoScenario: boolean('is_default_for_video_scenario').notNull().default(false),
    lastError: text('last_error'),
    lastCheckedAt: ts('last_checked_at'),
    verifiedAt: ts('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('custom_domains_domain_idx').on(t.domain),
    index('custom_domains_space_idx').on(t.spaceId),
    uniqueIndex('custom_domains_link_default_idx')
      .on(t.spaceId)
      .where(sql`${t.isDefaultForLinkTracking}`),
    uniqueIndex('custom_domains_video_default_idx')
      .on(t.spaceId)
      .where(sql`${t.isDefaultForVideoScenario}`),
  ],
);
export type CustomDomainRow = typeof customDomains.$inferSelect;

/**
 * One public tracking id: an email's open pixel, one rewritten link of an email or a network message, or an
 * email's unsubscribe link. The id is 128 random bits (base64url), the only thing the public routes accept.
 * (action_key, kind, url) is unique so a retried step gets the same ids.
 */
export const trackedLinks = pgTable(
  'tracked_links',
  {
    id: text('id').primaryKey(),
    spaceId: uuid('space_id').notNull(),
    /** 'open' | 'click' | 'unsubscribe'. */
    kind: text('kind').notNull(),
    /** 'email' | 'message'. */
    channel: text('channel').notNull(),
    actionKey: text('action_key').notNull(),
    credentialId: uuid('credential_id'),
    workflowId: uuid('workflow_id'),
    prospectId: uuid('prospect_id'),
    /** The recipient's address (emails). */
    email: text('email'),
    /** The target of a click ('' for the pixel and the unsubscribe link). */
    url: text('url').notNull().default(''),
    /** Written just before the send: hits within seconds of it are scanners (see hits.ts). */
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tracked_links_key_idx').on(t.actionKey, t.kind, t.url)],
);
export type TrackedLinkRow = typeof trackedLinks.$inferSelect;

/**
 * What a person did with a tracked message: 'email_opened', 'clicked_email_link', 'clicked_message_link'.
 * `dedupe_key` makes each count once per person and link (opens: once per email).
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    linkId: text('link_id').notNull(),
    type: text('type').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    credentialId: uuid('credential_id'),
    workflowId: uuid('workflow_id'),
    prospectId: uuid('prospect_id'),
    url: text('url').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tracking_events_dedupe_idx').on(t.dedupeKey),
    index('tracking_events_prospect_idx').on(t.prospectId, t.createdAt),
  ],
);

/** The workspace's email blacklist: addresses that unsubscribed (campaign email is never sent to them). */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    /** Lower-cased address. */
    email: text('email').notNull(),
    /** 'link' (the page), 'one_click' (RFC 8058 POST). */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_unsubscribes_idx').on(t.spaceId, t.email)],
);
