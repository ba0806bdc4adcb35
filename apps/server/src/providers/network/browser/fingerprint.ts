import { createHash } from 'node:crypto';

/** What a site sees of the browser: kept the same for an account across every session it opens. */
export interface Fingerprint {
  userAgent: string;
  locale: string;
  timezoneId: string;
  viewport: { width: number; height: number };
}

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/154.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/155.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/155.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1536, height: 864 },
  { width: 1920, height: 1080 },
];
const LOCALES: Record<string, string> = {
  US: 'en-US',
  GB: 'en-GB',
  IE: 'en-IE',
  CA: 'en-CA',
  AU: 'en-AU',
  FR: 'fr-FR',
  BE: 'fr-BE',
  DE: 'de-DE',
  AT: 'de-AT',
  CH: 'de-CH',
  ES: 'es-ES',
  MX: 'es-MX',
  PT: 'pt-PT',
  BR: 'pt-BR',
  IT: 'it-IT',
  NL: 'nl-NL',
};

/**
 * The account's fingerprint: a pure function of its id, country and time zone, so every context opened for
 * it (after a restart, on another worker) looks like the same browser, and two accounts rarely alike.
 */
export function fingerprintFor(
  credentialId: string,
  account: { countryCode?: string | null; timezone?: string | null },
): Fingerprint {
  const h = createHash('sha256').update(credentialId).digest();
  return {
    userAgent: USER_AGENTS[h[0]! % USER_AGENTS.length]!,
    viewport: VIEWPORTS[h[1]! % VIEWPORTS.length]!,
    locale: LOCALES[(account.countryCode ?? 'US').toUpperCase()] ?? 'en-US',
    timezoneId: account.timezone || 'UTC',
  };
}
