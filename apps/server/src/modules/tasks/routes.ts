import { removedSchema } from '@leadloop/domain/common/api';
import { taskCommentSchema, taskItemSchema, taskPageSchema } from '@leadloop/domain/tasks/entities';
import {
  taskCommentInputSchema,
  taskCreateSchema,
  taskListQuerySchema,
  taskUpdateSchema,
} from '@leadloop/domain/tasks/rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { accountScope } from '../prospects/index.js';
import { addComment, listComments } from './comments.js';
import { notifyTaskAssigned } from './notify-tasks.js';
import { createTask, deleteTask, getTask, listTasks, updateTask } from './tasks.js';

/**
 * Tasks (001 §3 Task; the spec names no paths, these are ours — README "API"):
 * GET /tasks (filters, paginated) · POST /tasks · GET|PUT|DELETE /tasks/:id ·
 * GET|POST /tasks/:id/comments. All with `?space=`; members see the tasks of their accounts and their own.
 */
export async function tasksRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const config = { auth: 'space' } as const;
  const querystring = spaceQuery;
  const params = idParams;
  app.get(
    '/tasks',
    { config, schema: { querystring: taskListQuerySchema, response: { 200: taskPageSchema } } },
    async (request) => listTasks(db, await accountScope(request), request.query),
  );
  app.post(
    '/tasks',
    { config, schema: { querystring, body: taskCreateSchema, response: { 200: taskItemSchema } } },
    async (request) => {
      const scope = await accountScope(request);
      const task = await createTask(db, scope, request.body);
      await notifyTaskAssigned(app.ctx, scope.spaceId, scope.userId, task);
      return task;
    },
  );
  app.get(
    '/tasks/:id',
    { config, schema: { querystring, params, response: { 200: taskItemSchema } } },
    async (request) => getTask(db, await accountScope(request), request.params.id),
  );
  app.put(
    '/tasks/:id',
    { config, schema: { querystring, params, body: taskUpdateSchema, response: { 200: taskItemSchema } } },
    async (request) => {
      const scope = await accountScope(request);
      const task = await updateTask(db, scope, request.params.id, request.body);
      if (request.body.assignee !== undefined)
        await notifyTaskAssigned(app.ctx, scope.spaceId, scope.userId, task);
      return task;
    },
  );
  app.delete(
    '/tasks/:id',
    { config, schema: { querystring, params, response: { 200: removedSchema } } },
    async (request) => deleteTask(db, await accountScope(request), request.params.id),
  );
  app.get(
    '/tasks/:id/comments',
    { config, schema: { querystring, params, response: { 200: z.array(taskCommentSchema) } } },
    async (request) => listComments(db, await accountScope(request), request.params.id),
  );
  app.post(
    '/tasks/:id/comments',
    {
      config,
      schema: { querystring, params, body: taskCommentInputSchema, response: { 200: taskCommentSchema } },
    },
    async (request) => addComment(db, await accountScope(request), request.params.id, request.body.text),
  );
}
