import { integrationSchema } from '@leadloop/domain/integrations/entities';

const asIntegration = { 200: integrationSchema };
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, smtpSettingsBodySchema } from '@leadloop/domain';
import { badRequest } from '../../lib/errors.js';
import { loadCredential } from '../credentials/index.js';
import { addSmtp, disconnect, listIntegrations } from './service.js';

const space = { auth: 'space' } as const;
const byCredential = z.object({ space: z.string().max(64), credentials_id: z.string().max(64) });
const integrationParam = z.object({ integration: z.string().max(40) });

/** 001 §7 "Other integrations" for a connected account; the account is `credentials_id`, checked like every credential call. */
export async function integrationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/credentials/:id/integrations',
    {
      config: space,
      schema: {
        querystring: z.object({ space: z.string().max(64) }),
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.array(integrationSchema) },
      },
    },
    async (request) => listIntegrations(ctx, await loadCredential(request, request.params.id)),
  );

  app.put(
    '/integrations/:integration/:id/add_smtp',
    {
      config: space,
      schema: {
        querystring: byCredential,
        params: integrationParam.extend({ id: z.string().max(64) }),
        body: smtpSettingsBodySchema,
        response: asIntegration,
      },
    },
    async (request) => {
      const credential = await loadCredential(request, request.query.credentials_id);
      return addSmtp(ctx, credential, request.params.integration, request.params.id, request.body);
    },
  );

  app.post(
    '/integrations/:integration/disconnect',
    {
      config: space,
      schema: { querystring: byCredential, params: integrationParam, response: asIntegration },
    },
    async (request) => {
      const credential = await loadCredential(request, request.query.credentials_id);
      return disconnect(ctx, credential, request.params.integration);
    },
  );

  // OAuth providers (google, microsoft, …) need their servers; none is reachable from this installation.
  app.post(
    '/integrations/:integration/connect',
    {
      config: space,
      // No OAuth server is reachable from this installation: the call always answers the spec's 400.
      schema: {
        querystring: byCredential,
        params: integrationParam,
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => {
      await loadCredential(request, request.query.credentials_id);
      throw badRequest(MESSAGES.cannotGetOauthUrl);
    },
  );
}
