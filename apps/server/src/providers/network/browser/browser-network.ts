import type { BrowserContext, Cookie, Page } from 'playwright-core';
import {
  CONNECTION_NOTE_MAX,
  INMAIL_BODY_MAX,
  INMAIL_SUBJECT_MAX,
  NetworkError,
  memberIdFromRef,
  type CommentState,
  type ConversationState,
  type InvitationState,
  type InvitationStateKind,
  type LoginInput,
  type LoginResult,
  type MemberPost,
  type MemberProfile,
  type MemberRef,
  type NetworkAccount,
  type NetworkAttachment,
  type NetworkCookie,
  type NetworkDriver,
  type NetworkMessage,
  type SearchPage,
  type SecurityCodeChannel,
  type SendResult,
  type Subscriptions,
} from '../driver.js';
import { fingerprintFor } from './fingerprint.js';
import { HUMAN_PACING, between, pause, type Pacing } from './pacing.js';
import { LayoutChanged, PageReader, dateOf, flag, submit } from './pages.js';
import type { BrowserPool } from './pool.js';
import { CURRENT_SELECTORS, type PageName, type SelectorMap } from './selectors.js';
import type { BrowserStore } from './store.js';

export interface BrowserNetworkOptions {
  /** The network's web origin, e.g. https://www.network.example (the sandbox's in tests). */
  origin: string;
  pool: BrowserPool;
  store: BrowserStore;
  selectors?: SelectorMap;
  pacing?: Pacing;
  /** Longest wait for a page or an element (ms). */
  timeoutMs?: number;
}

/**
 * The network driven through its web pages by Chromium: each account in its own context of the worker's
 * browser pool (its cookies sealed in the database, its proxy exit, its own fingerprint), acting like a
 * person (reading pauses, typing key by key), reading every result from the page it lands on. A page that
 * matches no known page of the selector map stops the action with `page_layout_changed`, recorded on the
 * account; until the map for that page changes version the account's actions stop before opening a page.
 */
export class BrowserNetwork implements NetworkDriver {
  readonly name = 'browser';
  private reader: PageReader;
  private readonly pacing: Pacing;
  private readonly originHost: string;

  constructor(private readonly options: BrowserNetworkOptions) {
    this.reader = new PageReader(options.selectors ?? CURRENT_SELECTORS);
    this.pacing = options.pacing ?? HUMAN_PACING;
    this.originHost = new URL(options.origin).host;
  }

  get selectors(): SelectorMap {
    return this.reader.map;
  }
  /** A new selector map (a new release of the driver): pages whose version changed are tried again. */
  useSelectors(map: SelectorMap): void {
    this.reader = new PageReader(map);
  }

  // --- session ---

  async login(input: LoginInput): Promise<LoginResult> {
    const { account } = input;
    return this.act(account, ['login', 'feed'], async (page, context) => {
      if (input.cookies?.length) await context.addCookies(toPlaywright(input.cookies, this.originHost));
      await this.goto(page, '/feed/');
      const where = await this.reader.identify(page, ['feed', 'login']).catch((e: unknown) => {
        if (e instanceof NetworkError && e.code === 'not_logged_in') return 'login' as const;
        throw e;
      });
      if (where === 'feed') return this.loggedIn(page, context, account);
      if (!input.password) throw new NetworkError('wrong_password');
      await this.goto(page, `/login?key=${encodeURIComponent(account.credentialId)}`);
      await this.reader.identify(page, ['login']);
      await this.type(page, await this.reader.need(page, 'login', 'email'), account.username);
      await this.type(page, await this.reader.need(page, 'login', 'password'), input.password);
      await submit(page, await this.reader.need(page, 'login', 'submit'));
      return this.afterSignIn(page, context, account, input.twoFactor);
    });
  }

  submitSecurityCode(account: NetworkAccount, code: string): Promise<LoginResult> {
    return this.checkpoint(account, async (page) => {
      await this.type(page, await this.reader.need(page, 'checkpoint', 'code'), code);
      await submit(page, await this.reader.need(page, 'checkpoint', 'codeSubmit'));
    });
  }

  submitPhone(account: NetworkAccount, phone: { number: string; countryCode: string }): Promise<LoginResult> {
    return this.checkpoint(account, async (page) => {
      await this.type(page, await this.reader.need(page, 'checkpoint', 'country'), phone.countryCode);
      await this.type(page, await this.reader.need(page, 'checkpoint', 'phone'), phone.number);
      await submit(page, await this.reader.need(page, 'checkpoint', 'phoneSubmit'));
    });
  }

  async resendSecurityCode(account: NetworkAccount) {
    const result = await this.checkpoint(account, async (page) => {
      await submit(page, await this.reader.need(page, 'checkpoint', 'resend'));
    });
    if (result.status !== 'challenge' || result.challenge.kind !== 'security_code')
      throw new NetworkError('unavailable');
    return { requestedAt: result.challenge.requestedAt, pinType: result.challenge.pinType };
  }

  checkSubscriptions(account: NetworkAccount): Promise<Subscriptions> {
    return this.act(account, ['feed'], async (page) => {
      await this.goto(page, '/feed/');
      await this.reader.identify(page, ['feed']);
      return subscriptionsOf(await this.reader.data(page, 'feed', 'me'));
    });
  }

  async logout(account: NetworkAccount): Promise<void> {
    await this.act(account, [], async (page) => {
      await this.goto(page, '/logout');
    });
    await this.options.store.saveCookies(account.credentialId, null);
    await this.options.pool.close(account.credentialId);
  }

  // --- reading ---

  fetchProfile(account: NetworkAccount, member: MemberRef): Promise<MemberProfile> {
    return this.act(account, ['profile'], async (page) => {
      await this.openProfile(page, member);
      return {
        ...profileOf(await this.reader.data(page, 'profile', 'profile'), this.options.origin),
        skills: (await this.reader.items(page, 'profile', 'skill')).map((s) => s.name ?? ''),
      };
    });
  }

  /** The member's recent posts, from their activity page, newest first. */
  listPosts(account: NetworkAccount, member: MemberRef, limit = 5): Promise<MemberPost[]> {
    return this.act(account, ['activity'], async (page) => {
      await this.goto(page, `/in/${encodeURIComponent(memberIdFromRef(member))}/recent-activity/`);
      await this.reader.identify(page, ['activity']);
      await this.reader.data(page, 'activity', 'activity');
      if (this.pacing.scroll) await page.mouse.wheel(0, 600);
      const items = await this.reader.items(page, 'activity', 'post');
      const texts = await page.locator(this.reader.selector('activity', 'text')).allInnerTexts();
      if (texts.length !== items.length) throw this.reader.changed('activity', 'text');
      return items.slice(0, Math.max(0, limit)).map((p, i) => ({
        id: p.id!,
        authorId: p['author-id']!,
        text: texts[i]!.trim(),
        postedAt: new Date(p['posted-at']!),
        likes: Number(p.likes),
      }));
    });
  }

  searchPage(account: NetworkAccount, searchUrl: string, pageNo: number): Promise<SearchPage> {
    let url: URL;
    try {
      url = new URL(searchUrl);
    } catch {
      throw new NetworkError('invalid_search_url');
    }
    url.searchParams.set('page', String(Math.max(1, Math.floor(pageNo))));
    return this.act(account, ['search'], async (page) => {
      await this.goto(page, url.pathname + url.search);
      await this.reader.identify(page, ['search']);
      const head = await this.reader.data(page, 'search', 'results');
      if (this.pacing.scroll) await page.mouse.wheel(0, 600);
      const items = await this.reader.items(page, 'search', 'item');
      return {
        profiles: items.map((i) => profileOf(i, this.options.origin)),
        page: Number(head.page),
        total: Number(head.total),
        hasMore: flag(head['has-more']),
      };
    });
  }

  async listMessages(account: NetworkAccount, cursor?: string | null) {
    const [ms, lastId] = (cursor ?? '').split(':');
    const after = cursor ? Number(ms) : -Infinity;
    const isAfter = (m: NetworkMessage) =>
      m.sentAt.getTime() > after || (m.sentAt.getTime() === after && m.id > (lastId ?? ''));
    const messages = await this.act(account, ['messaging', 'thread'], async (page) => {
      await this.goto(page, '/messaging/');
      await this.reader.identify(page, ['messaging']);
      const conversations = await this.reader.items(page, 'messaging', 'item');
      const found: NetworkMessage[] = [];
      for (const c of conversations) {
        if ((dateOf(c['last-at'])?.getTime() ?? 0) < after) continue;
        found.push(...(await this.readThread(page, c['member-id']!)).messages.filter(isAfter));
      }
      return found;
    });
    messages.sort((x, y) => x.sentAt.getTime() - y.sentAt.getTime() || (x.id < y.id ? -1 : 1));
    const last = messages.at(-1);
    return { items: messages, nextCursor: last ? `${last.sentAt.getTime()}:${last.id}` : (cursor ?? null) };
  }

  async listConversations(account: NetworkAccount, cursor?: string | null) {
    const { items, nextCursor } = await this.listMessages(account, cursor);
    const byId = new Map<
      string,
      { id: string; memberId: string; lastMessageAt: Date; lastMessage: NetworkMessage; unread: number }
    >();
    for (const m of items) {
      const entry = byId.get(m.conversationId);
      byId.set(m.conversationId, {
        id: m.conversationId,
        memberId: m.conversationId.split('~')[1] ?? '',
        lastMessageAt: m.sentAt,
        lastMessage: m,
        unread: (entry?.unread ?? 0) + (m.direction === 'inbound' ? 1 : 0),
      });
    }
    return { items: [...byId.values()], nextCursor };
  }

  // --- acting ---

  async sendInvitation(
    account: NetworkAccount,
    member: MemberRef,
    options: { note?: string | null; clientKey?: string } = {},
  ) {
    const note = options.note?.trim() || null;
    if (note && note.length > CONNECTION_NOTE_MAX) throw new NetworkError('note_too_long');
    return this.act(account, ['profile'], async (page) => {
      await this.openProfile(page, member);
      const state = (await this.reader.data(page, 'profile', 'invitation')).state as InvitationStateKind;
      if (state === 'accepted' || state === 'connected') throw new NetworkError('already_connected');
      if (state === 'pending') throw new NetworkError('invitation_already_sent');
      await page.click(await this.reader.need(page, 'profile', 'connect'));
      const dialog = this.reader.selector('profile', 'dialog');
      await page
        .locator(dialog)
        .waitFor({ state: 'visible', timeout: 2000 })
        .catch(() => {
          throw this.reader.changed('profile', 'dialog');
        });
      const noteField = await this.reader.need(page, 'profile', 'note');
      await this.reader.need(page, 'profile', 'clientKey');
      const send = await this.reader.need(page, 'profile', 'send');
      if (note) await this.type(page, noteField, note);
      await this.setKey(page, 'profile', 'clientKey', options.clientKey);
      // Everything the action needs was found before this click; from here on the result is read, never assumed.
      const { location } = await submit(page, send);
      return this.readResult(
        page,
        'profile',
        location,
        async () => {
          const banner = await this.reader.data(page, 'profile', 'ok');
          const invitation = await this.reader.data(page, 'profile', 'invitation');
          return {
            id: banner.sent!,
            sentAt: dateOf(invitation['sent-at']) ?? new Date(),
            noteSent: flag(banner['note-sent']),
          };
        },
        (params) => ({
          id: params.get('sent')!,
          sentAt: new Date(),
          noteSent: params.get('note_sent') === '1',
        }),
      );
    });
  }

  async sendMessage(
    account: NetworkAccount,
    member: MemberRef,
    text: string,
    options: { clientKey?: string; attachments?: NetworkAttachment[] } = {},
  ): Promise<SendResult> {
    if (options.attachments?.length)
      throw new NetworkError('unavailable', 'attachments are not sent through pages yet');
    return this.act(account, ['thread'], async (page) => {
      const memberId = memberIdFromRef(member);
      await this.goto(page, `/messaging/thread/${encodeURIComponent(memberId)}/`);
      await this.reader.identify(page, ['thread']);
      const composer = await this.reader.need(page, 'thread', 'composer');
      await this.reader.need(page, 'thread', 'clientKey');
      const send = await this.reader.need(page, 'thread', 'send');
      await this.type(page, composer, text);
      await this.setKey(page, 'thread', 'clientKey', options.clientKey);
      const { location } = await submit(page, send);
      return this.readResult(
        page,
        'thread',
        location,
        async () => {
          const banner = await this.reader.data(page, 'thread', 'ok');
          const sent = (await this.reader.items(page, 'thread', 'item')).find((m) => m.id === banner.sent);
          return { id: banner.sent!, sentAt: dateOf(sent?.['sent-at']) ?? new Date() };
        },
        (params) => ({ id: params.get('sent')!, sentAt: new Date() }),
      );
    });
  }

  /** Opening the profile from elsewhere (`trk`) is the view; the page shows the view it recorded. */
  viewProfile(account: NetworkAccount, member: MemberRef): Promise<SendResult> {
    return this.act(account, ['profile'], async (page) => {
      await this.goto(page, `/in/${encodeURIComponent(memberIdFromRef(member))}/?trk=profile-view`);
      await this.reader.identify(page, ['profile']);
      const view = await this.reader.data(page, 'profile', 'view');
      return { id: view.id!, sentAt: new Date(view.at!) };
    });
  }

  /** Already following (a retry, or an earlier follow): the page offers no second follow; that one is returned. */
  follow(
    account: NetworkAccount,
    member: MemberRef,
    options: { clientKey?: string } = {},
  ): Promise<SendResult> {
    return this.act(account, ['profile'], async (page) => {
      await this.openProfile(page, member);
      const before = await this.reader.data(page, 'profile', 'follow');
      if (before.state === 'following') return { id: before.id!, sentAt: new Date(before.at!) };
      const button = await this.reader.need(page, 'profile', 'followButton');
      await this.setKey(page, 'profile', 'followKey', options.clientKey);
      const { location } = await submit(page, button);
      return this.readResult(
        page,
        'profile',
        location,
        async () => {
          const banner = await this.reader.data(page, 'profile', 'ok');
          const after = await this.reader.data(page, 'profile', 'follow');
          if (after.state !== 'following' || after.id !== banner.followed)
            throw this.reader.changed('profile', 'follow');
          return { id: after.id, sentAt: new Date(after.at!) };
        },
        (params) => doneFrom(params, 'followed'),
        'followed',
      );
    });
  }

  /** Likes a post on its own page; a post this account already liked is returned as liked. */
  likePost(
    account: NetworkAccount,
    postId: string,
    options: { clientKey?: string } = {},
  ): Promise<SendResult> {
    return this.act(account, ['post'], async (page) => {
      const before = await this.openPost(page, postId);
      if (flag(before.liked)) return { id: before['like-id']!, sentAt: new Date(before['liked-at']!) };
      const button = await this.reader.need(page, 'post', 'like');
      await this.setKey(page, 'post', 'likeKey', options.clientKey);
      const { location } = await submit(page, button);
      return this.readResult(
        page,
        'post',
        location,
        async () => {
          const banner = await this.reader.data(page, 'post', 'ok');
          const after = await this.reader.data(page, 'post', 'post');
          if (!flag(after.liked) || after['like-id'] !== banner.liked)
            throw this.reader.changed('post', 'post');
          return { id: after['like-id'], sentAt: new Date(after['liked-at']!) };
        },
        (params) => doneFrom(params, 'liked'),
        'liked',
      );
    });
  }

  /**
   * Ticks the skills asked for (the member's first three when none is asked), as the function path
   * chooses them, and reads back what the network recorded.
   */
  endorseSkills(
    account: NetworkAccount,
    member: MemberRef,
    skills?: string[],
  ): Promise<SendResult & { skills: string[] }> {
    return this.act(account, ['profile'], async (page) => {
      await this.openProfile(page, member);
      const invitation = await this.reader.data(page, 'profile', 'invitation');
      if (invitation.state !== 'accepted' && invitation.state !== 'connected')
        throw new NetworkError('not_connected');
      const button = await this.reader.need(page, 'profile', 'endorse');
      const boxes = page.locator(this.reader.selector('profile', 'endorseSkill'));
      const offered = await boxes.evaluateAll((els) =>
        els.map((el) => (el as unknown as { value: string }).value),
      );
      const wanted = skills?.length ? offered.filter((s) => skills.includes(s)) : offered;
      for (const skill of wanted.slice(0, 3)) {
        await boxes.nth(offered.indexOf(skill)).check();
        await pause(this.pacing.keyMs);
      }
      const { location } = await submit(page, button);
      return this.readResult(
        page,
        'profile',
        location,
        async () => {
          const banner = await this.reader.data(page, 'profile', 'ok');
          const endorsed = await this.reader.data(page, 'profile', 'endorsed');
          if (endorsed.id !== banner.endorsed) throw this.reader.changed('profile', 'endorsed');
          return {
            id: endorsed.id,
            sentAt: new Date(endorsed.at!),
            skills: JSON.parse(endorsed.skills ?? '[]') as string[],
          };
        },
        (params) => ({ ...doneFrom(params, 'endorsed'), skills: wanted.slice(0, 3) }),
        'endorsed',
      );
    });
  }

  withdrawInvitation(account: NetworkAccount, member: MemberRef): Promise<SendResult> {
    return this.act(account, ['profile'], async (page) => {
      await this.openProfile(page, member);
      const invitation = await this.reader.data(page, 'profile', 'invitation');
      if (invitation.state !== 'pending') throw new NetworkError('no_invitation');
      const { location } = await submit(page, await this.reader.need(page, 'profile', 'withdraw'));
      return this.readResult(
        page,
        'profile',
        location,
        async () => {
          const banner = await this.reader.data(page, 'profile', 'ok');
          const after = await this.reader.data(page, 'profile', 'invitation');
          if (after.state !== 'withdrawn' || after['invitation-id'] !== banner.withdrawn)
            throw this.reader.changed('profile', 'invitation');
          return { id: banner.withdrawn, sentAt: new Date(banner.at!) };
        },
        (params) => doneFrom(params, 'withdrawn'),
        'withdrawn',
      );
    });
  }

  /**
   * InMail from the member's profile. The network's refusal (no credits, a closed profile…) comes back on
   * the profile; a sent InMail opens its conversation, where it is read back. A retry whose key the
   * profile already shows returns that InMail without sending.
   */
  async sendInMail(
    account: NetworkAccount,
    member: MemberRef,
    message: { subject: string; body: string },
    options: { clientKey?: string } = {},
  ): Promise<SendResult> {
    if (message.body.length > INMAIL_BODY_MAX || message.subject.length > INMAIL_SUBJECT_MAX)
      throw new NetworkError('inmail_too_long');
    return this.act(account, ['profile', 'thread'], async (page) => {
      await this.openProfile(page, member);
      const before = await this.reader.data(page, 'profile', 'inmail');
      if (options.clientKey && before['client-key'] === options.clientKey)
        return { id: before.id!, sentAt: new Date(before.at!) };
      const subject = await this.reader.need(page, 'profile', 'inmailSubject');
      const body = await this.reader.need(page, 'profile', 'inmailBody');
      const send = await this.reader.need(page, 'profile', 'sendInmail');
      await this.type(page, subject, message.subject);
      await this.type(page, body, message.body);
      await this.setKey(page, 'profile', 'inmailKey', options.clientKey);
      const { location } = await submit(page, send);
      return this.readResult(
        page,
        ['thread', 'profile'],
        location,
        async (where) => {
          if (where !== 'thread') throw this.reader.changed('thread', 'ok');
          const banner = await this.reader.data(page, 'thread', 'ok');
          const sent = (await this.reader.items(page, 'thread', 'item')).find((m) => m.id === banner.sent);
          if (sent?.kind !== 'inmail' || sent.direction !== 'outbound')
            throw this.reader.changed('thread', 'item');
          return { id: sent.id, sentAt: new Date(sent['sent-at']!) };
        },
        (params) => ({ id: params.get('sent')!, sentAt: new Date() }),
      );
    });
  }

  /** A comment under the post; a retry whose key the post already shows returns that comment. */
  commentOnPost(
    account: NetworkAccount,
    postId: string,
    text: string,
    options: { clientKey?: string } = {},
  ): Promise<SendResult> {
    return this.act(account, ['post'], async (page) => {
      await this.openPost(page, postId);
      const mine = await this.reader.items(page, 'post', 'comment');
      const same = options.clientKey ? mine.find((c) => c['client-key'] === options.clientKey) : undefined;
      if (same) return { id: same.id!, sentAt: new Date(same.at!) };
      const field = await this.reader.need(page, 'post', 'commentText');
      const send = await this.reader.need(page, 'post', 'sendComment');
      await this.type(page, field, text);
      await this.setKey(page, 'post', 'commentKey', options.clientKey);
      const { location } = await submit(page, send);
      return this.readResult(
        page,
        'post',
        location,
        async () => {
          const banner = await this.reader.data(page, 'post', 'ok');
          const comment = (await this.reader.items(page, 'post', 'comment')).find(
            (c) => c.id === banner.commented,
          );
          if (!comment) throw this.reader.changed('post', 'comment');
          return { id: comment.id!, sentAt: new Date(comment.at!) };
        },
        (params) => doneFrom(params, 'commented'),
        'commented',
      );
    });
  }

  // --- exactly-once ---

  getInvitationState(account: NetworkAccount, member: MemberRef): Promise<InvitationState> {
    return this.act(account, ['profile'], async (page) => {
      await this.openProfile(page, member);
      const i = await this.reader.data(page, 'profile', 'invitation');
      return {
        state: i.state as InvitationStateKind,
        invitationId: i['invitation-id'] ?? null,
        sentAt: dateOf(i['sent-at']),
        respondedAt: dateOf(i['responded-at']),
        note: i.note ?? null,
        clientKey: i['client-key'] ?? null,
        reinviteAfter: dateOf(i['reinvite-after']),
      };
    });
  }

  getConversationState(account: NetworkAccount, member: MemberRef): Promise<ConversationState> {
    return this.act(account, ['thread'], (page) => this.readThread(page, memberIdFromRef(member)));
  }

  /** "Talked before" for many members at once: the messaging page lists every conversation of the account. */
  talkedTo(account: NetworkAccount, members: MemberRef[]): Promise<boolean[]> {
    return this.act(account, ['messaging'], async (page) => {
      await this.goto(page, '/messaging/');
      await this.reader.identify(page, ['messaging']);
      const talked = new Set((await this.reader.items(page, 'messaging', 'item')).map((c) => c['member-id']));
      return members.map((m) => talked.has(memberIdFromRef(m)));
    });
  }

  /** This account's comments on the post, as the post's page shows them. */
  getCommentState(account: NetworkAccount, postId: string): Promise<CommentState> {
    return this.act(account, ['post'], async (page) => {
      await this.openPost(page, postId);
      const comments = await this.reader.items(page, 'post', 'comment');
      const texts = await page.locator(this.reader.selector('post', 'comment')).allInnerTexts();
      return {
        comments: comments.map((c, i) => ({
          id: c.id!,
          text: (texts[i] ?? '').trim(),
          clientKey: c['client-key'] ?? null,
        })),
      };
    });
  }

  // --- internals ---

  /**
   * Runs an action on the account's page. An account whose health says a page's layout changed stops
   * here, before any page opens, while the map of that page still has the version that failed.
   */
  private async act<T>(
    account: NetworkAccount,
    /** The pages the action goes through (documentation of the action's reach). */
    _pages: PageName[],
    fn: (page: Page, context: BrowserContext) => Promise<T>,
  ): Promise<T> {
    const { store, pool } = this.options;
    const problem = await store.layoutProblem(account.credentialId);
    const stale = problem && this.reader.map[problem.page as PageName]?.version !== problem.version;
    if (problem && !stale)
      throw new NetworkError(
        'page_layout_changed',
        `page layout changed: ${problem.page} (${problem.version})`,
      );
    try {
      const result = await pool.withPage(account.credentialId, () => this.contextOptions(account), fn);
      if (stale) await store.setLayoutProblem(account.credentialId, null);
      return result;
    } catch (error) {
      if (!(error instanceof LayoutChanged)) throw error;
      await store.setLayoutProblem(account.credentialId, {
        page: error.page,
        version: error.version,
        selector: error.selector,
        at: new Date().toISOString(),
      });
      if (error instanceof SentButUnreadable) return error.result as T;
      throw new NetworkError('page_layout_changed', error.message);
    }
  }

  private async contextOptions(account: NetworkAccount) {
    const { store } = this.options;
    const setup = await store.setup(account.credentialId);
    const cookies = await store.loadCookies(account.credentialId);
    const fp = fingerprintFor(account.credentialId, setup);
    return {
      ...fp,
      ...(setup.proxy ? { proxy: setup.proxy } : {}),
      init: async (context: BrowserContext) => {
        context.setDefaultTimeout(this.options.timeoutMs ?? 10_000);
        // The account's browser reaches the network's origin and nothing else.
        await context.route('**/*', (route) =>
          new URL(route.request().url()).host === this.originHost
            ? route.continue()
            : route.abort('blockedbyclient'),
        );
        if (cookies?.length) await context.addCookies(toPlaywright(cookies, this.originHost));
      },
    };
  }

  private async goto(page: Page, path: string): Promise<void> {
    await page.goto(this.options.origin + path, { waitUntil: 'domcontentloaded' });
    await pause(this.pacing.dwellMs);
  }

  private async type(page: Page, selector: string, text: string): Promise<void> {
    const field = page.locator(selector);
    await field.click();
    await field.fill('');
    await field.pressSequentially(text, { delay: between(this.pacing.keyMs) });
  }

  private async openProfile(page: Page, member: MemberRef): Promise<void> {
    await this.goto(page, `/in/${encodeURIComponent(memberIdFromRef(member))}/`);
    await this.reader.identify(page, ['profile']);
  }

  /** The post's own page; a post that is gone is the network's notice (`post_not_found`). */
  private async openPost(page: Page, postId: string): Promise<Record<string, string>> {
    await this.goto(page, `/feed/update/${encodeURIComponent(postId)}/`);
    await this.reader.identify(page, ['post']);
    return this.reader.data(page, 'post', 'post');
  }

  /** The hidden client key of the form about to be sent (the network keeps it with what it records). */
  private async setKey(page: Page, name: PageName, element: string, key: string | undefined) {
    await page
      .locator(await this.reader.need(page, name, element))
      .evaluate((el, value) => ((el as unknown as { value: string }).value = value), key ?? '');
  }

  private async readThread(page: Page, memberId: string): Promise<ConversationState> {
    await this.goto(page, `/messaging/thread/${encodeURIComponent(memberId)}/`);
    await this.reader.identify(page, ['thread']);
    const head = await this.reader.data(page, 'thread', 'thread');
    const conversationId = head['conversation-id'] ?? null;
    const messages = (await this.reader.items(page, 'thread', 'item')).map((m): NetworkMessage => ({
      id: m.id!,
      conversationId: conversationId ?? '',
      direction: m.direction as 'inbound' | 'outbound',
      kind: (m.kind ?? 'message') as 'message' | 'inmail',
      subject: m.subject ?? null,
      text: '',
      sentAt: new Date(m['sent-at']!),
      clientKey: m['client-key'] ?? null,
    }));
    const texts = await page.locator(this.reader.selector('thread', 'item')).allInnerTexts();
    messages.forEach((m, i) => (m.text = (texts[i] ?? '').trim()));
    return { conversationId, messages, hasReply: flag(head['has-reply']) };
  }

  /**
   * The page after a send: its result banner, or its error. When that page cannot be read any more, the
   * form's redirect still says whether the network did it: a done send is reported done (never sent again)
   * and the layout problem is recorded for the next action.
   */
  private async readResult<T>(
    page: Page,
    name: PageName | PageName[],
    location: string | null,
    read: (where: PageName) => Promise<T>,
    fromRedirect: (params: URLSearchParams) => T,
    /** The redirect's parameter that names what the network did. */
    doneKey = 'sent',
  ): Promise<T> {
    try {
      const where = await this.reader.identify(page, ([] as PageName[]).concat(name));
      const error = await this.reader.optionalData(page, where, 'error');
      if (error?.['error-code']) throw new NetworkError(error['error-code'] as never);
      return await read(where);
    } catch (error) {
      const params = location ? new URL(location, this.options.origin).searchParams : null;
      if (!(error instanceof LayoutChanged) || !params?.get(doneKey)) throw error;
      throw new SentButUnreadable(error, fromRedirect(params));
    }
  }

  private async afterSignIn(
    page: Page,
    context: BrowserContext,
    account: NetworkAccount,
    twoFactor?: LoginInput['twoFactor'],
  ): Promise<LoginResult> {
    const where = await this.reader.identify(page, ['feed', 'checkpoint']);
    if (where === 'feed') return this.loggedIn(page, context, account);
    const challenge = await this.reader.data(page, 'checkpoint', 'challenge');
    if (challenge.challenge === 'two_factor' && twoFactor) {
      await this.type(page, await this.reader.need(page, 'checkpoint', 'tfaUser'), twoFactor.username);
      await this.type(page, await this.reader.need(page, 'checkpoint', 'tfaPassword'), twoFactor.password);
      await submit(page, await this.reader.need(page, 'checkpoint', 'tfaSubmit'));
      return this.afterSignIn(page, context, account);
    }
    return { status: 'challenge', challenge: challengeOf(challenge) };
  }

  private checkpoint(account: NetworkAccount, fill: (page: Page) => Promise<void>): Promise<LoginResult> {
    return this.act(account, ['checkpoint'], async (page, context) => {
      await this.goto(page, '/checkpoint/');
      const where = await this.reader.identify(page, ['checkpoint', 'feed']);
      if (where === 'feed') return this.loggedIn(page, context, account);
      await fill(page);
      const error = await this.reader.optionalData(page, 'checkpoint', 'error');
      if (error?.['error-code']) throw new NetworkError(error['error-code'] as never);
      return this.afterSignIn(page, context, account);
    });
  }

  private async loggedIn(page: Page, context: BrowserContext, account: NetworkAccount): Promise<LoginResult> {
    const me = await this.reader.data(page, 'feed', 'me');
    // Sealed at once: a worker that stops now still reopens this session from its cookies.
    await this.options.store.saveCookies(account.credentialId, fromPlaywright(await context.cookies()));
    const self: MemberProfile = {
      ...profileOf(me, this.options.origin),
      firstName: '',
      lastName: '',
      connectionDegree: 1,
    };
    return { status: 'logged_in', self, subscriptions: subscriptionsOf(me) };
  }
}

/** A send the network did, on a page that could not be read: done, and the layout problem recorded. */
class SentButUnreadable<T> extends LayoutChanged {
  constructor(
    cause: LayoutChanged,
    readonly result: T,
  ) {
    super(cause.page, cause.version, cause.selector);
  }
}

/** What the network did, as its redirect after the form said (`?followed=<id>&at=<ms>`). */
const doneFrom = (params: URLSearchParams, key: string): SendResult => ({
  id: params.get(key)!,
  sentAt: new Date(Number(params.get('at'))),
});

function challengeOf(c: Record<string, string>): Extract<LoginResult, { status: 'challenge' }>['challenge'] {
  const requestedAt = dateOf(c['requested-at']) ?? new Date();
  if (c.challenge === 'security_code')
    return { kind: 'security_code', pinType: (c['pin-type'] ?? 'email') as SecurityCodeChannel, requestedAt };
  if (c.challenge === 'phone') return { kind: 'phone', requestedAt };
  return { kind: c.challenge as 'two_factor' | 'captcha' | 'authorization' };
}

function subscriptionsOf(me: Record<string, string>): Subscriptions {
  return {
    premium: flag(me.premium),
    salesNavigator: flag(me['sales-navigator']),
    recruiter: flag(me.recruiter),
    inmailCredits: Number(me['inmail-credits'] ?? 0),
  };
}

function profileOf(d: Record<string, string>, origin: string): MemberProfile {
  const id = d['member-id'] ?? '';
  return {
    id,
    url: `${origin}/in/${id}/`,
    firstName: d['first-name'] ?? '',
    lastName: d['last-name'] ?? '',
    headline: d.headline ?? '',
    location: d.location ?? '',
    countryCode: d['country-code'] ?? '',
    industry: d.industry ?? '',
    company: d.company ?? '',
    title: d.title ?? '',
    positions: d.company ? [{ title: d.title ?? '', company: d.company, current: true }] : [],
    skills: [],
    photoUrl: null,
    premium: flag(d.premium),
    openProfile: flag(d['open-profile']),
    connectionDegree: (Number(d.degree) || 2) as 1 | 2 | 3,
  };
}

function toPlaywright(cookies: NetworkCookie[], host: string): Cookie[] {
  return cookies.map((c) => ({
    name: c.name,
    value: c.value,
    domain: c.domain && !c.domain.startsWith('.network') ? c.domain : host.split(':')[0]!,
    path: c.path ?? '/',
    expires: c.expirationDate ?? -1,
    httpOnly: c.httpOnly ?? false,
    secure: c.secure ?? false,
    sameSite: (['Strict', 'Lax', 'None'].find(
      (s) => s.toLowerCase() === (c.sameSite ?? 'lax').toLowerCase(),
    ) ?? 'Lax') as Cookie['sameSite'],
  }));
}

export function fromPlaywright(cookies: Cookie[]): NetworkCookie[] {
  return cookies.map((c) => ({
    domain: c.domain,
    name: c.name,
    value: c.value,
    path: c.path,
    secure: c.secure,
    httpOnly: c.httpOnly,
    sameSite: c.sameSite,
    session: c.expires === -1,
    ...(c.expires === -1 ? {} : { expirationDate: c.expires }),
  }));
}
