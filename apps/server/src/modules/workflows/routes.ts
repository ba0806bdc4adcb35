import { campaignProspectPageSchema, campaignProspectSchema } from '@leadloop/domain/prospects/entities';
import {
  prospectRunningSchema,
  searchesRerunSchema,
  stepApprovalSchema,
  pendingApprovalPageSchema,
  workflowDeletedSchema,
  workflowOrderSchema,
  workflowsDuplicatedSchema,
  csvImportSchema,
  csvPreviewSchema,
  searchSchema,
  workflowDetailSchema,
  workflowPageSchema,
  workflowRatesByIdSchema,
  workflowForecastSchema,
  workflowRatesSchema,
  workflowSchema,
} from '@leadloop/domain/campaigns/entities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchBodySchema } from '@leadloop/domain/campaigns/rules';
import { requireSpace, requireUser } from '../../lib/auth-guard.js';
import { uploadedFileSchema } from '../../lib/uploads.js';
import { requireWorkflow } from './access.js';
import { locateWorkflow, workflowWorkspaceSchema } from './locate.js';
import {
  archiveWorkflow,
  createWorkflow,
  deleteWorkflowAsync,
  duplicateWorkflows,
  fetchWorkflows,
  getWorkflow,
  listWorkflows,
  orderWorkflows,
  updateWorkflow,
  updateWorkflowStatus,
  purgeDeletedWorkflow,
} from './service.js';
import { addSearch, rerunSearches, searchCsv, updateSearchStatus } from './searches.js';
import { importCsv, previewCsv } from './csv-import.js';
import { explainOne, listExplained } from './explain.js';
import { rates, ratesOf } from './rates.js';
import { forecastDraft } from './forecast-draft.js';
import { setApproval, setProspectRunning, exportWorkflowCsv } from './prospect-actions.js';
import { listPendingApprovals } from './approvals.js';
import { sendOrRun } from '../../lib/jobs.js';
import {
  approvalBody,
  approvalsQuery,
  createWorkflowBody,
  duplicateBody,
  listQuery,
  orderBody,
  prospectsQuery,
  ratesQuery,
  forecastDraftBody,
  searchStatusBody,
  updateStatusBody,
  updateWorkflowBody,
} from './schemas.js';
import { spaceQuery, idParams } from '../../lib/route-schemas.js';
import { createWorkflowExample } from './examples.js';

const prospectParams = z.object({ id: z.string().max(100), prospectId: z.string().max(100) });
const space = { auth: 'space' } as const;
const PURGE_AFTER_SECONDS = 7 * 24 * 3600;

/** 001 §7 Workflows (campaigns), their searches and CSV imports, and the per-prospect explanations. */
export async function workflowsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const detail = { 200: workflowDetailSchema };
  const search = { 200: searchSchema };
  const duplicated = { 200: workflowsDuplicatedSchema };
  const ctx = app.ctx;
  const caller = (request: Parameters<typeof requireSpace>[0]) => requireSpace(request);

  app.get(
    '/workflows/fetch',
    {
      config: space,
      schema: {
        querystring: spaceQuery.extend({ credentials_id: z.string().uuid().optional() }),
        response: { 200: z.array(workflowSchema) },
      },
    },
    (req) => fetchWorkflows(ctx, caller(req), req.query.credentials_id),
  );
  app.get(
    '/workflows',
    { config: space, schema: { querystring: listQuery, response: { 200: workflowPageSchema } } },
    (req) => listWorkflows(ctx, caller(req), req.query),
  );
  app.post(
    '/workflows',
    {
      config: space,
      schema: {
        summary: 'Workflows: create a campaign',
        querystring: spaceQuery,
        body: createWorkflowBody,
        response: detail,
        example: createWorkflowExample,
      },
    },
    (req) => createWorkflow(ctx, caller(req), caller(req).user.id, req.body),
  );
  app.post(
    '/workflows/order',
    {
      config: space,
      schema: { querystring: spaceQuery, body: orderBody, response: { 200: workflowOrderSchema } },
    },
    (req) => orderWorkflows(ctx, caller(req), req.body.ids),
  );
  app.get(
    '/workflows/:id',
    { config: space, schema: { params: idParams, querystring: spaceQuery, response: detail } },
    (req) => getWorkflow(ctx, caller(req), req.params.id),
  );
  // A campaign link opened in another workspace: which of the caller's own workspaces holds it (sessions only:
  // an API token reaches its one workspace).
  app.get(
    '/workflows/:id/workspace',
    {
      config: { auth: 'user', sessionOnly: true },
      schema: { params: idParams, response: { 200: workflowWorkspaceSchema } },
    },
    (req) => locateWorkflow(ctx.db, requireUser(req).id, req.params.id),
  );
  app.post(
    '/workflows/:id/update',
    {
      config: space,
      schema: { params: idParams, querystring: spaceQuery, body: updateWorkflowBody, response: detail },
    },
    (req) => updateWorkflow(ctx, caller(req), req.params.id, req.body),
  );
  app.post(
    '/workflows/:id/update_status',
    {
      config: space,
      schema: { params: idParams, querystring: spaceQuery, body: updateStatusBody, response: detail },
    },
    (req) => updateWorkflowStatus(ctx, caller(req), req.params.id, req.body),
  );
  app.post(
    '/workflows/:id/delete_async',
    {
      config: space,
      schema: { params: idParams, querystring: spaceQuery, response: { 200: workflowDeletedSchema } },
    },
    (req) =>
      deleteWorkflowAsync(ctx, caller(req), req.params.id, (workflowId) =>
        sendOrRun(ctx, 'workflow.purge', { workflowId }, () => purgeDeletedWorkflow(ctx, workflowId), {
          startAfterSeconds: PURGE_AFTER_SECONDS,
        }),
      ),
  );
  app.post(
    '/workflows/:id/archive',
    { config: space, schema: { params: idParams, querystring: spaceQuery, response: detail } },
    (req) => archiveWorkflow(ctx, caller(req), req.params.id, true),
  );
  app.post(
    '/workflows/:id/restore',
    { config: space, schema: { params: idParams, querystring: spaceQuery, response: detail } },
    (req) => archiveWorkflow(ctx, caller(req), req.params.id, false),
  );
  app.post(
    '/workflows/:id/rerun_searches',
    {
      config: space,
      schema: { params: idParams, querystring: spaceQuery, response: { 200: searchesRerunSchema } },
    },
    (req) => rerunSearches(ctx, caller(req), req.params.id),
  );
  app.get(
    '/workflows/rates',
    { config: space, schema: { querystring: ratesQuery, response: { 200: workflowRatesByIdSchema } } },
    (req) => ratesOf(ctx, caller(req), req.query.ids),
  );
  app.post(
    '/workflows/forecast',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        body: forecastDraftBody,
        response: { 200: workflowForecastSchema.nullable() },
      },
    },
    (req) => forecastDraft(ctx, caller(req), req.body),
  );
  app.get(
    '/workflows/:id/rates',
    {
      config: space,
      schema: {
        operationId: 'getWorkflowRates',
        summary: 'Workflows: get the rates of one campaign',
        params: idParams,
        querystring: spaceQuery,
        response: { 200: workflowRatesSchema },
      },
    },
    async (req) =>
      rates(ctx, await requireWorkflow(ctx.db, caller(req), req.params.id, { includeDeleted: true })),
  );
  app.post(
    '/workflows/:id/duplicate',
    { config: space, schema: { params: idParams, querystring: spaceQuery, response: duplicated } },
    async (req) => {
      const wf = await requireWorkflow(ctx.db, caller(req), req.params.id);
      return duplicateWorkflows(ctx, caller(req), caller(req).user.id, [wf.id], [wf.credentialId]);
    },
  );
  app.get(
    '/workflows/:id/export_csv',
    { config: space, schema: { params: idParams, querystring: spaceQuery } },
    async (req, reply) => {
      const { filename, csv } = await exportWorkflowCsv(
        ctx,
        await requireWorkflow(ctx.db, caller(req), req.params.id, { includeDeleted: true }),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  // Audience: search URLs and CSV files.
  app.post(
    '/workflows/:id/searches',
    {
      config: space,
      schema: { params: idParams, querystring: spaceQuery, body: searchBodySchema, response: search },
    },
    async (req) =>
      addSearch(ctx, caller(req), await requireWorkflow(ctx.db, caller(req), req.params.id), req.body),
  );
  app.post(
    '/workflows/:id/upload_csv',
    {
      config: space,
      schema: {
        params: idParams,
        querystring: spaceQuery,
        body: z.strictObject({ file: uploadedFileSchema }),
        response: { 200: csvPreviewSchema },
      },
    },
    async (req) => {
      await requireWorkflow(ctx.db, caller(req), req.params.id);
      return previewCsv(req.body.file);
    },
  );
  app.post(
    '/workflows/:id/set_data_from_csv_file',
    {
      config: space,
      schema: {
        params: idParams,
        querystring: spaceQuery,
        body: z.strictObject({ file: uploadedFileSchema, profile_column: z.string().max(200).optional() }),
        response: { 200: csvImportSchema },
      },
    },
    async (req) =>
      importCsv(
        ctx,
        caller(req),
        await requireWorkflow(ctx.db, caller(req), req.params.id),
        req.body.file,
        req.body.profile_column,
      ),
  );
  app.post(
    '/searches/:id/update_status',
    {
      config: space,
      schema: { params: idParams, querystring: spaceQuery, body: searchStatusBody, response: search },
    },
    (req) => updateSearchStatus(ctx, caller(req), req.params.id, req.body.status),
  );
  app.get(
    '/searches/:id/download_csv',
    { config: space, schema: { params: idParams, querystring: spaceQuery } },
    async (req, reply) => {
      const { filename, csv } = await searchCsv(ctx, caller(req), req.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  // Prospects of a campaign: where each stands, and the manual actions on them.
  app.get(
    '/workflows/:id/prospects',
    {
      config: space,
      schema: {
        params: idParams,
        querystring: prospectsQuery,
        response: { 200: campaignProspectPageSchema },
      },
    },
    async (req) =>
      listExplained(
        ctx.db,
        await requireWorkflow(ctx.db, caller(req), req.params.id, { includeDeleted: true }),
        req.query,
      ),
  );
  app.get(
    '/workflows/:id/prospects/:prospectId',
    {
      config: space,
      schema: { params: prospectParams, querystring: spaceQuery, response: { 200: campaignProspectSchema } },
    },
    async (req) =>
      explainOne(
        ctx.db,
        await requireWorkflow(ctx.db, caller(req), req.params.id, { includeDeleted: true }),
        req.params.prospectId,
      ),
  );
  // The manual-approval queue across the caller's campaigns (the page /preferences/user/manual-approval).
  app.get(
    '/workflows/approvals',
    { config: space, schema: { querystring: approvalsQuery, response: { 200: pendingApprovalPageSchema } } },
    async (req) => listPendingApprovals(ctx.db, caller(req), req.query),
  );
  app.post(
    '/workflows/:id/prospects/:prospectId/approval',
    {
      config: space,
      schema: {
        params: prospectParams,
        querystring: spaceQuery,
        body: approvalBody,
        response: { 200: stepApprovalSchema },
      },
    },
    async (req) =>
      setApproval(
        ctx,
        await requireWorkflow(ctx.db, caller(req), req.params.id),
        req.params.prospectId,
        req.body.approval,
      ),
  );
  for (const [action, running] of [
    ['pause', false],
    ['resume', true],
  ] as const) {
    app.post(
      `/workflows/:id/prospects/:prospectId/${action}`,
      {
        config: space,
        schema: { params: prospectParams, querystring: spaceQuery, response: { 200: prospectRunningSchema } },
      },
      async (req) =>
        setProspectRunning(
          ctx,
          await requireWorkflow(ctx.db, caller(req), req.params.id),
          req.params.prospectId,
          running,
        ),
    );
  }

  app.post(
    '/credentials/duplicate_workflows',
    { config: space, schema: { querystring: spaceQuery, body: duplicateBody, response: duplicated } },
    (req) =>
      duplicateWorkflows(
        ctx,
        caller(req),
        caller(req).user.id,
        req.body.workflow_ids,
        req.body.credentials_ids,
      ),
  );
}
