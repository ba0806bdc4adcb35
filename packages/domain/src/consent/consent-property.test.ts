import { describe, expect, it } from 'vitest';
import { CONTACT_CHANNELS, PHONE_CHANNELS } from './channels.js';
import { consentDecision } from './decide.js';
import { phoneRecipient } from './recipient.js';
import { US_STATES, zonesOfState } from './us-area-codes.js';
import { seededRandom as random } from '../common/seeded-random.js';

/**
 * The oracle, written out from the statutes independently of quiet-hours.ts: the allowed local hours
 * [from, to) by weekday (0 Sunday), for each place.
 */
type Hours = [number, number][];
const all = (from: number, to: number): Hours[] => Array.from({ length: 7 }, () => [[from, to]]);
const ORACLE: Record<string, Hours[]> = {
  FL: all(8, 20),
  OK: all(8, 20),
  MD: all(8, 20),
  MS: [[], ...all(8, 20).slice(1)],
  CT: all(9, 20),
  TX: [[[12, 21]], ...all(9, 21).slice(1)],
  RI: [[], [[9, 18]], [[9, 18]], [[9, 18]], [[9, 18]], [[9, 18]], [[10, 17]]],
  FR: [
    [],
    [
      [10, 13],
      [14, 20],
    ],
    [
      [10, 13],
      [14, 20],
    ],
    [
      [10, 13],
      [14, 20],
    ],
    [
      [10, 13],
      [14, 20],
    ],
    [
      [10, 13],
      [14, 20],
    ],
    [],
  ],
};
const US_DEFAULT = all(8, 21);
const ABROAD: Record<string, { phone: string; zone: string }> = {
  FR: { phone: '+33 6 12 34 56 78', zone: 'Europe/Paris' },
  GB: { phone: '+44 20 7946 0958', zone: 'Europe/London' },
  DE: { phone: '+49 30 901820', zone: 'Europe/Berlin' },
};

function localOf(at: Date, zone: string) {
  // en-GB: "Wed 14:05" style parts, read without the code under test.
  const s = at.toLocaleString('en-US', {
    timeZone: zone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const [weekday, time] = s.split(' ');
  const [hh, mm] = time!.split(':').map(Number);
  return { day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday!), hours: hh! + mm! / 60 };
}
const allowed = (place: Hours[], at: Date, zone: string) => {
  const { day, hours } = localOf(at, zone);
  return place[day]!.some(([from, to]) => hours >= from && hours < to);
};

describe('consent engine property: random zones, states, clocks and channels', () => {
  it('never lets a send out of its window, never after an opt-out; a hold opens when the window does', () => {
    const rnd = random(40);
    const year = Date.parse('2026-01-01T00:00:00Z');
    let sends = 0;
    let holds = 0;
    for (let run = 0; run < 1000; run++) {
      const channel = rnd.next() < 0.8 ? rnd.pick(PHONE_CHANNELS) : rnd.pick(CONTACT_CHANNELS);
      const abroad = rnd.next() < 0.2;
      const country = abroad ? rnd.pick(Object.keys(ABROAD)) : 'US';
      const state = abroad
        ? null
        : rnd.next() < 0.7
          ? rnd.pick(Object.keys(ORACLE).filter((k) => k !== 'FR'))
          : rnd.pick(US_STATES);
      const zone = abroad ? ABROAD[country]!.zone : rnd.pick(zonesOfState(state!));
      // Half the clocks fall within an hour of a window's edge (local time), the rest anywhere in the year.
      const noon = year + rnd.int(0, 364) * 86_400_000 + 12 * 3_600_000;
      const offsetH = ((localOf(new Date(noon), zone).hours - 12 + 36) % 24) - 12;
      const edgeHour = rnd.pick([7, 8, 9, 10, 11, 12, 13, 14, 17, 18, 19, 20, 21]);
      const at =
        rnd.next() < 0.5
          ? new Date(noon + ((edgeHour - 12 - offsetH) * 60 + rnd.int(-30, 59)) * 60_000)
          : new Date(year + rnd.int(0, 365 * 24 * 60) * 60_000);
      const recipient = phoneRecipient(abroad ? ABROAD[country]!.phone : '+1 404 555 0142', {
        state,
        timeZone: zone,
      });
      const optedOutAt = rnd.next() < 0.3 ? new Date(at.getTime() - rnd.int(-600, 600) * 60_000) : null;
      const decision = consentDecision({
        channel,
        at,
        optedOutAt,
        consentGranted: true,
        recipient,
        tenDlc: { status: 'approved' },
      });
      const place = abroad ? (ORACLE[country] ?? all(8, 21)) : (ORACLE[state!] ?? US_DEFAULT);
      const inside = allowed(place, at, zone);
      const optedOut = optedOutAt !== null && optedOutAt <= at;
      const label = `${channel} ${country}/${state} ${zone} ${at.toISOString()}`;
      if (optedOut) expect(decision, label).toEqual({ kind: 'stop', reason: 'opted_out' });
      else if (!PHONE_CHANNELS.includes(channel)) expect(decision, label).toEqual({ kind: 'send' });
      else expect(decision.kind, label).toBe(inside ? 'send' : 'hold');
      if (decision.kind === 'send') sends++;
      if (decision.kind === 'hold') {
        holds++;
        expect(decision.until > at, label).toBe(true);
        expect(allowed(place, decision.until, zone), `${label} → ${decision.until.toISOString()}`).toBe(true);
        // nothing was open in between (5-minute steps)
        expect(allowed(place, new Date(decision.until.getTime() - 5 * 60_000), zone)).toBe(false);
      }
    }
    expect(sends).toBeGreaterThan(100);
    expect(holds).toBeGreaterThan(50);
  }, 30_000);
});
