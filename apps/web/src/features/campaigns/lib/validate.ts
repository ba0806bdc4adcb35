import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import {
  delayStepSchema,
  validateSequence,
  validateNewSearchUrl,
  type StepLike,
} from '@leadloop/domain/campaigns/rules';
import { validateVoicemailStep } from '@leadloop/domain/campaigns/voicemail-step';
import type { CampaignStep } from '../types';
import type { CampaignDraft } from './draft';

/** Steps whose text is required (a connection note may be empty). */
const TEXT_REQUIRED = new Set(['message', 'inmail', 'email']);

/** `variant` names the A/B variant (0 or 1) the problem is in, when the step has two. */
export type StepProblem = { stepId: string; message: string; variant?: number };

/** Every text a step carries, variants included, as the domain rules see them. */
function asStepLikes(step: CampaignStep): StepLike[] {
  const type = step.type as StepLike['type'];
  if (step.variants) return step.variants.map((v) => ({ type, subject: v.subject, content: v.content }));
  return [{ type, subject: step.subject, content: step.content }];
}

/** 001 §5 step rules (domain) plus what each step needs to run. The first problem per step. */
export function validateSteps(steps: CampaignStep[], isEmailOnly: boolean): StepProblem[] {
  const problems = new Map<string, string>();
  const variantOf = new Map<string, number>();
  const flat = steps.flatMap((step) =>
    asStepLikes(step).map((like, variant) => ({ like, id: step.id, variant })),
  );
  // validateSequence reports the first problem; run it until each failing step is known.
  let remaining = flat;
  const step = (id: string) => steps.find((s) => s.id === id);
  for (let guard = 0; guard < 20 && remaining.length; guard++) {
    const r = validateSequence(
      remaining.map((f) => f.like),
      { isEmailOnly },
    );
    if (r === true) break;
    const culprit = remaining[r.index];
    if (!culprit) break;
    if (!problems.has(culprit.id)) {
      problems.set(culprit.id, r.message);
      if (step(culprit.id)?.variants) variantOf.set(culprit.id, culprit.variant);
    }
    remaining = remaining.filter((f) => f.id !== culprit.id);
    if (
      r.message === MESSAGES.oneInmailStep ||
      r.message === MESSAGES.oneConnectionRequestStep ||
      r.message === MESSAGES.oneConnectionByEmailStep ||
      r.message === MESSAGES.connectionByEmailBeforeRequest
    )
      break;
  }
  for (const step of steps) {
    if (problems.has(step.id)) continue;
    const likes = asStepLikes(step);
    const missingText = likes.findIndex((l) => !l.content?.trim());
    const missingSubject =
      step.type === 'email' && step.thread !== 'reply' ? likes.findIndex((l) => !l.subject?.trim()) : -1;
    const missing = TEXT_REQUIRED.has(step.type) && missingText >= 0 ? missingText : missingSubject;
    if (missing >= 0) {
      problems.set(step.id, MESSAGES.fillAllFields);
      if (step.variants) variantOf.set(step.id, missing);
    } else if (step.type === 'webhook' && !/^https?:\/\/\S+\.\S+/.test(step.url ?? ''))
      problems.set(step.id, MESSAGES.checkUrl);
    else if (step.type === 'manual_task' && !step.content?.trim())
      problems.set(step.id, MESSAGES.taskMessageRequired);
    else if (step.type === 'voicemail' && validateVoicemailStep(step) !== true)
      problems.set(step.id, MESSAGES.voicemailStepAudioRequired);
    else if (step.type === 'delay') {
      const r = delayStepSchema.safeParse({ days: step.delay_days, hours: step.delay_hours });
      if (!r.success) problems.set(step.id, r.error.issues[0]?.message ?? MESSAGES.delayTooSmall);
    }
  }
  return steps
    .filter((s) => problems.has(s.id))
    .map((s) => ({
      stepId: s.id,
      message: problems.get(s.id)!,
      ...(variantOf.has(s.id) ? { variant: variantOf.get(s.id) } : {}),
    }));
}

export function validateSearchUrl(url: string, others: string[]): true | string {
  return validateNewSearchUrl(url, others);
}

/** What blocks each stage of the builder (audience, sequence, settings, review). */
export function stageProblems(draft: CampaignDraft, hasCsv: boolean): (string | null)[] {
  const audience = draft.name.trim()
    ? draft.searches.length || hasCsv
      ? null
      : 'audience'
    : MESSAGES.nameRequired;
  const steps = draft.steps.filter((s) => s.type !== 'condition' || draft.mode === 'smart');
  const sequence =
    steps.length === 0 ? 'sequence' : (validateSteps(steps, draft.flags.is_email_only)[0]?.message ?? null);
  return [audience, sequence, null, null];
}
