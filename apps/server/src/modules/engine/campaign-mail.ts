import type { AccountMailbox, MailboxRotation } from '../../providers/mailbox/index.js';
import { MailboxError } from '../../providers/mailbox/index.js';
import type { EngineAccount } from './account.js';
import { localDayStart, nextDayWorkStart } from './schedule.js';

/**
 * Email steps go out through the account's mailbox (providers/mailbox): its SMTP integration, or the
 * DB-backed sandbox mailbox. `campaignMailerFrom` adapts it; the in-memory mailer below is for unit tests.
 */
export interface CampaignEmail {
  credentialId: string;
  to: string;
  subject: string;
  body: string;
  clientKey: string;
  trackLinks: boolean;
  /** Issue 15: the composed HTML part and headers (tracking/compose.ts). */
  html?: string;
  headers?: Record<string, string>;
  /** The account's day and `emails` limit: the mailbox rotates its mailboxes within their daily limits. */
  rotation?: MailboxRotation;
}

/**
 * Sending rules of an email step (issue 15): the account's `emails` daily limit and spacing inside work
 * hours are held by the claim like every step; the mailbox then picks which of the account's mailboxes
 * sends (the one with the most room left today, see providers/mailbox/rotation.ts). A mailbox without
 * its own limit gets the account's; every mailbox full → the step waits for the next work day.
 */
export function mailRotation(account: EngineAccount, now: Date): MailboxRotation {
  return {
    dayStart: localDayStart(now, account.hours.timezone),
    retryAt: nextDayWorkStart(now, account.hours),
    dailyLimit: account.daily.emails,
  };
}

export interface SentEmail extends CampaignEmail {
  id: string;
  sentAt: Date;
  opened: boolean;
  clicked: boolean;
}

export interface CampaignMailer {
  send(email: CampaignEmail, at: Date): Promise<{ id: string }>;
  /** What the provider holds for a client key (exactly-once checks after a crash). */
  findByClientKey(clientKey: string, credentialId?: string): Promise<SentEmail | null>;
  /** Latest email to an address from an account (for opened/clicked conditions). */
  lastTo(credentialId: string, to: string): Promise<SentEmail | null>;
}

export function createSandboxCampaignMailer(): CampaignMailer & { sent: SentEmail[] } {
  const sent: SentEmail[] = [];
  const byKey = new Map<string, SentEmail>();
  return {
    sent,
    async send(email, at) {
      const existing = byKey.get(email.clientKey);
      if (existing) return { id: existing.id };
      const seed = hash(email.clientKey);
      const record: SentEmail = {
        ...email,
        id: `mail_${sent.length + 1}`,
        sentAt: at,
        opened: seed % 100 < 45,
        clicked: email.trackLinks && seed % 100 < 12,
      };
      sent.push(record);
      byKey.set(email.clientKey, record);
      return { id: record.id };
    },
    async findByClientKey(clientKey) {
      return byKey.get(clientKey) ?? null;
    },
    async lastTo(credentialId, to) {
      for (let i = sent.length - 1; i >= 0; i--) {
        const m = sent[i]!;
        if (m.credentialId === credentialId && m.to === to) return m;
      }
      return null;
    },
  };
}

/** Campaign emails through an account mailbox: records survive restarts (exactly-once, opened/clicked). */
export function campaignMailerFrom(mailbox: AccountMailbox): CampaignMailer {
  const toSent = (m: Awaited<ReturnType<AccountMailbox['send']>>): SentEmail => ({
    credentialId: m.credentialId,
    to: m.to,
    subject: m.subject,
    body: m.text,
    clientKey: m.clientKey ?? '',
    trackLinks: Boolean(m.clickedAt),
    id: m.id,
    sentAt: m.sentAt,
    opened: m.opened,
    clicked: m.clicked,
  });
  return {
    async send(email, at) {
      const sent = await mailbox.send(email.credentialId, {
        to: email.to,
        subject: email.subject,
        text: email.body,
        ...(email.html !== undefined && { html: email.html }),
        ...(email.headers && { headers: email.headers }),
        clientKey: email.clientKey,
        trackLinks: email.trackLinks,
        at,
        rotation: email.rotation,
      });
      return { id: sent.id };
    },
    async findByClientKey(clientKey, credentialId) {
      if (!credentialId) throw new Error('findByClientKey needs the account');
      const sent = await mailbox.findByClientKey(credentialId, clientKey);
      return sent ? toSent(sent) : null;
    },
    async lastTo(credentialId, to) {
      const sent = await mailbox.lastTo(credentialId, to);
      return sent ? toSent(sent) : null;
    },
  };
}

/** A mailbox refusal as a step outcome: a broken integration waits for a reconnect, a bad address skips. */
export function mailOutcomeForError(
  error: unknown,
):
  | { kind: 'wait'; reason: string }
  | { kind: 'skipped'; reason: string }
  | { kind: 'retry'; reason: string; retryAt?: Date }
  | null {
  if (!(error instanceof MailboxError)) return null;
  // Every mailbox of the account reached its daily limit: tomorrow's work start, nothing sent.
  if (error.code === 'limit') return { kind: 'retry', reason: 'daily_limit:emails', retryAt: error.retryAt };
  if (error.code === 'integration_down') return { kind: 'wait', reason: 'invalid_email_integration' };
  if (error.code === 'invalid') return { kind: 'skipped', reason: 'invalid_email' };
  return null;
}

function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 16777619);
  return h >>> 0;
}
