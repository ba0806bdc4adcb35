/**
 * The professional-network driver: everything Leadloop does on the network, behind one interface.
 * The sandbox (./sandbox) is the default implementation; a real one would talk the network's protocol.
 *
 * Contract for callers (the campaign engine):
 * - Every call names the connected account (`NetworkAccount`) and, where relevant, a member (`MemberRef`).
 * - Failures are thrown as `NetworkError` with a `code`; `outcomeForError()` maps a code onto the
 *   spec's skip and wait reasons (or "retry later" / "account problem") so the engine never parses text.
 * - Sends take a caller-chosen `clientKey` (e.g. the step-run id). Before retrying a send whose result is
 *   unknown (crash, timeout), ask `getInvitationState` / `getConversationState`: they report what the
 *   network actually holds, including the `clientKey` of messages it received, so a retry never doubles.
 * This file only grows: new members are optional or additive.
 */

/** The connected account acting on the network (a credential row). */
import { INMAIL_MAX } from '@leadloop/domain';

export interface NetworkAccount {
  credentialId: string;
  /** The login email of the account on the network. */
  username: string;
}

/** A member of the network: its public id (the slug of `/in/<id>`) or a profile URL. */
export type MemberRef = string;

export type SecurityCodeChannel = 'email' | 'sms' | 'app';

export type LoginChallenge =
  | { kind: 'security_code'; pinType: SecurityCodeChannel; requestedAt: Date }
  | { kind: 'phone'; requestedAt: Date }
  | { kind: 'two_factor' }
  | { kind: 'captcha' }
  /** The network wants the user to confirm the sign-in on their phone or app. */
  | { kind: 'authorization' };

export interface LoginInput {
  account: NetworkAccount;
  password?: string;
  /** Session cookies of an extension-mode account, used instead of a password. */
  cookies?: NetworkCookie[];
  twoFactor?: { username: string; password: string };
  /** Proxy the session goes through (country or custom address). */
  proxy?: { countryCode?: string | null; address?: string | null; port?: number | null };
}

export interface NetworkCookie {
  domain: string;
  name: string;
  value: string;
  path?: string;
  secure?: boolean;
  httpOnly?: boolean;
  hostOnly?: boolean;
  sameSite?: string;
  session?: boolean;
  storeId?: string | null;
  id?: number | string;
  expirationDate?: number;
}

export type LoginResult =
  | { status: 'logged_in'; self: MemberProfile; subscriptions: Subscriptions }
  | { status: 'challenge'; challenge: LoginChallenge };

export interface Subscriptions {
  premium: boolean;
  salesNavigator: boolean;
  recruiter: boolean;
  /** InMail credits left this period. */
  inmailCredits: number;
}

export interface MemberPosition {
  title: string;
  company: string;
  companyId?: string;
  startedAt?: string;
  current: boolean;
}

export interface MemberProfile {
  id: string;
  url: string;
  firstName: string;
  lastName: string;
  headline: string;
  location: string;
  countryCode: string;
  industry: string;
  company: string;
  title: string;
  positions: MemberPosition[];
  skills: string[];
  photoUrl: string | null;
  premium: boolean;
  /** Open profiles accept InMail without credits; closed ones refuse messages from non-connections. */
  openProfile: boolean;
  /** Contact data an enrichment provider may reveal (not shown on the profile itself). */
  email?: string | null;
  phone?: string | null;
  connectionDegree: 1 | 2 | 3;
}

export interface MemberPost {
  id: string;
  authorId: string;
  text: string;
  postedAt: Date;
  likes: number;
}

export interface SendResult {
  /** The network's id of what was created (invitation, message, comment). */
  id: string;
  sentAt: Date;
}

export interface InvitationSendResult extends SendResult {
  /** False when the note was dropped (free-account note cap): the caller must show it, not hide it. */
  noteSent: boolean;
}

export type InvitationStateKind = 'none' | 'pending' | 'accepted' | 'withdrawn' | 'declined' | 'connected';

export interface InvitationState {
  state: InvitationStateKind;
  invitationId: string | null;
  sentAt: Date | null;
  respondedAt: Date | null;
  note: string | null;
  clientKey: string | null;
  /** When a withdrawn invitation may be sent again. */
  reinviteAfter: Date | null;
}

/** A file sent with a message (the inbox checks type and size before it gets here). */
export interface NetworkAttachment {
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface NetworkMessage {
  id: string;
  conversationId: string;
  direction: 'outbound' | 'inbound';
  kind: 'message' | 'inmail';
  subject: string | null;
  text: string;
  sentAt: Date;
  /** Echo of the sender's clientKey for outbound messages (exactly-once checks). */
  clientKey: string | null;
}

export interface ConversationState {
  conversationId: string | null;
  messages: NetworkMessage[];
  /** The member answered at least once. */
  hasReply: boolean;
}

export interface Conversation {
  id: string;
  memberId: string;
  lastMessageAt: Date;
  lastMessage: NetworkMessage | null;
  unread: number;
}

export interface Page<T> {
  items: T[];
  /** Opaque cursor for the next call; null when nothing more is there now. */
  nextCursor: string | null;
}

export interface SearchPage {
  profiles: MemberProfile[];
  page: number;
  total: number;
  hasMore: boolean;
}

export interface NetworkDriver {
  readonly name: string;

  // --- session ---
  login(input: LoginInput): Promise<LoginResult>;
  /** Answers a security-code challenge (6 digits). Throws `wrong_code` or `code_expired`. */
  submitSecurityCode(account: NetworkAccount, code: string): Promise<LoginResult>;
  /** Answers a phone challenge; the network then sends a security code by SMS. */
  submitPhone(account: NetworkAccount, phone: { number: string; countryCode: string }): Promise<LoginResult>;
  /** Asks the network to send the pending security code again. */
  resendSecurityCode(account: NetworkAccount): Promise<{ requestedAt: Date; pinType: SecurityCodeChannel }>;
  checkSubscriptions(account: NetworkAccount): Promise<Subscriptions>;
  logout(account: NetworkAccount): Promise<void>;

  // --- reading ---
  fetchProfile(account: NetworkAccount, member: MemberRef): Promise<MemberProfile>;
  listPosts(account: NetworkAccount, member: MemberRef, limit?: number): Promise<MemberPost[]>;
  /** One page (1-based) of a search URL's results. */
  searchPage(account: NetworkAccount, searchUrl: string, page: number): Promise<SearchPage>;
  /** Conversations with activity after the cursor, oldest first. */
  listConversations(account: NetworkAccount, cursor?: string | null): Promise<Page<Conversation>>;
  /** Messages (both directions) after the cursor, oldest first, across all conversations. */
  listMessages(account: NetworkAccount, cursor?: string | null): Promise<Page<NetworkMessage>>;

  // --- acting ---
  viewProfile(account: NetworkAccount, member: MemberRef): Promise<SendResult>;
  /** With a clientKey, a retry of the same follow returns the first one instead of acting again. */
  follow(account: NetworkAccount, member: MemberRef, options?: { clientKey?: string }): Promise<SendResult>;
  likePost(account: NetworkAccount, postId: string, options?: { clientKey?: string }): Promise<SendResult>;
  endorseSkills(
    account: NetworkAccount,
    member: MemberRef,
    skills?: string[],
  ): Promise<SendResult & { skills: string[] }>;
  /** Note ≤ 200 characters (CONNECTION_NOTE_MAX). */
  sendInvitation(
    account: NetworkAccount,
    member: MemberRef,
    options?: { note?: string | null; clientKey?: string },
  ): Promise<InvitationSendResult>;
  withdrawInvitation(account: NetworkAccount, member: MemberRef): Promise<SendResult>;
  /** Message to a 1st-degree connection, optionally with files (inbox replies). */
  sendMessage(
    account: NetworkAccount,
    member: MemberRef,
    text: string,
    options?: { clientKey?: string; attachments?: NetworkAttachment[] },
  ): Promise<SendResult>;
  /** InMail: subject ≤ 200, body ≤ 1900; needs credits unless the member's profile is open. */
  sendInMail(
    account: NetworkAccount,
    member: MemberRef,
    message: { subject: string; body: string },
    options?: { clientKey?: string },
  ): Promise<SendResult>;
  commentOnPost(
    account: NetworkAccount,
    postId: string,
    text: string,
    options?: { clientKey?: string },
  ): Promise<SendResult>;

  // --- exactly-once ---
  getInvitationState(account: NetworkAccount, member: MemberRef): Promise<InvitationState>;
  getConversationState(account: NetworkAccount, member: MemberRef): Promise<ConversationState>;
  /**
   * For each member, whether this account has a conversation with them (a message either way, sent by
   * now): the first look's "talked before the campaign" for many prospects in one call. Optional: without
   * it the engine asks getConversationState member by member.
   */
  talkedTo?(account: NetworkAccount, members: MemberRef[]): Promise<boolean[]>;
  /** This account's comments on a post, with the clientKey each was sent with (the ai_comment step). */
  getCommentState(account: NetworkAccount, postId: string): Promise<CommentState>;
}

export interface CommentState {
  comments: { id: string; text: string; clientKey: string | null }[];
}

// Text limits come from the domain package (one definition); re-exported for driver implementations.
export { CONNECTION_NOTE_MAX, INMAIL_SUBJECT_MAX } from '@leadloop/domain';
export const INMAIL_BODY_MAX = INMAIL_MAX;

/** Every way a network call can fail. */
export const NETWORK_ERROR_CODES = [
  // account / session
  'wrong_password',
  'not_logged_in',
  'challenge_required',
  'wrong_code',
  'code_expired',
  'two_factor_unsupported',
  'two_factor_wrong',
  'captcha_required',
  'account_restricted',
  'proxy_failed',
  'subscription_expired',
  // limits
  'weekly_invitation_limit',
  'pending_invitations_cap',
  'inmail_limit',
  'no_inmail_credits',
  'rate_limited',
  // target
  'profile_not_found',
  'profile_closed',
  'profile_not_premium',
  'closed_for_messaging',
  'not_connected',
  'already_connected',
  'invitation_already_sent',
  'recently_withdrawn',
  'no_invitation',
  'already_inmailed',
  'message_exists',
  'needs_sales_navigator',
  'inmail_forbidden',
  'no_posts',
  'post_not_found',
  'note_too_long',
  'inmail_too_long',
  'invalid_search_url',
  // transport
  'unavailable',
  /** A browser driver met a page that no longer matches its selector map: nothing was done, nor guessed. */
  'page_layout_changed',
] as const;
export type NetworkErrorCode = (typeof NETWORK_ERROR_CODES)[number];

export class NetworkError extends Error {
  constructor(
    public readonly code: NetworkErrorCode,
    message?: string,
    /** For limits and transient failures: when trying again makes sense. */
    public readonly retryAt?: Date,
  ) {
    super(message ?? code);
    this.name = 'NetworkError';
  }
}

export const isNetworkError = (error: unknown): error is NetworkError => error instanceof NetworkError;

/**
 * What the engine does with a failure:
 * - skip: the step is done without acting (000 §… skipped-step reasons);
 * - wait: the prospect waits with a reason shown to the user (001 §8 prospect wait reasons);
 * - retry: try the same step later (limits, transient problems), at `retryAt` when given;
 * - account: the account itself needs attention (status shown on the credential).
 */
export type NetworkOutcome =
  | { kind: 'skip'; reason: SkipReason }
  | { kind: 'wait'; reason: WaitReason }
  | { kind: 'retry'; reason: RetryReason }
  | { kind: 'account'; reason: AccountProblem };

/** Skipped-step reasons of 000 §5 that the network can cause (snake_case of the spec's words). */
export type SkipReason =
  | 'already_connected'
  | 'request_already_sent'
  | 'invite_already_sent'
  | 'already_inmailed'
  | 'message_exists'
  | 'no_posts'
  | 'no_actions';
/** Prospect wait reasons of 001 §8 that the network can cause. */
export type WaitReason =
  | 'run_out_of_credits'
  | 'profile_is_closed'
  | 'inmail_forbidden'
  | 'needs_sales_navigator_subscription'
  | 'profile_is_not_premium'
  | 'closed_for_messaging'
  | 'inmail_over_1900_characters'
  | 'connection_request_over_200_characters'
  | 'profile_action_declined';
export type RetryReason =
  | 'weekly_invitation_limit'
  | 'pending_invitations_cap'
  | 'inmail_limit'
  | 'rate_limited'
  | 'unavailable'
  | 'recently_withdrawn';
export type AccountProblem =
  | 'invalid'
  | 'challenge'
  | 'waiting_for_pin'
  | 'two_factor'
  | 'captcha'
  | 'blocked'
  | 'proxy_failed'
  | 'subscription_expired'
  | 'page_layout_changed';

export const NETWORK_ERROR_OUTCOMES: Record<NetworkErrorCode, NetworkOutcome> = {
  wrong_password: { kind: 'account', reason: 'invalid' },
  not_logged_in: { kind: 'account', reason: 'invalid' },
  challenge_required: { kind: 'account', reason: 'challenge' },
  wrong_code: { kind: 'account', reason: 'waiting_for_pin' },
  code_expired: { kind: 'account', reason: 'waiting_for_pin' },
  two_factor_unsupported: { kind: 'account', reason: 'two_factor' },
  two_factor_wrong: { kind: 'account', reason: 'two_factor' },
  captcha_required: { kind: 'account', reason: 'captcha' },
  account_restricted: { kind: 'account', reason: 'blocked' },
  proxy_failed: { kind: 'account', reason: 'proxy_failed' },
  subscription_expired: { kind: 'account', reason: 'subscription_expired' },
  weekly_invitation_limit: { kind: 'retry', reason: 'weekly_invitation_limit' },
  pending_invitations_cap: { kind: 'retry', reason: 'pending_invitations_cap' },
  inmail_limit: { kind: 'retry', reason: 'inmail_limit' },
  no_inmail_credits: { kind: 'wait', reason: 'run_out_of_credits' },
  rate_limited: { kind: 'retry', reason: 'rate_limited' },
  profile_not_found: { kind: 'wait', reason: 'profile_is_closed' },
  profile_closed: { kind: 'wait', reason: 'profile_is_closed' },
  profile_not_premium: { kind: 'wait', reason: 'profile_is_not_premium' },
  closed_for_messaging: { kind: 'wait', reason: 'closed_for_messaging' },
  not_connected: { kind: 'wait', reason: 'closed_for_messaging' },
  already_connected: { kind: 'skip', reason: 'already_connected' },
  invitation_already_sent: { kind: 'skip', reason: 'invite_already_sent' },
  recently_withdrawn: { kind: 'retry', reason: 'recently_withdrawn' },
  no_invitation: { kind: 'skip', reason: 'no_actions' },
  already_inmailed: { kind: 'skip', reason: 'already_inmailed' },
  message_exists: { kind: 'skip', reason: 'message_exists' },
  needs_sales_navigator: { kind: 'wait', reason: 'needs_sales_navigator_subscription' },
  inmail_forbidden: { kind: 'wait', reason: 'inmail_forbidden' },
  no_posts: { kind: 'skip', reason: 'no_posts' },
  post_not_found: { kind: 'skip', reason: 'no_posts' },
  note_too_long: { kind: 'wait', reason: 'connection_request_over_200_characters' },
  inmail_too_long: { kind: 'wait', reason: 'inmail_over_1900_characters' },
  invalid_search_url: { kind: 'wait', reason: 'profile_action_declined' },
  unavailable: { kind: 'retry', reason: 'unavailable' },
  page_layout_changed: { kind: 'account', reason: 'page_layout_changed' },
};

export function outcomeForError(error: unknown): NetworkOutcome | null {
  return isNetworkError(error) ? NETWORK_ERROR_OUTCOMES[error.code] : null;
}

/** `https://…/in/jane-doe-1a2b/` or `jane-doe-1a2b` → `jane-doe-1a2b`. */
export function memberIdFromRef(ref: MemberRef): string {
  const match = /\/in\/([^/?#]+)/.exec(ref);
  return decodeURIComponent(match ? match[1]! : ref.trim()).toLowerCase();
}
