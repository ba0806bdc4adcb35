import type {
  ConversationState,
  InvitationState,
  MemberPost,
  MemberProfile,
  SearchPage,
  Subscriptions,
} from '../driver.js';
import { dataAttrs, esc, render, type Skin } from './skins.js';

/** The pages of the sandbox network's web face (server-rendered; one small script opens the connect dialog). */

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export interface Banner {
  kind: 'error' | 'ok';
  text: string;
  values: Record<string, unknown>;
}

const banner = (s: Skin, b: Banner | null) =>
  b ? `<div ${s.banner(b.kind)} ${dataAttrs(s, b.values)}>${esc(b.text)}</div>` : '';

export function loginPage(s: Skin, input: { key: string; email?: string; error?: Banner | null }) {
  return render(
    s,
    'login',
    'Sign in',
    `<h1>Sign in</h1>${banner(s, input.error ?? null)}
    <form ${s.form('login')} method="post" action="/login">
      <input type="hidden" name="key" value="${esc(input.key)}">
      <label>Email <input ${s.input('email')} name="email" type="email" value="${esc(input.email)}"></label>
      <label>Password <input ${s.input('password')} name="password" type="password"></label>
      <button ${s.button('sign-in')} type="submit">Sign in</button>
    </form>`,
  );
}

export interface ChallengeView {
  kind: string;
  pinType?: string | null;
  requestedAt?: string | null;
}

export function checkpointPage(s: Skin, challenge: ChallengeView, error: Banner | null) {
  const attrs = dataAttrs(s, {
    challenge: challenge.kind,
    'pin-type': challenge.pinType,
    'requested-at': challenge.requestedAt,
  });
  const forms: Record<string, string> = {
    security_code: `<p>Enter the 6-digit code we sent by ${esc(challenge.pinType)}.</p>
      <form ${s.form('code')} method="post" action="/checkpoint/code">
        <input ${s.input('code')} name="code" inputmode="numeric" maxlength="6">
        <button ${s.button('verify')} type="submit">Verify</button>
      </form>
      <form ${s.form('resend')} method="post" action="/checkpoint/resend"><button ${s.button('resend')} type="submit">Send a new code</button></form>`,
    phone: `<p>Add a phone number to keep your account secure.</p>
      <form ${s.form('phone')} method="post" action="/checkpoint/phone">
        <input ${s.input('country')} name="country" maxlength="2">
        <input ${s.input('phone')} name="phone" type="tel">
        <button ${s.button('submit-phone')} type="submit">Send code</button>
      </form>`,
    two_factor: `<p>Sign in with your identity provider.</p>
      <form ${s.form('two-factor')} method="post" action="/checkpoint/2fa">
        <input ${s.input('tfa-user')} name="tfa_user">
        <input ${s.input('tfa-password')} name="tfa_password" type="password">
        <button ${s.button('tfa-submit')} type="submit">Continue</button>
      </form>`,
    captcha: `<p>Let's do a quick security check. Solve the puzzle, then sign in again.</p>`,
    authorization: `<p>Open the app on your phone and confirm it is you, then sign in again.</p>`,
  };
  return render(
    s,
    'checkpoint',
    'Security verification',
    `<h1 ${s.field('challenge')} ${attrs}>Security verification</h1>${banner(s, error)}${forms[challenge.kind] ?? ''}`,
  );
}

export function restrictedPage(s: Skin) {
  return render(
    s,
    'restricted',
    'Account restricted',
    `<h1 ${s.field('restricted')}>Your account has been temporarily restricted</h1><p>We noticed unusual activity.</p>`,
  );
}

export function rateLimitedPage(s: Skin) {
  return render(
    s,
    'rate-limited',
    'Slow down',
    `<h1 ${s.field('rate-limited')}>You're doing that too fast</h1><p>Try again in a few minutes.</p>`,
  );
}

export function feedPage(s: Skin, self: MemberProfile, subs: Subscriptions) {
  const attrs = dataAttrs(s, {
    'member-id': self.id,
    premium: subs.premium,
    'sales-navigator': subs.salesNavigator,
    recruiter: subs.recruiter,
    'inmail-credits': subs.inmailCredits,
    headline: self.headline,
    location: self.location,
    'country-code': self.countryCode,
  });
  return render(
    s,
    'feed',
    'Feed',
    `<aside ${s.field('me')} ${attrs}><a href="/in/${esc(self.id)}/">${esc(self.headline)}</a></aside><p>Your feed</p>`,
  );
}

const profileAttrs = (s: Skin, p: MemberProfile) =>
  dataAttrs(s, {
    'member-id': p.id,
    'first-name': p.firstName,
    'last-name': p.lastName,
    headline: p.headline,
    location: p.location,
    'country-code': p.countryCode,
    industry: p.industry,
    company: p.company,
    title: p.title,
    degree: p.connectionDegree,
    premium: p.premium,
    'open-profile': p.openProfile,
  });

export function searchPage(s: Skin, url: string, result: SearchPage) {
  const next = new URL(url, 'http://x');
  next.searchParams.set('page', String(result.page + 1));
  const items = result.profiles
    .map(
      (p) =>
        `<li ${s.item('result')} ${profileAttrs(s, p)}><a href="/in/${esc(p.id)}/">${esc(p.firstName)} ${esc(p.lastName)}</a>
        <div>${esc(p.headline)}</div><div>${esc(p.location)}</div></li>`,
    )
    .join('');
  const attrs = dataAttrs(s, { total: result.total, page: result.page, 'has-more': result.hasMore });
  return render(
    s,
    'search',
    'Search',
    `<h1 ${s.field('results')} ${attrs}>About ${result.total} results</h1><ul>${items}</ul>` +
      (result.hasMore
        ? `<a ${s.button('next-page')} href="${esc(next.pathname + next.search)}">Next</a>`
        : ''),
  );
}

/** One thing this account did on the network, as its pages show it (a view, a follow, a like…). */
export interface OwnAction {
  id: string;
  at: Date;
  clientKey: string | null;
}

/** What the profile page shows of this account's own dealings with the member. */
export interface ProfileState {
  /** The view this visit recorded (a visit with a tracking origin). */
  view: OwnAction | null;
  follow: OwnAction | null;
  endorsed: (OwnAction & { skills: string[] }) | null;
  inmail: OwnAction | null;
}

const own = (s: Skin, a: OwnAction | null, extra: Record<string, unknown> = {}) =>
  a ? dataAttrs(s, { id: a.id, at: iso(a.at), 'client-key': a.clientKey, ...extra }) : '';

const keyField = `<input type="hidden" name="client_key" value="">`;

/** Follow, endorse, InMail and withdraw on the profile, each a form the network answers by its redirect. */
function profileActions(s: Skin, p: MemberProfile, invitation: InvitationState, state: ProfileState) {
  const id = esc(p.id);
  const connected = invitation.state === 'accepted' || invitation.state === 'connected';
  const follow = `<div ${s.field('follow')} ${dataAttrs(s, { state: state.follow ? 'following' : 'none' })} ${own(s, state.follow)}>${
    state.follow
      ? 'Following'
      : `<form ${s.form('follow')} method="post" action="/in/${id}/follow">${keyField}<button ${s.button('follow')} type="submit">Follow</button></form>`
  }</div>`;
  const withdraw =
    invitation.state === 'pending'
      ? `<form ${s.form('withdraw')} method="post" action="/in/${id}/withdraw"><button ${s.button('withdraw')} type="submit">Withdraw</button></form>`
      : '';
  const endorsed = state.endorsed
    ? `<div ${s.field('endorsed')} ${own(s, state.endorsed, { skills: JSON.stringify(state.endorsed.skills) })}>Endorsed</div>`
    : '';
  const endorse = connected
    ? `<form ${s.form('endorse')} method="post" action="/in/${id}/endorse"><p>Endorse skills</p>${p.skills
        .map(
          (skill) =>
            `<label><input ${s.item('endorse-skill')} type="checkbox" name="skill" value="${esc(skill)}"> ${esc(skill)}</label>`,
        )
        .join('')}<button ${s.button('endorse')} type="submit">Endorse</button></form>`
    : '';
  const inmail = `<div ${s.field('inmail')} ${own(s, state.inmail)}></div>
    <form ${s.form('inmail')} method="post" action="/in/${id}/inmail">
      <p>Send an InMail</p>
      <input ${s.input('inmail-subject')} name="subject" maxlength="300">
      <textarea ${s.input('inmail-body')} name="body" maxlength="2000"></textarea>
      ${keyField}
      <button ${s.button('send-inmail')} type="submit">Send InMail</button>
    </form>`;
  const view = state.view ? `<div ${s.field('view')} ${own(s, state.view)}></div>` : '';
  const skills = `<ul ${s.field('skills')}>${p.skills
    .map((skill) => `<li ${s.item('skill')} ${dataAttrs(s, { name: skill })}>${esc(skill)}</li>`)
    .join('')}</ul>`;
  return `${view}${skills}${follow}${withdraw}${endorsed}${endorse}${inmail}
    <a ${s.button('activity')} href="/in/${id}/recent-activity/">Activity</a>`;
}

export function profilePage(
  s: Skin,
  p: MemberProfile,
  invitation: InvitationState,
  banners: Banner | null,
  state: ProfileState = { view: null, follow: null, endorsed: null, inmail: null },
) {
  const inv = dataAttrs(s, {
    state: invitation.state,
    'invitation-id': invitation.invitationId,
    'sent-at': iso(invitation.sentAt),
    'responded-at': iso(invitation.respondedAt),
    'client-key': invitation.clientKey,
    'reinvite-after': iso(invitation.reinviteAfter),
    note: invitation.note,
  });
  const connected = invitation.state === 'accepted' || invitation.state === 'connected';
  const canConnect = !connected && invitation.state !== 'pending';
  return render(
    s,
    'profile',
    `${p.firstName} ${p.lastName}`,
    `${banner(s, banners)}<section ${s.field('profile')} ${profileAttrs(s, p)}>
      <h1>${esc(p.firstName)} ${esc(p.lastName)}</h1><div>${esc(p.headline)}</div><div>${esc(p.location)}</div>
      <div ${s.field('invitation')} ${inv}>${esc(invitation.state)}</div>
      ${canConnect ? `<button ${s.button('connect')} type="button" onclick="document.querySelector('dialog').showModal()">Connect</button>` : ''}
      ${connected ? `<a ${s.button('message')} href="/messaging/thread/${esc(p.id)}/">Message</a>` : ''}
      ${profileActions(s, p, invitation, state)}
    </section>
    <dialog>
      <form ${s.form('invite')} method="post" action="/in/${esc(p.id)}/connect">
        <p>Add a note to your invitation?</p>
        <textarea ${s.input('note')} name="note" maxlength="300"></textarea>
        <input type="hidden" name="client_key" value="">
        <button ${s.button('send-invitation')} type="submit">Send</button>
      </form>
    </dialog>`,
  );
}

export function messagingPage(s: Skin, conversations: { memberId: string; lastAt: Date; unread: number }[]) {
  const items = conversations
    .map(
      (c) =>
        `<li ${s.item('conversation')} ${dataAttrs(s, { 'member-id': c.memberId, 'last-at': iso(c.lastAt), unread: c.unread })}><a href="/messaging/thread/${esc(c.memberId)}/">${esc(c.memberId)}</a></li>`,
    )
    .join('');
  return render(
    s,
    'messaging',
    'Messaging',
    `<h1>Messaging</h1><ul ${s.field('conversations')}>${items}</ul>`,
  );
}

export function threadPage(s: Skin, memberId: string, state: ConversationState, b: Banner | null) {
  const items = state.messages
    .map(
      (m) =>
        `<li ${s.item('message')} ${dataAttrs(s, {
          id: m.id,
          direction: m.direction,
          kind: m.kind,
          'sent-at': iso(m.sentAt),
          'client-key': m.clientKey,
          subject: m.subject,
        })}><p>${esc(m.text)}</p></li>`,
    )
    .join('');
  return render(
    s,
    'thread',
    'Conversation',
    `${banner(s, b)}<h1 ${s.field('thread')} ${dataAttrs(s, { 'member-id': memberId, 'conversation-id': state.conversationId, 'has-reply': state.hasReply })}>Conversation</h1>
    <ol>${items}</ol>
    <form ${s.form('compose')} method="post" action="/messaging/thread/${esc(memberId)}/">
      <textarea ${s.input('message')} name="text"></textarea>
      <input type="hidden" name="client_key" value="">
      <button ${s.button('send-message')} type="submit">Send</button>
    </form>`,
  );
}

/** A post with this account's own like and comments on it, and the forms to like and to comment. */
export interface PostView {
  post: MemberPost;
  like: OwnAction | null;
  comments: (OwnAction & { text: string })[];
}

// Repeated on a list of posts, so each form and button is an item marker (ids stay unique).
function postItem(s: Skin, { post, like, comments }: PostView) {
  const id = esc(post.id);
  const attrs = dataAttrs(s, {
    id: post.id,
    'author-id': post.authorId,
    'posted-at': iso(post.postedAt),
    likes: post.likes,
    liked: Boolean(like),
    'like-id': like?.id,
    'liked-at': iso(like?.at),
    'like-key': like?.clientKey,
  });
  const mine = comments
    .map((c) => `<li ${s.item('comment')} ${own(s, c)}><p>${esc(c.text)}</p></li>`)
    .join('');
  return `<article ${s.item('post')} ${attrs}>
    <a href="/feed/update/${id}/"><p ${s.item('post-text')}>${esc(post.text)}</p></a>
    ${
      like
        ? '<span>Liked</span>'
        : `<form ${s.item('like-form')} method="post" action="/feed/update/${id}/like">${keyField}<button ${s.item('like')} type="submit">Like</button></form>`
    }
    <ol>${mine}</ol>
    <form ${s.item('comment-form')} method="post" action="/feed/update/${id}/comment">
      <textarea ${s.item('comment-text')} name="text"></textarea>${keyField}
      <button ${s.item('send-comment')} type="submit">Comment</button>
    </form>
  </article>`;
}

/** The member's recent posts (`/in/:id/recent-activity/`). */
export function activityPage(s: Skin, memberId: string, posts: PostView[]) {
  return render(
    s,
    'activity',
    'Activity',
    `<h1 ${s.field('activity')} ${dataAttrs(s, { 'member-id': memberId, count: posts.length })}>Recent activity</h1>
    ${posts.map((p) => postItem(s, p)).join('')}`,
  );
}

/** One post on its own page (`/feed/update/:id/`). */
export function postPage(s: Skin, view: PostView, b: Banner | null) {
  return render(s, 'post', 'Post', `${banner(s, b)}${postItem(s, view)}`);
}

/** A page that only says what went wrong (profile not found, a search the account may not run…). */
export function noticePage(s: Skin, b: Banner) {
  return render(s, 'notice', 'Notice', banner(s, b));
}
