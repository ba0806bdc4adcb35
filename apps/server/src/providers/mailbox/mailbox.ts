/**
 * An account's mailbox: how Leadloop sends email *as a connected account* (campaign email steps, email
 * replies from the inbox). Not to be confused with providers/mail (the server's own system mail).
 *
 * Which mailbox an account uses is decided per send (see ./index.ts `mailboxFor`): the account's
 * connected SMTP integration when it has one, otherwise the built-in sandbox mailbox. Every send,
 * whatever the transport, is recorded in the `mailbox_messages` table, so:
 * - a `clientKey` (e.g. the campaign step's idempotency key) makes a send exactly-once across
 *   crashes and restarts: a second send with the same key returns the first message, it does not
 *   send again (SMTP: see smtp.ts for the one unavoidable gap);
 * - opened / clicked state survives a restart.
 */

export interface MailAttachment {
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface OutgoingAccountMail {
  to: string;
  subject: string;
  /** At least one of text / html. */
  text?: string;
  html?: string;
  /** Message-ID of the email this one answers (threading: In-Reply-To and References). */
  inReplyTo?: string | null;
  attachments?: MailAttachment[];
  /** Idempotency key: a send with a key that was already sent returns the earlier message. */
  clientKey?: string | null;
  /** Campaign link tracking (the sandbox simulates clicks only when on). */
  trackLinks?: boolean;
  /** Send time (the engine's clock); defaults to the server clock. */
  at?: Date;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post, a test marker); transports pass them on. */
  headers?: Record<string, string>;
  /**
   * Campaign mail: rotate between the account's connected mailboxes within their daily limits
   * (see ./rotation.ts). Without it (inbox replies, test sends) the mailbox that last wrote to the
   * address sends, else the account's first one, and no limit holds it.
   */
  rotation?: MailboxRotation;
}

/** Campaign mail's rotation input (see ./rotation.ts). */
export interface MailboxRotation {
  /** Start of the account's local day (the limits' reset). */
  dayStart: Date;
  /** When a step that found every mailbox full tries again. */
  retryAt: Date;
  /** The account's `emails` daily limit: a mailbox without its own limit uses it. */
  dailyLimit: number;
}

export type MailboxTransport = 'sandbox' | 'smtp' | 'gmail' | 'graph' | 'ses' | 'sendgrid';

export interface SentAccountMail {
  /** Our id of the message (uuid). */
  id: string;
  credentialId: string;
  /** RFC 5322 Message-ID, `<...@...>` — what a reply's In-Reply-To points at. */
  messageId: string;
  transport: MailboxTransport;
  /** The integration the message went through (null for the sandbox). */
  integrationId: string | null;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  inReplyTo: string | null;
  clientKey: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
  sentAt: Date;
  openedAt: Date | null;
  clickedAt: Date | null;
  /** Opened / clicked as of now (the sandbox's simulated reader acts a while after delivery). */
  opened: boolean;
  clicked: boolean;
}

/** An account's mailbox cannot send (integration down, SMTP refused). The message is the spec's text where one exists. */
export class MailboxError extends Error {
  constructor(
    message: string,
    public readonly code: 'integration_down' | 'rejected' | 'invalid' | 'limit',
    /** 'limit': when every mailbox has room again. */
    public readonly retryAt?: Date,
  ) {
    super(message);
  }
}

export interface AccountMailbox {
  /** Sends as the account; returns the recorded message (with its provider Message-ID). */
  send(credentialId: string, mail: OutgoingAccountMail): Promise<SentAccountMail>;
  /** The message recorded for an idempotency key of an account (exactly-once checks after a crash). */
  findByClientKey(credentialId: string, clientKey: string): Promise<SentAccountMail | null>;
  /** A recorded message by our id or its Message-ID, within an account. */
  get(credentialId: string, idOrMessageId: string): Promise<SentAccountMail | null>;
  /** The latest message from an account to an address (opened/clicked conditions). */
  lastTo(credentialId: string, to: string): Promise<SentAccountMail | null>;
}
