import { egressRequest } from './request.js';
import type { EgressPolicy } from './resolve.js';

/**
 * A `fetch` whose every request goes through the guarded egress (egressRequest: the host resolved once,
 * vetted, the socket pinned), for an SDK that takes a custom fetch (the OpenAI SDK). The answer is read
 * whole (at most `maxBytes`) before it is returned; a stream arrives at once. A refused host throws
 * EgressError, which the SDK reports as a connection error.
 */
export function egressFetch(
  policy: EgressPolicy,
  options: { timeoutMs: number; maxBytes: number },
): (input: string | URL | Request, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    // the body is handed back as it came: no compressed answer to decode
    headers['accept-encoding'] = 'identity';
    const body =
      init?.body === undefined || init.body === null
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : await new Response(init.body).text();
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const response = await egressRequest(url, policy, {
      method: init?.method ?? 'GET',
      headers,
      body,
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(response.headers))
      if (value !== undefined) out.set(key, Array.isArray(value) ? value.join(', ') : value);
    const empty = response.status === 204 || response.status === 304;
    return new Response(empty ? null : new Uint8Array(response.body), {
      status: response.status,
      headers: out,
    });
  };
}
