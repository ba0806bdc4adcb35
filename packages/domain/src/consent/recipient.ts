import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { validZone } from '../campaigns/zoned-day.js';
import {
  COUNTRY_QUIET_HOURS,
  DEFAULT_COUNTRY_QUIET_HOURS,
  US_FEDERAL_QUIET_HOURS,
  US_STATE_QUIET_HOURS,
  insideWindow,
  type QuietHoursRule,
} from './quiet-hours.js';
import { US_STATES, US_ZONES, stateOfAreaCode, zonesOfState } from './us-area-codes.js';

/** Zones of countries outside the US whose numbers do not tell the zone (one zone: exact). */
const COUNTRY_ZONES: Readonly<Record<string, readonly string[]>> = {
  CA: [
    'America/St_Johns',
    'America/Halifax',
    'America/Toronto',
    'America/Winnipeg',
    'America/Regina',
    'America/Edmonton',
    'America/Vancouver',
  ],
  GB: ['Europe/London'],
  IE: ['Europe/Dublin'],
  FR: ['Europe/Paris'],
  DE: ['Europe/Berlin'],
  ES: ['Europe/Madrid'],
  PT: ['Europe/Lisbon'],
  IT: ['Europe/Rome'],
  NL: ['Europe/Amsterdam'],
  BE: ['Europe/Brussels'],
  CH: ['Europe/Zurich'],
  AT: ['Europe/Vienna'],
  LU: ['Europe/Luxembourg'],
  PL: ['Europe/Warsaw'],
  SE: ['Europe/Stockholm'],
  DK: ['Europe/Copenhagen'],
  NO: ['Europe/Oslo'],
  FI: ['Europe/Helsinki'],
  PR: ['America/Puerto_Rico'],
  IN: ['Asia/Kolkata'],
  IL: ['Asia/Jerusalem'],
  AE: ['Asia/Dubai'],
  SG: ['Asia/Singapore'],
  JP: ['Asia/Tokyo'],
  ZA: ['Africa/Johannesburg'],
  NZ: ['Pacific/Auckland'],
  BR: ['America/Sao_Paulo', 'America/Manaus', 'America/Rio_Branco', 'America/Noronha'],
  MX: ['America/Mexico_City', 'America/Cancun', 'America/Chihuahua', 'America/Tijuana'],
  AU: ['Australia/Sydney', 'Australia/Brisbane', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth'],
};

/** Who a phone send reaches: the country, the US state when known, the zones it may ring in. */
export interface PhoneRecipient {
  e164: string;
  country: string;
  /** USPS code; null: not a US number, or a US number of unknown state. */
  state: string | null;
  /** Zones the send must be inside the window in; empty: unknown (the send is held). */
  zones: readonly string[];
}

/** What may be known about the recipient beyond the number (a CRM field, a consent form). */
export interface RecipientHints {
  timeZone?: string | null;
  state?: string | null;
  /** The default country for a number written without its +code. */
  country?: string | null;
}

/** The recipient of a phone send, or null when the number is not a valid phone number. */
export function phoneRecipient(
  phone: string | null | undefined,
  hints: RecipientHints = {},
): PhoneRecipient | null {
  if (!phone?.trim()) return null;
  const parsed = parsePhoneNumberFromString(phone.trim(), (hints.country ?? 'US') as CountryCode);
  if (!parsed?.isValid() || !parsed.country) return null;
  const country = parsed.country;
  const zone = hints.timeZone && validZone(hints.timeZone) === hints.timeZone ? [hints.timeZone] : null;
  if (country === 'US') {
    const hinted = hints.state?.toUpperCase() ?? null;
    const state =
      hinted && US_STATES.includes(hinted) ? hinted : stateOfAreaCode(parsed.nationalNumber.slice(0, 3));
    return { e164: parsed.number, country, state, zones: zone ?? (state ? zonesOfState(state) : US_ZONES) };
  }
  return { e164: parsed.number, country, state: null, zones: zone ?? COUNTRY_ZONES[country] ?? [] };
}

/**
 * The rules a phone send to this recipient must all satisfy: in the US the federal window and its state's
 * (every stricter state's when the state is unknown); elsewhere the country's.
 */
export function quietHoursRules(recipient: Pick<PhoneRecipient, 'country' | 'state'>): QuietHoursRule[] {
  if (recipient.country !== 'US')
    return [COUNTRY_QUIET_HOURS[recipient.country] ?? DEFAULT_COUNTRY_QUIET_HOURS];
  if (!recipient.state) return [US_FEDERAL_QUIET_HOURS, ...Object.values(US_STATE_QUIET_HOURS)];
  const state = US_STATE_QUIET_HOURS[recipient.state];
  return state ? [US_FEDERAL_QUIET_HOURS, state] : [US_FEDERAL_QUIET_HOURS];
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The weekday (0 Sunday) and minute of the day at `at` in the zone. */
export function wallClock(at: Date, zone: string): { day: number; minute: number } {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  const parts = f.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** Whether a phone send may reach the recipient at `at`: inside every rule's window in every zone. */
export function insideQuietHoursWindow(at: Date, recipient: PhoneRecipient): boolean {
  if (!recipient.zones.length) return false;
  const rules = quietHoursRules(recipient);
  return recipient.zones.every((zone) => {
    const { day, minute } = wallClock(at, zone);
    return rules.every((rule) => insideWindow(rule, day, minute));
  });
}

/** The next minute (5-minute steps, within 8 days) the window opens; null when it never does. */
export function nextQuietHoursOpening(at: Date, recipient: PhoneRecipient): Date | null {
  const step = 5 * 60_000;
  let t = Math.ceil(at.getTime() / step) * step;
  for (let i = 0; i < (8 * 24 * 60) / 5; i++, t += step)
    if (insideQuietHoursWindow(new Date(t), recipient)) return new Date(t);
  return null;
}
