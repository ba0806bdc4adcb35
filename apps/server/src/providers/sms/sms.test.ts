import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_MESSAGES } from '@leadloop/domain';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { createSandboxSms, sandboxSmsFate, SmsError, SANDBOX_FAILING_PREFIX } from './index.js';

describe('sandbox SMS carrier', () => {
  let database: Database;
  let now = new Date('2030-03-04T10:00:00Z');
  const clockNow = () => now;
  // Fixed ids: the sandbox's outcomes are seeded by account and key, so the whole file replays the same way.
  const spaceId = '5a1e0000-0000-4000-8000-000000000001';
  const credentialId = '5a1e0000-0000-4000-8000-000000000002';

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('sends as the account from a stable number; sent, then delivered or failed as the fate says', async () => {
    const sms = createSandboxSms(database.db, clockNow);
    const sent = await sms.send({
      spaceId,
      credentialId,
      to: '+442079460000',
      text: 'Hello Ada',
      clientKey: 'k1',
    });
    expect(sent).toMatchObject({
      status: 'sent',
      encoding: 'GSM-7',
      segments: 1,
      from: sms.senderNumber(credentialId),
    });
    expect(sent.from).toMatch(/^\+1555\d{7}$/);
    const fate = sandboxSmsFate(credentialId, 'k1', '+442079460000');
    expect(fate.delayMs).toBeGreaterThanOrEqual(2000);
    now = new Date(now.getTime() + fate.delayMs - 1);
    expect((await sms.statuses([sent.id]))[0]!.status).toBe('sent');
    now = new Date(now.getTime() + 1);
    expect((await sms.statuses([sent.id]))[0]!.status).toBe(fate.outcome);
  });

  it('is idempotent on the client key and survives a restart (a new provider on the same database)', async () => {
    const first = createSandboxSms(database.db, clockNow);
    const a = await first.send({ spaceId, credentialId, to: '+33612345678', text: 'Once', clientKey: 'k2' });
    const restarted = createSandboxSms(database.db, clockNow);
    const b = await restarted.send({
      spaceId,
      credentialId,
      to: '+33612345678',
      text: 'Once',
      clientKey: 'k2',
    });
    expect(b.id).toBe(a.id);
    expect((await restarted.findByClientKey(credentialId, 'k2'))!.id).toBe(a.id);
    expect(await restarted.findByClientKey(credentialId, 'nope')).toBeNull();
    now = new Date(now.getTime() + 60_000);
    const [settled] = await restarted.statuses([a.id]);
    expect(settled!.status).toBe(sandboxSmsFate(credentialId, 'k2', '+33612345678').outcome);
  });

  it('the fictional failing range always fails, with the carrier reason', async () => {
    const sms = createSandboxSms(database.db, clockNow);
    const sent = await sms.send({
      spaceId,
      credentialId,
      to: `${SANDBOX_FAILING_PREFIX}23456`,
      text: 'x',
      clientKey: 'k3',
    });
    now = new Date(now.getTime() + 60_000);
    expect((await sms.statuses([sent.id]))[0]).toMatchObject({
      status: 'failed',
      error: 'Unreachable destination',
    });
  });

  it('about 95 % of messages are delivered (seeded, not random)', () => {
    const outcomes = Array.from(
      { length: 2000 },
      (_, i) => sandboxSmsFate(credentialId, `m${i}`, '+33612345678').outcome,
    );
    const delivered = outcomes.filter((o) => o === 'delivered').length / outcomes.length;
    expect(delivered).toBeGreaterThan(0.93);
    expect(delivered).toBeLessThan(0.97);
    expect(sandboxSmsFate(credentialId, 'm1', '+33612345678')).toEqual(
      sandboxSmsFate(credentialId, 'm1', '+33612345678'),
    );
  });

  it('refuses a number that is not E.164, an empty text and a text over 10 parts, storing nothing', async () => {
    const sms = createSandboxSms(database.db, clockNow);
    const attempt = (to: string, text: string, clientKey: string) =>
      sms.send({ spaceId, credentialId, to, text, clientKey });
    await expect(attempt('0207946000', 'x', 'bad1')).rejects.toThrow(SMS_MESSAGES.badPhone);
    await expect(attempt('+33612345678', '', 'bad2')).rejects.toBeInstanceOf(SmsError);
    await expect(attempt('+33612345678', 'a'.repeat(1531), 'bad3')).rejects.toThrow(SMS_MESSAGES.tooLong);
    for (const key of ['bad1', 'bad2', 'bad3'])
      expect(await sms.findByClientKey(credentialId, key)).toBeNull();
    const long = await attempt('+33612345678', 'ł'.repeat(671 - 1), 'ok-long');
    expect(long).toMatchObject({ encoding: 'UCS-2', segments: 10 });
  });

  it('about a fifth of delivered SMS get a seeded reply, visible to activity() once its time comes', async () => {
    const fates = Array.from({ length: 2000 }, (_, i) =>
      sandboxSmsFate(credentialId, `r${i}`, '+33612345678'),
    );
    const replied = fates.filter((f) => f.reply).length / fates.length;
    expect(replied).toBeGreaterThan(0.16);
    expect(replied).toBeLessThan(0.23);
    expect(fates.every((f) => !f.reply || (f.outcome === 'delivered' && f.reply.afterMs > f.delayMs))).toBe(
      true,
    );
    const key = Array.from({ length: 200 }, (_, i) => `pick${i}`).find(
      (k) => sandboxSmsFate(credentialId, k, '+33699999999').reply,
    )!;
    const sms = createSandboxSms(database.db, clockNow);
    const start = now;
    const sent = await sms.send({ spaceId, credentialId, to: '+33699999999', text: 'Ping', clientKey: key });
    const fate = sandboxSmsFate(credentialId, key, '+33699999999');
    const before = await sms.activity(
      credentialId,
      start,
      new Date(start.getTime() + fate.reply!.afterMs - 1),
    );
    const mine = (list: { inReplyTo: string | null }[]) => list.filter((m) => m.inReplyTo === sent.id);
    expect(mine(before.inbound)).toEqual([]);
    expect(before.settled.map((s) => s.id)).toContain(sent.id);
    const after = await sms.activity(credentialId, start, new Date(start.getTime() + fate.reply!.afterMs));
    expect(mine(after.inbound)).toMatchObject([
      { from: '+33699999999', to: sent.from, text: fate.reply!.text, inReplyTo: sent.id },
    ]);
    // Sending again with the same key adds no second reply.
    await sms.send({ spaceId, credentialId, to: '+33699999999', text: 'Ping', clientKey: key });
    const twice = await sms.activity(credentialId, start, new Date(start.getTime() + 3_600_000));
    expect(mine(twice.inbound)).toHaveLength(1);
  });
});
