import type { ImapFlow } from 'imapflow';
import type { EgressPolicy } from '../../lib/egress/index.js';
import { mailHost } from './mail-host.js';
import type { AddressObject, ParsedMail } from 'mailparser';
import { ATTACHMENT_MAX_BYTES } from '@leadloop/domain/inbox/attachments';

/**
 * Inbound mail of an SMTP + IMAP mailbox: reads the INBOX over IMAP (imapflow) from a UID cursor and
 * classifies each message (mailparser) as a reply, an auto-reply or a delivery status notification.
 * What the messages mean for the inbox and the campaigns is decided by the inbox module's email sync.
 */
export interface ImapSettings {
  host: string;
  port: number;
  /** true: implicit TLS (993); false: plain, upgraded with STARTTLS when the server offers it. */
  secure: boolean;
  username: string;
  password: string;
}

export interface ImapCursor {
  uidValidity: number | null;
  lastUid: number;
}

export interface InboundEmail {
  uid: number;
  /** Message-ID header (with angle brackets) or null. */
  messageId: string | null;
  from: string;
  subject: string;
  text: string;
  /** In-Reply-To and References, newest first. */
  refs: string[];
  receivedAt: Date;
  classification: InboundClass;
  /** Attached files (not inline images), at most 5 of at most 10 MB each. */
  attachments: { filename: string; contentType: string; data: Buffer }[];
}

export type InboundClass =
  | { kind: 'reply' }
  | { kind: 'auto_reply' }
  | {
      kind: 'bounce';
      /** 5.x.x: permanent (the address is invalid); 4.x.x: temporary. */
      hard: boolean;
      status: string;
      recipient: string | null;
      /** Message-ID of the message that bounced, from the returned headers. */
      originalMessageId: string | null;
    }
  | {
      /** A spam complaint in the Abuse Reporting Format (RFC 5965): a feedback loop's report. */
      kind: 'complaint';
      feedbackType: string;
      recipient: string | null;
      originalMessageId: string | null;
    };

/** A login or connection failure: the integration itself is broken (not one message). */
export class ImapLoginError extends Error {}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

async function client(settings: ImapSettings, egress: EgressPolicy) {
  const { host, servername } = await mailHost(settings.host, egress);
  const { ImapFlow } = await import('imapflow');
  return new ImapFlow({
    host,
    servername,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.username, pass: settings.password },
    logger: false,
    ...TIMEOUTS,
  });
}

const reason = (error: unknown) => {
  const e = error as { responseText?: string; message?: string };
  return e.responseText || e.message || 'IMAP login failed';
};

/** Logs in to the IMAP server and opens nothing. Resolves to null when it works, else the server's reason. */
export async function verifyImap(settings: ImapSettings, egress: EgressPolicy): Promise<string | null> {
  let c: ImapFlow;
  try {
    c = await client(settings, egress);
  } catch (error) {
    return reason(error);
  }
  c.on('error', () => undefined);
  try {
    await c.connect();
    await c.logout();
    return null;
  } catch (error) {
    c.close();
    return reason(error);
  }
}

/**
 * New INBOX messages after the cursor, oldest first, one UID window at a time: UIDs `lastUid+1 …
 * lastUid+limit` (a window past gaps may hold fewer messages, or none). `scannedTo` is the window's
 * last UID that exists so far (the next call starts after it); `more` says whether UIDs above it were
 * already assigned (call again). When the INBOX's UIDVALIDITY is not the cursor's, UIDs were
 * renumbered: everything is read again from UID 1 (the caller dedupes by Message-ID). Connection or
 * login failures throw ImapLoginError.
 */
export async function fetchInbox(
  settings: ImapSettings,
  cursor: ImapCursor,
  limit: number,
  egress: EgressPolicy,
): Promise<{ uidValidity: number; messages: InboundEmail[]; scannedTo: number; more: boolean }> {
  let c: ImapFlow;
  try {
    c = await client(settings, egress);
  } catch (error) {
    throw new ImapLoginError(reason(error));
  }
  c.on('error', () => undefined);
  try {
    await c.connect();
  } catch (error) {
    c.close();
    throw new ImapLoginError(reason(error));
  }
  try {
    const lock = await c.getMailboxLock('INBOX', { readOnly: true });
    try {
      const box = c.mailbox;
      if (!box) throw new Error('INBOX did not open');
      const uidValidity = Number(box.uidValidity);
      const from = uidValidity === cursor.uidValidity ? cursor.lastUid : 0;
      const uidNext = Number(box.uidNext ?? 0);
      if (box.exists === 0 || (uidNext && uidNext <= from + 1))
        return { uidValidity, messages: [], scannedTo: from, more: false };
      const upper = from + limit;
      const raws: { uid: number; source: Buffer; internalDate: Date }[] = [];
      for await (const m of c.fetch(
        `${from + 1}:${upper}`,
        { uid: true, source: true, internalDate: true },
        { uid: true },
      )) {
        if (m.uid > from && m.uid <= upper && m.source)
          raws.push({ uid: m.uid, source: m.source, internalDate: new Date(m.internalDate ?? Date.now()) });
      }
      raws.sort((a, b) => a.uid - b.uid);
      const messages: InboundEmail[] = [];
      for (const r of raws) messages.push(await parseInbound(r.source, r.uid, r.internalDate));
      // Without UIDNEXT (rare): the window's newest message is as far as we know.
      const scannedTo = uidNext ? Math.min(upper, uidNext - 1) : (raws.at(-1)?.uid ?? from);
      return { uidValidity, messages, scannedTo, more: Boolean(uidNext) && uidNext - 1 > upper };
    } finally {
      lock.release();
    }
  } finally {
    await c.logout().catch(() => c.close());
  }
}

/** A live IMAP IDLE connection on the INBOX (see `watchInbox`). */
export interface InboxWatch {
  /** Whether the server offers IDLE: false → nothing is watched (the caller polls instead). */
  idle: boolean;
  close(): Promise<void>;
}

/**
 * Opens the INBOX read-only and stays in IMAP IDLE (imapflow's auto-IDLE, restarted every 2 minutes
 * so a quiet connection is never cut by a NAT or the server's own timeout). `onNew` runs when the
 * server announces a new message count (`EXISTS`); `onClose` once when the connection ends for any
 * reason (network, server restart, logout). A server without IDLE answers `{idle: false}` and is left
 * alone. Login or connection failures throw ImapLoginError.
 */
export async function watchInbox(
  settings: ImapSettings,
  handlers: { onNew: () => void; onClose: (error?: Error) => void },
  egress: EgressPolicy,
): Promise<InboxWatch> {
  let target: Awaited<ReturnType<typeof mailHost>>;
  try {
    target = await mailHost(settings.host, egress);
  } catch (error) {
    throw new ImapLoginError(reason(error));
  }
  const { ImapFlow } = await import('imapflow');
  const c = new ImapFlow({
    host: target.host,
    servername: target.servername,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.username, pass: settings.password },
    logger: false,
    connectionTimeout: TIMEOUTS.connectionTimeout,
    greetingTimeout: TIMEOUTS.greetingTimeout,
    socketTimeout: 5 * 60_000,
    maxIdleTime: 2 * 60_000,
    autoIdleDelay: 200,
  });
  let lastError: Error | undefined;
  c.on('error', (error: Error) => {
    lastError = error;
  });
  try {
    await c.connect();
  } catch (error) {
    c.close();
    throw new ImapLoginError(reason(error));
  }
  if (!c.capabilities.has('IDLE')) {
    await c.logout().catch(() => c.close());
    return { idle: false, close: async () => undefined };
  }
  let closing = false;
  c.on('exists', () => handlers.onNew());
  c.on('close', () => {
    if (!closing) handlers.onClose(lastError);
  });
  try {
    await c.mailboxOpen('INBOX', { readOnly: true });
  } catch (error) {
    closing = true;
    c.close();
    throw error;
  }
  return {
    idle: true,
    async close() {
      closing = true;
      await c.logout().catch(() => c.close());
    },
  };
}

const firstAddress = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a[0] : a)?.value[0]?.address?.toLowerCase() ?? '';

const ids = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value ? value.split(/\s+/) : []).map((v) => v.trim()).filter(Boolean);

/** Parses one raw message and classifies it. */
export async function parseInbound(source: Buffer, uid: number, internalDate: Date): Promise<InboundEmail> {
  const { simpleParser } = await import('mailparser');
  const mail = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true });
  const refs = [...ids(mail.inReplyTo), ...ids(mail.references).reverse()];
  return {
    uid,
    messageId: mail.messageId ?? null,
    from: firstAddress(mail.from),
    subject: mail.subject ?? '',
    text: (mail.text ?? '').trim(),
    refs: [...new Set(refs)],
    receivedAt: mail.date && mail.date < internalDate ? mail.date : internalDate,
    classification: classify(mail, source.toString('latin1')),
    attachments: mail.attachments
      .filter((a) => !a.related && a.contentDisposition !== 'inline' && a.size <= ATTACHMENT_MAX_BYTES)
      .slice(0, 5)
      .map((a, i) => ({
        filename: a.filename || `attachment-${i + 1}`,
        contentType: a.contentType || 'application/octet-stream',
        data: a.content,
      })),
  };
}

const header = (mail: ParsedMail, name: string) => {
  const v = mail.headers.get(name);
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v.toLowerCase();
  if (typeof v === 'object' && 'value' in v) return String((v as { value: unknown }).value).toLowerCase();
  return String(v).toLowerCase();
};

/** Subjects of out-of-office and automatic answers (EN, FR, DE, PT, ES). */
const AUTO_SUBJECT =
  /^\s*(auto(matic)?[\s_-]*(reply|response|answer)|out of (the )?office|ooo\b|away from|abwesenheit|automatische antwort|r[ée]ponse automatique|absence|respuesta autom[áa]tica|fuera de la oficina|resposta autom[áa]tica|ausente)/i;

/**
 * RFC 3464 delivery status notifications (multipart/report; report-type=delivery-status) and any mail
 * from the mailer-daemon / postmaster are bounces (no status code found: 5.0.0, permanent); RFC 3834 `Auto-Submitted`
 * (other than 'no'), X-Autoreply / X-Autorespond, Precedence auto_reply / bulk / junk / list and
 * out-of-office subjects are auto-replies; everything else is a reply.
 */
export function classify(mail: ParsedMail, raw: string): InboundClass {
  const contentType = header(mail, 'content-type');
  const from = firstAddress(mail.from);
  const daemon = /^(mailer-daemon|postmaster)@/i.test(from) || /mailer-daemon/i.test(mail.from?.text ?? '');
  const dsn = /multipart\/report/.test(contentType) && /delivery-status/.test(contentType);
  const own = mail.messageId ?? '';
  const reported = () =>
    [...raw.matchAll(/^Message-ID:\s*(<[^>\s]+>)/gim)].map((m) => m[1]!).filter((m) => m !== own);
  const reportType = (mail.headers.get('content-type') as { params?: Record<string, string> } | undefined)
    ?.params?.['report-type'];
  if (/multipart\/report/.test(contentType) && reportType?.toLowerCase() === 'feedback-report') {
    // RFC 5965 §3.1: the machine-readable part carries Feedback-Type and, for mail we sent, Original-Rcpt-To.
    const feedbackType = /^Feedback-Type:\s*([\w-]+)/im.exec(raw)?.[1]?.toLowerCase() ?? 'abuse';
    const recipient = /^Original-Rcpt-To:\s*<?([^\s>]+@[^\s>]+)>?/im.exec(raw)?.[1] ?? null;
    return {
      kind: 'complaint',
      feedbackType,
      recipient: recipient?.toLowerCase() ?? null,
      originalMessageId: reported().at(-1) ?? null,
    };
  }
  if (dsn || daemon) {
    // The DSN's Status field; a non-standard bounce from the mailer-daemon: the first enhanced code in its text.
    const status =
      /^Status:\s*([245])\.(\d{1,3})\.(\d{1,3})/im.exec(raw) ??
      /\b([45])\.(\d{1,3})\.(\d{1,3})\b/.exec(mail.text ?? '');
    const code = status ? `${status[1]}.${status[2]}.${status[3]}` : '5.0.0';
    const recipient = /^Final-Recipient:\s*rfc822;\s*<?([^\s>]+@[^\s>]+)>?/im.exec(raw)?.[1] ?? null;
    const original = reported();
    return {
      kind: 'bounce',
      hard: code.startsWith('5'),
      status: code,
      recipient: recipient?.toLowerCase() ?? null,
      originalMessageId: original.at(-1) ?? null,
    };
  }
  const autoSubmitted = header(mail, 'auto-submitted');
  const precedence = header(mail, 'precedence');
  if (
    (autoSubmitted && autoSubmitted !== 'no') ||
    header(mail, 'x-autoreply') ||
    header(mail, 'x-autorespond') ||
    /^(auto_reply|bulk|junk|list)$/.test(precedence.trim()) ||
    AUTO_SUBJECT.test(mail.subject ?? '')
  )
    return { kind: 'auto_reply' };
  return { kind: 'reply' };
}
