import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  updateUserBodySchema,
  userExistsBodySchema,
} from '@leadloop/domain/auth/rules';
import {
  allowedPagesBodySchema,
  changeAdminBodySchema,
  exitFromSpaceBodySchema,
  setCredentialsBodySchema,
  setSpaceBodySchema,
} from '@leadloop/domain/spaces/rules';
import { userExistsSchema, userSchema } from '@leadloop/domain/auth/entities';
import {
  adminChangeSchema,
  memberAllowedPagesSchema,
  availableCredentialsSchema,
  memberCredentialsSchema,
  memberExitSchema,
  spaceSummarySchema,
} from '@leadloop/domain/spaces/entities';

const asUser = { 200: userSchema };
import { requireSpace, requireUser } from '../../lib/auth-guard.js';
import { uploadedFileSchema } from '../../lib/uploads.js';
import { listSpaceSummaries } from '../spaces/index.js';
import { limitUserExists, userExists } from './exists.js';
import { toUserView } from './user-view.js';
import { changePassword, saveUserPhoto, setCurrentSpace, updateProfile } from './profile.js';
import {
  changeAdmin,
  exitFromSpace,
  getAllowedPages,
  getAvailableCredentials,
  setAllowedPages,
  setCredentials,
} from './members.js';
import { spaceQuery, idParams } from '../../lib/route-schemas.js';

/** 001 §7 Users: the signed-in user's profile, and member management inside a space. */
export async function usersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/users/fetch_user', { schema: { response: { 200: userSchema } } }, async (request) =>
    toUserView(requireUser(request)),
  );
  app.get('/users/fetch_spaces', { schema: { response: { 200: z.array(spaceSummarySchema) } } }, (request) =>
    listSpaceSummaries(ctx.db, requireUser(request).id),
  );
  app.post('/users/update', { schema: { body: updateUserBodySchema, response: asUser } }, (request) =>
    updateProfile(ctx, requireUser(request), request.body),
  );
  app.post(
    '/users/save_photo',
    { schema: { body: z.strictObject({ file: uploadedFileSchema }), response: asUser } },
    (request) => saveUserPhoto(ctx, requireUser(request), request.body.file),
  );
  app.post(
    '/users/change_password',
    { schema: { body: changePasswordBodySchema, response: asUser } },
    (request) => changePassword(ctx, requireUser(request), request.auth.tokenId!, request.body),
  );
  app.post('/users/set_space', { schema: { body: setSpaceBodySchema, response: asUser } }, (request) =>
    setCurrentSpace(ctx, requireUser(request), request.body.space_id),
  );
  app.post(
    '/users/exists',
    {
      config: { auth: 'public' },
      schema: { body: userExistsBodySchema, response: { 200: userExistsSchema } },
    },
    async (request, reply) => {
      await limitUserExists(request, reply, request.body.email);
      return userExists(ctx, request.body.email);
    },
  );

  app.post(
    '/users/:id/exit_from_space',
    { schema: { params: idParams, body: exitFromSpaceBodySchema, response: { 200: memberExitSchema } } },
    (request) => exitFromSpace(ctx, requireUser(request), request.params.id, request.body.space_id),
  );
  app.post(
    '/users/:id/change_admin',
    { schema: { params: idParams, body: changeAdminBodySchema, response: { 200: adminChangeSchema } } },
    (request) =>
      changeAdmin(ctx, requireUser(request), request.params.id, request.body.space_id, request.body.is_admin),
  );
  app.get(
    '/users/:id/allowed_pages',
    {
      config: { auth: 'space' },
      schema: { params: idParams, querystring: spaceQuery, response: { 200: memberAllowedPagesSchema } },
    },
    (request) => {
      const { user, space } = requireSpace(request);
      return getAllowedPages(ctx, user, request.params.id, space.id);
    },
  );
  app.put(
    '/users/:id/allowed_pages',
    {
      config: { auth: 'spaceAdmin' },
      schema: {
        params: idParams,
        querystring: spaceQuery,
        body: allowedPagesBodySchema,
        response: { 200: memberAllowedPagesSchema },
      },
    },
    (request) => {
      const { user, space } = requireSpace(request);
      return setAllowedPages(ctx, user, request.params.id, space.id, request.body.allowed_pages);
    },
  );
  app.post(
    '/users/:id/set_credentials',
    {
      schema: {
        params: idParams,
        body: setCredentialsBodySchema,
        response: { 200: availableCredentialsSchema },
      },
    },
    (request) =>
      setCredentials(
        ctx,
        requireUser(request),
        request.params.id,
        request.body.space_id,
        request.body.credentials,
      ),
  );
  app.get(
    '/users/get_available_credentials',
    {
      config: { auth: 'space' },
      schema: {
        querystring: spaceQuery.extend({ user_id: z.string().max(100).optional() }),
        response: { 200: memberCredentialsSchema },
      },
    },
    (request) => {
      const { user, space } = requireSpace(request);
      return getAvailableCredentials(ctx, user, request.query.user_id ?? user.id, space.id);
    },
  );
}
