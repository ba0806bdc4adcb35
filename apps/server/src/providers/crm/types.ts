import type { RemoteCrmPlatform } from '@leadloop/domain/crm/platforms';

export type { RemoteCrmPlatform };

/** OAuth tokens of one workspace's connection (sealed at rest, never returned by the API). */
export interface CrmTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms. */
  expiresAt: number;
  /** Pipedrive: the company's API domain the token works on. */
  apiDomain?: string;
}

export interface RemoteOwner {
  id: string;
  name: string;
  email: string;
}
export interface RemoteStage {
  id: string;
  name: string;
  order: number;
  /** Percent (0–100). */
  probability: number;
}
export interface RemotePipeline {
  id: string;
  name: string;
  stages: RemoteStage[];
}
export interface RemoteContact {
  id: string;
  name: string;
  email: string | null;
  company: string | null;
}
export interface RemoteCompany {
  id: string;
  name: string;
  domain: string | null;
}
export interface RemoteDeal {
  id: string;
  name: string;
  amount: number;
  currency: string;
  pipelineId: string | null;
  stageId: string | null;
  ownerId: string | null;
  status: 'open' | 'won' | 'lost' | 'deleted';
  modifiedAt: Date;
}
export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string | null;
  company: string | null;
  phone: string | null;
  title: string | null;
}
export interface DealInput {
  name: string;
  amount: number;
  currency: string;
  contactId: string;
  pipelineId?: string;
  stageId?: string;
}
export interface Page<T> {
  items: T[];
  next: string | null;
}
export interface RemoteAccount {
  accountId: string;
  accountName: string;
  user: { id: string; name: string; email: string };
}

/** One platform's API, for one connection (its tokens are refreshed by the caller's TokenSource). */
export interface CrmApi {
  account(): Promise<RemoteAccount>;
  owners(): Promise<RemoteOwner[]>;
  pipelines(): Promise<RemotePipeline[]>;
  currencies(): Promise<string[]>;
  searchContacts(q: string, limit: number): Promise<RemoteContact[]>;
  searchCompanies(q: string, limit: number): Promise<RemoteCompany[]>;
  findContactByEmail(email: string): Promise<RemoteContact | null>;
  createContact(input: ContactInput): Promise<RemoteContact>;
  /** null: the record is gone on the platform. */
  updateContact(id: string, input: ContactInput): Promise<RemoteContact | null>;
  dealsOfContact(contactId: string): Promise<RemoteDeal[]>;
  createDeal(input: DealInput): Promise<RemoteDeal>;
  getDeal(id: string): Promise<RemoteDeal | null>;
  moveDeal(id: string, stageId: string): Promise<RemoteDeal>;
  /** Deals changed at or after `since`, oldest first, one page at a time. */
  dealsModifiedSince(since: Date, cursor: string | null): Promise<Page<RemoteDeal>>;
  /**
   * Asks the platform to call `target` when a deal changes (idempotent: an existing subscription is kept).
   * HubSpot subscribes the app (its developer key), Pipedrive the connection's company; false when the
   * platform cannot be asked (a HubSpot app without its id and developer key): polling alone then.
   */
  subscribeDealChanges(target: WebhookTarget): Promise<boolean>;
  /** The platform's web page of a record (the prospect card links to it). */
  recordUrl(type: 'contact' | 'deal', id: string, accountId: string | null): string | null;
}

/** Where a platform's webhooks go, and the HTTP basic credentials Pipedrive sends with them. */
export interface WebhookTarget {
  url: string;
  user: string;
  password: string;
}

export interface CrmOAuth {
  authorizeUrl(state: string, redirectUri: string): string;
  exchange(code: string, redirectUri: string): Promise<CrmTokens>;
  refresh(refreshToken: string): Promise<CrmTokens>;
}

/** The current access token, and a way to get a fresh one when the platform answers 401. */
export interface TokenSource {
  current(): Promise<CrmTokens>;
  /** Refreshes once; throws CrmAuthError when the refresh token is refused too. */
  refreshed(): Promise<CrmTokens>;
}

/** The platform refused the tokens (expired or revoked): the workspace must connect again. */
export class CrmAuthError extends Error {
  constructor(public readonly platform: RemoteCrmPlatform) {
    super(`${platform} refused the tokens`);
  }
}

/** The platform is unreachable or kept answering 429 / 5xx after the backoff. */
export class CrmUnavailableError extends Error {
  constructor(
    public readonly platform: RemoteCrmPlatform,
    public readonly status: number | null,
  ) {
    super(`${platform} unavailable (${status ?? 'no answer'})`);
  }
}

/** What a campaign's crm_push step hands the CRM area (the engine knows no CRM: it calls this door). */
export interface CrmPushInput {
  spaceId: string;
  platform: import('@leadloop/domain/crm/platforms').CrmPlatform;
  prospect: {
    id: string;
    firstName: string;
    lastName: string;
    email: string | null;
    company: string | null;
    phone: string | null;
    title: string | null;
  };
  createDeal: boolean;
  pipelineId?: string;
  stageId?: string;
  /** The campaign's creator: the native deal's author and owner. */
  userId: string | null;
  credentialId: string | null;
  /** An earlier attempt of this step may have reached the CRM (the engine recovers after a crash). */
  recovering: boolean;
}
export type CrmPushResult =
  | { kind: 'done'; contactId: string | null; dealId: string | null; platform: string }
  | { kind: 'skipped'; reason: string }
  | { kind: 'retry'; reason: string; retryAt?: Date };
export type CrmPusher = (input: CrmPushInput) => Promise<CrmPushResult>;

/**
 * The CRM platforms of one server: HubSpot and Pipedrive through their OAuth apps when configured
 * (HUBSPOT_CLIENT_ID…, PIPEDRIVE_CLIENT_ID…), else through the local sandbox CRMs — the same clients
 * pointed at in-process fakes on 127.0.0.1, so `npm start` works offline and behaves like the real thing.
 */
export interface CrmRuntime {
  isSandbox(platform: RemoteCrmPlatform): boolean;
  oauth(platform: RemoteCrmPlatform): Promise<CrmOAuth>;
  api(platform: RemoteCrmPlatform, tokens: TokenSource): Promise<CrmApi>;
  /** Called when a workspace's tokens were refused (the crm area notifies its people). */
  /** The secret HubSpot signs its webhooks with (X-HubSpot-Signature-v3): the app's client secret. */
  hubspotSigningSecret(): string;
  onTokenExpired(listener: (spaceId: string, platform: RemoteCrmPlatform) => Promise<void>): void;
  expired(spaceId: string, platform: RemoteCrmPlatform): Promise<void>;
  close(): Promise<void>;
}
