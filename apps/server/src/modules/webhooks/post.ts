import http from 'node:http';
import https from 'node:https';
import { guardedLookup } from './url-guard.js';

export interface PostResult {
  status: number | null;
  body: string | null;
  error: string | null;
  durationMs: number;
}

export const TIMEOUT_MS = 10_000;
/** Connections kept open between deliveries to the same receiver (a new socket still goes through the guarded lookup). */
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 32 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 32 }),
};
const BODY_KEEP = 2000;

/** One POST of a delivery: no redirects followed, 10 s timeout, the connection's DNS answer checked (url-guard). */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowHosts: readonly string[],
): Promise<PostResult> {
  const started = performance.now();
  const target = new URL(url);
  const isHttps = target.protocol === 'https:';
  const transport = isHttps ? https : http;
  return new Promise((resolve) => {
    const done = (r: Omit<PostResult, 'durationMs'>) =>
      resolve({ ...r, durationMs: Math.round(performance.now() - started) });
    const request = transport.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Leadloop-Webhooks/1.0',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
        lookup: guardedLookup(allowHosts),
        agent: isHttps ? agents.https : agents.http,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < BODY_KEEP) text += chunk;
        });
        response.on('end', () =>
          done({ status: response.statusCode ?? null, body: text.slice(0, BODY_KEEP), error: null }),
        );
        response.on('error', (err) =>
          done({ status: response.statusCode ?? null, body: null, error: err.message }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('Timed out after 10 s')));
    request.on('error', (err) => done({ status: null, body: null, error: err.message }));
    request.end(body);
  });
}
