import { desc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { logTransport, smtpTransport, type MailTransport } from './transport.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Action links in the message; printed in the log when there is no SMTP server. */
  links?: string[];
  kind: string;
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
    async send(message) {
      const mail = { ...message, from: deps.from, links: message.links ?? [] };
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, createdAt: clock.now() })
        .returning();
      let update: Partial<OutboxRow>;
      try {
        await transport.deliver(mail);
        update = { status: transport.kind === 'smtp' ? 'sent' : 'logged', sentAt: clock.now() };
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
