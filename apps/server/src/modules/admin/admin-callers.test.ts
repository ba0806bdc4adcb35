import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { apiRoutes, routeKey } from '../../test/routes.js';
import { callReaches, callsIn, webCalls, type WebCall } from '../../test/web-callers.js';

const WEB_SRC = fileURLToPath(new URL('../../../../web/src', import.meta.url));

/** The admin routes (issue 36: "every admin call is reachable from a screen"): the admin guard's, and /admin/…. */
const adminRoutes = (t: TestApp) =>
  apiRoutes(t.app).filter((r) => r.auth === 'admin' || r.url.startsWith('/api/admin/'));

const uncalled = (routes: { method: string; url: string }[], calls: WebCall[]) =>
  routes.filter((r) => !calls.some((c) => callReaches(c, r))).map(routeKey);

describe('every admin call has a caller in the web app', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds, for each admin route, a call site in apps/web/src', () => {
    const routes = adminRoutes(t);
    expect(routes.length).toBeGreaterThan(50);
    expect(uncalled(routes, webCalls(WEB_SRC))).toEqual([]);
  });

  it('reads the call sites the web app writes (helpers, templates, query strings, fetch)', () => {
    const src = [
      "const BASE = '/admin/health_index';",
      'const billing = (brand: string) => `/admin/billing/${encodeURIComponent(brand)}`;',
      'const a = () => api.get<{ a: 1 }[]>(`${BASE}/rules`);',
      'const b = () => api.put(`${billing(brand)}/prices/${p.type}/${p._id}`, body);',
      "const c = () => get<X>(`/admin/whitelabels${status ? `?status=${status}` : ''}`, options);",
      'const d = () => del(`/admin/managers/${id}`);',
      "const e = () => fetch(`/api/admin/impersonations/${id}/end`, { method: 'POST' });",
      "const f = () => cache.get('/admin/config');",
    ].join('\n');
    const calls = callsIn(src);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /admin/health_index/rules',
      'PUT /admin/billing/:p/prices/:p/:p',
      'GET /admin/whitelabels',
      'DELETE /admin/managers/:p',
      'POST /admin/impersonations/:p/end',
    ]);
    expect(uncalled([{ method: 'GET', url: '/api/admin/config' }], calls)).toEqual(['GET /api/admin/config']);
    expect(uncalled([{ method: 'DELETE', url: '/api/admin/managers/:id' }], calls)).toEqual([]);
    expect(uncalled([{ method: 'POST', url: '/api/admin/managers/:id' }], calls)).toEqual([
      'POST /api/admin/managers/:id',
    ]);
  });
});
