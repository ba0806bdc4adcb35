import type http from 'node:http';
import { fakeOAuth, startHttp, trouble, type FakeOAuth, type Trouble } from './oauth-server.js';

/**
 * A local Microsoft Graph: the identity platform's token endpoint (/common/oauth2/v2.0/token) and the
 * v1.0 paths the mailbox uses — /me, /me/sendMail (MIME, base64), the inbox messages delta query
 * (receivedDateTime filter, next/delta links) and /me/messages/{id}/$value — with Graph's error shape.
 */
export interface FakeGraph {
  url: string;
  email: string;
  oauth: FakeOAuth;
  trouble: Trouble;
  /** MIME messages sent through /me/sendMail. */
  sent: string[];
  deliver(raw: string, at?: Date): void;
  close(): Promise<void>;
}

export async function startFakeGraph(email = 'jane@contoso.test'): Promise<FakeGraph> {
  const oauth = fakeOAuth('/common/oauth2/v2.0/token');
  const t = trouble();
  const messages: { id: string; raw: string; at: Date }[] = [];
  const sent: string[] = [];
  let base = '';
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (status: number) => ({ error: { code: `Fake${status}`, message: `fake graph ${status}` } });
  const server = await startHttp((req, body, res) => {
    if (oauth.handle(req, body, res)) return true;
    const url = new URL(req.url!, 'http://x');
    const path = decodeURIComponent(url.pathname);
    if (!path.startsWith('/v1.0/')) return false;
    if (t.answer(res, error)) return true;
    if (!oauth.isValid(req.headers.authorization)) {
      json(res, 401, { error: { code: 'InvalidAuthenticationToken', message: 'Access token has expired.' } });
      return true;
    }
    if (req.method === 'GET' && path === '/v1.0/me') {
      json(res, 200, { mail: email, userPrincipalName: email, id: 'user-1' });
      return true;
    }
    if (req.method === 'POST' && path === '/v1.0/me/sendMail') {
      if (!/^text\/plain/.test(req.headers['content-type'] ?? '')) {
        json(res, 400, error(400));
        return true;
      }
      sent.push(Buffer.from(body, 'base64').toString('utf8'));
      res.writeHead(202);
      res.end();
      return true;
    }
    if (req.method === 'GET' && path === '/v1.0/me/mailFolders/inbox/messages/delta') {
      const token = url.searchParams.get('$deltatoken');
      let list: typeof messages;
      if (token !== null) list = messages.slice(Number(token));
      else {
        const since = /receivedDateTime ge (\S+)/.exec(url.searchParams.get('$filter') ?? '')?.[1];
        list = messages.filter((m) => !since || m.at >= new Date(since));
      }
      json(res, 200, {
        value: list.map((m) => ({ id: m.id, receivedDateTime: m.at.toISOString() })),
        '@odata.deltaLink': `${base}/v1.0/me/mailFolders/inbox/messages/delta?$deltatoken=${messages.length}`,
      });
      return true;
    }
    const value = /^\/v1\.0\/me\/messages\/([\w-]+)\/\$value$/.exec(path);
    if (req.method === 'GET' && value) {
      const m = messages.find((x) => x.id === value[1]);
      if (!m) json(res, 404, error(404));
      else {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(m.raw);
      }
      return true;
    }
    return false;
  });
  base = server.url;
  return {
    url: server.url,
    email,
    oauth,
    trouble: t,
    sent,
    deliver(raw, at = new Date()) {
      messages.push({ id: `AAMk${messages.length + 1}`, raw, at });
    },
    close: server.close,
  };
}
