import { PHONE_CHANNELS, type ContactChannel } from './channels.js';
import { insideQuietHoursWindow, nextQuietHoursOpening, type PhoneRecipient } from './recipient.js';

/** 10DLC: a US A2P SMS sender's brand and campaign registration with the carriers. */
export const TEN_DLC_STATUSES = ['unregistered', 'pending', 'approved', 'rejected'] as const;
export type TenDlcStatus = (typeof TEN_DLC_STATUSES)[number];

/** Channels that need the prospect's recorded consent before the first send (TCPA: marketing texts). */
export const CONSENT_REQUIRED_CHANNELS: readonly ContactChannel[] = ['sms'];
/** Channels whose US sends need a registered sender (10DLC, for application-to-person SMS). */
export const REGISTERED_SENDER_CHANNELS: readonly ContactChannel[] = ['sms'];

/** Why the consent engine held or refused a send; each is shown as the prospect's reason. */
export const CONSENT_REASONS = [
  'opted_out',
  'no_consent',
  'no_phone_type_or_invalid_phone',
  'recipient_time_zone_unknown',
  'quiet_hours',
  'ten_dlc_unregistered',
  'ten_dlc_pending',
] as const;
export type ConsentReason = (typeof CONSENT_REASONS)[number];

export interface ConsentQuestion {
  channel: ContactChannel;
  at: Date;
  /** When the prospect opted out (any channel); null: never. */
  optedOutAt: Date | null;
  /** A consent on record for this channel (or all channels), not revoked. */
  consentGranted: boolean;
  /** The phone recipient, for a phone channel (null: no valid number). */
  recipient: PhoneRecipient | null;
  /** The sender's 10DLC state, for an SMS to a US number; `decidedAt` for a pending one. */
  tenDlc?: { status: TenDlcStatus; decidedAt?: Date | null } | null;
}

export type ConsentDecision =
  | { kind: 'send' }
  /** Never again: the prospect opted out. */
  | { kind: 'stop'; reason: 'opted_out' }
  /** Not this step: it moves on without sending. */
  | { kind: 'skip'; reason: 'no_consent' | 'no_phone_type_or_invalid_phone' | 'recipient_time_zone_unknown' }
  /** Not now: the step waits until `until`. */
  | { kind: 'hold'; reason: 'quiet_hours' | 'ten_dlc_unregistered' | 'ten_dlc_pending'; until: Date };

const DAY_MS = 86_400_000;

/**
 * The consent engine's answer for one send: opt-out first (every channel), then, on a phone channel, a
 * valid number, recorded consent where the channel needs it, the US sender's 10DLC registration for SMS,
 * and the recipient's quiet hours (quiet-hours.ts).
 */
export function consentDecision(q: ConsentQuestion): ConsentDecision {
  if (q.optedOutAt && q.optedOutAt.getTime() <= q.at.getTime()) return { kind: 'stop', reason: 'opted_out' };
  if (!PHONE_CHANNELS.includes(q.channel)) return { kind: 'send' };
  const recipient = q.recipient;
  if (!recipient) return { kind: 'skip', reason: 'no_phone_type_or_invalid_phone' };
  if (CONSENT_REQUIRED_CHANNELS.includes(q.channel) && !q.consentGranted)
    return { kind: 'skip', reason: 'no_consent' };
  if (q.channel === 'sms' && recipient.country === 'US') {
    const reg = q.tenDlc ?? { status: 'unregistered' as const };
    if (reg.status === 'pending')
      return {
        kind: 'hold',
        reason: 'ten_dlc_pending',
        until: reg.decidedAt && reg.decidedAt > q.at ? reg.decidedAt : new Date(q.at.getTime() + 3_600_000),
      };
    if (reg.status !== 'approved')
      return { kind: 'hold', reason: 'ten_dlc_unregistered', until: new Date(q.at.getTime() + DAY_MS) };
  }
  if (!recipient.zones.length) return { kind: 'skip', reason: 'recipient_time_zone_unknown' };
  if (!insideQuietHoursWindow(q.at, recipient)) {
    const opening = nextQuietHoursOpening(q.at, recipient);
    if (!opening) return { kind: 'skip', reason: 'recipient_time_zone_unknown' };
    return { kind: 'hold', reason: 'quiet_hours', until: opening };
  }
  return { kind: 'send' };
}

/** A registration's state at `at`: the review's outcome once decided, pending before. */
export function tenDlcStatusAt(
  registration: { outcome: string; decidedAt: Date } | null | undefined,
  at: Date,
): { status: TenDlcStatus; decidedAt: Date | null } {
  if (!registration) return { status: 'unregistered', decidedAt: null };
  if (at.getTime() < registration.decidedAt.getTime())
    return { status: 'pending', decidedAt: registration.decidedAt };
  return {
    status: registration.outcome === 'rejected' ? 'rejected' : 'approved',
    decidedAt: registration.decidedAt,
  };
}
