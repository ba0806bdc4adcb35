import { deletedSchema } from '@leadloop/domain/common/api';
import {
  voicemailAudioPageSchema,
  voicemailAudioSchema,
  voicemailUsageSchema,
} from '@leadloop/domain/dialer/entities';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, VOICEMAIL_PAGE_SIZE, zInt } from '@leadloop/domain';
import { requireSpace } from '../../lib/auth-guard.js';
import { uploadedFileSchema } from '../../lib/uploads.js';
import { loadCredential } from '../credentials/index.js';
import {
  deleteVoicemail,
  findVoicemail,
  listVoicemails,
  renameVoicemail,
  uploadVoicemail,
  voicemailDir,
} from './service.js';
import { voicemailWorkflowsNumber } from './usage.js';
import { spaceQuery, idParams } from '../../lib/route-schemas.js';

const space = { auth: 'space' } as const;
const credQuery = z.object({ space: z.string().max(64), credentials_id: z.string().max(64) });

/** 001 §7 Voicemail audio. Files live under DATA_DIR/uploads/voicemails. */
export async function voicemailRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  /** An audio of this workspace whose account the caller may use. */
  const accessible = async (request: FastifyRequest, id: string) => {
    const row = await findVoicemail(ctx, requireSpace(request).space.id, id);
    await loadCredential(request, row.credentialId);
    return row;
  };

  const uploadBody = z.strictObject({
    file: uploadedFileSchema,
    file_name: z.string().max(255).optional(),
    agreed_to_terms: z.union([z.boolean(), z.string().max(10)]).optional(),
    forward_number: z.string().max(30).optional(),
  });
  app.post(
    '/voicemail/audio',
    {
      config: space,
      schema: { querystring: credQuery, body: uploadBody, response: { 200: voicemailAudioSchema } },
    },
    async (request) => {
      const credential = await loadCredential(request, request.query.credentials_id);
      return uploadVoicemail(
        ctx,
        { spaceId: credential.spaceId, credentialId: credential.id, userId: requireSpace(request).user.id },
        request.body,
      );
    },
  );

  const listQuery = credQuery.extend({
    offset: zInt({ min: 0 }).default(0),
    limit: zInt({ min: 1, max: 100 }).default(VOICEMAIL_PAGE_SIZE),
  });
  app.get(
    '/voicemail/audio',
    { config: space, schema: { querystring: listQuery, response: { 200: voicemailAudioPageSchema } } },
    async (request) => {
      const credential = await loadCredential(request, request.query.credentials_id);
      return listVoicemails(ctx, credential.id, request.query.offset, request.query.limit);
    },
  );

  const renameBody = z.strictObject({ name: z.string().trim().min(1, MESSAGES.nameRequired).max(100) });
  app.patch(
    '/voicemail/audio/:id',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        params: idParams,
        body: renameBody,
        response: { 200: voicemailAudioSchema },
      },
    },
    async (request) => {
      return renameVoicemail(ctx, await accessible(request, request.params.id), request.body.name);
    },
  );

  app.delete(
    '/voicemail/audio/:id',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: deletedSchema } },
    },
    async (request) => {
      await deleteVoicemail(ctx, await accessible(request, request.params.id));
      return { deleted: true as const };
    },
  );

  app.get(
    '/voicemail/audio/:id/workflows_number',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: voicemailUsageSchema } },
    },
    async (request) => {
      const row = await accessible(request, request.params.id);
      return { workflows_number: await voicemailWorkflowsNumber(ctx.db, row.id) };
    },
  );

  app.get(
    '/voicemail/audio/:id/file',
    { config: space, schema: { querystring: spaceQuery, params: idParams } },
    async (request, reply) => {
      const row = await accessible(request, request.params.id);
      const file = path.join(voicemailDir(ctx.config.dataDir), row.storedFile);
      return reply
        .type('audio/wav')
        .header('content-disposition', `inline; filename="${row.fileName.replace(/[^\w. -]/g, '_')}"`)
        .send(fs.createReadStream(file));
    },
  );
}
