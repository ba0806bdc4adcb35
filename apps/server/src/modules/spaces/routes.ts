import {
  codeInviteSchema,
  creditBalanceSchema,
  crmSuggestionSchema,
  invitePreviewSchema,
  inviteSchema,
  signUpSettingsSchema,
  spaceFeaturesSchema,
  spaceSummarySchema,
  subscriptionCheckSchema,
  workspaceSchema,
} from '@leadloop/domain/spaces/entities';

const asWorkspace = { 200: workspaceSchema };
const asInvite = { 200: inviteSchema };
const asSummary = { 200: spaceSummarySchema };
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSpaceBodySchema,
  crmSuggestionBodySchema,
  invitesBodySchema,
  manualCreditsBodySchema,
  signUpSettingsBodySchema,
  joinSpaceBodySchema,
  updateSpaceBodySchema,
} from '@leadloop/domain/spaces/rules';
import { requireSpace, requireUser } from '../../lib/auth-guard.js';
import { uploadedFileSchema } from '../../lib/uploads.js';
import { createSpace, joinByCode, saveSpacePhoto, spaceFeatures, updateSpace } from './workspace.js';
import { toWorkspaceView } from './space-view.js';
import {
  acceptInvite,
  createInvites,
  declineInvite,
  listInvites,
  resendInvite,
  revokeInvite,
  showInvite,
} from './invites.js';
import { listCodeInvites, renewCodeInvite, toCodeInviteView } from './code-invites.js';
import {
  grantManualCredits,
  saveCrmSuggestion,
  saveSignUpSettings,
  validateSubscription,
} from './space-settings.js';
import { spaceQuery, idParams } from '../../lib/route-schemas.js';

const inviteParams = z.object({ id: z.string().max(100), inviteId: z.string().max(100) });
const codeParams = z.object({ id: z.string().max(100), codeId: z.string().max(100) });
const adminById = { auth: 'spaceAdmin', spaceParam: 'id' } as const;

/** 001 §7 Space: workspaces, their invites (email and code) and feature flags. */
export async function spacesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.post('/space/create', { schema: { body: createSpaceBodySchema, response: asWorkspace } }, (request) =>
    createSpace(ctx, requireUser(request), request.body),
  );
  app.get(
    '/space/info',
    { config: { auth: 'space' }, schema: { querystring: spaceQuery, response: { 200: workspaceSchema } } },
    (request) => toWorkspaceView(ctx.db, requireSpace(request).space),
  );
  app.get(
    '/space/features',
    {
      config: { auth: 'space' },
      schema: { querystring: spaceQuery, response: { 200: spaceFeaturesSchema } },
    },
    (request) => spaceFeatures(ctx.db, requireSpace(request).space),
  );
  app.post(
    '/space/subscriptions/validate',
    {
      config: { auth: 'space' },
      schema: {
        querystring: spaceQuery,
        body: z.strictObject({}).nullish(),
        response: { 200: subscriptionCheckSchema },
      },
    },
    (request) => validateSubscription(requireSpace(request).space),
  );
  app.post(
    '/space/sign_up_settings',
    {
      config: { auth: 'spaceAdmin' },
      schema: {
        querystring: spaceQuery,
        body: signUpSettingsBodySchema,
        response: { 200: signUpSettingsSchema },
      },
    },
    (request) => saveSignUpSettings(ctx, requireSpace(request).space, request.body),
  );
  app.post(
    '/space/crm_suggestion',
    {
      config: { auth: 'space' },
      schema: {
        querystring: spaceQuery,
        body: crmSuggestionBodySchema,
        response: { 200: crmSuggestionSchema },
      },
    },
    (request) => {
      const { space, user } = requireSpace(request);
      return saveCrmSuggestion(ctx, space, user, request.body.crm_suggestion);
    },
  );
  // Platform admins only (checked in the service): not a workspace-membership route.
  app.put(
    '/space/admin/:id/manual_credits',
    { schema: { params: idParams, body: manualCreditsBodySchema, response: { 200: creditBalanceSchema } } },
    (request) => grantManualCredits(ctx, requireUser(request), request.params.id, request.body.count),
  );
  app.post(
    '/space/:id/update',
    { config: adminById, schema: { params: idParams, body: updateSpaceBodySchema, response: asWorkspace } },
    (request) => updateSpace(ctx, requireSpace(request).space, request.body.space_object),
  );
  app.post(
    '/space/save_photo',
    {
      config: { auth: 'spaceAdmin' },
      schema: {
        querystring: spaceQuery,
        body: z.strictObject({ file: uploadedFileSchema }),
        response: asWorkspace,
      },
    },
    (request) => saveSpacePhoto(ctx, requireSpace(request).space, request.body.file),
  );

  // Email invites (admins).
  app.post(
    '/space/:id/invites',
    {
      config: adminById,
      schema: { params: idParams, body: invitesBodySchema, response: { 200: z.array(inviteSchema) } },
    },
    (request) => {
      const { space, user } = requireSpace(request);
      return createInvites(ctx, space, user, request.body);
    },
  );
  app.get(
    '/space/:id/invites',
    { config: adminById, schema: { params: idParams, response: { 200: z.array(inviteSchema) } } },
    (request) => listInvites(ctx, requireSpace(request).space.id),
  );
  app.post(
    '/space/:id/invites/:inviteId/resend',
    { config: adminById, schema: { params: inviteParams, response: asInvite } },
    (request) => {
      const { space, user } = requireSpace(request);
      return resendInvite(ctx, space, user, request.params.inviteId);
    },
  );
  app.delete(
    '/space/:id/invites/:inviteId',
    { config: adminById, schema: { params: inviteParams, response: asInvite } },
    (request) => revokeInvite(ctx, requireSpace(request).space, request.params.inviteId),
  );

  // The invitee's side: look at an invite before signing in, then accept or decline it signed in.
  app.get(
    '/space/invites',
    {
      config: { auth: 'token' },
      schema: {
        operationId: 'getSpaceInviteByCode',
        summary: 'Space: look at an invite by its code',
        querystring: z.object({ invite_code: z.string().trim().min(1).max(200) }),
        response: { 200: invitePreviewSchema },
      },
    },
    (request) => showInvite(ctx, request.query.invite_code),
  );
  app.post(
    '/space/invites/:inviteId/accept',
    { schema: { params: z.object({ inviteId: z.string().max(200) }), response: asSummary } },
    (request) => acceptInvite(ctx, requireUser(request), request.params.inviteId),
  );
  app.post(
    '/space/invites/:inviteId/decline',
    { schema: { params: z.object({ inviteId: z.string().max(200) }), response: asInvite } },
    (request) => declineInvite(ctx, requireUser(request), request.params.inviteId),
  );

  // The join code every space has.
  app.get(
    '/space/:id/code_invites',
    { config: adminById, schema: { params: idParams, response: { 200: z.array(codeInviteSchema) } } },
    async (request) => (await listCodeInvites(ctx.db, requireSpace(request).space.id)).map(toCodeInviteView),
  );
  app.post(
    '/space/:id/code_invites/:codeId/renew',
    { config: adminById, schema: { params: codeParams, response: { 200: codeInviteSchema } } },
    async (request) =>
      toCodeInviteView(await renewCodeInvite(ctx.db, requireSpace(request).space.id, request.params.codeId)),
  );
  app.post('/space/join', { schema: { body: joinSpaceBodySchema, response: asSummary } }, (request) =>
    joinByCode(ctx, requireUser(request), request.body.invite_code),
  );
}
