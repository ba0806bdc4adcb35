import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import { healthBand } from '@leadloop/domain/health-index/rules';
import type { SpaceHealth } from '@leadloop/domain/health-index/entities';
import type { Db } from '../../db/client.js';
import { credentials, healthIndexScores } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { getBrand } from '../brand/index.js';

type Matched = SpaceHealth['matched'];

/**
 * The health panel of a workspace (000 §6): its index from the last recalculation, what counted, and the
 * index of each account the caller may use. A brand that hides the health panel answers 404: its
 * customers never see the figures, whatever screen asks.
 */
export async function spaceHealth(db: Db, scope: WorkspaceScope, brandKey: string): Promise<SpaceHealth> {
  if (getBrand(brandKey).flags.hide_health_panel) throw notFound(CODES.notFound);
  const rows = await db
    .select({
      s: healthIndexScores,
      first: credentials.firstName,
      last: credentials.lastName,
      user: credentials.username,
    })
    .from(healthIndexScores)
    .leftJoin(
      credentials,
      and(
        eq(healthIndexScores.kind, 'credential'),
        eq(credentials.id, healthIndexScores.subjectId),
        isNull(credentials.deletedAt),
      ),
    )
    .where(
      and(
        inSpace(healthIndexScores, scope),
        scope.availableCredentials
          ? inArray(healthIndexScores.subjectId, [scope.spaceId, ...scope.availableCredentials])
          : undefined,
      ),
    )
    .orderBy(asc(healthIndexScores.score));
  const space = rows.find((r) => r.s.kind === 'space')?.s;
  return {
    score: space?.score ?? null,
    band: space ? healthBand(space.score) : null,
    matched: (space?.matched ?? []) as Matched,
    accounts: rows
      .filter((r) => r.s.kind === 'credential' && r.user !== null)
      .map((r) => ({
        credential_id: r.s.subjectId,
        name: `${r.first ?? ''} ${r.last ?? ''}`.trim() || r.user!,
        score: r.s.score,
        band: healthBand(r.s.score),
      })),
    computed_at: space?.computedAt.toISOString() ?? null,
  };
}
