import { DEFAULT_EGRESS, EgressError, egressRequest } from '../../../../lib/egress/index.js';
import { prospectEmail } from '../../conditions.js';
import type { StepOutcome } from '../../types.js';
import type { ActingStepHandler, StepRun } from '../handler.js';

/** POSTs the prospect to the campaign's URL (not spaced: its definition says so). */
export const webhookHandler: ActingStepHandler = {
  type: 'webhook',
  runs: 'act',
  perform: (run) => callWebhook(run),
};

async function callWebhook({ deps, claim }: StepRun): Promise<StepOutcome> {
  const url = String(claim.node.url ?? '');
  const key = claim.action.key;
  const egress = deps.egress ?? DEFAULT_EGRESS;
  if (!url) return { kind: 'skipped', reason: 'no_actions' };
  const p = claim.prospect;
  // At least once: a crash, a timeout or an unreachable receiver repeats the call. The Idempotency-Key
  // is the step's key without the attempt number, the same on every repeat, so the receiver can dedupe.
  const idempotencyKey = key.replace(/:\d+$/, '');
  const body = JSON.stringify({
    event: 'workflow_step',
    workflow_id: claim.wf.id,
    prospect: {
      _id: p.id,
      first_name: p.firstName,
      last_name: p.lastName,
      profile_link: p.profileLink,
      company: p.company,
      email: prospectEmail(p),
    },
  });
  // The tenant typed this URL: it goes through the egress rule (a private address is refused, not retried).
  const response = await egressRequest(url, egress, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body,
    timeoutMs: 10_000,
    maxBytes: 2000,
  }).catch((error: unknown) =>
    error instanceof EgressError && error.reason === 'refused' ? 'refused' : null,
  );
  if (response === 'refused') return { kind: 'skipped', reason: 'task_failed' };
  if (!response) return { kind: 'retry', reason: 'unavailable' };
  if (response.status < 200 || response.status >= 300) return { kind: 'skipped', reason: 'task_failed' };
  return { kind: 'done', payload: { status: response.status } };
}
