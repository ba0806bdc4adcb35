import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agencyGroupBodySchema,
  agencyGroupSchema,
  agencyGroupsSchema,
  agencyOverlapSchema,
  auditLogSchema,
  dataRequestBodySchema,
  dataRequestEraseBodySchema,
  dataRequestSchema,
} from '@leadloop/domain/agency/entities';
import { requireAdmin } from '../../lib/admin-guard.js';
import { requireUser } from '../../lib/auth-guard.js';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { auditLogCsv, readAuditLog } from './audit-view.js';
import { eraseDataRequest, exportDataRequest, openDataRequest, readDataRequest } from './data-requests.js';
import { createAgencyGroup, deleteAgencyGroup, listAgencyGroups, updateAgencyGroup } from './groups.js';
import { agencyOverlap } from './overlap.js';
import { adminRequestScope, type RequestScope } from './request-scope.js';

/** The admin console's calls take no query. */
const noQuery = z.object({});

const download = (reply: FastifyReply, type: string, filename: string, content: Buffer | string) =>
  reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(content);

/**
 * Agencies and people's data (issue 42). Admin console (auth 'admin', brand admins and up, their brand
 * only): agency groups, data-subject requests over their workspaces, the audit log. A workspace's owner
 * (spaceAdmin): data-subject requests over that workspace and its audit log, under /privacy.
 */
export async function agencyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const admin = { auth: 'admin', adminAccess: 'brand' } as const;
  const owner = { auth: 'spaceAdmin' } as const;
  const adminScope = (request: FastifyRequest): RequestScope => adminRequestScope(requireAdmin(request));
  const ownerScope = (request: FastifyRequest): RequestScope => ({
    kind: 'space',
    userId: requireUser(request).id,
    spaceId: requireScope(request).spaceId,
  });

  app.get(
    '/admin/agency-groups',
    { config: admin, schema: { response: { 200: agencyGroupsSchema } } },
    (request) => listAgencyGroups(db, requireAdmin(request)),
  );
  app.post(
    '/admin/agency-groups',
    { config: admin, schema: { body: agencyGroupBodySchema, response: { 200: agencyGroupSchema } } },
    (request) => createAgencyGroup(db, requireAdmin(request), request.body),
  );
  app.put(
    '/admin/agency-groups/:id',
    {
      config: admin,
      schema: { params: idParams, body: agencyGroupBodySchema, response: { 200: agencyGroupSchema } },
    },
    (request) => updateAgencyGroup(db, requireAdmin(request), request.params.id, request.body),
  );
  app.get(
    '/admin/agency-groups/:id/overlap',
    {
      config: admin,
      schema: { querystring: noQuery, params: idParams, response: { 200: agencyOverlapSchema } },
    },
    (request) => agencyOverlap(db, requireAdmin(request), request.params.id),
  );
  app.delete(
    '/admin/agency-groups/:id',
    { config: admin, schema: { params: idParams, response: { 200: z.object({ done: z.literal(true) }) } } },
    async (request) => {
      await deleteAgencyGroup(db, requireAdmin(request), request.params.id);
      return { done: true as const };
    },
  );

  // Data-subject requests and the audit log: the same use cases for an admin and for an owner.
  const surfaces: {
    prefix: string;
    config: FastifyContextConfig;
    scopeOf: (request: FastifyRequest) => RequestScope;
    query: typeof spaceQuery | typeof noQuery;
  }[] = [
    { prefix: '/admin', config: admin, scopeOf: adminScope, query: noQuery },
    { prefix: '/privacy', config: owner, scopeOf: ownerScope, query: spaceQuery },
  ];
  for (const { prefix, config, scopeOf, query } of surfaces) {
    app.post(
      `${prefix}/data-requests`,
      {
        config,
        schema: { querystring: query, body: dataRequestBodySchema, response: { 200: dataRequestSchema } },
      },
      (request) => openDataRequest(db, scopeOf(request), request.body),
    );
    app.get(
      `${prefix}/data-requests/:id`,
      { config, schema: { querystring: query, params: idParams, response: { 200: dataRequestSchema } } },
      (request) => readDataRequest(db, scopeOf(request), request.params.id),
    );
    app.get(
      `${prefix}/data-requests/:id/export`,
      { config, schema: { querystring: query, params: idParams } },
      async (request, reply) => {
        const file = await exportDataRequest(db, scopeOf(request), request.params.id);
        return download(reply, 'application/zip', file.filename, file.content);
      },
    );
    app.post(
      `${prefix}/data-requests/:id/erase`,
      {
        config,
        schema: {
          querystring: query,
          params: idParams,
          body: dataRequestEraseBodySchema,
          response: { 200: dataRequestSchema },
        },
      },
      (request) => eraseDataRequest(db, scopeOf(request), request.params.id, request.body.confirm),
    );
    app.get(
      `${prefix}/audit-log`,
      { config, schema: { querystring: query, response: { 200: auditLogSchema } } },
      (request) => readAuditLog(db, scopeOf(request)),
    );
    app.get(
      `${prefix}/audit-log/export`,
      { config, schema: { querystring: query } },
      async (request, reply) =>
        download(reply, 'text/csv; charset=utf-8', 'audit-log.csv', await auditLogCsv(db, scopeOf(request))),
    );
  }
}
