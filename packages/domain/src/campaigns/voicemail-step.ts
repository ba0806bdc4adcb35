import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { MESSAGES } from '../messages/catalogue.js';
import {
  VOICEMAIL_DROP_COUNTRIES,
  VOICEMAIL_DROPS_MAX,
  VOICEMAIL_DROPS_WINDOW_DAYS,
  isInsideTcpaWindow,
} from '../dialer/rules.js';

/**
 * A campaign's voicemail step (000 §1 voicemail drops; 001 §9 dialer rules): it names one of the
 * account's voicemail recordings (`audio_id`) and drops it on the prospect's phone when
 * - the phone is a valid US or Canadian number,
 * - it is 8:00–21:00 for the recipient,
 * - the number has had fewer than three drops in the last three days,
 * and the account's daily `voicemails` limit allows (the engine counts that one).
 */
export const VOICEMAIL_STEP_MESSAGES = {
  audioRequired: MESSAGES.voicemailStepAudioRequired,
  audioNotFound: MESSAGES.voicemailStepAudioNotFound,
} as const;

export function validateVoicemailStep(step: { audio_id?: string | null }): true | string {
  return step.audio_id ? true : VOICEMAIL_STEP_MESSAGES.audioRequired;
}

/**
 * Time zones a US or Canadian number may ring in. The number alone does not tell us the zone reliably
 * (mobile numbers move), so a drop must fall inside the TCPA window in every zone of the country.
 */
export const VOICEMAIL_COUNTRY_ZONES: Record<(typeof VOICEMAIL_DROP_COUNTRIES)[number], readonly string[]> = {
  US: [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'Pacific/Honolulu',
  ],
  CA: [
    'America/St_Johns',
    'America/Halifax',
    'America/Toronto',
    'America/Winnipeg',
    'America/Regina',
    'America/Edmonton',
    'America/Vancouver',
  ],
};

/** A phone as a voicemail recipient: E.164 and country, or null when it is not a valid US/Canadian number. */
export function voicemailRecipient(
  phone: string | null | undefined,
): { e164: string; country: 'US' | 'CA' } | null {
  if (!phone?.trim()) return null;
  const parsed = parsePhoneNumberFromString(phone.trim(), 'US');
  if (!parsed?.isValid()) return null;
  const country = parsed.country;
  if (country !== 'US' && country !== 'CA') return null;
  return { e164: parsed.number, country };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function localTime(at: Date, timeZone: string): { hour: number; minute: number } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  const parts = f.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: get('hour'), minute: get('minute') };
}

/** Inside 8:00–21:00 in every zone the number may ring in. */
export function insideTcpaWindowEverywhere(at: Date, zones: readonly string[]): boolean {
  return zones.every((zone) => {
    const { hour, minute } = localTime(at, zone);
    return isInsideTcpaWindow(hour, minute);
  });
}

/** The next moment (15-minute steps, within 3 days) the window is open everywhere. */
export function nextTcpaOpening(at: Date, zones: readonly string[]): Date {
  const step = 15 * 60_000;
  let t = Math.ceil(at.getTime() / step) * step;
  for (let i = 0; i < 3 * 96; i++, t += step)
    if (insideTcpaWindowEverywhere(new Date(t), zones)) return new Date(t);
  return new Date(at.getTime() + 86_400_000);
}

export type VoicemailDropDecision =
  | { kind: 'drop'; e164: string; country: 'US' | 'CA' }
  | { kind: 'skip'; reason: 'no_phone_type_or_invalid_phone' }
  | { kind: 'wait'; reason: 'tcpa_window' | 'voicemail_frequency'; until: Date };

/** Whether a drop may happen now; `recentDrops` are the times of earlier drops to this number. */
export function voicemailDropDecision(input: {
  phone: string | null | undefined;
  at: Date;
  recentDrops: readonly Date[];
}): VoicemailDropDecision {
  const recipient = voicemailRecipient(input.phone);
  if (!recipient) return { kind: 'skip', reason: 'no_phone_type_or_invalid_phone' };
  const windowMs = VOICEMAIL_DROPS_WINDOW_DAYS * 86_400_000;
  const inWindow = input.recentDrops
    .filter((d) => d.getTime() > input.at.getTime() - windowMs)
    .sort((a, b) => a.getTime() - b.getTime());
  if (inWindow.length >= VOICEMAIL_DROPS_MAX) {
    const freeAt = new Date(inWindow[inWindow.length - VOICEMAIL_DROPS_MAX]!.getTime() + windowMs);
    return { kind: 'wait', reason: 'voicemail_frequency', until: freeAt };
  }
  const zones = VOICEMAIL_COUNTRY_ZONES[recipient.country];
  if (!insideTcpaWindowEverywhere(input.at, zones))
    return { kind: 'wait', reason: 'tcpa_window', until: nextTcpaOpening(input.at, zones) };
  return { kind: 'drop', ...recipient };
}
