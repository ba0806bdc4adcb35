import { desc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { brandedHtml, type MailBrand } from './layout.js';

export type { MailBrand };
import { logTransport, smtpTransport, smtpTransportFor, type MailTransport } from './transport.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Action links in the message; printed in the log when there is no SMTP server. */
  links?: string[];
  kind: string;
  /** Sender, layout and SMTP of this brand; without it the server's MAIL_FROM, plain layout and SMTP_URL. */
  brand?: MailBrand;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface Mailer {
  readonly transport: MailTransport['kind'];
  /** Records the message in the outbox, then delivers it. A delivery failure is recorded, not thrown. */
  send(message: MailMessage): Promise<OutboxRow>;
  /** The newest messages to an address (case-insensitive), newest first. */
  outbox(to: string, limit?: number): Promise<OutboxRow[]>;
  close(): void;
}

export function createMailer(deps: { db: Db; log: Logger; smtpUrl?: string; from: string }): Mailer {
  const transport = deps.smtpUrl ? smtpTransport(deps.smtpUrl) : logTransport(deps.log);
  const { db } = deps;
  return {
    transport: transport.kind,
    async send({ brand, ...message }) {
      const mail = {
        ...message,
        from: brand ? senderOf(brand, deps.from) : deps.from,
        html: brand ? brandedHtml(brand, message.html) : message.html,
        links: message.links ?? [],
      };
      const via = brand?.smtp ? smtpTransportFor(brand.smtp) : transport;
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, createdAt: clock.now() })
        .returning();
      let update: Partial<OutboxRow>;
      try {
        await via.deliver(mail);
        update = { status: via.kind === 'smtp' ? 'sent' : 'logged', sentAt: clock.now() };
      } catch (error) {
        deps.log.error({ err: error, to: mail.to, kind: mail.kind }, 'mail delivery failed');
        update = { status: 'failed', error: (error as Error).message.slice(0, 1000) };
      }
      const [updated] = await db.update(mailOutbox).set(update).where(eq(mailOutbox.id, row!.id)).returning();
      return updated!;
    },
    outbox(to, limit = 20) {
      return db
        .select()
        .from(mailOutbox)
        .where(sql`lower(${mailOutbox.to}) = ${to.trim().toLowerCase()}`)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
    },
    close: () => transport.close(),
  };
}

/** `"Acme" <hello@acme.test>`: the brand's sender, falling back to its name on the server's address. */
export function senderOf(brand: MailBrand, fallback: string): string {
  const address = brand.senderEmail ?? /<([^>]+)>/.exec(fallback)?.[1] ?? fallback;
  const name = (brand.senderName ?? brand.name).replace(/["\\]/g, '');
  return `"${name}" <${address}>`;
}
