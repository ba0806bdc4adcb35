/**
 * Where the browser driver finds things on the network's pages: one map per page, each with its own
 * version. When the network redesigns a page, its map gets a new version here (and nowhere else); a page
 * that no longer matches its map stops the action with 'page layout changed' for that version.
 * Every map names its page's root (`page`), the elements the driver acts on, and the prefix of the data
 * attributes values are read from (`data`).
 */
export interface PageMap {
  version: string;
  page: string;
  data: string;
  [element: string]: string;
}

export const PAGE_NAMES = [
  'login',
  'checkpoint',
  'restricted',
  'rateLimited',
  'notice',
  'feed',
  'search',
  'profile',
  'messaging',
  'thread',
  'activity',
  'post',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];
export type SelectorMap = Record<PageName, PageMap>;

const a = (page: string) => `#app[data-page="${page}"]`;

/** The network's pages as they were first mapped (the sandbox's layout A). */
export const SELECTORS_V1: SelectorMap = {
  login: {
    version: 'login@1',
    page: a('login'),
    data: 'data-',
    email: '#email',
    password: '#password',
    submit: '#sign-in-button',
    error: '.alert--error',
  },
  checkpoint: {
    version: 'checkpoint@1',
    page: a('checkpoint'),
    data: 'data-',
    challenge: '[data-test="challenge"]',
    code: '#code',
    codeSubmit: '#verify-button',
    resend: '#resend-button',
    country: '#country',
    phone: '#phone',
    phoneSubmit: '#submit-phone-button',
    tfaUser: '#tfa-user',
    tfaPassword: '#tfa-password',
    tfaSubmit: '#tfa-submit-button',
    error: '.alert--error',
  },
  restricted: { version: 'restricted@1', page: a('restricted'), data: 'data-' },
  rateLimited: { version: 'rate-limited@1', page: a('rate-limited'), data: 'data-' },
  notice: { version: 'notice@1', page: a('notice'), data: 'data-', error: '.alert--error' },
  feed: { version: 'feed@1', page: a('feed'), data: 'data-', me: '[data-test="me"]' },
  search: {
    version: 'search@1',
    page: a('search'),
    data: 'data-',
    results: '[data-test="results"]',
    item: '.result-item',
    next: '#next-page-button',
  },
  profile: {
    version: 'profile@1',
    page: a('profile'),
    data: 'data-',
    profile: '[data-test="profile"]',
    invitation: '[data-test="invitation"]',
    connect: '#connect-button',
    dialog: 'dialog #invite-form',
    note: '#note',
    clientKey: '#invite-form input[name="client_key"]',
    send: '#send-invitation-button',
    ok: '.alert--ok',
    error: '.alert--error',
    view: '[data-test="view"]',
    skill: '.skill-item',
    follow: '[data-test="follow"]',
    followButton: '#follow-button',
    followKey: '#follow-form input[name="client_key"]',
    withdraw: '#withdraw-button',
    endorseSkill: '#endorse-form .endorse-skill-item',
    endorse: '#endorse-button',
    endorsed: '[data-test="endorsed"]',
    inmail: '[data-test="inmail"]',
    inmailSubject: '#inmail-subject',
    inmailBody: '#inmail-body',
    inmailKey: '#inmail-form input[name="client_key"]',
    sendInmail: '#send-inmail-button',
  },
  messaging: { version: 'messaging@1', page: a('messaging'), data: 'data-', item: '.conversation-item' },
  thread: {
    version: 'thread@1',
    page: a('thread'),
    data: 'data-',
    thread: '[data-test="thread"]',
    item: '.message-item',
    composer: '#message',
    clientKey: '#compose-form input[name="client_key"]',
    send: '#send-message-button',
    ok: '.alert--ok',
    error: '.alert--error',
  },
  activity: {
    version: 'activity@1',
    page: a('activity'),
    data: 'data-',
    activity: '[data-test="activity"]',
    post: '.post-item',
    text: '.post-item .post-text-item',
  },
  post: {
    version: 'post@1',
    page: a('post'),
    data: 'data-',
    post: '.post-item',
    text: '.post-text-item',
    like: '.like-item',
    likeKey: '.like-form-item input[name="client_key"]',
    comment: '.comment-item',
    commentText: '.comment-text-item',
    commentKey: '.comment-form-item input[name="client_key"]',
    sendComment: '.send-comment-item',
    ok: '.alert--ok',
    error: '.alert--error',
  },
};

const b = (page: string) => `section.pg--${page}`;
const f = (name: string) => `[data-fld="${name}"]`;
const act = (name: string) => `[data-act="${name}"]`;
const k = (name: string) => `[data-k="${name}"]`;

/** The same pages after the network's redesign (the sandbox's layout B). */
export const SELECTORS_V2: SelectorMap = {
  login: {
    version: 'login@2',
    page: b('login'),
    data: 'data-v-',
    email: f('email'),
    password: f('password'),
    submit: act('sign-in'),
    error: '.toast-error',
  },
  checkpoint: {
    version: 'checkpoint@2',
    page: b('checkpoint'),
    data: 'data-v-',
    challenge: k('challenge'),
    code: f('code'),
    codeSubmit: act('verify'),
    resend: act('resend'),
    country: f('country'),
    phone: f('phone'),
    phoneSubmit: act('submit-phone'),
    tfaUser: f('tfa-user'),
    tfaPassword: f('tfa-password'),
    tfaSubmit: act('tfa-submit'),
    error: '.toast-error',
  },
  restricted: { version: 'restricted@2', page: b('restricted'), data: 'data-v-' },
  rateLimited: { version: 'rate-limited@2', page: b('rate-limited'), data: 'data-v-' },
  notice: { version: 'notice@2', page: b('notice'), data: 'data-v-', error: '.toast-error' },
  feed: { version: 'feed@2', page: b('feed'), data: 'data-v-', me: k('me') },
  search: {
    version: 'search@2',
    page: b('search'),
    data: 'data-v-',
    results: k('results'),
    item: '[data-row="result"]',
    next: act('next-page'),
  },
  profile: {
    version: 'profile@2',
    page: b('profile'),
    data: 'data-v-',
    profile: k('profile'),
    invitation: k('invitation'),
    connect: act('connect'),
    dialog: 'dialog [data-frm="invite"]',
    note: f('note'),
    clientKey: '[data-frm="invite"] input[name="client_key"]',
    send: act('send-invitation'),
    ok: '.toast-ok',
    error: '.toast-error',
    view: k('view'),
    skill: '[data-row="skill"]',
    follow: k('follow'),
    followButton: act('follow'),
    followKey: '[data-frm="follow"] input[name="client_key"]',
    withdraw: act('withdraw'),
    endorseSkill: '[data-frm="endorse"] [data-row="endorse-skill"]',
    endorse: act('endorse'),
    endorsed: k('endorsed'),
    inmail: k('inmail'),
    inmailSubject: f('inmail-subject'),
    inmailBody: f('inmail-body'),
    inmailKey: '[data-frm="inmail"] input[name="client_key"]',
    sendInmail: act('send-inmail'),
  },
  messaging: {
    version: 'messaging@2',
    page: b('messaging'),
    data: 'data-v-',
    item: '[data-row="conversation"]',
  },
  thread: {
    version: 'thread@2',
    page: b('thread'),
    data: 'data-v-',
    thread: k('thread'),
    item: '[data-row="message"]',
    composer: f('message'),
    clientKey: '[data-frm="compose"] input[name="client_key"]',
    send: act('send-message'),
    ok: '.toast-ok',
    error: '.toast-error',
  },
  activity: {
    version: 'activity@2',
    page: b('activity'),
    data: 'data-v-',
    activity: k('activity'),
    post: '[data-row="post"]',
    text: '[data-row="post"] [data-row="post-text"]',
  },
  post: {
    version: 'post@2',
    page: b('post'),
    data: 'data-v-',
    post: '[data-row="post"]',
    text: '[data-row="post-text"]',
    like: '[data-row="like"]',
    likeKey: '[data-row="like-form"] input[name="client_key"]',
    comment: '[data-row="comment"]',
    commentText: '[data-row="comment-text"]',
    commentKey: '[data-row="comment-form"] input[name="client_key"]',
    sendComment: '[data-row="send-comment"]',
    ok: '.toast-ok',
    error: '.toast-error',
  },
};

/** The map the driver ships with. */
export const CURRENT_SELECTORS = SELECTORS_V1;
