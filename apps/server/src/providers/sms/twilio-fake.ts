import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local, stateful stand-in for Twilio's REST API (2010-04-01) on 127.0.0.1, for tests: the official SDK
 * is pointed at it (TWILIO_API_BASE). It speaks the shapes the SDK reads — form-encoded POSTs, JSON answers,
 * RFC 2822 dates, list pages with `next_page_uri` — and checks HTTP Basic auth (a wrong one: 401, code 20003).
 * Messages move queued → sent (after 1 s) → delivered (after 3 s), or undelivered with 30003 for numbers in
 * `failing`; time is the fake's own clock (`advance`). Replies are injected with `receive`.
 */
export interface FakeMessage {
  sid: string;
  from: string;
  to: string;
  body: string;
  direction: 'inbound' | 'outbound-api';
  createdAt: number;
}

export interface TwilioFake {
  url: string;
  accountSid: string;
  authToken: string;
  /** Every message Twilio holds (what a test counts). */
  messages: FakeMessage[];
  /** Numbers bought (IncomingPhoneNumbers). */
  owned: { sid: string; phoneNumber: string }[];
  /** Every request answered: method, path and status. */
  calls: { method: string; path: string; status: number }[];
  /** The fake's clock (ms): real time plus what `advance` added. */
  now(): number;
  advance(ms: number): void;
  receive(input: { from: string; to: string; body: string }): FakeMessage;
  /** The next purchase (IncomingPhoneNumbers POST) answers this server error instead, once. */
  failNextPurchase(status: number): void;
  close(): Promise<void>;
}

export const FAKE_FAILING_NUMBER = '+15005550009';
const SENT_AFTER_MS = 1000;
const SETTLED_AFTER_MS = 3000;
/** Numbers each area code offers before purchases (AvailablePhoneNumbers). */
const STOCK_PER_AREA = 5;

const sid = (prefix: string) => prefix + randomBytes(16).toString('hex');
const rfc2822 = (t: number) => new Date(t).toUTCString().replace('GMT', '+0000');
const e164 = /^\+[1-9]\d{4,14}$/;

export async function startTwilioFake(
  options: { failing?: string[]; accountSid?: string; authToken?: string } = {},
): Promise<TwilioFake> {
  const accountSid = options.accountSid ?? sid('AC');
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const failing = new Set([FAKE_FAILING_NUMBER, ...(options.failing ?? [])]);
  let offset = 0;
  const now = () => Date.now() + offset;
  const messages: FakeMessage[] = [];
  const owned: TwilioFake['owned'] = [];
  const calls: TwilioFake['calls'] = [];
  const base = `/2010-04-01/Accounts/${accountSid}`;
  let purchaseFailure: number | null = null;

  const messageJson = (m: FakeMessage) => {
    const age = now() - m.createdAt;
    const fails = failing.has(m.to);
    const status =
      m.direction === 'inbound'
        ? 'received'
        : age < SENT_AFTER_MS
          ? 'queued'
          : age < SETTLED_AFTER_MS
            ? 'sent'
            : fails
              ? 'undelivered'
              : 'delivered';
    const failed = status === 'undelivered';
    return {
      sid: m.sid,
      account_sid: accountSid,
      api_version: '2010-04-01',
      from: m.from,
      to: m.to,
      body: m.body,
      direction: m.direction,
      status,
      num_segments: '1',
      num_media: '0',
      error_code: failed ? 30003 : null,
      error_message: failed ? 'Unreachable destination handset' : null,
      price: null,
      price_unit: 'USD',
      messaging_service_sid: null,
      date_created: rfc2822(m.createdAt),
      date_sent: rfc2822(m.createdAt),
      date_updated: rfc2822(now()),
      uri: `${base}/Messages/${m.sid}.json`,
      subresource_uris: { media: `${base}/Messages/${m.sid}/Media.json` },
    };
  };

  /** Twilio's list envelope: `key` holds the page; `next_page_uri` is null on the last page. */
  function page<T>(key: string, all: T[], path: string, query: URLSearchParams) {
    const size = Math.min(1000, Number(query.get('PageSize') ?? 50));
    const number = Number(query.get('Page') ?? 0);
    const items = all.slice(number * size, (number + 1) * size);
    const link = (p: number) => {
      const q = new URLSearchParams(query);
      q.set('PageSize', String(size));
      q.set('Page', String(p));
      return `${path}?${q.toString()}`;
    };
    return {
      [key]: items,
      page: number,
      page_size: size,
      start: number * size,
      end: number * size + Math.max(0, items.length - 1),
      uri: link(number),
      first_page_uri: link(0),
      next_page_uri: (number + 1) * size < all.length ? link(number + 1) : null,
      previous_page_uri: number > 0 ? link(number - 1) : null,
    };
  }

  const error = (status: number, code: number, message: string) => ({
    status,
    body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  });

  function available(country: string, query: URLSearchParams) {
    const area = query.get('AreaCode') ?? '';
    const contains = query.get('Contains')?.replace(/\*/g, '') ?? '';
    const taken = new Set(owned.map((o) => o.phoneNumber));
    const prefix = area ? `+1${area}` : contains.startsWith('+') ? contains : '';
    if (!prefix) return [];
    const list = Array.from(
      { length: STOCK_PER_AREA },
      (_, i) => `${prefix}555${String(100 + i).padStart(4, '0')}`,
    )
      .filter((n) => !taken.has(n))
      .map((n) => ({
        friendly_name: n,
        phone_number: n,
        iso_country: country,
        locality: null,
        region: query.get('InRegion'),
        capabilities: { voice: true, SMS: true, MMS: false },
      }));
    return list.slice(0, Number(query.get('PageSize') ?? 50));
  }

  function route(method: string, path: string, query: URLSearchParams, form: URLSearchParams) {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === `${base}/Messages.json`) {
      const to = form.get('To') ?? '';
      if (!e164.test(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      const message: FakeMessage = {
        sid: sid('SM'),
        from: form.get('From') ?? '',
        to,
        body: form.get('Body') ?? '',
        direction: 'outbound-api',
        createdAt: now(),
      };
      messages.push(message);
      return { status: 201, body: messageJson(message) };
    }
    if (
      method === 'GET' &&
      (m = path.match(/^.*\/Messages\/(SM\w+|MM\w+)\.json$/)) &&
      path.startsWith(base)
    ) {
      const found = messages.find((x) => x.sid === m![1]);
      return found
        ? { status: 200, body: messageJson(found) }
        : error(404, 20404, `The requested resource ${path} was not found`);
    }
    if (method === 'GET' && path === `${base}/Messages.json`) {
      const after = query.get('DateSent>');
      const before = query.get('DateSent<');
      const list = messages
        .filter(
          (x) =>
            (!query.get('To') || x.to === query.get('To')) &&
            (!query.get('From') || x.from === query.get('From')) &&
            (!after || Math.floor(x.createdAt / 1000) * 1000 >= Date.parse(after)) &&
            (!before || Math.floor(x.createdAt / 1000) * 1000 <= Date.parse(before)),
        )
        .sort((a, b) => b.createdAt - a.createdAt)
        .map(messageJson);
      return { status: 200, body: page('messages', list, path, query) };
    }
    if (method === 'GET' && (m = path.match(/^.*\/AvailablePhoneNumbers\/([A-Z]{2})\/Local\.json$/)))
      return { status: 200, body: page('available_phone_numbers', available(m[1]!, query), path, query) };
    if (method === 'POST' && path === `${base}/IncomingPhoneNumbers.json`) {
      if (purchaseFailure !== null) {
        const status = purchaseFailure;
        purchaseFailure = null;
        return error(status, 20500, 'Internal Server Error');
      }
      const number = form.get('PhoneNumber') ?? '';
      const offered = available('US', new URLSearchParams({ Contains: number.slice(0, -7) }));
      if (!offered.some((o) => o.phone_number === number))
        return error(400, 21422, `PhoneNumber ${number} is not available.`);
      const bought = { sid: sid('PN'), phoneNumber: number };
      owned.push(bought);
      return {
        status: 201,
        body: {
          sid: bought.sid,
          account_sid: accountSid,
          phone_number: number,
          friendly_name: form.get('FriendlyName') ?? number,
          capabilities: { voice: true, sms: true, mms: false },
          status: 'in-use',
          date_created: rfc2822(now()),
          date_updated: rfc2822(now()),
          uri: `${base}/IncomingPhoneNumbers/${bought.sid}.json`,
        },
      };
    }
    if (method === 'DELETE' && (m = path.match(/^.*\/IncomingPhoneNumbers\/(PN\w+)\.json$/))) {
      const i = owned.findIndex((o) => o.sid === m![1]);
      if (i < 0) return error(404, 20404, `The requested resource ${path} was not found`);
      owned.splice(i, 1);
      return { status: 204, body: null };
    }
    return error(404, 20404, `The requested resource ${path} was not found`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const [user, pass] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString()
        .split(':');
      const answer =
        user === accountSid && pass === authToken
          ? route(
              req.method ?? 'GET',
              url.pathname,
              url.searchParams,
              new URLSearchParams(Buffer.concat(chunks).toString()),
            )
          : error(401, 20003, 'Authenticate');
      calls.push({ method: req.method ?? 'GET', path: url.pathname, status: answer.status });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body === null ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    owned,
    calls,
    now,
    advance: (ms) => void (offset += ms),
    receive(input) {
      const message: FakeMessage = { sid: sid('SM'), ...input, direction: 'inbound', createdAt: now() };
      messages.push(message);
      return message;
    },
    failNextPurchase: (status) => void (purchaseFailure = status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
