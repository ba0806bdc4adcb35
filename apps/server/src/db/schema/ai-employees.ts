import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { credentials } from './credentials.js';
import { spaces } from './spaces.js';
import { users } from './users.js';

type Json = Record<string, unknown>;

/**
 * Issue 38: an AI Employee (001 §3). The wizard's steps are kept one per column, as the wizard sends them,
 * so other areas (the knowledge base, grounded drafting) read the objective, cases, free values and Q&A of an
 * employee from here. Holds no prospect's personal data.
 */
export const aiEmployees = pgTable(
  'ai_employees',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    /** The predefined profile chosen (GET /employees/employee_profiles), with its name, photo, description. */
    profileId: text('profile_id').notNull(),
    name: text('name').notNull(),
    photo: text('photo'),
    description: text('description'),
    calendlyUser: text('calendly_user'),
    calendlyEvent: text('calendly_event'),
    messagingSettings: jsonb('messaging_settings').$type<Json>().notNull(),
    objective: jsonb('objective').$type<Json>().notNull(),
    cases: jsonb('cases').$type<Json[]>().notNull().default([]),
    freeValue: jsonb('free_value').$type<Json[]>().notNull().default([]),
    faq: jsonb('faq').$type<Json[]>().notNull().default([]),
    targeting: jsonb('targeting').$type<Json>().notNull(),
    isExtend: boolean('is_extend').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_employees_space_idx').on(t.spaceId, t.createdAt)],
);

/** 001 §3 binding: an employee works through an account; one employee per account, enabled or not. */
export const aiEmployeeBindings = pgTable(
  'ai_employee_bindings',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => aiEmployees.id, { onDelete: 'cascade' }),
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    profileId: text('profile_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ai_employee_bindings_credential_idx').on(t.credentialId),
    index('ai_employee_bindings_employee_idx').on(t.employeeId),
  ],
);

/**
 * A Magic builder generation (issue 38 §5): what was asked and what was proposed, charged once. The client's
 * generation key makes a retried request answer the stored proposal instead of charging again.
 */
export const aiMagicGenerations = pgTable(
  'ai_magic_generations',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    generationKey: uuid('generation_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    employeeId: uuid('employee_id').references(() => aiEmployees.id, { onDelete: 'set null' }),
    credentialId: uuid('credential_id').notNull(),
    input: jsonb('input').$type<Json>().notNull(),
    proposal: jsonb('proposal').$type<Json>().notNull(),
    credits: integer('credits').notNull(),
    workflowIds: uuid('workflow_ids').array().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ai_magic_generations_key_idx').on(t.spaceId, t.generationKey)],
);
