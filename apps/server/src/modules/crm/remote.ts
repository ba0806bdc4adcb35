import { CODES } from '@leadloop/domain';
import type {
  Board,
  CrmCompany,
  CrmInfo,
  CrmLogin,
  CrmOwner,
  CrmProfile,
  DealCard,
  Pipeline,
  StageDealsPage,
} from '@leadloop/domain/crm/entities';
import type { BoardQuery, StageDealsQuery } from '@leadloop/domain/crm/rules';
import { BOARD_PAGE_SIZE } from '@leadloop/domain/crm/rules';
import { and, eq, inArray } from 'drizzle-orm';
import { crmLinks, prospects } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { clock } from '../../lib/clock.js';
import { inSpace } from '../../lib/scope.js';
import {
  connectedApi,
  CrmAuthError,
  CrmUnavailableError,
  loadConnection,
  removeConnection,
  saveConnection,
  type CrmApi,
  type CrmDeps,
  type RemoteCrmPlatform,
  type RemoteDeal,
  type RemotePipeline,
} from '../../providers/crm/index.js';
import { AppError } from '../../lib/errors.js';

/** At most this many deals are read for one board (pages of 100 from the platform). */
const BOARD_READ_LIMIT = 2_000;
/** A sign-in link is good for this long. */
const STATE_TTL_MS = 15 * 60_000;

export interface Caller {
  spaceId: string;
  userId: string;
  email: string;
}

/** Turns the provider's errors into the API's: expired → 401-like 400 with the catalogue text, unreachable → 503. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CrmAuthError) throw badRequest(CODES.crmConnectionExpired);
    if (error instanceof CrmUnavailableError) throw new AppError(503, CODES.crmUnavailable);
    throw error;
  }
}

async function apiOf(deps: CrmDeps, spaceId: string, platform: RemoteCrmPlatform): Promise<CrmApi> {
  const connected = await connectedApi(deps, spaceId, platform);
  if (!connected) {
    const row = await loadConnection(deps.db, spaceId, platform);
    throw row?.expiredAt ? badRequest(CODES.crmConnectionExpired) : badRequest(CODES.crmNotConnected);
  }
  return connected.api;
}

export async function crmInfo(deps: CrmDeps, spaceId: string, platform: RemoteCrmPlatform): Promise<CrmInfo> {
  const row = await loadConnection(deps.db, spaceId, platform);
  return {
    platform,
    connected: Boolean(row && !row.expiredAt),
    is_expired: Boolean(row?.expiredAt),
    is_sandbox: deps.runtime.isSandbox(platform),
    account_name: row?.accountName ?? null,
    user: row?.userInfo ?? null,
    last_synced_at: row?.lastPolledAt?.toISOString() ?? null,
  };
}

/**
 * GET login: without a code, the sign-in link (the platform's consent page; the sandbox's comes straight
 * back). With the code and state the platform sent back, the tokens are fetched, sealed and kept.
 */
export async function login(
  deps: CrmDeps,
  caller: Caller,
  platform: RemoteCrmPlatform,
  query: { code?: string; state?: string },
  redirectUri: string,
): Promise<CrmLogin> {
  const oauth = await deps.runtime.oauth(platform);
  if (!query.code) {
    const state = deps.secrets.encryptJson({
      s: caller.spaceId,
      u: caller.userId,
      p: platform,
      t: clock.nowMs(),
    });
    return {
      url: oauth.authorizeUrl(state, redirectUri),
      info: await crmInfo(deps, caller.spaceId, platform),
    };
  }
  let state: { s: string; u: string; p: string; t: number } | null = null;
  try {
    state = query.state ? deps.secrets.decryptJson(query.state) : null;
  } catch {
    state = null;
  }
  if (
    !state ||
    state.s !== caller.spaceId ||
    state.u !== caller.userId ||
    state.p !== platform ||
    clock.nowMs() - state.t > STATE_TTL_MS
  )
    throw badRequest(CODES.crmLoginFailed);
  return guarded(async () => {
    let tokens;
    try {
      tokens = await oauth.exchange(query.code!, redirectUri);
    } catch (error) {
      if (error instanceof CrmAuthError) throw badRequest(CODES.crmLoginFailed);
      throw error;
    }
    const api = await deps.runtime.api(platform, {
      current: async () => tokens,
      refreshed: async () => tokens,
    });
    const account = await api.account();
    await saveConnection(deps, { spaceId: caller.spaceId, platform, tokens, account, userId: caller.userId });
    return { url: null, info: await crmInfo(deps, caller.spaceId, platform) };
  });
}

export async function logout(deps: CrmDeps, spaceId: string, platform: RemoteCrmPlatform): Promise<CrmInfo> {
  await removeConnection(deps.db, spaceId, platform);
  return crmInfo(deps, spaceId, platform);
}

export const remoteUser = (deps: CrmDeps, spaceId: string, platform: RemoteCrmPlatform): Promise<CrmOwner> =>
  guarded(async () => {
    const account = await (await apiOf(deps, spaceId, platform)).account();
    return { _id: account.user.id, name: account.user.name, email: account.user.email };
  });

export const remoteOwners = (
  deps: CrmDeps,
  spaceId: string,
  platform: RemoteCrmPlatform,
): Promise<CrmOwner[]> =>
  guarded(async () =>
    (await (await apiOf(deps, spaceId, platform)).owners()).map((o) => ({
      _id: o.id,
      name: o.name,
      email: o.email,
    })),
  );

export const remotePipelines = (
  deps: CrmDeps,
  spaceId: string,
  platform: RemoteCrmPlatform,
): Promise<Pipeline[]> =>
  guarded(async () =>
    (await (await apiOf(deps, spaceId, platform)).pipelines()).map((p) => ({ _id: p.id, name: p.name })),
  );

export const remoteCurrencies = (
  deps: CrmDeps,
  spaceId: string,
  platform: RemoteCrmPlatform,
): Promise<string[]> => guarded(async () => (await apiOf(deps, spaceId, platform)).currencies());

export const remoteProfiles = (
  deps: CrmDeps,
  spaceId: string,
  platform: RemoteCrmPlatform,
  q: string,
  limit: number,
): Promise<CrmProfile[]> =>
  guarded(async () =>
    (await (await apiOf(deps, spaceId, platform)).searchContacts(q, limit)).map((c) => ({
      _id: c.id,
      name: c.name,
      email: c.email,
      company: c.company,
    })),
  );

export const remoteCompanies = (
  deps: CrmDeps,
  spaceId: string,
  platform: RemoteCrmPlatform,
  q: string,
  limit: number,
): Promise<CrmCompany[]> =>
  guarded(async () =>
    (await (await apiOf(deps, spaceId, platform)).searchCompanies(q, limit)).map((c) => ({
      _id: c.id,
      name: c.name,
      domain: c.domain,
    })),
  );

interface BoardContext {
  api: CrmApi;
  pipelines: RemotePipeline[];
  owners: Map<string, { name: string; email: string }>;
  deals: RemoteDeal[];
  prospectsByDeal: Map<string, { _id: string; name: string }>;
}

async function readBoard(deps: CrmDeps, spaceId: string, platform: RemoteCrmPlatform): Promise<BoardContext> {
  const api = await apiOf(deps, spaceId, platform);
  const [pipelines, owners] = await Promise.all([api.pipelines(), api.owners()]);
  const deals: RemoteDeal[] = [];
  let cursor: string | null = null;
  do {
    const page = await api.dealsModifiedSince(new Date(0), cursor);
    deals.push(...page.items);
    cursor = page.next;
  } while (cursor && deals.length < BOARD_READ_LIMIT);
  const ids = deals.map((d) => d.id);
  const links = ids.length
    ? await deps.db
        .select({
          recordId: crmLinks.recordId,
          prospectId: prospects.id,
          first: prospects.firstName,
          last: prospects.lastName,
        })
        .from(crmLinks)
        .innerJoin(prospects, eq(prospects.id, crmLinks.prospectId))
        .where(
          and(
            inSpace(crmLinks, spaceId),
            eq(crmLinks.platform, platform),
            eq(crmLinks.recordType, 'deal'),
            inArray(crmLinks.recordId, ids),
          ),
        )
    : [];
  return {
    api,
    pipelines,
    owners: new Map(owners.map((o) => [o.id, { name: o.name, email: o.email }])),
    deals,
    prospectsByDeal: new Map(
      links.map((l) => [l.recordId, { _id: l.prospectId, name: `${l.first} ${l.last}`.trim() }]),
    ),
  };
}

function toCard(board: BoardContext, platform: RemoteCrmPlatform, deal: RemoteDeal, index: number): DealCard {
  const stage = board.pipelines.flatMap((p) => p.stages).find((s) => s.id === deal.stageId);
  const owner = deal.ownerId ? board.owners.get(deal.ownerId) : undefined;
  return {
    _id: deal.id,
    crm_stage: { _id: deal.stageId ?? '-' },
    crm_owner: deal.ownerId ? { _id: deal.ownerId } : null,
    platform,
    name: deal.name,
    amount: deal.amount,
    currency: deal.currency,
    owner: owner?.name ?? null,
    probability: stage?.probability ?? 0,
    status: deal.status,
    pipeline_id: deal.pipelineId ?? '-',
    position: String(index).padStart(6, '0'),
    owner_name: owner?.name ?? null,
    prospect: board.prospectsByDeal.get(deal.id) ?? null,
    created_at: deal.modifiedAt.toISOString(),
  };
}

function ownerIdOf(board: BoardContext, owner: string | undefined, caller: Caller): string | undefined {
  if (!owner) return undefined;
  if (owner !== 'me') return owner;
  return (
    [...board.owners.entries()].find(([, o]) => o.email.toLowerCase() === caller.email.toLowerCase())?.[0] ??
    '-'
  );
}

const stageView = (pipelineId: string, s: RemotePipeline['stages'][number], deals: string[]) => ({
  _id: s.id,
  name: s.name,
  pipeline_id: pipelineId,
  probability: s.probability,
  data: { order: s.order },
  crm_deals: deals,
});

/** GET stages?pipeline_id: the platform's board in the native board's shape (columns in stage order). */
export const remoteBoard = (
  deps: CrmDeps,
  caller: Caller,
  platform: RemoteCrmPlatform,
  query: BoardQuery,
): Promise<Board> =>
  guarded(async () => {
    const board = await readBoard(deps, caller.spaceId, platform);
    const pipeline = board.pipelines.find((p) => p.id === query.pipeline_id);
    if (!pipeline) throw notFound(CODES.pipelineNotFound);
    const ownerId = ownerIdOf(board, query.owner, caller);
    const status = query.status ?? 'open';
    const limit = query.limit ?? BOARD_PAGE_SIZE;
    return {
      pipeline: { _id: pipeline.id, name: pipeline.name },
      stages: pipeline.stages.map((s) => {
        const deals = board.deals.filter(
          (d) => d.stageId === s.id && d.status === status && (!ownerId || d.ownerId === ownerId),
        );
        const total = deals.reduce((sum, d) => sum + d.amount, 0);
        return {
          ...stageView(
            pipeline.id,
            s,
            deals.slice(0, limit).map((d) => d.id),
          ),
          deals_count: deals.length,
          total_amount: total,
          weighted_amount: (total * s.probability) / 100,
          deals: deals.slice(0, limit).map((d, i) => toCard(board, platform, d, i)),
          has_more: deals.length > limit,
        };
      }),
    };
  });

export const remoteStageDeals = (
  deps: CrmDeps,
  caller: Caller,
  platform: RemoteCrmPlatform,
  stageId: string,
  query: StageDealsQuery,
): Promise<StageDealsPage> =>
  guarded(async () => {
    const board = await readBoard(deps, caller.spaceId, platform);
    const pipeline = board.pipelines.find((p) => p.stages.some((s) => s.id === stageId));
    const stage = pipeline?.stages.find((s) => s.id === stageId);
    if (!pipeline || !stage) throw notFound(CODES.stageNotFound);
    const ownerId = ownerIdOf(board, query.owner, caller);
    const deals = board.deals.filter(
      (d) =>
        d.stageId === stageId && d.status === (query.status ?? 'open') && (!ownerId || d.ownerId === ownerId),
    );
    const offset = query.offset ?? 0;
    const limit = query.limit ?? BOARD_PAGE_SIZE;
    const slice = deals.slice(offset, offset + limit);
    return {
      stage: stageView(
        pipeline.id,
        stage,
        slice.map((d) => d.id),
      ),
      deals: slice.map((d, i) => toCard(board, platform, d, offset + i)),
      has_more: deals.length > offset + limit,
    };
  });

export const remoteDeal = (
  deps: CrmDeps,
  caller: Caller,
  platform: RemoteCrmPlatform,
  id: string,
): Promise<DealCard> =>
  guarded(async () => {
    const api = await apiOf(deps, caller.spaceId, platform);
    const deal = await api.getDeal(id);
    if (!deal) throw notFound(CODES.dealNotFound);
    const [pipelines, owners] = await Promise.all([api.pipelines(), api.owners()]);
    return toCard(
      {
        api,
        pipelines,
        owners: new Map(owners.map((o) => [o.id, o])),
        deals: [deal],
        prospectsByDeal: new Map(),
      },
      platform,
      deal,
      0,
    );
  });

/**
 * PATCH deals/{id}/update on HubSpot / Pipedrive: moves the deal to `crm_stage` on the platform (they keep
 * no order inside a stage, so new_position only places the card on this screen until the next read).
 */
export const remoteMoveDeal = (
  deps: CrmDeps,
  caller: Caller,
  platform: RemoteCrmPlatform,
  id: string,
  stageId: string | undefined,
): Promise<DealCard> =>
  guarded(async () => {
    const api = await apiOf(deps, caller.spaceId, platform);
    if (stageId) await api.moveDeal(id, stageId);
    return remoteDeal(deps, caller, platform, id);
  });
