import type http from 'node:http';
import { startHttp, trouble, type Trouble } from './oauth-server.js';

/**
 * A local Amazon SES v2 (REST-JSON): GetEmailIdentity (GET /v2/email/identities/{id}) and SendEmail
 * (POST /v2/email/outbound-emails, raw content). Requests are signed by the SDK (SigV4); the fake checks
 * the access key id in the Authorization header. Errors carry `x-amzn-errortype` like SES's.
 */
export interface FakeSes {
  url: string;
  accessKeyId: string;
  verified: Set<string>;
  trouble: Trouble;
  /** Raw MIME messages sent. */
  sent: { from: string; to: string[]; raw: string }[];
  /** Refuses the access key from now on (deleted in IAM). */
  revoke(): void;
  close(): Promise<void>;
}

export async function startFakeSes(): Promise<FakeSes> {
  const accessKeyId = 'AKIAFAKESES0000001';
  const verified = new Set<string>(['acme.test']);
  let revoked = false;
  const t = trouble();
  const sent: FakeSes['sent'] = [];
  const fail = (res: http.ServerResponse, status: number, type: string, message: string, extra = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type, ...extra });
    res.end(JSON.stringify({ message }));
  };
  const server = await startHttp((req, body, res) => {
    const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    if (!path.startsWith('/v2/email/')) return false;
    if (t.down) {
      fail(res, 500, 'InternalFailure', 'fake ses is down');
      return true;
    }
    if (t.answer(res, () => ({ message: 'Maximum sending rate exceeded.' }))) return true;
    const key = /Credential=([A-Z0-9]+)\//.exec(req.headers.authorization ?? '')?.[1];
    if (revoked || key !== accessKeyId) {
      fail(res, 403, 'UnrecognizedClientException', 'The security token included in the request is invalid.');
      return true;
    }
    const identity = /^\/v2\/email\/identities\/(.+)$/.exec(path);
    if (req.method === 'GET' && identity) {
      if (!verified.has(identity[1]!))
        fail(res, 404, 'NotFoundException', `Identity ${identity[1]} does not exist.`);
      else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ IdentityType: 'DOMAIN', VerifiedForSendingStatus: true }));
      }
      return true;
    }
    if (req.method === 'POST' && path === '/v2/email/outbound-emails') {
      const b = JSON.parse(body) as {
        FromEmailAddress: string;
        Destination: { ToAddresses: string[] };
        Content: { Raw: { Data: string } };
      };
      sent.push({
        from: b.FromEmailAddress,
        to: b.Destination.ToAddresses,
        raw: Buffer.from(b.Content.Raw.Data, 'base64').toString('utf8'),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ MessageId: `ses-${sent.length}` }));
      return true;
    }
    return false;
  });
  return {
    url: server.url,
    accessKeyId,
    verified,
    trouble: t,
    sent,
    revoke: () => void (revoked = true),
    close: server.close,
  };
}
