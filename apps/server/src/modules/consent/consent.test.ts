import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { phoneRecipient } from '@leadloop/domain';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import {
  actions,
  campaignProspects,
  credentials,
  prospectConsents,
  prospects,
  smsMessages,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { Realtime } from '../../lib/realtime.js';
import { engineWorld, runThroughCrashes, seededCrashes } from '../../test/engine-world.js';
import { enrollProspects, runDepsUntil } from '../engine/index.js';
import { syncAccount } from '../inbox/index.js';
import { smsFor } from '../../providers/sms/index.js';
import { recordConsent, submitTenDlc } from './index.js';

const DAY = 86_400_000;
const START = Date.parse('2026-01-12T05:00:00Z'); // Monday, midnight in New York
const quiet = {} as Realtime;
Object.assign(quiet, { emitToSpace() {}, emitToUser() {}, leaveSpace() {}, onClientEvent() {} });

/** The local hour (with minutes as a fraction) in a zone, read independently of the consent code. */
const localHours = (at: Date, zone: string) => {
  const [hh, mm] = at
    .toLocaleString('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .split(':')
    .map(Number);
  return hh! + mm! / 60;
};

describe('the consent engine in the campaign engine (issue 40)', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(START - clock.nowMs());
    world = await engineWorld(database, { population: 600 });
  }, 120_000);
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  const grantSms = (ids: string[]) =>
    Promise.all(
      ids.map((prospectId) =>
        recordConsent(database.db, {
          spaceId: world.space.id,
          prospectId,
          channel: 'sms',
          source: 'web_form',
          text: 'I agree to receive text messages from Acme.',
          proof: { url: 'https://acme.example/demo', ip: '203.0.113.7' },
          at: clock.now(),
        }),
      ),
    );
  const setPhones = async (ids: string[], phones: (string | null)[]) => {
    for (const [i, id] of ids.entries())
      await database.db.update(prospects).set({ phone: phones[i] }).where(eq(prospects.id, id));
  };

  it('sends each SMS exactly once across crashes, inside the window of the recipient state (Florida until 20:00, Georgia until 21:00)', async () => {
    // 19:30 in New York: Georgia's window is open for another 90 minutes, Florida's is closed.
    clock.advance(START + 19.5 * 3_600_000 - clock.nowMs());
    const acc = await world.account({ username: 'texter@example.com', timezone: 'UTC', start: 0, end: 0 });
    await submitTenDlc(database.db, {
      spaceId: world.space.id,
      credentialId: acc.id,
      brandName: 'Acme',
      useCase: 'marketing',
      sampleMessage: 'Hi {first_name}, Acme here.',
      at: new Date(START - DAY),
    });
    world.deps.options = { ...world.deps.options, minGapSeconds: 600, maxGapSeconds: 900 };
    const wf = await world.campaign(acc.id, [
      { type: 'sms', delay_days: 0, delay_hours: 0, content: 'Hi {first_name}, Acme here.' },
    ]);
    // Miami and Atlanta alternate, plus one without consent and one without a valid number.
    const phones = Array.from(
      { length: 16 },
      (_, i) => (i % 2 ? '+1 404 555 01' : '+1 305 555 01') + String(10 + i),
    );
    const ids = await world.audience(wf, phones.length + 2);
    await setPhones(ids, [...phones, '+1 404 555 0199', '12345']);
    await grantSms([...ids.slice(0, phones.length), ids.at(-1)!]);

    let crashes = 0;
    world.deps.crashHook = seededCrashes(5, 0.15, () => crashes++);
    await runThroughCrashes(world.deps, () => new Date(START + 4 * DAY), { maxRestarts: 1000 });
    clock.advance(START + 4 * DAY - clock.nowMs());
    world.deps.crashHook = undefined;
    expect(crashes).toBeGreaterThan(0);

    const sent = await database.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.credentialId, acc.id), eq(smsMessages.direction, 'outbound')));
    expect(sent).toHaveLength(phones.length);
    expect(new Set(sent.map((s) => s.toNumber)).size).toBe(phones.length);
    let lateInGeorgia = 0;
    for (const s of sent) {
      const state = phoneRecipient(s.toNumber)!.state;
      const zones = state === 'FL' ? ['America/New_York', 'America/Chicago'] : ['America/New_York'];
      for (const zone of zones) {
        const h = localHours(s.sentAt, zone);
        expect(h, `${s.toNumber} ${s.sentAt.toISOString()}`).toBeGreaterThanOrEqual(8);
        expect(h, `${s.toNumber} ${s.sentAt.toISOString()}`).toBeLessThan(state === 'FL' ? 20 : 21);
      }
      if (state === 'GA' && localHours(s.sentAt, 'America/New_York') >= 20) lateInGeorgia++;
    }
    // the spacing pushes sends into the evening: Georgia's last hour is used, Florida's is not
    expect(lateInGeorgia).toBeGreaterThan(0);
    const skipped = await database.db
      .select({ reason: actions.reason })
      .from(actions)
      .where(and(eq(actions.workflowId, wf.id), eq(actions.status, 'skipped')));
    expect(skipped.map((s) => s.reason).sort()).toEqual(['no_consent', 'no_phone_type_or_invalid_phone']);
  }, 120_000);

  it('an unregistered US sender cannot send SMS: the prospect waits with the 10DLC reason', async () => {
    const acc = await world.account({
      username: 'unregistered@example.com',
      timezone: 'UTC',
      start: 0,
      end: 0,
    });
    const wf = await world.campaign(acc.id, [
      { type: 'sms', delay_days: 0, delay_hours: 0, content: 'Hello {first_name}' },
    ]);
    const ids = await world.audience(wf, 2);
    await setPhones(ids, ['+1 404 555 0150', '+1 404 555 0151']);
    await grantSms(ids);
    await runDepsUntil(world.deps, new Date(clock.nowMs() + DAY));
    const rows = await database.db
      .select({ waitReason: campaignProspects.waitReason, status: campaignProspects.status })
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, wf.id));
    expect(rows).toEqual([
      { waitReason: 'ten_dlc_unregistered', status: 'active' },
      { waitReason: 'ten_dlc_unregistered', status: 'active' },
    ]);
    const sent = await database.db.select().from(smsMessages).where(eq(smsMessages.credentialId, acc.id));
    expect(sent).toEqual([]);
  }, 60_000);

  it('a STOP by SMS stops the email and network steps of every campaign within a sync, with one confirmation', async () => {
    const acc = await world.account({ username: 'stop@example.com', timezone: 'UTC', start: 0, end: 0 });
    await submitTenDlc(database.db, {
      spaceId: world.space.id,
      credentialId: acc.id,
      brandName: 'Acme',
      useCase: 'marketing',
      sampleMessage: 'Hi',
      at: new Date(clock.nowMs() - DAY),
    });
    // SMS first; then, a day later, an email and network steps.
    const wf = await world.campaign(acc.id, [
      { type: 'sms', delay_days: 0, delay_hours: 0, content: 'Hi {first_name}' },
      { type: 'email', delay_days: 1, delay_hours: 0, subject: 'Hello', content: 'Hi {first_name}' },
      { type: 'view_profile', delay_days: 0, delay_hours: 0 },
      { type: 'follow', delay_days: 0, delay_hours: 0 },
    ]);
    const [prospectId, other] = await world.audience(wf, 2);
    await setPhones([prospectId!, other!], ['+1 404 555 0160', '+1 404 555 0161']);
    await grantSms([prospectId!, other!]);
    // the SMS goes out (12:00–20:00 New York)
    const t0 = clock.nowMs();
    await runDepsUntil(world.deps, new Date(t0 + 20 * 3_600_000));
    const [ours] = await database.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.credentialId, acc.id), eq(smsMessages.toNumber, '+14045550160')));
    expect(ours).toBeDefined();

    // The prospect answers STOP (the carrier delivers it); the inbox sync reads it, twice over.
    const stopAt = new Date(clock.nowMs());
    await database.db.insert(smsMessages).values({
      spaceId: world.space.id,
      credentialId: acc.id,
      direction: 'inbound',
      replyToId: ours!.id,
      clientKey: 'carrier:stop-1',
      fromNumber: '+14045550160',
      toNumber: ours!.fromNumber,
      text: 'Stop',
      encoding: 'GSM-7',
      segments: 1,
      sentAt: stopAt,
      settledAt: stopAt,
      outcome: 'delivered',
    });
    const [cred] = await database.db.select().from(credentials).where(eq(credentials.id, acc.id));
    const sync = { db: database.db, network: world.network, sms: smsFor(database.db), realtime: quiet };
    clock.advance(1_000);
    await syncAccount(sync, cred!);
    // a second STOP: still one confirmation
    await database.db.insert(smsMessages).values({
      spaceId: world.space.id,
      credentialId: acc.id,
      direction: 'inbound',
      replyToId: ours!.id,
      clientKey: 'carrier:stop-2',
      fromNumber: '+14045550160',
      toNumber: ours!.fromNumber,
      text: 'STOP!!',
      encoding: 'GSM-7',
      segments: 1,
      sentAt: new Date(clock.nowMs()),
      settledAt: new Date(clock.nowMs()),
      outcome: 'delivered',
    });
    clock.advance(1_000);
    await syncAccount(sync, cred!);
    expect(clock.nowMs() - stopAt.getTime()).toBeLessThan(60_000);

    const [p] = await database.db.select().from(prospects).where(eq(prospects.id, prospectId!));
    expect(p!.optedOutAt).not.toBeNull();
    const revocations = await database.db
      .select()
      .from(prospectConsents)
      .where(and(eq(prospectConsents.prospectId, prospectId!), eq(prospectConsents.status, 'revoked')));
    expect(revocations).toHaveLength(1);
    expect(revocations[0]).toMatchObject({ channel: 'all', source: 'sms_keyword', text: 'Stop' });
    const confirmations = await database.db
      .select()
      .from(smsMessages)
      .where(
        and(like(smsMessages.clientKey, 'opt-out-confirmation:%'), eq(smsMessages.direction, 'outbound')),
      );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ toNumber: '+14045550160', direction: 'outbound' });
    expect(confirmations[0]!.text).toMatch(/unsubscribed/);

    // The campaign is paused as opted out. A week later a new campaign of another account takes both
    // prospects over (existing people move): the one who opted out gets none of its email or network steps.
    const rows = await database.db
      .select({ status: campaignProspects.status, reason: campaignProspects.pausedReason })
      .from(campaignProspects)
      .where(eq(campaignProspects.prospectId, prospectId!));
    expect(rows).toEqual([{ status: 'paused', reason: 'opted_out' }]);
    clock.advance(7 * DAY);
    const acc2 = await world.account({ username: 'later@example.com', timezone: 'UTC', start: 0, end: 0 });
    const wf2 = await world.campaign(
      acc2.id,
      [
        { type: 'email', delay_days: 0, delay_hours: 0, subject: 'Hello', content: 'Hi {first_name}' },
        { type: 'view_profile', delay_days: 0, delay_hours: 0 },
        { type: 'follow', delay_days: 0, delay_hours: 0 },
      ],
      { isExistingPeople: true },
    );
    const enrolled = await enrollProspects(database.db, wf2, [prospectId!, other!], { now: clock.now() });
    expect([...enrolled.values()]).toEqual(['accepted', 'accepted']);
    await runDepsUntil(world.deps, new Date(clock.nowMs() + 5 * DAY));
    const after = await database.db
      .select({ type: actions.type, status: actions.status })
      .from(actions)
      .where(
        and(
          eq(actions.prospectId, prospectId!),
          inArray(actions.type, ['email', 'view_profile', 'follow']),
          eq(actions.status, 'done'),
        ),
      );
    expect(after).toEqual([]);
    const paused = await database.db
      .select({ status: campaignProspects.status, reason: campaignProspects.pausedReason })
      .from(campaignProspects)
      .where(and(eq(campaignProspects.prospectId, prospectId!), eq(campaignProspects.workflowId, wf2.id)));
    const log = await database.db
      .select({ type: actions.type, status: actions.status, reason: actions.reason })
      .from(actions)
      .where(eq(actions.prospectId, prospectId!));
    expect(paused, JSON.stringify(log)).toEqual([{ status: 'paused', reason: 'opted_out' }]);
    // the other prospect, who did not opt out, got the network steps
    const [{ n }] = (await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(actions)
      .where(
        and(eq(actions.prospectId, other!), eq(actions.type, 'follow'), eq(actions.status, 'done')),
      )) as [{ n: number }];
    expect(n).toBe(1);
  }, 120_000);
});
