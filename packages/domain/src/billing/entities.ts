import { z } from 'zod';
import { idSchema } from '../common/entity.js';

/** 001 §3 Price. */
export const priceSchema = z.object({
  _id: idSchema.optional(),
  price_external_id: z.string(),
  interval: z.number().int(),
  currency: z.string(),
  tier: z.number().int(),
  card_description: z.object({ name: z.string(), features: z.array(z.string()) }),
  promotion_code: z
    .object({ code: z.string(), percent_off: z.number(), description: z.string() })
    .nullable()
    .optional(),
  /** local prices by period then currency, amounts in minor units */
  local_prices: z.record(z.string(), z.record(z.string(), z.number().int())).optional(),
});
export type Price = z.infer<typeof priceSchema>;

/** 001 §3 Whitelabel price. */
export const whitelabelPriceSchema = z.object({
  stripe_price_id: z.string(),
  free_seats: z.number().int().min(0),
  minimum_payment_quantity: z.number().int().min(0),
});

/** 001 §3 Prepaid customer (also the admin create body, 001 §7). */
export const prepaidCustomerSchema = z.object({
  _id: idSchema.optional(),
  email: z.string(),
  stripe_customer: z.string(),
  currency: z.string(),
  tier: z.number().int(),
  interval: z.number().int(),
});

/** 001 §3 Payment info. */
export const paymentInfoSchema = z.object({
  currency: z.string(),
  current_base_price: z.number(),
  tax_percent: z.number(),
  current_tax: z.number(),
  current_price: z.number(),
  /** A live subscription's change: what the provider charges now, prorated for the rest of the period. */
  due_now: z.number().int().optional(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

const limited = z.object({ is_limited: z.boolean(), limit: z.number().int().min(0) });

/** 001 §3 Tier feature settings. */
export const tierFeatureSettingsSchema = z.object({
  simple_features: z.object({
    ai_features: z.record(z.string(), z.boolean()),
    dialer_features: z.record(z.string(), z.boolean()),
  }),
  limited_features: z.object({ campaigns: limited, email_integrations: limited }),
  credits_features: z.record(z.string(), z.number()),
  local_prices: z.record(z.string(), z.record(z.string(), z.number().int())),
  is_enabled: z.boolean(),
});
export type TierFeatureSettings = z.infer<typeof tierFeatureSettingsSchema>;

/** 001 §3 Health index rule: points for a value between min and max. */
export const healthIndexRuleSchema = z
  .object({ _id: idSchema.optional(), min: z.number(), max: z.number(), points: z.number() })
  .refine((r) => r.max >= r.min, { message: 'Max must not be lower than min', path: ['max'] });
export type HealthIndexRule = z.infer<typeof healthIndexRuleSchema>;

/** GET /credits/balance: the balance and what was spent, by category and by origin. */
export const creditsSummarySchema = z.object({
  balance: z.number().int(),
  usage_by_type: z.object({ default: z.number() }).catchall(z.number()),
  usage_by_origin: z.record(z.string(), z.number()),
  available_by_type: z.object({ default: z.number() }),
  categories: z.array(z.string()),
});
export type CreditsSummary = z.infer<typeof creditsSummarySchema>;

/** GET /credits/history: the ledger, newest first. */
export const creditHistorySchema = z.object({
  total: z.number().int(),
  items: z.array(
    z.object({
      _id: z.string(),
      usage_type: z.string(),
      origin: z.string(),
      amount: z.number().int(),
      balance_after: z.number().int(),
      user_id: z.string().nullable(),
      credentials_id: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
      created_at: z.string(),
    }),
  ),
});
export type CreditHistory = z.infer<typeof creditHistorySchema>;
