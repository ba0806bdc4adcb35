import type {
  EmailVerificationResult,
  EnrichmentSource,
  FieldProvenance,
  ProspectEnrichment,
} from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { loadProspect, type AccountScope } from '../prospects/index.js';
import { provenanceOf } from './records.js';
import { loadWaterfall } from './settings.js';

/**
 * GET /profiles/{id}/enrichment: where the prospect's enriched email and phone came from, when, what the
 * check said, and whether they are past the workspace's re-enrichment age. A field changed since (typed
 * in, imported) has no provenance: only values the waterfall found are described.
 */
export async function prospectEnrichment(
  db: Db,
  scope: AccountScope,
  prospectId: string,
  now: Date,
): Promise<ProspectEnrichment> {
  const p = await loadProspect(db, scope, prospectId);
  const [rows, w] = await Promise.all([provenanceOf(db, p.id), loadWaterfall(db, p.spaceId)]);
  const staleBefore = now.getTime() - w.refreshAfterDays * 86_400_000;
  const view = (field: 'email' | 'phone', current: string | null): FieldProvenance | null => {
    const row = rows.find((r) => r.field === field);
    const value = row && (field === 'email' ? row.email : row.phone);
    if (!row || !value || value !== current) return null;
    return {
      value,
      source: row.source as EnrichmentSource,
      found_at: row.foundAt.toISOString(),
      verification: row.verification as EmailVerificationResult,
      stale: row.foundAt.getTime() < staleBefore,
    };
  };
  return { email: view('email', p.enrichedEmail), phone: view('phone', p.phone) };
}
