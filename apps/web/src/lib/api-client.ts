import { GENERIC_MESSAGES as MESSAGES } from '@leadloop/domain/messages/generic';
import { RESPONSE_TIMEOUT_MS, UNAUTHORIZED_REDIRECT_MS } from '@leadloop/domain/constants/timeouts';
import { ApiError } from './api-error';
import type { Tracking } from './storage';

export { ApiError, isApiError } from './api-error';

export { RESPONSE_TIMEOUT_MS, UNAUTHORIZED_REDIRECT_MS };

type Query = Record<string, string | number | boolean | null | undefined | string[]>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Don't send the current workspace as `space` (calls that name no workspace). */
  withoutSpace?: boolean;
  /** A 401 here throws without sending the user to sign-in (token validation). */
  noRedirect?: boolean;
  /**
   * Asked before the session is known (the first screen's calls, beside validate_token): a 401 is only an
   * answer — the token is kept and nobody is sent to sign in (a user who has not confirmed their email yet
   * keeps theirs); the session's own call decides.
   */
  beforeSession?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  baseUrl: string;
  getToken: () => string | null;
  setToken: (token: string | null) => void;
  getSpace: () => string | null;
  getTracking: () => Tracking;
  getPathname: () => string;
  isPublicPath: (pathname: string) => boolean;
  /** A 403 'featureNotInPlan': the plan lacks `feature` (the app opens the upgrade modal). */
  onFeatureRefused?: (feature: string) => void;
  redirectToSignIn: () => void;
  onNetworkError?: () => void;
  timeoutMs?: number;
  redirectDelayMs?: number;
}

interface Envelope {
  ok?: boolean;
  payload?: unknown;
  message?: string;
  code?: number;
  field?: string;
  key?: string;
  params?: Record<string, string | number>;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The one place that talks HTTP: bearer token, `space` query, `{ok, payload}` envelope,
 * 45 s timeout, and the spec's 401 handling (clear token, new token, retry once, then sign-in).
 */
export function createApiClient(deps: ApiClientDeps) {
  const timeoutMs = deps.timeoutMs ?? RESPONSE_TIMEOUT_MS;
  let tokenPromise: Promise<string> | null = null;
  let redirectTimer: ReturnType<typeof setTimeout> | null = null;

  function buildUrl(path: string, options: RequestOptions): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) value.forEach((v) => params.append(key, v));
      else params.set(key, String(value));
    }
    const space = deps.getSpace();
    if (space && !options.withoutSpace && !params.has('space')) params.set('space', space);
    const qs = params.toString();
    return `${deps.baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  async function send(
    method: string,
    path: string,
    options: RequestOptions,
  ): Promise<Envelope & { status: number }> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onOuterAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort);

    const headers: Record<string, string> = { accept: 'application/json' };
    const token = deps.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    try {
      const response = await deps.fetch(buildUrl(path, options), {
        method,
        headers,
        body,
        signal: controller.signal,
      });
      const envelope = (await response.json().catch(() => ({}))) as Envelope;
      return { ...envelope, status: response.status };
    } catch (error) {
      if (timedOut) throw new ApiError(MESSAGES.responseTimedOut, 408);
      if (options.signal?.aborted) throw error; // cancelled by the caller (e.g. the query was dropped)
      deps.onNetworkError?.();
      throw new ApiError(MESSAGES.failedToFetch, 0);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
    }
  }

  /** POST /auth/create_token with the tracking values; concurrent callers share one request. */
  function createToken(): Promise<string> {
    tokenPromise ??= (async () => {
      const tracking = deps.getTracking();
      const result = await send('POST', '/auth/create_token', {
        withoutSpace: true,
        body: { ref: tracking.ref, invite: tracking.invite, i: tracking.i },
      });
      const token = (result.payload as { token?: string } | undefined)?.token;
      if (!result.ok || !token)
        throw new ApiError(result.message ?? MESSAGES.somethingWentWrong, result.status, result);
      deps.setToken(token);
      return token;
    })().finally(() => {
      tokenPromise = null;
    });
    return tokenPromise;
  }

  function scheduleSignIn(): void {
    if (deps.isPublicPath(deps.getPathname()) || redirectTimer) return;
    redirectTimer = setTimeout(() => {
      redirectTimer = null;
      if (!deps.isPublicPath(deps.getPathname())) deps.redirectToSignIn();
    }, deps.redirectDelayMs ?? UNAUTHORIZED_REDIRECT_MS);
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    if (!deps.getToken()) await createToken();
    let result = await send(method, path, options);
    if (isUnauthorized(result) && !options.beforeSession) {
      deps.setToken(null);
      await createToken();
      result = await send(method, path, options);
      if (isUnauthorized(result) && !options.noRedirect) scheduleSignIn();
    }
    if (result.ok) return result.payload as T;
    if (result.key === 'featureNotInPlan') deps.onFeatureRefused?.(String(result.params?.feature ?? ''));
    throw new ApiError(result.message ?? MESSAGES.somethingWentWrong, result.code ?? result.status, {
      field: result.field,
      key: result.key,
      params: result.params,
    });
  }

  return {
    request,
    createToken,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

function isUnauthorized(result: Envelope & { status: number }): boolean {
  return result.status === 401 || result.message === MESSAGES.tokenNotValid;
}
