import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import { integrations, mailboxSync, type IntegrationRow } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { loadSecretKey, secretsFor } from '../../lib/secrets.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { egressRequest } from '../../lib/egress/index.js';
import {
  isSnsUrl,
  sendgridEventsToInbound,
  sendgridParseToInbound,
  sesNotificationToInbound,
  snsSignatureProblem,
  type InboundEmail,
  type SesSettings,
  type SnsMessage,
} from '../../providers/mailbox/index.js';
import { ingestInbound } from './email-sync.js';

/**
 * Inbound mail pushed by the sending provider (issue 36): SES's receipt rule and bounce notifications
 * through SNS, SendGrid's Inbound Parse and Event Webhook. Each mailbox has its own inbound URL,
 * `/api/inbox/inbound/{ses|sendgrid}/{integration id}/{token}`: the token is an HMAC of the id under the
 * server's secret key (whoever lacks it cannot post), compared in constant time. SNS posts are also
 * checked for AWS's signature and must come from the mailbox's topic. What arrives goes through the same
 * per-message pipeline as IMAP (`ingestInbound`: exactly-once mark, reply → paused, hard bounce → stopped).
 */
export const inboundToken = (ctx: AppContext, integrationId: string) =>
  createHmac('sha256', loadSecretKey(ctx.config))
    .update(`inbound-mail:${integrationId}`)
    .digest('base64url')
    .slice(0, 32);

const INBOUND_KINDS = { amazon: 'ses', sendgrid: 'sendgrid' } as const;

/** The inbound URL of a mailbox whose provider pushes its mail (SES, SendGrid), else null. */
export function inboundUrl(ctx: AppContext, row: Pick<IntegrationRow, 'id' | 'type'>): string | null {
  const kind = INBOUND_KINDS[row.type as keyof typeof INBOUND_KINDS];
  return kind
    ? `${ctx.config.publicUrl}/api/inbox/inbound/${kind}/${row.id}/${inboundToken(ctx, row.id)}`
    : null;
}

/** The mailbox an inbound URL names, when its token is right (else 404, whatever was wrong). */
async function mailboxOf(ctx: AppContext, type: string, id: string, token: string): Promise<IntegrationRow> {
  const expected = Buffer.from(inboundToken(ctx, id));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound();
  const [row] = await ctx.db
    .select()
    .from(integrations)
    .where(and(eq(integrations.id, id), eq(integrations.type, type)));
  if (!row) throw notFound();
  return row;
}

async function ingest(ctx: AppContext, row: IntegrationRow, messages: InboundEmail[]) {
  if (!messages.length) return { handled: 0 };
  const result = await ingestInbound(
    { db: ctx.db, secrets: secretsFor(ctx), egress: ctx.config.egress, realtime: ctx.realtime, log: ctx.log },
    row,
    messages,
  );
  const newest = Math.max(...messages.map((m) => m.receivedAt.getTime()));
  const values = { lastSyncedAt: clock.now(), lastLagMs: Math.max(0, clock.nowMs() - newest) };
  await ctx.db
    .insert(mailboxSync)
    .values({ integrationId: row.id, credentialId: row.credentialId, ...values })
    .onConflictDoUpdate({ target: mailboxSync.integrationId, set: values });
  return { handled: result.read };
}

/**
 * An SNS post for an SES mailbox. The signature is AWS's (providers/mailbox/sns.ts); the topic must be the
 * mailbox's (`sns_topic_arn`, else the first topic that subscribes is kept); a subscription is confirmed
 * by visiting its SubscribeURL (an SNS address only).
 */
export async function receiveSes(ctx: AppContext, id: string, token: string, m: SnsMessage) {
  const row = await mailboxOf(ctx, 'amazon', id, token);
  const certUrlPrefix = ctx.config.mailProviders.snsCertUrlPrefix;
  // Certificates are real-world ones: their validity is checked against the wall clock.
  const egress = ctx.config.egress;
  const problem = await snsSignatureProblem(m, { certUrlPrefix, now: new Date(), egress });
  if (problem) throw forbidden(CODES.webhookSignatureInvalid);
  const secrets = secretsFor(ctx);
  const settings = row.settingsEnc ? secrets.decryptJson<SesSettings>(row.settingsEnc) : null;
  if (!settings) return { handled: 0 };
  if (settings.sns_topic_arn && settings.sns_topic_arn !== m.TopicArn)
    throw forbidden(CODES.webhookSignatureInvalid);
  if (m.Type === 'SubscriptionConfirmation') {
    if (!m.SubscribeURL || !isSnsUrl(m.SubscribeURL, certUrlPrefix))
      throw forbidden(CODES.webhookSignatureInvalid);
    const res = await egressRequest(m.SubscribeURL, egress, { timeoutMs: 10_000, maxBytes: 64_000 }).catch(
      () => null,
    );
    if (res?.status !== 200) throw forbidden(CODES.webhookSignatureInvalid);
    if (!settings.sns_topic_arn)
      await ctx.db
        .update(integrations)
        .set({ settingsEnc: secrets.encryptJson({ ...settings, sns_topic_arn: m.TopicArn }) })
        .where(eq(integrations.id, row.id));
    return { handled: 0 };
  }
  if (m.Type !== 'Notification') return { handled: 0 };
  return ingest(ctx, row, await sesNotificationToInbound(m.Message, new Date(m.Timestamp)));
}

/** SendGrid Inbound Parse: one received message (multipart fields). */
export async function receiveSendgridParse(
  ctx: AppContext,
  id: string,
  token: string,
  fields: Record<string, unknown>,
) {
  const row = await mailboxOf(ctx, 'sendgrid', id, token);
  const m = await sendgridParseToInbound(fields, clock.now());
  return ingest(ctx, row, m ? [m] : []);
}

/** SendGrid Event Webhook: a batch of events, of which bounces matter here. */
export async function receiveSendgridEvents(ctx: AppContext, id: string, token: string, events: unknown) {
  const row = await mailboxOf(ctx, 'sendgrid', id, token);
  return ingest(ctx, row, sendgridEventsToInbound(events, clock.now()));
}
