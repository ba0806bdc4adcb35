import { and, asc, count, desc, eq, gte, ilike, lt, max, sql, type SQL } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import {
  HEALTH_BANDS,
  healthBand,
  type HealthBand,
  type HealthIndexTrigger,
} from '@leadloop/domain/health-index/rules';
import type { HealthCustomer, HealthMain } from '@leadloop/domain/health-index/entities';
import type { Db } from '../../db/client.js';
import { credentials, healthIndexScores, spaces } from '../../db/schema/index.js';
import { assertBrandVisible, type AdminScope } from '../../lib/admin-guard.js';
import { notFound } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';
import { containsPattern } from '../../lib/like.js';

type Matched = { trigger: HealthIndexTrigger; value: number; points: number };

/** The brand a caller may read: a brand-bound admin their own, others the one asked (or every brand). */
function brandOf(scope: AdminScope, asked?: string): string | undefined {
  if (scope.brand !== null) {
    if (asked) assertBrandVisible(scope, asked);
    return scope.brand;
  }
  return asked || undefined;
}

const BAND_RANGE: Record<HealthBand, [number, number]> = {
  at_risk: [0, HEALTH_BANDS.atRisk],
  attention: [HEALTH_BANDS.atRisk, HEALTH_BANDS.attention],
  healthy: [HEALTH_BANDS.attention, 101],
};

export async function customerStatistics(
  db: Db,
  scope: AdminScope,
  query: { brand?: string; band?: HealthBand; q?: string; offset: number; limit: number },
): Promise<{ items: HealthCustomer[]; total: number }> {
  const brand = brandOf(scope, query.brand);
  const where: SQL[] = [eq(healthIndexScores.kind, 'space')];
  if (brand) where.push(eq(healthIndexScores.brand, brand));
  if (query.band) {
    const [lo, hi] = BAND_RANGE[query.band];
    where.push(gte(healthIndexScores.score, lo), lt(healthIndexScores.score, hi));
  }
  if (query.q) where.push(ilike(spaces.name, containsPattern(query.q)));
  const filter = and(...where);
  const rows = await db
    .select({ s: healthIndexScores, name: spaces.name })
    .from(healthIndexScores)
    .innerJoin(spaces, eq(spaces.id, healthIndexScores.subjectId))
    .where(filter)
    .orderBy(asc(healthIndexScores.score), asc(spaces.name))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db
    .select({ n: count() })
    .from(healthIndexScores)
    .innerJoin(spaces, eq(spaces.id, healthIndexScores.subjectId))
    .where(filter);
  return {
    total: Number(total?.n ?? 0),
    items: rows.map(({ s, name }) => ({
      space_id: s.subjectId,
      name,
      brand: s.brand,
      score: s.score,
      band: healthBand(s.score),
      figures: s.figures,
      matched: s.matched as Matched[],
      computed_at: s.computedAt.toISOString(),
    })),
  };
}

export async function mainStatistics(db: Db, scope: AdminScope, asked?: string): Promise<HealthMain> {
  const brand = brandOf(scope, asked);
  const where = and(
    eq(healthIndexScores.kind, 'space'),
    brand ? eq(healthIndexScores.brand, brand) : undefined,
  );
  const buckets = await db
    .select({
      bucket: sql<number>`least(${healthIndexScores.score} / 10, 9)::int`,
      n: count(),
    })
    .from(healthIndexScores)
    .where(where)
    .groupBy(sql`1`);
  const histogram = Array.from({ length: 10 }, (_, i) =>
    Number(buckets.find((b) => Number(b.bucket) === i)?.n ?? 0),
  );
  const byBrand = await db
    .select({
      brand: healthIndexScores.brand,
      customers: count(),
      average: sql<number>`round(avg(${healthIndexScores.score}), 1)::float`,
      at: max(healthIndexScores.computedAt),
    })
    .from(healthIndexScores)
    .where(where)
    .groupBy(healthIndexScores.brand)
    .orderBy(desc(count()));
  const customers = histogram.reduce((s, n) => s + n, 0);
  const sumBuckets = (from: number, to: number) => histogram.slice(from, to).reduce((s, n) => s + n, 0);
  const total = byBrand.reduce((s, b) => s + Number(b.average) * Number(b.customers), 0);
  const last = byBrand
    .map((b) => b.at)
    .filter((d): d is Date => !!d)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    customers,
    average: customers ? Math.round((total / customers) * 10) / 10 : null,
    bands: {
      at_risk: sumBuckets(0, HEALTH_BANDS.atRisk / 10),
      attention: sumBuckets(HEALTH_BANDS.atRisk / 10, HEALTH_BANDS.attention / 10),
      healthy: sumBuckets(HEALTH_BANDS.attention / 10, 10),
    },
    histogram,
    by_brand: byBrand.map((b) => ({
      brand: b.brand,
      customers: Number(b.customers),
      average: Number(b.average),
    })),
    computed_at: last ? new Date(last).toISOString() : null,
  };
}

/** GET /admin/credentials/{id}/health_index_statistics: one account's index and figures. */
export async function credentialStatistics(db: Db, scope: AdminScope, credentialId: string) {
  const [cred] = await db
    .select({ c: credentials, brand: spaces.brand })
    .from(credentials)
    .innerJoin(spaces, eq(spaces.id, credentials.spaceId))
    .where(eq(credentials.id, credentialId));
  if (!cred) throw notFound(CODES.credentialsNotFound);
  assertBrandVisible(scope, cred.brand);
  const [score] = await db
    .select()
    .from(healthIndexScores)
    .where(
      and(
        eq(healthIndexScores.kind, 'credential'),
        eq(healthIndexScores.subjectId, credentialId),
        inSpace(healthIndexScores, cred.c.spaceId),
      ),
    );
  const name = `${cred.c.firstName} ${cred.c.lastName}`.trim() || cred.c.username;
  return {
    credential_id: cred.c.id,
    space_id: cred.c.spaceId,
    name,
    status: cred.c.status,
    score: score?.score ?? null,
    band: score ? healthBand(score.score) : null,
    figures: score?.figures ?? {},
    matched: (score?.matched ?? []) as Matched[],
    computed_at: score?.computedAt.toISOString() ?? null,
  };
}
