import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizeEmail, CODES } from '@leadloop/domain';
import type { UnsubscribeState } from '@leadloop/domain/tracking/entities';
import type { Db } from '../../db/client.js';
import { campaignProspects, emailUnsubscribes, prospects } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';
import { findLink } from './links.js';

/** Campaign places still running (the engine's list; tracking sits below the engine, so it is repeated here). */
const RUNNING_PROSPECT_STATUSES = ['pending', 'active', 'paused', 'campaign_paused'];

/** Is the address on the workspace's email blacklist (it unsubscribed)? */
export async function isUnsubscribed(db: Db, spaceId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: emailUnsubscribes.id })
    .from(emailUnsubscribes)
    .where(and(inSpace(emailUnsubscribes, spaceId), eq(emailUnsubscribes.email, normalizeEmail(email))))
    .limit(1);
  return Boolean(row);
}

/** `jane.doe@acme.com` → `ja…@acme.com`: the page confirms whose address it is without showing it whole. */
const masked = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}…@${domain}`;
};

async function unsubscribeLink(db: Db, id: string) {
  const link = await findLink(db, id);
  if (!link || link.kind !== 'unsubscribe' || !link.email) throw notFound(CODES.unsubscribeLinkInvalid);
  return link as typeof link & { email: string };
}

export async function unsubscribeState(ctx: AppContext, id: string): Promise<UnsubscribeState> {
  const link = await unsubscribeLink(ctx.db, id);
  return {
    email: masked(link.email),
    unsubscribed: await isUnsubscribed(ctx.db, link.spaceId, link.email),
  };
}

/**
 * The unsubscribe page's button and the RFC 8058 one-click POST alike (a GET only shows the page: link
 * scanners fetch every link): the address goes on the workspace's email blacklist (idempotent), so no
 * campaign of the workspace writes to it again, and the person leaves every running campaign on every
 * channel in the same transaction.
 */
export async function unsubscribe(
  ctx: AppContext,
  id: string,
  source: 'link' | 'one_click',
): Promise<UnsubscribeState> {
  const link = await unsubscribeLink(ctx.db, id);
  const email = normalizeEmail(link.email);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(emailUnsubscribes).values({ spaceId: link.spaceId, email, source }).onConflictDoNothing();
    // Every channel, at once: the person's running campaign places stop (network, SMS, calls alike).
    const people = tx
      .select({ id: prospects.id })
      .from(prospects)
      .where(
        and(
          inSpace(prospects, link.spaceId),
          sql`${email} in (lower(${prospects.workEmail}), lower(${prospects.personalEmail}), lower(${prospects.enrichedEmail}))`,
        ),
      );
    await tx
      .update(campaignProspects)
      .set({ status: 'excluded', excludedReason: 'unsubscribed', nextRunAt: null, updatedAt: clock.now() })
      .where(
        and(
          inSpace(campaignProspects, link.spaceId),
          inArray(campaignProspects.prospectId, people),
          inArray(campaignProspects.status, RUNNING_PROSPECT_STATUSES),
        ),
      );
  });
  return { email: masked(link.email), unsubscribed: true };
}
