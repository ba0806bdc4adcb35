import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/harness.js';
import type { Database } from '../../../db/client.js';
import { sandboxMembers } from '../../../db/schema/index.js';
import { clock } from '../../../lib/clock.js';
import { NetworkError, outcomeForError, type InvitationState, type NetworkAccount } from '../driver.js';
import { SandboxNetwork } from './sandbox-network.js';
import { invitationOutcome, replyOutcome } from './outcomes.js';
import {
  COMPANY_SUFFIXES,
  COMPANY_WORDS,
  FIRST_NAMES,
  INDUSTRIES,
  LAST_NAMES,
  REPLIES,
  SKILLS,
  TITLES,
} from './content.js';
import { ACCENTED, PLAIN, searchWords } from './search.js';
import { DAY, HOUR, MINUTE } from './random.js';

const acct = (n: number | string, username = `user${n}@example.com`): NetworkAccount => ({
  credentialId: `cred-${n}`,
  username,
});

async function loggedIn(net: SandboxNetwork, account: NetworkAccount) {
  const result = await net.login({ account, password: 'secret' });
  expect(result.status).toBe('logged_in');
}

async function memberIds(db: Database, limit: number, offset = 0): Promise<string[]> {
  const rows = await db.db
    .select({ id: sandboxMembers.id })
    .from(sandboxMembers)
    .orderBy(sandboxMembers.seq)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id).filter((_, i) => (offset + i + 1) % 101 !== 0);
}

/** Outcomes do not depend on call order, so a few calls may run at once (a pool on PostgreSQL). */
async function inChunks<T>(items: T[], fn: (item: T, index: number) => Promise<unknown>, size = 16) {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map((item, j) => fn(item, i + j)));
}

async function expectNetworkError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NetworkError);
  expect((error as NetworkError).code).toBe(code);
  return error as NetworkError;
}

describe('sandbox network', () => {
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });
  afterEach(() => clock.reset());

  it('generates the population once, deterministically for a seed', async () => {
    const one = new SandboxNetwork(a.db, { seed: 7, population: 12_000, challengeRate: 0 });
    const two = new SandboxNetwork(b.db, { seed: 7, population: 12_000, challengeRate: 0 });
    await Promise.all([one.ensureReady(), two.ensureReady()]);
    const [n] = await a.db.select({ n: count() }).from(sandboxMembers);
    expect(n!.n).toBe(12_000);
    expect(await memberIds(a, 50)).toEqual(await memberIds(b, 50));
    const profile = one.toProfile(await one.member((await memberIds(a, 1))[0]!), 2);
    expect(profile.firstName).toBeTruthy();
    expect(profile.headline).toContain(' at ');
    expect(profile.skills.length).toBe(3);
  });

  it('same seed → same behaviour: invitations, acceptances and replies match across databases', async () => {
    const nets = [
      new SandboxNetwork(a.db, { seed: 7, population: 12_000, challengeRate: 0 }),
      new SandboxNetwork(b.db, { seed: 7, population: 12_000, challengeRate: 0 }),
    ];
    await Promise.all(nets.map((n) => n.ensureReady()));
    const ids = await memberIds(a, 60);
    expect(ids.length).toBe(60);
    const outcomes: string[][] = [[], []];
    for (const [i, net] of nets.entries()) {
      const account = acct('det');
      await loggedIn(net, account);
      for (const id of ids) {
        const sent = await net.sendInvitation(account, id, { note: 'Hi there' });
        outcomes[i]!.push(sent.id);
      }
    }
    clock.advance(8 * DAY);
    for (const [i, net] of nets.entries()) {
      for (const id of ids) {
        const state = await net.getInvitationState(acct('det'), id);
        outcomes[i]!.push(
          `${state.state}@${state.respondedAt ? state.respondedAt.getTime() - state.sentAt!.getTime() : '-'}`,
        );
        if (state.state === 'accepted') await net.sendMessage(acct('det'), id, 'Thanks for connecting');
      }
      clock.advance(5 * DAY);
      const inbox = await net.listMessages(acct('det'));
      outcomes[i]!.push(...inbox.items.map((m) => `${m.direction}:${m.text}`));
      clock.advance(-5 * DAY);
    }
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(outcomes[0]!.some((o) => o.startsWith('accepted'))).toBe(true);
  });

  it(
    'over 10,000 invitations sent through the driver: about 30 % accepted, 5 min–7 days later; replies to 10–20 % of first messages, with out-of-office and negative ones',
    { timeout: 180_000 },
    async () => {
      const net = new SandboxNetwork(a.db, {
        seed: 7,
        population: 12_000,
        challengeRate: 0,
        weeklyInvitationLimit: 1e9,
        pendingInvitationCap: 1e9,
      });
      await net.ensureReady();
      const members = (await a.db.select().from(sandboxMembers).orderBy(sandboxMembers.seq).limit(10_101))
        .filter((m) => m.seq % 101 !== 0)
        .slice(0, 10_000);
      const accounts = Array.from({ length: 25 }, (_, k) => acct(`rates-${k}`));
      for (const account of accounts) await loggedIn(net, account);
      const accountOf = (i: number) => accounts[i % 25]!;
      const sentAt = clock.nowMs();
      await inChunks(members, (m, i) => net.sendInvitation(accountOf(i), m.id));

      clock.advance(7 * DAY + MINUTE);
      const states: InvitationState[] = [];
      await inChunks(members, async (m, i) => {
        states[i] = await net.getInvitationState(accountOf(i), m.id);
      });
      const accepted = members
        .map((m, i) => ({ m, i, s: states[i]! }))
        .filter((x) => x.s.state === 'accepted');
      const rate = accepted.length / members.length;
      expect(rate).toBeGreaterThan(0.27);
      expect(rate).toBeLessThan(0.33);
      const delays = accepted.map((x) => x.s.respondedAt!.getTime() - sentAt);
      expect(Math.min(...delays)).toBeLessThan(HOUR);
      expect(Math.max(...delays)).toBeGreaterThan(5 * DAY);
      expect(states.filter((s) => s.state === 'declined').length / members.length).toBeGreaterThan(0.05);
      // The driver applied the seeded outcome functions exactly.
      expect(accepted.map((x) => x.m.id)).toEqual(
        members
          .filter((m, i) => invitationOutcome(7, accountOf(i).credentialId, m, 0).acceptAfterMs !== null)
          .map((m) => m.id),
      );

      const messagedAt = clock.nowMs();
      await inChunks(accepted, (x) =>
        net.sendMessage(accountOf(x.i), x.m.id, 'Great to connect — quick question?'),
      );
      clock.advance(5 * DAY);
      const replies: { kind: string; afterMs: number }[] = [];
      const kindOf = new Map(Object.entries(REPLIES).flatMap(([kind, texts]) => texts.map((t) => [t, kind])));
      for (const account of accounts) {
        let cursor: string | null = null;
        for (;;) {
          const page = await net.listMessages(account, cursor);
          if (!page.items.length) break;
          for (const m of page.items.filter((m) => m.direction === 'inbound'))
            replies.push({ kind: kindOf.get(m.text) ?? 'unknown', afterMs: m.sentAt.getTime() - messagedAt });
          cursor = page.nextCursor;
        }
      }
      const replyRate = replies.length / accepted.length;
      expect(replyRate).toBeGreaterThan(0.1);
      expect(replyRate).toBeLessThan(0.2);
      const kinds = (k: string) => replies.filter((r) => r.kind === k).length / replies.length;
      expect(kinds('unknown')).toBe(0);
      expect(kinds('positive')).toBeGreaterThan(0.35);
      expect(kinds('negative')).toBeGreaterThan(0.2);
      expect(kinds('out_of_office')).toBeGreaterThan(0.15);
      expect(Math.min(...replies.map((r) => r.afterMs))).toBeLessThan(10 * MINUTE);
      expect(Math.max(...replies.map((r) => r.afterMs))).toBeGreaterThan(DAY);
    },
  );

  it(
    'the driver applies exactly those outcomes: invitations accepted and replies arriving as the clock moves',
    { timeout: 300_000 },
    async () => {
      const net = new SandboxNetwork(a.db, {
        seed: 7,
        population: 12_000,
        challengeRate: 0,
        weeklyInvitationLimit: 1e9,
        pendingInvitationCap: 1e9,
      });
      const account = acct('drive');
      await loggedIn(net, account);
      const members = (
        await a.db.select().from(sandboxMembers).orderBy(sandboxMembers.seq).limit(330).offset(5_000)
      )
        .filter((m) => m.seq % 101 !== 0)
        .slice(0, 300);
      await inChunks(members, (m) => net.sendInvitation(account, m.id));
      const expectedAccepted = members.filter(
        (m) => invitationOutcome(7, account.credentialId, m, 0).acceptAfterMs !== null,
      );
      expect((await net.getInvitationState(account, expectedAccepted[0]!.id)).state).toBe('pending');
      clock.advance(7 * DAY + MINUTE);
      const states = await Promise.all(members.map((m) => net.getInvitationState(account, m.id)));
      expect(members.filter((_, i) => states[i]!.state === 'accepted').map((m) => m.id)).toEqual(
        expectedAccepted.map((m) => m.id),
      );
      const start = clock.nowMs();
      await inChunks(expectedAccepted, (m) =>
        net.sendMessage(account, m.id, 'Great to connect — quick question?'),
      );
      const expectedReplies = expectedAccepted
        .map((m) => ({ m, r: replyOutcome(7, account.credentialId, m, 0, 'message') }))
        .filter((x) => x.r);
      expect(
        (await net.listMessages(account)).items.filter((m) => m.direction === 'inbound').length,
      ).toBeLessThan(expectedReplies.length + 1);
      clock.advance(5 * DAY);
      const inbound = [];
      let cursor: string | null = null;
      for (;;) {
        const page = await net.listMessages(account, cursor);
        if (!page.items.length) break;
        inbound.push(...page.items.filter((m) => m.direction === 'inbound'));
        cursor = page.nextCursor;
      }
      expect(inbound.map((m) => `${m.text}@${m.sentAt.getTime() - start < 5 * DAY}`).sort()).toEqual(
        expectedReplies.map((x) => `${x.r!.text}@true`).sort(),
      );
    },
  );

  it('enforces the weekly invitation ceiling over a rolling 7 days', async () => {
    const net = new SandboxNetwork(a.db, { seed: 7, population: 12_000, challengeRate: 0 });
    const account = acct('weekly');
    await loggedIn(net, account);
    const ids = await memberIds(a, 260, 11_000);
    for (const id of ids.slice(0, 200)) await net.sendInvitation(account, id);
    const error = await expectNetworkError(net.sendInvitation(account, ids[200]!), 'weekly_invitation_limit');
    expect(error.retryAt!.getTime()).toBeGreaterThan(clock.nowMs() + 6 * DAY);
    expect(outcomeForError(error)).toEqual({ kind: 'retry', reason: 'weekly_invitation_limit' });
    clock.advance(7 * DAY + MINUTE);
    await expect(net.sendInvitation(account, ids[200]!)).resolves.toMatchObject({ noteSent: false });
  });

  it('caps pending invitations, blocks duplicates and re-invites after a withdrawal', async () => {
    const net = new SandboxNetwork(a.db, {
      seed: 7,
      population: 12_000,
      challengeRate: 0,
      pendingInvitationCap: 3,
    });
    const account = acct('pending');
    await loggedIn(net, account);
    const ids = await memberIds(a, 10, 11_500);
    await net.sendInvitation(account, ids[0]!, { clientKey: 'step-1' });
    await expectNetworkError(net.sendInvitation(account, ids[0]!), 'invitation_already_sent');
    expect(
      await net.getInvitationState(account, `https://network.sandbox.local/in/${ids[0]}/`),
    ).toMatchObject({ state: 'pending', clientKey: 'step-1' });
    await net.sendInvitation(account, ids[1]!);
    await net.sendInvitation(account, ids[2]!);
    await expectNetworkError(net.sendInvitation(account, ids[3]!), 'pending_invitations_cap');
    await net.withdrawInvitation(account, ids[0]!);
    await expectNetworkError(net.sendInvitation(account, ids[0]!), 'recently_withdrawn');
    await net.sendInvitation(account, ids[3]!);
    await expectNetworkError(
      net.sendInvitation(account, ids[4]!, { note: 'x'.repeat(201) }),
      'note_too_long',
    );
  });

  it('drops the note past the free-account note cap and says so', async () => {
    const net = new SandboxNetwork(a.db, {
      seed: 7,
      population: 12_000,
      challengeRate: 0,
      freeNotesPer30Days: 2,
    });
    const account = acct('notes', 'free+basic@example.com');
    await loggedIn(net, account);
    const ids = await memberIds(a, 4, 11_600);
    const results = [];
    for (const id of ids.slice(0, 3)) results.push(await net.sendInvitation(account, id, { note: 'Hello!' }));
    expect(results.map((r) => r.noteSent)).toEqual([true, true, false]);
  });

  it('messages need a connection; InMail needs a subscription and credits; exactly-once state shows client keys', async () => {
    const net = new SandboxNetwork(a.db, { seed: 7, population: 12_000, challengeRate: 0 });
    const free = acct('free', 'free2+basic@example.com');
    const premium = acct('premium', 'boss+premium@example.com');
    await loggedIn(net, free);
    await loggedIn(net, premium);
    const members = await a.db
      .select()
      .from(sandboxMembers)
      .where(eq(sandboxMembers.openProfile, false))
      .limit(8);
    const [m1, m2, m3, m4, m5, m6, m7] = members.map((m) => m.id);
    await expectNetworkError(net.sendMessage(free, m1!, 'hi'), 'not_connected');
    await expectNetworkError(net.sendInMail(free, m1!, { subject: 's', body: 'b' }), 'needs_sales_navigator');
    await expectNetworkError(
      net.sendInMail(premium, m1!, { subject: 's', body: 'x'.repeat(1901) }),
      'inmail_too_long',
    );
    expect((await net.checkSubscriptions(premium)).inmailCredits).toBe(5);
    for (const m of [m1, m2, m3, m4, m5])
      await net.sendInMail(premium, m!, { subject: 'Hello', body: 'Body' }, { clientKey: `k-${m}` });
    await expectNetworkError(
      net.sendInMail(premium, m6!, { subject: 'Hello', body: 'Body' }),
      'no_inmail_credits',
    );
    await expectNetworkError(
      net.sendInMail(premium, m1!, { subject: 'Again', body: 'Body' }),
      'already_inmailed',
    );
    const state = await net.getConversationState(premium, m1!);
    expect(state.messages.filter((m) => m.direction === 'outbound').map((m) => m.clientKey)).toEqual([
      `k-${m1}`,
    ]);
    expect((await net.getConversationState(premium, m7!)).messages).toEqual([]);
    expect(outcomeForError(new NetworkError('no_inmail_credits'))).toEqual({
      kind: 'wait',
      reason: 'run_out_of_credits',
    });
  });

  it('asks for a security code at login, sends it, and expires it after 60 minutes (10 for the app)', async () => {
    const sent: string[] = [];
    const net = new SandboxNetwork(a.db, {
      seed: 7,
      population: 12_000,
      challengeRate: 0,
      sendSecurityCode: async (to, code) => void sent.push(`${to}:${code}`),
    });
    const account = acct('pin', 'anna+pin@example.com');
    const first = await net.login({ account, password: 'pw' });
    expect(first).toMatchObject({
      status: 'challenge',
      challenge: { kind: 'security_code', pinType: 'email' },
    });
    const code = await net.sessions.peekSecurityCode(account.credentialId);
    expect(sent).toEqual([`anna+pin@example.com:${code}`]);
    await expectNetworkError(
      net.submitSecurityCode(account, code === '111111' ? '222222' : '111111'),
      'wrong_code',
    );
    clock.advance(61 * MINUTE);
    await expectNetworkError(net.submitSecurityCode(account, code!), 'code_expired');
    await net.resendSecurityCode(account);
    const fresh = await net.sessions.peekSecurityCode(account.credentialId);
    expect((await net.submitSecurityCode(account, fresh!)).status).toBe('logged_in');

    const app = acct('app', 'bob+app@example.com');
    expect(await net.login({ account: app, password: 'pw' })).toMatchObject({
      challenge: { pinType: 'app' },
    });
    clock.advance(11 * MINUTE);
    await expectNetworkError(net.submitSecurityCode(app, '000000'), 'code_expired');
    await net.resendSecurityCode(app);
    expect((await net.submitSecurityCode(app, '000000')).status).toBe('logged_in');
  });

  it('covers the other login paths: phone, two-factor, captcha, blocked, wrong password, occasional random codes', async () => {
    const net = new SandboxNetwork(a.db, { seed: 7, population: 12_000, challengeRate: 0 });
    const phone = acct('phone', 'c+phone@example.com');
    expect(await net.login({ account: phone, password: 'pw' })).toMatchObject({
      challenge: { kind: 'phone' },
    });
    expect(await net.submitPhone(phone, { number: '+1 202 555 0100', countryCode: 'US' })).toMatchObject({
      challenge: { kind: 'security_code', pinType: 'sms' },
    });
    const twoFactor = acct('2fa', 'd+2fa@example.com');
    expect(await net.login({ account: twoFactor, password: 'pw' })).toMatchObject({
      challenge: { kind: 'two_factor' },
    });
    await expectNetworkError(
      net.login({
        account: twoFactor,
        password: 'pw',
        twoFactor: { username: 'd@x.com', password: 'wrong' },
      }),
      'two_factor_wrong',
    );
    expect(
      (
        await net.login({
          account: twoFactor,
          password: 'pw',
          twoFactor: { username: 'd@x.com', password: 'ok' },
        })
      ).status,
    ).toBe('logged_in');
    await expectNetworkError(
      net.login({ account: acct('2fo', 'e+2fa-other@example.com'), password: 'pw' }),
      'two_factor_unsupported',
    );
    const captcha = acct('captcha', 'f+captcha@example.com');
    expect(await net.login({ account: captcha, password: 'pw' })).toMatchObject({
      challenge: { kind: 'captcha' },
    });
    expect((await net.login({ account: captcha, password: 'pw' })).status).toBe('logged_in');
    await expectNetworkError(
      net.login({ account: acct('blocked', 'g+blocked@example.com'), password: 'pw' }),
      'account_restricted',
    );
    await expectNetworkError(
      net.login({ account: acct('invalid', 'h+invalid@example.com'), password: 'pw' }),
      'wrong_password',
    );
    await expectNetworkError(net.viewProfile(acct('never'), 'whoever'), 'not_logged_in');

    const random = new SandboxNetwork(a.db, { seed: 7, population: 12_000, challengeRate: 0.1 });
    let challenged = 0;
    for (let i = 0; i < 200; i++) {
      const result = await random.login({ account: acct(`r${i}`), password: 'pw' });
      if (result.status === 'challenge') challenged++;
    }
    expect(challenged).toBeGreaterThan(8);
    expect(challenged).toBeLessThan(40);
  });

  it('search words fold case and accents; the searched lists are plain ASCII (lower() folds them)', () => {
    expect(searchWords('  Fíntech,  FOUNDER São ')).toEqual(['fintech', 'founder', 'sao']);
    const searched = [TITLES, COMPANY_WORDS, COMPANY_SUFFIXES, INDUSTRIES, SKILLS].flat();
    expect(searched.filter((w) => /[^\x20-\x7e]/.test(w))).toEqual([]);
    // Names carry accents (José, Müller), folded in SQL by translate(): each must fold there as searchWords does.
    const sqlFold = (name: string) =>
      [...name.toLowerCase()].map((c) => PLAIN[ACCENTED.indexOf(c)] ?? c).join('');
    const names = [FIRST_NAMES, LAST_NAMES].flat();
    expect(names.filter((n) => searchWords(sqlFold(n)).join(' ') !== searchWords(n).join(' '))).toEqual([]);
    expect(names.filter((n) => /[^\x20-\x7e]/.test(sqlFold(n)))).toEqual([]);
  });

  it('runs search URLs page by page and acts on profiles and posts', async () => {
    const net = new SandboxNetwork(a.db, { seed: 7, population: 12_000, challengeRate: 0 });
    const account = acct('search', 'i+basic@example.com');
    await loggedIn(net, account);
    const page1 = await net.searchPage(
      account,
      'https://network.sandbox.local/search/results/people/?keywords=Founder',
      1,
    );
    const page2 = await net.searchPage(
      account,
      'https://network.sandbox.local/search/results/people/?keywords=Founder',
      2,
    );
    expect(page1.profiles.length).toBe(10);
    expect(page1.total).toBeGreaterThan(100);
    expect(page1.hasMore).toBe(true);
    expect(page1.profiles.every((p) => p.headline.includes('Founder'))).toBe(true);
    expect(page2.profiles[0]!.id).not.toBe(page1.profiles[0]!.id);
    // Keywords match as the network does: words in any order, case and accents ignored, across the
    // headline, title, company and industry (a two-word search used to find nobody).
    const search = (q: string) =>
      net.searchPage(
        account,
        `https://network.sandbox.local/search/results/people/?keywords=${encodeURIComponent(q)}`,
        1,
      );
    const twoWords = await search('fintech founder');
    expect(twoWords.total).toBeGreaterThan(0);
    for (const p of twoWords.profiles)
      expect(`${p.headline} ${p.industry ?? ''} ${p.skills.join(' ')}`.toLowerCase()).toMatch(/fintech/);
    for (const p of twoWords.profiles) expect(p.headline.toLowerCase()).toMatch(/founder/);
    expect((await search('Founder FINTECH')).total).toBe(twoWords.total);
    expect((await search('fíntech  fóunder')).total).toBe(twoWords.total);
    expect((await search('founder zzzqqq')).total).toBe(0);
    await expectNetworkError(
      net.searchPage(account, 'https://network.sandbox.local/sales/search/people?query=x', 1),
      'needs_sales_navigator',
    );
    await expectNetworkError(net.searchPage(account, 'not a url', 1), 'invalid_search_url');
    const target = page1.profiles.find((p) => p.id) ?? page1.profiles[0]!;
    await net.viewProfile(account, target.url);
    await net.follow(account, target.id);
    const withPosts = await a.db.select().from(sandboxMembers).where(eq(sandboxMembers.seq, 2));
    const posts = await net.listPosts(account, withPosts[0]!.id);
    expect(posts.length).toBeGreaterThan(0);
    await net.likePost(account, posts[0]!.id);
    await net.commentOnPost(account, posts[0]!.id, 'Great post');
    expect(
      await net.listPosts(
        account,
        (await a.db.select().from(sandboxMembers).where(eq(sandboxMembers.seq, 3)))[0]!.id,
      ),
    ).toEqual([]);
    await expectNetworkError(net.likePost(account, 'post-nope'), 'post_not_found');
    await expectNetworkError(net.fetchProfile(account, 'nobody-here'), 'profile_not_found');
    await expectNetworkError(net.endorseSkills(account, target.id), 'not_connected');
  });
});
