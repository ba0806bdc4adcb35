import { authorized, grant } from './calls.js';
import { Client } from '@hubspot/api-client';
import { CURRENCIES } from '@leadloop/domain/billing/enums';
import {
  withBackoff,
  retryAfterMs,
  DEFAULT_BACKOFF,
  type BackoffOptions,
  type HttpFailure,
} from './backoff.js';
import {
  type ContactInput,
  type CrmApi,
  type CrmOAuth,
  type CrmTokens,
  type RemoteContact,
  type RemoteDeal,
  type TokenSource,
} from './types.js';

/** Where the HubSpot clients go: the platform, or a local fake (tests, the sandbox). */
export interface HubSpotEndpoints {
  apiBase: string;
  authorizeBase: string;
  clientId: string;
  clientSecret: string;
  /** The app's id and developer API key: its webhook subscriptions are managed with them. */
  appId?: string;
  developerApiKey?: string;
  /** The sandbox approves at once: the sign-in link goes straight back with a code. */
  isSandbox: boolean;
}

export const HUBSPOT_ENDPOINTS = {
  apiBase: 'https://api.hubapi.com',
  authorizeBase: 'https://app.hubspot.com',
};
const SCOPES =
  'crm.objects.contacts.read crm.objects.contacts.write crm.objects.deals.read crm.objects.deals.write crm.objects.companies.read crm.objects.owners.read oauth';
const CONTACT_PROPS = ['firstname', 'lastname', 'email', 'company'];
const DEAL_PROPS = [
  'dealname',
  'amount',
  'deal_currency_code',
  'pipeline',
  'dealstage',
  'hubspot_owner_id',
  'hs_lastmodifieddate',
];
/** Deal properties whose change HubSpot reports by webhook (what the sync reads back). */
const WATCHED = ['dealstage', 'hubspot_owner_id', 'dealname', 'pipeline'];
/** HubSpot's default association type, deal → contact. */
const DEAL_TO_CONTACT = 3;

interface HubSpotError {
  code?: number;
  headers?: Record<string, string>;
}
const failureOf = (error: unknown): HttpFailure | null => {
  const e = error as HubSpotError & { name?: string };
  if (typeof e?.code === 'number')
    return { status: e.code, retryAfterMs: retryAfterMs(e.headers?.['retry-after']) };
  if (error instanceof TypeError || e?.name === 'FetchError') return { status: null, retryAfterMs: null };
  return null;
};

function tokensOf(
  r: { accessToken: string; refreshToken: string; expiresIn: number },
  now: number,
): CrmTokens {
  return { accessToken: r.accessToken, refreshToken: r.refreshToken, expiresAt: now + r.expiresIn * 1000 };
}

export function hubspotOAuth(
  endpoints: HubSpotEndpoints,
  backoff: BackoffOptions = DEFAULT_BACKOFF,
): CrmOAuth {
  const client = new Client({ basePath: endpoints.apiBase });
  const token = (grantType: 'authorization_code' | 'refresh_token', value: string, redirectUri?: string) =>
    grant({ platform: 'hubspot', failureOf, backoff }, async () =>
      tokensOf(
        await client.oauth.tokensApi.create(
          grantType,
          grantType === 'authorization_code' ? value : undefined,
          redirectUri,
          endpoints.clientId,
          endpoints.clientSecret,
          grantType === 'refresh_token' ? value : undefined,
        ),
        Date.now(),
      ),
    );

  return {
    authorizeUrl(state, redirectUri) {
      if (endpoints.isSandbox)
        return `${redirectUri}?code=sandbox-hubspot&state=${encodeURIComponent(state)}`;
      const url = new URL('/oauth/authorize', endpoints.authorizeBase);
      url.search = new URLSearchParams({
        client_id: endpoints.clientId,
        redirect_uri: redirectUri,
        scope: SCOPES,
        state,
      }).toString();
      return url.toString();
    },
    exchange: (code, redirectUri) => token('authorization_code', code, redirectUri),
    refresh: (refreshToken) => token('refresh_token', refreshToken),
  };
}

type Props = Record<string, string | null | undefined>;
const toContact = (o: { id: string; properties: Props }): RemoteContact => ({
  id: o.id,
  name:
    [o.properties.firstname, o.properties.lastname].filter(Boolean).join(' ') || (o.properties.email ?? o.id),
  email: o.properties.email ?? null,
  company: o.properties.company ?? null,
});
const toDeal = (o: { id: string; properties: Props; updatedAt?: Date; archived?: boolean }): RemoteDeal => {
  const p = o.properties;
  const stage = p.dealstage ?? null;
  const modified = p.hs_lastmodifieddate ? new Date(p.hs_lastmodifieddate) : (o.updatedAt ?? new Date(0));
  return {
    id: o.id,
    name: p.dealname ?? '',
    amount: Number(p.amount ?? 0) || 0,
    currency: (p.deal_currency_code ?? 'USD').toLowerCase(),
    pipelineId: p.pipeline ?? null,
    stageId: stage,
    ownerId: p.hubspot_owner_id || null,
    status: o.archived ? 'deleted' : stage === 'closedwon' ? 'won' : stage === 'closedlost' ? 'lost' : 'open',
    modifiedAt: modified,
  };
};
const contactProps = (input: ContactInput): Record<string, string> => {
  const props: Record<string, string> = { firstname: input.firstName, lastname: input.lastName };
  if (input.email) props.email = input.email;
  if (input.company) props.company = input.company;
  if (input.phone) props.phone = input.phone;
  if (input.title) props.jobtitle = input.title;
  return props;
};

/** The HubSpot CRM through the official client; every call refreshes once on 401 and backs off on 429. */
export function hubspotApi(
  endpoints: HubSpotEndpoints,
  tokens: TokenSource,
  backoff: BackoffOptions = DEFAULT_BACKOFF,
): CrmApi {
  const clients = new Map<string, Client>();
  const clientFor = (t: CrmTokens) => {
    let c = clients.get(t.accessToken);
    if (!c) {
      c = new Client({ accessToken: t.accessToken, basePath: endpoints.apiBase });
      clients.clear();
      clients.set(t.accessToken, c);
    }
    return c;
  };
  const call = <T>(run: (client: Client, t: CrmTokens) => Promise<T>, writes = false): Promise<T> =>
    authorized({ platform: 'hubspot', failureOf, backoff }, tokens, (t) => run(clientFor(t), t), writes);

  const isNotFound = (error: unknown) => failureOf(error)?.status === 404;
  const search = (q: string) => (q ? { query: q } : {});

  return {
    account: () =>
      call(async (client, t) => {
        const info = await client.oauth.accessTokensApi.get(t.accessToken);
        const hubId = String(info.hubId);
        return {
          accountId: hubId,
          accountName: info.hubDomain ?? `HubSpot ${hubId}`,
          user: { id: String(info.userId), name: info.user ?? '', email: info.user ?? '' },
        };
      }),
    owners: () =>
      call(async (client) => {
        const owners = [];
        let after: string | undefined;
        do {
          const page = await client.crm.owners.ownersApi.getPage(undefined, after, 100, false);
          owners.push(...page.results);
          after = page.paging?.next?.after;
        } while (after);
        return owners.map((o) => ({
          id: String(o.id),
          name: [o.firstName, o.lastName].filter(Boolean).join(' ') || (o.email ?? String(o.id)),
          email: o.email ?? '',
        }));
      }),
    pipelines: () =>
      call(async (client) => {
        const r = await client.crm.pipelines.pipelinesApi.getAll('deals');
        return [...r.results]
          .sort((a, b) => a.displayOrder - b.displayOrder)
          .map((p) => ({
            id: p.id,
            name: p.label,
            stages: [...p.stages]
              .sort((a, b) => a.displayOrder - b.displayOrder)
              .map((s, i) => ({
                id: s.id,
                name: s.label,
                order: i,
                probability: Math.round(Number(s.metadata?.probability ?? 0) * 100),
              })),
          }));
      }),
    currencies: async () => CURRENCIES.map((c) => c.toLowerCase()),
    searchContacts: (q, limit) =>
      call(async (client) => {
        const r = await client.crm.contacts.searchApi.doSearch({
          ...search(q),
          properties: CONTACT_PROPS,
          limit,
        });
        return r.results.map(toContact);
      }),
    searchCompanies: (q, limit) =>
      call(async (client) => {
        const r = await client.crm.companies.searchApi.doSearch({
          ...search(q),
          properties: ['name', 'domain'],
          limit,
        });
        return r.results.map((o) => ({
          id: o.id,
          name: o.properties.name ?? o.id,
          domain: o.properties.domain ?? null,
        }));
      }),
    findContactByEmail: (email) =>
      call(async (client) => {
        const r = await client.crm.contacts.searchApi.doSearch({
          filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ' as never, value: email }] }],
          properties: CONTACT_PROPS,
          limit: 1,
        });
        return r.results[0] ? toContact(r.results[0]) : null;
      }),
    createContact: (input) =>
      call(
        async (client) =>
          toContact(
            await client.crm.contacts.basicApi.create({ properties: contactProps(input), associations: [] }),
          ),
        true,
      ),
    updateContact: async (id, input) => {
      try {
        return await call(async (client) =>
          toContact(await client.crm.contacts.basicApi.update(id, { properties: contactProps(input) })),
        );
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    dealsOfContact: (contactId) =>
      call(async (client) => {
        const r = await client.crm.deals.searchApi.doSearch({
          filterGroups: [
            {
              filters: [{ propertyName: 'associations.contact', operator: 'EQ' as never, value: contactId }],
            },
          ],
          properties: DEAL_PROPS,
          limit: 100,
        });
        return r.results.map(toDeal);
      }),
    createDeal: (input) =>
      call(async (client) => {
        const properties: Record<string, string> = {
          dealname: input.name,
          amount: String(input.amount),
          deal_currency_code: input.currency.toUpperCase(),
        };
        if (input.pipelineId) properties.pipeline = input.pipelineId;
        if (input.stageId) properties.dealstage = input.stageId;
        const created = await client.crm.deals.basicApi.create({
          properties,
          associations: [
            {
              to: { id: input.contactId },
              types: [
                { associationCategory: 'HUBSPOT_DEFINED' as never, associationTypeId: DEAL_TO_CONTACT },
              ],
            },
          ],
        });
        return toDeal(created);
      }, true),
    getDeal: async (id) => {
      try {
        return await call(async (client) => toDeal(await client.crm.deals.basicApi.getById(id, DEAL_PROPS)));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    moveDeal: (id, stageId) =>
      call(async (client) =>
        toDeal(await client.crm.deals.basicApi.update(id, { properties: { dealstage: stageId } })),
      ),
    dealsModifiedSince: (since, cursor) =>
      call(async (client) => {
        const r = await client.crm.deals.searchApi.doSearch({
          filterGroups: [
            {
              filters: [
                {
                  propertyName: 'hs_lastmodifieddate',
                  operator: 'GTE' as never,
                  value: String(since.getTime()),
                },
              ],
            },
          ],
          sorts: ['hs_lastmodifieddate'],
          properties: DEAL_PROPS,
          limit: 100,
          after: cursor ?? undefined,
        });
        return { items: r.results.map(toDeal), next: r.paging?.next?.after ?? null };
      }),
    async subscribeDealChanges(target) {
      const { appId, developerApiKey } = endpoints;
      if (!appId || !developerApiKey) return false;
      const dev = new Client({ developerApiKey, basePath: endpoints.apiBase });
      const app = Number(appId);
      await withBackoff(
        async () => {
          await dev.webhooks.settingsApi.configure(app, {
            targetUrl: target.url,
            throttling: { maxConcurrentRequests: 10 },
          });
          const { results } = await dev.webhooks.subscriptionsApi.getAll(app);
          for (const propertyName of WATCHED)
            if (
              !results.some((s) => s.eventType === 'deal.propertyChange' && s.propertyName === propertyName)
            )
              await dev.webhooks.subscriptionsApi.create(app, {
                eventType: 'deal.propertyChange' as never,
                propertyName,
                active: true,
              });
        },
        failureOf,
        backoff,
      );
      return true;
    },
    recordUrl: (type, id, accountId) =>
      endpoints.isSandbox || !accountId
        ? null
        : `${endpoints.authorizeBase}/contacts/${accountId}/record/${type === 'contact' ? '0-1' : '0-3'}/${id}`,
  };
}
