import { type Pipeline, type Stage, CODES } from '@leadloop/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Db } from '../../db/client.js';
import { crmDeals, crmPipelines, crmStages } from '../../db/schema/index.js';
import { isUuid } from '../../lib/auth-guard.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { inSpace, sqlInSpace, type WorkspaceScope } from '../../lib/scope.js';
import { dealOrder, toStage, type StageRow } from './view.js';

/** Stages a new pipeline gets when none are given (the "mark as lead" pipeline too). */
export const DEFAULT_STAGES: { name: string; probability: number }[] = [
  { name: 'Lead', probability: 10 },
  { name: 'Qualified', probability: 30 },
  { name: 'Proposal', probability: 60 },
  { name: 'Negotiation', probability: 80 },
];

/**
 * Probabilities for stages given by name, in order: the last is where a deal is won (100 %), the first 10 %,
 * the others evenly between (the default "Lead, Qualified, Won" gives 10, 55, 100).
 */
export function rampedStages(names: string[]): { name: string; probability: number }[] {
  const last = names.length - 1;
  return names.map((name, i) => ({ name, probability: last > 0 ? Math.round(10 + (90 * i) / last) : 100 }));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export async function listPipelines(db: Db, scope: WorkspaceScope): Promise<Pipeline[]> {
  const rows = await db
    .select({ id: crmPipelines.id, name: crmPipelines.name })
    .from(crmPipelines)
    .where(inSpace(crmPipelines, scope))
    .orderBy(asc(crmPipelines.createdAt), asc(crmPipelines.id));
  return rows.map((r) => ({ _id: r.id, name: r.name }));
}

export async function requirePipeline(db: Conn, scope: WorkspaceScope, id: string) {
  if (!isUuid(id)) throw notFound(CODES.pipelineNotFound);
  const [row] = await db
    .select()
    .from(crmPipelines)
    .where(and(eq(crmPipelines.id, id), inSpace(crmPipelines, scope)));
  if (!row) throw notFound(CODES.pipelineNotFound);
  return row;
}

export async function requireStage(db: Conn, scope: WorkspaceScope, id: string): Promise<StageRow> {
  if (!isUuid(id)) throw notFound(CODES.stageNotFound);
  const [row] = await db
    .select()
    .from(crmStages)
    .where(and(eq(crmStages.id, id), inSpace(crmStages, scope)));
  if (!row) throw notFound(CODES.stageNotFound);
  return row;
}

export async function stagesOf(db: Conn, scope: WorkspaceScope, pipelineId: string): Promise<StageRow[]> {
  return db
    .select()
    .from(crmStages)
    .where(and(eq(crmStages.pipelineId, pipelineId), inSpace(crmStages, scope)))
    .orderBy(asc(crmStages.sortOrder), asc(crmStages.createdAt));
}

export async function createPipeline(
  db: Db,
  scope: WorkspaceScope,
  input: { name: string; stages?: string[] },
): Promise<Pipeline> {
  const stages = input.stages ? rampedStages(input.stages) : DEFAULT_STAGES;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(crmPipelines)
      .values({ spaceId: scope.spaceId, name: input.name, createdBy: scope.userId || null })
      .returning();
    if (stages.length)
      await tx.insert(crmStages).values(
        stages.map((s, i) => ({
          spaceId: scope.spaceId,
          pipelineId: row!.id,
          name: s.name,
          probability: s.probability,
          sortOrder: i,
        })),
      );
    return { _id: row!.id, name: row!.name };
  });
}

export async function renamePipeline(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  name: string,
): Promise<Pipeline> {
  await requirePipeline(db, scope, id);
  await db
    .update(crmPipelines)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(crmPipelines.id, id), inSpace(crmPipelines, scope)));
  return { _id: id, name };
}

/** Deletes the pipeline with its stages and deals. */
export async function deletePipeline(db: Db, scope: WorkspaceScope, id: string): Promise<{ _id: string }> {
  await requirePipeline(db, scope, id);
  await db.transaction(async (tx) => {
    await tx.delete(crmDeals).where(and(eq(crmDeals.pipelineId, id), inSpace(crmDeals, scope)));
    await tx.delete(crmPipelines).where(and(eq(crmPipelines.id, id), inSpace(crmPipelines, scope)));
  });
  return { _id: id };
}

/** Rewrites sort_order 0..n-1 with `moving` at `index` (the others keep their relative order). */
async function renumber(tx: Tx, scope: WorkspaceScope, pipelineId: string, moving: string, index: number) {
  const others = (await stagesOf(tx, scope, pipelineId)).filter((s) => s.id !== moving);
  const at = Math.min(Math.max(index, 0), others.length);
  const ordered = [...others.slice(0, at).map((s) => s.id), moving, ...others.slice(at).map((s) => s.id)];
  for (const [i, id] of ordered.entries())
    await tx
      .update(crmStages)
      .set({ sortOrder: i })
      .where(and(eq(crmStages.id, id), inSpace(crmStages, scope)));
}

export async function createStage(
  db: Db,
  scope: WorkspaceScope,
  input: { name: string; pipeline_id: string; order: number; probability: number },
): Promise<Stage> {
  await requirePipeline(db, scope, input.pipeline_id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(crmStages)
      .values({
        spaceId: scope.spaceId,
        pipelineId: input.pipeline_id,
        name: input.name,
        probability: input.probability,
        sortOrder: input.order,
      })
      .returning();
    await renumber(tx, scope, input.pipeline_id, row!.id, input.order);
    return toStage((await requireStage(tx, scope, row!.id))!);
  });
}

/** Rename, new probability, and (Leadloop) a new place among the pipeline's stages. */
export async function updateStage(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  input: { name: string; pipeline_id: string; probability: number; order?: number },
): Promise<Stage> {
  const stage = await requireStage(db, scope, id);
  if (stage.pipelineId !== input.pipeline_id) throw notFound(CODES.stageNotFound);
  return db.transaction(async (tx) => {
    await tx
      .update(crmStages)
      .set({ name: input.name, probability: input.probability })
      .where(and(eq(crmStages.id, id), inSpace(crmStages, scope)));
    if (input.order !== undefined) await renumber(tx, scope, stage.pipelineId, id, input.order);
    return toStage(await requireStage(tx, scope, id));
  });
}

/**
 * Deletes a stage; its deals go to `stage_to_move` (another stage of the pipeline), after the deals
 * already there, in the order they had.
 */
export async function deleteStage(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  input: { stage_to_move: string; stage_id: string },
): Promise<{ _id: string }> {
  if (input.stage_id !== id) throw badRequest(CODES.invalidRequest);
  const stage = await requireStage(db, scope, id);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(crmStages)
    .where(and(eq(crmStages.pipelineId, stage.pipelineId), inSpace(crmStages, scope)));
  if (n <= 1) throw badRequest(CODES.pipelineKeepsOneStage);
  const target = await requireStage(db, scope, input.stage_to_move).catch(() => {
    throw badRequest(CODES.stageToMoveInvalid);
  });
  if (target.id === id || target.pipelineId !== stage.pipelineId) throw badRequest(CODES.stageToMoveInvalid);
  await db.transaction(async (tx) => {
    await tx.select({ id: crmStages.id }).from(crmStages).where(eq(crmStages.id, target.id)).for('update');
    const moving = await tx
      .select({ id: crmDeals.id })
      .from(crmDeals)
      .where(and(eq(crmDeals.stageId, id), inSpace(crmDeals, scope)))
      .orderBy(...dealOrder);
    if (moving.length) {
      const [last] = await tx
        .select({ position: crmDeals.position })
        .from(crmDeals)
        .where(and(eq(crmDeals.stageId, target.id), inSpace(crmDeals, scope)))
        .orderBy(desc(sql`${crmDeals.position} collate "C"`), desc(crmDeals.id))
        .limit(1);
      const keys = generateNKeysBetween(last?.position ?? null, null, moving.length);
      await tx.execute(sql`
        update crm_deals d set stage_id = ${target.id}, position = v.pos, updated_at = now()
        from (select unnest(${`{${moving.map((m) => m.id).join(',')}}`}::uuid[]) as id,
                     unnest(${`{${keys.join(',')}}`}::text[]) as pos) v
        where d.id = v.id and ${sqlInSpace('d', scope)}`);
    }
    await tx.delete(crmStages).where(and(eq(crmStages.id, id), inSpace(crmStages, scope)));
    const rest = (await stagesOf(tx, scope, stage.pipelineId)).filter((s) => s.id !== id);
    for (const [i, s] of rest.entries())
      if (s.sortOrder !== i)
        await tx
          .update(crmStages)
          .set({ sortOrder: i })
          .where(and(eq(crmStages.id, s.id), inSpace(crmStages, scope)));
  });
  return { _id: id };
}
