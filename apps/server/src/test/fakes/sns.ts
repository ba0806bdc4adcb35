import { execFileSync } from 'node:child_process';
import { randomUUID, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { snsStringToSign, type SnsMessage } from '../../providers/mailbox/sns.js';
import { startHttp } from './oauth-server.js';

/**
 * A local Amazon SNS as an HTTPS subscriber sees it: a signing certificate (an RSA key and a self-signed
 * X.509 certificate made with openssl for this run) served at `certUrl`, the ConfirmSubscription link,
 * and signed messages (SignatureVersion 2, SHA256withRSA over the documented fields) for a test to post.
 * `forge` signs with another key while naming the same certificate (what a forger could do).
 */
export interface FakeSns {
  url: string;
  certUrl: string;
  topicArn: string;
  /** Subscription tokens confirmed through their SubscribeURL. */
  confirmed: string[];
  subscription(): SnsMessage;
  notification(message: unknown, topicArn?: string): SnsMessage;
  forge(message: unknown): SnsMessage;
  close(): Promise<void>;
}

function keyAndCert(dir: string) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '2',
      '-subj',
      '/CN=sns.local.test',
    ],
    { stdio: 'ignore' },
  );
  return {
    key: readFileSync(join(dir, 'key.pem'), 'utf8'),
    cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
  };
}

export async function startFakeSns(): Promise<FakeSns> {
  const dir = mkdtempSync(join(tmpdir(), 'sns-'));
  const real = keyAndCert(dir);
  const other = keyAndCert(dir);
  rmSync(dir, { recursive: true, force: true });
  const confirmed: string[] = [];
  const server = await startHttp((req, _body, res) => {
    const url = new URL(req.url!, 'http://x');
    if (req.method === 'GET' && url.pathname === '/SimpleNotificationService-local.pem') {
      res.writeHead(200, { 'content-type': 'application/x-pem-file' });
      res.end(real.cert);
      return true;
    }
    if (req.method === 'GET' && url.searchParams.get('Action') === 'ConfirmSubscription') {
      confirmed.push(url.searchParams.get('Token') ?? '');
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.end('<ConfirmSubscriptionResponse/>');
      return true;
    }
    return false;
  });
  const topicArn = 'arn:aws:sns:eu-west-1:123456789012:leadloop-inbound';
  const certUrl = `${server.url}/SimpleNotificationService-local.pem`;
  const signed = (m: Omit<SnsMessage, 'Signature'>, key: string): SnsMessage => {
    const withSig = { ...m, Signature: '' } as SnsMessage;
    withSig.Signature = sign('sha256', Buffer.from(snsStringToSign(withSig)), key).toString('base64');
    return withSig;
  };
  const base = (type: SnsMessage['Type'], message: string, arn = topicArn) => ({
    Type: type,
    MessageId: randomUUID(),
    TopicArn: arn,
    Message: message,
    Timestamp: new Date().toISOString(),
    SignatureVersion: '2',
    SigningCertURL: certUrl,
  });
  return {
    url: server.url,
    certUrl,
    topicArn,
    confirmed,
    subscription() {
      const token = randomUUID().replace(/-/g, '');
      return signed(
        {
          ...base('SubscriptionConfirmation', `You have chosen to subscribe to the topic ${topicArn}.`),
          Token: token,
          SubscribeURL: `${server.url}/?Action=ConfirmSubscription&TopicArn=${topicArn}&Token=${token}`,
        },
        real.key,
      );
    },
    notification: (message, arn) => signed(base('Notification', JSON.stringify(message), arn), real.key),
    forge: (message) => signed(base('Notification', JSON.stringify(message)), other.key),
    close: server.close,
  };
}
