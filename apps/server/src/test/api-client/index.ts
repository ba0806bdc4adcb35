import createClient from 'openapi-fetch';
import type { FastifyInstance } from 'fastify';
import type { paths } from './leadloop-api.js';

export type { paths };

/**
 * A typed client of the API, its types generated from /api/docs by openapi-typescript
 * (`leadloop-api.d.ts`; `generate.ts` writes it and openapi.test.ts fails when it is stale). Calls a listening
 * server at `baseUrl`, or an app through `app.inject` when given one.
 */
export function leadloopClient(options: { token?: string; baseUrl?: string; app?: FastifyInstance }) {
  const { app, token } = options;
  return createClient<paths>({
    baseUrl: options.baseUrl ?? 'http://leadloop.test',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(app ? { fetch: injectFetch(app) } : {}),
  });
}

function injectFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      payload: body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}
