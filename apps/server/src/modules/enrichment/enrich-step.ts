import type { Db } from '../../db/client.js';
import { SourceUnavailableError } from '../../providers/enrichment/index.js';
import type { ActingStepHandler, StepRun } from '../engine/index.js';
import type { EnrichDeps } from './deps.js';
import { enrichOne } from './waterfall.js';

/**
 * A campaign's enrich step, registered with the engine by this area (modules/steps.ts): the prospect goes
 * through the workspace's waterfall under the claim's action key (the same on every repeat of the step, so
 * a retried or recovered step never charges twice). Without credits it waits 'out_of_credits'; when no
 * source found an email (and the prospect has none) it waits 'no_email_type_or_invalid_email' and looks
 * again a day later; a source that is down is retried soon.
 */
export const enrichStepHandler = (depsOf: (db: Db) => Omit<EnrichDeps, 'db' | 'now'>): ActingStepHandler => ({
  type: 'enrich',
  runs: 'act',
  perform: (run) => performEnrich(depsOf, run),
});

async function performEnrich(
  depsOf: (db: Db) => Omit<EnrichDeps, 'db' | 'now'>,
  { deps, claim }: StepRun,
): ReturnType<ActingStepHandler['perform']> {
  const p = claim.prospect;
  const enrich: EnrichDeps = { ...depsOf(deps.db), db: deps.db, now: deps.now };
  let r;
  try {
    r = await enrichOne(enrich, p, {
      // one key per look: a day-later look (after a wait) asks the sources again
      runKey: `${claim.action.key}`,
      origin: 'workflow',
      category: 'enrich_email_phone',
      userId: claim.wf.createdBy,
      credentialId: claim.account.id,
    });
  } catch (err) {
    if (err instanceof SourceUnavailableError)
      return { kind: 'retry', reason: 'enrichment_source_unavailable' };
    if ((err as { code?: string }).code === 'runOutOfCredits')
      return { kind: 'wait', reason: 'out_of_credits' };
    throw err;
  }
  if (r.email === 'fresh') return { kind: 'skipped', reason: 'already_enriched' };
  const has = r.prospect.enrichedEmail || r.prospect.workEmail || r.prospect.personalEmail;
  if (!has) return { kind: 'wait', reason: 'no_email_type_or_invalid_email' };
  return {
    kind: 'done',
    payload: {
      email: r.email,
      email_source: r.emailSource,
      phone: r.phone,
      credits_spent: r.creditsSpent,
    },
  };
}
