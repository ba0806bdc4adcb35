import { and, count, eq } from 'drizzle-orm';
import { CODES, domainRegistrationHours } from '@leadloop/domain';
import type { DomainSearch, SendingDomainView } from '@leadloop/domain/mailboxes/entities';
import type { AppContext } from '../../lib/context.js';
import { aiDomains, aiMailboxes, type AiDomainRow } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { DKIM_SELECTOR, generateDkimKey, lookUp, recordsFor } from './dns-records.js';
import { sandboxRegistrar, type Registrar } from './registrar.js';

export const aiMailConfig = (ctx: AppContext) =>
  ctx.config.aiMail ?? { smtp: null, sendingIp: '127.0.0.1', mxHost: 'mx.leadloop.test', dnsPort: null };

function registrarOf(ctx: AppContext): Registrar {
  return sandboxRegistrar(async (name) => {
    const [row] = await ctx.db.select({ id: aiDomains.id }).from(aiDomains).where(eq(aiDomains.name, name));
    return Boolean(row);
  });
}

/** 'registering' turns 'ready' once the registrar's time has passed on the app clock (001 §4). */
export const statusOf = (row: AiDomainRow, now: Date) =>
  row.status === 'registering' && row.readyAt <= now ? 'ready' : (row.status as SendingDomainView['status']);

export async function toDomainView(ctx: AppContext, row: AiDomainRow): Promise<SendingDomainView> {
  const [n] = await ctx.db.select({ n: count() }).from(aiMailboxes).where(eq(aiMailboxes.domainId, row.id));
  return {
    _id: row.id,
    name: row.name,
    status: statusOf(row, clock.now()),
    registrar: row.registrar,
    ready_at: row.readyAt.toISOString(),
    dns_verified: Boolean(row.dnsVerifiedAt),
    dns_error: row.dnsError,
    records: row.dnsRecords as SendingDomainView['records'],
    mailboxes_count: n?.n ?? 0,
  };
}

export async function searchDomain(ctx: AppContext, name: string): Promise<DomainSearch> {
  return {
    name,
    available: await registrarOf(ctx).available(name),
    registration_hours: domainRegistrationHours(name),
  };
}

/**
 * Buys a domain: the registrar plugin registers it (sandbox by default), a DKIM key is generated, and the
 * DNS plugin writes its records (sandbox: the platform's own name server answers them, sandbox-dns.ts).
 */
export async function buyDomain(ctx: AppContext, scope: WorkspaceScope, name: string) {
  const registrar = registrarOf(ctx);
  if (!(await registrar.available(name))) throw badRequest(CODES.domainTaken);
  const now = clock.now();
  const order = await registrar.register(name, now);
  const key = generateDkimKey();
  const config = aiMailConfig(ctx);
  const [row] = await ctx.db
    .insert(aiDomains)
    .values({
      spaceId: scope.spaceId,
      name,
      status: 'registering',
      registrar: registrar.name,
      registrarRef: order.ref,
      readyAt: order.readyAt,
      dkimSelector: DKIM_SELECTOR,
      dkimPublicKey: key.publicKey,
      dkimPrivateKeyEnc: secretsFor(ctx).encryptJson({ privateKey: key.privateKey }),
      dnsProvider: 'sandbox',
      dnsRecords: recordsFor(name, key.publicKey, {
        sendingIp: config.sendingIp,
        mxHost: config.mxHost,
        trackingTarget: ctx.config.tracking.cnameTarget,
      }),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw badRequest(CODES.domainTaken);
  return toDomainView(ctx, row);
}

export async function requireDomain(ctx: AppContext, scope: WorkspaceScope, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
  const [row] = await ctx.db
    .select()
    .from(aiDomains)
    .where(and(eq(aiDomains.id, id), inSpace(aiDomains, scope.spaceId)));
  if (!row) throw notFound();
  return row;
}

export async function listDomains(ctx: AppContext, scope: WorkspaceScope) {
  const rows = await ctx.db.select().from(aiDomains).where(inSpace(aiDomains, scope.spaceId));
  return { items: await Promise.all(rows.map((r) => toDomainView(ctx, r))) };
}

/** Looks every record up (real DNS questions); verified when all of them answer as published. */
export async function verifyDomain(ctx: AppContext, scope: WorkspaceScope, id: string) {
  const row = await requireDomain(ctx, scope, id);
  if (statusOf(row, clock.now()) !== 'ready') throw badRequest(CODES.domainNotReady);
  const checked = await lookUp(
    row.dnsRecords as SendingDomainView['records'],
    ctx.config.tracking.dnsServers,
  );
  const missing = checked.filter((r) => !r.ok).map((r) => r.purpose.toUpperCase());
  const now = clock.now();
  const [updated] = await ctx.db
    .update(aiDomains)
    .set({
      status: 'ready',
      dnsRecords: checked,
      dnsVerifiedAt: missing.length ? null : now,
      dnsError: missing.length ? missing.join(', ') : null,
      updatedAt: now,
    })
    .where(eq(aiDomains.id, row.id))
    .returning();
  return toDomainView(ctx, updated!);
}
