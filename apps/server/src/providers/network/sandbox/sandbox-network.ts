import { reusableSelect } from '../../../db/named.js';
import { textArray } from '../../../lib/sql-arrays.js';
import { rowsOf } from '../../../db/rows.js';
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  sandboxActions,
  sandboxInvitations,
  sandboxMembers,
  sandboxMessages,
  sandboxPosts,
  type SandboxAttachment,
} from '../../../db/schema/index.js';
import { clock } from '../../../lib/clock.js';
import {
  CONNECTION_NOTE_MAX,
  INMAIL_BODY_MAX,
  INMAIL_SUBJECT_MAX,
  NetworkError,
  memberIdFromRef,
  type ConversationState,
  type InvitationState,
  type LoginInput,
  type MemberPost,
  type MemberProfile,
  type MemberRef,
  type NetworkAccount,
  type NetworkAttachment,
  type NetworkDriver,
  type NetworkMessage,
  type SendResult,
} from '../driver.js';
import { invitationOutcome, replyOutcome } from './outcomes.js';
import {
  DEFAULT_SANDBOX_OPTIONS,
  SEARCH_MAX_PAGES,
  SEARCH_PAGE_SIZE,
  type SandboxOptions,
} from './options.js';
import { ensurePopulation } from './population.js';
import { allWordsIn } from './search.js';
import { DAY, stableId } from './random.js';
import { SandboxSessions } from './session.js';
import { checkInvitationLimits, invitationContext, type InvitationRow } from './invitation-context.js';

type MemberRow = typeof sandboxMembers.$inferSelect;
type MessageRow = typeof sandboxMessages.$inferSelect;
const BASE_URL = 'https://network.sandbox.local';

/**
 * The default network: a seeded population in its own tables, with realistic and deterministic
 * behaviour (acceptance ~30 %, replies after minutes to days, weekly and pending caps, InMail credits,
 * occasional security codes). Outcomes depend only on (seed, account, member, n), never on call order,
 * and time is the server clock, so tests move time to see acceptances and replies arrive.
 */
const MEMBER_CACHE_SIZE = 50_000;

export class SandboxNetwork implements NetworkDriver {
  readonly name = 'sandbox';
  readonly options: SandboxOptions;
  readonly sessions: SandboxSessions;
  private ready: Promise<unknown> | undefined;

  constructor(
    private readonly db: Db,
    options: Partial<SandboxOptions> = {},
  ) {
    this.options = { ...DEFAULT_SANDBOX_OPTIONS, ...options };
    // The account's own profile carries no generated name: the app shows the login the user typed.
    this.sessions = new SandboxSessions(db, this.options, async (account) => ({
      ...this.toProfile(await this.member(account.memberId), 1),
      firstName: '',
      lastName: '',
    }));
  }

  /** Generates the population on first use (not at start-up). */
  ensureReady(): Promise<unknown> {
    this.ready ??= ensurePopulation(this.db, this.options.seed, this.options.population).catch((error) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  async login(input: LoginInput) {
    await this.ensureReady();
    return this.sessions.login(input);
  }
  submitSecurityCode(account: NetworkAccount, code: string) {
    return this.sessions.submitSecurityCode(account, code);
  }
  submitPhone(account: NetworkAccount, phone: { number: string; countryCode: string }) {
    return this.sessions.submitPhone(account, phone);
  }
  resendSecurityCode(account: NetworkAccount) {
    return this.sessions.resendSecurityCode(account);
  }
  async checkSubscriptions(account: NetworkAccount) {
    await this.ensureReady();
    return this.sessions.subscriptions(account);
  }
  logout(account: NetworkAccount) {
    return this.sessions.logout(account);
  }

  // --- reading ---

  async fetchProfile(account: NetworkAccount, ref: MemberRef): Promise<MemberProfile> {
    await this.sessions.requireLoggedIn(account);
    const member = await this.member(ref);
    const state = await this.getInvitationState(account, member.id);
    return this.toProfile(member, state.state === 'accepted' ? 1 : member.seq % 2 ? 2 : 3);
  }

  async listPosts(account: NetworkAccount, ref: MemberRef, limit = 5) {
    await this.sessions.requireLoggedIn(account);
    const member = await this.member(ref);
    const rows = await this.db
      .select()
      .from(sandboxPosts)
      .where(eq(sandboxPosts.authorId, member.id))
      .orderBy(asc(sandboxPosts.postedDaysAgo))
      .limit(limit);
    return rows.map(toPost);
  }

  async searchPage(account: NetworkAccount, searchUrl: string, page: number) {
    const session = await this.sessions.requireLoggedIn(account);
    let url: URL;
    try {
      url = new URL(searchUrl);
    } catch {
      throw new NetworkError('invalid_search_url');
    }
    const salesNav = url.pathname.startsWith('/sales/');
    if (!salesNav && !url.pathname.includes('/search/results/')) throw new NetworkError('invalid_search_url');
    if (salesNav && !session.salesNavigator) throw new NetworkError('needs_sales_navigator');
    const m = sandboxMembers;
    const filters = [
      allWordsIn(url.searchParams.get('keywords'), [m.searchText], { folded: true }),
      allWordsIn(url.searchParams.get('title'), [m.title]),
      allWordsIn(url.searchParams.get('company'), [m.company]),
      allWordsIn(url.searchParams.get('industry'), [m.industry]),
      allWordsIn(url.searchParams.get('location'), [m.location]),
      // One's own profile, and a namesake of it, never come back from one's own search.
      sql`not exists (select 1 from sandbox_members self where self.id = ${session.memberId}
        and self.first_name = ${m.firstName} and self.last_name = ${m.lastName})`,
    ].filter((f): f is SQL => Boolean(f));
    const where = filters.length ? and(...filters) : undefined;
    const pageNo = Math.max(1, Math.floor(page));
    const [total] = await this.db.select({ n: count() }).from(sandboxMembers).where(where);
    const visible = Math.min(total?.n ?? 0, SEARCH_PAGE_SIZE * SEARCH_MAX_PAGES);
    const rows =
      pageNo > SEARCH_MAX_PAGES
        ? []
        : await this.db
            .select()
            .from(sandboxMembers)
            .where(where)
            .orderBy(asc(sandboxMembers.seq))
            .limit(SEARCH_PAGE_SIZE)
            .offset((pageNo - 1) * SEARCH_PAGE_SIZE);
    return {
      profiles: rows.map((m) => this.toProfile(m, m.seq % 2 ? 2 : 3)),
      page: pageNo,
      total: visible,
      hasMore: pageNo * SEARCH_PAGE_SIZE < visible,
    };
  }

  async listMessages(account: NetworkAccount, cursor?: string | null) {
    await this.sessions.requireLoggedIn(account);
    const rows = await this.db
      .select()
      .from(sandboxMessages)
      .where(
        and(
          eq(sandboxMessages.credentialId, account.credentialId),
          lte(sandboxMessages.sentAt, clock.now()),
          afterCursor(cursor),
        ),
      )
      .orderBy(asc(sandboxMessages.sentAt), asc(sandboxMessages.id))
      .limit(200);
    const items = rows.map(toMessage);
    const last = rows.at(-1);
    return { items, nextCursor: last ? `${last.sentAt.getTime()}:${last.id}` : (cursor ?? null) };
  }

  async listConversations(account: NetworkAccount, cursor?: string | null) {
    const { items, nextCursor } = await this.listMessages(account, cursor);
    const byConversation = new Map<
      string,
      { id: string; memberId: string; lastMessageAt: Date; lastMessage: NetworkMessage; unread: number }
    >();
    for (const message of items) {
      const entry = byConversation.get(message.conversationId);
      const unread = (entry?.unread ?? 0) + (message.direction === 'inbound' ? 1 : 0);
      const memberId = message.conversationId.slice('conv_'.length).split('~')[1]!;
      byConversation.set(message.conversationId, {
        id: message.conversationId,
        memberId,
        lastMessageAt: message.sentAt,
        lastMessage: message,
        unread,
      });
    }
    return { items: [...byConversation.values()], nextCursor };
  }

  // --- acting ---

  viewProfile(account: NetworkAccount, ref: MemberRef) {
    return this.simpleAction(account, 'view', ref);
  }
  follow(account: NetworkAccount, ref: MemberRef, options: { clientKey?: string } = {}) {
    return this.simpleAction(account, 'follow', ref, options.clientKey);
  }

  async likePost(
    account: NetworkAccount,
    postId: string,
    options: { clientKey?: string } = {},
  ): Promise<SendResult> {
    await this.sessions.requireLoggedIn(account);
    await this.post(postId);
    return this.record(account, 'like', postId, undefined, options.clientKey);
  }

  /** A post by its id (the post's own page). */
  async post(postId: string): Promise<MemberPost> {
    const [post] = await this.db.select().from(sandboxPosts).where(eq(sandboxPosts.id, postId));
    if (!post) throw new NetworkError('post_not_found');
    return toPost(post);
  }

  /** This account's own actions of one kind on these targets, oldest first (what its pages show it did). */
  async ownActions(account: NetworkAccount, kind: string, targets: string[]) {
    if (!targets.length) return [];
    return this.db
      .select()
      .from(sandboxActions)
      .where(
        and(
          eq(sandboxActions.credentialId, account.credentialId),
          eq(sandboxActions.kind, kind),
          inArray(sandboxActions.target, targets),
        ),
      )
      .orderBy(asc(sandboxActions.at), asc(sandboxActions.id));
  }

  async commentOnPost(
    account: NetworkAccount,
    postId: string,
    text: string,
    options: { clientKey?: string } = {},
  ) {
    await this.sessions.requireLoggedIn(account);
    await this.post(postId);
    return this.record(account, 'comment', postId, { text }, options.clientKey);
  }

  async getCommentState(account: NetworkAccount, postId: string) {
    await this.sessions.requireLoggedIn(account);
    const rows = await this.db
      .select()
      .from(sandboxActions)
      .where(
        and(
          eq(sandboxActions.credentialId, account.credentialId),
          eq(sandboxActions.kind, 'comment'),
          eq(sandboxActions.target, postId),
        ),
      )
      .orderBy(asc(sandboxActions.at));
    return {
      comments: rows.map((r) => ({
        id: r.id,
        text: String((r.data as { text?: unknown } | null)?.text ?? ''),
        clientKey: r.clientKey,
      })),
    };
  }

  async endorseSkills(account: NetworkAccount, ref: MemberRef, skills?: string[]) {
    await this.sessions.requireLoggedIn(account);
    const member = await this.member(ref);
    if ((await this.getInvitationState(account, member.id)).state !== 'accepted')
      throw new NetworkError('not_connected');
    const chosen = (skills?.length ? member.skills.filter((s) => skills.includes(s)) : member.skills).slice(
      0,
      3,
    );
    return { ...(await this.record(account, 'endorse', member.id, { skills: chosen })), skills: chosen };
  }

  async sendInvitation(
    account: NetworkAccount,
    ref: MemberRef,
    options: { note?: string | null; clientKey?: string } = {},
  ) {
    const now = clock.now();
    const memberId = memberIdFromRef(ref);
    // One statement (issue 13); an account's first call creates its session row the usual way.
    const look = () => invitationContext(this.db, account.credentialId, memberId, now);
    let ctx = await look();
    if (!ctx) {
      await this.sessions.requireLoggedIn(account);
      ctx = await look();
      if (!ctx) throw new NetworkError('not_logged_in');
    }
    const session = this.sessions.assertLoggedIn(ctx.account);
    const note = options.note?.trim() || null;
    if (note && note.length > CONNECTION_NOTE_MAX) throw new NetworkError('note_too_long');
    const member = ctx.member ?? (await this.member(ref));
    const { latest } = ctx;
    if (latest) {
      const state = invitationState(latest, this.options.reinviteBlockDays);
      if (state.state === 'accepted') throw new NetworkError('already_connected');
      if (state.state === 'pending') throw new NetworkError('invitation_already_sent');
      if (state.state === 'withdrawn' && state.reinviteAfter && state.reinviteAfter > now) {
        throw new NetworkError('recently_withdrawn', undefined, state.reinviteAfter);
      }
    }
    if (member.seq % 101 === 0)
      throw new NetworkError(
        'profile_closed',
        'This member only accepts invitations from people who know their email',
      );
    checkInvitationLimits(ctx.counts, this.options);
    const notesUsed = ctx.counts.notes;
    const notesAllowed = !note || session.premium || notesUsed < this.options.freeNotesPer30Days;
    const n = ctx.sentBefore;
    const { seed } = this.options;
    const outcome = invitationOutcome(seed, account.credentialId, member, n);
    const id = stableId('inv', seed, account.credentialId, member.id, n);
    await this.db
      .insert(sandboxInvitations)
      .values({
        id,
        credentialId: account.credentialId,
        memberId: member.id,
        note: notesAllowed ? note : null,
        clientKey: options.clientKey ?? null,
        sentAt: now,
        acceptAt: outcome.acceptAfterMs === null ? null : new Date(now.getTime() + outcome.acceptAfterMs),
        declineAt: outcome.declineAfterMs === null ? null : new Date(now.getTime() + outcome.declineAfterMs),
      })
      .prepare('sandbox_invite')
      .execute();
    return { id, sentAt: now, noteSent: Boolean(note) && notesAllowed };
  }

  async withdrawInvitation(account: NetworkAccount, ref: MemberRef): Promise<SendResult> {
    await this.sessions.requireLoggedIn(account);
    const member = await this.member(ref);
    const [latest] = await this.invitations(account, member.id);
    if (!latest || invitationState(latest, this.options.reinviteBlockDays).state !== 'pending')
      throw new NetworkError('no_invitation');
    const now = clock.now();
    await this.db
      .update(sandboxInvitations)
      .set({ withdrawnAt: now })
      .where(eq(sandboxInvitations.id, latest.id));
    await this.record(account, 'withdraw', member.id);
    return { id: latest.id, sentAt: now };
  }

  async sendMessage(
    account: NetworkAccount,
    ref: MemberRef,
    text: string,
    options: { clientKey?: string; attachments?: NetworkAttachment[] } = {},
  ) {
    await this.sessions.requireLoggedIn(account);
    const member = await this.member(ref);
    if ((await this.getInvitationState(account, member.id)).state !== 'accepted')
      throw new NetworkError('not_connected');
    // The sandbox keeps what a recipient would see of each file: name, type, size and a checksum.
    const files = options.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.data.length,
      sha256: createHash('sha256').update(a.data).digest('hex'),
    }));
    return this.deliver(account, member, 'message', null, text, options.clientKey, files);
  }

  async sendInMail(
    account: NetworkAccount,
    ref: MemberRef,
    message: { subject: string; body: string },
    options: { clientKey?: string } = {},
  ) {
    const session = await this.sessions.requireLoggedIn(account);
    if (message.body.length > INMAIL_BODY_MAX || message.subject.length > INMAIL_SUBJECT_MAX)
      throw new NetworkError('inmail_too_long');
    const member = await this.member(ref);
    if (options.clientKey) {
      // A retry of an InMail the network already holds (same key) returns it instead of sending again.
      const [same] = await this.db
        .select()
        .from(sandboxMessages)
        .where(
          and(
            eq(sandboxMessages.credentialId, account.credentialId),
            eq(sandboxMessages.memberId, member.id),
            eq(sandboxMessages.kind, 'inmail'),
            eq(sandboxMessages.direction, 'outbound'),
            eq(sandboxMessages.clientKey, options.clientKey),
          ),
        )
        .limit(1);
      if (same) return { id: same.id, sentAt: same.sentAt };
    }
    const previous = await this.db
      .select({ id: sandboxMessages.id })
      .from(sandboxMessages)
      .where(
        and(
          eq(sandboxMessages.credentialId, account.credentialId),
          eq(sandboxMessages.memberId, member.id),
          eq(sandboxMessages.kind, 'inmail'),
          eq(sandboxMessages.direction, 'outbound'),
        ),
      )
      .limit(1);
    if (previous.length) throw new NetworkError('already_inmailed');
    if (!member.openProfile) {
      if (!session.premium) throw new NetworkError('needs_sales_navigator');
      const spent = await this.db.execute(
        sql`update sandbox_accounts set inmail_credits = inmail_credits - 1 where credential_id = ${account.credentialId} and inmail_credits > 0 returning inmail_credits`,
      );
      if (!rowsOf(spent).length) throw new NetworkError('no_inmail_credits');
    }
    return this.deliver(account, member, 'inmail', message.subject, message.body, options.clientKey);
  }

  // --- exactly-once ---

  async getInvitationState(account: NetworkAccount, ref: MemberRef): Promise<InvitationState> {
    const [latest] = await this.invitations(account, memberIdFromRef(ref));
    return latest ? invitationState(latest, this.options.reinviteBlockDays) : emptyInvitation();
  }

  async getConversationState(account: NetworkAccount, ref: MemberRef): Promise<ConversationState> {
    const memberId = memberIdFromRef(ref);
    const rows = await reusableSelect<MessageRow>(
      this.db,
      'sandbox_conversation',
      () =>
        this.db
          .select()
          .from(sandboxMessages)
          .where(
            and(
              eq(sandboxMessages.credentialId, sql.placeholder('credentialId')),
              eq(sandboxMessages.memberId, sql.placeholder('memberId')),
              lte(sandboxMessages.sentAt, sql.placeholder('now')),
            ),
          )
          .orderBy(asc(sandboxMessages.sentAt), asc(sandboxMessages.id)),
      { credentialId: account.credentialId, memberId, now: clock.now().toISOString() },
    );
    const messages = rows.map(toMessage);
    return {
      conversationId: messages[0]?.conversationId ?? null,
      messages,
      hasReply: messages.some((m) => m.direction === 'inbound'),
    };
  }

  async talkedTo(account: NetworkAccount, refs: MemberRef[]): Promise<boolean[]> {
    if (!refs.length) return [];
    const ids = refs.map(memberIdFromRef);
    const talked = new Set(
      rowsOf<{ member_id: string }>(
        await this.db.execute(sql`select distinct member_id from sandbox_messages
          where credential_id = ${account.credentialId} and sent_at <= ${clock.now().toISOString()}
            and member_id = any(${textArray(ids)})`),
      ).map((r) => r.member_id),
    );
    return ids.map((id) => talked.has(id));
  }

  // --- internals ---

  /** Members are generated once from the seed and never change, so a process may keep the ones it read. */
  private readonly members = new Map<string, MemberRow>();

  async member(ref: MemberRef): Promise<MemberRow> {
    const id = memberIdFromRef(ref);
    const cached = this.members.get(id);
    if (cached) return cached;
    await this.ensureReady();
    const [row] = await reusableSelect<MemberRow>(
      this.db,
      'sandbox_member',
      () =>
        this.db
          .select()
          .from(sandboxMembers)
          .where(eq(sandboxMembers.id, sql.placeholder('id'))),
      { id },
    );
    if (!row) throw new NetworkError('profile_not_found');
    if (this.members.size >= MEMBER_CACHE_SIZE) this.members.clear();
    this.members.set(id, row);
    return row;
  }

  toProfile(m: MemberRow, degree: 1 | 2 | 3): MemberProfile {
    return {
      id: m.id,
      url: `${BASE_URL}/in/${m.id}/`,
      firstName: m.firstName,
      lastName: m.lastName,
      headline: m.headline,
      location: m.location,
      countryCode: m.countryCode,
      industry: m.industry,
      company: m.company,
      title: m.title,
      positions: [{ title: m.title, company: m.company, companyId: m.companyId, current: true }],
      skills: m.skills,
      photoUrl: null,
      premium: m.premium,
      openProfile: m.openProfile,
      email: m.email,
      phone: m.phone,
      connectionDegree: degree,
    };
  }

  private async invitations(account: NetworkAccount, memberId: string): Promise<InvitationRow[]> {
    return this.db
      .select()
      .from(sandboxInvitations)
      .where(
        and(
          eq(sandboxInvitations.credentialId, account.credentialId),
          eq(sandboxInvitations.memberId, memberId),
        ),
      )
      .orderBy(desc(sandboxInvitations.sentAt), desc(sandboxInvitations.id));
  }

  /** Stores an outbound message and, decided by the seed, the member's future reply. */
  private async deliver(
    account: NetworkAccount,
    member: MemberRow,
    kind: 'message' | 'inmail',
    subject: string | null,
    text: string,
    clientKey?: string,
    attachments?: SandboxAttachment[],
  ): Promise<SendResult> {
    const now = clock.now();
    const [sent] = await this.db
      .select({ n: count() })
      .from(sandboxMessages)
      .where(
        and(eq(sandboxMessages.credentialId, account.credentialId), eq(sandboxMessages.memberId, member.id)),
      );
    const n = sent?.n ?? 0;
    const { seed } = this.options;
    const id = stableId('msg', seed, account.credentialId, member.id, n);
    const rows: (typeof sandboxMessages.$inferInsert)[] = [
      {
        id,
        credentialId: account.credentialId,
        memberId: member.id,
        direction: 'outbound',
        kind,
        subject,
        text,
        clientKey: clientKey ?? null,
        attachments: attachments?.length ? attachments : null,
        sentAt: now,
      },
    ];
    const alreadyWaiting = await this.db
      .select({ id: sandboxMessages.id })
      .from(sandboxMessages)
      .where(
        and(
          eq(sandboxMessages.credentialId, account.credentialId),
          eq(sandboxMessages.memberId, member.id),
          eq(sandboxMessages.direction, 'inbound'),
          gt(sandboxMessages.sentAt, now),
        ),
      )
      .limit(1);
    const reply = alreadyWaiting.length ? null : replyOutcome(seed, account.credentialId, member, n, kind);
    if (reply) {
      rows.push({
        id: stableId('msg', seed, account.credentialId, member.id, n, 'reply'),
        credentialId: account.credentialId,
        memberId: member.id,
        direction: 'inbound',
        kind,
        subject: subject ? `Re: ${subject}` : null,
        text: reply.text,
        replyKind: reply.kind,
        sentAt: new Date(now.getTime() + reply.afterMs),
      });
    }
    await this.db.insert(sandboxMessages).values(rows);
    return { id, sentAt: now };
  }

  private async simpleAction(
    account: NetworkAccount,
    kind: string,
    ref: MemberRef,
    clientKey?: string,
  ): Promise<SendResult> {
    await this.sessions.requireLoggedIn(account);
    const member = await this.member(ref);
    return this.record(account, kind, member.id, undefined, clientKey);
  }

  private async record(
    account: NetworkAccount,
    kind: string,
    target: string,
    data?: Record<string, unknown>,
    clientKey?: string,
  ): Promise<SendResult> {
    if (clientKey) {
      // The same keyed action again (a retry): the network already holds it and does nothing more.
      const [same] = await this.db
        .select({ id: sandboxActions.id, at: sandboxActions.at })
        .from(sandboxActions)
        .where(
          and(
            eq(sandboxActions.credentialId, account.credentialId),
            eq(sandboxActions.kind, kind),
            eq(sandboxActions.target, target),
            eq(sandboxActions.clientKey, clientKey),
          ),
        )
        .limit(1);
      if (same) return { id: same.id, sentAt: same.at };
    }
    const at = clock.now();
    const id = stableId(
      'act',
      this.options.seed,
      account.credentialId,
      kind,
      target,
      at.getTime(),
      Math.random(),
    );
    await this.db.insert(sandboxActions).values({
      id,
      credentialId: account.credentialId,
      kind,
      target,
      data: data ?? null,
      clientKey: clientKey ?? null,
      at,
    });
    return { id, sentAt: at };
  }
}

function invitationState(row: InvitationRow, reinviteBlockDays: number): InvitationState {
  const now = clock.now();
  const base = {
    invitationId: row.id,
    sentAt: row.sentAt,
    note: row.note,
    clientKey: row.clientKey,
    reinviteAfter: null,
    respondedAt: null,
  };
  if (row.withdrawnAt)
    return {
      ...base,
      state: 'withdrawn',
      reinviteAfter: new Date(row.withdrawnAt.getTime() + reinviteBlockDays * DAY),
    };
  if (row.acceptAt && row.acceptAt <= now) return { ...base, state: 'accepted', respondedAt: row.acceptAt };
  if (row.declineAt && row.declineAt <= now)
    return { ...base, state: 'declined', respondedAt: row.declineAt };
  return { ...base, state: 'pending' };
}

const emptyInvitation = (): InvitationState => ({
  state: 'none',
  invitationId: null,
  sentAt: null,
  respondedAt: null,
  note: null,
  clientKey: null,
  reinviteAfter: null,
});

function afterCursor(cursor?: string | null): SQL | undefined {
  if (!cursor) return undefined;
  const [ms, id] = cursor.split(':');
  const at = new Date(Number(ms));
  if (!id || Number.isNaN(at.getTime())) return undefined;
  return or(gt(sandboxMessages.sentAt, at), and(eq(sandboxMessages.sentAt, at), gt(sandboxMessages.id, id)));
}

function toPost(p: typeof sandboxPosts.$inferSelect): MemberPost {
  return {
    id: p.id,
    authorId: p.authorId,
    text: p.text,
    likes: p.likes,
    postedAt: new Date(clock.nowMs() - p.postedDaysAgo * DAY),
  };
}

function toMessage(row: MessageRow): NetworkMessage {
  return {
    id: row.id,
    conversationId: `conv_${row.credentialId}~${row.memberId}`,
    direction: row.direction as 'inbound' | 'outbound',
    kind: row.kind as 'message' | 'inmail',
    subject: row.subject,
    text: row.text,
    sentAt: row.sentAt,
    clientKey: row.clientKey,
  };
}
