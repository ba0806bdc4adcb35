import {
  BOARD_PAGE_SIZE,
  CURRENCIES,
  type Board,
  type BoardQuery,
  type CreateDealInput,
  type CrmOwner,
  type DealCard,
  type StageDealsPage,
  type StageDealsQuery,
  type UpdateDealInput,
  CODES,
} from '@leadloop/domain';
import { and, asc, count, desc, eq, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { Db } from '../../db/client.js';
import { crmDeals, crmPipelines, crmStages, spaceMembers, users } from '../../db/schema/index.js';
import { isUuid } from '../../lib/auth-guard.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';
import { loadProspect, scopeAllows, type AccountScope } from '../prospects/index.js';
import { createPipeline, requirePipeline, requireStage, stagesOf } from './pipelines.js';
import { dealOrder, ownerFilter, selectDealCards, toDealCard, toStage, visibleDeals } from './view.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

const STATUS_OPEN = 'open';

/**
 * GET stages?pipeline_id: the board's first paint — every stage with its first `limit` deals (50), how
 * many deals it has and their totals, for the deals the caller sees (and the owner filter).
 */
export async function getBoard(db: Db, scope: AccountScope, query: BoardQuery): Promise<Board> {
  const pipeline = await requirePipeline(db, scope, query.pipeline_id);
  const stages = await stagesOf(db, scope, pipeline.id);
  const limit = query.limit ?? BOARD_PAGE_SIZE;
  const where = and(
    visibleDeals(scope),
    eq(crmDeals.pipelineId, pipeline.id),
    eq(crmDeals.status, query.status ?? STATUS_OPEN),
    ownerFilter(scope, query.owner),
  )!;
  const totals = await db
    .select({
      stageId: crmDeals.stageId,
      n: count(),
      amount: sum(crmDeals.amount).mapWith(Number),
      weighted: sql<number>`coalesce(sum(${crmDeals.amount} * ${crmDeals.probability} / 100), 0)`.mapWith(
        Number,
      ),
    })
    .from(crmDeals)
    .where(where)
    .groupBy(crmDeals.stageId);
  const byStage = new Map(totals.map((t) => [t.stageId, t]));
  // the columns' first deals are read side by side (on PostgreSQL, on as many connections)
  const columns = await Promise.all(
    stages.map(async (stage) => {
      const t = byStage.get(stage.id);
      const deals = t
        ? (
            await selectDealCards(db, and(where, eq(crmDeals.stageId, stage.id))!)
              .orderBy(...dealOrder)
              .limit(limit)
          ).map(toDealCard)
        : [];
      return {
        ...toStage(
          stage,
          deals.map((d) => d._id),
        ),
        deals_count: t?.n ?? 0,
        total_amount: t?.amount ?? 0,
        weighted_amount: t?.weighted ?? 0,
        deals,
        has_more: (t?.n ?? 0) > deals.length,
      };
    }),
  );
  return { pipeline: { _id: pipeline.id, name: pipeline.name }, stages: columns };
}

/** GET stages/{id}?offset: the next page of one column. */
export async function getStageDeals(
  db: Db,
  scope: AccountScope,
  id: string,
  query: StageDealsQuery,
): Promise<StageDealsPage> {
  const stage = await requireStage(db, scope, id);
  const limit = query.limit ?? BOARD_PAGE_SIZE;
  const offset = query.offset ?? 0;
  const rows = await selectDealCards(
    db,
    and(
      visibleDeals(scope),
      eq(crmDeals.stageId, id),
      eq(crmDeals.status, query.status ?? STATUS_OPEN),
      ownerFilter(scope, query.owner),
    )!,
  )
    .orderBy(...dealOrder)
    .limit(limit + 1)
    .offset(offset);
  const deals = rows.slice(0, limit).map(toDealCard);
  return {
    stage: toStage(
      stage,
      deals.map((d) => d._id),
    ),
    deals,
    has_more: rows.length > limit,
  };
}

export async function getDeal(db: Conn, scope: AccountScope, id: string): Promise<DealCard> {
  if (!isUuid(id)) throw notFound(CODES.dealNotFound);
  const [row] = await selectDealCards(db as Db, and(visibleDeals(scope), eq(crmDeals.id, id))!);
  if (!row) throw notFound(CODES.dealNotFound);
  return toDealCard(row);
}

async function requireMember(db: Conn, scope: AccountScope, userId: string): Promise<void> {
  if (!isUuid(userId)) throw badRequest(CODES.dealOwnerNotMember);
  const [member] = await db
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(inSpace(spaceMembers, scope.spaceId), eq(spaceMembers.userId, userId)));
  if (!member) throw badRequest(CODES.dealOwnerNotMember);
}

/** Serialises every placement in a stage (two users dropping into one column wait for each other). */
async function lockStage(tx: Tx, stageId: string): Promise<void> {
  await tx.select({ id: crmStages.id }).from(crmStages).where(eq(crmStages.id, stageId)).for('update');
}

/** The key after the stage's last deal. */
async function bottomKey(tx: Tx, scope: AccountScope, stageId: string, except?: string): Promise<string> {
  const [last] = await tx
    .select({ position: crmDeals.position })
    .from(crmDeals)
    .where(
      and(
        inSpace(crmDeals, scope.spaceId),
        eq(crmDeals.stageId, stageId),
        except ? sql`${crmDeals.id} <> ${except}` : undefined,
      ),
    )
    .orderBy(desc(sql`${crmDeals.position} collate "C"`), desc(crmDeals.id))
    .limit(1);
  return generateKeyBetween(last?.position ?? null, null);
}

/** POST deals: a new deal at the bottom of its stage, owned by the caller unless another member is named. */
export async function createDeal(
  db: Db,
  scope: AccountScope,
  input: CreateDealInput & { credentialId?: string | null },
): Promise<DealCard> {
  const stage = await requireStage(db, scope, input.crm_stage);
  const ownerId = input.owner === undefined ? scope.userId || null : input.owner;
  if (ownerId) await requireMember(db, scope, ownerId);
  if (input.prospect) await loadProspect(db, scope, input.prospect);
  const id = await db.transaction(async (tx) => {
    await lockStage(tx, stage.id);
    const [row] = await tx
      .insert(crmDeals)
      .values({
        spaceId: scope.spaceId,
        pipelineId: stage.pipelineId,
        stageId: stage.id,
        name: input.name,
        amount: input.amount ?? 0,
        currency: input.currency ?? 'usd',
        probability: input.probability ?? stage.probability,
        position: await bottomKey(tx, scope, stage.id),
        ownerId,
        createdBy: scope.userId || null,
        credentialId: input.credentialId ?? null,
        prospectId: input.prospect ?? null,
      })
      .returning({ id: crmDeals.id });
    return row!.id;
  });
  return getDeal(db, { ...scope, credentialIds: null }, id);
}

/** PUT deals/{id}/update: edit fields, hand to another owner, move to a stage's bottom, won / lost. */
export async function updateDeal(
  db: Db,
  scope: AccountScope,
  id: string,
  input: UpdateDealInput,
): Promise<DealCard> {
  const deal = await getDeal(db, scope, id);
  if (input.owner) await requireMember(db, scope, input.owner);
  const stage = input.crm_stage ? await requireStage(db, scope, input.crm_stage) : null;
  await db.transaction(async (tx) => {
    let place = {};
    if (stage && stage.id !== deal.crm_stage._id) {
      await lockStage(tx, stage.id);
      place = {
        stageId: stage.id,
        pipelineId: stage.pipelineId,
        position: await bottomKey(tx, scope, stage.id, id),
      };
    }
    await tx
      .update(crmDeals)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.amount !== undefined ? { amount: input.amount } : {}),
        ...(input.currency !== undefined ? { currency: input.currency } : {}),
        ...(input.owner !== undefined ? { ownerId: input.owner } : {}),
        ...(input.probability !== undefined ? { probability: input.probability } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...place,
        updatedAt: new Date(),
      })
      .where(and(eq(crmDeals.id, id), inSpace(crmDeals, scope.spaceId)));
  });
  // Read back with the workspace's view: a member who hands a deal to someone else still gets the answer.
  return getDeal(db, { ...scope, credentialIds: null }, id);
}

/**
 * PATCH deals/{id}/update {new_position, crm_stage?}: drops the deal at index `new_position` of the column
 * as the caller sees it (same owner filter), i.e. just before the deal now shown there — or at the
 * bottom. One row is written: a fractional key between its new neighbours in the whole column. Placements
 * in a stage are serialised by a lock on the stage row, so concurrent drops never share a key.
 */
export async function moveDeal(
  db: Db,
  scope: AccountScope,
  id: string,
  input: { new_position: number; crm_stage?: string },
  owner?: string,
): Promise<DealCard> {
  const deal = await getDeal(db, scope, id);
  const stage = await requireStage(db, scope, input.crm_stage ?? deal.crm_stage._id);
  await db.transaction(async (tx) => {
    await lockStage(tx, stage.id);
    const inStage = and(
      inSpace(crmDeals, scope.spaceId),
      eq(crmDeals.stageId, stage.id),
      sql`${crmDeals.id} <> ${id}`,
    )!;
    const [anchor] = await tx
      .select({ id: crmDeals.id, position: crmDeals.position })
      .from(crmDeals)
      .where(and(inStage, visibleDeals(scope), eq(crmDeals.status, STATUS_OPEN), ownerFilter(scope, owner)))
      .orderBy(...dealOrder)
      .limit(1)
      .offset(input.new_position);
    let position: string;
    if (!anchor) position = await bottomKey(tx, scope, stage.id, id);
    else {
      const [before] = await tx
        .select({ position: crmDeals.position })
        .from(crmDeals)
        .where(and(inStage, before_(anchor)))
        .orderBy(desc(sql`${crmDeals.position} collate "C"`), desc(crmDeals.id))
        .limit(1);
      position =
        before && before.position >= anchor.position
          ? await rekeyBefore(tx, scope, stage.id, id, anchor.id)
          : generateKeyBetween(before?.position ?? null, anchor.position);
    }
    await tx
      .update(crmDeals)
      .set({ stageId: stage.id, pipelineId: stage.pipelineId, position, updatedAt: new Date() })
      .where(and(eq(crmDeals.id, id), inSpace(crmDeals, scope.spaceId)));
  });
  return getDeal(db, { ...scope, credentialIds: null }, id);
}

/** Deals that sort before `anchor` (position, then id). */
const before_ = (anchor: { id: string; position: string }): SQL =>
  or(
    lt(sql`${crmDeals.position} collate "C"`, sql`${anchor.position} collate "C"`),
    and(eq(crmDeals.position, anchor.position), lt(crmDeals.id, anchor.id)),
  )!;

/**
 * Keys that tie (only rows written outside these rules can) are repaired: the stage is given fresh,
 * evenly spread keys in its current order, and the moving deal the key just before `anchorId`.
 */
async function rekeyBefore(tx: Tx, scope: AccountScope, stageId: string, id: string, anchorId: string) {
  const rows = await tx
    .select({ id: crmDeals.id })
    .from(crmDeals)
    .where(and(inSpace(crmDeals, scope.spaceId), eq(crmDeals.stageId, stageId), sql`${crmDeals.id} <> ${id}`))
    .orderBy(...dealOrder);
  const keys = generateNKeysBetween(null, null, rows.length * 2);
  let mine = keys[0]!;
  for (const [i, r] of rows.entries()) {
    if (r.id === anchorId) mine = keys[i * 2]!;
    await tx
      .update(crmDeals)
      .set({ position: keys[i * 2 + 1]! })
      .where(and(eq(crmDeals.id, r.id), inSpace(crmDeals, scope.spaceId)));
  }
  return mine;
}

export async function deleteDeal(db: Db, scope: AccountScope, id: string): Promise<{ _id: string }> {
  await getDeal(db, scope, id);
  await db.delete(crmDeals).where(and(eq(crmDeals.id, id), inSpace(crmDeals, scope.spaceId)));
  return { _id: id };
}

/** GET owners: the workspace's members, by name. */
export async function listOwners(db: Db, scope: AccountScope): Promise<CrmOwner[]> {
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(inSpace(spaceMembers, scope.spaceId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
  return rows.map((r) => ({ _id: r.id, name: `${r.first} ${r.last}`.trim() || r.email, email: r.email }));
}

export const listCurrencies = (): string[] => [...CURRENCIES];

/**
 * mark_as_lead (001 Event triggers): the prospect's deal — the one it has, else a new one at the bottom of
 * the first stage of the workspace's first pipeline (a "Sales pipeline" is made when there is none).
 */
export async function markAsLead(db: Db, scope: AccountScope, prospectId: string): Promise<DealCard> {
  const prospect = await loadProspect(db, scope, prospectId);
  const existing = await findProspectDeal(db, scope, prospect.id);
  if (existing) return existing;
  let [pipeline] = await db
    .select({ id: crmPipelines.id })
    .from(crmPipelines)
    .where(inSpace(crmPipelines, scope.spaceId))
    .orderBy(asc(crmPipelines.createdAt), asc(crmPipelines.id))
    .limit(1);
  if (!pipeline) pipeline = { id: (await createPipeline(db, scope, { name: 'Sales pipeline' }))._id };
  const [first] = await stagesOf(db, scope, pipeline.id);
  if (!first) throw notFound(CODES.stageNotFound);
  const name =
    prospect.fullName || `${prospect.firstName} ${prospect.lastName}`.trim() || prospect.company || 'Lead';
  try {
    return await createDeal(db, scope, {
      name: prospect.company ? `${name} · ${prospect.company}` : name,
      crm_stage: first.id,
      prospect: prospect.id,
      credentialId: (prospect.credentialIds ?? []).find((c) => scopeAllows(scope, c)) ?? null,
    });
  } catch (error) {
    // Two clicks at once: the unique (workspace, prospect) index keeps one deal; answer with it.
    const again = await findProspectDeal(db, scope, prospect.id);
    if (again) return again;
    throw error;
  }
}

async function findProspectDeal(db: Db, scope: AccountScope, prospectId: string): Promise<DealCard | null> {
  const [row] = await selectDealCards(
    db,
    and(inSpace(crmDeals, scope.spaceId), eq(crmDeals.prospectId, prospectId))!,
  ).limit(1);
  return row ? toDealCard(row) : null;
}
