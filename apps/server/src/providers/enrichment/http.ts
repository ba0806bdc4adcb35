import { egressRequest, type EgressPolicy } from '../../lib/egress/index.js';
import { SourceUnavailableError } from './provider.js';

/** One JSON call to a source's API through the guarded egress; an outage becomes SourceUnavailableError. */
export async function sourceJson(
  source: string,
  url: string,
  policy: EgressPolicy,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const call = () =>
    egressRequest(url, policy, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      timeoutMs: 15_000,
      maxBytes: 1_000_000,
    });
  let response;
  try {
    response = await withResend(call);
  } catch (err) {
    throw new SourceUnavailableError(source, (err as Error).message);
  }
  // 404 / 422 are answers ("nobody matches"); anything else outside 2xx is the source failing.
  if (response.status >= 300 && response.status !== 404 && response.status !== 422)
    throw new SourceUnavailableError(source, `HTTP ${response.status}`);
  try {
    return { status: response.status, body: JSON.parse(response.body.toString('utf8') || '{}') };
  } catch {
    throw new SourceUnavailableError(source, 'answer is not JSON');
  }
}

/**
 * A kept-alive connection the source closed as we reused it (a bulk run's idle sockets): the request never
 * reached the source, so it is sent again rather than reported as an outage. Each reset socket is dropped
 * from the pool, so a few tries reach a new connection.
 */
async function withResend<T>(call: () => Promise<T>, tries = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await call();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET' || i >= tries) throw err;
    }
  }
}
