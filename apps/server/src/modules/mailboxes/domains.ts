import { and, count, eq } from 'drizzle-orm';
import { CODES, domainRegistrationHours } from '@leadloop/domain';
import type { DomainSearch, SendingDomainView } from '@leadloop/domain/mailboxes/entities';
import type { AppContext } from '../../lib/context.js';
import { aiDomains, aiMailboxes, type AiDomainRow } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { DKIM_SELECTOR, generateDkimKey, lookUp, recordsFor } from './dns-records.js';
import {
  createDomainProviders,
  DomainProviderError,
  type DomainProviders,
} from '../../providers/domains/index.js';

export const aiMailConfig = (ctx: AppContext) =>
  ctx.config.aiMail ?? { smtp: null, sendingIp: '127.0.0.1', mxHost: 'mx.leadloop.test', dnsPort: null };

/** The registrar and DNS plugins: Gandi when GANDI_TOKEN is configured, the sandbox otherwise. */
function providersOf(ctx: AppContext): DomainProviders {
  return createDomainProviders(ctx.config, async (name) => {
    const [row] = await ctx.db.select({ id: aiDomains.id }).from(aiDomains).where(eq(aiDomains.name, name));
    return Boolean(row);
  });
}

/**
 * 'registering' turns 'ready' once the registrar's time has passed on the app clock (001 §4); a row whose
 * registration has not been confirmed by the registrar yet (no reference) stays 'registering'.
 */
export const statusOf = (row: AiDomainRow, now: Date) =>
  row.status === 'registering' && row.registrarRef !== null && row.readyAt <= now
    ? 'ready'
    : (row.status as SendingDomainView['status']);

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
    available: await providersOf(ctx)
      .registrar.available(name)
      .catch((error: unknown) => {
        throw registrarFailure(error);
      }),
    registration_hours: domainRegistrationHours(name),
  };
}

/**
 * Buys a domain: the registrar plugin registers it (sandbox by default), a DKIM key is generated, and the
 * DNS plugin writes its records (sandbox: the platform's own name server answers them, sandbox-dns.ts;
 * until verified, each verification writes them again). The row is claimed before the registrar is asked,
 * so a purchase whose answer was lost (a 5xx, a timeout) is resumed by the same workspace's retry, and the
 * registrar's own check keeps it from buying twice.
 */
export async function buyDomain(ctx: AppContext, scope: WorkspaceScope, name: string) {
  const { registrar, dns } = providersOf(ctx);
  const [existing] = await ctx.db.select().from(aiDomains).where(eq(aiDomains.name, name));
  const resumable = existing?.spaceId === scope.spaceId && existing.registrarRef === null;
  if (existing && !resumable) throw badRequest(CODES.domainTaken);
  const now = clock.now();
  let row = existing;
  if (!row) {
    const available = await registrar.available(name).catch((error: unknown) => {
      throw registrarFailure(error);
    });
    if (!available) throw badRequest(CODES.domainTaken);
    const key = generateDkimKey();
    const config = aiMailConfig(ctx);
    [row] = await ctx.db
      .insert(aiDomains)
      .values({
        spaceId: scope.spaceId,
        name,
        status: 'registering',
        registrar: registrar.name,
        registrarRef: null,
        readyAt: new Date(now.getTime() + domainRegistrationHours(name) * 3_600_000),
        dkimSelector: DKIM_SELECTOR,
        dkimPublicKey: key.publicKey,
        dkimPrivateKeyEnc: secretsFor(ctx).encryptJson({ privateKey: key.privateKey }),
        dnsProvider: dns.name,
        dnsRecords: recordsFor(name, key.publicKey, {
          sendingIp: config.sendingIp,
          mxHost: config.mxHost,
          trackingTarget: ctx.config.tracking.cnameTarget,
        }),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw badRequest(CODES.domainTaken);
  }
  let order: Awaited<ReturnType<typeof registrar.register>>;
  try {
    order = await registrar.register(name, now);
  } catch (error) {
    // the registrar said no: nothing was bought, the name is free again; otherwise the claim waits for a retry
    if (error instanceof DomainProviderError && error.definite)
      await ctx.db.delete(aiDomains).where(eq(aiDomains.id, row.id));
    throw registrarFailure(error);
  }
  [row] = await ctx.db
    .update(aiDomains)
    .set({ registrarRef: order.ref, readyAt: order.readyAt, updatedAt: clock.now() })
    .where(eq(aiDomains.id, row.id))
    .returning();
  return toDomainView(ctx, await writeRecords(ctx, dns, row!));
}

/**
 * What the user is told when the registrar fails: no answer (5xx, timeout) → try again, the claim is kept; a
 * refusal → nothing was bought. The operator's own mistakes (a refused token, no owner contact) stay a 500,
 * logged with the registrar's reason.
 */
function registrarFailure(error: unknown): unknown {
  if (
    !(error instanceof DomainProviderError) ||
    error.status === 0 ||
    error.status === 401 ||
    error.status === 403
  )
    return error;
  return error.definite
    ? new AppError(502, CODES.registrarRefused)
    : new AppError(503, CODES.registrarUnavailable);
}

/**
 * Publishes the row's records through its DNS plugin. A provider that cannot take them yet (a zone not
 * created until the registration completes) leaves them for the next verification, which writes again.
 */
async function writeRecords(ctx: AppContext, dns: DomainProviders['dns'], row: AiDomainRow) {
  if (row.dnsProvider !== dns.name) return row;
  try {
    await dns.writeRecords(row.name, row.dnsRecords);
    return row;
  } catch (error) {
    ctx.log.warn({ domain: row.name, err: (error as Error).message }, 'DNS records not written yet');
    return row;
  }
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
  if (!row.dnsVerifiedAt) await writeRecords(ctx, providersOf(ctx).dns, row);
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
