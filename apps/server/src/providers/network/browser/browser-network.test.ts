import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/harness.js';
import type { Database } from '../../../db/client.js';
import {
  campaignProspects,
  credentials,
  sandboxActions,
  sandboxInvitations,
  sandboxMembers,
  sandboxMessages,
  prospects,
} from '../../../db/schema/index.js';
import { clock } from '../../../lib/clock.js';
import { rowsOf } from '../../../db/rows.js';
import { createSecrets } from '../../../lib/secrets.js';
import { engineWorld } from '../../../test/engine-world.js';
import { auditSimRun } from '../../../test/sim/sim-audit.js';
import { startNetworkExit, type ExitRecord, type NetworkExit } from '../../../test/network-exits.js';
import { upsertProspects } from '../../../modules/prospects-core/upsert.js';
import { enrollProspects } from '../../../modules/engine/enroll.js';
import { onInboundReply, runDepsUntil } from '../../../modules/engine/engine.js';
import { NetworkError, type MemberPost, type NetworkAccount } from '../driver.js';
import { SANDBOX_WEB_HOST, startSandboxWeb, type SandboxWeb } from '../web/server.js';
import { BrowserNetwork, createBrowserNetwork, type BrowserPool } from './index.js';
import { SELECTORS_V1, SELECTORS_V2 } from './selectors.js';
import { activityPage, postPage, profilePage } from '../web/pages.js';
import { SKINS, type Skin } from '../web/skins.js';
import { credentialBrowserStore } from '../../../modules/credentials/index.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.parse('2026-01-05T06:00:00Z');
const setClock = (ms: number) => clock.advance(ms - clock.nowMs());
const FAST = { keyMs: [0, 1] as [number, number], dwellMs: [0, 0] as [number, number], scroll: false };

describe('browser driver over the sandbox network pages (real Chromium)', () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  let web: SandboxWeb;
  let pool: BrowserPool;
  let driver: BrowserNetwork;
  const exits: NetworkExit[] = [];
  const exitLog: ExitRecord[] = [];
  const secrets = createSecrets('browser-test');

  // Fixed ids: the sandbox's outcomes are a function of (seed, account, member), so each run sees the same ones.
  let made = 0;
  async function credential(username: string, exit: NetworkExit | null, timezone = 'Europe/Paris') {
    made++;
    const [row] = await world.db
      .insert(credentials)
      .values({
        id: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
        spaceId: world.space.id,
        username,
        timezone,
        workHoursStart: 8,
        workHoursEnd: 20,
        countryCode: 'FR',
        customProxy: exit
          ? { proxy_address: '127.0.0.1', domain: null, ports: { http: exit.port }, username: null }
          : null,
      })
      .returning();
    return { credentialId: row!.id, username: row!.username } satisfies NetworkAccount;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    setClock(START);
    world = await engineWorld(database, { population: 600, seed: 7 });
    web = await startSandboxWeb({ network: world.network });
    for (const name of ['exit-fr-1', 'exit-fr-2', 'exit-fr-3', 'exit-misc'])
      exits.push(await startNetworkExit(name, { [SANDBOX_WEB_HOST]: web.port }, exitLog));
    // The worker's own factory: one Chromium, a context per account, cookies saved as a context closes.
    ({ driver, pool } = createBrowserNetwork({
      origin: web.origin,
      store: credentialBrowserStore(world.db, secrets),
      chromiumPath: '/usr/bin/chromium',
      memoryMb: 400,
      pacing: FAST,
      timeoutMs: 5000,
    }));
  }, 60_000);

  afterAll(async () => {
    await pool?.shutdown();
    for (const exit of exits) await exit.close();
    await web?.close();
    clock.reset();
    await database?.close();
  });

  it('signs in through the pages, surfacing the challenges the sandbox models; the session is sealed and reopens from its cookies', async () => {
    const pin = await credential('pin+pin@example.com', exits[3]!);
    const first = await driver.login({ account: pin, password: 'secret' });
    expect(first).toMatchObject({
      status: 'challenge',
      challenge: { kind: 'security_code', pinType: 'email' },
    });
    await expect(driver.submitSecurityCode(pin, '000001')).rejects.toMatchObject({ code: 'wrong_code' });
    const code = await world.network.sessions.peekSecurityCode(pin.credentialId);
    const done = await driver.submitSecurityCode(pin, code!);
    expect(done.status).toBe('logged_in');
    const [row] = await world.db.select().from(credentials).where(eq(credentials.id, pin.credentialId));
    expect(row!.cookiesEnc).toBeTruthy();
    expect(row!.cookiesEnc).not.toContain('li_session');
    expect(JSON.stringify(secrets.decryptJson(row!.cookiesEnc!))).toContain('li_session');
    // The context closes (idle); the next action reopens it from the sealed cookies without signing in.
    await pool.close(pin.credentialId);
    expect(pool.openAccounts).not.toContain(pin.credentialId);
    const subs = await driver.checkSubscriptions(pin);
    expect(subs).toEqual(await world.network.checkSubscriptions(pin));

    const captcha = await credential('cap+captcha@example.com', exits[3]!);
    expect(await driver.login({ account: captcha, password: 'secret' })).toMatchObject({
      status: 'challenge',
      challenge: { kind: 'captcha' },
    });
    const blocked = await credential('gone+blocked@example.com', exits[3]!);
    await expect(driver.login({ account: blocked, password: 'secret' })).rejects.toMatchObject({
      code: 'account_restricted',
    });
    const wrong = await credential('typo@example.com', exits[3]!);
    await expect(driver.login({ account: wrong, password: 'wrong-password' })).rejects.toMatchObject({
      code: 'wrong_password',
    });
  }, 30_000);

  it('reads search pages (with paging) and profiles as the function path sees them', async () => {
    const account = await credential('reader@example.com', exits[3]!);
    expect((await driver.login({ account, password: 'secret' })).status).toBe('logged_in');
    const url = 'https://network.sandbox.local/search/results/people/?keywords=manager';
    const [p1, p2] = [await driver.searchPage(account, url, 1), await driver.searchPage(account, url, 2)];
    const f1 = await world.network.searchPage(account, url, 1);
    expect(p1.profiles.map((p) => p.id)).toEqual(f1.profiles.map((p) => p.id));
    expect(p1.total).toBe(f1.total);
    expect(p2.profiles.map((p) => p.id)).toEqual(
      (await world.network.searchPage(account, url, 2)).profiles.map((p) => p.id),
    );
    expect(p2.profiles[0]?.id).not.toBe(p1.profiles[0]?.id);
    const profile = await driver.fetchProfile(account, p1.profiles[0]!.id);
    const expected = await world.network.fetchProfile(account, p1.profiles[0]!.id);
    expect(profile).toMatchObject({
      id: expected.id,
      firstName: expected.firstName,
      lastName: expected.lastName,
      headline: expected.headline,
      company: expected.company,
      connectionDegree: expected.connectionDegree,
    });
  }, 30_000);

  describe('a campaign of three accounts (invite with note → message after acceptance → reply pauses)', () => {
    const accounts: NetworkAccount[] = [];
    const cursors = new Map<string, string | null>();
    let lastSync = 0;
    let invitationsBeforeRedesign = 0;

    /** The inbox sync, through the pages: each account's new inbound messages reach the engine. */
    async function syncReplies() {
      if (clock.nowMs() - lastSync < 12 * HOUR) return;
      lastSync = clock.nowMs();
      for (const account of accounts) {
        let page;
        try {
          page = await driver.listMessages(account, cursors.get(account.credentialId));
        } catch (error) {
          if (error instanceof NetworkError && error.code === 'page_layout_changed') continue;
          throw error;
        }
        cursors.set(account.credentialId, page.nextCursor);
        for (const m of page.items.filter((i) => i.direction === 'inbound')) {
          const memberId = m.conversationId.split('~')[1]!;
          const [p] = await world.db
            .select({ id: prospects.id })
            .from(prospects)
            .where(and(eq(prospects.spaceId, world.space.id), eq(prospects.networkId, memberId)));
          if (p)
            await onInboundReply(world.db, {
              spaceId: world.space.id,
              credentialId: account.credentialId,
              prospectId: p.id,
              at: m.sentAt,
            });
        }
      }
    }

    beforeAll(async () => {
      world.deps.network = driver;
      world.deps.options = { ...world.deps.options, recheckMs: 12 * HOUR };
      // Members likely to accept and answer, so a short run shows every branch; each account its own people.
      const members = await world.db
        .select()
        .from(sandboxMembers)
        .where(sql`${sandboxMembers.seq} % 101 <> 0`)
        .orderBy(
          desc(sql`${sandboxMembers.acceptRate} + ${sandboxMembers.replyRate}`),
          asc(sandboxMembers.seq),
        )
        .limit(12);
      for (let i = 0; i < 3; i++) {
        const account = await credential(
          `seller${i}@example.com`,
          exits[i]!,
          ['Europe/Paris', 'Europe/Berlin', 'Europe/Madrid'][i],
        );
        expect((await driver.login({ account, password: 'secret' })).status).toBe('logged_in');
        accounts.push(account);
        const wf = await world.campaign(account.credentialId, [
          {
            type: 'connection_request',
            delay_days: 0,
            delay_hours: 0,
            content: 'Hi {first_name}, glad to connect.',
          },
          { type: 'message', delay_days: 0, delay_hours: 1, content: 'Thanks for connecting, {first_name}.' },
          { type: 'message', delay_days: 2, delay_hours: 0, content: 'Any thoughts, {first_name}?' },
        ]);
        const ids = await upsertProspects(
          world.db,
          world.space.id,
          members.slice(i * 4, i * 4 + 4).map((m) => ({
            profileLink: `https://network.sandbox.local/in/${m.id}`,
            networkId: m.id,
            firstName: m.firstName,
            lastName: m.lastName,
          })),
        );
        await enrollProspects(world.db, wf, [...ids.values()], { now: clock.now() });
      }
    }, 30_000);

    const invitationCount = async () =>
      (
        await world.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sandboxInvitations)
          .where(
            inArray(
              sandboxInvitations.credentialId,
              accounts.map((a) => a.credentialId),
            ),
          )
      )[0]!.n;
    const outboundCount = async () =>
      (
        await world.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sandboxMessages)
          .where(eq(sandboxMessages.direction, 'outbound'))
      )[0]!.n;
    let atRedesign = { invitations: 0, messages: 0 };

    it('runs on layout A; a redesign mid-campaign stops actions with page layout changed, nothing sent', async () => {
      // The network ships its redesign once half the invitations are out.
      const tick = async () => {
        if (web.layout === 'A' && (await invitationCount()) >= 6) {
          web.setLayout('B');
          atRedesign = { invitations: await invitationCount(), messages: await outboundCount() };
        }
        await syncReplies();
      };
      await runDepsUntil(world.deps, new Date(START + DAY), tick);
      expect(web.layout).toBe('B');
      const sent = await world.db
        .select()
        .from(sandboxInvitations)
        .where(
          inArray(
            sandboxInvitations.credentialId,
            accounts.map((a) => a.credentialId),
          ),
        );
      expect(sent.every((i) => i.note?.startsWith('Hi ') && i.clientKey)).toBe(true);
      // Nothing went out after the redesign, and the accounts say why.
      expect(sent.length).toBe(atRedesign.invitations);
      expect(sent.length).toBeLessThan(12);
      expect(await outboundCount()).toBe(atRedesign.messages);
      const rows = await world.db
        .select({ auth: credentials.authStatus })
        .from(credentials)
        .where(
          inArray(
            credentials.id,
            accounts.map((a) => a.credentialId),
          ),
        );
      for (const r of rows)
        expect(r.auth.page_layout_changed).toMatchObject({ version: expect.stringMatching(/@1$/) });
      const waiting = await world.db
        .select({ reason: campaignProspects.waitReason })
        .from(campaignProspects)
        .where(eq(campaignProspects.waitReason, 'page_layout_changed'));
      expect(waiting.length).toBeGreaterThan(0);
      expect(waiting.length).toBeLessThanOrEqual(12 - sent.length);
      // An account whose health says the layout changed stops before opening any page.
      const seen = web.requests.length;
      await expect(driver.getConversationState(accounts[0]!, 'anyone')).rejects.toMatchObject({
        code: 'page_layout_changed',
      });
      expect(web.requests.length).toBe(seen);
    }, 120_000);

    it('after the selector map is updated the campaign resumes: every invitation once, messages after acceptance', async () => {
      driver.useSelectors(SELECTORS_V2);
      await runDepsUntil(world.deps, new Date(START + 8 * DAY), syncReplies);
      const rows = await world.db
        .select({ auth: credentials.authStatus })
        .from(credentials)
        .where(
          inArray(
            credentials.id,
            accounts.map((a) => a.credentialId),
          ),
        );
      expect(rows.every((r) => !r.auth.page_layout_changed)).toBe(true);
      expect(await invitationCount()).toBe(12);
      expect(await outboundCount()).toBeGreaterThan(atRedesign.messages);
      invitationsBeforeRedesign = atRedesign.invitations;
    }, 180_000);

    it('the audit: no duplicate, no limit or hours violation, replies pause, each account through its own exit', async () => {
      const audit = await auditSimRun(world.db, { minGapSeconds: world.deps.options.minGapSeconds });
      expect(audit.samples).toEqual([]);
      expect(Object.values(audit.duplicates).every((v) => v === 0)).toBe(true);
      expect(Object.values(audit.violations).every((v) => v === 0)).toBe(true);
      expect(audit.invitations).toBeGreaterThanOrEqual(invitationsBeforeRedesign);

      const ids = accounts.map((a) => a.credentialId);
      // Replies pause: no outbound message after the member's first answer, and some prospects replied.
      const paused = await world.db
        .select()
        .from(campaignProspects)
        .where(
          and(inArray(campaignProspects.credentialId, ids), eq(campaignProspects.pausedReason, 'got_reply')),
        );
      expect(paused.length).toBeGreaterThan(0);
      const late = rowsOf(
        await world.db.execute(sql`select 1 from sandbox_messages o where o.direction = 'outbound'
        and exists (select 1 from sandbox_messages i where i.direction = 'inbound' and i.credential_id = o.credential_id
          and i.member_id = o.member_id and i.sent_at < o.sent_at)`),
      );
      expect(late.length).toBe(0);

      // Every request of each account came through its own exit, and no two accounts shared one.
      const exitsOf = new Map<string, Set<string>>();
      for (const r of web.requests.filter((r) => r.credentialId && ids.includes(r.credentialId)))
        exitsOf.set(r.credentialId!, new Set([...(exitsOf.get(r.credentialId!) ?? []), r.exit]));
      expect([...exitsOf.values()].map((s) => [...s])).toEqual([['exit-fr-1'], ['exit-fr-2'], ['exit-fr-3']]);
      expect(web.requests.some((r) => r.exit === 'direct')).toBe(false);
      expect(exitLog.length).toBe(web.requests.length);
    }, 30_000);
  });

  describe('the other nine actions through the pages, against the function path', () => {
    // The same driver with a short read pause: these actions follow each other faster than a person's,
    // and the network's rate-limit page must not be what this test meets.
    let paced: BrowserNetwork;
    let actor: NetworkAccount;
    let twin: NetworkAccount;
    const members: (typeof sandboxMembers.$inferSelect)[] = [];
    const actions = () => world.db.select().from(sandboxActions);
    const own = async (account: NetworkAccount, kind: string) =>
      (await actions()).filter((r) => r.credentialId === account.credentialId && r.kind === kind);
    const postsSent = () => web.requests.filter((r) => r.method === 'POST').length;
    const expectCode = async (p: Promise<unknown>, code: string) =>
      expect(
        await p.then(
          () => 'acted',
          (e: unknown) => (e instanceof NetworkError ? e.code : e),
        ),
      ).toBe(code);
    const inmailsTo = async (account: NetworkAccount, memberId: string) =>
      world.db
        .select()
        .from(sandboxMessages)
        .where(
          and(
            eq(sandboxMessages.credentialId, account.credentialId),
            eq(sandboxMessages.memberId, memberId),
            eq(sandboxMessages.direction, 'outbound'),
          ),
        );

    beforeAll(async () => {
      // The redesign is live (layout B, map v2); every new element exists in both skins (checked below).
      web.setLayout('B');
      paced = new BrowserNetwork({
        origin: web.origin,
        pool,
        store: credentialBrowserStore(world.db, secrets),
        selectors: SELECTORS_V2,
        pacing: { ...FAST, dwellMs: [80, 80] },
        timeoutMs: 5000,
      });
      actor = await credential('actor+premium@example.com', exits[3]!);
      twin = await credential('twin+premium@example.com', null);
      expect((await paced.login({ account: actor, password: 'secret' })).status).toBe('logged_in');
      expect((await world.network.login({ account: twin, password: 'secret' })).status).toBe('logged_in');
      // Closed profiles with posts, not touched by the campaign: [posts/follow/view, connected, pending, InMail, InMail].
      members.push(
        ...(await world.db
          .select()
          .from(sandboxMembers)
          .where(
            sql`${sandboxMembers.seq} % 3 = 1 and not ${sandboxMembers.openProfile} and ${sandboxMembers.id} not in (select member_id from sandbox_invitations)`,
          )
          .orderBy(asc(sandboxMembers.seq))
          .limit(5)),
      );
      const now = clock.now();
      for (const account of [actor, twin])
        await world.db.insert(sandboxInvitations).values([
          {
            id: `inv-accepted-${account.credentialId}`,
            credentialId: account.credentialId,
            memberId: members[1]!.id,
            sentAt: new Date(now.getTime() - DAY),
            acceptAt: new Date(now.getTime() - HOUR),
          },
          {
            id: `inv-pending-${account.credentialId}`,
            credentialId: account.credentialId,
            memberId: members[2]!.id,
            sentAt: new Date(now.getTime() - HOUR),
          },
        ]);
    }, 30_000);

    it('lists posts, views, follows, likes and comments through the pages, reaching the state the function path does', async () => {
      const [m] = members;
      const posts1 = await paced.listPosts(actor, m!.id, 5);
      expect(posts1.length).toBeGreaterThan(0);
      // The same posts; a post's date is "days ago" from the moment each path read it (the clock runs).
      const fn = await world.network.listPosts(twin, m!.id, 5);
      const rest = ({ postedAt: _, ...p }: MemberPost) => p;
      expect(posts1.map(rest)).toEqual(fn.map(rest));
      posts1.forEach((p, i) =>
        expect(Math.abs(p.postedAt.getTime() - fn[i]!.postedAt.getTime())).toBeLessThan(60_000),
      );
      await expectCode(paced.listPosts(actor, 'nobody-here'), 'profile_not_found');

      // A view is recorded once per call, as the function path records it.
      const view = await paced.viewProfile(actor, m!.id);
      const twinView = await world.network.viewProfile(twin, m!.id);
      const views = await own(actor, 'view');
      expect(views.map((v) => [v.id, v.target, v.at])).toEqual([[view.id, m!.id, view.sentAt]]);
      expect((await own(twin, 'view')).map((v) => [v.id, v.target])).toEqual([[twinView.id, m!.id]]);

      // Follow, and its retry under the same key: one follow, no second form sent.
      const followed = await paced.follow(actor, m!.id, { clientKey: 'follow-1' });
      const sends = postsSent();
      expect(await paced.follow(actor, m!.id, { clientKey: 'follow-1' })).toEqual(followed);
      expect(postsSent()).toBe(sends);
      const twinFollow = await world.network.follow(twin, m!.id, { clientKey: 'follow-1t' });
      expect(await world.network.follow(twin, m!.id, { clientKey: 'follow-1t' })).toEqual(twinFollow);
      for (const [account, r, key] of [
        [actor, followed, 'follow-1'],
        [twin, twinFollow, 'follow-1t'],
      ] as const)
        expect((await own(account, 'follow')).map((f) => [f.id, f.target, f.clientKey, f.at])).toEqual([
          [r.id, m!.id, key, r.sentAt],
        ]);

      // Like the latest post, retried under the same key: liked once; a missing post refused alike.
      const post = posts1[0]!.id;
      const liked = await paced.likePost(actor, post, { clientKey: 'like-1' });
      expect(await paced.likePost(actor, post, { clientKey: 'like-1' })).toEqual(liked);
      const twinLike = await world.network.likePost(twin, post, { clientKey: 'like-1t' });
      expect(await world.network.likePost(twin, post, { clientKey: 'like-1t' })).toEqual(twinLike);
      expect((await own(actor, 'like')).map((l) => [l.id, l.target, l.clientKey])).toEqual([
        [liked.id, post, 'like-1'],
      ]);
      expect((await own(twin, 'like')).map((l) => [l.id, l.target])).toEqual([[twinLike.id, post]]);
      await expectCode(paced.likePost(actor, 'post-nope'), 'post_not_found');
      await expectCode(world.network.likePost(twin, 'post-nope'), 'post_not_found');

      // Comment (typed into the post's form), its retry, and the comment state read from the page.
      const comment = await paced.commentOnPost(actor, post, 'Well put, thank you.', { clientKey: 'c-1' });
      expect(await paced.commentOnPost(actor, post, 'Well put, thank you.', { clientKey: 'c-1' })).toEqual(
        comment,
      );
      const state = await paced.getCommentState(actor, post);
      expect(state).toEqual(await world.network.getCommentState(actor, post));
      expect(state.comments).toEqual([{ id: comment.id, text: 'Well put, thank you.', clientKey: 'c-1' }]);
      await world.network.commentOnPost(twin, post, 'Well put, thank you.', { clientKey: 'c-1t' });
      expect((await world.network.getCommentState(twin, post)).comments).toMatchObject([
        { text: 'Well put, thank you.', clientKey: 'c-1t' },
      ]);
      // Opening the profile to follow (and the page the follow lands on) recorded no further view.
      expect((await own(actor, 'view')).map((v) => v.id)).toEqual([view.id]);
    }, 60_000);

    it('endorses, withdraws and sends InMail through the profile, with the function path’s results and refusals', async () => {
      const [m, connected, pending, closed, closed2] = members;
      // Endorse: refused when not connected, the first three skills otherwise (as the function path chooses).
      await expectCode(paced.endorseSkills(actor, m!.id), 'not_connected');
      await expectCode(world.network.endorseSkills(twin, m!.id), 'not_connected');
      const endorsed = await paced.endorseSkills(actor, connected!.id);
      const twinEndorsed = await world.network.endorseSkills(twin, connected!.id);
      expect(endorsed.skills).toEqual(twinEndorsed.skills);
      expect(endorsed.skills).toEqual(connected!.skills.slice(0, 3));
      expect((await own(actor, 'endorse')).map((e) => [e.id, e.target, e.data])).toEqual([
        [endorsed.id, connected!.id, { skills: endorsed.skills }],
      ]);
      const some = [connected!.skills[2]!];
      expect((await paced.endorseSkills(actor, connected!.id, some)).skills).toEqual(
        (await world.network.endorseSkills(twin, connected!.id, some)).skills,
      );

      // Withdraw the pending invitation; a second withdraw finds none, on both paths.
      const withdrawn = await paced.withdrawInvitation(actor, pending!.id);
      const twinWithdrawn = await world.network.withdrawInvitation(twin, pending!.id);
      expect(withdrawn.id).toBe(`inv-pending-${actor.credentialId}`);
      expect(twinWithdrawn.id).toBe(`inv-pending-${twin.credentialId}`);
      expect(await paced.getInvitationState(actor, pending!.id)).toMatchObject({ state: 'withdrawn' });
      const [row] = await world.db
        .select()
        .from(sandboxInvitations)
        .where(eq(sandboxInvitations.id, withdrawn.id));
      expect(row!.withdrawnAt).toEqual(withdrawn.sentAt);
      await expectCode(paced.withdrawInvitation(actor, pending!.id), 'no_invitation');
      await expectCode(world.network.withdrawInvitation(twin, pending!.id), 'no_invitation');

      // InMail to a closed profile spends a credit; its retry under the same key sends nothing.
      const credits = async (a: NetworkAccount) => (await world.network.checkSubscriptions(a)).inmailCredits;
      const [before, twinBefore] = [await credits(actor), await credits(twin)];
      const message = { subject: 'A question', body: 'Hello, may I ask how your team plans the quarter?' };
      const sent = await paced.sendInMail(actor, closed!.id, message, { clientKey: 'in-1' });
      const sends = postsSent();
      expect(await paced.sendInMail(actor, closed!.id, message, { clientKey: 'in-1' })).toEqual(sent);
      expect(postsSent()).toBe(sends);
      const twinSent = await world.network.sendInMail(twin, closed!.id, message, { clientKey: 'in-1t' });
      expect(await world.network.sendInMail(twin, closed!.id, message, { clientKey: 'in-1t' })).toEqual(
        twinSent,
      );
      expect([await credits(actor), await credits(twin)]).toEqual([before - 1, twinBefore - 1]);
      for (const [account, r, key] of [
        [actor, sent, 'in-1'],
        [twin, twinSent, 'in-1t'],
      ] as const)
        expect(
          (await inmailsTo(account, closed!.id)).map((x) => [
            x.id,
            x.kind,
            x.subject,
            x.text,
            x.clientKey,
            x.sentAt,
          ]),
        ).toEqual([[r.id, 'inmail', message.subject, message.body, key, r.sentAt]]);
      // The sent InMail stands in the thread the pages show.
      expect((await paced.getConversationState(actor, closed!.id)).messages).toMatchObject([
        { id: sent.id, kind: 'inmail', subject: message.subject, text: message.body },
      ]);
      // The network's refusals come back as the function path's errors: a second InMail, then no credits.
      await expectCode(paced.sendInMail(actor, closed!.id, message), 'already_inmailed');
      await expectCode(world.network.sendInMail(twin, closed!.id, message), 'already_inmailed');
      await world.db.execute(
        sql`update sandbox_accounts set inmail_credits = 0 where credential_id in (${actor.credentialId}, ${twin.credentialId})`,
      );
      await expectCode(paced.sendInMail(actor, closed2!.id, message), 'no_inmail_credits');
      await expectCode(world.network.sendInMail(twin, closed2!.id, message), 'no_inmail_credits');
      expect(await inmailsTo(actor, closed2!.id)).toEqual([]);
      await expectCode(
        paced.sendInMail(actor, closed2!.id, { subject: 's', body: 'x'.repeat(2000) }),
        'inmail_too_long',
      );
    }, 60_000);

    it('both layouts carry every element of the profile, activity and post maps', async () => {
      // A page of its own in the pool, for markup only (an id no credential has).
      const LAYOUT_CHECK = '00000000-0000-4000-8000-999999999999';
      const profile = await world.network.fetchProfile(twin, members[1]!.id);
      const invitation = await world.network.getInvitationState(twin, members[1]!.id);
      const at = clock.now();
      const action = { id: 'a1', at, clientKey: 'k' };
      const [post] = await world.network.listPosts(twin, members[0]!.id, 1);
      const variants = (skin: Skin) => [
        profilePage(
          skin,
          profile,
          invitation,
          { kind: 'ok', text: 'ok', values: {} },
          {
            view: action,
            follow: null,
            endorsed: { ...action, skills: ['x'] },
            inmail: action,
          },
        ),
        profilePage(
          skin,
          profile,
          { ...invitation, state: 'pending' },
          { kind: 'error', text: 'e', values: {} },
        ),
        profilePage(skin, profile, { ...invitation, state: 'none' }, null),
        activityPage(skin, members[0]!.id, [{ post: post!, like: null, comments: [] }]),
        postPage(
          skin,
          { post: post!, like: null, comments: [{ ...action, text: 't' }] },
          { kind: 'ok', text: 'ok', values: {} },
        ),
        postPage(skin, { post: post!, like: null, comments: [] }, { kind: 'error', text: 'e', values: {} }),
      ];
      const missing: string[] = [];
      await pool.withPage(
        LAYOUT_CHECK,
        async () => ({}),
        async (page) => {
          for (const [layout, map] of [
            ['A', SELECTORS_V1],
            ['B', SELECTORS_V2],
          ] as const) {
            const found = new Set<string>();
            for (const html of variants(SKINS[layout])) {
              await page.setContent(html);
              for (const name of ['profile', 'activity', 'post'] as const)
                for (const [element, selector] of Object.entries(map[name]))
                  if (
                    element !== 'version' &&
                    element !== 'data' &&
                    (await page.locator(selector).count()) > 0
                  )
                    found.add(`${name}.${element}`);
            }
            for (const name of ['profile', 'activity', 'post'] as const)
              for (const element of Object.keys(map[name]))
                if (element !== 'version' && element !== 'data' && !found.has(`${name}.${element}`))
                  missing.push(`${layout} ${name}.${element}`);
          }
        },
      );
      await pool.close(LAYOUT_CHECK);
      expect(missing).toEqual([]);
    }, 30_000);
  });
});
