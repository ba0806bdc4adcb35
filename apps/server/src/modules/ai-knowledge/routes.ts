import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  draftViewSchema,
  groundingSettingsSchema,
  knowledgeInputsSchema,
  knowledgeViewSchema,
  reviewQueueSchema,
} from '@leadloop/domain/ai-knowledge/entities';
import { MESSAGE_MAX } from '@leadloop/domain';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { mailboxFor } from '../../providers/mailbox/index.js';
import { addDocument, indexKnowledge, listKnowledge } from './knowledge.js';
import { approveDraft, rejectDraft, reviewQueue, undoDraft } from './review.js';
import { sendDueDrafts } from './send.js';
import { getSupervision, putSupervision } from './supervision.js';

const employeeParams = z.object({ employeeId: z.uuid() });

/**
 * AI Employee knowledge and supervision (issue 38 items 2–4; paths ours, all with `?space=`):
 * GET|PUT /ai-knowledge/employees/:employeeId/knowledge · POST …/documents {url} ·
 * GET|PUT …/supervision · GET /ai-knowledge/drafts[?employee_id] (the review queue) ·
 * POST /ai-knowledge/drafts/:id/approve {text?} · …/reject · …/undo.
 */
export async function aiKnowledgeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const config = { auth: 'space' } as const;
  const querystring = spaceQuery;
  const params = employeeParams;
  app.get(
    '/ai-knowledge/employees/:employeeId/knowledge',
    { config, schema: { querystring, params, response: { 200: knowledgeViewSchema } } },
    (request) => listKnowledge(ctx.db, requireScope(request).spaceId, request.params.employeeId),
  );
  app.put(
    '/ai-knowledge/employees/:employeeId/knowledge',
    {
      config,
      schema: { querystring, params, body: knowledgeInputsSchema, response: { 200: knowledgeViewSchema } },
    },
    (request) =>
      indexKnowledge(ctx.db, requireScope(request).spaceId, request.params.employeeId, request.body),
  );
  app.post(
    '/ai-knowledge/employees/:employeeId/documents',
    {
      config,
      schema: {
        querystring,
        params,
        body: z.strictObject({ url: z.url().max(2048) }),
        response: { 200: knowledgeViewSchema },
      },
    },
    (request) =>
      addDocument(ctx.db, ctx.config.egress, {
        spaceId: requireScope(request).spaceId,
        employeeId: request.params.employeeId,
        url: request.body.url,
      }),
  );
  app.get(
    '/ai-knowledge/employees/:employeeId/supervision',
    { config, schema: { querystring, params, response: { 200: groundingSettingsSchema } } },
    (request) => getSupervision(ctx.db, requireScope(request).spaceId, request.params.employeeId),
  );
  app.put(
    '/ai-knowledge/employees/:employeeId/supervision',
    {
      config,
      schema: {
        querystring,
        params,
        body: groundingSettingsSchema,
        response: { 200: groundingSettingsSchema },
      },
    },
    (request) => putSupervision(ctx.db, requireScope(request), request.params.employeeId, request.body),
  );
  app.get(
    '/ai-knowledge/drafts',
    {
      config,
      schema: {
        querystring: spaceQuery.extend({ employee_id: z.uuid().optional() }),
        response: { 200: reviewQueueSchema },
      },
    },
    (request) => reviewQueue(ctx.db, requireScope(request), request.query.employee_id),
  );
  const decision = { config, schema: { querystring, params: idParams, response: { 200: draftViewSchema } } };
  app.post(
    '/ai-knowledge/drafts/:id/approve',
    {
      ...decision,
      schema: {
        ...decision.schema,
        body: z.strictObject({ text: z.string().trim().min(1).max(MESSAGE_MAX).optional() }).optional(),
      },
    },
    async (request) => {
      const draft = await approveDraft(ctx.db, requireScope(request), request.params.id, request.body?.text);
      // Sent now rather than at the next pass; a failure leaves it due for the pass (exactly once either way).
      await sendDueDrafts({ db: ctx.db, network: ctx.network, mailbox: mailboxFor(ctx) }).catch((err) =>
        ctx.log.warn({ err }, 'ai-knowledge: send after approval failed, retried by the pass'),
      );
      return draft;
    },
  );
  app.post('/ai-knowledge/drafts/:id/reject', decision, (request) =>
    rejectDraft(ctx.db, requireScope(request), request.params.id),
  );
  app.post('/ai-knowledge/drafts/:id/undo', decision, (request) =>
    undoDraft(ctx.db, requireScope(request), request.params.id),
  );
}
