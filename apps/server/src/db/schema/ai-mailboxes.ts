import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Warmup } from '@leadloop/domain/mailboxes/entities';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { integrations } from './integrations.js';
import { spaces } from './spaces.js';

/**
 * Issue 39: a sending domain bought through a registrar plugin (000 §2 mailboxes/domains). Registering
 * until `ready_at` (001 §9: .com within 1 hour, others 48), then ready. Its DKIM key is generated here:
 * the public half is published by the DNS plugin, the private half (sealed) signs every message.
 */
export const aiDomains = pgTable(
  'ai_domains',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** disabled | registering | ready (the stored value; 'registering' turns ready at ready_at). */
    status: text('status').notNull().default('registering'),
    registrar: text('registrar').notNull(),
    /** The registrar's own reference of the order. */
    registrarRef: text('registrar_ref'),
    readyAt: ts('ready_at').notNull(),
    dkimSelector: text('dkim_selector').notNull(),
    dkimPublicKey: text('dkim_public_key').notNull(),
    dkimPrivateKeyEnc: text('dkim_private_key_enc').notNull(),
    dnsProvider: text('dns_provider').notNull(),
    /** Records written through the DNS plugin, and what the last lookup found. */
    dnsRecords: jsonb('dns_records')
      .$type<{ purpose: string; type: string; name: string; value: string; ok: boolean | null }[]>()
      .notNull()
      .default([]),
    dnsVerifiedAt: ts('dns_verified_at'),
    dnsError: text('dns_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ai_domains_name_idx').on(t.name), index('ai_domains_space_idx').on(t.spaceId)],
);
export type AiDomainRow = typeof aiDomains.$inferSelect;

/**
 * A mailbox on a bought domain (≤ 3 per domain). It sends as the account's `ai_email_service`
 * integration (rotation, daily limit, the bounce guard's pause live there); this row holds the domain
 * and the warm-up settings.
 */
export const aiMailboxes = pgTable(
  'ai_mailboxes',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => aiDomains.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    senderName: text('sender_name').notNull(),
    warmup: jsonb('warmup').$type<Warmup>(),
    warmupStartedAt: ts('warmup_started_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ai_mailboxes_email_idx').on(t.email),
    uniqueIndex('ai_mailboxes_integration_idx').on(t.integrationId),
    index('ai_mailboxes_domain_idx').on(t.domainId),
  ],
);
export type AiMailboxRow = typeof aiMailboxes.$inferSelect;
