import { and, asc, count, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type { TrackingDomain } from '@leadloop/domain/tracking/entities';
import type { AppContext } from '../../lib/context.js';
import type { Db } from '../../db/client.js';
import { customDomains, videos, workflows, type CustomDomainRow } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { clock } from '../../lib/clock.js';
import { onPlansWith } from '../../lib/plans.js';
import { checkCname } from './dns-check.js';
import { toDomainView } from './view.js';

type Target = 'link_tracking' | 'video_scenario';

/**
 * What uses a domain: campaigns with link tracking on that name it (or name none while it is the link
 * default), and — while it is the video default — every video of the workspace (their public pages).
 */
async function usageOf(db: Db, row: CustomDomainRow) {
  const [wf] = await db
    .select({ n: count() })
    .from(workflows)
    .where(
      and(
        inSpace(workflows, row.spaceId),
        isNull(workflows.deletedAt),
        ne(workflows.status, 'deleted'),
        eq(workflows.isLinkTracking, true),
        row.isDefaultForLinkTracking
          ? or(sql`lower(${workflows.customDomain}) = ${row.domain}`, isNull(workflows.customDomain))
          : sql`lower(${workflows.customDomain}) = ${row.domain}`,
      ),
    );
  let videoCount = 0;
  if (row.isDefaultForVideoScenario) {
    const [v] = await db.select({ n: count() }).from(videos).where(inSpace(videos, row.spaceId));
    videoCount = v?.n ?? 0;
  }
  return { workflows: wf?.n ?? 0, videos: videoCount };
}

const view = async (db: Db, row: CustomDomainRow) => toDomainView(row, await usageOf(db, row));

async function findDomain(db: Db, scope: WorkspaceScope, id: string): Promise<CustomDomainRow> {
  if (!isUuid(id)) throw notFound(CODES.trackingDomainNotFound);
  const [row] = await db
    .select()
    .from(customDomains)
    .where(and(inSpace(customDomains, scope), eq(customDomains.id, id)));
  if (!row) throw notFound(CODES.trackingDomainNotFound);
  return row;
}

const changed = (ctx: AppContext, spaceId: string) =>
  ctx.realtime?.emitToSpace(spaceId, 'update_tracking_domains', {});

export async function listDomains(ctx: AppContext, scope: WorkspaceScope): Promise<TrackingDomain[]> {
  const rows = await ctx.db
    .select()
    .from(customDomains)
    .where(inSpace(customDomains, scope))
    .orderBy(asc(customDomains.createdAt));
  return Promise.all(rows.map((r) => view(ctx.db, r)));
}

export async function getDomain(ctx: AppContext, scope: WorkspaceScope, id: string) {
  return view(ctx.db, await findDomain(ctx.db, scope, id));
}

/** Adds a domain (pending) and checks its CNAME at once: one already in place makes it ready right away. */
export async function addDomain(
  ctx: AppContext,
  scope: WorkspaceScope,
  domain: string,
): Promise<TrackingDomain> {
  const { cnameTarget, domainUrl } = ctx.config.tracking;
  if (domain === cnameTarget) throw badRequest(CODES.invalidHostname);
  const [row] = await ctx.db
    .insert(customDomains)
    .values({
      spaceId: scope.spaceId,
      domain,
      cnameTarget,
      baseUrl: domainUrl.replace('{domain}', domain).replace(/\/$/, ''),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw badRequest(CODES.trackingDomainTaken);
  const checked = await verifyRow(ctx, row);
  changed(ctx, scope.spaceId);
  return view(ctx.db, checked);
}

async function verifyRow(ctx: AppContext, row: CustomDomainRow): Promise<CustomDomainRow> {
  const verdict = await checkCname(row.domain, row.cnameTarget, ctx.config.tracking.dnsServers);
  const now = clock.now();
  const [updated] = await ctx.db
    .update(customDomains)
    .set(
      verdict.ok
        ? { status: 'ready', lastError: null, lastCheckedAt: now, verifiedAt: row.verifiedAt ?? now }
        : // a ready domain whose record disappears stops being used for new links
          { status: verdict.status, lastError: verdict.error, lastCheckedAt: now },
    )
    .where(eq(customDomains.id, row.id))
    .returning();
  return updated ?? row;
}

/** PATCH: check DNS now, or drop a default flag (setting one goes through the exclusive rule). */
export async function updateDomain(
  ctx: AppContext,
  scope: WorkspaceScope,
  id: string,
  body: { verify?: boolean; is_default_for_link_tracking?: boolean; is_default_for_video_scenario?: boolean },
): Promise<TrackingDomain> {
  let row = await findDomain(ctx.db, scope, id);
  if (body.verify) row = await verifyRow(ctx, row);
  if (body.is_default_for_link_tracking === true) row = await setDefault(ctx, scope, id, 'link_tracking');
  if (body.is_default_for_video_scenario === true) row = await setDefault(ctx, scope, id, 'video_scenario');
  const off = {
    ...(body.is_default_for_link_tracking === false && { isDefaultForLinkTracking: false }),
    ...(body.is_default_for_video_scenario === false && { isDefaultForVideoScenario: false }),
  };
  if (Object.keys(off).length)
    [row] = await ctx.db.update(customDomains).set(off).where(eq(customDomains.id, id)).returning();
  changed(ctx, scope.spaceId);
  return view(ctx.db, row!);
}

/**
 * set_for_all: the domain becomes the workspace's default for link tracking (every campaign that names no
 * domain) or for video pages. Exclusive: the other domains lose the flag in the same transaction, and a
 * partial unique index refuses a second default whatever the timing. Only a ready domain can be it.
 */
async function setDefault(
  ctx: AppContext,
  scope: WorkspaceScope,
  id: string,
  target: Target,
): Promise<CustomDomainRow> {
  const column = target === 'link_tracking' ? 'isDefaultForLinkTracking' : 'isDefaultForVideoScenario';
  return ctx.db.transaction(async (tx) => {
    // one writer per workspace at a time
    const rows = await tx.select().from(customDomains).where(inSpace(customDomains, scope)).for('update');
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound(CODES.trackingDomainNotFound);
    if (row.status !== 'ready') throw badRequest(CODES.trackingDomainNotReady);
    await tx
      .update(customDomains)
      .set({ [column]: false })
      .where(and(inSpace(customDomains, scope), ne(customDomains.id, id)));
    const [updated] = await tx
      .update(customDomains)
      .set({ [column]: true })
      .where(eq(customDomains.id, id))
      .returning();
    return updated!;
  });
}

export async function setForAll(
  ctx: AppContext,
  scope: WorkspaceScope,
  id: string,
  target: Target,
): Promise<TrackingDomain> {
  const row = await setDefault(ctx, scope, id, target);
  changed(ctx, scope.spaceId);
  return view(ctx.db, row);
}

/** DELETE: refused while campaigns or videos use the domain (their links would break). */
export async function deleteDomain(ctx: AppContext, scope: WorkspaceScope, id: string) {
  const row = await findDomain(ctx.db, scope, id);
  const usage = await usageOf(ctx.db, row);
  if (usage.workflows > 0 || usage.videos > 0) throw badRequest(CODES.trackingDomainInUse);
  await ctx.db.delete(customDomains).where(and(inSpace(customDomains, scope), eq(customDomains.id, id)));
  changed(ctx, scope.spaceId);
  return { _id: id };
}

/** The periodic re-check: pending domains of the last 3 days, each at most every 5 minutes. */
export async function verifyPendingDomains(ctx: AppContext): Promise<number> {
  const now = clock.nowMs();
  const rows = await ctx.db
    .select()
    .from(customDomains)
    .where(
      and(
        eq(customDomains.status, 'pending'),
        sql`${customDomains.createdAt} > ${new Date(now - 3 * 86_400_000)}`,
        or(isNull(customDomains.lastCheckedAt), lt(customDomains.lastCheckedAt, new Date(now - 5 * 60_000))),
        await onPlansWith(ctx.db, 'link_tracking', customDomains.spaceId),
      ),
    )
    .limit(50);
  for (const row of rows) {
    const after = await verifyRow(ctx, row);
    if (after.status !== row.status) changed(ctx, row.spaceId);
  }
  return rows.length;
}
