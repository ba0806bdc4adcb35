import type { AiLabel, Relation } from '@leadloop/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { spaces } from './spaces.js';
import { inboxMessages } from './inbox.js';
import { users } from './users.js';

/**
 * Issue 19. The AI label of each inbound reply (one row per message, written by the `ai.label` job), with the
 * user's correction kept beside the AI's answer (so corrections are counted and can grow the training set).
 */
export const aiReplyLabels = pgTable(
  'ai_reply_labels',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').notNull(),
    credentialId: uuid('credential_id').notNull(),
    prospectId: uuid('prospect_id').notNull(),
    aiLabel: text('ai_label').$type<AiLabel>().notNull(),
    confidence: real('confidence').notNull(),
    provider: text('provider').notNull(),
    correctedLabel: text('corrected_label').$type<AiLabel>(),
    correctedBy: uuid('corrected_by'),
    correctedAt: ts('corrected_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ai_reply_labels_message_idx').on(t.messageId),
    index('ai_reply_labels_conversation_idx').on(t.conversationId, t.createdAt),
    index('ai_reply_labels_prospect_idx').on(t.prospectId, t.createdAt),
  ],
);

/** Recent Prompts: every AI request a user made, its answer when it came (also after the user stopped waiting). */
export const aiPrompts = pgTable(
  'ai_prompts',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('running'),
    inputPreview: text('input_preview').notNull(),
    output: text('output'),
    error: text('error'),
    provider: text('provider').notNull(),
    credits: integer('credits').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('ai_prompts_user_idx').on(t.userId, t.createdAt)],
);

/** Company research results (001 §3), per user; attempts counted per user and month. */
export const aiCompanyResearches = pgTable(
  'ai_company_researches',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostName: text('host_name').notNull(),
    objective: text('objective').notNull(),
    summary: text('summary').notNull(),
    points: jsonb('points')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sources: jsonb('sources')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    provider: text('provider').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ai_company_researches_user_idx').on(t.userId, t.createdAt)],
);

/** /preferences/workspace/auto-labels: what an AI label does to the prospect (a workspace label, a relation). */
export const aiAutoLabelRules = pgTable(
  'ai_auto_label_rules',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    aiLabel: text('ai_label').$type<AiLabel>().notNull(),
    labelId: uuid('label_id'),
    relation: text('relation').$type<Relation>(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ai_auto_label_rules_space_label_idx').on(t.spaceId, t.aiLabel)],
);

/**
 * Issue 19 personalised messages: the text of an `{ai:<variable>}` placeholder for one campaign prospect and
 * step, written by the `ai.personalize` job before the step is due. The engine sends a step that uses AI
 * variables only once each of them is here with status 'ready'; a 'failed' one keeps the prospect waiting.
 */
export const aiStepTexts = pgTable(
  'ai_step_texts',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    campaignProspectId: uuid('campaign_prospect_id').notNull(),
    nodeId: text('node_id').notNull(),
    variable: text('variable').notNull(),
    status: text('status').$type<'ready' | 'failed'>().notNull(),
    text: text('text'),
    error: text('error'),
    provider: text('provider').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ai_step_texts_cp_node_var_idx').on(t.campaignProspectId, t.nodeId, t.variable)],
);
