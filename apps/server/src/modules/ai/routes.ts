import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AI_LABELS,
  aiLabelCorrectionSchema,
  aiLabelStatsSchema,
  aiLabelledReplyListSchema,
  aiPromptListSchema,
  aiReplyLabelListSchema,
  aiReplyLabelSchema,
  assistantAnswerSchema,
  autoLabelRulesBodySchema,
  autoLabelRulesSchema,
  companyResearchBodySchema,
  companyResearchListSchema,
  companyResearchResultSchema,
  rewriteBodySchema,
  suggestReplyBodySchema,
} from '@leadloop/domain';
import { accountQuery, idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { accountScope } from '../prospects/index.js';
import { listResearches, researchCompany, rewrite, suggestReply } from './assistant.js';
import {
  autoLabelRules,
  correctLabel,
  labelStats,
  listLabels,
  recentLabelledReplies,
  saveAutoLabelRules,
} from './labels.js';
import { recentPrompts } from './run.js';
import { aiTestRoutes } from './test-routes.js';
import { aiBuilderRoutes } from './builder-routes.js';

const labelsQuery = accountQuery.extend({
  conversation_id: z.string().max(100).optional(),
  profile_id: z.string().max(100).optional(),
});

const recentLabelsQuery = accountQuery.extend({ label: z.enum(AI_LABELS).optional() });

/** Issue 19: AI labels, Recent Prompts, the inbox assistant, company research (001 §7), auto-label rules. */
export async function aiRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const space = { auth: 'space' } as const;
  await app.register(aiTestRoutes);
  await app.register(aiBuilderRoutes);

  app.get(
    '/ai/labels',
    { config: space, schema: { querystring: labelsQuery, response: { 200: aiReplyLabelListSchema } } },
    async (request) =>
      listLabels(ctx, await accountScope(request, request.query.credentials_id), request.query),
  );
  app.put(
    '/ai/labels/:id',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        params: idParams,
        body: aiLabelCorrectionSchema,
        response: { 200: aiReplyLabelSchema },
      },
    },
    async (request) => correctLabel(ctx, await accountScope(request), request.params.id, request.body.label),
  );
  app.get(
    '/ai/labels/stats',
    { config: space, schema: { querystring: spaceQuery, response: { 200: aiLabelStatsSchema } } },
    async (request) => labelStats(ctx, requireScope(request)),
  );
  app.get(
    '/ai/labels/recent',
    {
      config: space,
      schema: { querystring: recentLabelsQuery, response: { 200: aiLabelledReplyListSchema } },
    },
    async (request) =>
      recentLabelledReplies(ctx, await accountScope(request, request.query.credentials_id), request.query),
  );
  app.get(
    '/ai/prompts',
    { config: space, schema: { querystring: spaceQuery, response: { 200: aiPromptListSchema } } },
    async (request) => recentPrompts(ctx, requireScope(request)),
  );
  app.post(
    '/ai/assistant/suggest_reply',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        body: suggestReplyBodySchema,
        response: { 200: assistantAnswerSchema },
      },
    },
    async (request) => suggestReply(ctx, await accountScope(request), request.body.conversation_id),
  );
  app.post(
    '/ai/assistant/rewrite',
    {
      config: space,
      schema: { querystring: spaceQuery, body: rewriteBodySchema, response: { 200: assistantAnswerSchema } },
    },
    async (request) => rewrite(ctx, await accountScope(request), request.body),
  );
  app.get(
    '/ai/company_researches',
    { config: space, schema: { querystring: spaceQuery, response: { 200: companyResearchListSchema } } },
    async (request) => listResearches(ctx, requireScope(request)),
  );
  app.post(
    '/ai/company_researches',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        body: companyResearchBodySchema,
        response: { 200: companyResearchResultSchema },
      },
    },
    async (request) => researchCompany(ctx, requireScope(request), request.body),
  );
  app.get(
    '/ai/auto_labels',
    { config: space, schema: { querystring: spaceQuery, response: { 200: autoLabelRulesSchema } } },
    async (request) => autoLabelRules(ctx, requireScope(request)),
  );
  app.put(
    '/ai/auto_labels',
    {
      config: { auth: 'spaceAdmin' },
      schema: {
        querystring: spaceQuery,
        body: autoLabelRulesBodySchema,
        response: { 200: autoLabelRulesSchema },
      },
    },
    async (request) => saveAutoLabelRules(ctx, requireScope(request), request.body.rules),
  );
}
