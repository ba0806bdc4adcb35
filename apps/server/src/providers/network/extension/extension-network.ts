import { randomUUID } from 'node:crypto';
import {
  CONNECTION_NOTE_MAX,
  NETWORK_ERROR_CODES,
  NetworkError,
  memberIdFromRef,
  type InvitationState,
  type ConversationState,
  type MemberRef,
  type NetworkAccount,
  type NetworkAttachment,
  type NetworkDriver,
  type NetworkErrorCode,
  type SendResult,
} from '../driver.js';
import type { ExtensionQueue, ExtensionTask } from './queue.js';

export interface ExtensionNetworkOptions {
  queue: ExtensionQueue;
  /** How long an action may wait for the extension to take it before it is withdrawn (ms). */
  pickupMs?: number;
  /** How long the engine's call waits for the result of an action the extension took (ms). */
  resultMs?: number;
  pollMs?: number;
}

/**
 * The extension path (issue 41): an extension account's actions are performed by the extension in the
 * user's own browser. Each action the engine claimed is handed out under its key and the engine's call
 * waits for the extension's report. Exactly-once: the extension takes a row before acting; a row nobody took
 * in time is withdrawn (never handed out again); a row taken and not yet reported stays the one the next
 * attempt of the same invitation waits on (ExtensionQueue.handOut), so an attempt never doubles it.
 * A message goes the same way under its own key; the conversation the engine reads before it (has the
 * member answered?) and to recover it (is a message with this key there?) is read by the extension from
 * the thread page, a read handed out like an action.
 * Actions the extension does not perform yet refuse with `unavailable` (the browser driver now drives them all).
 */
export class ExtensionNetwork implements NetworkDriver {
  readonly name = 'extension';

  constructor(private readonly options: ExtensionNetworkOptions) {}

  async sendInvitation(
    account: NetworkAccount,
    member: MemberRef,
    options: { note?: string | null; clientKey?: string } = {},
  ) {
    const note = options.note?.trim() || null;
    if (note && note.length > CONNECTION_NOTE_MAX) throw new NetworkError('note_too_long');
    if (!options.clientKey) throw new NetworkError('unavailable', 'the extension acts only on keyed actions');
    const task = await this.options.queue.handOut({
      credentialId: account.credentialId,
      key: options.clientKey,
      memberId: memberIdFromRef(member),
      note,
    });
    const r = await this.outcome(account.credentialId, task);
    return {
      id: String(r.id ?? ''),
      sentAt: r.sent_at ? new Date(r.sent_at) : new Date(),
      noteSent: Boolean(r.note_sent),
    };
  }

  /** What the extension reported for this member: the engine's recovery reads the key it was sent with. */
  async getInvitationState(account: NetworkAccount, member: MemberRef): Promise<InvitationState> {
    const done = await this.options.queue.lastInvitation(account.credentialId, memberIdFromRef(member));
    return {
      state: done ? 'pending' : 'none',
      invitationId: done?.result?.id ?? null,
      sentAt: done?.result?.sent_at ? new Date(done.result.sent_at) : null,
      respondedAt: null,
      note: done?.note ?? null,
      clientKey: done?.key ?? null,
      reinviteAfter: null,
    };
  }

  async sendMessage(
    account: NetworkAccount,
    member: MemberRef,
    text: string,
    options: { clientKey?: string; attachments?: NetworkAttachment[] } = {},
  ): Promise<SendResult> {
    if (options.attachments?.length)
      throw new NetworkError('unavailable', 'the extension does not send attachments yet');
    if (!options.clientKey) throw new NetworkError('unavailable', 'the extension acts only on keyed actions');
    const task = await this.options.queue.handOut({
      credentialId: account.credentialId,
      key: options.clientKey,
      kind: 'message',
      memberId: memberIdFromRef(member),
      note: text,
    });
    const r = await this.outcome(account.credentialId, task);
    return { id: String(r.id ?? ''), sentAt: r.sent_at ? new Date(r.sent_at) : new Date() };
  }

  /** The conversation as the thread page showed it to the extension just now (texts are not carried). */
  async getConversationState(account: NetworkAccount, member: MemberRef): Promise<ConversationState> {
    const memberId = memberIdFromRef(member);
    const task = await this.options.queue.handOut({
      credentialId: account.credentialId,
      key: `thread:${memberId}:${randomUUID()}`,
      kind: 'thread',
      memberId,
      note: null,
    });
    const r = await this.outcome(account.credentialId, task);
    const conversationId = r.conversation_id ?? null;
    return {
      conversationId,
      hasReply: Boolean(r.has_reply),
      messages: (r.messages ?? []).map((m) => ({
        id: m.id,
        conversationId: conversationId ?? '',
        direction: m.direction,
        kind: 'message',
        subject: null,
        text: '',
        sentAt: new Date(m.sent_at),
        clientKey: m.client_key,
      })),
    };
  }

  /** Waits for the row's report; withdraws it when nobody took it in time. */
  private async outcome(credentialId: string, first: ExtensionTask) {
    const { queue, pickupMs = 60_000, resultMs = 120_000, pollMs = 250 } = this.options;
    const started = Date.now();
    let task: ExtensionTask | null = first;
    for (;;) {
      if (task?.status === 'done' || task?.status === 'failed') {
        await queue.delivered(credentialId, task.key);
        if (task.status === 'failed') throw new NetworkError(codeOf(task.result?.code));
        return task.result ?? {};
      }
      if (!task || task.status === 'withdrawn') throw new NetworkError('unavailable', 'action withdrawn');
      const waited = Date.now() - started;
      if (task.status === 'claimed' && waited >= pickupMs) {
        if (await queue.withdraw(credentialId, task.key))
          throw new NetworkError('unavailable', 'the extension did not take the action');
      } else if (waited >= pickupMs + resultMs)
        // Taken and not reported yet: the next attempt of this invitation waits on the same row.
        throw new NetworkError('unavailable', 'the extension has not reported the action yet');
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      task = await queue.state(credentialId, task.key);
    }
  }

  // --- done in the user's browser, not through this path yet: refused, never faked ---
  login(): never {
    throw notYet('login');
  }
  submitSecurityCode(): never {
    throw notYet('submitSecurityCode');
  }
  submitPhone(): never {
    throw notYet('submitPhone');
  }
  resendSecurityCode(): never {
    throw notYet('resendSecurityCode');
  }
  checkSubscriptions(): never {
    throw notYet('checkSubscriptions');
  }
  logout(): never {
    throw notYet('logout');
  }
  fetchProfile(): never {
    throw notYet('fetchProfile');
  }
  listPosts(): never {
    throw notYet('listPosts');
  }
  searchPage(): never {
    throw notYet('searchPage');
  }
  listConversations(): never {
    throw notYet('listConversations');
  }
  listMessages(): never {
    throw notYet('listMessages');
  }
  viewProfile(): never {
    throw notYet('viewProfile');
  }
  follow(): never {
    throw notYet('follow');
  }
  likePost(): never {
    throw notYet('likePost');
  }
  endorseSkills(): never {
    throw notYet('endorseSkills');
  }
  withdrawInvitation(): never {
    throw notYet('withdrawInvitation');
  }
  sendInMail(): never {
    throw notYet('sendInMail');
  }
  commentOnPost(): never {
    throw notYet('commentOnPost');
  }
  getCommentState(): never {
    throw notYet('getCommentState');
  }
}

const notYet = (action: string) =>
  new NetworkError('unavailable', `${action} is not performed by the extension yet`);

const codeOf = (value: string | undefined): NetworkErrorCode =>
  (NETWORK_ERROR_CODES as readonly string[]).includes(value ?? '')
    ? (value as NetworkErrorCode)
    : 'unavailable';
