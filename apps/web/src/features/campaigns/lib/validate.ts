import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { delayStepSchema, validateSequence, validateNewSearchUrl, type StepLike } from '@leadloop/domain/campaigns/rules';
import type { CampaignStep } from '../types';
import type { CampaignDraft } from './draft';

/** Steps whose text is required (a connection note may be empty). */
const TEXT_REQUIRED = new Set(['message', 'inmail', 'email']);

export type StepProblem = { stepId: string; message: string };

/** Every text a step carries, variants included, as the domain rules see them. */
function asStepLikes(step: CampaignStep): StepLike[] {
  const type = step.type as StepLike['type'];
  if (step.variants) return step.variants.map((v) => ({ type, subject: v.subject, content: v.content }));
  return [{ type, subject: step.subject, content: step.content }];
}

/** 001 §5 step rules (domain) plus what each step needs to run. The first problem per step. */
export function validateSteps(steps: CampaignStep[], isEmailOnly: boolean): StepProblem[] {
  const problems = new Map<string, string>();
  const flat = steps.flatMap((step) => asStepLikes(step).map((like) => ({ like, id: step.id })));
  // validateSequence reports the first problem; run it until each failing step is known.
  let remaining = flat;
  for (let guard = 0; guard < 20 && remaining.length; guard++) {
    const r = validateSequence(remaining.map((f) => f.like), { isEmailOnly });
    if (r === true) break;
    const culprit = remaining[r.index];
    if (!culprit) break;
    if (!problems.has(culprit.id)) problems.set(culprit.id, r.message);
    remaining = remaining.filter((f) => f.id !== culprit.id);
    if (r.message === MESSAGES.oneInmailStep || r.message === MESSAGES.oneConnectionRequestStep || r.message === MESSAGES.oneConnectionByEmailStep || r.message === MESSAGES.connectionByEmailBeforeRequest) break;
  }
  for (const step of steps) {
    if (problems.has(step.id)) continue;
    const missingText = asStepLikes(step).some((l) => !l.content?.trim());
    if (TEXT_REQUIRED.has(step.type) && missingText) problems.set(step.id, MESSAGES.fillAllFields);
    else if (step.type === 'email' && asStepLikes(step).some((l) => !l.subject?.trim()) && step.thread !== 'reply')
      problems.set(step.id, MESSAGES.fillAllFields);
    else if (step.type === 'webhook' && !/^https?:\/\/\S+\.\S+/.test(step.url ?? '')) problems.set(step.id, MESSAGES.checkUrl);
    else if (step.type === 'delay') {
      const r = delayStepSchema.safeParse({ days: step.delay_days, hours: step.delay_hours });
      if (!r.success) problems.set(step.id, r.error.issues[0]?.message ?? MESSAGES.delayTooSmall);
    }
  }
  return steps.filter((s) => problems.has(s.id)).map((s) => ({ stepId: s.id, message: problems.get(s.id)! }));
}

export function validateSearchUrl(url: string, others: string[]): true | string {
  return validateNewSearchUrl(url, others);
}

/** What blocks each stage of the builder (audience, sequence, settings, review). */
export function stageProblems(draft: CampaignDraft, hasCsv: boolean): (string | null)[] {
  const audience = draft.name.trim() ? (draft.searches.length || hasCsv ? null : 'audience') : MESSAGES.nameRequired;
  const steps = draft.steps.filter((s) => s.type !== 'condition' || draft.mode === 'smart');
  const sequence = steps.length === 0 ? 'sequence' : validateSteps(steps, draft.flags.is_email_only)[0]?.message ?? null;
  return [audience, sequence, null, null];
}
