import { CODES } from '@leadloop/domain';
import { failureBody } from './errors.js';
import { SERVER_ROOT } from './paths.js';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const DEFAULT_DIST = path.resolve(SERVER_ROOT, '../web/dist');
/** Files under /assets/ carry a content hash in their name: they never change, so browsers keep them. */
const HASHED = 'public, max-age=31536000, immutable';
/** Anything else (index.html, favicon…) is revalidated on every use, so a new build is seen at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app with history-mode fallback: any non-API GET gets index.html. The build
 * writes a brotli and a gzip copy beside each text file (vite.config.ts); `preCompressed` sends the one the
 * browser accepts with its Content-Encoding (and `Vary: accept-encoding`), the plain file otherwise.
 */
export async function serveWeb(app: FastifyInstance, dist = DEFAULT_DIST): Promise<void> {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  // serve: false — files go out through the public route below (static's own routes would hit the auth guard).
  await app.register(fastifyStatic, {
    root: dist,
    serve: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
  });
  app.get('/*', { config: { auth: 'public' } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/socket.io/')) {
      return reply.status(404).send(failureBody(404, CODES.notFound));
    }
    const file = path.join(dist, decodeURIComponent(request.url.split('?')[0] ?? '/'));
    if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const relative = path.relative(dist, file);
      reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? HASHED : REVALIDATE);
      return reply.sendFile(relative);
    }
    return reply.type('text/html').header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
