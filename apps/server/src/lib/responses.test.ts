import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/harness.js';

const itemSchema = z.object({ _id: z.string(), name: z.string(), note: z.string().nullable() });
const answers: Record<string, unknown> = {
  exact: { _id: 'a', name: 'Ann', note: null },
  extra: { _id: 'a', name: 'Ann', note: null, password_hash: 'x' },
  wrong: { _id: 'a', name: 7, note: null },
  missing: { _id: 'a', name: 'Ann' },
};

async function appWithProbe(checkResponses: boolean, logged: string[] = []): Promise<TestApp> {
  return createTestApp({ checkResponses }, (app) => {
    app.addHook('onError', async (_request, _reply, error) => {
      logged.push(error.message);
    });
    app.get(
      '/api/probe/:kind',
      { config: { auth: 'public' }, schema: { response: { 200: itemSchema } } },
      async (request) => answers[(request.params as { kind: string }).kind] as z.infer<typeof itemSchema>,
    );
  });
}

describe('response schemas (lib/responses.ts)', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('sends an answer that is exactly its schema, in the envelope', async () => {
    t = await appWithProbe(true);
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/exact' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, payload: answers.exact });
  });

  it('with checks on, a field outside the schema, a wrong type or a missing field is a 500 naming the field', async () => {
    const logged: string[] = [];
    t = await appWithProbe(true, logged);
    for (const kind of ['extra', 'wrong', 'missing']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/probe/${kind}` });
      expect(res.statusCode, kind).toBe(500);
      expect(res.json()).toMatchObject({ ok: false, code: 500, message: 'Something went wrong' });
      expect(res.body).not.toContain('password_hash');
    }
    expect(logged.join('\n')).toMatch(/password_hash: not in the schema/);
    expect(logged.join('\n')).toMatch(/name: /);
  });

  it('with checks off (production), answers are sent as the handler built them', async () => {
    t = await appWithProbe(false);
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/missing' });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual(answers.missing);
  });
});
