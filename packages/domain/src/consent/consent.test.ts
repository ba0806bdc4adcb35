import { describe, expect, it } from 'vitest';
import { STEP_DEFINITIONS } from '../steps/registry.js';
import { STEP_CHANNELS, STEPS_REACHING_NOBODY } from './channels.js';
import { consentDecision, type ConsentQuestion } from './decide.js';
import { OPT_OUT_KEYWORDS, optOutKeyword } from './opt-out.js';
import { phoneRecipient } from './recipient.js';

const FLORIDA = '+1 305 555 0142'; // Miami
const GEORGIA = '+1 404 555 0142'; // Atlanta
const ask = (phone: string, at: string, over: Partial<ConsentQuestion> = {}) =>
  consentDecision({
    channel: 'sms',
    at: new Date(at),
    optedOutAt: null,
    consentGranted: true,
    recipient: phoneRecipient(phone),
    tenDlc: { status: 'approved' },
    ...over,
  });

describe('quiet hours by state', () => {
  // 2026-01-14 is a Wednesday; 20:30 EST is 01:30 UTC the next day.
  const at2030 = '2026-01-15T01:30:00Z';
  it('refuses an SMS at 20:30 recipient time in Florida and holds it until 8:00 there', () => {
    const d = ask(FLORIDA, at2030);
    expect(d).toMatchObject({ kind: 'hold', reason: 'quiet_hours' });
    // Florida spans Eastern and Central: 8:00 Central (14:00 UTC) is when it is 8:00 or later in both.
    expect(d.kind === 'hold' && d.until.toISOString()).toBe('2026-01-15T14:00:00.000Z');
  });
  it('allows it in Georgia (federal 8:00–21:00)', () => {
    expect(ask(GEORGIA, at2030)).toEqual({ kind: 'send' });
    expect(ask(GEORGIA, '2026-01-15T02:00:00Z')).toMatchObject({ kind: 'hold', reason: 'quiet_hours' });
  });
  it('Texas: not before noon on Sunday; Rhode Island: weekdays until 18:00 and never on Sunday', () => {
    const dallas = '+1 214 555 0100';
    expect(ask(dallas, '2026-01-18T17:30:00Z')).toMatchObject({ reason: 'quiet_hours' }); // Sun 11:30 CST
    expect(
      ask(dallas, '2026-01-18T18:30:00Z', {
        recipient: phoneRecipient(dallas, { timeZone: 'America/Chicago' }),
      }),
    ).toEqual({ kind: 'send' });
    const providence = '+1 401 555 0100';
    expect(ask(providence, '2026-01-14T22:30:00Z')).toEqual({ kind: 'send' }); // Wed 17:30 EST
    expect(ask(providence, '2026-01-14T23:30:00Z')).toMatchObject({ reason: 'quiet_hours' }); // Wed 18:30
    expect(ask(providence, '2026-01-18T16:00:00Z')).toMatchObject({ reason: 'quiet_hours' }); // Sun 11:00
  });
  it('France by its décret: weekdays 10–13 and 14–20, not at weekends', () => {
    const paris = '+33 6 12 34 56 78';
    expect(ask(paris, '2026-01-14T09:30:00Z')).toEqual({ kind: 'send' }); // Wed 10:30 CET
    expect(ask(paris, '2026-01-14T12:30:00Z')).toMatchObject({ reason: 'quiet_hours' }); // 13:30
    expect(ask(paris, '2026-01-17T10:00:00Z')).toMatchObject({ reason: 'quiet_hours' }); // Saturday
  });
});

describe('consent, 10DLC, opt-out', () => {
  const noon = '2026-01-14T17:00:00Z'; // 12:00 EST
  it('an unregistered US sender cannot send SMS; a pending one waits for the decision', () => {
    expect(ask(GEORGIA, noon, { tenDlc: null })).toMatchObject({
      kind: 'hold',
      reason: 'ten_dlc_unregistered',
    });
    expect(ask(GEORGIA, noon, { tenDlc: { status: 'rejected' } })).toMatchObject({
      reason: 'ten_dlc_unregistered',
    });
    const decidedAt = new Date('2026-01-14T17:02:00Z');
    expect(ask(GEORGIA, noon, { tenDlc: { status: 'pending', decidedAt } })).toEqual({
      kind: 'hold',
      reason: 'ten_dlc_pending',
      until: decidedAt,
    });
    // 10DLC is a US carrier rule: a UK number needs none.
    expect(ask('+44 20 7946 0958', '2026-01-14T12:00:00Z', { tenDlc: null })).toEqual({ kind: 'send' });
  });
  it('an SMS needs recorded consent; a voicemail to a valid number does not', () => {
    expect(ask(GEORGIA, noon, { consentGranted: false })).toEqual({ kind: 'skip', reason: 'no_consent' });
    expect(ask(GEORGIA, noon, { channel: 'voicemail', consentGranted: false })).toEqual({ kind: 'send' });
    expect(ask('12345', noon)).toEqual({ kind: 'skip', reason: 'no_phone_type_or_invalid_phone' });
  });
  it('an opt-out stops every channel, email and network included', () => {
    const optedOutAt = new Date('2026-01-14T16:59:00Z');
    for (const channel of ['sms', 'voicemail', 'call', 'email', 'network'] as const)
      expect(ask(GEORGIA, noon, { channel, optedOutAt })).toEqual({ kind: 'stop', reason: 'opted_out' });
    expect(ask(GEORGIA, noon, { channel: 'email', recipient: null })).toEqual({ kind: 'send' });
  });
  it.each([
    ['STOP', 'en'],
    ['  stop. ', 'en'],
    ['Opt out', 'en'],
    ['Unsubscribe please', 'en'],
    ['Arrêt', 'fr'],
    ['désinscrire', 'fr'],
    ['Abmelden bitte', 'de'],
    ['kündigen', 'de'],
    ['Parar', 'pt'],
    ['Descadastrar', 'pt'],
    ['baja', 'es'],
    ['Darse de baja', 'es'],
    ['Can you call me tomorrow morning?', null],
    ['Stop by our booth at the fair next week to see the demo', null],
    ['', null],
  ])('%j → %s', (text, language) => {
    expect(optOutKeyword(text)).toBe(language);
  });
  it('has opt-out keywords in each of the five languages, the FCC seven among the English', () => {
    expect(OPT_OUT_KEYWORDS.en).toEqual(
      expect.arrayContaining(['STOP', 'QUIT', 'END', 'REVOKE', 'OPT OUT', 'CANCEL', 'UNSUBSCRIBE']),
    );
    for (const list of Object.values(OPT_OUT_KEYWORDS)) expect(list.length).toBeGreaterThan(3);
  });
});

describe('every acting step passes the consent engine', () => {
  it('each acting step type names its channel or is listed as reaching nobody', () => {
    const acting = STEP_DEFINITIONS.filter((d) => d.runs === 'act').map((d) => d.type);
    const unclassified = acting.filter((t) => !STEP_CHANNELS[t] && !STEPS_REACHING_NOBODY.includes(t));
    expect(unclassified).toEqual([]);
  });
});
