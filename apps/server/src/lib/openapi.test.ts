import { Validator } from '@seriousme/openapi-schema-validator';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { apiRoutes } from '../test/routes.js';
import { userWithSpace } from '../test/fixtures.js';
import { leadloopClient } from '../test/api-client/index.js';
import { generateClientTypes, TYPES_FILE } from '../test/api-client/generate.js';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { $ref?: string; content?: Record<string, { examples?: unknown }> }>;
  requestBody?: { content: Record<string, { examples?: unknown }> };
};
const operations = (doc: { paths: Record<string, Record<string, Operation>> }) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

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

  it('passes Redocly’s recommended rules: no error, and every example fits its schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'docs.json', config });
    const described = (p: (typeof problems)[number]) =>
      `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`;
    expect(problems.filter((p) => p.severity === 'error').map(described)).toEqual([]);
    // Warnings may remain (zod's records with enum keys, four paths that differ only by a parameter,
    // no licence); an example that does not fit its schema may not.
    expect(problems.filter((p) => p.ruleId === 'no-invalid-media-type-examples').map(described)).toEqual([]);
  });

  it('names every operation from its route, with its tag, its error answers and its access', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const all = operations(doc);
    const unnamed = all.filter(({ op }) => !op.operationId || !op.summary || !op.tags?.length);
    expect(unnamed.map((o) => o.key)).toEqual([]);
    const ids = all.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);

    const byKey = new Map(all.map(({ key, op }) => [key, op]));
    // Derived from method and path; a route's own name wins.
    expect(byKey.get('GET /api/workflows/{id}')).toMatchObject({
      operationId: 'getWorkflowsById',
      summary: 'Workflows: get by id',
      tags: ['workflows'],
    });
    expect(byKey.get('POST /api/workflows/{id}/archive')?.operationId).toBe('workflowsArchive');
    expect(byKey.get('GET /api/workflows/{id}/rates')?.operationId).toBe('getWorkflowRates');
    expect(byKey.get('GET /api/zapier/me')?.tags).toEqual(['zapier']);
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toContain('workflows');

    // A guarded call answers the envelope's failures and takes the bearer scheme; a public one needs no token.
    const guarded = byKey.get('GET /api/workflows/{id}')!;
    expect(guarded.security).toBeUndefined();
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(guarded.responses).sort()).toEqual(['200', '400', '401', '403', '404', '429', '500']);
    expect(guarded.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(doc.components.responses.Unauthorized.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Failure',
    });
    expect(doc.components.schemas.Failure.required).toEqual(['ok', 'message', 'code', 'key']);
    const health = byKey.get('GET /api/health')!;
    expect(health.security).toEqual([]);
    expect(health.responses['401']).toBeUndefined();

    // The main calls carry examples (their fit is checked by the Redocly test above).
    const bodyExample = (key: string) => byKey.get(key)?.requestBody?.content['application/json']?.examples;
    const okExample = (key: string) =>
      byKey.get(key)?.responses['200']?.content?.['application/json']?.examples;
    expect(bodyExample('POST /api/auth/sign_in')).toBeDefined();
    expect(okExample('POST /api/auth/sign_in')).toBeDefined();
    expect(bodyExample('POST /api/workflows')).toBeDefined();
    expect(okExample('GET /api/profiles')).toBeDefined();
    expect(okExample('GET /api/inbox/conversations')).toBeDefined();
    expect(bodyExample('POST /api/inbox/send')).toBeDefined();
  });

  it('the typed client’s committed types are those generated from this document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    await expect(await generateClientTypes(doc)).toMatchFileSnapshot(`../test/api-client/${TYPES_FILE}`);
  });

  it('the typed client calls the API with the document’s names and shapes', async () => {
    const a = await userWithSpace(t.app, 'Typed');
    const api = leadloopClient({ app: t.app, token: a.token });
    const made = await api.POST('/api/labels/create', {
      params: { query: { space: a.spaceId } },
      body: { name: 'Warm', color: '#aa3300', is_shared: true },
    });
    expect(made.response.status).toBe(200);
    const listed = await api.GET('/api/labels/fetch', { params: { query: { space: a.spaceId } } });
    expect(listed.data?.payload.map((label) => label.name)).toEqual(['Warm']);
    const missing = await api.GET('/api/workflows/{id}', {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' }, query: { space: a.spaceId } },
    });
    expect(missing.error).toMatchObject({ ok: false, code: 404 });
    // @ts-expect-error: a path the document does not have is refused by the compiler
    await api.GET('/api/no/such/call');
  });
});
