import { MESSAGES } from '@leadloop/domain';
import { EgressError, egressRequest, type EgressPolicy } from '../../lib/egress/index.js';

export interface PostResult {
  status: number | null;
  body: string | null;
  error: string | null;
  durationMs: number;
}

export const TIMEOUT_MS = 10_000;
const BODY_KEEP = 2000;

/** One POST of a delivery through the egress: no redirects followed, 10 s timeout, the receiver's answer kept (2000 bytes). */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  policy: EgressPolicy,
): Promise<PostResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const response = await egressRequest(url, policy, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Leadloop-Webhooks/1.0',
        'content-length': Buffer.byteLength(body),
        ...headers,
      },
      body,
      timeoutMs: TIMEOUT_MS,
      maxBytes: BODY_KEEP,
    });
    return { status: response.status, body: response.body.toString('utf8'), error: null, durationMs: took() };
  } catch (error) {
    const message =
      error instanceof EgressError && error.reason === 'refused'
        ? MESSAGES.webhookUrlRefused
        : (error as Error).message;
    return { status: null, body: null, error: message, durationMs: took() };
  }
}
