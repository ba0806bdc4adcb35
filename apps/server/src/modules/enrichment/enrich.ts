import { randomUUID } from 'node:crypto';
import { SKIPPED_STEP_REASON_LABELS, type EnrichOutcome, type SpendOrigin } from '@leadloop/domain';
import { loadProspect, type AccountScope, rowToView } from '../prospects/index.js';
import type { EnrichDeps } from './deps.js';
import { enrichOne } from './waterfall.js';

export type { EnrichOutcome } from '@leadloop/domain';

/**
 * POST /profiles/{id}/enrich: one prospect through the workspace's waterfall (waterfall.ts). A verified
 * email costs ENRICH_EMAIL_CREDIT_COST, charged in the transaction that stores it (a refusal for lack of
 * credits stores nothing); a phone found alongside is free; nothing found costs nothing; an enriched
 * prospect younger than the workspace's re-enrichment age is not looked up again.
 */
export async function enrichProspect(
  deps: EnrichDeps,
  scope: AccountScope,
  prospectId: string,
  origin: SpendOrigin = 'manual',
) {
  const p = await loadProspect(deps.db, scope, prospectId);
  const r = await enrichOne(deps, p, {
    runKey: randomUUID(),
    origin,
    category: 'enrich_email_phone',
    userId: scope.userId || null,
  });
  const outcome: EnrichOutcome =
    r.email === 'hit'
      ? 'enriched'
      : r.email === 'fresh'
        ? 'already_enriched'
        : r.email === 'not_found'
          ? 'not_found'
          : 'unverified';
  return {
    outcome,
    ...(outcome === 'already_enriched' ? { message: SKIPPED_STEP_REASON_LABELS.already_enriched } : {}),
    prospect: rowToView(r.prospect),
    credits_spent: r.creditsSpent,
  };
}
