import { creditHistorySchema, creditsSummarySchema } from '@leadloop/domain/billing/entities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSpace } from '../../lib/auth-guard.js';
import { creditsHistory, creditsSummary } from './credits.js';

const historyQuery = z.object({
  space: z.string().max(100).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  usage_type: z.string().max(60).optional(),
  user_id: z.uuid().optional(),
  start_date: z.coerce.date().optional(),
  end_date: z.coerce.date().optional(),
});

/** Credits of a workspace: balance, usage by category and origin, the ledger. */
export async function creditsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  app.get(
    '/credits/balance',
    {
      config: { auth: 'space' },
      schema: {
        querystring: z.object({ space: z.string().max(100).optional() }),
        response: { 200: creditsSummarySchema },
      },
    },
    (request) => creditsSummary(db, requireSpace(request).space.id),
  );
  app.get(
    '/credits/history',
    {
      config: { auth: 'space' },
      schema: { querystring: historyQuery, response: { 200: creditHistorySchema } },
    },
    (request) => creditsHistory(db, requireSpace(request).space.id, request.query),
  );
}
