import nodemailer from 'nodemailer';
import { authenticate } from 'mailauth';
import { and, eq, isNull } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type { AppContext } from '../../lib/context.js';
import { integrations } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { secretsFor } from '../../lib/secrets.js';
import { AI_MAILBOX_TYPE, type SmtpSettings } from '../../providers/mailbox/index.js';
import { resolverOf } from './dns-records.js';
import { aiMailConfig } from './domains.js';

/** Which of SPF, DKIM and DMARC a sender fails (empty: it passes all three, aligned). */
export async function authenticationFailures(
  settings: SmtpSettings,
  from: string,
  opts: { sendingIp: string; dnsServers: readonly string[] },
): Promise<string[]> {
  // The probe is signed exactly as a campaign email is (nodemailer's DKIM signer), never sent.
  const probe = await nodemailer
    .createTransport({
      streamTransport: true,
      buffer: true,
      ...(settings.dkim ? { dkim: settings.dkim } : {}),
    })
    .sendMail({ from, to: 'probe@example.com', subject: 'Pre-launch check', text: 'Pre-launch check' });
  const resolver = resolverOf(opts.dnsServers);
  const result = await authenticate(probe.message as Buffer, {
    ip: opts.sendingIp,
    helo: from.split('@')[1],
    sender: from,
    mta: 'leadloop.local',
    disableArc: true,
    disableBimi: true,
    resolver: (name, type) => resolver.resolve(name, type as 'TXT') as Promise<string[][]>,
  });
  const failures: string[] = [];
  if (!result.spf || result.spf.status.result !== 'pass') failures.push('SPF');
  if (!result.dkim.results.some((r) => r.status.result === 'pass' && r.status.aligned)) failures.push('DKIM');
  if (!result.dmarc || result.dmarc.status.result !== 'pass') failures.push('DMARC');
  return failures;
}

/**
 * Before an email campaign starts: every AI mailbox the account sends from must pass SPF, DKIM and DMARC
 * with alignment, asked of DNS as a receiving server would (mailauth). A failing sender refuses the start
 * with its name and what it fails. (Mailboxes on the user's own servers are signed there; they are not
 * checked here.)
 */
export async function assertSendersAuthenticate(ctx: AppContext, credentialId: string): Promise<void> {
  const rows = await ctx.db
    .select()
    .from(integrations)
    .where(
      and(
        eq(integrations.credentialId, credentialId),
        eq(integrations.type, AI_MAILBOX_TYPE),
        eq(integrations.status, 'connected'),
        isNull(integrations.pausedAt),
      ),
    );
  const secrets = secretsFor(ctx);
  const config = aiMailConfig(ctx);
  for (const row of rows) {
    if (!row.settingsEnc || !row.email) continue;
    const failures = await authenticationFailures(
      secrets.decryptJson<SmtpSettings>(row.settingsEnc),
      row.email,
      {
        sendingIp: config.sendingIp,
        dnsServers: ctx.config.tracking.dnsServers,
      },
    );
    if (failures.length)
      throw badRequest(CODES.senderFailsAuthentication, { email: row.email, checks: failures.join(', ') });
  }
}
