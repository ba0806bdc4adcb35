import { CODES } from '@leadloop/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.js';
import { asSnsMessage } from '../../providers/mailbox/index.js';
import { receiveSendgridEvents, receiveSendgridParse, receiveSes } from './inbound-mail.js';

const open = { auth: 'public' } as const;
const tags = ['inbox'];
const params = z.object({ id: z.uuid(), token: z.string().min(1).max(64) });
const handled = { 200: z.object({ handled: z.number().int() }) };

/**
 * The providers' inbound posts (inbound-mail.ts): SES through SNS (which posts JSON as text/plain),
 * SendGrid's Inbound Parse (multipart/form-data) and Event Webhook (JSON). Public: the URL's token and,
 * for SNS, AWS's signature are their authentication.
 */
export async function inboundMailRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body ? JSON.parse(body as string) : {});
    } catch {
      done(badRequest(CODES.invalidJsonBody), undefined);
    }
  });

  app.post(
    '/inbox/inbound/ses/:id/:token',
    { config: open, schema: { tags, params, response: handled } },
    async (request) => {
      const m = asSnsMessage(request.body);
      if (!m) throw badRequest(CODES.invalidJsonBody);
      return receiveSes(ctx, request.params.id, request.params.token, m);
    },
  );
  app.post(
    '/inbox/inbound/sendgrid/:id/:token',
    {
      config: open,
      schema: { tags, params, body: z.record(z.string(), z.unknown()), response: handled },
    },
    (request) => receiveSendgridParse(ctx, request.params.id, request.params.token, request.body),
  );
  app.post(
    '/inbox/inbound/sendgrid/:id/:token/events',
    { config: open, schema: { tags, params, body: z.array(z.unknown()).max(10_000), response: handled } },
    (request) => receiveSendgridEvents(ctx, request.params.id, request.params.token, request.body),
  );
}
