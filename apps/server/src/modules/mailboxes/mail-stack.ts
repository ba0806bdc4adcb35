import { createHash } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import type { AppContext } from '../../lib/context.js';
import type { ImapSettings } from '../../providers/mailbox/index.js';
import { aiMailConfig } from './domains.js';

/**
 * The sandbox mail provider: the platform's own mail stack, a Dovecot serving IMAP (AI_MAIL_IMAP). A new
 * mailbox gets a login in the stack's passwd-file (AI_MAIL_IMAP_USERS; Dovecot re-reads the file when it
 * changes, and its static userdb makes the Maildir at the first login), stored as a SHA256 hash, never in
 * clear. The mailbox's IMAP reader then works like any SMTP + IMAP mailbox's: the inbox's email sync and
 * IDLE watcher bring its replies, bounces and complaints in. Without a stack configured: no reader.
 */
export async function provisionMailbox(
  ctx: AppContext,
  email: string,
  password: string,
): Promise<ImapSettings | null> {
  const imap = aiMailConfig(ctx).imap;
  if (!imap) return null;
  if (imap.usersFile) {
    const hash = createHash('sha256').update(password).digest('base64');
    await appendFile(imap.usersFile, `${email}:{SHA256}${hash}\n`);
  }
  return { host: imap.host, port: imap.port, secure: false, username: email, password };
}
