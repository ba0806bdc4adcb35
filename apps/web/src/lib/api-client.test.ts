import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { ApiError, createApiClient, type ApiClientDeps } from './api-client';

type Handler = (url: URL, init: RequestInit) => { status: number; body: unknown } | Promise<never>;

function setup(handler: Handler, overrides: Partial<ApiClientDeps> = {}) {
  let token: string | null = 'user-token';
  let pathname = '/campaigns';
  const calls: { method: string; url: URL; auth: string | undefined; body: unknown }[] = [];
  const redirectToSignIn = vi.fn();
  const onNetworkError = vi.fn();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const headers = init.headers as Record<string, string>;
    calls.push({
      method: init.method ?? 'GET',
      url,
      auth: headers.authorization,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    const result = await handler(url, init);
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    baseUrl: '/api',
    getToken: () => token,
    setToken: (t) => (token = t),
    getSpace: () => 'space-1',
    getTracking: () => ({ ref: 'partner', invite: 'inv', i: '7' }),
    getPathname: () => pathname,
    isPublicPath: (p) => /auth|error|\/v\//.test(p),
    redirectToSignIn,
    onNetworkError,
    ...overrides,
  });
  return {
    client,
    calls,
    redirectToSignIn,
    onNetworkError,
    token: () => token,
    setToken: (t: string | null) => (token = t),
    setPathname: (p: string) => (pathname = p),
  };
}

const ok = (payload: unknown) => ({ status: 200, body: { ok: true, payload } });
const fail = (code: number, message: string) => ({ status: code, body: { ok: false, code, message } });

describe('api client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('unwraps the {ok, payload} envelope and sends the bearer token and the workspace', async () => {
    const t = setup(() => ok({ name: 'Acme' }));
    await expect(t.client.get('/space/info')).resolves.toEqual({ name: 'Acme' });
    expect(t.calls[0].url.pathname).toBe('/api/space/info');
    expect(t.calls[0].url.searchParams.get('space')).toBe('space-1');
    expect(t.calls[0].auth).toBe('Bearer user-token');
  });

  it('keeps an explicit space and leaves it out when told to', async () => {
    const t = setup(() => ok(null));
    await t.client.get('/x', { query: { space: 'other' } });
    await t.client.post('/users/set_space', { space_id: 's' }, { withoutSpace: true });
    expect(t.calls[0].url.searchParams.get('space')).toBe('other');
    expect(t.calls[1].url.searchParams.has('space')).toBe(false);
    expect(t.calls[1].body).toEqual({ space_id: 's' });
  });

  it('turns {ok: false} into an ApiError with the server message and the status as code', async () => {
    const t = setup(() => fail(400, MESSAGES.wrongPassword));
    const error = await t.client.post('/auth/sign_in', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: MESSAGES.wrongPassword, code: 400 });
  });

  it("falls back to 'Something went wrong' when the server gives no message", async () => {
    const t = setup(() => ({ status: 502, body: 'Bad gateway' }));
    await expect(t.client.get('/x')).rejects.toMatchObject({
      message: MESSAGES.somethingWentWrong,
      code: 502,
    });
  });

  it('creates an anonymous token (with ref, invite, i) before the first call when there is none', async () => {
    const t = setup((url) =>
      url.pathname.endsWith('/auth/create_token') ? ok({ token: 'anon' }) : ok({ user: null }),
    );
    t.setToken(null);
    await t.client.get('/auth/validate_token');
    expect(t.calls[0].url.pathname).toBe('/api/auth/create_token');
    expect(t.calls[0].body).toEqual({ ref: 'partner', invite: 'inv', i: '7' });
    expect(t.calls[1].auth).toBe('Bearer anon');
    expect(t.token()).toBe('anon');
  });

  it("'Token is not valid': clears the token, creates a new one and retries once", async () => {
    const t = setup((url, init) => {
      if (url.pathname.endsWith('/auth/create_token')) return ok({ token: 'fresh' });
      const auth = (init.headers as Record<string, string>).authorization;
      return auth === 'Bearer fresh' ? ok({ user: null }) : fail(401, MESSAGES.tokenNotValid);
    });
    await expect(t.client.get('/auth/validate_token', { noRedirect: true })).resolves.toEqual({ user: null });
    expect(t.calls.map((c) => c.url.pathname)).toEqual([
      '/api/auth/validate_token',
      '/api/auth/create_token',
      '/api/auth/validate_token',
    ]);
    expect(t.token()).toBe('fresh');
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.redirectToSignIn).not.toHaveBeenCalled();
  });

  it('a 401 that survives the retry sends the user to sign-in after 800 ms', async () => {
    const t = setup((url) =>
      url.pathname.endsWith('/auth/create_token') ? ok({ token: 'anon' }) : fail(401, 'Unauthorized'),
    );
    await expect(t.client.get('/users/fetch_spaces')).rejects.toMatchObject({ code: 401 });
    expect(t.calls.filter((c) => c.url.pathname === '/api/users/fetch_spaces')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(799);
    expect(t.redirectToSignIn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.redirectToSignIn).toHaveBeenCalledTimes(1);
  });

  it('never redirects on a public path (auth, error, /v/) nor for token validation', async () => {
    const handler: Handler = (url) =>
      url.pathname.endsWith('/auth/create_token') ? ok({ token: 'anon' }) : fail(401, 'Unauthorized');
    const onPublic = setup(handler);
    onPublic.setPathname('/auth/sign-in');
    await expect(onPublic.client.get('/users/fetch_user')).rejects.toBeInstanceOf(ApiError);
    const validating = setup(handler);
    await expect(validating.client.get('/auth/validate_token', { noRedirect: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(onPublic.redirectToSignIn).not.toHaveBeenCalled();
    expect(validating.redirectToSignIn).not.toHaveBeenCalled();
  });

  it('concurrent 401s share one new token', async () => {
    let created = 0;
    const t = setup((url, init) => {
      if (url.pathname.endsWith('/auth/create_token')) return ok({ token: `t${++created}` });
      const auth = (init.headers as Record<string, string>).authorization;
      return auth === 'Bearer user-token' ? fail(401, MESSAGES.tokenNotValid) : ok('fine');
    });
    await Promise.all([t.client.get('/a'), t.client.get('/b'), t.client.get('/c')]);
    expect(created).toBe(1);
  });

  it("gives up after 45 s with 'Response timed out, please try again'", async () => {
    const t = setup(
      (_url, init) =>
        new Promise<never>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const result = t.client.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(44_999);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ message: MESSAGES.responseTimedOut });
    expect(t.onNetworkError).not.toHaveBeenCalled();
  });

  it("a network failure is 'Failed to fetch' and reported", async () => {
    const t = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(t.client.get('/x')).rejects.toMatchObject({ message: MESSAGES.failedToFetch, code: 0 });
    expect(t.onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('sends FormData bodies as multipart, untouched', async () => {
    const t = setup(() => ok(null));
    const form = new FormData();
    form.set('name', 'x');
    await t.client.post('/users/save_photo', form);
    expect(t.calls[0].body).toBe(form);
  });
});
