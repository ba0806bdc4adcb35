import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { apiRoutes } from '../test/routes.js';

describe('OpenAPI document at /api/docs', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document that lists every route of the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>))
      for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${path}`);
    const toOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}');
    const missing = apiRoutes(t.app)
      .filter((r) => !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${toOpenApi(r.url)}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });

  it('a route is described with its schemas and the answer envelope', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const create = doc.paths['/api/integrations/webhooks'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty('update_types');
    const ok = create.responses['200'].content['application/json'].schema;
    expect(ok.properties.payload.properties).toHaveProperty('secret');
  });

  it('serves the interactive reference without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
