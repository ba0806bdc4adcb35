import { CODES } from '@leadloop/domain';
import { failureBody } from './errors.js';
import { SERVER_ROOT } from './paths.js';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** A Host header's name: lower case, without port or trailing dot (brand-config's rule; lib cannot import it). */
const normalizeHost = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

const DEFAULT_DIST = path.resolve(SERVER_ROOT, '../web/dist');
/** Files under /assets/ carry a content hash in their name: they never change, so browsers keep them. */
const HASHED = 'public, max-age=31536000, immutable';
/** Anything else (index.html, favicon…) is revalidated on every use, so a new build is seen at once. */
const REVALIDATE = 'no-cache';

/** The pages a workspace's verified tracking domain serves: the public video page (links are /api/t/…). */
const TRACKING_HOST_PAGE = /^\/v\/[^/?]+\/?(\?|$)/;

/**
 * Serves the built web app with history-mode fallback: any non-API GET gets index.html. On a workspace's
 * verified tracking domain (`ctx.trackingHost`) only the public video page `/v/…` (and the files it loads)
 * is served; any other page goes to the same path on PUBLIC_URL, so no sign-in form stands on a customer's
 * domain. The build writes a brotli and a gzip copy beside each text file (vite.config.ts); `preCompressed`
 * sends the one the browser accepts with its Content-Encoding (and `Vary: accept-encoding`), the plain file
 * otherwise.
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
  const mainHost = new URL(app.ctx.config.publicUrl).hostname.toLowerCase();
  app.get('/*', { config: { auth: 'public' } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/socket.io/')) {
      return reply.status(404).send(failureBody(404, CODES.notFound));
    }
    const file = path.join(dist, decodeURIComponent(request.url.split('?')[0] ?? '/'));
    if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const relative = path.relative(dist, file);
      reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? HASHED : REVALIDATE);
      return reply.sendFile(relative);
    }
    const host = normalizeHost(request.hostname);
    if (host !== mainHost && !TRACKING_HOST_PAGE.test(request.url) && (await app.ctx.trackingHost(host)))
      return reply.redirect(`${app.ctx.config.publicUrl.replace(/\/$/, '')}${request.url}`, 302);
    return reply.type('text/html').header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
