import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderBodySchema, videoBodySchema, videoEventBodySchema, videoUpdateSchema } from '@leadloop/domain';
import { removedSchema } from '@leadloop/domain/common/api';
import {
  publicVideoSchema,
  videoEventRecordedSchema,
  videoListSchema,
  videoRenderListSchema,
  videoRenderSchema,
  videoSchema,
} from '@leadloop/domain/videos/entities';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { uploadedFileSchema } from '../../lib/uploads.js';
import { publicFile, publicVideo, recordVideoEvent } from './public.js';
import { getRender, listRenders, requestRender } from './render.js';
import { createVideo, deleteVideo, getVideo, listVideos, saveRecording, updateVideo } from './videos.js';

/**
 * Videos (feature video, issue 20): the library and constructor calls of a workspace member, and the
 * public page's calls (/v/{videoId}: its data, the file with ranges, its events). The spec names no calls.
 */
export async function videosRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const space = { auth: 'space' } as const;
  const withId = { querystring: spaceQuery, params: idParams };
  app.get(
    '/videos',
    { config: space, schema: { querystring: spaceQuery, response: { 200: videoListSchema } } },
    (request) => listVideos(app.ctx, requireScope(request)),
  );
  app.post(
    '/videos',
    {
      config: space,
      schema: { querystring: spaceQuery, body: videoBodySchema, response: { 200: videoSchema } },
    },
    (request) => createVideo(app.ctx, requireScope(request), request.body),
  );
  app.get(
    '/videos/:id',
    { config: space, schema: { ...withId, response: { 200: videoSchema } } },
    (request) => getVideo(app.ctx, requireScope(request), request.params.id),
  );
  app.put(
    '/videos/:id',
    { config: space, schema: { ...withId, body: videoUpdateSchema, response: { 200: videoSchema } } },
    (request) => updateVideo(app.ctx, requireScope(request), request.params.id, request.body),
  );
  app.delete(
    '/videos/:id',
    { config: space, schema: { ...withId, response: { 200: removedSchema } } },
    (request) => deleteVideo(app.ctx, requireScope(request), request.params.id),
  );
  app.post(
    '/videos/:id/recording',
    {
      config: space,
      schema: {
        ...withId,
        body: z.object({ file: uploadedFileSchema }),
        response: { 200: videoSchema },
      },
    },
    (request) => saveRecording(app.ctx, requireScope(request), request.params.id, request.body.file),
  );
  app.get(
    '/videos/:id/renders',
    { config: space, schema: { ...withId, response: { 200: videoRenderListSchema } } },
    (request) => listRenders(app.ctx, requireScope(request), request.params.id),
  );
  app.post(
    '/videos/:id/renders',
    {
      config: space,
      schema: { ...withId, body: renderBodySchema, response: { 200: videoRenderSchema } },
    },
    (request) =>
      requestRender(app.ctx, requireScope(request), request.params.id, request.body.prospect_id ?? null),
  );
  app.get(
    '/videos/renders/:id',
    { config: space, schema: { ...withId, response: { 200: videoRenderSchema } } },
    (request) => getRender(app.ctx, requireScope(request), request.params.id),
  );

  // The public page /v/{videoId}: the id is a personal render's (an unguessable uuid).
  const open = { auth: 'public' } as const;
  app.get(
    '/public/videos/:id',
    { config: open, schema: { params: idParams, response: { 200: publicVideoSchema } } },
    (request) => publicVideo(app.ctx, request.params.id),
  );
  for (const which of ['file', 'thumbnail'] as const) {
    app.get(
      `/public/videos/:id/${which}`,
      { config: open, schema: { params: idParams } },
      async (request, reply) => {
        const part = await publicFile(app.ctx, request.params.id, which, request.headers.range);
        reply
          .header('accept-ranges', 'bytes')
          .header('cache-control', 'public, max-age=3600')
          .header('x-content-type-options', 'nosniff');
        if (part.status === 416)
          return reply.code(416).header('content-range', `bytes */${part.size}`).send();
        if (part.status === 206)
          reply.code(206).header('content-range', `bytes ${part.start}-${part.end}/${part.size}`);
        return reply.type(part.contentType).header('content-length', part.data.length).send(part.data);
      },
    );
  }
  app.post(
    '/public/videos/:id/events',
    {
      config: open,
      schema: { params: idParams, body: videoEventBodySchema, response: { 200: videoEventRecordedSchema } },
    },
    (request) => recordVideoEvent(app.ctx, request.params.id, request.body),
  );
}
