import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { FEATURE_FLAGS, FEATURE_STATUSES } from '../tiers/enums.js';
import { SUBSCRIPTION_MODES } from '../spaces/enums.js';

/** Shapes of the billing calls (001 §7 Billing; paths the spec leaves open are ours, see the routes). */

const byCurrency = z.record(z.string(), z.number().int());
const localPricesSchema = z.record(z.string(), byCurrency);
const limitSchema = z.object({ is_limited: z.boolean(), limit: z.number().int() });

export const tierPlanSchema = z.object({
  tier: z.number().int(),
  name: z.string(),
  is_enabled: z.boolean(),
  features: z.record(z.enum(FEATURE_FLAGS), z.enum(FEATURE_STATUSES)),
  limited_features: z.object({ campaigns: limitSchema, email_integrations: limitSchema }),
  seats_included: z.object({ cloud: z.number().int(), extension: z.number().int() }),
  credits_included: z.number().int(),
  local_prices: localPricesSchema,
});

/** GET /billing/plans: the catalogue as sold, with the workspace's place in it. */
export const PAYMENTS_TAKERS = ['stripe', 'sandbox', 'none'] as const;
export type PaymentsTaker = (typeof PAYMENTS_TAKERS)[number];

export const billingPlansSchema = z.object({
  tiers: z.array(tierPlanSchema),
  seat_prices: z.object({ cloud: localPricesSchema, extension: localPricesSchema }),
  credit_packs: z.array(z.object({ id: z.string(), credits: z.number().int(), prices: byCurrency })),
  tax_percent: z.number(),
  current_tier: z.number().int(),
  current_period: z.string().nullable(),
  currency: z.string(),
  /** Upgrade buttons show only with billing on and a subscription mode other than disabled (000 §2). */
  can_upgrade: z.boolean(),
  /**
   * Who takes payments on this server: Stripe, the sandbox (SANDBOX_GRANTS=1: a click pays, no real money)
   * or nobody ('none': no checkout is offered).
   */
  payments: z.enum(PAYMENTS_TAKERS),
});
export type BillingPlans = z.infer<typeof billingPlansSchema>;
export type TierPlanView = z.infer<typeof tierPlanSchema>;

const seatCountSchema = z.object({ used: z.number().int(), total: z.number().int() });

/** GET /billing/overview. */
export const billingOverviewSchema = z.object({
  tier: z.number().int(),
  is_paid: z.boolean(),
  payment_in_progress: z.boolean(),
  is_billing_enabled: z.boolean(),
  subscription_mode: z.enum(SUBSCRIPTION_MODES),
  subscription: z
    .object({
      tier: z.number().int(),
      interval: z.number().int(),
      currency: z.string(),
      amount: z.number().int(),
      period: z.string(),
      renews_at: z.string().nullable(),
    })
    .nullable(),
  seats: z.object({ cloud: seatCountSchema, extension: seatCountSchema }),
  credits: z.object({ balance: z.number().int(), used: z.number().int() }),
  next_invoice: z.object({ amount: z.number().int(), currency: z.string(), date: z.string() }).nullable(),
  provider: z.string(),
  /** 000 §2: transactions are hidden when billing is disabled on the payment customer. */
  show_transactions: z.boolean(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** A checkout to follow: `redirect` true sends the browser to `url` (provider-hosted or the sandbox page). */
export const checkoutSchema = z.object({ redirect: z.boolean(), url: z.string(), payment_id: idSchema });
export type Checkout = z.infer<typeof checkoutSchema>;

export const PAYMENT_STATUSES = ['pending', 'processing', 'paid', 'failed', 'abandoned'] as const;
export const PAYMENT_KINDS = ['subscription', 'seats', 'credits'] as const;

export const paymentSchema = z.object({
  _id: idSchema,
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  provider: z.string(),
  created_at: isoDateSchema,
});
export type Payment = z.infer<typeof paymentSchema>;
export const transactionsSchema = z.object({ items: z.array(paymentSchema) });

/** GET /billing/invoices: the payment provider's invoices (Stripe's), newest first; none on the sandbox. */
export const providerInvoicesSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      number: z.string().nullable(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      date: z.string(),
      /** Stripe's hosted page of the invoice (view, pay, download). */
      url: z.string().nullable(),
    }),
  ),
});
export type ProviderInvoices = z.infer<typeof providerInvoicesSchema>;

/** GET /billing/upcoming_invoice: null without a subscription. */
export const upcomingInvoiceSchema = z
  .object({
    date: z.string(),
    currency: z.string(),
    lines: z.array(
      z.object({ description: z.string(), quantity: z.number().int(), amount: z.number().int() }),
    ),
    subtotal: z.number().int(),
    tax_percent: z.number(),
    tax: z.number().int(),
    total: z.number().int(),
  })
  .nullable();
export type UpcomingInvoice = z.infer<typeof upcomingInvoiceSchema>;

/** GET /billing/credits_history/chart: per day, credits used and added. */
export const creditsChartSchema = z.object({
  points: z.array(z.object({ date: z.string(), used: z.number().int(), added: z.number().int() })),
});
export type CreditsChart = z.infer<typeof creditsChartSchema>;

export const paymentMethodSchema = z.object({
  _id: idSchema,
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  is_primary: z.boolean(),
});
export const paymentMethodsSchema = z.object({ items: z.array(paymentMethodSchema) });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The sandbox checkout page: what is being bought. */
export const sandboxCheckoutSchema = z.object({
  _id: idSchema,
  status: z.enum(PAYMENT_STATUSES),
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  kind: z.enum(PAYMENT_KINDS),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;
/** Where the browser goes after the sandbox checkout. */
export const checkoutReturnSchema = z.object({ url: z.string() });

/** Request bodies. */
export const checkoutQuerySchema = z.object({
  space: z.string().max(100).optional(),
  price_id: z.string().min(1).max(60),
  promo_code: z.string().max(40).optional(),
});
export const seatsBodySchema = z.strictObject({
  seat_type: z.enum(['cloud', 'extension']),
  count: z.coerce.number().int().min(1).max(100),
});
export const subscriptionBodySchema = z.strictObject({ local_price_id: z.string().min(1).max(60) });
export const sandboxOutcomeBodySchema = z.strictObject({ outcome: z.enum(['paid', 'failed', 'abandoned']) });
export const paymentMethodBodySchema = z.strictObject({
  card_number: z.string().min(12).max(23),
  exp_month: z.coerce.number().int().min(1).max(12),
  exp_year: z.coerce.number().int().min(2000).max(2100),
});
