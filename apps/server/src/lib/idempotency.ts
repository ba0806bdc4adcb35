import { and, eq } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema/index.js';
import { conflict, failureBody } from './errors.js';
import { sha256 } from './ids.js';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyRowId?: string;
  }
}

const HEADER = 'idempotency-key';
const KEY_MAX = 255;

const keyOf = (request: FastifyRequest) => {
  const value = request.headers[HEADER];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, KEY_MAX) : null;
};

/**
 * Idempotency-Key on POST, as Stripe does: the first answer to a key (per token) is stored and replayed to a
 * repeat of the same request (`Idempotent-Replayed: true`); the same key with a different method, path or
 * body is refused (422), and a repeat while the first is still running is 409. Server errors are not stored,
 * so a retry after one runs again. Optional: requests without the header behave as before.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !request.auth?.tokenId) return;
    const key = keyOf(request);
    if (!key) return;
    const db = app.ctx.db;
    const hash = sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ tokenId: request.auth.tokenId, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed) {
      request.idempotencyRowId = claimed.id;
      return;
    }
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.tokenId, request.auth.tokenId), eq(idempotencyKeys.key, key)));
    if (!first || first.requestHash !== hash)
      return reply.status(422).send(failureBody(422, CODES.idempotencyKeyReused));
    if (first.body === null || first.statusCode === null) throw conflict(CODES.idempotencyKeyInProgress);
    return reply
      .status(first.statusCode)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(first.body);
  });
  // The answer as the client gets it (the envelope is already on), before compression turns it into a stream.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const id = request.idempotencyRowId;
    if (!id || reply.statusCode >= 500) return payload;
    request.idempotencyRowId = undefined;
    await app.ctx.db
      .update(idempotencyKeys)
      .set({ statusCode: reply.statusCode, body: JSON.stringify(payload) })
      .where(eq(idempotencyKeys.id, id));
    return payload;
  });
  // Not stored (a server error, a file): the key is released, so a retry runs again.
  app.addHook('onResponse', async (request) => {
    const id = request.idempotencyRowId;
    if (id) await app.ctx.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
  });
}
