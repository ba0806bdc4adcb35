import { integrationSchema } from '@leadloop/domain/integrations/entities';

const asIntegration = { 200: integrationSchema };
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  imapReaderBodySchema,
  oauthCallbackBodySchema,
  oauthUrlSchema,
  sendgridKeyBodySchema,
  sesKeyBodySchema,
  smtpSettingsBodySchema,
} from '@leadloop/domain';
import { requireScope } from '../../lib/scope.js';
import { loadCredential } from '../credentials/index.js';
import { addSmtp, disconnect, listIntegrations } from './service.js';
import {
  addImap,
  addSendgridKey,
  addSesKey,
  completeOAuth,
  connectUrl,
  openOAuthState,
} from './mail-connect.js';

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

  // Any mailbox kind may carry an IMAP reader (replies and bounces come back through it).
  app.put(
    '/integrations/:integration/:id/add_imap',
    {
      config: space,
      schema: {
        querystring: byCredential,
        params: integrationParam.extend({ id: z.string().max(64) }),
        body: imapReaderBodySchema,
        response: asIntegration,
      },
    },
    async (request) => {
      const credential = await loadCredential(request, request.query.credentials_id);
      return addImap(ctx, credential, request.params.integration, request.params.id, request.body);
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

  // OAuth mailboxes (google, microsoft, exchange): the consent page's address, PKCE verifier sealed in the state.
  app.post(
    '/integrations/:integration/connect',
    {
      config: space,
      schema: { querystring: byCredential, params: integrationParam, response: { 200: oauthUrlSchema } },
    },
    async (request) => {
      const credential = await loadCredential(request, request.query.credentials_id);
      return connectUrl(ctx, requireScope(request), credential, request.params.integration);
    },
  );
  // The web app's /integrations page (the OAuth return address) posts what the provider sent back, as the signed-in user.
  app.post(
    '/integrations/oauth/callback',
    {
      config: space,
      schema: {
        querystring: z.object({ space: z.string().max(64) }),
        body: oauthCallbackBodySchema,
        response: asIntegration,
      },
    },
    async (request) => {
      const state = openOAuthState(ctx, requireScope(request), request.body.state);
      const credential = await loadCredential(request, state.c);
      return completeOAuth(ctx, credential, state, request.body);
    },
  );
  const idParam = z.object({ id: z.string().max(64) });
  app.put(
    '/integrations/amazon/:id/add_key',
    {
      config: space,
      schema: { querystring: byCredential, params: idParam, body: sesKeyBodySchema, response: asIntegration },
    },
    async (request) => {
      const credential = await loadCredential(request, request.query.credentials_id);
      return addSesKey(ctx, credential, request.params.id, request.body);
    },
  );
  app.put(
    '/integrations/sendgrid/:id/add_key',
    {
      config: space,
      schema: {
        querystring: byCredential,
        params: idParam,
        body: sendgridKeyBodySchema,
        response: asIntegration,
      },
    },
    async (request) => {
      const credential = await loadCredential(request, request.query.credentials_id);
      return addSendgridKey(ctx, credential, request.params.id, request.body);
    },
  );
}
