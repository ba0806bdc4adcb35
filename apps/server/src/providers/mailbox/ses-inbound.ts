import { parseInbound, type InboundEmail } from './imap.js';

/**
 * What SES publishes to SNS, as inbound messages of the mailbox:
 * - `Received` (a receipt rule's SNS action, content included, UTF-8 or Base64): the raw message, parsed and
 *   classified like IMAP mail (reply, auto-reply, or a DSN that came back to the sender's domain);
 * - `Bounce` (the identity's bounce notifications, or a configuration set's event): Permanent → a hard
 *   bounce, Transient → a soft one, naming our message by the Message-ID header SES kept;
 * - anything else (Delivery, Complaint…): nothing.
 */
interface SesNotification {
  notificationType?: string;
  eventType?: string;
  content?: string;
  receipt?: { action?: { encoding?: string } };
  mail?: {
    messageId?: string;
    timestamp?: string;
    headers?: { name: string; value: string }[];
    commonHeaders?: { messageId?: string };
  };
  bounce?: {
    bounceType?: string;
    feedbackId?: string;
    timestamp?: string;
    bouncedRecipients?: { emailAddress?: string; status?: string }[];
  };
}

export async function sesNotificationToInbound(message: string, sentAt: Date): Promise<InboundEmail[]> {
  let n: SesNotification;
  try {
    n = JSON.parse(message) as SesNotification;
  } catch {
    return [];
  }
  const type = n.notificationType ?? n.eventType;
  if (type === 'Received' && typeof n.content === 'string') {
    const raw = Buffer.from(n.content, n.receipt?.action?.encoding === 'BASE64' ? 'base64' : 'utf8');
    const parsed = await parseInbound(raw, 0, new Date(n.mail?.timestamp ?? sentAt));
    return [{ ...parsed, messageId: parsed.messageId ?? `<${n.mail?.messageId ?? 'unknown'}@ses.inbound>` }];
  }
  if (type === 'Bounce' && n.bounce) {
    const original =
      n.mail?.commonHeaders?.messageId ??
      n.mail?.headers?.find((h) => h.name.toLowerCase() === 'message-id')?.value ??
      null;
    const hard = n.bounce.bounceType === 'Permanent';
    const at = new Date(n.bounce.timestamp ?? sentAt);
    return (n.bounce.bouncedRecipients ?? []).map((r, i) => ({
      uid: 0,
      messageId: `<bounce-${n.bounce!.feedbackId ?? n.mail?.messageId}-${i}@ses.inbound>`,
      from: 'mailer-daemon@amazonses.com',
      subject: 'Delivery Status Notification',
      text: '',
      refs: original ? [original] : [],
      receivedAt: at,
      attachments: [],
      classification: {
        kind: 'bounce',
        hard,
        status: /^[245]\.\d{1,3}\.\d{1,3}$/.test(r.status ?? '') ? r.status! : hard ? '5.0.0' : '4.0.0',
        recipient: r.emailAddress?.toLowerCase() ?? null,
        originalMessageId: original,
      },
    }));
  }
  return [];
}
