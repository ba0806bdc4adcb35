import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offsetPageQuerySchema, zBool } from '@leadloop/domain';
import {
  notificationCountSchema,
  notificationPageSchema,
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
  userNotificationSchema,
} from '@leadloop/domain/notifications/entities';
import { requireSpace, requireUser } from '../../lib/auth-guard.js';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { closeNotification, listNotifications, markAllRead, markRead, type Reader } from './bell.js';
import { getPreferences, updatePreferences } from './preferences.js';

const listQuery = spaceQuery.extend(offsetPageQuerySchema(20, 100).shape).extend({
  unread: zBool().optional(),
});

/** The calls that need nothing in the body refuse anything else there. */
const noBody = z.strictObject({}).nullish();

const readerOf = (request: FastifyRequest): Reader => {
  const { space, user } = requireSpace(request);
  return { spaceId: space.id, userId: user.id };
};

/**
 * The bell (issue 14 item 6; the spec names no paths): the caller's own notifications in the workspace
 * of `?space=`, and their notification preferences (per user, all workspaces).
 */
export async function notificationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, realtime } = app.ctx;
  const space = { auth: 'space' } as const;
  app.get(
    '/notifications',
    { config: space, schema: { querystring: listQuery, response: { 200: notificationPageSchema } } },
    (request) =>
      listNotifications(db, readerOf(request), {
        offset: request.query.offset,
        limit: request.query.limit,
        unreadOnly: request.query.unread,
      }),
  );
  app.post(
    '/notifications/read_all',
    {
      config: space,
      schema: { querystring: spaceQuery, body: noBody, response: { 200: notificationCountSchema } },
    },
    (request) => markAllRead(db, realtime, readerOf(request)),
  );
  app.post(
    '/notifications/:id/read',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: userNotificationSchema } },
    },
    (request) => markRead(db, realtime, readerOf(request), request.params.id),
  );
  app.post(
    '/notifications/:id/close',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: notificationCountSchema } },
    },
    (request) => closeNotification(db, realtime, readerOf(request), request.params.id),
  );
  app.get(
    '/preferences/user/notifications',
    { config: { auth: 'user' }, schema: { response: { 200: notificationPreferencesSchema } } },
    (request) => getPreferences(db, requireUser(request).id),
  );
  app.put(
    '/preferences/user/notifications',
    {
      config: { auth: 'user' },
      schema: { body: notificationPreferencesBodySchema, response: { 200: notificationPreferencesSchema } },
    },
    (request) => updatePreferences(db, requireUser(request).id, request.body),
  );
}
