import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lazyCrmDeps } from './crm-deps.js';
import { handleHubSpotWebhook, handlePipedriveWebhook, WEBHOOK_PATHS } from './webhooks.js';

const outcomeSchema = z.object({ updated: z.number().int() });

/**
 * HubSpot → Leadloop and Pipedrive → Leadloop: public, each authenticated its platform's way (HubSpot's
 * v3 signature of the exact bytes sent, Pipedrive's HTTP basic auth). Their own plugin keeps the raw body.
 */
export async function crmWebhookRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const deps = lazyCrmDeps(app.ctx);
    const raw = (body: unknown) => (typeof body === 'string' ? body : '');
    const schema = { tags: ['crm'], response: { 200: outcomeSchema } };

    app.post(WEBHOOK_PATHS.hubspot, { config: { auth: 'public' }, schema }, async (request) =>
      handleHubSpotWebhook(deps, {
        method: request.method,
        uri: `${app.ctx.config.publicUrl}${request.url}`,
        body: raw(request.body),
        signature: request.headers['x-hubspot-signature-v3'] as string | undefined,
        timestamp: request.headers['x-hubspot-request-timestamp'] as string | undefined,
      }),
    );
    app.post(WEBHOOK_PATHS.pipedrive, { config: { auth: 'public' }, schema }, async (request) =>
      handlePipedriveWebhook(app.ctx, deps, {
        authorization: request.headers.authorization,
        body: raw(request.body),
      }),
    );
  });
}
