import {
  boardSchema,
  crmCompanySchema,
  crmDuplicatesSchema,
  crmInfoSchema,
  crmLinkSchema,
  crmLoginSchema,
  crmOwnerSchema,
  crmProfileSchema,
  crmReloadSchema,
  crmSuggestionsSchema,
  dealCardSchema,
  pipelineSchema,
  stageDealsPageSchema,
} from '@leadloop/domain/crm/entities';
import { REMOTE_CRM_PLATFORMS } from '@leadloop/domain/crm/platforms';
import {
  boardQuerySchema,
  crmLoginQuerySchema,
  crmSearchQuerySchema,
  exportDuplicatesBodySchema,
  moveDealBodySchema,
  moveDealQuerySchema,
  stageDealsQuerySchema,
} from '@leadloop/domain/crm/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth-guard.js';
import { spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { accountScope } from '../prospects/index.js';
import { crmDeps, lazyCrmDeps } from './crm-deps.js';
import {
  defaultCompanies,
  defaultInfo,
  defaultProfiles,
  exportDuplicates,
  suggestions,
} from './default-extras.js';
import { prospectLinks } from './links.js';
import {
  crmInfo,
  login,
  logout,
  remoteBoard,
  remoteCompanies,
  remoteCurrencies,
  remoteDeal,
  remoteMoveDeal,
  remoteOwners,
  remotePipelines,
  remoteProfiles,
  remoteStageDeals,
  remoteUser,
  type Caller,
} from './remote.js';
import { pollConnection } from './sync.js';
import { subscribeWebhooks } from './webhooks.js';
import { loadConnection } from '../../providers/crm/index.js';

/** Calls that take no body: nothing or an empty object. */
const noBody = z.strictObject({}).nullish();

const caller = (request: FastifyRequest): Caller => {
  const user = requireUser(request);
  return { spaceId: requireScope(request).spaceId, userId: user.id, email: user.email };
};

/**
 * 001 §7 CRM for every platform: the same calls under /integrations/crm/{hubspot|pipedrive} answer the
 * native CRM's shapes (board, stages, deals, owners…) from the platform, through providers/crm. The
 * native CRM's extra calls (login, crm_info, profiles, companies, reload, user) and the platform-free
 * ones (default/authorize, suggestions, export_duplicates, links) are here too.
 */
export async function crmPlatformRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = lazyCrmDeps(app.ctx);
  crmDeps(app.ctx);
  const config = { auth: 'space' } as const;
  const adminConfig = { auth: 'spaceAdmin' } as const;
  const querystring = spaceQuery;
  const redirectUri = (platform: string) => `${app.ctx.config.publicUrl}/crm/manage/${platform}`;

  for (const platform of REMOTE_CRM_PLATFORMS) {
    const base = `/integrations/crm/${platform}`;
    app.get(
      `${base}/login`,
      {
        config: adminConfig,
        schema: { querystring: crmLoginQuerySchema, response: { 200: crmLoginSchema } },
      },
      async (request) => {
        const done = await login(deps, caller(request), platform, request.query, redirectUri(platform));
        // Connected: ask the platform for webhooks; a refusal leaves the 5-minute poll to bring changes.
        if (request.query.code && done.info.connected)
          await subscribeWebhooks(app.ctx, deps, requireScope(request).spaceId, platform).catch(
            (error: unknown) => request.log.warn({ err: error, platform }, 'crm webhook subscription failed'),
          );
        return done;
      },
    );
    app.post(
      `${base}/logout`,
      { config: adminConfig, schema: { querystring, body: noBody, response: { 200: crmInfoSchema } } },
      async (request) => logout(deps, requireScope(request).spaceId, platform),
    );
    app.get(
      `${base}/crm_info`,
      { config, schema: { querystring, response: { 200: crmInfoSchema } } },
      async (request) => crmInfo(deps, requireScope(request).spaceId, platform),
    );
    app.get(
      `${base}/user`,
      { config, schema: { querystring, response: { 200: crmOwnerSchema } } },
      async (request) => remoteUser(deps, requireScope(request).spaceId, platform),
    );
    app.get(
      `${base}/profiles`,
      { config, schema: { querystring: crmSearchQuerySchema, response: { 200: z.array(crmProfileSchema) } } },
      async (request) =>
        remoteProfiles(deps, requireScope(request).spaceId, platform, request.query.q, request.query.limit),
    );
    app.get(
      `${base}/companies`,
      { config, schema: { querystring: crmSearchQuerySchema, response: { 200: z.array(crmCompanySchema) } } },
      async (request) =>
        remoteCompanies(deps, requireScope(request).spaceId, platform, request.query.q, request.query.limit),
    );
    app.get(
      `${base}/owners`,
      { config, schema: { querystring, response: { 200: z.array(crmOwnerSchema) } } },
      async (request) => remoteOwners(deps, requireScope(request).spaceId, platform),
    );
    app.get(
      `${base}/pipelines`,
      { config, schema: { querystring, response: { 200: z.array(pipelineSchema) } } },
      async (request) => remotePipelines(deps, requireScope(request).spaceId, platform),
    );
    app.get(
      `${base}/currencies`,
      { config, schema: { querystring, response: { 200: z.array(z.string()) } } },
      async (request) => remoteCurrencies(deps, requireScope(request).spaceId, platform),
    );
    app.get(
      `${base}/stages`,
      { config, schema: { querystring: boardQuerySchema, response: { 200: boardSchema } } },
      async (request) => remoteBoard(deps, caller(request), platform, request.query),
    );
    app.get(
      `${base}/stages/:id`,
      {
        config,
        schema: {
          querystring: stageDealsQuerySchema,
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 200: stageDealsPageSchema },
        },
      },
      async (request) => remoteStageDeals(deps, caller(request), platform, request.params.id, request.query),
    );
    app.get(
      `${base}/deals/:id`,
      {
        config,
        schema: {
          querystring,
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 200: dealCardSchema },
        },
      },
      async (request) => remoteDeal(deps, caller(request), platform, request.params.id),
    );
    app.patch(
      `${base}/deals/:id/update`,
      {
        config,
        schema: {
          querystring: moveDealQuerySchema,
          params: z.object({ id: z.string().min(1).max(100) }),
          body: moveDealBodySchema,
          response: { 200: dealCardSchema },
        },
      },
      async (request) => {
        const deal = await remoteMoveDeal(
          deps,
          caller(request),
          platform,
          request.params.id,
          request.body.crm_stage,
        );
        app.ctx.realtime.emitToSpace(requireScope(request).spaceId, 'crm_updated', {
          pipeline_id: deal.pipeline_id,
        });
        return deal;
      },
    );
    app.post(
      `${base}/reload`,
      { config, schema: { querystring, body: noBody, response: { 200: crmReloadSchema } } },
      async (request) => {
        const spaceId = requireScope(request).spaceId;
        const connection = await loadConnection(deps.db, spaceId, platform);
        const updated = connection && !connection.expiredAt ? await pollConnection(deps, connection) : 0;
        const info = await crmInfo(deps, spaceId, platform);
        return { updated, last_synced_at: info.last_synced_at };
      },
    );
  }

  const base = '/integrations/crm/default';
  app.get(
    `${base}/login`,
    { config, schema: { querystring: crmLoginQuerySchema, response: { 200: crmLoginSchema } } },
    async () => ({ url: null, info: defaultInfo() }),
  );
  app.get(
    `${base}/authorize`,
    { config, schema: { querystring, response: { 200: crmInfoSchema } } },
    async () => defaultInfo(),
  );
  app.post(
    `${base}/logout`,
    { config, schema: { querystring, body: noBody, response: { 200: crmInfoSchema } } },
    async () => defaultInfo(),
  );
  app.get(
    `${base}/crm_info`,
    { config, schema: { querystring, response: { 200: crmInfoSchema } } },
    async () => defaultInfo(),
  );
  app.get(
    `${base}/user`,
    { config, schema: { querystring, response: { 200: crmOwnerSchema } } },
    async (request) => {
      const user = requireUser(request);
      return {
        _id: user.id,
        name: `${user.firstName} ${user.lastName}`.trim() || user.email,
        email: user.email,
      };
    },
  );
  app.get(
    `${base}/profiles`,
    { config, schema: { querystring: crmSearchQuerySchema, response: { 200: z.array(crmProfileSchema) } } },
    async (request) =>
      defaultProfiles(deps.db, await accountScope(request), request.query.q, request.query.limit),
  );
  app.get(
    `${base}/companies`,
    { config, schema: { querystring: crmSearchQuerySchema, response: { 200: z.array(crmCompanySchema) } } },
    async (request) =>
      defaultCompanies(deps.db, await accountScope(request), request.query.q, request.query.limit),
  );
  app.post(
    `${base}/reload`,
    { config, schema: { querystring, body: noBody, response: { 200: crmReloadSchema } } },
    async () => ({ updated: 0, last_synced_at: null }),
  );

  app.get(
    '/integrations/crm/suggestions',
    { config, schema: { querystring, response: { 200: crmSuggestionsSchema } } },
    async (request) => suggestions(deps.db, requireScope(request).spaceId),
  );
  app.post(
    '/integrations/crm/export_duplicates',
    {
      config,
      schema: { querystring, body: exportDuplicatesBodySchema, response: { 200: crmDuplicatesSchema } },
    },
    async (request) => exportDuplicates(deps, await accountScope(request), request.body.email),
  );
  app.get(
    '/integrations/crm/links',
    {
      config,
      schema: {
        querystring: spaceQuery.extend({ prospect: z.uuid() }),
        response: { 200: z.array(crmLinkSchema) },
      },
    },
    async (request) => prospectLinks(deps, requireScope(request).spaceId, request.query.prospect),
  );
}
