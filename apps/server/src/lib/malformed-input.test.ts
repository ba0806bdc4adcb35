import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness.js';
import { userWithSpace } from '../test/fixtures.js';
import { apiRoutes, fillPath, routeKey, schemaKeys } from '../test/routes.js';
import type { RegisteredRoute } from '../app.js';

const HUGE = 'x'.repeat(200 * 1024);
// Values no field of a well-formed schema accepts (scalars can be valid somewhere, so they are not used).
const WRONG_TYPES: unknown[] = [{ nested: { deeper: [1, 2, 3] } }, [[], { x: 1 }]];

/**
 * Throws malformed input at every registered route as a signed-in workspace admin (so the guard lets it
 * through to parsing and validation) and expects a 4xx envelope each time — never a 500, never a 2xx
 * where the input cannot be valid.
 */
// Iterates every route of the app (it grows with each feature): a generous time limit per test.
describe('malformed input (every registered route)', { timeout: 300_000 }, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof userWithSpace>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await userWithSpace(t.app);
  });
  afterAll(() => t.close());

  const target = (route: RegisteredRoute) =>
    `${fillPath(route.url, { ...(route.spaceParam ? { [route.spaceParam]: admin.spaceId } : {}), file: 'nope.png' })}?space=${admin.spaceId}`;

  async function send(
    route: RegisteredRoute,
    options: Omit<InjectOptions, 'method' | 'url'>,
    url = target(route),
  ) {
    const res = await t.app.inject({
      method: route.method as InjectOptions['method'],
      url,
      ...options,
      headers: { authorization: `Bearer ${admin.token}`, ...(options.headers ?? {}) },
    });
    let body: { ok?: boolean } = {};
    try {
      body = res.json();
    } catch {
      /* not JSON: reported below */
    }
    return { status: res.statusCode, ok: body.ok };
  }

  const withBody = () =>
    apiRoutes(t.app).filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
  const json = (payload: unknown) => ({
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });

  function collect() {
    const failures: string[] = [];
    return {
      failures,
      expect4xx(route: RegisteredRoute, what: string, res: { status: number; ok?: boolean }) {
        if (res.status < 400 || res.status >= 500 || res.ok !== false)
          failures.push(`${routeKey(route)} ${what} → ${res.status}`);
      },
      expectNo500(route: RegisteredRoute, what: string, res: { status: number }) {
        if (res.status >= 500) failures.push(`${routeKey(route)} ${what} → ${res.status}`);
      },
    };
  }

  it('broken JSON, wrong content types and non-object bodies are 4xx', async () => {
    const c = collect();
    for (const route of withBody()) {
      c.expect4xx(
        route,
        'broken JSON',
        await send(route, { payload: '{"email": "a@b.c",', headers: { 'content-type': 'application/json' } }),
      );
      c.expect4xx(
        route,
        'text/plain',
        await send(route, { payload: 'hello', headers: { 'content-type': 'text/plain' } }),
      );
      c.expect4xx(
        route,
        'xml',
        await send(route, { payload: '<a/>', headers: { 'content-type': 'application/xml' } }),
      );
      if (route.schema?.body) {
        c.expect4xx(route, 'array body', await send(route, json([1, 2, 3])));
        c.expect4xx(route, 'string body', await send(route, json('just a string')));
        c.expect4xx(
          route,
          'broken multipart',
          await send(route, {
            payload: '--zz\r\ngarbage',
            headers: { 'content-type': 'multipart/form-data; boundary=zz' },
          }),
        );
      }
    }
    expect(c.failures).toEqual([]);
  });

  it('unknown fields, wrong types and 200 kB strings in bodies are 4xx', async () => {
    const c = collect();
    for (const route of withBody().filter((r) => r.schema?.body)) {
      const keys = schemaKeys(route.schema!.body);
      c.expect4xx(route, 'unknown field', await send(route, json({ definitely_not_a_field: 1 })));
      c.expectNo500(route, 'empty object', await send(route, json({})));
      for (const key of keys) {
        for (const wrong of WRONG_TYPES)
          c.expect4xx(route, `${key}=${JSON.stringify(wrong)}`, await send(route, json({ [key]: wrong })));
        c.expect4xx(route, `${key}=200kB`, await send(route, json({ [key]: HUGE })));
        c.expect4xx(
          route,
          `${key}=200kB form`,
          await send(route, {
            payload: new URLSearchParams({ [key]: HUGE }).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
        );
      }
    }
    expect(c.failures).toEqual([]);
  });

  it('long and wrong query parameters and path parameters are 4xx', async () => {
    const c = collect();
    for (const route of apiRoutes(t.app)) {
      for (const key of schemaKeys(route.schema?.querystring).filter((k) => k !== 'space')) {
        const url = `${target(route)}&${key}=${'y'.repeat(20 * 1024)}`;
        c.expect4xx(route, `?${key}=20kB`, await send(route, route.schema?.body ? json({}) : {}, url));
      }
      if (route.url.includes(':')) {
        const url = `${fillPath(route.url, { [route.spaceParam ?? '_']: admin.spaceId }).replace(/[0-9a-f-]{36}/, (m) => (m === admin.spaceId ? m : `${m}'%20or%201=1`))}?space=${admin.spaceId}`;
        c.expectNo500(
          route,
          'injected path param',
          await send(route, route.schema?.body ? json({}) : {}, url),
        );
      }
    }
    expect(c.failures).toEqual([]);
  });

  it('a body over the size limit is refused with 413', async () => {
    const route = apiRoutes(t.app).find((r) => routeKey(r) === 'POST /api/users/update')!;
    const res = await send(route, json({ first_name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res).toEqual({ status: 413, ok: false });
  });
});
