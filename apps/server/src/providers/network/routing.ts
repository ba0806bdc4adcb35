import {
  NetworkError,
  type LoginInput,
  type MemberRef,
  type NetworkAccount,
  type NetworkAttachment,
  type NetworkDriver,
} from './driver.js';

/** The ways an account reaches the network. */
export type NetworkPath = 'function' | 'browser' | 'extension';

/** What the choice reads of an account (its credential and workspace). */
export interface AccountKind {
  automationType: 'cloud' | 'extension';
  /** An account of the sample workspace (sample data, demos). */
  sample: boolean;
}

/**
 * THE place an account's driver is chosen (issue 41): without the network's web pages configured, or for
 * the sample workspace, the function path (the sandbox simulation); otherwise a cloud account drives the
 * pages in the worker's browser and an extension account is driven by the extension in the user's browser.
 */
export function networkPathFor(kind: AccountKind, webConfigured: boolean): NetworkPath {
  if (!webConfigured || kind.sample) return 'function';
  return kind.automationType === 'extension' ? 'extension' : 'browser';
}

export interface RoutingOptions {
  drivers: { function: NetworkDriver; browser?: NetworkDriver; extension?: NetworkDriver };
  webConfigured: boolean;
  kindOf: (credentialId: string) => Promise<AccountKind>;
  /** How long an account's kind is remembered (its automation type rarely changes). */
  cacheMs?: number;
}

/**
 * The network driver the engine holds: each call goes to the driver of its account's path. A path without
 * a driver in this process refuses with `unavailable` (retried later), never falls back to another path.
 */
export class RoutingNetwork implements NetworkDriver {
  readonly name = 'routing';
  private readonly kinds = new Map<string, { kind: AccountKind; at: number }>();

  constructor(private readonly options: RoutingOptions) {}

  /** Forgets an account's kind (its automation type changed). */
  forget(credentialId: string): void {
    this.kinds.delete(credentialId);
  }

  async pathOf(account: NetworkAccount): Promise<NetworkPath> {
    const cached = this.kinds.get(account.credentialId);
    const fresh = cached && Date.now() - cached.at < (this.options.cacheMs ?? 60_000);
    const kind = fresh ? cached.kind : await this.options.kindOf(account.credentialId);
    if (!fresh) this.kinds.set(account.credentialId, { kind, at: Date.now() });
    return networkPathFor(kind, this.options.webConfigured);
  }

  async driverOf(account: NetworkAccount): Promise<NetworkDriver> {
    const path = await this.pathOf(account);
    const driver = this.options.drivers[path];
    if (!driver) throw new NetworkError('unavailable', `no ${path} driver runs in this process`);
    return driver;
  }

  private async on<T>(account: NetworkAccount, call: (driver: NetworkDriver) => Promise<T>): Promise<T> {
    return call(await this.driverOf(account));
  }

  login = (input: LoginInput) => this.on(input.account, (d) => d.login(input));
  submitSecurityCode = (a: NetworkAccount, code: string) => this.on(a, (d) => d.submitSecurityCode(a, code));
  submitPhone = (a: NetworkAccount, phone: { number: string; countryCode: string }) =>
    this.on(a, (d) => d.submitPhone(a, phone));
  resendSecurityCode = (a: NetworkAccount) => this.on(a, (d) => d.resendSecurityCode(a));
  checkSubscriptions = (a: NetworkAccount) => this.on(a, (d) => d.checkSubscriptions(a));
  logout = (a: NetworkAccount) => this.on(a, (d) => d.logout(a));
  fetchProfile = (a: NetworkAccount, m: MemberRef) => this.on(a, (d) => d.fetchProfile(a, m));
  listPosts = (a: NetworkAccount, m: MemberRef, limit?: number) =>
    this.on(a, (d) => d.listPosts(a, m, limit));
  searchPage = (a: NetworkAccount, url: string, page: number) =>
    this.on(a, (d) => d.searchPage(a, url, page));
  listConversations = (a: NetworkAccount, cursor?: string | null) =>
    this.on(a, (d) => d.listConversations(a, cursor));
  listMessages = (a: NetworkAccount, cursor?: string | null) => this.on(a, (d) => d.listMessages(a, cursor));
  viewProfile = (a: NetworkAccount, m: MemberRef) => this.on(a, (d) => d.viewProfile(a, m));
  follow = (a: NetworkAccount, m: MemberRef, o?: { clientKey?: string }) =>
    this.on(a, (d) => d.follow(a, m, o));
  likePost = (a: NetworkAccount, postId: string, o?: { clientKey?: string }) =>
    this.on(a, (d) => d.likePost(a, postId, o));
  endorseSkills = (a: NetworkAccount, m: MemberRef, skills?: string[]) =>
    this.on(a, (d) => d.endorseSkills(a, m, skills));
  sendInvitation = (a: NetworkAccount, m: MemberRef, o?: { note?: string | null; clientKey?: string }) =>
    this.on(a, (d) => d.sendInvitation(a, m, o));
  withdrawInvitation = (a: NetworkAccount, m: MemberRef) => this.on(a, (d) => d.withdrawInvitation(a, m));
  sendMessage = (
    a: NetworkAccount,
    m: MemberRef,
    text: string,
    o?: { clientKey?: string; attachments?: NetworkAttachment[] },
  ) => this.on(a, (d) => d.sendMessage(a, m, text, o));
  sendInMail = (
    a: NetworkAccount,
    m: MemberRef,
    msg: { subject: string; body: string },
    o?: { clientKey?: string },
  ) => this.on(a, (d) => d.sendInMail(a, m, msg, o));
  commentOnPost = (a: NetworkAccount, postId: string, text: string, o?: { clientKey?: string }) =>
    this.on(a, (d) => d.commentOnPost(a, postId, text, o));
  getInvitationState = (a: NetworkAccount, m: MemberRef) => this.on(a, (d) => d.getInvitationState(a, m));
  getConversationState = (a: NetworkAccount, m: MemberRef) => this.on(a, (d) => d.getConversationState(a, m));
  getCommentState = (a: NetworkAccount, postId: string) => this.on(a, (d) => d.getCommentState(a, postId));
  talkedTo = (a: NetworkAccount, members: MemberRef[]) =>
    this.on(a, async (d) =>
      d.talkedTo
        ? d.talkedTo(a, members)
        : Promise.all(members.map(async (m) => (await d.getConversationState(a, m)).messages.length > 0)),
    );
}
