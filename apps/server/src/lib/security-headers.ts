import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Scripts run only from this origin and from the support-chat vendors a brand may turn on
 * (apps/web/src/features/brand/support-chat.ts loads their embed scripts, which load the rest from their
 * own hosts); never inline (the web app's index.html has none: its theme snippet is public/theme.js).
 */
export const SUPPORT_CHAT_SCRIPT_HOSTS = [
  'https://*.tawk.to',
  'https://*.intercom.io',
  'https://*.intercomcdn.com',
  'https://client.crisp.chat',
  'https://*.hs-scripts.com',
  'https://*.hs-banner.com',
  'https://*.hs-analytics.net',
  'https://*.usemessages.com',
  'https://*.hubspot.com',
  'https://*.freshchat.com',
  'https://*.chatra.io',
  'https://*.servicebell.com',
  'https://*.leadconnectorhq.com',
];

export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'script-src': ["'self'", ...SUPPORT_CHAT_SCRIPT_HOSTS],
  'script-src-attr': ["'none'"],
  // Mantine and the chat widgets inject style elements.
  'style-src': ["'self'", "'unsafe-inline'", 'https:'],
  // Brand logos, avatars and the images of email templates may live on any https host.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:', 'https:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  // Socket.IO on this origin; the chat widgets talk to their vendors.
  'connect-src': ["'self'", 'https:', 'wss:'],
  'frame-src': ["'self'", 'https:'],
  'form-action': ["'self'"],
  // Nobody frames the app (clickjacking); X-Frame-Options DENY says the same to older browsers.
  'frame-ancestors': ["'none'"],
};

/** One year, as HSTS preload lists ask. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers (nosniff, Referrer-Policy no-referrer, frame and cross-origin policies) with our CSP.
 * HSTS only on an answer to a request that came over TLS — directly, or through a trusted proxy's
 * X-Forwarded-Proto (TRUST_PROXY=1) — so a plain-http install is never pinned to https it does not serve.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // API answers carry account data: no browser or shared cache keeps them (files set their own policy).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
