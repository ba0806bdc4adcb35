import { and, count, desc, eq, inArray, lte } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type { DialerPhone } from '@leadloop/domain/dialer/entities';
import type { AppContext } from '../../lib/context.js';
import type { Db } from '../../db/client.js';
import { dialerAccounts, dialerPhones, type DialerPhoneRow } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import {
  CarrierUnavailableError,
  telephonyFor,
  type TelephonyArea,
} from '../../providers/telephony/index.js';
import { spendCredits } from '../credits/index.js';

const addMonth = (d: Date) => {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

export const phoneView = (r: DialerPhoneRow): DialerPhone => ({
  id: r.id,
  number: r.number,
  status: r.status,
  country: { country_code: r.countryCode },
  state: r.stateName ? { name: r.stateName } : null,
  region: { name: r.regionName },
  category: r.category,
  is_sms_supported: r.smsSupported,
  number_to_redirect: r.numberToRedirect,
  monthly_price: r.monthlyPrice,
  installation_price: r.installationPrice,
  paid_until: r.paidUntil.toISOString(),
  created_at: r.createdAt.toISOString(),
});

/** POST /dialer/activate: the workspace's dialer is carried by the configured provider. */
export async function activateDialer(ctx: AppContext, scope: WorkspaceScope) {
  const provider = telephonyFor(ctx.db).name;
  const [row] = await ctx.db
    .insert(dialerAccounts)
    .values({ spaceId: scope.spaceId, provider, activatedAt: clock.now() })
    .onConflictDoUpdate({ target: dialerAccounts.spaceId, set: { provider } })
    .returning();
  return { provider: row!.provider, activated_at: row!.activatedAt.toISOString() };
}

/** Active numbers taken from each region (by every workspace): the stock left is the catalogue's minus these. */
async function takenByRegion(db: Db, regionIds: string[]) {
  if (!regionIds.length) return new Map<string, number>();
  const rows = await db
    .select({ regionId: dialerPhones.regionId, n: count() })
    .from(dialerPhones)
    .where(and(inArray(dialerPhones.regionId, regionIds), eq(dialerPhones.status, 'active')))
    .groupBy(dialerPhones.regionId);
  return new Map(rows.map((r) => [r.regionId, r.n]));
}

/** Regions with what is left of their stock (a sold-out region stays listed with 0: the menu disables it). */
export async function regionsLeft(
  ctx: AppContext,
  country: string,
  category: string,
  stateId: string | null,
) {
  const list = telephonyFor(ctx.db).regions(country, category, stateId);
  const taken = await takenByRegion(
    ctx.db,
    list.map((r) => r._id),
  );
  return list.map((r): TelephonyArea => ({
    ...r,
    phones_available: Math.max(0, r.phones_available - (taken.get(r._id) ?? 0)),
  }));
}

export interface BuyInput {
  region_id: string;
  count: number;
  number_to_redirect?: string;
}

/**
 * POST /dialer/phones/buy: takes `count` numbers from the region and charges, in one transaction,
 * installation plus the first month per number (phone_installation, phone_monthly_payment). Refused whole:
 * an unknown region, more than its stock, or too few credits leaves no number and no charge.
 */
export async function buyPhones(ctx: AppContext, scope: WorkspaceScope, input: BuyInput) {
  const provider = telephonyFor(ctx.db);
  const region = provider.region(input.region_id);
  if (!region) throw notFound(CODES.regionRequired);
  const now = clock.now();
  let purchased: string[] = [];
  const purchase = ctx.db.transaction(async (tx) => {
    // One purchase per region at a time, so two buyers cannot both take the last numbers.
    await tx.execute(
      `select pg_advisory_xact_lock(hashtext('dialer-region:${region._id.replace(/'/g, '')}'))`,
    );
    const taken = await tx
      .select({ number: dialerPhones.number })
      .from(dialerPhones)
      .where(and(eq(dialerPhones.regionId, region._id), eq(dialerPhones.status, 'active')));
    // The body schema caps a purchase at PURCHASE_COUNT_FALLBACK_MAX; here, the region's stock.
    const left = Math.max(0, region.phones_available - taken.length);
    if (input.count > left) throw badRequest(CODES.countMax, { max: left });
    const takenSet = new Set(taken.map((t) => t.number));
    // A real carrier buys here; if recording or charging them fails below, they are given back.
    const bought = await provider.buyNumbers(region, input.count, (n) => takenSet.has(n));
    purchased = bought.map((b) => b.sid);
    if (bought.length < input.count) throw badRequest(CODES.countMax, { max: bought.length });
    const numbers = bought.map((b) => b.number);
    const inserted = await tx
      .insert(dialerPhones)
      .values(
        bought.map(({ number, sid }) => ({
          spaceId: scope.spaceId,
          number,
          countryCode: region.country_code,
          category: region.category,
          stateName: region.state?.name ?? null,
          regionId: region._id,
          regionName: region.name,
          smsSupported: region.is_sms_supported,
          numberToRedirect: input.number_to_redirect ?? null,
          monthlyPrice: region.monthly_price,
          installationPrice: region.installation_price,
          providerSid: sid,
          purchasedAt: now,
          paidUntil: addMonth(now),
        })),
      )
      .returning();
    const details = { region_id: region._id, numbers };
    const charge = { spaceId: scope.spaceId, userId: scope.userId, origin: 'manual' as const, details };
    await spendCredits(tx, {
      ...charge,
      category: 'phone_installation',
      amount: region.installation_price * numbers.length,
    });
    await spendCredits(tx, {
      ...charge,
      category: 'phone_monthly_payment',
      amount: region.monthly_price * numbers.length,
    });
    return inserted;
  });
  const rows = await purchase.catch(async (error: unknown) => {
    await provider.releaseNumbers(purchased);
    throw error instanceof CarrierUnavailableError ? new AppError(503, CODES.carrierUnavailable) : error;
  });
  return rows.map(phoneView);
}

export async function listPhones(ctx: AppContext, scope: WorkspaceScope) {
  const rows = await ctx.db
    .select()
    .from(dialerPhones)
    .where(and(inSpace(dialerPhones, scope), eq(dialerPhones.status, 'active')))
    .orderBy(desc(dialerPhones.createdAt));
  return rows.map(phoneView);
}

export async function findPhone(ctx: AppContext, scope: WorkspaceScope, id: string) {
  const [row] = await ctx.db
    .select()
    .from(dialerPhones)
    .where(and(inSpace(dialerPhones, scope), eq(dialerPhones.id, id), eq(dialerPhones.status, 'active')));
  if (!row) throw notFound();
  return row;
}

export async function updatePhone(
  ctx: AppContext,
  scope: WorkspaceScope,
  id: string,
  patch: { number_to_redirect: string | null },
) {
  await findPhone(ctx, scope, id);
  const [row] = await ctx.db
    .update(dialerPhones)
    .set({ numberToRedirect: patch.number_to_redirect })
    .where(and(inSpace(dialerPhones, scope), eq(dialerPhones.id, id)))
    .returning();
  return phoneView(row!);
}

/** DELETE /dialer/phones/{id}: released; no further monthly charge, its calls stay in history. */
export async function releasePhone(ctx: AppContext, scope: WorkspaceScope, id: string) {
  const phone = await findPhone(ctx, scope, id);
  await telephonyFor(ctx.db).releaseNumbers([phone.providerSid]);
  await ctx.db
    .update(dialerPhones)
    .set({ status: 'released', releasedAt: clock.now() })
    .where(and(inSpace(dialerPhones, scope), eq(dialerPhones.id, id)));
}

/**
 * The monthly payment: every active number whose paid period has ended is charged its monthly price once
 * and paid a month further. Safe to run twice or concurrently: each period is claimed by a conditional
 * update on `paid_until` inside the charge's transaction. A workspace out of credits stays unpaid and is
 * tried again on the next run.
 */
export async function chargeMonthlyPhones(db: Db, now = clock.now()) {
  const due = await db
    .select()
    .from(dialerPhones)
    .where(and(eq(dialerPhones.status, 'active'), lte(dialerPhones.paidUntil, now)));
  let charged = 0;
  for (const phone of due) {
    try {
      await db.transaction(async (tx) => {
        const claimed = await tx
          .update(dialerPhones)
          .set({ paidUntil: addMonth(phone.paidUntil) })
          .where(and(eq(dialerPhones.id, phone.id), eq(dialerPhones.paidUntil, phone.paidUntil)))
          .returning({ id: dialerPhones.id });
        if (!claimed.length) return;
        await spendCredits(tx, {
          spaceId: phone.spaceId,
          category: 'phone_monthly_payment',
          origin: 'auto',
          amount: phone.monthlyPrice,
          details: { phone_id: phone.id, number: phone.number, period_start: phone.paidUntil.toISOString() },
        });
        charged++;
      });
    } catch (e) {
      if ((e as { status?: number }).status !== 402) throw e;
    }
  }
  return { charged };
}
