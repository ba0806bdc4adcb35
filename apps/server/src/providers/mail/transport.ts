import type { Logger } from 'pino';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** How a message leaves the server. Two implementations: SMTP (SMTP_URL set) and the log (local use). */
export interface MailTransport {
  kind: 'smtp' | 'log';
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465. */
export function smtpTransport(url: string): MailTransport {
  // nodemailer is loaded on first use: a server without SMTP never holds it in memory.
  const transporter = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
  return {
    kind: 'smtp',
    async deliver(mail) {
      await (
        await transporter
      ).sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => void transporter.then((t) => t.close()),
  };
}

/** No SMTP configured: the message stays in the outbox and its links go to the server log. */
export function logTransport(log: Logger): MailTransport {
  return {
    kind: 'log',
    async deliver(mail) {
      log.info(
        { to: mail.to, subject: mail.subject, links: mail.links },
        `mail to ${mail.to}: ${mail.subject} ${mail.links.join(' ')}`,
      );
    },
    close: () => undefined,
  };
}

/** A brand's own SMTP server; one transport per distinct setting, kept for the process's life. */
const brandTransports = new Map<string, MailTransport>();
export function smtpTransportFor(smtp: {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
}): MailTransport {
  const key = JSON.stringify(smtp);
  let found = brandTransports.get(key);
  if (!found) {
    const transporter = import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
        // a local test server offers STARTTLS with a self-signed certificate
        tls: { rejectUnauthorized: smtp.secure },
      }),
    );
    found = {
      kind: 'smtp',
      async deliver(mail) {
        await (
          await transporter
        ).sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
      close: () => void transporter.then((t) => t.close()),
    };
    if (brandTransports.size > 50) brandTransports.clear();
    brandTransports.set(key, found);
  }
  return found;
}
