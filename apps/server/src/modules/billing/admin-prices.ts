import { and, asc, eq } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type { BrandPrice, BuzzPricing } from '@leadloop/domain/billing/admin';
import { BRAND_PRICE_TYPES, type BrandPriceType } from '@leadloop/domain/billing/admin-pages';
import { CURRENCIES } from '@leadloop/domain/billing/enums';
import { INTERVALS, INTERVAL_LABELS, TIER_LABELS, TIERS, type IntervalName } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { brandBilling, brandPrices } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { getBrand } from '../brand/index.js';

type PriceRow = typeof brandPrices.$inferSelect;
type PriceBody = Omit<BrandPrice, '_id' | 'brand'>;

const view = (r: PriceRow): BrandPrice => ({
  _id: r.id,
  brand: r.brand,
  type: r.type,
  tier: r.tier,
  interval: r.interval,
  currency: r.currency,
  amount: r.amount,
  price_external_id: r.priceExternalId,
  card_description: r.cardDescription,
  promotion_code: r.promotionCode ?? null,
});

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.cause?.code ?? e.code) === '23505';
};

export async function listBrandPrices(db: Db, brand: string): Promise<BrandPrice[]> {
  const rows = await db
    .select()
    .from(brandPrices)
    .where(eq(brandPrices.brand, brand))
    .orderBy(
      asc(brandPrices.type),
      asc(brandPrices.tier),
      asc(brandPrices.interval),
      asc(brandPrices.currency),
    );
  return rows.map(view);
}

async function priceRow(db: Db, brand: string, type: BrandPriceType, id: string): Promise<PriceRow> {
  const [row] = await db
    .select()
    .from(brandPrices)
    .where(and(eq(brandPrices.id, id), eq(brandPrices.brand, brand), eq(brandPrices.type, type)));
  if (!row) throw notFound(CODES.notFound);
  return row;
}

export const getBrandPrice = async (db: Db, brand: string, type: BrandPriceType, id: string) =>
  view(await priceRow(db, brand, type, id));

const columnsOf = (body: Partial<PriceBody>) => ({
  ...(body.type !== undefined && { type: body.type }),
  ...(body.tier !== undefined && { tier: body.tier }),
  ...(body.interval !== undefined && { interval: body.interval }),
  ...(body.currency !== undefined && { currency: body.currency }),
  ...(body.amount !== undefined && { amount: body.amount }),
  ...(body.price_external_id !== undefined && { priceExternalId: body.price_external_id }),
  ...(body.card_description !== undefined && { cardDescription: body.card_description }),
  ...(body.promotion_code !== undefined && { promotionCode: body.promotion_code }),
});

export async function createBrandPrice(db: Db, brand: string, body: PriceBody): Promise<BrandPrice> {
  try {
    const [row] = await db
      .insert(brandPrices)
      .values({
        brand,
        ...columnsOf(body),
        type: body.type,
        tier: body.tier,
        interval: body.interval,
        currency: body.currency,
        amount: body.amount,
      })
      .returning();
    return view(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(CODES.brandPriceExists);
    throw error;
  }
}

/** update, update-description and update-promo: the parts sent change, the rest stays. */
export async function updateBrandPrice(
  db: Db,
  brand: string,
  type: BrandPriceType,
  id: string,
  body: Partial<Omit<PriceBody, 'type'>>,
): Promise<BrandPrice> {
  await priceRow(db, brand, type, id);
  try {
    const [row] = await db
      .update(brandPrices)
      .set({ ...columnsOf(body), updatedAt: clock.now() })
      .where(eq(brandPrices.id, id))
      .returning();
    return view(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(CODES.brandPriceExists);
    throw error;
  }
}

export async function deleteBrandPrice(db: Db, brand: string, type: BrandPriceType, id: string) {
  await priceRow(db, brand, type, id);
  await db.delete(brandPrices).where(eq(brandPrices.id, id));
  return { deleted: true as const };
}

export async function getWlPrice(db: Db, brand: string) {
  const [row] = await db.select().from(brandBilling).where(eq(brandBilling.brand, brand));
  return row?.wlPrice ?? null;
}

export async function setWlPrice(
  db: Db,
  brand: string,
  wlPrice: { stripe_price_id: string; free_seats: number; minimum_payment_quantity: number },
) {
  if (!wlPrice.stripe_price_id) throw badRequest(CODES.selectStripePriceFirst);
  await db
    .insert(brandBilling)
    .values({ brand, wlPrice, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: brandBilling.brand, set: { wlPrice, updatedAt: clock.now() } });
  return wlPrice;
}

/** Buzz-type brands (000 §1): the brand's `is_buzz` flag. */
export function isBuzzBrand(brand: string): boolean {
  const config = getBrand(brand);
  return config.brand === brand && config.is_buzz;
}

function assertBuzz(brand: string): void {
  if (!isBuzzBrand(brand)) throw forbidden(CODES.buzzPricingBuzzOnly);
}

export async function getBuzzPricing(db: Db, brand: string): Promise<BuzzPricing> {
  assertBuzz(brand);
  const [row] = await db.select().from(brandBilling).where(eq(brandBilling.brand, brand));
  return {
    brand,
    ...(row?.buzzPricing ?? { currency: 'usd', seat_price: 0, credit_price: 0, free_credits: 0 }),
  };
}

export async function setBuzzPricing(
  db: Db,
  brand: string,
  buzzPricing: Omit<BuzzPricing, 'brand'>,
): Promise<BuzzPricing> {
  assertBuzz(brand);
  await db
    .insert(brandBilling)
    .values({ brand, buzzPricing, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: brandBilling.brand, set: { buzzPricing, updatedAt: clock.now() } });
  return { brand, ...buzzPricing };
}

export const priceConfigs = () => ({
  types: [...BRAND_PRICE_TYPES],
  tiers: Object.entries(TIERS).map(([name, tier]) => ({
    tier,
    name: TIER_LABELS[name as keyof typeof TIERS],
  })),
  intervals: (Object.entries(INTERVALS) as [IntervalName, number][]).map(([name, interval]) => ({
    interval,
    name: INTERVAL_LABELS[name],
  })),
  currencies: [...CURRENCIES],
});
