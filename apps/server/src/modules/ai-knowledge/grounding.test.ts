import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIORITIES } from '@leadloop/domain';
import type { GroundingSettings } from '@leadloop/domain/ai-knowledge/entities';
import {
  actions,
  aiEmployeeDrafts,
  calendlyBookings,
  calendlyConnections,
  inboxMessages,
  sandboxMessages,
  tasks,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { mailboxFor } from '../../providers/mailbox/index.js';
import { OfflineAi, type AiProvider } from '../../providers/ai/index.js';
import { apiClient, createTestApp, LOOPBACK_EGRESS, type TestApp } from '../../test/harness.js';
import { inboxWorld } from '../../test/inbox-world.js';
import { draftPendingReplies } from './draft.js';
import { groundedDraft } from './ground.js';
import { sendDueDrafts, type SendCrashPoint } from './send.js';
import { gate } from './verify.js';
import { runGroundingEval, summarize, type EvalReply } from './eval-score.js';

let t: TestApp;
let call: ReturnType<typeof apiClient>;
let w: Awaited<ReturnType<typeof inboxWorld>>;
let site: http.Server;
let siteUrl = '';

/** The seller's knowledge, written for this test. */
const KNOWLEDGE = {
  objective: {
    problem: 'Restaurants lose hours every week reconciling tips and shifts by hand.',
    solution: 'Tablo runs restaurant payroll with tips and shift work calculated automatically.',
    contact_reason: 'You manage several restaurant locations.',
  },
  cases: [
    {
      whom: 'Casa Lupa, a group of 12 restaurants in Lisbon',
      problem: 'spent two days per month on payroll',
      solution: 'Casa Lupa now closes payroll in two hours with Tablo',
      link: null,
    },
  ],
  free_value: [
    {
      type: 'A payroll audit',
      how_to_get: 'Reply with your number of locations',
      impact: 'Finds tip errors',
      link: null,
    },
  ],
  faq: [
    {
      question: 'Which countries do you support?',
      answer: 'Tablo supports payroll in Portugal, Spain and France.',
    },
    {
      question: 'Does it integrate with our POS?',
      answer: 'Tablo integrates with Lightspeed and Square point-of-sale systems.',
    },
  ],
};

const employeeId = randomUUID();
const sendDeps = (crash?: (p: SendCrashPoint) => void) => ({
  db: t.ctx.db,
  network: t.ctx.network,
  mailbox: mailboxFor(t.ctx),
  crash,
});
/** The prospect writes now (after the last sync, so the next one stores it). */
const say = async (i: number, text: string) => {
  clock.advance(1000);
  await w.reply(w.c1.id, i, text, 0);
};
const sync = (credentialId: string) =>
  call('POST', '/api/inbox/sync', {
    token: w.admin.token,
    query: w.q,
    body: { credentials_id: credentialId },
  });
const supervise = (body: Partial<GroundingSettings> & { mode?: 'manual' | 'automatic' }) =>
  call('PUT', `/api/ai-knowledge/employees/${employeeId}/supervision`, {
    token: w.admin.token,
    query: w.q,
    body: {
      credentials_id: w.c1.id,
      daily_cap: body.daily_cap ?? 50,
      undo_seconds: body.undo_seconds ?? 120,
      messaging_settings: {
        mode: body.mode ?? 'automatic',
        manual_settings: { follow_up: 'days_1', assignee: w.admin.user._id, priority: PRIORITIES.medium },
        is_follow_up_enabled: true,
        number_of_follow_ups: 3,
      },
    },
  });
const draftOf = async (prospectIndex: number) => {
  const rows = await t.ctx.db
    .select()
    .from(aiEmployeeDrafts)
    .where(eq(aiEmployeeDrafts.prospectId, w.pid(prospectIndex)))
    .orderBy(aiEmployeeDrafts.createdAt);
  return rows.at(-1)!;
};
const loggedAction = (clientKey: string) =>
  t.ctx.db.select().from(actions).where(eq(actions.idempotencyKey, clientKey));
const outboundOnNetwork = (clientKey: string) =>
  t.ctx.db
    .select()
    .from(sandboxMessages)
    .where(and(eq(sandboxMessages.direction, 'outbound'), eq(sandboxMessages.clientKey, clientKey)));

beforeAll(async () => {
  t = await createTestApp({ egress: LOOPBACK_EGRESS });
  call = apiClient(t.app);
  w = await inboxWorld(t.app, t.ctx);
  for (const i of [0, 1, 2, 3]) await w.connect(w.c1.id, i);
  site = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<html><head><title>Tablo security</title></head><body><p>Tablo stores payroll data in the EU, encrypted at rest. Tablo is certified ISO 27001.</p><script>var x=1</script></body></html>',
    );
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/security`;
  const put = await call('PUT', `/api/ai-knowledge/employees/${employeeId}/knowledge`, {
    token: w.admin.token,
    query: w.q,
    body: KNOWLEDGE,
  });
  expect(put.status).toBe(200);
});
afterAll(async () => {
  site.close();
  await t.close();
});

describe('knowledge base', () => {
  it('indexes the wizard fields as passages and adds a page fetched through the guarded egress', async () => {
    const doc = await call('POST', `/api/ai-knowledge/employees/${employeeId}/documents`, {
      token: w.admin.token,
      query: w.q,
      body: { url: siteUrl },
    });
    expect(doc.status).toBe(200);
    const refs = doc.body.payload.passages.map((p: { ref: string }) => p.ref);
    expect(refs).toEqual(
      expect.arrayContaining(['objective:solution', 'case:1', 'free_value:1', 'faq:1', 'faq:2', siteUrl]),
    );
    const page = doc.body.payload.passages.find((p: { ref: string }) => p.ref === siteUrl);
    expect(page.text).toContain('ISO 27001');
    expect(page.text).not.toContain('var x');
    // A host the egress does not allow is refused; nothing is indexed.
    const refused = await call('POST', `/api/ai-knowledge/employees/${employeeId}/documents`, {
      token: w.admin.token,
      query: w.q,
      body: { url: 'http://10.1.2.3/internal' },
    });
    expect(refused.status).toBe(400);
    // Another workspace sees none of it.
    const foreign = await call('GET', `/api/ai-knowledge/employees/${employeeId}/knowledge`, {
      token: w.other.token,
      query: { space: w.other.spaceId },
    });
    expect(foreign.body.payload.passages).toEqual([]);
  });
});

describe('grounded drafts and escalation rules', () => {
  const ground = (reply: string, ai: AiProvider = new OfflineAi()) =>
    groundedDraft(t.ctx.db, ai, {
      spaceId: w.admin.spaceId,
      employeeId,
      reply,
      prospect: { first_name: 'Ana', company: 'Casa Nova' },
    });

  it('answers a question with a sentence quoted from the passage that covers it, citing it', async () => {
    const r = await ground('Sounds good. Which countries do you support for payroll?');
    expect(r.kind).toBe('draft');
    if (r.kind !== 'draft') return;
    const fact = r.sentences.find((s) => s.fact)!;
    expect(fact.text).toBe('Tablo supports payroll in Portugal, Spain and France.');
    expect(fact.citation).toMatchObject({ kind: 'passage', source: 'faq:1' });
    expect(r.sentences.every((s) => !s.fact || s.citation)).toBe(true);
  });

  it.each([
    ['opt_out', 'Please remove me from your list.'],
    ['opt_out', 'Merci de ne plus me contacter.'],
    ['opt_out', 'Kein Interesse, bitte austragen.'],
    ['angry', 'This is the third time you write me, it is ridiculous.'],
    ['angry', 'Que molesto, dejen ya con esto, es una pérdida de tiempo.'],
    ['price_or_contract', 'How much does it cost per location?'],
    ['price_or_contract', 'Podem enviar um orçamento e o contrato?'],
    ['unanswerable_question', 'Do you have a mobile app for waiters?'],
  ])('escalates %s: %s', async (reason, reply) => {
    const r = await ground(reply);
    expect(r).toMatchObject({ kind: 'escalate', reason, sentences: [] });
  });

  it('no label switches a rule off: a reply mislabelled out-of-office still escalates', async () => {
    const r = await groundedDraft(t.ctx.db, new OfflineAi(), {
      spaceId: w.admin.spaceId,
      employeeId,
      reply: 'What a waste of time, I am fed up with these emails!',
      label: 'out_of_office',
      prospect: { first_name: 'Ana' },
    });
    expect(r).toMatchObject({ kind: 'escalate', reason: 'angry' });
  });

  it('the gate removes a sentence its passage does not support (invented number, no citation, foreign passage)', () => {
    const passage = {
      _id: 'p1',
      kind: 'case' as const,
      ref: 'case:1',
      text: 'Casa Lupa now closes payroll in two hours with Tablo.',
    };
    const sources = { passages: new Map([['p1', passage]]), prospect: {}, firstName: 'Ana' };
    const cite = (quote: string, id = 'p1') => ({
      kind: 'passage' as const,
      passage_id: id,
      source: 'case:1',
      quote,
    });
    const { kept, removed } = gate(
      [
        { text: 'Hi Ana,', fact: false, citation: null },
        {
          text: 'Casa Lupa now closes payroll in two hours with Tablo.',
          fact: true,
          citation: cite('Casa Lupa now closes payroll in two hours with Tablo.'),
        },
        {
          text: 'Casa Lupa now closes payroll in 20 minutes with Tablo.',
          fact: true,
          citation: cite('Casa Lupa'),
        },
        { text: 'Tablo is used by 5,000 restaurants.', fact: true, citation: null },
        {
          text: 'Casa Lupa now closes payroll in two hours with Tablo.',
          fact: true,
          citation: cite('Casa Lupa', 'not-ours'),
        },
      ],
      sources,
    );
    expect(kept.map((s) => s.text)).toEqual([
      'Hi Ana,',
      'Casa Lupa now closes payroll in two hours with Tablo.',
    ]);
    expect(removed).toHaveLength(3);
  });

  it('a model that invents a claim: the claim never reaches the sent message', async () => {
    const inventing: AiProvider = {
      name: 'inventing',
      offline: false,
      classify: async () => ({ label: 'interested', confidence: 0.9 }),
      stream: async function* () {},
      generate: async <T>(req: { input: Record<string, unknown> }) => {
        const passages = req.input.passages as { id: string; text: string }[];
        const pos = passages.find((p) => p.text.includes('Lightspeed'))!;
        return {
          sentences: [
            {
              text: 'Tablo integrates with Lightspeed and Square point-of-sale systems.',
              passage_id: pos.id,
            },
            {
              text: 'Tablo also integrates with every POS on the market and is free for a year.',
              passage_id: pos.id,
            },
          ],
        } as T;
      },
    };
    const r = await ground('Does it integrate with our POS?', inventing);
    expect(r.kind).toBe('draft');
    if (r.kind !== 'draft') return;
    expect(r.sentences.map((s) => s.text)).toEqual([
      'Tablo integrates with Lightspeed and Square point-of-sale systems.',
    ]);
    expect(r.removed).toEqual(['Tablo also integrates with every POS on the market and is free for a year.']);

    // End to end with the same model: the draft sent on the network holds only the supported sentence.
    const saved = t.ctx.ai;
    t.ctx.ai = inventing;
    try {
      expect((await supervise({ mode: 'automatic', undo_seconds: 0 })).status).toBe(200);
      await say(3, 'Does it integrate with our POS?');
      await sync(w.c1.id);
      // The remote model waits for the reply's label (the ai.label job): labelled here like it would be.
      const { labelPendingReplies } = await import('../ai/index.js');
      await labelPendingReplies(t.ctx);
      await draftPendingReplies(t.ctx);
      const draft = await draftOf(3);
      expect(draft.status).toBe('scheduled');
      expect(await sendDueDrafts(sendDeps())).toBe(1);
      const [sent] = await outboundOnNetwork(draft.clientKey);
      expect(sent!.text).toContain('Lightspeed and Square');
      expect(sent!.text).not.toContain('free for a year');
    } finally {
      t.ctx.ai = saved;
    }
  });
});

describe('supervision', () => {
  it('manual mode: the draft waits in the review queue as a task (follow-up, assignee, priority), sent once after approval', async () => {
    expect((await supervise({ mode: 'manual' })).status).toBe(200);
    await say(0, 'Interesting. Does Tablo integrate with Square?');
    await sync(w.c1.id);
    expect(await draftPendingReplies(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await draftPendingReplies(t.ctx)).toBe(0); // a second pass adds nothing
    const draft = await draftOf(0);
    expect(draft.status).toBe('pending_review');
    const [task] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, draft.taskId!));
    expect(task).toMatchObject({ assigneeId: w.admin.user._id, priority: PRIORITIES.medium, status: 'open' });
    expect(task!.dueDate!.getTime() - draft.createdAt.getTime()).toBeGreaterThan(23 * 3600_000);

    const queue = await call('GET', '/api/ai-knowledge/drafts', { token: w.admin.token, query: w.q });
    const item = queue.body.payload.items.find((d: { _id: string }) => d._id === draft.id);
    expect(item.sentences.find((s: { fact: boolean }) => s.fact).citation.source).toBe('faq:2');
    expect(await sendDueDrafts(sendDeps())).toBe(0); // nothing leaves before approval
    const messagesSent = async () =>
      (
        await call('GET', '/api/reports/activity', {
          token: w.admin.token,
          query: { ...w.q, period: 'days_3', tz: 'UTC' },
        })
      ).body.payload.totals.messages_sent as number;
    const reportedBefore = await messagesSent();

    const approved = await call('POST', `/api/ai-knowledge/drafts/${draft.id}/approve`, {
      token: w.admin.token,
      query: w.q,
      body: {},
    });
    expect(approved.status).toBe(200);
    expect((await draftOf(0)).status).toBe('sent');
    expect(await outboundOnNetwork(draft.clientKey)).toHaveLength(1);
    // in the actions log like a campaign's message (the account's limit counts it), and in the reports
    expect(await loggedAction(draft.clientKey)).toMatchObject([
      { type: 'message', limitKind: 'messages', status: 'done', prospectId: w.pid(0) },
    ]);
    expect(await messagesSent()).toBe(reportedBefore + 1);
    const [closed] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, draft.taskId!));
    expect(closed!.status).toBe('completed');
  });

  it('an escalation waits for a person as a high-priority task and is never sent', async () => {
    await say(1, 'Stop writing to me. Unsubscribe.');
    await sync(w.c1.id);
    await draftPendingReplies(t.ctx);
    const draft = await draftOf(1);
    expect(draft).toMatchObject({ status: 'escalated', escalationReason: 'opt_out', text: '' });
    const [task] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, draft.taskId!));
    expect(task!.priority).toBe(PRIORITIES.high);
    const approve = await call('POST', `/api/ai-knowledge/drafts/${draft.id}/approve`, {
      token: w.admin.token,
      query: w.q,
      body: {},
    });
    expect(approve.status).toBe(404);
    clock.advance(3_600_000);
    await sendDueDrafts(sendDeps());
    expect(await outboundOnNetwork(draft.clientKey)).toHaveLength(0);
  });

  it('automatic mode: the undo window cancels a send', async () => {
    expect((await supervise({ mode: 'automatic', undo_seconds: 120 })).status).toBe(200);
    await say(2, 'Which countries do you support?');
    await sync(w.c1.id);
    await draftPendingReplies(t.ctx);
    const draft = await draftOf(2);
    expect(draft.status).toBe('scheduled');
    expect(draft.sendAt!.getTime() - clock.nowMs()).toBeGreaterThan(119_000);
    clock.advance(60_000);
    await sendDueDrafts(sendDeps()); // still inside the window
    expect((await draftOf(2)).status).toBe('scheduled');
    const undo = await call('POST', `/api/ai-knowledge/drafts/${draft.id}/undo`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(undo.status).toBe(200);
    clock.advance(120_000);
    await sendDueDrafts(sendDeps());
    expect(await outboundOnNetwork(draft.clientKey)).toHaveLength(0);
    expect((await draftOf(2)).status).toBe('cancelled');
  });

  it('the daily cap holds: over it a draft waits for the next day', async () => {
    expect((await supervise({ mode: 'automatic', undo_seconds: 0, daily_cap: 1 })).status).toBe(200);
    clock.advance(24 * 3_600_000); // a fresh day
    const dayStart = clock.now();
    await say(0, 'Which countries do you support?');
    await say(2, 'Does it integrate with Lightspeed?');
    await sync(w.c1.id);
    await draftPendingReplies(t.ctx);
    // (The sandbox's members may also have answered earlier messages: every draft counts against the cap.)
    const sentSince = async (from: Date) =>
      (
        await t.ctx.db.select().from(aiEmployeeDrafts).where(eq(aiEmployeeDrafts.employeeId, employeeId))
      ).filter((d) => d.status === 'sent' && d.sentAt! >= from);
    const waiting = async () =>
      (await t.ctx.db.select().from(aiEmployeeDrafts).where(eq(aiEmployeeDrafts.status, 'scheduled'))).length;
    await sendDueDrafts(sendDeps());
    expect(await sentSince(dayStart)).toHaveLength(1);
    expect(await waiting()).toBeGreaterThanOrEqual(1);
    await sendDueDrafts(sendDeps()); // a second pass the same day sends nothing more
    expect(await sentSince(dayStart)).toHaveLength(1);
    clock.advance(24 * 3_600_000);
    const nextDay = clock.now();
    await sendDueDrafts(sendDeps());
    const next = await sentSince(new Date(nextDay.getTime() - 1));
    expect(next).toHaveLength(1);
    const sentKeys = (await sentSince(dayStart)).map((d) => d.clientKey);
    for (const key of sentKeys) expect(await outboundOnNetwork(key)).toHaveLength(1);
  });

  it('exactly once across a crash at each point of the send', async () => {
    expect((await supervise({ mode: 'automatic', undo_seconds: 0, daily_cap: 50 })).status).toBe(200);
    for (const point of ['after_claim', 'after_channel', 'after_record'] as const) {
      await say(3, `Which countries do you support? (${point})`);
      await sync(w.c1.id);
      await draftPendingReplies(t.ctx);
      const draft = await draftOf(3);
      await expect(
        sendDueDrafts(
          sendDeps((p) => {
            if (p === point) throw new Error(`crash ${p}`);
          }),
        ),
      ).rejects.toThrow('crash');
      expect((await draftOf(3)).status).toBe('sending');
      // Restarted before the lease ends: the send is not taken again.
      await sendDueDrafts(sendDeps());
      expect((await draftOf(3)).status).toBe('sending');
      clock.advance(61_000);
      await sendDueDrafts(sendDeps());
      expect((await draftOf(3)).status).toBe('sent');
      expect(await outboundOnNetwork(draft.clientKey)).toHaveLength(1);
      expect(await loggedAction(draft.clientKey)).toHaveLength(1);
      const stored = await t.ctx.db
        .select()
        .from(inboxMessages)
        .where(
          and(
            eq(inboxMessages.prospectId, w.pid(3)),
            eq(inboxMessages.direction, 'outbound'),
            eq(inboxMessages.text, draft.text),
          ),
        );
      expect(stored.length).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('a meeting booked through the calendar pauses the prospect', () => {
  it('a draft waiting in its undo window is withdrawn, not sent', async () => {
    expect((await supervise({ mode: 'automatic', undo_seconds: 120 })).status).toBe(200);
    await say(0, 'Which countries do you support? (meeting)');
    await sync(w.c1.id);
    await draftPendingReplies(t.ctx);
    const draft = await draftOf(0);
    expect(draft.status).toBe('scheduled');
    const [connection] = await t.ctx.db
      .insert(calendlyConnections)
      .values({
        userId: w.admin.user._id,
        spaceId: w.admin.spaceId,
        tokenEnc: 'x',
        calendlyUserUri: 'https://api.calendly.test/users/1',
        organizationUri: 'https://api.calendly.test/organizations/1',
        signingKeyEnc: 'x',
      })
      .returning();
    await t.ctx.db.insert(calendlyBookings).values({
      key: 'invitee-1:invitee.created',
      connectionId: connection!.id,
      spaceId: w.admin.spaceId,
      event: 'invitee.created',
      email: 'prospect@example.com',
      prospectIds: [w.pid(0)],
    });
    clock.advance(121_000);
    await sendDueDrafts(sendDeps());
    expect((await draftOf(0)).status).toBe('cancelled');
    expect(await outboundOnNetwork(draft.clientKey)).toHaveLength(0);
  });
});

describe('eval:ai-grounding, 10 of its cases', () => {
  it('escalates every must-escalate reply and drafts no unsupported sentence', async () => {
    const dir = new URL('../../../eval/grounding/', import.meta.url);
    const read = (f: string) => JSON.parse(fs.readFileSync(new URL(f, dir), 'utf8'));
    const ids = ['en-01', 'en-11', 'fr-02', 'fr-16', 'es-02', 'es-14', 'de-01', 'de-19', 'pt-05', 'pt-12'];
    const replies = (read('replies.json') as EvalReply[]).filter((r) => ids.includes(r.id));
    const kbs = {
      ledgerly: read('kb-ledgerly.json'),
      flotte: read('kb-flotte.json'),
      agenda: read('kb-agenda.json'),
    };
    const s = summarize(await runGroundingEval(t.ctx.db, new OfflineAi(), kbs, replies));
    expect(s.replies).toBe(10);
    expect(s.escalatedWhenMust).toBe(s.mustEscalate);
    expect(s.unsupported).toBe(0);
    expect(s.drafted).toBeGreaterThanOrEqual(3);
  });
});
