import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandChartsSchema, chartsQuery, monitoringSchema } from '@leadloop/domain/monitoring/entities';
import { clock } from '../../lib/clock.js';
import { monitoringSnapshot } from './snapshot.js';
import { brandCharts } from './charts.js';

/** The /admin/monitoring and /admin/charts-admin screens' calls (paths ours: the spec names the screens only). */
export async function monitoringRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const platform = { auth: 'admin', adminAccess: 'platform' } as const;

  app.get('/admin/monitoring', { config: platform, schema: { response: { 200: monitoringSchema } } }, () =>
    monitoringSnapshot(ctx.db, clock.now()),
  );
  app.get(
    '/admin/charts',
    { config: platform, schema: { querystring: chartsQuery, response: { 200: brandChartsSchema } } },
    (request) => {
      const asked = (request.query.brands ?? '')
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean);
      return brandCharts(ctx.db, clock.now(), asked, request.query.days);
    },
  );
}
