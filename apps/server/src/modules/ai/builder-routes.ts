import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aiApproveBodySchema,
  aiApprovedSchema,
  aiPreviewBodySchema,
  aiPreviewSchema,
  aiSampleListSchema,
  aiSamplesQuerySchema,
  builderSequenceBodySchema,
  builderSequenceSchema,
  builderStepBodySchema,
  builderStepSchema,
  personalityBodySchema,
  personalitySchema,
} from '@leadloop/domain';
import { spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { assistSequence, assistStep, personalityType } from './builder.js';
import { approveAiText, previewAiText, sampleProspects } from './preview.js';

/** Issue 19 in the campaign builder: AI variable previews and approvals, the builder assistant, personality type. */
export async function aiBuilderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const space = { auth: 'space' } as const;
  app.get(
    '/ai/preview/samples',
    {
      config: space,
      schema: {
        querystring: spaceQuery.extend(aiSamplesQuerySchema.shape),
        response: { 200: aiSampleListSchema },
      },
    },
    async (request) => sampleProspects(ctx, requireScope(request), request.query.workflow_id),
  );
  app.post(
    '/ai/preview',
    {
      config: space,
      schema: { querystring: spaceQuery, body: aiPreviewBodySchema, response: { 200: aiPreviewSchema } },
    },
    async (request) => previewAiText(ctx, requireScope(request), request.body),
  );
  app.post(
    '/ai/preview/approve',
    {
      config: space,
      schema: { querystring: spaceQuery, body: aiApproveBodySchema, response: { 200: aiApprovedSchema } },
    },
    async (request) => approveAiText(ctx, requireScope(request), request.body),
  );
  app.post(
    '/ai/builder/step',
    {
      config: space,
      schema: { querystring: spaceQuery, body: builderStepBodySchema, response: { 200: builderStepSchema } },
    },
    async (request) => assistStep(ctx, requireScope(request), request.body),
  );
  app.post(
    '/ai/builder/sequence',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        body: builderSequenceBodySchema,
        response: { 200: builderSequenceSchema },
      },
    },
    async (request) => assistSequence(ctx, requireScope(request), request.body),
  );
  app.post(
    '/ai/personality',
    {
      config: space,
      schema: { querystring: spaceQuery, body: personalityBodySchema, response: { 200: personalitySchema } },
    },
    async (request) => personalityType(ctx, requireScope(request), request.body.profile_id),
  );
}
