import { removedSchema } from '@leadloop/domain/common/api';
import { prospectNoteSchema } from '@leadloop/domain/prospects/entities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, requiredText } from '@leadloop/domain';
import { accountScope } from '../prospects/index.js';
import { createNote, deleteNote, listNotes, updateNote } from './notes.js';
import { accountQuery, idParams } from '../../lib/route-schemas.js';

/** Notes are long-ish free text; 5000 characters is our ceiling. */
export const NOTE_MAX = 5000;
const query = accountQuery;
const params = idParams;
const noteParams = params.extend({ noteId: z.string().max(100) });
const body = z.strictObject({ text: requiredText(MESSAGES.required, NOTE_MAX) });

/** Notes per profile (001 §3): CRUD under the prospect. */
export async function notesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const space = { auth: 'space' } as const;
  app.get(
    '/profiles/:id/notes',
    { config: space, schema: { querystring: query, params, response: { 200: z.array(prospectNoteSchema) } } },
    async (request) =>
      listNotes(db, await accountScope(request, request.query.credentials_id), request.params.id),
  );
  app.post(
    '/profiles/:id/notes',
    { config: space, schema: { querystring: query, params, body, response: { 200: prospectNoteSchema } } },
    async (request) =>
      createNote(
        db,
        await accountScope(request, request.query.credentials_id),
        request.params.id,
        request.body.text,
      ),
  );
  app.put(
    '/profiles/:id/notes/:noteId',
    {
      config: space,
      schema: { querystring: query, params: noteParams, body, response: { 200: prospectNoteSchema } },
    },
    async (request) =>
      updateNote(
        db,
        await accountScope(request, request.query.credentials_id),
        request.params.id,
        request.params.noteId,
        request.body.text,
      ),
  );
  app.delete(
    '/profiles/:id/notes/:noteId',
    { config: space, schema: { querystring: query, params: noteParams, response: { 200: removedSchema } } },
    async (request) =>
      deleteNote(
        db,
        await accountScope(request, request.query.credentials_id),
        request.params.id,
        request.params.noteId,
      ),
  );
}
