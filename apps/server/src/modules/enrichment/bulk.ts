import type { BulkEnrichBody, EnrichRun } from '@leadloop/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { enrichmentRunItems, enrichmentRuns, prospects } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { sendOrRun } from '../../lib/jobs.js';
import type { Jobs } from '../../lib/jobs.js';
import { inSpace } from '../../lib/scope.js';
import { SourceUnavailableError } from '../../providers/enrichment/index.js';
import { scopeCondition, type AccountScope } from '../prospects/index.js';
import type { EnrichDeps } from './deps.js';
import type { ProspectRow } from './records.js';
import { loadWaterfall } from './settings.js';
import { enrichOne } from './waterfall.js';

export const BULK_ENRICH_QUEUE = 'enrichment.bulk';
/** Progress is written (and shown) every this many prospects. */
const PROGRESS_EVERY = 25;
/** Prospects enriched at once in a bulk run (the provider calls and the SMTP checks are waits, not work). */
export const BULK_CONCURRENCY = 16;

type RunRow = typeof enrichmentRuns.$inferSelect;

export const runView = (r: RunRow): EnrichRun => ({
  _id: r.id,
  status: r.status as EnrichRun['status'],
  total: r.total,
  processed: r.processed,
  found: r.found,
  credits_spent: r.creditsSpent,
  error: r.error,
  created_at: r.createdAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
});

/**
 * POST /v2/looch/profiles/enrich: picks the workspace prospects (ids, profile links, else the newest up to
 * `limit`) the caller may see, writes the run and its items (the cursor) and queues enrichment.bulk.
 */
export async function startBulkEnrich(
  ctx: { jobs?: Jobs },
  deps: EnrichDeps,
  scope: AccountScope,
  body: BulkEnrichBody,
): Promise<EnrichRun> {
  const p = alias(prospects, 'p');
  const where = [scopeCondition(scope)];
  if (body.ids?.length) where.push(inArray(p.id, body.ids.filter(isUuid)));
  if (body.linkedin_urls?.length) where.push(inArray(p.profileLink, body.linkedin_urls));
  const picked = await deps.db
    .select({ id: p.id })
    .from(p)
    .where(and(...where))
    .orderBy(desc(p.createdAt), asc(p.id))
    .limit(body.limit ?? body.ids?.length ?? body.linkedin_urls?.length ?? 25);
  // the order asked for (ids, then profile links), else newest first
  const order = new Map((body.ids ?? []).map((id, i) => [id, i]));
  if (order.size) picked.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const run = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enrichmentRuns)
      .values({
        spaceId: scope.spaceId,
        userId: scope.userId || null,
        status: 'queued',
        total: picked.length,
        createdAt: deps.now(),
      })
      .returning();
    for (let i = 0; i < picked.length; i += 1000)
      await tx
        .insert(enrichmentRunItems)
        .values(picked.slice(i, i + 1000).map((x, j) => ({ runId: row!.id, seq: i + j, prospectId: x.id })));
    return row!;
  });
  // inline (no job registry): an outage leaves the run with its error, resumable by runBulkEnrich
  await sendOrRun(ctx, BULK_ENRICH_QUEUE, { runId: run.id }, () =>
    runBulkEnrich(deps, run.id).catch((err: unknown) => {
      if (!(err instanceof SourceUnavailableError)) throw err;
    }),
  );
  return runView((await loadRun(deps, run.id))!);
}

const loadRun = async (deps: EnrichDeps, id: string) =>
  (await deps.db.select().from(enrichmentRuns).where(eq(enrichmentRuns.id, id)))[0];

/**
 * The job: the run's items not yet done, in order (a resumed run starts at its cursor). Each prospect goes
 * through the waterfall under the run's id, so a repeat after a crash or an outage charges nothing twice.
 * A source that is down stops the run where it is and throws: pg-boss retries it later, from there.
 */
export async function runBulkEnrich(
  deps: EnrichDeps,
  runId: string,
  onProgress?: (run: EnrichRun, spaceId: string) => void,
): Promise<EnrichRun> {
  const run = await loadRun(deps, runId);
  if (!run) throw notFound();
  if (run.status === 'done') return runView(run);
  await deps.db
    .update(enrichmentRuns)
    .set({ status: 'running', error: null })
    .where(eq(enrichmentRuns.id, runId));
  const waterfall = await loadWaterfall(deps.db, run.spaceId);
  const items = await deps.db
    .select({ seq: enrichmentRunItems.seq, prospect: prospects })
    .from(enrichmentRunItems)
    .innerJoin(prospects, eq(prospects.id, enrichmentRunItems.prospectId))
    .where(and(eq(enrichmentRunItems.runId, runId), eq(enrichmentRunItems.done, false)))
    .orderBy(asc(enrichmentRunItems.seq));
  let pending = { processed: 0, found: 0, credits: 0 };
  let doneMarks: { seq: number; outcome: string }[] = [];
  /** The done marks and the counters since the last flush, in one transaction (the cursor and the counts agree). */
  const flush = async (status?: 'done' | 'failed', error?: string) => {
    const counts = pending;
    const marks = doneMarks;
    pending = { processed: 0, found: 0, credits: 0 };
    doneMarks = [];
    const row = await deps.db.transaction(async (tx) => {
      for (const outcome of new Set(marks.map((m) => m.outcome)))
        await tx
          .update(enrichmentRunItems)
          .set({ done: true, outcome })
          .where(
            and(
              eq(enrichmentRunItems.runId, runId),
              inArray(
                enrichmentRunItems.seq,
                marks.filter((m) => m.outcome === outcome).map((m) => m.seq),
              ),
            ),
          );
      const [updated] = await tx
        .update(enrichmentRuns)
        .set({
          processed: sql`${enrichmentRuns.processed} + ${counts.processed}`,
          found: sql`${enrichmentRuns.found} + ${counts.found}`,
          creditsSpent: sql`${enrichmentRuns.creditsSpent} + ${counts.credits}`,
          ...(status ? { status, error: error ?? null } : {}),
          ...(status === 'done' ? { finishedAt: deps.now() } : {}),
        })
        .where(eq(enrichmentRuns.id, runId))
        .returning();
      return updated!;
    });
    onProgress?.(runView(row), run.spaceId);
    return row;
  };
  // Slow start: one prospect first (a source that is down fails one prospect, not a window of them), then
  // the window doubles after each success up to BULK_CONCURRENCY prospects in flight. Each prospect's
  // charges are keyed, so concurrent prospects cannot double-charge; done marks are written in batches.
  let next = 0;
  let width = 1;
  let inFlight = 0;
  let stopped = null as { error: unknown } | null;
  const one = async (item: (typeof items)[number]) => {
    const r = await enrichOne(deps, item.prospect as ProspectRow, {
      runKey: runId,
      origin: 'manual',
      category: 'prospect_finder_enrich',
      userId: run.userId,
      waterfall,
    });
    pending.credits += r.creditsSpent;
    if (r.email === 'hit' || r.email === 'catch_all' || r.phone === 'found') pending.found += 1;
    doneMarks.push({ seq: item.seq, outcome: r.email });
    pending.processed += 1;
    if (pending.processed >= PROGRESS_EVERY) await flush();
  };
  await new Promise<void>((resolve) => {
    const pump = () => {
      while (!stopped && inFlight < width && next < items.length) {
        const item = items[next++]!;
        inFlight += 1;
        one(item).then(
          () => {
            inFlight -= 1;
            width = Math.min(BULK_CONCURRENCY, width * 2);
            pump();
          },
          (error: unknown) => {
            inFlight -= 1;
            stopped ??= { error };
            pump();
          },
        );
      }
      if (inFlight === 0 && (stopped || next >= items.length)) resolve();
    };
    pump();
  });
  if (stopped) {
    const err = stopped.error;
    const stop = err instanceof SourceUnavailableError;
    const code = (err as { code?: string }).code;
    if (!stop && code !== 'runOutOfCredits') {
      await flush();
      throw err;
    }
    await flush(stop ? undefined : 'failed', stop ? err.message : 'Run out of credits');
    if (stop) {
      await deps.db.update(enrichmentRuns).set({ error: err.message }).where(eq(enrichmentRuns.id, runId));
      throw err;
    }
    return runView((await loadRun(deps, runId))!);
  }
  return runView(await flush('done'));
}

export async function getRun(deps: EnrichDeps, spaceId: string, id: string): Promise<EnrichRun> {
  if (!isUuid(id)) throw notFound();
  const [row] = await deps.db
    .select()
    .from(enrichmentRuns)
    .where(and(eq(enrichmentRuns.id, id), inSpace(enrichmentRuns, spaceId)));
  if (!row) throw notFound();
  return runView(row);
}

export async function listRuns(deps: EnrichDeps, spaceId: string): Promise<{ items: EnrichRun[] }> {
  const rows = await deps.db
    .select()
    .from(enrichmentRuns)
    .where(inSpace(enrichmentRuns, spaceId))
    .orderBy(desc(enrichmentRuns.createdAt))
    .limit(20);
  return { items: rows.map(runView) };
}
