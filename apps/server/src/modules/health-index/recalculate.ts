import { and, eq, lt, sql } from 'drizzle-orm';
import { CREDENTIAL_TRIGGERS, scoreFromFigures } from '@leadloop/domain/health-index/rules';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { inSpace } from '../../lib/scope.js';
import { healthIndexAlerts, healthIndexBrandSettings, healthIndexScores } from '../../db/schema/index.js';
import { listRules } from './rules.js';
import { measureAll } from './figures.js';
import { alertMail } from './mail.js';

export const RECALCULATE_QUEUE = 'health-index.recalculate';
const CHUNK = 500;

export interface RecalculateResult {
  customers: number;
  credentials: number;
  notified: number;
}

/**
 * Recomputes every customer's and account's index from the data, stores it, and tells each brand's contacts
 * about the customers that fell below one of the brand's thresholds since the last run — once per crossing:
 * the alert row lives while the customer stays below, and goes when the index is back at or above it.
 */
export async function recalculateHealthIndex(ctx: AppContext): Promise<RecalculateResult> {
  const { db } = ctx;
  const now = clock.now();
  const rules = await listRules(db);
  const credentialRules = rules.filter((r) => CREDENTIAL_TRIGGERS.includes(r.trigger));
  const customers = await measureAll(db, now);

  const rows: (typeof healthIndexScores.$inferInsert)[] = [];
  const scores = new Map<string, { score: number; name: string; brand: string }>();
  for (const c of customers) {
    const { score, matched } = scoreFromFigures(c.figures, rules);
    scores.set(c.spaceId, { score, name: c.name, brand: c.brand });
    rows.push({
      kind: 'space',
      subjectId: c.spaceId,
      spaceId: c.spaceId,
      brand: c.brand,
      score,
      figures: c.figures as Record<string, number>,
      matched,
      computedAt: now,
    });
    for (const cred of c.credentials) {
      const result = scoreFromFigures(cred.figures, credentialRules);
      rows.push({
        kind: 'credential',
        subjectId: cred.id,
        spaceId: c.spaceId,
        brand: c.brand,
        score: result.score,
        figures: cred.figures as Record<string, number>,
        matched: result.matched,
        computedAt: now,
      });
    }
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(healthIndexScores)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [healthIndexScores.kind, healthIndexScores.subjectId],
        set: {
          score: sql`excluded.score`,
          figures: sql`excluded.figures`,
          matched: sql`excluded.matched`,
          brand: sql`excluded.brand`,
          computedAt: sql`excluded.computed_at`,
        },
      });
  }
  // Accounts and customers gone since the last run.
  await db.delete(healthIndexScores).where(lt(healthIndexScores.computedAt, now));

  const notified = await notifyCrossings(ctx, scores);
  return {
    customers: customers.length,
    credentials: rows.length - customers.length,
    notified,
  };
}

async function notifyCrossings(
  ctx: AppContext,
  scores: Map<string, { score: number; name: string; brand: string }>,
): Promise<number> {
  const { db } = ctx;
  const settings = await db.select().from(healthIndexBrandSettings);
  const byBrand = new Map(settings.map((s) => [s.brand, s]));
  const existing = await db.select().from(healthIndexAlerts);
  const isAlerted = new Set(existing.map((a) => `${a.spaceId}:${a.threshold}`));

  const fresh: (typeof healthIndexAlerts.$inferInsert)[] = [];
  const recovered: { spaceId: string; threshold: number }[] = [];
  for (const [spaceId, s] of scores) {
    const thresholds = byBrand.get(s.brand)?.thresholds ?? [];
    for (const threshold of thresholds) {
      const below = s.score < threshold;
      const had = isAlerted.has(`${spaceId}:${threshold}`);
      if (below && !had) fresh.push({ spaceId, threshold, score: s.score, notifiedAt: clock.now() });
      if (!below && had) recovered.push({ spaceId, threshold });
    }
  }
  // Alerts of thresholds a brand no longer has, or customers back above: the next fall notifies again.
  for (const a of existing) {
    const s = scores.get(a.spaceId);
    if (s && !(byBrand.get(s.brand)?.thresholds ?? []).includes(a.threshold)) recovered.push(a);
  }
  for (const r of recovered)
    await db
      .delete(healthIndexAlerts)
      .where(and(inSpace(healthIndexAlerts, r.spaceId), eq(healthIndexAlerts.threshold, r.threshold)));

  if (!fresh.length) return 0;
  // The insert decides: a concurrent run that wrote the same alert first sends it, this one does not.
  const won = await db.insert(healthIndexAlerts).values(fresh).onConflictDoNothing().returning();
  const perBrand = new Map<string, { name: string; score: number; threshold: number }[]>();
  for (const a of won) {
    const s = scores.get(a.spaceId)!;
    perBrand.set(s.brand, [
      ...(perBrand.get(s.brand) ?? []),
      { name: s.name, score: a.score, threshold: a.threshold },
    ]);
  }
  let sent = 0;
  for (const [brand, list] of perBrand) {
    for (const to of byBrand.get(brand)?.emails ?? []) {
      await ctx.mailer.send(alertMail(brand, to, list, ctx.config.publicUrl));
      sent++;
    }
  }
  return sent;
}
