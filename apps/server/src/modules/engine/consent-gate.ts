import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  CONSENT_REQUIRED_CHANNELS,
  PHONE_CHANNELS,
  REGISTERED_SENDER_CHANNELS,
  STEP_CHANNELS,
  consentDecision,
  phoneRecipient,
  tenDlcStatusAt,
  type ContactChannel,
} from '@leadloop/domain';
import { prospectConsents, smsSenderRegistrations } from '../../db/schema/index.js';
import type { ActClaim, EngineDeps } from './deps.js';
import type { ProspectRow, StepOutcome } from './types.js';

/**
 * The consent engine's door (issue 40): every acting step that reaches the prospect passes here, once,
 * before its handler runs (perform.ts). An opt-out pauses the prospect on every channel; a phone channel
 * also needs a valid number, recorded consent where the channel requires it, the US sender's 10DLC
 * registration for SMS, and the recipient's quiet hours (packages/domain/src/consent). Whatever holds a
 * send back becomes the prospect's reason (paused reason, skip reason or wait reason).
 */
export async function consentGate(deps: EngineDeps, claim: ActClaim): Promise<StepOutcome | null> {
  const channel = STEP_CHANNELS[claim.node.type];
  if (!channel) return null;
  const prospect = claim.prospect;
  const at = deps.now();
  const phoneChannel = PHONE_CHANNELS.includes(channel);
  // email and network: only an opt-out holds them, read from the claimed row (no statement of its own)
  if (!phoneChannel)
    return prospect.optedOutAt && prospect.optedOutAt <= at ? { kind: 'paused', reason: 'opted_out' } : null;
  const recipient = phoneRecipient(prospect.phone, recipientHints(prospect));
  const consentGranted = CONSENT_REQUIRED_CHANNELS.includes(channel)
    ? await hasConsent(deps, prospect.id, channel)
    : true;
  const [registration] =
    REGISTERED_SENDER_CHANNELS.includes(channel) && recipient?.country === 'US'
      ? await deps.db
          .select({ outcome: smsSenderRegistrations.outcome, decidedAt: smsSenderRegistrations.decidedAt })
          .from(smsSenderRegistrations)
          .where(eq(smsSenderRegistrations.credentialId, claim.account.id))
      : [];
  const decision = consentDecision({
    channel,
    at,
    optedOutAt: prospect.optedOutAt,
    consentGranted,
    recipient,
    tenDlc: tenDlcStatusAt(registration, at),
  });
  switch (decision.kind) {
    case 'send':
      return null;
    case 'stop':
      return { kind: 'paused', reason: decision.reason };
    case 'skip':
      return { kind: 'skipped', reason: decision.reason };
    case 'hold':
      return { kind: 'retry', reason: decision.reason, retryAt: decision.until };
  }
}

/** A prospect's own zone or state, when a custom field holds it (`time_zone`, `timezone`, `state`). */
function recipientHints(p: ProspectRow) {
  const f = p.customFields ?? {};
  return { timeZone: f.time_zone ?? f.timezone ?? null, state: f.state ?? null };
}

/** The latest record for this channel or all channels grants (a later revocation wins). */
async function hasConsent(deps: EngineDeps, prospectId: string, channel: ContactChannel): Promise<boolean> {
  const [latest] = await deps.db
    .select({ status: prospectConsents.status })
    .from(prospectConsents)
    .where(
      and(eq(prospectConsents.prospectId, prospectId), inArray(prospectConsents.channel, [channel, 'all'])),
    )
    .orderBy(desc(prospectConsents.recordedAt), desc(prospectConsents.createdAt))
    .limit(1);
  return latest?.status === 'granted';
}
