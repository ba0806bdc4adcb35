import type { DealCard, Stage } from '@leadloop/domain';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crmDeals, crmStages, prospects, users } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';
import type { AccountScope } from '../prospects/index.js';

export type DealRow = typeof crmDeals.$inferSelect;
export type StageRow = typeof crmStages.$inferSelect;

/** A column's order: the fractional key compared byte-wise (collate "C", as the index), then the id. */
export const dealOrder = [sql`${crmDeals.position} collate "C"`, crmDeals.id] as const;

/**
 * Which deals a caller sees: an admin every deal of the workspace; a member the deals they own or made
 * and those of the accounts available to them.
 */
export function visibleDeals(scope: AccountScope): SQL {
  const space = inSpace(crmDeals, scope.spaceId);
  if (scope.credentialIds === null) return space;
  const mine = or(eq(crmDeals.ownerId, scope.userId), eq(crmDeals.createdBy, scope.userId))!;
  return and(
    space,
    scope.credentialIds.length ? or(mine, inArray(crmDeals.credentialId, scope.credentialIds)) : mine,
  )!;
}

/** The board's owner filter: a user id, or `me`. */
export function ownerFilter(scope: AccountScope, owner: string | undefined): SQL | undefined {
  if (!owner) return undefined;
  const id = owner === 'me' ? scope.userId : owner;
  return /^[0-9a-f-]{36}$/i.test(id) ? eq(crmDeals.ownerId, id) : sql`false`;
}

const personName = sql<string | null>`nullif(trim(concat(${users.firstName}, ' ', ${users.lastName})), '')`;

/** Deals with their owner's and prospect's names; `where` always includes visibleDeals. */
export function selectDealCards(db: Db, where: SQL) {
  return db
    .select({
      deal: crmDeals,
      ownerName: sql<string | null>`coalesce(${personName}, ${users.email})`,
      prospectName: sql<
        string | null
      >`coalesce(nullif(${prospects.fullName}, ''), nullif(trim(concat(${prospects.firstName}, ' ', ${prospects.lastName})), ''))`,
    })
    .from(crmDeals)
    .leftJoin(users, eq(users.id, crmDeals.ownerId))
    .leftJoin(prospects, eq(prospects.id, crmDeals.prospectId))
    .where(where)
    .$dynamic();
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectDealCards>['execute']>>[number];

export function toDealCard(row: CardRow): DealCard {
  const d = row.deal;
  return {
    _id: d.id,
    crm_stage: { _id: d.stageId },
    crm_owner: d.ownerId ? { _id: d.ownerId } : null,
    platform: 'default',
    name: d.name,
    amount: d.amount,
    currency: d.currency,
    owner: d.ownerId,
    owner_name: d.ownerId ? (row.ownerName ?? null) : null,
    probability: d.probability,
    status: d.status as DealCard['status'],
    pipeline_id: d.pipelineId,
    position: d.position,
    prospect: d.prospectId ? { _id: d.prospectId, name: row.prospectName ?? '' } : null,
    created_at: d.createdAt.toISOString(),
  };
}

export function toStage(row: StageRow, dealIds: string[] = []): Stage {
  return {
    _id: row.id,
    name: row.name,
    pipeline_id: row.pipelineId,
    probability: row.probability,
    data: { order: row.sortOrder },
    crm_deals: dealIds,
  };
}
