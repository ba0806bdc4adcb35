import http from 'node:http';
import https from 'node:https';
import { EgressError, pinnedLookup, resolveTarget, type EgressPolicy } from './resolve.js';

export interface EgressRequestOptions {
  method?: string;
  headers?: Record<string, string | number>;
  body?: string;
  timeoutMs: number;
  /** The body is cut after this many bytes (the connection is then closed). */
  maxBytes: number;
  /** Redirects followed for GET (each one resolved and vetted again); a POST's 3xx is returned as it is. */
  maxRedirects?: number;
}

export interface EgressResponse {
  /** The URL that answered (after redirects). */
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Connections kept open between calls to the same host (each new socket still goes through the vetting). */
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 32 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 32 }),
};

/**
 * The one door for an HTTP call made on a tenant's behalf (webhooks, workflow webhook steps, company
 * research): http(s) only; the host resolved once, vetted (resolveTarget) and the socket pinned to that
 * address; every redirect vetted again, at most `maxRedirects`. Throws EgressError when refused.
 */
export async function egressRequest(
  url: string,
  policy: EgressPolicy,
  options: EgressRequestOptions,
): Promise<EgressResponse> {
  let current = url;
  for (let redirects = 0; ; redirects++) {
    const response = await requestOnce(current, policy, options);
    const location = response.headers.location;
    const isGet = (options.method ?? 'GET') === 'GET';
    if (!isGet || !location || response.status < 300 || response.status >= 400) return response;
    if (redirects >= (options.maxRedirects ?? 0)) return response;
    current = new URL(location, current).toString();
  }
}

async function requestOnce(
  url: string,
  policy: EgressPolicy,
  options: EgressRequestOptions,
): Promise<EgressResponse> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new EgressError('invalid', url);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new EgressError('invalid', url);
  const vetted = await resolveTarget(target.hostname, policy);
  const isHttps = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (isHttps ? https : http).request(
      target,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        lookup: pinnedLookup(vetted),
        agent: isHttps ? agents.https : agents.http,
        timeout: options.timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let settled = false;
        const done = () => {
          if (settled) return;
          settled = true;
          const headers = response.headers;
          resolve({ url, status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        };
        response.on('data', (chunk: Buffer) => {
          if (size >= options.maxBytes) return;
          chunks.push(chunk.subarray(0, options.maxBytes - size));
          size += chunk.length;
          if (size >= options.maxBytes) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('close', done);
        response.on('error', (err) => (settled ? undefined : reject(err)));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`Timed out after ${options.timeoutMs / 1000} s`)));
    request.on('error', reject);
    request.end(options.body);
  });
}
