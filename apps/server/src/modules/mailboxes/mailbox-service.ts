import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CODES, MAILBOXES_PER_DOMAIN_MAX, rampUpLimit } from '@leadloop/domain';
import type { MailboxView, mailboxCreateBodySchema, Warmup } from '@leadloop/domain/mailboxes/entities';
import type { AppContext } from '../../lib/context.js';
import {
  aiDomains,
  aiMailboxes,
  integrations,
  type AiMailboxRow,
  type IntegrationRow,
} from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { inSpace, mayUseAccount, requireAccount, type WorkspaceScope } from '../../lib/scope.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { AI_MAILBOX_TYPE, type SmtpSettings } from '../../providers/mailbox/index.js';
import { aiMailConfig, requireDomain, statusOf } from './domains.js';
import { provisionMailbox } from './mail-stack.js';

const DAY_MS = 86_400_000;

/** Day of a mailbox's life (1 on the day it was made): the ramp's day (001 §9: 25 a day from day 13). */
export const mailboxDay = (createdAt: Date, now: Date) =>
  Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS) + 1;

export function toMailboxView(row: AiMailboxRow, integration: IntegrationRow, domain: string): MailboxView {
  return {
    _id: row.id,
    email: row.email,
    sender_name: row.senderName,
    domain,
    domain_id: row.domainId,
    warmup: row.warmup,
    warmup_started_at: row.warmupStartedAt?.toISOString() ?? null,
    status: integration.pausedAt ? 'paused' : 'active',
    pause_reason: integration.pauseReason,
    daily_limit: rampUpLimit(mailboxDay(row.createdAt, clock.now())),
  };
}

async function views(ctx: AppContext, rows: AiMailboxRow[]): Promise<MailboxView[]> {
  if (!rows.length) return [];
  const joined = await ctx.db
    .select({ integration: integrations, domain: aiDomains.name })
    .from(aiMailboxes)
    .innerJoin(integrations, eq(integrations.id, aiMailboxes.integrationId))
    .innerJoin(aiDomains, eq(aiDomains.id, aiMailboxes.domainId))
    .where(
      inArray(
        aiMailboxes.id,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => {
    const j = joined.find((x) => x.integration.id === r.integrationId)!;
    return toMailboxView(r, j.integration, j.domain);
  });
}

export async function listMailboxes(ctx: AppContext, scope: WorkspaceScope) {
  const rows = await ctx.db
    .select({ m: aiMailboxes, credentialId: integrations.credentialId })
    .from(aiMailboxes)
    .innerJoin(integrations, eq(integrations.id, aiMailboxes.integrationId))
    .where(inSpace(aiMailboxes, scope.spaceId))
    .orderBy(aiMailboxes.createdAt);
  const mine = rows.filter((r) => mayUseAccount(scope, r.credentialId)).map((r) => r.m);
  return { items: await views(ctx, mine) };
}

/**
 * A mailbox on a ready domain, at most 3 per domain (001 §9): the domain row is locked while counting, so
 * two requests at once cannot make a fourth. It sends as the account's `ai_email_service` integration,
 * DKIM-signed with the domain's key.
 */
export async function createMailbox(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: z.infer<typeof mailboxCreateBodySchema>,
): Promise<MailboxView> {
  const account = await requireAccount(ctx.db, scope, body.account);
  const domain = await requireDomain(ctx, scope, body.domain_id);
  if (statusOf(domain, clock.now()) !== 'ready') throw badRequest(CODES.domainNotReady);
  const email = `${body.local_part}@${domain.name}`;
  const secrets = secretsFor(ctx);
  const { privateKey } = secrets.decryptJson<{ privateKey: string }>(domain.dkimPrivateKeyEnc);
  const smtp = aiMailConfig(ctx).smtp;
  const password = randomBytes(18).toString('base64url');
  const settings: SmtpSettings = {
    host: smtp?.host ?? '',
    port: smtp?.port ?? 25,
    secure: false,
    username: email,
    password,
    sender_name: body.sender_name,
    dkim: { domainName: domain.name, keySelector: domain.dkimSelector, privateKey },
  };
  const now = clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from ai_domains where id = ${domain.id} for update`);
    const [n] = await tx.select({ n: count() }).from(aiMailboxes).where(eq(aiMailboxes.domainId, domain.id));
    if ((n?.n ?? 0) >= MAILBOXES_PER_DOMAIN_MAX) throw badRequest(CODES.mailboxesPerDomainMax);
    const [taken] = await tx
      .select({ id: aiMailboxes.id })
      .from(aiMailboxes)
      .where(eq(aiMailboxes.email, email));
    if (taken) throw badRequest(CODES.emailAlreadyExists);
    // Replies come back over IMAP from the mail stack (the same login as its SMTP).
    settings.imap = await provisionMailbox(ctx, email, password);
    const [integration] = await tx
      .insert(integrations)
      .values({
        spaceId: scope.spaceId,
        credentialId: account.id,
        type: AI_MAILBOX_TYPE,
        status: 'connected',
        email,
        settingsEnc: secrets.encryptJson(settings),
        connectedAt: now,
      })
      .returning();
    const [mailbox] = await tx
      .insert(aiMailboxes)
      .values({
        spaceId: scope.spaceId,
        domainId: domain.id,
        integrationId: integration!.id,
        email,
        senderName: body.sender_name,
        createdAt: now,
      })
      .returning();
    return mailbox!;
  });
  return (await views(ctx, [row]))[0]!;
}

export async function requireMailbox(ctx: AppContext, scope: WorkspaceScope, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
  const [row] = await ctx.db
    .select({ m: aiMailboxes, credentialId: integrations.credentialId })
    .from(aiMailboxes)
    .innerJoin(integrations, eq(integrations.id, aiMailboxes.integrationId))
    .where(and(eq(aiMailboxes.id, id), inSpace(aiMailboxes, scope.spaceId)));
  if (!row || !mayUseAccount(scope, row.credentialId)) throw notFound();
  return row.m;
}

/** Saves the warm-up settings and starts it (the first save is day 1 of the warm-up). */
export async function startWarmup(ctx: AppContext, scope: WorkspaceScope, id: string, warmup: Warmup) {
  const row = await requireMailbox(ctx, scope, id);
  const [updated] = await ctx.db
    .update(aiMailboxes)
    .set({ warmup, warmupStartedAt: row.warmupStartedAt ?? clock.now() })
    .where(eq(aiMailboxes.id, row.id))
    .returning();
  return (await views(ctx, [updated!]))[0]!;
}

export async function mailboxView(ctx: AppContext, row: AiMailboxRow) {
  return (await views(ctx, [row]))[0]!;
}
