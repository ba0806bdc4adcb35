import type { AgencyRule, AuditAction, ContactChannel, PersonIdKind } from '@leadloop/domain/agency/rules';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.js';
import { spaces } from './spaces.js';
import { users } from './users.js';

/**
 * Agency groups (issue 42): workspaces grouped by a platform admin or a brand (brand set: that brand's
 * group), with the rule the engine's claim applies across them.
 */
export const agencyGroups = pgTable('agency_groups', {
  id: id(),
  name: text('name').notNull(),
  /** The brand that owns the group; null: made by a platform admin. */
  brand: text('brand'),
  rule: text('rule').$type<AgencyRule>().notNull().default('any_channel'),
  windowDays: integer('window_days').notNull().default(30),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A workspace belongs to one agency group at most. */
export const agencyGroupSpaces = pgTable(
  'agency_group_spaces',
  {
    spaceId: uuid('space_id')
      .primaryKey()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => agencyGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [index('agency_group_spaces_group_idx').on(t.groupId)],
);

/**
 * Who in the group contacted a person, by person hash (lib/person-hash.ts: no email, phone or link is
 * kept), per channel and workspace: written by the engine's claim under the group+person lock.
 */
export const agencyContacts = pgTable(
  'agency_contacts',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => agencyGroups.id, { onDelete: 'cascade' }),
    personHash: text('person_hash').notNull(),
    channel: text('channel').$type<ContactChannel>().notNull(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    contactedAt: ts('contacted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.personHash, t.channel, t.spaceId] })],
);

/** An erased person's identifiers, hashed: never imported or contacted again. */
export const dataSuppressions = pgTable('data_suppressions', {
  hash: text('hash').primaryKey(),
  kind: text('kind').$type<PersonIdKind>().notNull(),
  createdAt: createdAt(),
});

/**
 * A data-subject request. `identifiers` names the person while the request is open (the export reads it)
 * and is emptied by the erasure; `hashes` stay.
 */
export const dataRequests = pgTable('data_requests', {
  id: id(),
  /** platform, brand or space: whose workspaces were searched. */
  scope: text('scope').$type<'platform' | 'brand' | 'space'>().notNull(),
  brand: text('brand'),
  spaceId: uuid('space_id').references(() => spaces.id, { onDelete: 'cascade' }),
  identifiers: jsonb('identifiers').$type<{ kind: PersonIdKind; value: string }[]>().notNull().default([]),
  hashes: text('hashes').array().notNull().default([]),
  status: text('status').$type<'open' | 'erased'>().notNull().default('open'),
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
  requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  erasedAt: ts('erased_at'),
});

/** Security-relevant actions (issue 42): sign-ins, role changes, impersonation, exports, erasures, API tokens. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    action: text('action').$type<AuditAction>().notNull(),
    /** The workspace concerned; null: platform-wide (an admin's request over many workspaces). */
    spaceId: uuid('space_id').references(() => spaces.id, { onDelete: 'cascade' }),
    brand: text('brand'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was acted on, never a prospect's identifier (a request id, a user id…). */
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_space_idx').on(t.spaceId, t.createdAt)],
);
