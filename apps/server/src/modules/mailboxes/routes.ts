import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  domainBuyBodySchema,
  domainNameSchema,
  domainSearchSchema,
  mailboxCreateBodySchema,
  mailboxListSchema,
  mailboxViewSchema,
  sendingDomainListSchema,
  sendingDomainViewSchema,
  warmupBodySchema,
  warmupViewSchema,
} from '@leadloop/domain/mailboxes/entities';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { buyDomain, listDomains, searchDomain, verifyDomain } from './domains.js';
import { createMailbox, listMailboxes, startWarmup } from './mailbox-service.js';
import { runWarmup, warmupView } from './warmup.js';

/** 000 §2 /mailboxes (ai-emails): bought domains, their mailboxes and warm-up (issue 39). */
export async function mailboxesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const space = { auth: 'space' } as const;
  app.get(
    '/mailboxes/domains',
    { config: space, schema: { querystring: spaceQuery, response: { 200: sendingDomainListSchema } } },
    (request) => listDomains(app.ctx, requireScope(request)),
  );
  app.get(
    '/mailboxes/domains/search',
    {
      config: space,
      schema: {
        querystring: spaceQuery.extend({ name: domainNameSchema }),
        response: { 200: domainSearchSchema },
      },
    },
    (request) => searchDomain(app.ctx, request.query.name),
  );
  app.post(
    '/mailboxes/domains',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        body: domainBuyBodySchema,
        response: { 200: sendingDomainViewSchema },
      },
    },
    (request) => buyDomain(app.ctx, requireScope(request), request.body.name),
  );
  app.post(
    '/mailboxes/domains/:id/verify',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: sendingDomainViewSchema } },
    },
    (request) => verifyDomain(app.ctx, requireScope(request), request.params.id),
  );
  app.get(
    '/mailboxes',
    { config: space, schema: { querystring: spaceQuery, response: { 200: mailboxListSchema } } },
    (request) => listMailboxes(app.ctx, requireScope(request)),
  );
  app.post(
    '/mailboxes',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        body: mailboxCreateBodySchema,
        response: { 200: mailboxViewSchema },
      },
    },
    (request) => createMailbox(app.ctx, requireScope(request), request.body),
  );
  app.get(
    '/mailboxes/:id/warmup',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: warmupViewSchema } },
    },
    (request) => warmupView(app.ctx, requireScope(request), request.params.id),
  );
  app.put(
    '/mailboxes/:id/warmup',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        params: idParams,
        body: warmupBodySchema.strict(),
        response: { 200: mailboxViewSchema },
      },
    },
    (request) => startWarmup(app.ctx, requireScope(request), request.params.id, request.body),
  );
  // Browser tests: one warm-up pass now (the job runs every 5 minutes; a test moves the clock instead).
  if (app.ctx.config.testHooks)
    app.post('/test/mailboxes/warmup', { config: space, schema: { querystring: spaceQuery } }, async () => ({
      sent: await runWarmup(app.ctx),
    }));
}
