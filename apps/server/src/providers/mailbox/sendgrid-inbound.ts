import { parseInbound, type InboundEmail } from './imap.js';
import { SENDGRID_MESSAGE_ARG } from './sendgrid.js';

/**
 * SendGrid's two inbound posts, as inbound messages of the mailbox:
 * - Inbound Parse (multipart/form-data): with "POST the raw, full MIME message" the `email` field is the
 *   message as received; without it the message is rebuilt from `headers` and `text`. Parsed and
 *   classified like IMAP mail.
 * - the Event Webhook (JSON array): `bounce` events (type `bounce`: permanent → hard; `blocked`: temporary
 *   → soft) and `dropped` ones for an address SendGrid already knows bounced (hard). Our Message-ID comes
 *   back as the custom argument set on the send (`leadloop_message_id`).
 */
export async function sendgridParseToInbound(
  fields: Record<string, unknown>,
  receivedAt: Date,
): Promise<InboundEmail | null> {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  let raw = text('email');
  if (!raw && text('headers')) {
    // Parsed mode: the original headers, minus those that described the original body's encoding.
    const headers = text('headers')
      .replace(/\r?\n[ \t]+/g, ' ')
      .split(/\r?\n/)
      .filter((l) => l && !/^(content-type|content-transfer-encoding|mime-version):/i.test(l));
    raw = [...headers, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', '', text('text')].join(
      '\r\n',
    );
  }
  if (!raw) return null;
  const parsed = await parseInbound(Buffer.from(raw, 'utf8'), 0, receivedAt);
  return parsed.messageId
    ? parsed
    : { ...parsed, messageId: `<parse-${receivedAt.getTime()}@sendgrid.inbound>` };
}

interface SendgridEvent {
  event?: string;
  type?: string;
  reason?: string;
  status?: string;
  email?: string;
  timestamp?: number;
  sg_event_id?: string;
  sg_message_id?: string;
  [SENDGRID_MESSAGE_ARG]?: string;
}

export function sendgridEventsToInbound(events: unknown, now: Date): InboundEmail[] {
  if (!Array.isArray(events)) return [];
  return (events as SendgridEvent[]).flatMap((e, i) => {
    const dropped = e.event === 'dropped' && /bounce|invalid/i.test(e.reason ?? '');
    if (e.event !== 'bounce' && !dropped) return [];
    const hard = dropped || e.type !== 'blocked';
    const original = e[SENDGRID_MESSAGE_ARG] ?? null;
    const status = /^[245]\.\d{1,3}\.\d{1,3}$/.test(e.status ?? '') ? e.status! : hard ? '5.0.0' : '4.0.0';
    return [
      {
        uid: 0,
        messageId: `<event-${e.sg_event_id ?? `${e.sg_message_id}-${i}`}@sendgrid.inbound>`,
        from: 'mailer-daemon@sendgrid.net',
        subject: 'Delivery Status Notification',
        text: e.reason ?? '',
        refs: original ? [original] : [],
        receivedAt: typeof e.timestamp === 'number' ? new Date(e.timestamp * 1000) : now,
        attachments: [],
        classification: {
          kind: 'bounce' as const,
          hard: hard && !status.startsWith('4'),
          status,
          recipient: e.email?.toLowerCase() ?? null,
          originalMessageId: original,
        },
      },
    ];
  });
}
