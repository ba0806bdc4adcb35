import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sendTestEmailSchema,
  sentTestEmailSchema,
  trackingDomainCreateSchema,
  trackingDomainListSchema,
  trackingDomainSchema,
  trackingDomainUpdateSchema,
  trackingSetForAllSchema,
  unsubscribeStateSchema,
} from '@leadloop/domain/tracking/entities';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { addDomain, deleteDomain, listDomains, setForAll, updateDomain } from './domains.js';
import { openLink } from './open-link.js';
import { sendTestEmail } from './test-send.js';
import { unsubscribe, unsubscribeState } from './unsubscribe.js';
import { lastCampaignEmails } from './test-emails.js';

const member = { auth: 'space' } as const;
const admin = { auth: 'spaceAdmin' } as const;
const open = { auth: 'public' } as const;
const tokenParams = z.object({ id: z.string().max(40) });
/** RFC 8058: the one-click POST's body is `List-Unsubscribe=One-Click` (the page posts nothing). */
const oneClickBody = z.strictObject({ 'List-Unsubscribe': z.string().max(30).optional() }).optional();
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const hitOf = (request: FastifyRequest) => ({
  method: request.method,
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

/** 001 §7 Tracking domains, the test send, and the public pixel / redirect / unsubscribe routes. */
export async function trackingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['tracking'];
  const withId = { tags, querystring: spaceQuery, params: idParams };

  app.get(
    '/tracking/custom_domains',
    {
      config: member,
      schema: { tags, querystring: spaceQuery, response: { 200: trackingDomainListSchema } },
    },
    (request) => listDomains(ctx, requireScope(request)),
  );
  app.post(
    '/tracking/custom_domains',
    {
      config: admin,
      schema: {
        tags,
        querystring: spaceQuery,
        body: trackingDomainCreateSchema,
        response: { 200: trackingDomainSchema },
      },
    },
    (request) => addDomain(ctx, requireScope(request), request.body.domain),
  );
  app.patch(
    '/tracking/custom_domains/:id',
    {
      config: admin,
      schema: { ...withId, body: trackingDomainUpdateSchema, response: { 200: trackingDomainSchema } },
    },
    (request) => updateDomain(ctx, requireScope(request), request.params.id, request.body),
  );
  app.delete(
    '/tracking/custom_domains/:id',
    { config: admin, schema: { ...withId, response: { 200: z.object({ _id: z.string() }) } } },
    (request) => deleteDomain(ctx, requireScope(request), request.params.id),
  );
  app.post(
    '/tracking/custom_domains/:id/set_for_all',
    {
      config: admin,
      schema: { ...withId, body: trackingSetForAllSchema, response: { 200: trackingDomainSchema } },
    },
    (request) => setForAll(ctx, requireScope(request), request.params.id, request.body.target_type),
  );

  app.post(
    '/steps/send_email/test',
    {
      config: member,
      schema: {
        tags,
        querystring: spaceQuery,
        body: sendTestEmailSchema,
        response: { 200: sentTestEmailSchema },
      },
    },
    (request) => sendTestEmail(ctx, requireScope(request), request.body),
  );

  // Public: what a recipient's mail client and browser reach. The id (128 random bits) is the only key.
  app.get('/t/o/:id', { config: open, schema: { params: tokenParams } }, async (request, reply) => {
    await openLink(ctx, request.params.id.replace(/\.gif$/, ''), 'open', hitOf(request));
    return reply
      .type('image/gif')
      .header('cache-control', 'no-store, max-age=0')
      .header('content-length', PIXEL.length)
      .send(PIXEL);
  });
  app.get('/t/c/:id', { config: open, schema: { params: tokenParams } }, async (request, reply) => {
    const target = await openLink(ctx, request.params.id, 'click', hitOf(request));
    // the tracking id must not travel on to the target site in a Referer
    return reply.header('referrer-policy', 'no-referrer').redirect(target, 302);
  });
  app.get('/t/u/:id', { config: open, schema: { params: tokenParams } }, async (request, reply) =>
    reply
      .header('referrer-policy', 'no-referrer')
      .redirect(`${ctx.config.publicUrl}/unsubscribe/${encodeURIComponent(request.params.id)}`, 302),
  );
  app.get(
    '/t/u/:id/state',
    { config: open, schema: { params: tokenParams, response: { 200: unsubscribeStateSchema } } },
    (request) => unsubscribeState(ctx, request.params.id),
  );
  app.post(
    '/t/u/:id',
    {
      config: open,
      schema: { params: tokenParams, body: oneClickBody, response: { 200: unsubscribeStateSchema } },
    },
    (request) =>
      unsubscribe(
        ctx,
        request.params.id,
        request.body?.['List-Unsubscribe'] === 'One-Click' ? 'one_click' : 'link',
      ),
  );

  if (ctx.config.testHooks)
    app.get(
      '/test/tracking/emails',
      { config: member, schema: { querystring: spaceQuery.extend({ credentials_id: z.string().max(100) }) } },
      (request) => lastCampaignEmails(ctx, requireScope(request), request.query.credentials_id),
    );
}
