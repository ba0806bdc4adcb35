import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import {
  isNetworkError,
  type LoginResult,
  type MemberPost,
  type NetworkAccount,
  type NetworkMessage,
} from '../driver.js';
import type { SandboxNetwork } from '../sandbox/sandbox-network.js';
import {
  activityPage,
  checkpointPage,
  feedPage,
  loginPage,
  messagingPage,
  noticePage,
  postPage,
  profilePage,
  rateLimitedPage,
  restrictedPage,
  searchPage,
  threadPage,
  type Banner,
  type OwnAction,
  type PostView,
} from './pages.js';
import { SKINS, type Layout } from './skins.js';

/** Host name the network's pages are served under (tests map it to 127.0.0.1 in their proxy). */
export const SANDBOX_WEB_HOST = 'network.sandbox.test';
/** The search URL base the function path parses (the pages hand it the same URL). */
const SEARCH_BASE = 'https://network.sandbox.local';
const SESSION = 'li_session';
const PENDING = 'li_pending';
/** How many of a member's posts the recent-activity page lists. */
const RECENT_POSTS = 20;

/** One request the network saw: who (its session) through which exit (the proxy's mark). */
export interface WebRequestRecord {
  at: number;
  credentialId: string | null;
  exit: string;
  method: string;
  path: string;
}

export interface SandboxWeb {
  /** http://network.sandbox.test:<port> — reach it through a proxy that maps the host (or directly by url127). */
  origin: string;
  /** http://127.0.0.1:<port> */
  url127: string;
  port: number;
  layout: Layout;
  setLayout(layout: Layout): void;
  /** Every request, in order (the audit reads which account came through which exit). */
  requests: WebRequestRecord[];
  close(): Promise<void>;
}

export interface SandboxWebOptions {
  network: SandboxNetwork;
  port?: number;
  layout?: Layout;
  /** Requests per account per second before the rate-limit page (real time). */
  maxRequestsPerSecond?: number;
  /** Tests: runs before each request is answered (e.g. holds a send while the test stops a worker). */
  beforeRequest?: (request: { method: string; path: string }) => Promise<void>;
}

/**
 * The sandbox network's web face: sign-in with every challenge the simulation models, search with paging,
 * profiles with the connect dialog, follow, endorse, withdraw and InMail, a member's recent posts and each
 * post's page (like, comment), messaging, and the restriction and rate-limit pages — each page a view
 * of the same SandboxNetwork the function path calls, so both paths reach one state. A session is a signed
 * cookie naming the simulation's account; the simulation's own login state decides whether it still holds.
 */
export async function startSandboxWeb(options: SandboxWebOptions): Promise<SandboxWeb> {
  const { network } = options;
  const secret = randomBytes(32);
  const pending = new Map<string, { key: string; email: string; password: string }>();
  const recent = new Map<string, number[]>();
  const maxRate = options.maxRequestsPerSecond ?? 20;
  const app = Fastify({ logger: false });
  await app.register(formbody);

  const web: SandboxWeb = {
    origin: '',
    url127: '',
    port: 0,
    layout: options.layout ?? 'A',
    setLayout: (layout) => {
      web.layout = layout;
    },
    requests: [],
    close: () => app.close(),
  };
  const skin = () => SKINS[web.layout];

  const sign = (value: string) =>
    `${value}.${createHmac('sha256', secret).update(value).digest('base64url')}`;
  const unsign = (signed: string | undefined): string | null => {
    if (!signed) return null;
    const dot = signed.lastIndexOf('.');
    const value = signed.slice(0, dot);
    const expected = Buffer.from(sign(value));
    const given = Buffer.from(signed);
    return expected.length === given.length && timingSafeEqual(expected, given) ? value : null;
  };
  const cookie = (req: FastifyRequest, name: string) =>
    (req.headers.cookie ?? '')
      .split(';')
      .map((c) => c.trim().split('='))
      .find(([k]) => k === name)?.[1];
  const sessionOf = (req: FastifyRequest): NetworkAccount | null => {
    const value = unsign(decodeURIComponent(cookie(req, SESSION) ?? ''));
    if (!value) return null;
    const [credentialId, username] = JSON.parse(Buffer.from(value, 'base64url').toString()) as string[];
    return { credentialId: credentialId!, username: username! };
  };
  const setSession = (reply: FastifyReply, account: NetworkAccount) =>
    reply.header(
      'set-cookie',
      `${SESSION}=${encodeURIComponent(sign(Buffer.from(JSON.stringify([account.credentialId, account.username])).toString('base64url')))}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000`,
    );
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);
  const errorBanner = (code: string): Banner => ({
    kind: 'error',
    text: code.replace(/_/g, ' '),
    values: { 'error-code': code },
  });

  app.addHook('onRequest', async (req, reply) => {
    const account = sessionOf(req);
    web.requests.push({
      at: Date.now(),
      credentialId: account?.credentialId ?? null,
      exit: String(req.headers['x-sandbox-exit'] ?? 'direct'),
      method: req.method,
      path: req.url,
    });
    await options.beforeRequest?.({ method: req.method, path: req.url });
    if (!account) return;
    const now = Date.now();
    const times = (recent.get(account.credentialId) ?? []).filter((t) => now - t < 1000);
    times.push(now);
    recent.set(account.credentialId, times);
    if (times.length > maxRate) return html(reply, rateLimitedPage(skin()), 429);
  });

  /** A page behind the session: no session or a lapsed one goes to sign-in, a restricted account to its page. */
  const signedIn =
    (handler: (req: FastifyRequest, reply: FastifyReply, account: NetworkAccount) => Promise<unknown>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const account = sessionOf(req);
      if (!account) return reply.redirect('/login', 303);
      try {
        await network.sessions.requireLoggedIn(account);
        return await handler(req, reply, account);
      } catch (error) {
        if (!isNetworkError(error)) throw error;
        if (error.code === 'not_logged_in')
          return reply.redirect(`/login?key=${encodeURIComponent(account.credentialId)}`, 303);
        if (error.code === 'account_restricted') return reply.redirect('/checkpoint/restricted', 303);
        if (error.code === 'rate_limited') return html(reply, rateLimitedPage(skin()), 429);
        return html(
          reply,
          noticePage(skin(), errorBanner(error.code)),
          error.code === 'profile_not_found' ? 404 : 400,
        );
      }
    };

  const afterLogin = (
    reply: FastifyReply,
    account: NetworkAccount,
    result: LoginResult,
    pendingId?: string,
  ) => {
    if (result.status === 'logged_in') {
      if (pendingId) pending.delete(pendingId);
      setSession(reply, account);
      return reply.redirect('/feed/', 303);
    }
    return reply.redirect('/checkpoint/', 303);
  };
  const pendingOf = (req: FastifyRequest) => {
    const id = unsign(decodeURIComponent(cookie(req, PENDING) ?? ''));
    const entry = id ? pending.get(id) : undefined;
    return entry && id ? { id, ...entry, account: { credentialId: entry.key, username: entry.email } } : null;
  };
  const loginFailure = (reply: FastifyReply, error: unknown, key: string, email: string) => {
    if (!isNetworkError(error)) throw error;
    if (error.code === 'account_restricted') return reply.redirect('/checkpoint/restricted', 303);
    return html(reply, loginPage(skin(), { key, email, error: errorBanner(error.code) }), 401);
  };

  // --- sign-in and its challenges ---
  app.get<{ Querystring: { key?: string } }>('/login', async (req, reply) =>
    html(reply, loginPage(skin(), { key: req.query.key ?? '' })),
  );
  app.post<{ Body: { key?: string; email?: string; password?: string } }>('/login', async (req, reply) => {
    const email = (req.body.email ?? '').trim();
    // The simulation keys accounts by the connecting app's credential; a real network resolves the email.
    const key = req.body.key || email;
    const account = { credentialId: key, username: email };
    try {
      const result = await network.login({ account, password: req.body.password ?? '' });
      const id = randomBytes(12).toString('base64url');
      pending.set(id, { key, email, password: req.body.password ?? '' });
      reply.header(
        'set-cookie',
        `${PENDING}=${encodeURIComponent(sign(id))}; Path=/; HttpOnly; SameSite=Lax`,
      );
      return afterLogin(reply, account, result, id);
    } catch (error) {
      return loginFailure(reply, error, key, email);
    }
  });
  app.get('/checkpoint/', async (req, reply) => {
    const p = pendingOf(req);
    if (!p) return reply.redirect('/login', 303);
    const row = await network.sessions.account(p.account);
    const c = row.challenge as { kind?: string; pin_type?: string; requested_at?: string } | null;
    if (!c?.kind) return reply.redirect('/feed/', 303);
    return html(
      reply,
      checkpointPage(skin(), { kind: c.kind, pinType: c.pin_type, requestedAt: c.requested_at }, null),
    );
  });
  const checkpointAction =
    (
      act: (
        p: NonNullable<ReturnType<typeof pendingOf>>,
        body: Record<string, string>,
      ) => Promise<LoginResult | null>,
    ) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const p = pendingOf(req);
      if (!p) return reply.redirect('/login', 303);
      try {
        const result = await act(p, (req.body ?? {}) as Record<string, string>);
        return result ? afterLogin(reply, p.account, result, p.id) : reply.redirect('/checkpoint/', 303);
      } catch (error) {
        if (!isNetworkError(error)) throw error;
        const row = await network.sessions.account(p.account);
        const c = (row.challenge ?? { kind: 'security_code' }) as {
          kind: string;
          pin_type?: string;
          requested_at?: string;
        };
        return html(
          reply,
          checkpointPage(
            skin(),
            { kind: c.kind, pinType: c.pin_type, requestedAt: c.requested_at },
            errorBanner(error.code),
          ),
          400,
        );
      }
    };
  app.post(
    '/checkpoint/code',
    checkpointAction((p, body) => network.submitSecurityCode(p.account, body.code ?? '')),
  );
  app.post(
    '/checkpoint/phone',
    checkpointAction((p, body) =>
      network.submitPhone(p.account, { number: body.phone ?? '', countryCode: body.country ?? '' }),
    ),
  );
  app.post(
    '/checkpoint/resend',
    checkpointAction(async (p) => {
      await network.resendSecurityCode(p.account);
      return null;
    }),
  );
  app.post(
    '/checkpoint/2fa',
    checkpointAction((p, body) =>
      network.login({
        account: p.account,
        password: p.password,
        twoFactor: { username: body.tfa_user ?? '', password: body.tfa_password ?? '' },
      }),
    ),
  );
  app.get('/checkpoint/restricted', async (_req, reply) => html(reply, restrictedPage(skin()), 403));
  app.get('/logout', async (req, reply) => {
    const account = sessionOf(req);
    if (account) await network.logout(account);
    reply.header('set-cookie', `${SESSION}=; Path=/; Max-Age=0`);
    return reply.redirect('/login', 303);
  });

  // --- pages behind the session ---
  app.get(
    '/feed/',
    signedIn(async (_req, reply, account) => {
      const row = await network.sessions.account(account);
      const self = network.toProfile(await network.member(row.memberId), 1);
      return html(reply, feedPage(skin(), self, await network.checkSubscriptions(account)));
    }),
  );
  const search = signedIn(async (req, reply, account) => {
    const page = Number((req.query as { page?: string }).page ?? '1') || 1;
    const url = SEARCH_BASE + req.url;
    return html(reply, searchPage(skin(), req.url, await network.searchPage(account, url, page)));
  });
  app.get('/search/results/people/', search);
  app.get('/sales/search/people', search);
  const ownAction = (
    row: { id: string; at: Date; clientKey: string | null } | undefined,
  ): OwnAction | null => (row ? { id: row.id, at: row.at, clientKey: row.clientKey } : null);
  /** The page a form's POST lands on: the network's answer (done, or its refusal) as a banner. */
  const resultBanner = (q: Record<string, string | undefined>): Banner | null => {
    if (q.error) return errorBanner(q.error);
    if (q.sent)
      return {
        kind: 'ok',
        text: 'Invitation sent',
        values: { sent: q.sent, 'note-sent': q.note_sent === '1' },
      };
    const done: [string, string][] = [
      ['followed', 'Following'],
      ['withdrawn', 'Invitation withdrawn'],
      ['endorsed', 'Skills endorsed'],
      ['liked', 'Liked'],
      ['commented', 'Comment posted'],
    ];
    const hit = done.find(([key]) => q[key]);
    return hit
      ? {
          kind: 'ok',
          text: hit[1],
          values: { [hit[0]]: q[hit[0]], at: q.at ? new Date(Number(q.at)).toISOString() : null },
        }
      : null;
  };
  /**
   * A profile. A visit that arrives from somewhere (`?trk=`, as from search or a link) is the network's
   * profile view, recorded once per visit as the function path's viewProfile records it; the page a form
   * lands on, and the reloads a driver does to act, are not counted again.
   */
  app.get<{ Params: { id: string } }>(
    '/in/:id/',
    signedIn(async (req, reply, account) => {
      const q = req.query as Record<string, string | undefined>;
      const { id } = req.params as { id: string };
      const profile = await network.fetchProfile(account, id);
      const invitation = await network.getInvitationState(account, id);
      const b = resultBanner(q);
      const view = q.trk && !b ? await network.viewProfile(account, id) : null;
      const [follow] = (await network.ownActions(account, 'follow', [profile.id])).slice(-1);
      // The endorsement a form just made, else the latest (two made in one instant have no order).
      const endorsements = await network.ownActions(account, 'endorse', [profile.id]);
      const endorsed = endorsements.find((e) => e.id === q.endorsed) ?? endorsements.at(-1);
      const inmail = (await network.getConversationState(account, profile.id)).messages.find(
        (m) => m.kind === 'inmail' && m.direction === 'outbound',
      );
      return html(
        reply,
        profilePage(skin(), profile, invitation, b, {
          view: view ? { id: view.id, at: view.sentAt, clientKey: null } : null,
          follow: ownAction(follow),
          endorsed: endorsed
            ? {
                ...ownAction(endorsed)!,
                skills: ((endorsed.data as { skills?: string[] } | null)?.skills ?? []).map(String),
              }
            : null,
          inmail: inmail ? { id: inmail.id, at: inmail.sentAt, clientKey: inmail.clientKey } : null,
        }),
      );
    }),
  );
  /** A form on a profile or a post: the network's call, then back to the page with its answer. */
  const action = (
    back: (id: string) => string,
    call: (
      account: NetworkAccount,
      id: string,
      body: Record<string, string | string[] | undefined>,
    ) => Promise<string>,
  ) =>
    signedIn(async (req, reply, account) => {
      const { id } = req.params as { id: string };
      const body = (req.body ?? {}) as Record<string, string | string[] | undefined>;
      try {
        return reply.redirect(await call(account, id, body), 303);
      } catch (error) {
        if (
          !isNetworkError(error) ||
          ['account_restricted', 'not_logged_in', 'rate_limited'].includes(error.code)
        )
          throw error;
        return reply.redirect(`${back(id)}?error=${error.code}`, 303);
      }
    });
  const profileUrl = (id: string) => `/in/${encodeURIComponent(id)}/`;
  const postUrl = (id: string) => `/feed/update/${encodeURIComponent(id)}/`;
  const keyOf = (body: Record<string, string | string[] | undefined>) =>
    typeof body.client_key === 'string' && body.client_key ? body.client_key : undefined;
  const done = (url: string, key: string, r: { id: string; sentAt: Date }) =>
    `${url}?${key}=${encodeURIComponent(r.id)}&at=${r.sentAt.getTime()}`;
  app.post(
    '/in/:id/follow',
    action(profileUrl, async (account, id, body) =>
      done(profileUrl(id), 'followed', await network.follow(account, id, { clientKey: keyOf(body) })),
    ),
  );
  app.post(
    '/in/:id/withdraw',
    action(profileUrl, async (account, id) =>
      done(profileUrl(id), 'withdrawn', await network.withdrawInvitation(account, id)),
    ),
  );
  app.post(
    '/in/:id/endorse',
    action(profileUrl, async (account, id, body) => {
      const ticked = ([] as string[]).concat(body.skill ?? []);
      // Nothing ticked endorses nothing (the simulation reads an empty list as "the first three").
      const r = await network.endorseSkills(account, id, ticked.length ? ticked : ['']);
      return done(profileUrl(id), 'endorsed', r);
    }),
  );
  app.post(
    '/in/:id/inmail',
    action(profileUrl, async (account, id, body) => {
      const r = await network.sendInMail(
        account,
        id,
        { subject: String(body.subject ?? ''), body: String(body.body ?? '') },
        { clientKey: keyOf(body) },
      );
      // A sent InMail opens its conversation, where it now stands.
      return `/messaging/thread/${encodeURIComponent(id)}/?sent=${encodeURIComponent(r.id)}`;
    }),
  );
  const postViews = async (account: NetworkAccount, posts: MemberPost[]): Promise<PostView[]> => {
    const ids = posts.map((p) => p.id);
    const likes = await network.ownActions(account, 'like', ids);
    const comments = await network.ownActions(account, 'comment', ids);
    return posts.map((post) => ({
      post,
      like: ownAction(likes.filter((l) => l.target === post.id).at(-1)),
      comments: comments
        .filter((c) => c.target === post.id)
        .map((c) => ({
          ...ownAction(c)!,
          text: String((c.data as { text?: unknown } | null)?.text ?? ''),
        })),
    }));
  };
  app.get(
    '/in/:id/recent-activity/',
    signedIn(async (req, reply, account) => {
      const { id } = req.params as { id: string };
      const member = await network.member(id);
      const posts = await network.listPosts(account, member.id, RECENT_POSTS);
      return html(reply, activityPage(skin(), member.id, await postViews(account, posts)));
    }),
  );
  app.get(
    '/feed/update/:id/',
    signedIn(async (req, reply, account) => {
      const { id } = req.params as { id: string };
      const [view] = await postViews(account, [await network.post(id)]);
      return html(reply, postPage(skin(), view!, resultBanner(req.query as Record<string, string>)));
    }),
  );
  app.post(
    '/feed/update/:id/like',
    action(postUrl, async (account, id, body) =>
      done(postUrl(id), 'liked', await network.likePost(account, id, { clientKey: keyOf(body) })),
    ),
  );
  app.post(
    '/feed/update/:id/comment',
    action(postUrl, async (account, id, body) =>
      done(
        postUrl(id),
        'commented',
        await network.commentOnPost(account, id, String(body.text ?? ''), { clientKey: keyOf(body) }),
      ),
    ),
  );
  app.post(
    '/in/:id/connect',
    action(profileUrl, async (account, id, body) => {
      const r = await network.sendInvitation(account, id, {
        note: (typeof body.note === 'string' && body.note) || null,
        clientKey: keyOf(body),
      });
      return `${profileUrl(id)}?sent=${encodeURIComponent(r.id)}&note_sent=${r.noteSent ? 1 : 0}`;
    }),
  );
  app.get(
    '/messaging/',
    signedIn(async (_req, reply, account) => {
      const all: NetworkMessage[] = [];
      for (let cursor: string | null = null; ;) {
        const page = await network.listMessages(account, cursor);
        all.push(...page.items);
        if (!page.items.length || page.nextCursor === cursor) break;
        cursor = page.nextCursor;
      }
      const byMember = new Map<string, { memberId: string; lastAt: Date; unread: number }>();
      for (const m of all) {
        const memberId = m.conversationId.split('~')[1]!;
        const entry = byMember.get(memberId) ?? { memberId, lastAt: m.sentAt, unread: 0 };
        entry.lastAt = m.sentAt;
        if (m.direction === 'inbound') entry.unread++;
        byMember.set(memberId, entry);
      }
      const list = [...byMember.values()].sort((a, b) => b.lastAt.getTime() - a.lastAt.getTime());
      return html(reply, messagingPage(skin(), list));
    }),
  );
  app.get(
    '/messaging/thread/:id/',
    signedIn(async (req, reply, account) => {
      const { id } = req.params as { id: string };
      const q = req.query as { sent?: string; error?: string };
      await network.member(id);
      const state = await network.getConversationState(account, id);
      const b: Banner | null = q.error
        ? errorBanner(q.error)
        : q.sent
          ? { kind: 'ok', text: 'Message sent', values: { sent: q.sent } }
          : null;
      return html(reply, threadPage(skin(), id, state, b));
    }),
  );
  const threadUrl = (id: string) => `/messaging/thread/${encodeURIComponent(id)}/`;
  app.post(
    '/messaging/thread/:id/',
    action(threadUrl, async (account, id, body) => {
      const r = await network.sendMessage(account, id, String(body.text ?? ''), { clientKey: keyOf(body) });
      return `${threadUrl(id)}?sent=${encodeURIComponent(r.id)}`;
    }),
  );

  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  web.port = port;
  web.origin = `http://${SANDBOX_WEB_HOST}:${port}`;
  web.url127 = `http://127.0.0.1:${port}`;
  return web;
}
