import { removedSchema } from '@leadloop/domain/common/api';
import {
  attachmentSchema,
  draftClearedSchema,
  sentMessageSchema,
  syncNowSchema,
  syncStatusSchema,
  mailboxSyncStatusSchema,
  conversationPageSchema,
  conversationSchema,
  inboxDraftSchema,
  openedConversationSchema,
  savedReplySchema,
  unreadCountsSchema,
} from '@leadloop/domain/inbox/entities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DIALOG_MARKS, DRAFT_CHANNELS, zBool } from '@leadloop/domain';
import { mailboxFor } from '../../providers/mailbox/index.js';
import { smsFor } from '../../providers/sms/index.js';
import { uploadedFileSchema } from '../../lib/uploads.js';
import {
  contentDisposition,
  deletePendingAttachment,
  loadAttachment,
  pendingFor,
  uploadAttachment,
} from './attachments.js';
import { accountScope, loadProspect } from '../prospects/index.js';
import { conversationListQuery, listConversations } from './conversations.js';
import { markConversation, openConversation } from './thread.js';
import { clearDraft, draftBodySchema, listDrafts, saveDraft } from './drafts.js';
import {
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  templateBodySchema,
  templateUpdateSchema,
  updateSavedReply,
} from './templates.js';
import { sendBodySchema, sendMessage } from './send.js';
import { scopeCredentialIds, unreadCounts, notifyAccountUsers } from './unread.js';
import { syncNow, syncStatus } from './sync.js';
import { mailboxSyncStatus } from './mailbox-status.js';
import { secretsFor } from '../../lib/secrets.js';
import { idParams } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { conversationPageExample, sendExample } from './examples.js';
import { inboundMailRoutes } from './inbound-routes.js';

const scopeQuery = z.object({ space: z.string().max(100).optional(), credentials_id: z.uuid().optional() });
const openQuery = scopeQuery.extend({
  before: z.string().max(40).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const markBody = z.strictObject({ mark: z.enum(DIALOG_MARKS), value: zBool().default(true) });
const draftDeleteQuery = scopeQuery.extend({ channel: z.enum(DRAFT_CHANNELS).optional() });
const syncBody = z.strictObject({ credentials_id: z.uuid() });

/**
 * The unified inbox (000 §2 /inbox): conversations across channels, a conversation with its messages,
 * marks, sending, drafts per profile and channel, saved replies, unread counters and sync status.
 */
export async function inboxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const asRemoved = { 200: removedSchema };
  const ctx = app.ctx;
  const db = ctx.db;
  // SES (SNS) and SendGrid push replies and bounces here (its own scope: SNS posts JSON as text/plain).
  await fastify.register(inboundMailRoutes);
  const space = { auth: 'space' } as const;

  app.get(
    '/inbox/conversations',
    {
      config: space,
      schema: {
        summary: 'Inbox: list conversations',
        querystring: conversationListQuery,
        response: { 200: conversationPageSchema },
        example: conversationPageExample,
      },
    },
    async (request) =>
      listConversations(db, await accountScope(request, request.query.credentials_id), request.query),
  );
  app.get(
    '/inbox/conversations/:id',
    {
      config: space,
      schema: { querystring: openQuery, params: idParams, response: { 200: openedConversationSchema } },
    },
    async (request) => {
      const scope = await accountScope(request, request.query.credentials_id);
      const { wasUnread, ...view } = await openConversation(
        db,
        scope,
        request.params.id,
        request.query,
        smsFor(db),
      );
      if (wasUnread)
        await notifyAccountUsers(db, ctx.realtime, scope.spaceId, view.conversation.credentials_id);
      return view;
    },
  );
  app.post(
    '/inbox/conversations/:id/mark',
    {
      config: space,
      schema: {
        querystring: scopeQuery,
        params: idParams,
        body: markBody,
        response: { 200: conversationSchema },
      },
    },
    async (request) => {
      const scope = await accountScope(request, request.query.credentials_id);
      const { conversation, credentialId } = await markConversation(
        db,
        scope,
        request.params.id,
        request.body.mark,
        request.body.value,
      );
      await notifyAccountUsers(db, ctx.realtime, scope.spaceId, credentialId);
      return conversation;
    },
  );
  app.post(
    '/inbox/send',
    {
      config: space,
      schema: {
        querystring: z.object({ space: z.string().max(100).optional() }),
        summary: 'Inbox: send a message to a prospect',
        body: sendBodySchema,
        response: { 200: sentMessageSchema },
        example: sendExample,
      },
    },
    async (request) => {
      const scope = await accountScope(request);
      const deps = { network: ctx.network, mailbox: mailboxFor(ctx), sms: smsFor(db) };
      const { credentialId, ...sent } = await sendMessage(db, deps, scope, request.body);
      await notifyAccountUsers(db, ctx.realtime, scope.spaceId, credentialId);
      return sent;
    },
  );
  // Files for network messages and emails: upload (checked by content), download, remove before sending.
  app.post(
    '/inbox/attachments',
    {
      config: space,
      schema: {
        querystring: scopeQuery,
        body: z.strictObject({ file: uploadedFileSchema, profile_id: z.uuid().optional() }),
        response: { 200: attachmentSchema },
      },
    },
    async (request) =>
      uploadAttachment(db, await accountScope(request), request.body.file, request.body.profile_id),
  );
  app.get(
    '/inbox/attachments',
    {
      config: space,
      schema: {
        querystring: scopeQuery.extend({ profile_id: z.uuid() }),
        response: { 200: z.array(attachmentSchema) },
      },
    },
    async (request) => pendingFor(db, await accountScope(request), request.query.profile_id),
  );
  app.get(
    '/inbox/attachments/:id',
    { config: space, schema: { querystring: scopeQuery, params: idParams } },
    async (request, reply) => {
      const file = await loadAttachment(db, await accountScope(request), request.params.id);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'private, max-age=3600')
        .send(file.data);
    },
  );
  app.delete(
    '/inbox/attachments/:id',
    { config: space, schema: { querystring: scopeQuery, params: idParams, response: asRemoved } },
    async (request) => deletePendingAttachment(db, await accountScope(request), request.params.id),
  );
  app.get(
    '/inbox/unread',
    { config: space, schema: { querystring: scopeQuery, response: { 200: unreadCountsSchema } } },
    async (request) => unreadCounts(db, await accountScope(request, request.query.credentials_id)),
  );

  // Drafts per profile and channel (the caller's own).
  app.get(
    '/inbox/drafts/:id',
    {
      config: space,
      schema: { querystring: scopeQuery, params: idParams, response: { 200: z.array(inboxDraftSchema) } },
    },
    async (request) => listDrafts(db, await accountScope(request), request.params.id),
  );
  app.put(
    '/inbox/drafts/:id',
    {
      config: space,
      schema: {
        querystring: scopeQuery,
        params: idParams,
        body: draftBodySchema,
        response: { 200: inboxDraftSchema },
      },
    },
    async (request) => saveDraft(db, await accountScope(request), request.params.id, request.body),
  );
  app.delete(
    '/inbox/drafts/:id',
    {
      config: space,
      schema: { querystring: draftDeleteQuery, params: idParams, response: { 200: draftClearedSchema } },
    },
    async (request) => {
      const scope = await accountScope(request);
      await loadProspect(db, scope, request.params.id);
      await clearDraft(db, scope.userId, request.params.id, request.query.channel);
      return { profile_id: request.params.id, channel: request.query.channel ?? null };
    },
  );

  // Saved replies: templates of type message.
  app.get(
    '/inbox/templates',
    { config: space, schema: { querystring: scopeQuery, response: { 200: z.array(savedReplySchema) } } },
    async (request) => listSavedReplies(db, await accountScope(request)),
  );
  app.post(
    '/inbox/templates',
    {
      config: space,
      schema: { querystring: scopeQuery, body: templateBodySchema, response: { 200: savedReplySchema } },
    },
    async (request) => createSavedReply(db, await accountScope(request), request.body),
  );
  app.put(
    '/inbox/templates/:id',
    {
      config: space,
      schema: {
        querystring: scopeQuery,
        params: idParams,
        body: templateUpdateSchema,
        response: { 200: savedReplySchema },
      },
    },
    async (request) => updateSavedReply(db, await accountScope(request), request.params.id, request.body),
  );
  app.delete(
    '/inbox/templates/:id',
    { config: space, schema: { querystring: scopeQuery, params: idParams, response: asRemoved } },
    async (request) => deleteSavedReply(db, await accountScope(request), request.params.id),
  );

  // Sync: status (lag per account) and a sync-now for one account.
  app.get(
    '/inbox/sync_status',
    { config: space, schema: { querystring: scopeQuery, response: { 200: z.array(syncStatusSchema) } } },
    async (request) => {
      const scope = await accountScope(request, request.query.credentials_id);
      return syncStatus(db, await scopeCredentialIds(db, scope));
    },
  );
  // Issue 15: each mailbox's inbound sync (IDLE live / polling / down) and today's sends against its limit.
  app.get(
    '/inbox/email_sync_status',
    {
      config: space,
      schema: { querystring: scopeQuery, response: { 200: z.array(mailboxSyncStatusSchema) } },
    },
    async (request) => {
      const scope = await accountScope(request, request.query.credentials_id);
      return mailboxSyncStatus(db, secretsFor(ctx), await scopeCredentialIds(db, scope));
    },
  );
  app.post(
    '/inbox/sync',
    {
      config: space,
      schema: {
        querystring: z.object({ space: z.string().max(100).optional() }),
        body: syncBody,
        response: { 200: syncNowSchema },
      },
    },
    async (request) => {
      return syncNow(ctx, requireScope(request), request.body.credentials_id);
    },
  );
}
