import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { completeOperations } from './openapi-operations.js';

declare module 'fastify' {
  interface FastifySchema {
    /** An example call for /api/docs: its body and the payload it answers (checked against the schemas). */
    example?: { body?: unknown; payload?: unknown };
  }
}

/** Where the interactive reference is served; the document itself is at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

/** onRoute hook (added before the route registry's): the reference and the document are public, they hold no data. */
export function publicDocs(route: RouteOptions): void {
  if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`))
    route.config = { ...(route.config ?? {}), auth: 'public' };
}

type Transformed = ReturnType<typeof jsonSchemaTransform>;
type Example = { body?: unknown; payload?: unknown } | undefined;
/** @fastify/swagger turns a schema's `x-examples` into the media type's examples. */
const examples = (value: unknown) => ({ 'x-examples': { example: { value } } });

/** Every answer is the envelope `{ok: true, payload}`; the route's registered schema is the payload. */
function withEnvelope(out: Transformed, example: Example): Transformed {
  const schema = out.schema as { response?: Record<string, unknown> } | undefined;
  const ok = schema?.response?.['200'] ?? schema?.response?.[200];
  if (!schema?.response || !ok) return out;
  const { 200: _a, '200': _b, ...rest } = schema.response as Record<string, unknown>;
  return {
    ...out,
    schema: {
      ...schema,
      response: {
        ...rest,
        200: {
          type: 'object',
          properties: { ok: { const: true }, payload: ok },
          required: ['ok', 'payload'],
          ...(example?.payload !== undefined ? examples({ ok: true, payload: example.payload }) : {}),
        },
      },
    },
  };
}

/** A public route needs no token (`security: []`); a route's example goes to its body. */
function withAccess(out: Transformed, route: RouteOptions): Transformed {
  const schema = out.schema as Record<string, unknown> & { body?: object; example?: Example };
  if (!schema) return out;
  const { example, ...rest } = schema;
  const body =
    example?.body !== undefined && rest.body ? { ...rest.body, ...examples(example.body) } : rest.body;
  return {
    ...out,
    schema: {
      ...rest,
      ...(body ? { body } : {}),
      ...(route.config?.auth === 'public' ? { security: [] } : {}),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the API, generated from the routes' own zod schemas (so it cannot drift from
 * them), and its interactive reference at /api/docs. Registered before the routes so it sees every one.
 * A route's bearer token is a session token or an API token (/integrations/api).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Leadloop API',
        version: '1.0.0',
        description:
          'The API the Leadloop web app uses. Authenticate with `Authorization: Bearer <token>` — an API token ' +
          'from Integrations → API. Workspace routes take `?space=<workspace id>`. Every answer is ' +
          '`{ok: true, payload}`, or `{ok: false, message, code, key}` on failure.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session token (POST /api/auth/sign_in) or an API token (Integrations → API).',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const example = (input.schema as { example?: Example } | undefined)?.example;
      return withAccess(withEnvelope(out, example), input.route);
    },
    // Names, tags and error answers of every operation (lib/openapi-operations.ts).
    transformObject: (input) => completeOperations(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { deepLinking: true } });
}
