import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import {
  hasZodFastifySchemaValidationErrors,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { CODES, type MessageKey } from '@leadloop/domain';
import { AppError, failureBody, verdictCode } from './lib/errors.js';
import { registerAuthGuard, type AuthLevel } from './lib/auth-guard.js';
import type { AppContext } from './lib/context.js';
import { assertComposed } from './composition.js';
import { registerModules } from './modules/index.js';
import { metricsRoutes } from './modules/monitoring/index.js';
import { DOCS_PREFIX, publicDocs, registerOpenApi } from './lib/openapi.js';
import { registerIdempotency } from './lib/idempotency.js';
import { serveWeb } from './lib/serve-web.js';
import { payloadSerializer } from './lib/responses.js';
import { registerMultipart } from './lib/multipart.js';
import { gateForRoute, type RouteGate } from './lib/route-features.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { answerClientError, answerFrameworkError } from './lib/client-errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route as registered (collected by an onRoute hook); the route-guard tests iterate it. */
    routeRegistry: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  auth: AuthLevel;
  spaceParam?: string;
  /** Its plan gate (lib/route-features.ts); undefined when no rule classifies it. */
  gate?: RouteGate;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; response?: Record<number, unknown> };
}

export type App = FastifyInstance;
export const JSON_BODY_LIMIT = 1024 * 1024;
export const FILE_SIZE_LIMIT = 25 * 1024 * 1024;
export const COMPRESS_THRESHOLD = 1024;

/** Builds the HTTP app (API + web). Does not listen; main.ts and tests decide that. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  assertComposed(ctx);
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    genReqId: (req) => (req.headers['x-request-id'] as string) || randomUUID(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: ctx.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Node's and the router's own refusals (431, a broken request line, a bad URL) in the envelope too.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('ctx', ctx);
  // The request id (the caller's X-Request-Id, or a new uuid) is in every log line and every answer.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const routeRegistry: RegisteredRoute[] = [];
  app.decorate('routeRegistry', routeRegistry);
  app.addHook('onRoute', publicDocs);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Plan gating (lib/route-features.ts): the guard reads the rule from the route's config.
    const gate = route.config?.gate ?? gateForRoute(methods[0]!, route.url);
    if (gate) route.config = { ...(route.config ?? {}), gate };
    for (const method of methods) {
      if (
        method === 'HEAD' &&
        route.url &&
        routeRegistry.some((r) => r.method === 'GET' && r.url === route.url)
      )
        continue;
      routeRegistry.push({
        method,
        url: route.url,
        auth: route.config?.auth ?? 'user',
        spaceParam: route.config?.spaceParam,
        gate,
        schema: route.schema as RegisteredRoute['schema'],
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(payloadSerializer(ctx.config.checkResponses));

  await registerSecurityHeaders(app);
  // CORS is closed unless origins are listed in CORS_ORIGINS.
  await app.register(cors, { origin: ctx.config.corsOrigins.length ? ctx.config.corsOrigins : false });
  // Answers over 1 kB go out brotli- or gzip-compressed when the client accepts it (the web app's files are
  // compressed at build time and sent as they are: see serve-web.ts).
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
  await app.register(formbody, { bodyLimit: JSON_BODY_LIMIT });
  // Bodies are JSON, urlencoded or multipart: plain text is refused (415) like any other type, also on a
  // route that reads no body.
  app.removeContentTypeParser('text/plain');
  await registerMultipart(app, { fileSize: FILE_SIZE_LIMIT, fieldSize: JSON_BODY_LIMIT });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'service error');
      return reply
        .status(error.status)
        .send(failureBody(error.status, error.code, error.params, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // A malformed id in the address names nothing: not found, as a well-formed unknown id is.
      if (error.validationContext === 'params' && first?.params?.format === 'uuid')
        return reply.status(404).send(failureBody(404, CODES.notFound));
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      // The schemas' messages are catalogue texts (domain schemas): their code is found by exact text.
      const { key, params } = verdictCode(first?.message);
      return reply.status(400).send(failureBody(400, key, params, { field: field || undefined }));
    }
    if (isBadInputFromDatabase(error)) {
      // e.g. a non-uuid id reaching a uuid column: the caller's input, not our failure.
      request.log.warn({ err: error }, 'database refused the input');
      return reply.status(400).send(failureBody(400, CODES.invalidRequest));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failureBody(status, clientCode(error)));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failureBody(500, CODES.somethingWentWrong));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failureBody(404, CODES.notFound));
  });

  // Every successful API answer is {ok: true, payload}. Handlers return just the payload.
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!request.url.startsWith('/api/') || reply.statusCode >= 400) return payload;
    if (request.url.startsWith(DOCS_PREFIX)) return payload;
    if (payload && typeof payload === 'object' && 'ok' in payload) return payload;
    return { ok: true, payload: payload ?? null };
  });

  registerAuthGuard(app);
  registerIdempotency(app);
  await registerOpenApi(app);
  await app.register(registerModules, { prefix: '/api' });
  // Prometheus scrapes /metrics (METRICS_TOKEN or loopback only), outside the API's envelope.
  await app.register(metricsRoutes);
  await ctx.realtime.attach(app);
  await serveWeb(app, ctx.config.webDist);
  return app;
}

/** PostgreSQL's "invalid text representation" and "value too long" (SQLSTATE 22P02, 22001). */
function isBadInputFromDatabase(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return code === '22P02' || code === '22001';
}

function clientCode(error: FastifyError): MessageKey {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return CODES.unsupportedContentType;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return CODES.tooLongRequest;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return CODES.invalidJsonBody;
    default:
      // Fastify's own words are not sent: the catalogue's generic text for a refused request.
      return CODES.invalidRequest;
  }
}
