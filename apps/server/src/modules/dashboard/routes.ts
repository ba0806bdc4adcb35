import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityFeedQuerySchema,
  activityFeedSchema,
  myDashboardQuerySchema,
  myDashboardSchema,
} from '@leadloop/domain/dashboard/entities';
import { requireScope } from '../../lib/scope.js';
import { activityFeed } from './activity-feed.js';
import { myDashboard } from './my-dashboard.js';

/**
 * Dashboard (000 §2 /dashboard; paths ours, README "Dashboard"). Both answer only with what the accounts
 * the caller may use did (the reports' rule):
 * - GET /dashboard/my-dashboard?period=&tz=&accounts= — KPIs with deltas, campaigns needing attention,
 *   today's planned actions per account, recent replies;
 * - GET /dashboard/activity?types=&accounts=&campaigns=&cursor=&limit= — the workspace's activity feed,
 *   newest first, a keyset page (`next_cursor`).
 */
export async function dashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const space = { auth: 'space' } as const;
  app.get(
    '/dashboard/my-dashboard',
    { config: space, schema: { querystring: myDashboardQuerySchema, response: { 200: myDashboardSchema } } },
    (request) => myDashboard(app.ctx.db, requireScope(request), request.query),
  );
  app.get(
    '/dashboard/activity',
    {
      config: space,
      schema: { querystring: activityFeedQuerySchema, response: { 200: activityFeedSchema } },
    },
    (request) => activityFeed(app.ctx.db, requireScope(request), request.query),
  );
}
