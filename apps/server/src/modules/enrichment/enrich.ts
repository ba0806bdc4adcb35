import { eq } from 'drizzle-orm';
import { ENRICH_EMAIL_CREDIT_COST, SKIPPED_STEP_REASON_LABELS, type SpendOrigin } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { prospects } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { EnrichmentProvider } from '../../providers/enrichment/index.js';
import { spendCredits } from '../credits/index.js';
import { saveFoundEmail, saveFoundPhone } from '../prospects-core/index.js';
import { loadProspect, type AccountScope, rowToView } from '../prospects/index.js';

export type { EnrichOutcome } from '@leadloop/domain';
import type { EnrichOutcome } from '@leadloop/domain';

/**
 * Finds a prospect's email and phone. A verified email costs ENRICH_EMAIL_CREDIT_COST (charged in the same
 * transaction that stores it, so a refusal for lack of credits stores nothing); a phone found alongside is
 * stored at no extra cost; nothing found costs nothing. An already enriched prospect is not charged again.
 */
export async function enrichProspect(
  db: Db,
  provider: EnrichmentProvider,
  scope: AccountScope,
  prospectId: string,
  origin: SpendOrigin = 'manual',
) {
  const p = await loadProspect(db, scope, prospectId);
  if (p.enrichedEmail)
    return {
      outcome: 'already_enriched' as EnrichOutcome,
      message: SKIPPED_STEP_REASON_LABELS.already_enriched,
      prospect: rowToView(p),
      credits_spent: 0,
    };
  const found = await provider.findContact({
    networkId: p.networkId,
    profileLink: p.profileLink,
    firstName: p.firstName,
    lastName: p.lastName,
    company: p.company,
    companyDomain: p.companyDomain,
  });
  const phone = p.phone ?? found.phone;
  if (!found.email || !found.emailVerified) {
    if (phone !== p.phone) await saveFoundPhone(db, p.id, phone, clock.now());
    const [row] = await db.select().from(prospects).where(eq(prospects.id, p.id));
    return {
      outcome: (found.email ? 'unverified' : 'not_found') as EnrichOutcome,
      prospect: rowToView(row!),
      credits_spent: 0,
    };
  }
  const email = found.email;
  const updated = await db.transaction(async (tx) => {
    await spendCredits(tx, {
      spaceId: scope.spaceId,
      category: 'enrich_email_phone',
      amount: ENRICH_EMAIL_CREDIT_COST,
      origin,
      userId: scope.userId,
      details: { prospect_id: p.id, email },
    });
    return saveFoundEmail(tx, p, { email, phone, at: clock.now() });
  });
  return {
    outcome: 'enriched' as EnrichOutcome,
    prospect: rowToView(updated),
    credits_spent: ENRICH_EMAIL_CREDIT_COST,
  };
}
