import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityReportSchema,
  funnelReportSchema,
  insightReportSchema,
  reportExportQuerySchema,
  reportQuerySchema,
} from '@leadloop/domain/reports/entities';
import { requireScope } from '../../lib/scope.js';
import { activityReport } from './activity.js';
import { exportReportCsv } from './export-csv.js';
import { funnelReport } from './funnel.js';
import { insightReport } from './insight.js';

/**
 * Reports (000 §2 /reports; paths ours, README "Reports"). Every route takes
 * `?space=&period=&tz=&accounts=&campaigns=` (reportQuerySchema) and answers only with figures of the
 * accounts the caller may use:
 * - GET /reports/activity — the 13 stat series per local day, totals, previous period, per account and campaign;
 * - GET /reports/funnel — prospects → requests sent → accepted → replied → interested → leads;
 * - GET /reports/insight — per step and A/B variant with the significance verdict; best days and hours;
 * - GET /reports/export_csv?report=activity|funnel|insight&lang= — that report as a streamed CSV download.
 */
export async function reportsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const space = { auth: 'space' } as const;
  app.get(
    '/reports/activity',
    { config: space, schema: { querystring: reportQuerySchema, response: { 200: activityReportSchema } } },
    (request) => activityReport(app.ctx.db, requireScope(request), request.query),
  );
  app.get(
    '/reports/funnel',
    { config: space, schema: { querystring: reportQuerySchema, response: { 200: funnelReportSchema } } },
    (request) => funnelReport(app.ctx.db, requireScope(request), request.query),
  );
  app.get(
    '/reports/insight',
    { config: space, schema: { querystring: reportQuerySchema, response: { 200: insightReportSchema } } },
    (request) => insightReport(app.ctx.db, requireScope(request), request.query),
  );
  app.get(
    '/reports/export_csv',
    { config: space, schema: { querystring: reportExportQuerySchema } },
    async (request, reply) => {
      const { filename, stream } = await exportReportCsv(app.ctx.db, requireScope(request), request.query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`);
      return reply.send(stream);
    },
  );
}
