import { CODES } from '@leadloop/domain';
import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { crmConnections } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { loadSecretKey } from '../../lib/secrets.js';
import {
  basicAuthMatches,
  basicAuthUser,
  connectedApi,
  verifyHubSpotV3,
  type CrmConnectionRow,
  type CrmDeps,
  type RemoteCrmPlatform,
  type RemoteDeal,
  type WebhookTarget,
} from '../../providers/crm/index.js';
import { applyDeals } from './sync.js';

/** Where each platform calls us (under /api). */
export const WEBHOOK_PATHS: Record<RemoteCrmPlatform, string> = {
  hubspot: '/integrations/crm/hubspot/webhook',
  pipedrive: '/integrations/crm/pipedrive/webhook',
};
/** One delivery reads at most this many deals back (HubSpot batches up to 100 events). */
const MAX_DEALS = 100;

interface WebhookConfig {
  config: { publicUrl: string; secretKey?: string; dataDir: string };
}
const keys = new WeakMap<object, string>();
const keyOf = (ctx: WebhookConfig) => {
  let key = keys.get(ctx);
  if (!key) keys.set(ctx, (key = loadSecretKey(ctx.config)));
  return key;
};

/**
 * The target a connection's webhooks are registered with. Pipedrive sends the basic-auth pair back: the
 * user is the connection's id, the password an HMAC of it under the server's key (nothing to store).
 */
export function webhookTarget(ctx: WebhookConfig, connection: CrmConnectionRow): WebhookTarget {
  return {
    url: `${ctx.config.publicUrl}/api${WEBHOOK_PATHS[connection.platform as RemoteCrmPlatform]}`,
    user: connection.id,
    password: createHmac('sha256', keyOf(ctx)).update(`crm-webhook:${connection.id}`).digest('base64url'),
  };
}

/** After a connect: asks the platform to call us on deal changes (polling stays the safety net). */
export async function subscribeWebhooks(
  ctx: WebhookConfig,
  deps: CrmDeps,
  spaceId: string,
  platform: RemoteCrmPlatform,
): Promise<boolean> {
  const connected = await connectedApi(deps, spaceId, platform);
  if (!connected) return false;
  return connected.api.subscribeDealChanges(webhookTarget(ctx, connected.connection));
}

/** Reads the deals back from the platform and applies them under the poll's conflict rule. */
async function applyFromPlatform(deps: CrmDeps, connection: CrmConnectionRow, ids: string[]) {
  const connected = await connectedApi(deps, connection.spaceId, connection.platform as RemoteCrmPlatform);
  if (!connected) return 0;
  const deals = await Promise.all(ids.slice(0, MAX_DEALS).map((id) => connected.api.getDeal(id)));
  return applyDeals(
    deps,
    connected.connection,
    connected.api,
    deals.filter((d): d is RemoteDeal => d !== null),
  );
}

export interface WebhookOutcome {
  /** Links whose deal changed. */
  updated: number;
}

const parse = (raw: string): unknown => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest(CODES.invalidJsonBody);
  }
};

/** HubSpot's delivery: an array of events (deal.propertyChange…) of one or more portals. */
interface HubSpotEvent {
  portalId?: number;
  objectId?: number;
  subscriptionType?: string;
}

/**
 * A HubSpot webhook: refused (401) unless X-HubSpot-Signature-v3 is the app secret's signature of this
 * request and its timestamp is fresh; then every deal it names is read back and applied to each workspace
 * connected to that portal.
 */
export async function handleHubSpotWebhook(
  deps: CrmDeps,
  request: { method: string; uri: string; body: string; signature?: string; timestamp?: string },
): Promise<WebhookOutcome> {
  const genuine = verifyHubSpotV3({
    secret: deps.runtime.hubspotSigningSecret(),
    method: request.method,
    uri: request.uri,
    body: request.body,
    signature: request.signature,
    timestamp: request.timestamp,
    nowMs: clock.nowMs(),
  });
  if (!genuine) throw unauthorized();
  const events = parse(request.body);
  if (!Array.isArray(events)) throw badRequest(CODES.invalidRequest);
  const byPortal = new Map<string, Set<string>>();
  for (const e of events as HubSpotEvent[]) {
    if (!e?.subscriptionType?.startsWith('deal.') || e.portalId === undefined || e.objectId === undefined)
      continue;
    const ids = byPortal.get(String(e.portalId)) ?? new Set<string>();
    ids.add(String(e.objectId));
    byPortal.set(String(e.portalId), ids);
  }
  const outcome: WebhookOutcome = { updated: 0 };
  for (const [portal, ids] of byPortal) {
    const connections = await deps.db
      .select()
      .from(crmConnections)
      .where(
        and(
          eq(crmConnections.platform, 'hubspot'),
          eq(crmConnections.accountId, portal),
          isNull(crmConnections.expiredAt),
        ),
      );
    for (const connection of connections)
      outcome.updated += await applyFromPlatform(deps, connection, [...ids]);
  }
  return outcome;
}

/** Pipedrive's delivery: webhooks v2 (`meta.entity`, `meta.entity_id`) or v1 (`meta.object`, `meta.id`). */
interface PipedriveDelivery {
  meta?: {
    entity?: string;
    entity_id?: string | number;
    object?: string;
    id?: string | number;
    company_id?: string | number;
  };
  current?: { id?: number } | null;
}

/**
 * A Pipedrive webhook: refused (401) unless its HTTP basic auth is the pair its webhook was made with
 * (the connection's id and that connection's password); then the deal it names is read back and applied.
 */
export async function handlePipedriveWebhook(
  ctx: WebhookConfig,
  deps: CrmDeps,
  request: { authorization?: string; body: string },
): Promise<WebhookOutcome> {
  const user = basicAuthUser(request.authorization)?.user ?? '';
  const connection = /^[0-9a-f-]{36}$/i.test(user)
    ? ((
        await deps.db
          .select()
          .from(crmConnections)
          .where(and(eq(crmConnections.id, user), eq(crmConnections.platform, 'pipedrive')))
      )[0] ?? null)
    : null;
  const expected = connection ? webhookTarget(ctx, connection) : null;
  if (!connection || !expected || !basicAuthMatches(request.authorization, expected.user, expected.password))
    throw unauthorized();
  const delivery = parse(request.body) as PipedriveDelivery;
  const meta = delivery?.meta ?? {};
  const entity = meta.entity ?? meta.object;
  const id = meta.entity_id ?? meta.id ?? delivery.current?.id;
  const company = meta.company_id;
  if (
    entity !== 'deal' ||
    id === undefined ||
    connection.expiredAt ||
    (company !== undefined && connection.accountId && String(company) !== connection.accountId)
  )
    return { updated: 0 };
  return { updated: await applyFromPlatform(deps, connection, [String(id)]) };
}
