import { authorized, grant } from './calls.js';
import { retryAfterMs, DEFAULT_BACKOFF, type BackoffOptions, type HttpFailure } from './backoff.js';
import {
  type ContactInput,
  type CrmApi,
  type CrmOAuth,
  type CrmTokens,
  type RemoteDeal,
  type TokenSource,
} from './types.js';

/** Where the Pipedrive calls go: the platform (the company's api_domain), or a local fake. */
export interface PipedriveEndpoints {
  /** The OAuth server (authorize, token). */
  oauthBase: string;
  /** Overrides the token's api_domain (tests, the sandbox). */
  apiBase?: string;
  clientId: string;
  clientSecret: string;
  isSandbox: boolean;
}

export const PIPEDRIVE_OAUTH_BASE = 'https://oauth.pipedrive.com';

class PipedriveHttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly retryAfter: string | null,
  ) {
    super(`pipedrive answered ${status}`);
  }
}
const failureOf = (error: unknown): HttpFailure | null => {
  if (error instanceof PipedriveHttpError)
    return { status: error.status, retryAfterMs: retryAfterMs(error.retryAfter) };
  if (error instanceof TypeError) return { status: null, retryAfterMs: null };
  return null;
};

async function send<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new PipedriveHttpError(response.status, response.headers.get('retry-after'));
  return (await response.json()) as T;
}

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  api_domain?: string;
}

export function pipedriveOAuth(
  endpoints: PipedriveEndpoints,
  backoff: BackoffOptions = DEFAULT_BACKOFF,
): CrmOAuth {
  const token = (form: Record<string, string>): Promise<CrmTokens> =>
    grant({ platform: 'pipedrive', failureOf, backoff }, async () => {
      const r = await send<TokenAnswer>(new URL('/oauth/token', endpoints.oauthBase).toString(), {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${endpoints.clientId}:${endpoints.clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
      });
      return {
        accessToken: r.access_token,
        refreshToken: r.refresh_token,
        expiresAt: Date.now() + r.expires_in * 1000,
        apiDomain: r.api_domain,
      };
    });

  return {
    authorizeUrl(state, redirectUri) {
      if (endpoints.isSandbox)
        return `${redirectUri}?code=sandbox-pipedrive&state=${encodeURIComponent(state)}`;
      const url = new URL('/oauth/authorize', endpoints.oauthBase);
      url.search = new URLSearchParams({
        client_id: endpoints.clientId,
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    exchange: (code, redirectUri) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  };
}

interface Envelope<T> {
  success: boolean;
  data: T;
  additional_data?: {
    next_cursor?: string | null;
    pagination?: { more_items_in_collection?: boolean; next_start?: number };
  };
}
interface PdPerson {
  id: number;
  name: string;
  emails?: { value: string; primary?: boolean }[];
  organization?: { name?: string } | null;
  org_name?: string | null;
}
interface PdDeal {
  id: number;
  title: string;
  value: number | null;
  currency: string | null;
  pipeline_id: number | null;
  stage_id: number | null;
  owner_id: number | null;
  status: 'open' | 'won' | 'lost' | 'deleted';
  update_time: string | null;
}

const toDeal = (d: PdDeal): RemoteDeal => ({
  id: String(d.id),
  name: d.title,
  amount: Number(d.value ?? 0) || 0,
  currency: (d.currency ?? 'USD').toLowerCase(),
  pipelineId: d.pipeline_id === null ? null : String(d.pipeline_id),
  stageId: d.stage_id === null ? null : String(d.stage_id),
  ownerId: d.owner_id === null ? null : String(d.owner_id),
  status: d.status,
  modifiedAt: d.update_time
    ? new Date(d.update_time.endsWith('Z') ? d.update_time : `${d.update_time}Z`)
    : new Date(0),
});
const toContact = (p: PdPerson) => ({
  id: String(p.id),
  name: p.name,
  email: p.emails?.find((e) => e.primary)?.value ?? p.emails?.[0]?.value ?? null,
  company: p.organization?.name ?? p.org_name ?? null,
});
const personBody = (input: ContactInput) => ({
  name: [input.firstName, input.lastName].filter(Boolean).join(' ') || input.email || 'Prospect',
  ...(input.email ? { emails: [{ value: input.email, primary: true, label: 'work' }] } : {}),
  ...(input.phone ? { phones: [{ value: input.phone, primary: true, label: 'work' }] } : {}),
});

/**
 * Pipedrive through its documented v2 HTTP API (v1 where v2 has no such call: users, currencies).
 * Every call refreshes once on 401 and backs off on 429 (Retry-After) and 5xx.
 */
export function pipedriveApi(
  endpoints: PipedriveEndpoints,
  tokens: TokenSource,
  backoff: BackoffOptions = DEFAULT_BACKOFF,
): CrmApi {
  function request<T>(
    method: string,
    path: string,
    query?: Record<string, string | number | undefined>,
    body?: unknown,
  ): Promise<Envelope<T>> {
    const once = (t: CrmTokens) => {
      const url = new URL(path, endpoints.apiBase ?? t.apiDomain ?? 'https://api.pipedrive.com');
      for (const [k, v] of Object.entries(query ?? {}))
        if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
      return send<Envelope<T>>(url.toString(), {
        method,
        headers: {
          authorization: `Bearer ${t.accessToken}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    };
    return authorized({ platform: 'pipedrive', failureOf, backoff }, tokens, once, method === 'POST');
  }
  const orNull = async <T>(run: () => Promise<T>): Promise<T | null> => {
    try {
      return await run();
    } catch (error) {
      if (failureOf(error)?.status === 404) return null;
      throw error;
    }
  };

  return {
    async account() {
      const me = await request<{
        id: number;
        name: string;
        email: string;
        company_id: number;
        company_name: string;
      }>('GET', '/api/v1/users/me');
      return {
        accountId: String(me.data.company_id),
        accountName: me.data.company_name,
        user: { id: String(me.data.id), name: me.data.name, email: me.data.email },
      };
    },
    async owners() {
      const r = await request<{ id: number; name: string; email: string; active_flag?: boolean }[]>(
        'GET',
        '/api/v1/users',
      );
      return r.data
        .filter((u) => u.active_flag !== false)
        .map((u) => ({ id: String(u.id), name: u.name, email: u.email }));
    },
    async pipelines() {
      const pipelines = await request<{ id: number; name: string; order_nr: number }[]>(
        'GET',
        '/api/v2/pipelines',
        { limit: 500 },
      );
      const stages: {
        id: number;
        name: string;
        order_nr: number;
        pipeline_id: number;
        deal_probability: number;
      }[] = [];
      let cursor: string | undefined;
      do {
        const page = await request<typeof stages>('GET', '/api/v2/stages', { limit: 500, cursor });
        stages.push(...page.data);
        cursor = page.additional_data?.next_cursor ?? undefined;
      } while (cursor);
      return [...pipelines.data]
        .sort((a, b) => a.order_nr - b.order_nr)
        .map((p) => ({
          id: String(p.id),
          name: p.name,
          stages: stages
            .filter((s) => s.pipeline_id === p.id)
            .sort((a, b) => a.order_nr - b.order_nr)
            .map((s, i) => ({
              id: String(s.id),
              name: s.name,
              order: i,
              probability: s.deal_probability ?? 0,
            })),
        }));
    },
    async currencies() {
      const r = await request<{ code: string }[]>('GET', '/api/v1/currencies');
      return r.data.map((c) => c.code.toLowerCase());
    },
    async searchContacts(q, limit) {
      if (!q) {
        const r = await request<PdPerson[]>('GET', '/api/v2/persons', { limit });
        return r.data.map(toContact);
      }
      const r = await request<{ items: { item: PdPerson }[] }>('GET', '/api/v2/persons/search', {
        term: q,
        limit,
      });
      return r.data.items.map((i) => toContact(i.item));
    },
    async searchCompanies(q, limit) {
      const r = q
        ? (
            await request<{ items: { item: { id: number; name: string; address?: string | null } }[] }>(
              'GET',
              '/api/v2/organizations/search',
              { term: q, limit },
            )
          ).data.items.map((i) => i.item)
        : (await request<{ id: number; name: string }[]>('GET', '/api/v2/organizations', { limit })).data;
      return r.map((o) => ({ id: String(o.id), name: o.name, domain: null }));
    },
    async findContactByEmail(email) {
      const r = await request<{ items: { item: PdPerson }[] }>('GET', '/api/v2/persons/search', {
        term: email,
        fields: 'email',
        exact_match: 'true',
        limit: 1,
      });
      const first = r.data.items[0];
      return first ? toContact(first.item) : null;
    },
    async createContact(input) {
      return toContact(
        (await request<PdPerson>('POST', '/api/v2/persons', undefined, personBody(input))).data,
      );
    },
    updateContact: (id, input) =>
      orNull(async () =>
        toContact(
          (await request<PdPerson>('PATCH', `/api/v2/persons/${id}`, undefined, personBody(input))).data,
        ),
      ),
    async dealsOfContact(contactId) {
      const r = await request<PdDeal[]>('GET', '/api/v2/deals', { person_id: contactId, limit: 100 });
      return r.data.map(toDeal);
    },
    async createDeal(input) {
      const body: Record<string, unknown> = {
        title: input.name,
        value: input.amount,
        currency: input.currency.toUpperCase(),
        person_id: Number(input.contactId),
      };
      if (input.pipelineId) body.pipeline_id = Number(input.pipelineId);
      if (input.stageId) body.stage_id = Number(input.stageId);
      return toDeal((await request<PdDeal>('POST', '/api/v2/deals', undefined, body)).data);
    },
    getDeal: (id) => orNull(async () => toDeal((await request<PdDeal>('GET', `/api/v2/deals/${id}`)).data)),
    async moveDeal(id, stageId) {
      return toDeal(
        (await request<PdDeal>('PATCH', `/api/v2/deals/${id}`, undefined, { stage_id: Number(stageId) }))
          .data,
      );
    },
    async dealsModifiedSince(since, cursor) {
      const r = await request<PdDeal[]>('GET', '/api/v2/deals', {
        updated_since: since.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        sort_by: 'update_time',
        sort_direction: 'asc',
        limit: 100,
        cursor: cursor ?? undefined,
      });
      return { items: r.data.map(toDeal), next: r.additional_data?.next_cursor ?? null };
    },
    async subscribeDealChanges(target) {
      const hooks = await request<
        { subscription_url: string; event_object: string; http_auth_user?: string | null }[]
      >('GET', '/api/v1/webhooks');
      const found = hooks.data.some(
        (h) =>
          h.subscription_url === target.url && h.event_object === 'deal' && h.http_auth_user === target.user,
      );
      if (!found)
        await request('POST', '/api/v1/webhooks', undefined, {
          subscription_url: target.url,
          event_action: 'change',
          event_object: 'deal',
          http_auth_user: target.user,
          http_auth_password: target.password,
          version: '2.0',
        });
      return true;
    },
    recordUrl: (type, id) =>
      endpoints.isSandbox
        ? null
        : `https://app.pipedrive.com/${type === 'contact' ? 'person' : 'deal'}/${id}`,
  };
}
