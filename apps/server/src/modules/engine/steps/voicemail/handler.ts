import { and, eq } from 'drizzle-orm';
import { VOICEMAIL_DROPS_WINDOW_DAYS, voicemailDropDecision, voicemailRecipient } from '@leadloop/domain';
import { voicemailAudios } from '../../../../db/schema/index.js';
import { voiceFor, type VoicemailDrop } from '../../../../providers/voice/index.js';
import type { StepOutcome } from '../../types.js';
import type { ActingStepHandler, StepRun } from '../handler.js';

const DAY_MS = 86_400_000;

/**
 * The voicemail step: drops the step's recording (one of the account's voicemails) on the
 * prospect's phone through the voice provider, under the 001 §9 dialer rules (US/Canada numbers only,
 * 8:00–21:00 for the recipient, at most three drops per number per three days). The daily `voicemails`
 * limit is counted by the claim like every other limit kind. Exactly once: the provider keeps one drop
 * per prospect and step — not per attempt, since a failed drop is never retried and an attempt that erred
 * after the carrier took the drop (then retried under the next attempt's key) must find it, not ring again.
 */
export const voicemailHandler: ActingStepHandler = {
  type: 'voicemail',
  runs: 'act',
  perform: (run) => performVoicemail(run),
};

async function performVoicemail({ deps, claim }: StepRun): Promise<StepOutcome> {
  const voice = deps.voice ?? voiceFor(deps.db);
  const key = `${claim.cp.id}:${claim.node.id}`;
  const earlier = await voice.findByClientKey(key);
  if (earlier) return outcomeOf(earlier, 'message_exists');

  const audioId = typeof claim.node.audio_id === 'string' ? claim.node.audio_id : null;
  const [audio] = audioId
    ? await deps.db
        .select()
        .from(voicemailAudios)
        .where(and(eq(voicemailAudios.id, audioId), eq(voicemailAudios.credentialId, claim.account.id)))
    : [];
  if (!audio) return { kind: 'skipped', reason: 'task_failed' };

  const now = deps.now();
  const recipient = voicemailRecipient(claim.prospect.phone);
  const recent = recipient
    ? await voice.recentDrops(recipient.e164, new Date(now.getTime() - VOICEMAIL_DROPS_WINDOW_DAYS * DAY_MS))
    : [];
  const decision = voicemailDropDecision({ phone: claim.prospect.phone, at: now, recentDrops: recent });
  if (decision.kind === 'skip') return { kind: 'skipped', reason: decision.reason };
  if (decision.kind === 'wait') return { kind: 'retry', reason: decision.reason, retryAt: decision.until };

  const drop = await voice.drop({
    spaceId: claim.cp.spaceId,
    credentialId: claim.account.id,
    audioId: audio.id,
    durationMs: audio.durationMs,
    to: decision.e164,
    clientKey: key,
    at: now,
  });
  return outcomeOf(drop);
}

function outcomeOf(drop: VoicemailDrop, reason?: string): StepOutcome {
  if (drop.status !== 'delivered') return { kind: 'skipped', reason: 'task_failed' };
  return {
    kind: 'done',
    reason,
    externalId: drop.id,
    payload: { to: drop.to, audio_id: drop.audioId },
  };
}
