import { MESSAGES } from '@leadloop/domain';
import { failureBody } from './errors.js';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const DEFAULT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Serves the built web app with history-mode fallback: any non-API GET gets index.html. */
export async function serveWeb(app: FastifyInstance, dist = DEFAULT_DIST): Promise<void> {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  // serve: false — files go out through the public route below (static's own routes would hit the auth guard).
  await app.register(fastifyStatic, { root: dist, serve: false, index: false });
  app.get('/*', { config: { auth: 'public' } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/socket.io/')) {
      return reply.status(404).send(failureBody(404, MESSAGES.notFound));
    }
    const file = path.join(dist, decodeURIComponent(request.url.split('?')[0] ?? '/'));
    if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(dist, file), { maxAge: '365d', immutable: true });
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
