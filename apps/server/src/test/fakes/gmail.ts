import type http from 'node:http';
import { fakeOAuth, startHttp, trouble, type FakeOAuth, type Trouble } from './oauth-server.js';

/**
 * A local Gmail: Google's OAuth token endpoint (/token) and the Gmail API v1 paths the mailbox uses —
 * users.getProfile, messages.send (raw), history.list (messageAdded), messages.get (format=raw),
 * messages.list — with Google's error shape. `deliver` puts a raw message into the INBOX.
 */
export interface FakeGmail {
  url: string;
  email: string;
  oauth: FakeOAuth;
  trouble: Trouble;
  /** Raw RFC 5322 messages sent through messages.send. */
  sent: string[];
  deliver(raw: string, at?: Date): void;
  close(): Promise<void>;
}

export async function startFakeGmail(email = 'jane@gmail.test'): Promise<FakeGmail> {
  const oauth = fakeOAuth('/token');
  const t = trouble();
  const messages: { id: string; raw: string; historyId: number; at: number }[] = [];
  let historyId = 1000;
  const sent: string[] = [];
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (status: number) => ({
    error: { code: status, message: `fake gmail ${status}`, status: 'ERR' },
  });
  const server = await startHttp((req, body, res) => {
    if (oauth.handle(req, body, res)) return true;
    const url = new URL(req.url!, 'http://x');
    const path = url.pathname;
    if (!path.startsWith('/gmail/v1/users/me/')) return false;
    if (t.answer(res, error)) return true;
    if (!oauth.isValid(req.headers.authorization)) {
      json(res, 401, error(401));
      return true;
    }
    const rest = path.slice('/gmail/v1/users/me/'.length);
    if (req.method === 'GET' && rest === 'profile') {
      json(res, 200, { emailAddress: email, historyId: String(historyId), messagesTotal: messages.length });
      return true;
    }
    if (req.method === 'POST' && rest === 'messages/send') {
      const raw = Buffer.from((JSON.parse(body) as { raw: string }).raw, 'base64url').toString('utf8');
      sent.push(raw);
      json(res, 200, { id: `sent-${sent.length}`, threadId: `t-${sent.length}`, labelIds: ['SENT'] });
      return true;
    }
    if (req.method === 'GET' && rest === 'history') {
      const start = Number(url.searchParams.get('startHistoryId'));
      if (start < 1000) {
        json(res, 404, error(404));
        return true;
      }
      const added = messages.filter((m) => m.historyId > start);
      json(res, 200, {
        history: added.map((m) => ({ id: String(m.historyId), messagesAdded: [{ message: { id: m.id } }] })),
        historyId: String(historyId),
      });
      return true;
    }
    if (req.method === 'GET' && rest === 'messages') {
      json(res, 200, { messages: [...messages].reverse().map((m) => ({ id: m.id })) });
      return true;
    }
    const get = /^messages\/([\w-]+)$/.exec(rest);
    if (req.method === 'GET' && get) {
      const m = messages.find((x) => x.id === get[1]);
      if (!m) json(res, 404, error(404));
      else
        json(res, 200, {
          id: m.id,
          historyId: String(m.historyId),
          internalDate: String(m.at),
          raw: Buffer.from(m.raw).toString('base64url'),
        });
      return true;
    }
    return false;
  });
  return {
    url: server.url,
    email,
    oauth,
    trouble: t,
    sent,
    deliver(raw, at = new Date()) {
      historyId += 7;
      messages.push({ id: `m${messages.length + 1}`, raw, historyId, at: at.getTime() });
    },
    close: server.close,
  };
}
