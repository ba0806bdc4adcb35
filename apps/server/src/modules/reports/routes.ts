import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  detailedReportListSchema,
  detailedReportRequestSchema,
  detailedReportSchema,
  activityReportSchema,
  funnelReportSchema,
  insightReportSchema,
  reportExportQuerySchema,
  reportQuerySchema,
} from '@leadloop/domain/reports/entities';
import { z } from 'zod';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { activityReport } from './activity.js';
import {
  detailedReportStatus,
  downloadDetailedReport,
  listDetailedReports,
  startDetailedReport,
} from './detailed.js';
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
 * - GET /reports/export_csv?report=activity|funnel|insight&lang= — that report as a streamed CSV download;
 * - POST /reports/detailed {period, tz, accounts, campaigns, members, lang} — starts the detailed report (a job
 *   that mails a download link); GET /reports/detailed — the caller's latest ones; GET /reports/detailed/{id} —
 *   its status and progress; GET /reports/detailed/{id}/download?key= — the file (public: the mailed link).
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
  app.post(
    '/reports/detailed',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        body: detailedReportRequestSchema,
        response: { 200: detailedReportSchema },
      },
    },
    (request) => startDetailedReport(app.ctx, requireScope(request), request.body),
  );
  app.get(
    '/reports/detailed',
    { config: space, schema: { querystring: spaceQuery, response: { 200: detailedReportListSchema } } },
    (request) => listDetailedReports(app.ctx.db, requireScope(request)),
  );
  app.get(
    '/reports/detailed/:id',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: detailedReportSchema } },
    },
    (request) => detailedReportStatus(app.ctx.db, requireScope(request), request.params.id),
  );
  app.get(
    '/reports/detailed/:id/download',
    {
      config: { auth: 'public' },
      schema: { params: idParams, querystring: z.object({ key: z.string().max(200).default('') }) },
    },
    async (request, reply) => {
      const file = await downloadDetailedReport(app.ctx.db, request.params.id, request.query.key);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
}
