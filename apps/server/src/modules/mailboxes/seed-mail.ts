import { createHmac } from 'node:crypto';
import { appendFile, readFile } from 'node:fs/promises';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import type { AppContext } from '../../lib/context.js';
import type { ImapSettings, SmtpSettings } from '../../providers/mailbox/index.js';
import { aiMailConfig } from './domains.js';
import { passwdLine } from './mail-stack.js';

/** The folder a seed's provider files spam into (Dovecot's usual name). */
export const JUNK = 'Junk';

/** A seed's password on the mail stack, derived from the server's key: nothing to store. */
export const seedPassword = (ctx: AppContext, email: string) =>
  createHmac('sha256', ctx.config.secretKey ?? 'leadloop-seeds')
    .update(email)
    .digest('base64url')
    .slice(0, 24);

/** The seed's IMAP login on the mail stack. */
function seedLogin(ctx: AppContext, email: string): ImapSettings | null {
  const imap = aiMailConfig(ctx).imap;
  if (!imap) return null;
  return {
    host: imap.host,
    port: imap.port,
    secure: false,
    username: email,
    password: seedPassword(ctx, email),
  };
}

/**
 * Adds the seeds' logins missing from the stack's passwd-file, in one write: Dovecot re-reads the file when
 * its modification time changes, so lines appended one by one within a second could go unseen.
 */
export async function provisionSeeds(ctx: AppContext, seeds: string[]): Promise<void> {
  const file = aiMailConfig(ctx).imap?.usersFile;
  if (!file) return;
  const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n');
  const missing = seeds.filter((seed) => !lines.some((line) => line.startsWith(`${seed}:`)));
  if (missing.length)
    await appendFile(file, missing.map((seed) => passwdLine(seed, seedPassword(ctx, seed))).join(''));
}

async function connected<T>(login: ImapSettings, work: (c: ImapFlow) => Promise<T>): Promise<T> {
  const c = new ImapFlow({
    host: login.host,
    port: login.port,
    secure: login.secure,
    auth: { user: login.username, pass: login.password },
    logger: false,
  });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.logout().catch(() => undefined);
  }
}

/** Whether the platform's mail stack hosts the seeds (AI_MAIL_IMAP): then they are read over IMAP. */
export const seedsOnStack = (ctx: AppContext) => Boolean(aiMailConfig(ctx).imap);

/**
 * The seed provider's delivery: the message as sent (signed by nodemailer with the mailbox's DKIM key, its
 * Message-ID) put into the seed's INBOX or Junk folder over IMAP.
 */
export async function deliverToSeed(
  ctx: AppContext,
  seed: string,
  folder: 'inbox' | 'spam',
  mail: { from: string; settings: SmtpSettings; subject: string; text: string; messageId: string },
): Promise<void> {
  const login = seedLogin(ctx, seed);
  if (!login) return;
  const built = await nodemailer
    .createTransport({
      streamTransport: true,
      buffer: true,
      ...(mail.settings.dkim ? { dkim: mail.settings.dkim } : {}),
    })
    .sendMail({
      from: { name: mail.settings.sender_name ?? '', address: mail.from },
      to: seed,
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId,
      headers: { 'X-Leadloop-Test': 'placement' },
    });
  await connected(login, async (c) => {
    if (folder === 'spam') await c.mailboxCreate(JUNK).catch(() => undefined);
    await c.append(folder === 'spam' ? JUNK : 'INBOX', built.message as Buffer);
  });
}

/** Where a seed's copy is now: its INBOX, its Junk folder, or neither yet (null). */
export async function findAtSeed(
  ctx: AppContext,
  seed: string,
  messageId: string,
): Promise<'inbox' | 'spam' | null> {
  const login = seedLogin(ctx, seed);
  if (!login) return null;
  return connected(login, async (c) => {
    for (const [folder, found] of [
      ['INBOX', 'inbox'],
      [JUNK, 'spam'],
    ] as const) {
      const opened = await c.mailboxOpen(folder, { readOnly: true }).catch(() => null);
      if (!opened) continue;
      const uids = await c.search({ header: { 'message-id': messageId } }, { uid: true });
      if (uids && uids.length) return found;
    }
    return null;
  });
}
