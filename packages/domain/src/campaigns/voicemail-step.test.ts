import { describe, expect, it } from 'vitest';
import {
  insideTcpaWindowEverywhere,
  validateVoicemailStep,
  VOICEMAIL_COUNTRY_ZONES,
  VOICEMAIL_STEP_MESSAGES,
  voicemailDropDecision,
  voicemailRecipient,
} from './voicemail-step';

const at = (iso: string) => new Date(iso);

describe('voicemail step rules (001 §9)', () => {
  it('needs a recording', () => {
    expect(validateVoicemailStep({})).toBe(VOICEMAIL_STEP_MESSAGES.audioRequired);
    expect(validateVoicemailStep({ audio_id: 'a' })).toBe(true);
  });

  it('US and Canada only', () => {
    expect(voicemailRecipient('(123) 456-7890')).toBeNull(); // no area code starts with 1
    expect(voicemailRecipient('+1 212 878 4000')).toEqual({ e164: '+12128784000', country: 'US' });
    expect(voicemailRecipient('416-555-2671')?.country).toBe('CA');
    expect(voicemailRecipient('+44 20 7946 0958')).toBeNull();
    expect(voicemailRecipient('+33 1 42 68 53 00')).toBeNull();
    expect(voicemailRecipient('')).toBeNull();
    expect(voicemailRecipient('not a phone')).toBeNull();
  });

  it('TCPA window 8:00–21:00 in every zone of the country (Honolulu to New York)', () => {
    const us = VOICEMAIL_COUNTRY_ZONES.US;
    // 19:00 UTC in January = 14:00 New York, 09:00 Honolulu → open everywhere.
    expect(insideTcpaWindowEverywhere(at('2026-01-15T19:00:00Z'), us)).toBe(true);
    // 14:00 UTC = 09:00 New York but 04:00 Honolulu → closed.
    expect(insideTcpaWindowEverywhere(at('2026-01-15T14:00:00Z'), us)).toBe(false);
    // 02:30 UTC = 21:30 New York → closed.
    expect(insideTcpaWindowEverywhere(at('2026-01-16T02:30:00Z'), us)).toBe(false);
  });

  it('waits for the window to open, and skips numbers it may not call', () => {
    const closed = voicemailDropDecision({
      phone: '+1 212 878 4000',
      at: at('2026-01-15T10:00:00Z'),
      recentDrops: [],
    });
    expect(closed.kind).toBe('wait');
    if (closed.kind === 'wait') {
      expect(closed.reason).toBe('tcpa_window');
      expect(insideTcpaWindowEverywhere(closed.until, VOICEMAIL_COUNTRY_ZONES.US)).toBe(true);
      expect(closed.until.getTime()).toBeGreaterThan(Date.parse('2026-01-15T10:00:00Z'));
    }
    expect(
      voicemailDropDecision({ phone: '+44 20 7946 0958', at: at('2026-01-15T19:00:00Z'), recentDrops: [] }),
    ).toEqual({
      kind: 'skip',
      reason: 'no_phone_type_or_invalid_phone',
    });
    expect(voicemailDropDecision({ phone: null, at: at('2026-01-15T19:00:00Z'), recentDrops: [] }).kind).toBe(
      'skip',
    );
  });

  it('at most three drops per three days per number', () => {
    const now = at('2026-01-15T19:00:00Z');
    const day = 86_400_000;
    const two = [new Date(now.getTime() - 2 * day), new Date(now.getTime() - day)];
    expect(voicemailDropDecision({ phone: '+12128784000', at: now, recentDrops: two }).kind).toBe('drop');
    const three = [new Date(now.getTime() - 2.5 * day), ...two];
    const full = voicemailDropDecision({ phone: '+12128784000', at: now, recentDrops: three });
    expect(full).toEqual({
      kind: 'wait',
      reason: 'voicemail_frequency',
      until: new Date(now.getTime() + 0.5 * day),
    });
    const old = [new Date(now.getTime() - 4 * day), ...two];
    expect(voicemailDropDecision({ phone: '+12128784000', at: now, recentDrops: old }).kind).toBe('drop');
  });
});
