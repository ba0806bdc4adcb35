import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { INBOX_SEND_MESSAGES, SMS_MESSAGES } from '@leadloop/domain';
import {
  creditBalances,
  inboxDrafts,
  inboxMessages,
  mailboxMessages,
  prospects,
  smsMessages,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { inboxWorld } from '../../test/inbox-world.js';

/** Replies by SMS (SMS provider, credits per part, delivery states) and by email (the account's mailbox, threads). */
let t: TestApp;
let w: Awaited<ReturnType<typeof inboxWorld>>;
let call: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
  w = await inboxWorld(t.app, t.ctx);
});
afterAll(() => {
  clock.reset();
  return t.close();
});

const send = (body: Record<string, unknown>) =>
  call('POST', '/api/inbox/send', { token: w.admin.token, query: w.q, body });
const balance = async () =>
  (await call('GET', '/api/credits/balance', { token: w.admin.token, query: w.q })).body.payload
    .balance as number;
const setProspect = (i: number, set: Partial<typeof prospects.$inferInsert>) =>
  w.db
    .update(prospects)
    .set(set)
    .where(eq(prospects.id, w.pid(i)));

describe('SMS replies', () => {
  it('need a phone the spec accepts', async () => {
    const none = await send({ credentials_id: w.c1.id, profile_id: w.pid(0), channel: 'sms', text: 'Hi' });
    expect(none).toMatchObject({ status: 400, body: { message: SMS_MESSAGES.noPhone } });
    await setProspect(0, { phone: '12 34' });
    const bad = await send({ credentials_id: w.c1.id, profile_id: w.pid(0), channel: 'sms', text: 'Hi' });
    expect(bad).toMatchObject({ status: 400, body: { message: SMS_MESSAGES.badPhone } });
  });

  it('go through the SMS provider, cost 1 credit per part, clear the SMS draft and show sent → delivered/failed', async () => {
    await setProspect(0, { phone: '+44 20 7946 0000' });
    await call('PUT', `/api/inbox/drafts/${w.pid(0)}`, {
      token: w.admin.token,
      query: w.q,
      body: { channel: 'sms', draft: 'Hi {first_name}' },
    });
    const before = await balance();
    const res = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(0),
      channel: 'sms',
      text: 'Hi {first_name}',
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      channel: 'sms',
      status: 'sent',
      text: `Hi ${w.people[0]!.firstName}`,
    });
    expect(await balance()).toBe(before - 1);
    const [row] = await w.db.select().from(smsMessages).where(eq(smsMessages.toNumber, '+442079460000'));
    expect(row).toMatchObject({ text: `Hi ${w.people[0]!.firstName}`, segments: 1, encoding: 'GSM-7' });
    const drafts = await w.db
      .select()
      .from(inboxDrafts)
      .where(eq(inboxDrafts.prospectId, w.pid(0)));
    expect(drafts.filter((d) => d.channel === 'sms')).toHaveLength(0);

    const open = () =>
      call('GET', `/api/inbox/conversations/${res.body.payload.conversation_id}`, {
        token: w.admin.token,
        query: w.q,
      });
    const first = await open();
    expect(first.body.payload.conversation.channel).toBe('sms');
    expect(first.body.payload.messages.at(-1)).toMatchObject({
      channel: 'sms',
      status: 'sent',
      direction: 'outbound',
    });
    clock.advance(60_000);
    const later = await open();
    expect(later.body.payload.messages.at(-1).status).toBe(row!.outcome);
  });

  it('refuses a text over 10 parts, a subject and files, spending and sending nothing', async () => {
    const before = await balance();
    const count = (await w.db.select().from(smsMessages)).length;
    const long = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(0),
      channel: 'sms',
      text: 'a'.repeat(1531),
    });
    expect(long).toMatchObject({ status: 400, body: { message: SMS_MESSAGES.tooLong } });
    const subject = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(0),
      channel: 'sms',
      text: 'Hi',
      subject: 'Hello',
    });
    expect(subject).toMatchObject({ status: 400, body: { message: INBOX_SEND_MESSAGES.noSubjectOnSms } });
    expect(await balance()).toBe(before);
    expect((await w.db.select().from(smsMessages)).length).toBe(count);
  });

  it('a long text costs its parts; no credits left → 402 and nothing sent', async () => {
    const before = await balance();
    const ok = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(0),
      channel: 'sms',
      text: 'b'.repeat(161),
    });
    expect(ok.status).toBe(200);
    expect(await balance()).toBe(before - 2);
    await w.db.update(creditBalances).set({ balance: 0 }).where(eq(creditBalances.spaceId, w.admin.spaceId));
    const count = (await w.db.select().from(smsMessages)).length;
    const broke = await send({ credentials_id: w.c1.id, profile_id: w.pid(0), channel: 'sms', text: 'Hi' });
    expect(broke).toMatchObject({ status: 402, body: { message: 'Run out of credits' } });
    expect((await w.db.select().from(smsMessages)).length).toBe(count);
    await w.db.update(creditBalances).set({ balance: 50 }).where(eq(creditBalances.spaceId, w.admin.spaceId));
  });
});

describe('SMS sync', () => {
  it('a reply the carrier reports lands in the SMS conversation, unread; the prospect is gotReply; outcomes settle', async () => {
    const [last] = await w.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.direction, 'outbound'), eq(smsMessages.credentialId, w.c1.id)))
      .orderBy(desc(smsMessages.sentAt))
      .limit(1);
    await w.db.insert(smsMessages).values({
      spaceId: w.admin.spaceId,
      credentialId: w.c1.id,
      direction: 'inbound',
      replyToId: last!.id,
      clientKey: 'carrier-reply-1',
      fromNumber: last!.toNumber,
      toNumber: last!.fromNumber,
      text: 'Call me at 5',
      encoding: 'GSM-7',
      segments: 1,
      sentAt: clock.now(),
      settledAt: clock.now(),
      outcome: 'delivered',
    });
    clock.advance(60_000);
    const sync = () =>
      call('POST', '/api/inbox/sync', {
        token: w.admin.token,
        query: w.q,
        body: { credentials_id: w.c1.id },
      });
    const first = await sync();
    expect(first.status).toBe(200);
    expect(first.body.payload.inbound).toBeGreaterThanOrEqual(1);
    const list = await call('GET', '/api/inbox/conversations', {
      token: w.admin.token,
      query: { ...w.q, channel: 'sms' },
    });
    expect(list.body.payload.items[0]).toMatchObject({
      channel: 'sms',
      is_unread: true,
      last_direction: 'inbound',
      profile: { _id: w.pid(0), relation: 'gotReply' },
    });
    const thread = await call('GET', `/api/inbox/conversations/${list.body.payload.items[0]._id}`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(thread.body.payload.messages).toContainEqual(
      expect.objectContaining({
        direction: 'inbound',
        channel: 'sms',
        status: 'received',
        text: 'Call me at 5',
      }),
    );
    const again = await sync();
    expect(again.body.payload.inbound).toBe(0);
    const outbound = await w.db
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.channel, 'sms'), eq(inboxMessages.direction, 'outbound')));
    expect(outbound.length).toBeGreaterThan(0);
    expect(outbound.every((m) => m.status === 'delivered' || m.status === 'failed')).toBe(true);
  });
});

describe('email replies', () => {
  it('need an address, and a subject to start a thread', async () => {
    const none = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(1),
      channel: 'email',
      text: 'Hello',
    });
    expect(none).toMatchObject({ status: 400, body: { message: INBOX_SEND_MESSAGES.noEmail } });
    await setProspect(1, { workEmail: 'grace@hopper.test' });
    const noSubject = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(1),
      channel: 'email',
      text: 'Hello',
    });
    expect(noSubject).toMatchObject({ status: 400, body: { message: INBOX_SEND_MESSAGES.subjectRequired } });
  });

  it("go out from the account's mailbox; a reply without subject is 'Re: …' in the same thread", async () => {
    await call('PUT', `/api/inbox/drafts/${w.pid(1)}`, {
      token: w.admin.token,
      query: w.q,
      body: { channel: 'email', draft: 'Hello', subject: 'Quick question' },
    });
    const first = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(1),
      channel: 'email',
      subject: 'Quick question for {company}',
      text: 'Hello {first_name}',
    });
    expect(first.status).toBe(200);
    expect(first.body.payload.subject).toBe(`Quick question for ${w.people[1]!.company}`);
    const drafts = await w.db
      .select()
      .from(inboxDrafts)
      .where(eq(inboxDrafts.prospectId, w.pid(1)));
    expect(drafts.filter((d) => d.channel === 'email')).toHaveLength(0);
    const second = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(1),
      channel: 'email',
      text: 'Any news?',
    });
    expect(second.status).toBe(200);
    expect(second.body.payload.subject).toBe(`Re: Quick question for ${w.people[1]!.company}`);
    expect(second.body.payload.conversation_id).toBe(first.body.payload.conversation_id);

    const mails = await w.db.select().from(mailboxMessages).where(eq(mailboxMessages.credentialId, w.c1.id));
    const [m1, m2] = [...mails].sort(
      (a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.subject.length - b.subject.length,
    );
    expect(m1).toMatchObject({
      to: 'grace@hopper.test',
      text: `Hello ${w.people[1]!.firstName}`,
      inReplyTo: null,
    });
    expect(m2!.inReplyTo).toBe(m1!.messageId);
    const stored = await w.db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.conversationId, first.body.payload.conversation_id));
    expect(stored.map((m) => m.externalId).sort()).toEqual([m1!.messageId, m2!.messageId].sort());
    const list = await call('GET', '/api/inbox/conversations', {
      token: w.admin.token,
      query: { ...w.q, channel: 'email' },
    });
    expect(list.body.payload.items).toHaveLength(1);
  });
});
