import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isSandboxCredential } from '../../lib/sandbox-credentials.js';

/** A Calendly user as the API v2 gives it (`/users/me`, organization memberships). */
export interface CalendlyUserInfo {
  uri: string;
  name: string;
  email: string | null;
  avatarUrl: string | null;
  organizationUri: string;
}

export interface CalendlyEventTypeInfo {
  uri: string;
  name: string;
  active: boolean;
  /** The owner's user URI (`profile.owner`). */
  ownerUri: string;
}

export interface CalendlyPage<T> {
  items: T[];
  nextPageToken: string | null;
}

/** Thrown for any answer other than 2xx: `status` 401 means the token is not (or no longer) valid. */
export class CalendlyError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The four kinds of call Leadloop makes to Calendly (API v2): who the token is, the organization's members,
 * event types, and webhook subscriptions for invitee.created / invitee.canceled. `count` is Calendly's page size
 * (≤ 100).
 */
export interface CalendlyApi {
  me(token: string): Promise<CalendlyUserInfo>;
  members(
    token: string,
    organizationUri: string,
    count: number,
    pageToken?: string,
  ): Promise<CalendlyPage<CalendlyUserInfo>>;
  eventTypes(
    token: string,
    organizationUri: string,
    count: number,
    pageToken?: string,
  ): Promise<CalendlyPage<CalendlyEventTypeInfo>>;
  subscribe(
    token: string,
    input: { url: string; organizationUri: string; userUri: string; signingKey: string },
  ): Promise<{ uri: string }>;
  unsubscribe(token: string, uri: string): Promise<void>;
}

export const CALENDLY_EVENTS = ['invitee.created', 'invitee.canceled'] as const;

/** The last segment of a Calendly URI: the id Leadloop shows (`https://api.calendly.com/users/AAA` → `AAA`). */
export const calendlyId = (uri: string) => uri.replace(/\/+$/, '').split('/').pop() ?? uri;

interface RawUser {
  uri: string;
  name?: string;
  email?: string | null;
  avatar_url?: string | null;
  current_organization?: string;
}

const toUser = (u: RawUser, organizationUri = u.current_organization ?? ''): CalendlyUserInfo => ({
  uri: u.uri,
  name: u.name ?? '',
  email: u.email ?? null,
  avatarUrl: u.avatar_url ?? null,
  organizationUri,
});

/** The real Calendly API v2 over HTTP (`baseUrl` https://api.calendly.com, or a local fake in tests). */
export function createHttpCalendly(baseUrl: string, fetchImpl: typeof fetch = fetch): CalendlyApi {
  const base = baseUrl.replace(/\/$/, '');
  async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetchImpl(path.startsWith('http') ? path : `${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    if (!res.ok) {
      let message = `Calendly answered ${res.status}`;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? message;
      } catch {
        // not JSON
      }
      throw new CalendlyError(res.status, message);
    }
    return (text ? JSON.parse(text) : {}) as T;
  }
  const pageQuery = (count: number, pageToken?: string) =>
    `count=${count}${pageToken ? `&page_token=${encodeURIComponent(pageToken)}` : ''}`;
  return {
    async me(token) {
      const r = await call<{ resource: RawUser }>(token, 'GET', '/users/me');
      return toUser(r.resource);
    },
    async members(token, organizationUri, count, pageToken) {
      const r = await call<{
        collection: { user: RawUser; organization?: string }[];
        pagination: { next_page_token?: string | null };
      }>(
        token,
        'GET',
        `/organization_memberships?organization=${encodeURIComponent(organizationUri)}&${pageQuery(count, pageToken)}`,
      );
      return {
        items: r.collection.map((m) => toUser(m.user, m.organization ?? organizationUri)),
        nextPageToken: r.pagination.next_page_token ?? null,
      };
    },
    async eventTypes(token, organizationUri, count, pageToken) {
      const r = await call<{
        collection: { uri: string; name: string; active?: boolean; profile?: { owner?: string } | null }[];
        pagination: { next_page_token?: string | null };
      }>(
        token,
        'GET',
        `/event_types?organization=${encodeURIComponent(organizationUri)}&${pageQuery(count, pageToken)}`,
      );
      return {
        items: r.collection.map((e) => ({
          uri: e.uri,
          name: e.name,
          active: e.active ?? true,
          ownerUri: e.profile?.owner ?? '',
        })),
        nextPageToken: r.pagination.next_page_token ?? null,
      };
    },
    async subscribe(token, input) {
      const r = await call<{ resource: { uri: string } }>(token, 'POST', '/webhook_subscriptions', {
        url: input.url,
        events: CALENDLY_EVENTS,
        organization: input.organizationUri,
        user: input.userUri,
        scope: 'user',
        signing_key: input.signingKey,
      });
      return { uri: r.resource.uri };
    },
    async unsubscribe(token, uri) {
      await call(token, 'DELETE', uri);
    },
  };
}

/**
 * The offline sandbox: any sandbox token (`sandbox…`, lib/sandbox-credentials.ts) is a Calendly user of a
 * sandbox organization with three event types, except `sandbox-invalid…`, which is refused as Calendly
 * refuses a wrong token (401), to show that path offline; other tokens never reach it.
 */
export function createSandboxCalendly(): CalendlyApi {
  const base = 'https://calendly.sandbox.local';
  const userOf = (token: string): CalendlyUserInfo => {
    if (!isSandboxCredential(token) || /^sandbox-invalid/i.test(token.trim()))
      throw new CalendlyError(401, 'The access token is invalid');
    const id = createHash('sha256').update(token).digest('hex').slice(0, 16).toUpperCase();
    return {
      uri: `${base}/users/${id}`,
      name: 'Sandbox Calendar',
      email: 'calendar@sandbox.local',
      avatarUrl: null,
      organizationUri: `${base}/organizations/ORG${id.slice(0, 8)}`,
    };
  };
  return {
    me: async (token) => userOf(token),
    members: async (token) => ({ items: [userOf(token)], nextPageToken: null }),
    eventTypes: async (token) => {
      const me = userOf(token);
      return {
        items: ['15 minute call', '30 minute meeting', 'Product demo'].map((name, i) => ({
          uri: `${base}/event_types/${calendlyId(me.uri)}-${i + 1}`,
          name,
          active: true,
          ownerUri: me.uri,
        })),
        nextPageToken: null,
      };
    },
    subscribe: async (token) => ({ uri: `${base}/webhook_subscriptions/${calendlyId(userOf(token).uri)}` }),
    unsubscribe: async () => undefined,
  };
}

/** Calendly's signature header: `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(key, "t.body")>`. */
export function signCalendly(signingKey: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', signingKey).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${v1}`;
}

/** Checks a Calendly webhook signature and its age (3 minutes by default, against replays). */
export function verifyCalendly(
  signingKey: string,
  body: string,
  header: string | undefined,
  nowMs = Date.now(),
  toleranceS = 180,
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isFinite(t) || !parts.v1) return false;
  if (Math.abs(nowMs / 1000 - t) > toleranceS) return false;
  const expected = Buffer.from(createHmac('sha256', signingKey).update(`${t}.${body}`).digest('hex'));
  const got = Buffer.from(parts.v1);
  return got.length === expected.length && timingSafeEqual(got, expected);
}
