import { z } from 'zod';
import { idSchema } from '../common/entity.js';
import { FEATURE_FLAGS, FEATURE_STATUSES, INTERVALS } from '../tiers/enums.js';
import { CURRENCIES } from './enums.js';
import { BRAND_PRICE_TYPES } from './admin-pages.js';
import { tierPlanSchema } from './api.js';
import { whitelabelPriceSchema } from './entities.js';

/** Shapes of the admin billing calls (001 §7 Admin: /admin/billing/…, /admin/features/{id}). */

const text = (max: number) => z.string().trim().max(max);
const intervalSchema = z.union(
  Object.values(INTERVALS).map((v) => z.literal(v)) as [z.ZodLiteral<number>, z.ZodLiteral<number>],
);
const cardDescriptionSchema = z.object({
  name: text(80),
  features: z.array(text(120)).max(20),
});
const promotionCodeSchema = z.object({
  code: text(40).min(1),
  percent_off: z.number().min(0).max(100),
  description: text(200),
});

/** A brand's price (001 §3 Price, with its kind, amount and the brand it belongs to). */
export const brandPriceSchema = z.object({
  _id: idSchema,
  brand: z.string(),
  type: z.enum(BRAND_PRICE_TYPES),
  tier: z.number().int(),
  interval: z.number().int(),
  currency: z.string(),
  /** Minor units. */
  amount: z.number().int(),
  price_external_id: z.string(),
  card_description: cardDescriptionSchema,
  promotion_code: promotionCodeSchema.nullable(),
});
export type BrandPrice = z.infer<typeof brandPriceSchema>;
export const brandPricesSchema = z.array(brandPriceSchema);

export const brandPriceBodySchema = z.strictObject({
  type: z.enum(BRAND_PRICE_TYPES),
  tier: z.number().int().min(0).max(9),
  interval: intervalSchema,
  currency: z.enum(CURRENCIES),
  amount: z.number().int().min(0).max(100_000_000),
  price_external_id: text(120).default(''),
  card_description: z.strictObject({ name: text(80), features: z.array(text(120)).max(20) }).default({
    name: '',
    features: [],
  }),
  promotion_code: z
    .strictObject({ code: text(40).min(1), percent_off: z.number().min(0).max(100), description: text(200) })
    .nullable()
    .default(null),
});
/** PUT prices/{type}/{priceId}: update, update-description and update-promo send the parts they edit. */
export const brandPriceUpdateSchema = brandPriceBodySchema.omit({ type: true }).partial();

export const brandPriceParams = z.object({
  brand: z.string().min(1).max(60),
  type: z.enum(BRAND_PRICE_TYPES),
  priceId: z.uuid(),
});
export const brandParams = z.object({ brand: z.string().min(1).max(60) });

export const wlPriceBodySchema = z.strictObject({
  stripe_price_id: text(120),
  free_seats: z.number().int().min(0).max(100_000),
  minimum_payment_quantity: z.number().int().min(0).max(100_000),
});
export const wlPriceViewSchema = whitelabelPriceSchema.nullable();

/** GET /admin/billing/prices/configs: what the price forms choose from. */
export const priceConfigsSchema = z.object({
  types: z.array(z.string()),
  tiers: z.array(z.object({ tier: z.number().int(), name: z.string() })),
  intervals: z.array(z.object({ interval: z.number().int(), name: z.string() })),
  currencies: z.array(z.string()),
});

/** PUT /admin/billing/features/{tier}: the parts of a tier's plan a page edits. */
const limitBody = z.strictObject({ is_limited: z.boolean(), limit: z.number().int().min(0).max(1_000_000) });
export const tierFeaturesBodySchema = z.strictObject({
  is_enabled: z.boolean().optional(),
  features: z.partialRecord(z.enum(FEATURE_FLAGS), z.enum(FEATURE_STATUSES)).optional(),
  limited_features: z
    .strictObject({ campaigns: limitBody, email_integrations: limitBody })
    .partial()
    .optional(),
  seats_included: z
    .strictObject({
      cloud: z.number().int().min(0).max(10_000),
      extension: z.number().int().min(0).max(10_000),
    })
    .partial()
    .optional(),
  credits_included: z.number().int().min(0).max(10_000_000).optional(),
});
export const adminTierPlanSchema = tierPlanSchema;

/** Buzz pricing (Buzz-type brands only): what a Buzz brand's users pay per seat and per credit pack. */
export const buzzPricingSchema = z.object({
  brand: z.string(),
  currency: z.string(),
  seat_price: z.number().int(),
  credit_price: z.number().int(),
  free_credits: z.number().int(),
});
export const buzzPricingBodySchema = z.strictObject({
  currency: z.enum(CURRENCIES),
  seat_price: z.number().int().min(0).max(100_000_000),
  credit_price: z.number().int().min(0).max(100_000_000),
  free_credits: z.number().int().min(0).max(1_000_000),
});
export type BuzzPricing = z.infer<typeof buzzPricingSchema>;

/** A brand's trial (issue 33): the plan a new workspace tries, for how many days, and the tier it ends on. */
export const brandTrialSchema = z.object({
  tier: z.number().int().min(0).max(99),
  days: z.number().int().min(0).max(365),
  end_tier: z.number().int().min(0).max(99),
});
export type BrandTrial = z.infer<typeof brandTrialSchema>;
export const brandTrialBodySchema = z.strictObject(brandTrialSchema.shape);
