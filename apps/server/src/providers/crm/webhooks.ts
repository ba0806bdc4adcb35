import { createHmac, timingSafeEqual } from 'node:crypto';

/** HubSpot: a request whose X-HubSpot-Request-Timestamp is older than this is refused (a replay). */
export const HUBSPOT_MAX_AGE_MS = 5 * 60_000;

/** The characters HubSpot's v3 signature reads decoded in the request URI (its "Validate requests" guide). */
const DECODED: Record<string, string> = {
  '%3A': ':',
  '%2F': '/',
  '%3F': '?',
  '%40': '@',
  '%21': '!',
  '%24': '$',
  '%27': "'",
  '%28': '(',
  '%29': ')',
  '%2A': '*',
  '%2C': ',',
  '%3B': ';',
};
const decodeUri = (uri: string) =>
  uri.replace(/%(3A|2F|3F|40|21|24|27|28|29|2A|2C|3B)/gi, (m) => DECODED[m.toUpperCase()]!);

/** X-HubSpot-Signature-v3: base64 HMAC-SHA256, keyed by the app's secret, of method + URI + body + timestamp. */
export function hubspotSignatureV3(
  secret: string,
  method: string,
  uri: string,
  body: string,
  timestamp: string,
): string {
  return createHmac('sha256', secret)
    .update(`${method}${decodeUri(uri)}${body}${timestamp}`)
    .digest('base64');
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A HubSpot webhook request is genuine: signed by the app's secret, and fresh (no replay of an old one). */
export function verifyHubSpotV3(input: {
  secret: string;
  method: string;
  uri: string;
  body: string;
  signature: string | undefined;
  timestamp: string | undefined;
  nowMs: number;
}): boolean {
  const { signature, timestamp } = input;
  if (!signature || !timestamp || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(input.nowMs - Number(timestamp)) > HUBSPOT_MAX_AGE_MS) return false;
  return same(signature, hubspotSignatureV3(input.secret, input.method, input.uri, input.body, timestamp));
}

/** The user of an `Authorization: Basic` header, when its password is the expected one; else null. */
export function basicAuthUser(header: string | undefined): { user: string; password: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Pipedrive sends the http_auth_user / http_auth_password its webhook was made with as HTTP basic auth. */
export function basicAuthMatches(header: string | undefined, user: string, password: string): boolean {
  const given = basicAuthUser(header);
  return given !== null && same(given.user, user) && same(given.password, password);
}
