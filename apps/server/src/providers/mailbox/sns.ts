import { verify, X509Certificate } from 'node:crypto';
import { egressRequest, type EgressPolicy } from '../../lib/egress/index.js';

/**
 * Amazon SNS messages posted to an HTTPS endpoint (SES's receipt rule and its bounce notifications arrive
 * this way), checked as AWS documents: the signing certificate is fetched only from an SNS host
 * (`https://sns.<region>.amazonaws.com/…pem`, or the operator's SNS_CERT_URL_PREFIX), must be in its
 * validity period, and must verify the RSA signature (SignatureVersion 1: SHA1, 2: SHA256) over the
 * message's canonical fields. The subscription's SubscribeURL is held to the same hosts.
 */
export interface SnsMessage {
  Type: 'Notification' | 'SubscriptionConfirmation' | 'UnsubscribeConfirmation';
  MessageId: string;
  TopicArn: string;
  Message: string;
  Timestamp: string;
  SignatureVersion: string;
  Signature: string;
  SigningCertURL: string;
  Subject?: string;
  Token?: string;
  SubscribeURL?: string;
}

const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

/** Whether a certificate or subscription URL points at SNS itself (or the configured stand-in). */
export function isSnsUrl(url: string, extraPrefix?: string): boolean {
  if (extraPrefix && url.startsWith(extraPrefix)) return true;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && SNS_HOST.test(u.hostname) && !u.username && !u.password && !u.port;
  } catch {
    return false;
  }
}

const NOTIFICATION_FIELDS = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const;
const SUBSCRIPTION_FIELDS = [
  'Message',
  'MessageId',
  'SubscribeURL',
  'Timestamp',
  'Token',
  'TopicArn',
  'Type',
] as const;

/** The string SNS signs: `name\nvalue\n` for each present field, in its documented order. */
export function snsStringToSign(m: SnsMessage): string {
  const fields = m.Type === 'Notification' ? NOTIFICATION_FIELDS : SUBSCRIPTION_FIELDS;
  return fields
    .filter((f) => m[f] !== undefined && m[f] !== null)
    .map((f) => `${f}\n${m[f]}\n`)
    .join('');
}

/** A parsed body that has every field a signed SNS message needs (else null). */
export function asSnsMessage(body: unknown): SnsMessage | null {
  const m = body as Partial<SnsMessage> | null;
  if (!m || typeof m !== 'object') return null;
  const required = ['Type', 'MessageId', 'TopicArn', 'Message', 'Timestamp', 'Signature', 'SigningCertURL'];
  if (required.some((k) => typeof (m as Record<string, unknown>)[k] !== 'string')) return null;
  if (!['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation'].includes(m.Type!)) return null;
  return m as SnsMessage;
}

const certs = new Map<string, Promise<string>>();

async function fetchCert(url: string, egress: EgressPolicy): Promise<string> {
  let pending = certs.get(url);
  if (!pending) {
    pending = (async () => {
      const res = await egressRequest(url, egress, { timeoutMs: 10_000, maxBytes: 64_000 });
      if (res.status !== 200) throw new Error(`SNS certificate answered ${res.status}`);
      return res.body.toString('utf8');
    })();
    certs.set(url, pending);
    pending.catch(() => certs.delete(url));
  }
  return pending;
}

/** Why the message is not SNS's (null: it is, signed by a certificate SNS serves). */
export async function snsSignatureProblem(
  m: SnsMessage,
  options: { certUrlPrefix?: string; now: Date; egress: EgressPolicy },
): Promise<string | null> {
  if (!isSnsUrl(m.SigningCertURL, options.certUrlPrefix)) return 'the signing certificate is not SNS’s';
  const algorithm = m.SignatureVersion === '1' ? 'sha1' : m.SignatureVersion === '2' ? 'sha256' : null;
  if (!algorithm) return 'unknown signature version';
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(await fetchCert(m.SigningCertURL, options.egress));
  } catch {
    return 'the signing certificate could not be read';
  }
  if (options.now < new Date(cert.validFrom) || options.now > new Date(cert.validTo))
    return 'the signing certificate is not valid now';
  const ok = verify(
    algorithm,
    Buffer.from(snsStringToSign(m), 'utf8'),
    cert.publicKey,
    Buffer.from(m.Signature, 'base64'),
  );
  return ok ? null : 'the signature does not match';
}
