import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { crmConnections, crmLinks } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { onPlansWith } from '../../lib/plans.js';
import { inSpace } from '../../lib/scope.js';
import {
  connectedApi,
  CrmAuthError,
  type CrmApi,
  type CrmConnectionRow,
  type CrmDeps,
  type RemoteCrmPlatform,
  type RemoteDeal,
} from '../../providers/crm/index.js';
import { providersOf } from '@leadloop/domain/providers/catalogue';

/** Deals changed within this much before the cursor are read again (clocks, same-second changes). */
const OVERLAP_MS = 5_000;
/** One pass reads at most this many pages per connection; the next pass goes on from the cursor. */
const MAX_PAGES = 20;

/**
 * Applies deals read from the platform to the links of the connection's workspace (the stage and owner
 * shown on prospects). Conflict rule: the platform's modified time decides — a change is kept only when it
 * is newer than the one the link holds, so an older answer never overwrites a newer one (last change
 * wins). The poll and the platforms' webhooks both come through here.
 */
export async function applyDeals(
  deps: CrmDeps,
  connection: CrmConnectionRow,
  api: CrmApi,
  changed: RemoteDeal[],
): Promise<number> {
  if (!changed.length) return 0;
  const platform = connection.platform as RemoteCrmPlatform;
  const links = await deps.db
    .select()
    .from(crmLinks)
    .where(
      and(
        inSpace(crmLinks, connection.spaceId),
        eq(crmLinks.platform, platform),
        eq(crmLinks.recordType, 'deal'),
        inArray(
          crmLinks.recordId,
          changed.map((d) => d.id),
        ),
      ),
    );
  if (!links.length) return 0;
  const [pipelines, owners] = await Promise.all([api.pipelines(), api.owners()]);
  const stages = new Map(pipelines.flatMap((p) => p.stages.map((s) => [s.id, s.name] as const)));
  const ownerNames = new Map(owners.map((o) => [o.id, o.name] as const));
  const byId = new Map(changed.map((d) => [d.id, d]));
  let updated = 0;
  for (const link of links) {
    const deal = byId.get(link.recordId)!;
    if (link.remoteModifiedAt && deal.modifiedAt.getTime() <= link.remoteModifiedAt.getTime()) continue;
    await deps.db
      .update(crmLinks)
      .set({
        name: deal.name,
        stageName: deal.stageId ? (stages.get(deal.stageId) ?? null) : null,
        ownerName: deal.ownerId ? (ownerNames.get(deal.ownerId) ?? null) : null,
        remoteModifiedAt: deal.modifiedAt,
        syncedAt: clock.now(),
      })
      .where(eq(crmLinks.id, link.id));
    updated++;
  }
  return updated;
}

/**
 * Brings back what changed on HubSpot / Pipedrive since the last pass (incremental: deals modified at or
 * after the connection's cursor, page by page): the stage and owner of every deal linked to a prospect,
 * under applyDeals' conflict rule. The platforms' webhooks bring changes within seconds; this pass, every
 * 5 minutes, is the safety net for a webhook lost or never registered.
 */
export async function pollConnection(deps: CrmDeps, connection: CrmConnectionRow): Promise<number> {
  const platform = connection.platform as RemoteCrmPlatform;
  const connected = await connectedApi(deps, connection.spaceId, platform);
  if (!connected) return 0;
  const { api } = connected;
  const since = new Date((connection.syncedAt ?? new Date(0)).getTime() - OVERLAP_MS);
  const changed: RemoteDeal[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await api.dealsModifiedSince(since, cursor);
    changed.push(...page.items);
    cursor = page.next;
  } while (cursor && ++pages < MAX_PAGES);

  const updated = await applyDeals(deps, connection, api, changed);
  const newest = changed.reduce(
    (max, d) => Math.max(max, d.modifiedAt.getTime()),
    connection.syncedAt?.getTime() ?? 0,
  );
  await deps.db
    .update(crmConnections)
    .set({ syncedAt: new Date(newest), lastPolledAt: clock.now() })
    .where(eq(crmConnections.id, connection.id));
  return updated;
}

/**
 * One pass over every live connection (the periodic job) of a workspace whose plan has that CRM (the feature
 * its manifest names: hubspot_crm, pipedrive_crm); a refused token flags its workspace and the pass goes on.
 */
export async function pollAll(
  deps: CrmDeps,
  log?: { warn(obj: unknown, msg?: string): void },
): Promise<number> {
  const onPlan = await Promise.all(
    providersOf('crm').flatMap((p) =>
      'hub' in p
        ? [
            onPlansWith(deps.db, p.feature, crmConnections.spaceId).then((c) =>
              and(eq(crmConnections.platform, p.name), c),
            ),
          ]
        : [],
    ),
  );
  const rows = await deps.db
    .select()
    .from(crmConnections)
    .where(and(isNull(crmConnections.expiredAt), or(...onPlan)));
  let updated = 0;
  for (const row of rows) {
    try {
      updated += await pollConnection(deps, row);
    } catch (error) {
      if (!(error instanceof CrmAuthError))
        log?.warn({ err: error, platform: row.platform }, 'crm sync failed');
    }
  }
  return updated;
}
