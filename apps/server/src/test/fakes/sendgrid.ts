import type http from 'node:http';
import { startHttp, trouble, type Trouble } from './oauth-server.js';

/**
 * A local SendGrid v3 Web API: GET /v3/scopes and POST /v3/mail/send (202 + X-Message-Id), bearer API
 * keys, SendGrid's `{errors: [{message}]}` error shape.
 */
export interface FakeSendgrid {
  url: string;
  apiKey: string;
  trouble: Trouble;
  /** The mail/send bodies received. */
  sent: {
    personalizations: { to: { email: string }[] }[];
    from: { email: string; name?: string };
    subject: string;
    headers?: Record<string, string>;
    content: { type: string; value: string }[];
  }[];
  revoke(): void;
  close(): Promise<void>;
}

export async function startFakeSendgrid(): Promise<FakeSendgrid> {
  const apiKey = 'SG.fake-key.0123456789';
  let revoked = false;
  const t = trouble();
  const sent: FakeSendgrid['sent'] = [];
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (status: number) => ({ errors: [{ message: `fake sendgrid ${status}`, field: null }] });
  const server = await startHttp((req, body, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    if (!path.startsWith('/v3/')) return false;
    if (t.answer(res, error)) return true;
    if (revoked || req.headers.authorization !== `Bearer ${apiKey}`) {
      json(res, 401, {
        errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked' }],
      });
      return true;
    }
    if (req.method === 'GET' && path === '/v3/scopes') {
      json(res, 200, { scopes: ['mail.send', 'user.profile.read'] });
      return true;
    }
    if (req.method === 'POST' && path === '/v3/mail/send') {
      sent.push(JSON.parse(body));
      res.writeHead(202, { 'x-message-id': `sg-${sent.length}` });
      res.end();
      return true;
    }
    return false;
  });
  return {
    url: server.url,
    apiKey,
    trouble: t,
    sent,
    revoke: () => void (revoked = true),
    close: server.close,
  };
}
